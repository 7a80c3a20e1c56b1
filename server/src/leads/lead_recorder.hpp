#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/language.hpp"
#include "common/result.hpp"
#include "storage/database.hpp"

namespace firm::leads {

// A lead as written to the leads table. Strings are already validated and
// normalised by intake; the repository only stores them.
struct NewLead {
  std::string id;             // random UUID v4
  std::string form_type;      // case_review | harassment_questionnaire | text_message
  std::string submission_id;  // client-generated UUID, unique per form_type
  std::string created_at;     // UTC, ISO 8601 "YYYY-MM-DDTHH:MM:SS.mmmZ"
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;        // E.164
  std::string issue_types;  // JSON array text
  std::string answers;      // JSON object text: the whole normalised payload
  std::string landing_page;
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string user_agent;    // at most kMaxUserAgentBytes
  std::string reference;     // leads::LeadReference(id)
  std::string employer;      // the optional employerName answer, as given
  std::string employer_key;  // intake::EmployerKey(employer)
  // The submission's "language", a common::Language code (issue 19).
  std::string language{common::Code(common::Language::kEnglish)};
  // false: stored with every step's records but announced to no one (no staff e-mail, webhook
  // or automatic text): a text lead past SMS_NEW_LEADS_PER_HOUR (conversation/, issue 50).
  bool announce = true;
};

inline constexpr std::size_t kMaxUserAgentBytes = 512;

struct InsertOutcome {
  std::string lead_id;   // the stored lead's id: the new one, or the original on a repeat
  bool created = false;  // false when the submission id was already stored
};

// One thing that must happen when a lead arrives (its filing deadlines, its deliveries; next
// the conversation and the booking), registered by the module that owns it when the server
// starts. `in_transaction` runs in the lead's own transaction, right after the row is
// inserted, only for a new lead (never for a repeated submission): an error rolls the lead
// back with everything the other steps wrote, so a stored lead always has what every step
// gives it. `after_commit`, if any, runs once the lead is durable (e.g. to wake workers).
struct ArrivalStep {
  std::string name;  // "deadlines", "deliveries": for the error message and the tests
  std::function<common::Result<storage::Unit, storage::StorageError>(storage::Transaction&,
                                                                     const NewLead&)>
      in_transaction;
  std::function<void()> after_commit;
};

// Records leads in the database shared with the outbox and the staff area, and runs the
// arrival steps.
class LeadRecorder {
 public:
  explicit LeadRecorder(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // At start-up, before the first request: steps run in the order they were added.
  void AddStep(ArrivalStep step) { steps_.push_back(std::move(step)); }

  // Runs in the lead's transaction after the lead and every step (for a new lead or a repeated
  // submission): an error rolls all of it back.
  using Also = std::function<storage::UnitResult(storage::Transaction&, const InsertOutcome&)>;

  // Inserts the lead unless (form_type, submission_id) exists, then runs every step and `also`,
  // in one transaction; returns only after COMMIT has returned (the row is durable). Safe to
  // call from many threads, including with the same submission id. Called by the arrival
  // pipeline (intake/arrival.hpp) only.
  common::Result<InsertOutcome, storage::StorageError> Record(const NewLead& lead,
                                                              const Also& also = {}) const;

  // The same inside a transaction the caller holds (a text that starts a lead stores the
  // text with it); the caller runs AfterCommit once it has committed a created lead.
  common::Result<InsertOutcome, storage::StorageError> RecordIn(storage::Transaction& tx,
                                                                const NewLead& lead) const;
  // Once a created lead is durable: counts it in firm_intake_leads_stored_total (labelled with
  // its public form id, whichever way it arrived: a form, /book, a text from a new number), then
  // runs each step's after_commit.
  void AfterCommit(const NewLead& lead) const;

  // "sqlite" or "postgres", for logs.
  std::string_view Engine() const { return database_->EngineName(); }

 private:
  std::shared_ptr<storage::Database> database_;
  std::vector<ArrivalStep> steps_;
};

}  // namespace firm::leads
