#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "storage/database.hpp"

namespace firm::storage {

// A lead as written to the leads table. Strings are already validated and
// normalised by intake; the repository only stores them.
struct NewLead {
  std::string id;             // random UUID v4
  std::string form_type;      // case_review | harassment_questionnaire
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
  std::string user_agent;       // at most kMaxUserAgentBytes
  std::string reference;        // intake::LeadReference(id)
  std::string employer;         // the optional employerName answer, as given
  std::string employer_key;     // intake::EmployerKey(employer)
  std::string language = "en";  // the submission's "language" (issue 19)
};

inline constexpr std::size_t kMaxUserAgentBytes = 512;

struct InsertOutcome {
  std::string lead_id;   // the stored lead's id: the new one, or the original on a repeat
  bool created = false;  // false when the submission id was already stored
};

// Runs after the lead row is inserted, in the same transaction, only for a
// newly created lead. An error rolls the whole transaction back.
using AfterInsert = std::function<common::Result<Unit, StorageError>(Transaction&, const NewLead&)>;

class LeadRepository {
 public:
  virtual ~LeadRepository() = default;

  // Inserts the lead unless (form_type, submission_id) exists, in one
  // transaction; returns only after COMMIT has returned (the row is durable).
  // Safe to call from many threads, including with the same submission id.
  virtual common::Result<InsertOutcome, StorageError> InsertLead(
      const NewLead& lead, const AfterInsert& after_insert = {}) = 0;

  // "sqlite" or "postgres", for logs.
  virtual std::string_view Engine() const = 0;
};

// Leads stored in `database` (shared with the outbox and the admin area).
std::unique_ptr<LeadRepository> MakeLeadRepository(std::shared_ptr<Database> database);

// OpenSqliteDatabase / OpenPostgresDatabase + MakeLeadRepository.
common::Result<std::unique_ptr<LeadRepository>, StorageError> OpenSqliteRepository(
    const std::string& path);
common::Result<std::unique_ptr<LeadRepository>, StorageError> OpenPostgresRepository(
    const std::string& url, unsigned pool_size);

}  // namespace firm::storage
