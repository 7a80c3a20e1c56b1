#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "leads/lead_deadlines.hpp"
#include "leads/lead_filter.hpp"
#include "leads/lead_report.hpp"
#include "leads/lead_row.hpp"
#include "storage/audit_log.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

namespace firm::leads {

using storage::Done;
using storage::Fail;
using storage::InTransaction;
using storage::StorageError;
using storage::StoreResult;

// A count that stops at a cap (kCountCap; kSearchCountCap for a search): `more` when the leads go
// on past `count`.
struct LeadCount {
  long count = 0;
  bool more = false;
};

// Another lead that may be the same person (same phone or e-mail within 180
// days) or names the same employer (a conflict check is due: Rule 1.18).
struct RelatedLead {
  std::string id;
  std::string form_type;
  std::string reference;
  std::string created_at;
  std::string first_name;
  std::string last_name;
  std::string employer;
  std::vector<std::string> matched_on;  // duplicates: "phone", "email"
};
// Bounded whatever the table holds (issue 52): the newest kRelatedShown of each kind, and the
// employer's other leads counted up to kEmployerMatchCap (a big employer may have thousands).
struct LeadRelations {
  std::vector<RelatedLead> duplicates;
  std::vector<RelatedLead> employer_matches;
  LeadCount employer_match_count;
};
inline constexpr int kDuplicateWindowDays = 180;
inline constexpr std::size_t kRelatedShown = 20;
inline constexpr long kEmployerMatchCap = 100;

struct LeadEvent {
  std::string kind;  // status | note | assignment
  std::optional<std::string> from_status;
  std::optional<std::string> to_status;
  std::optional<std::string> text;
  std::string actor;
  std::string at;
  // assignment: user names, nullopt for nobody
  std::optional<std::string> from_user;
  std::optional<std::string> to_user;
};

// One contact attempt (lead_contacts).
struct LeadContact {
  std::string id;
  std::string method;   // call | voicemail | email | text
  std::string outcome;  // reached | no_answer | left_message | sent | wrong_number
  std::string note;
  std::string actor;
  std::string at;
};

extern const std::vector<std::string> kContactMethods;
extern const std::vector<std::string> kContactOutcomes;

struct LoggedContact {
  LeadContact contact;
  std::string first_contact_at;  // the lead's, after this one
  long follow_up_tries = 0;      // tries logged as no answer or left message, this one included
  std::optional<std::string> next_try_at;  // ISO
};

// What a contact attempt means for the follow-up cadence (see LeadStore::AddContact).
struct ContactFollowUp {
  std::function<std::optional<std::string>(long tries, const std::string& at)> next_try;
  std::function<storage::UnitResult(storage::Transaction&, const std::string& lead_id,
                                    const LoggedContact&)>
      then;
};
// The outcomes that call for another try.
bool CallsForAnotherTry(std::string_view outcome);

// LeadStore::AddContact inside a transaction the caller holds (a staff text is stored, queued
// and logged as a contact attempt at once).
StoreResult<std::optional<LoggedContact>> AddContactIn(
    storage::Transaction& tx, const storage::Dialect& dialect, const std::string& form_type,
    const std::string& id, const LeadContact& contact, const ContactFollowUp& follow_up = {});

// Who is changing an assignment, and to whom.
struct AssignmentChange {
  std::optional<std::string> username;  // nullopt: nobody
  std::string actor;                    // the signed-in user's name
  bool actor_is_admin = false;
  std::string now;
};
enum class AssignRefusal { kNoSuchLead, kNoSuchUser, kDisabledUser, kNotYours };
struct Assigned {
  std::optional<AssignRefusal> refused;  // set: nothing changed, for this reason
  std::optional<std::string> username;
  std::string display_name;
  std::optional<LeadEvent> event;  // nullopt when nothing changed
};

struct DeliveryAttempt {
  std::string at;
  std::string outcome;
  std::optional<int> http_status;
  std::string error;
};

struct Delivery {
  std::string id;
  std::string lead_id;
  std::string channel;
  std::string state;
  int attempt_count = 0;
  std::string next_attempt_at;
  std::string last_error;
  std::vector<DeliveryAttempt> attempts;
};

// The default list order puts leads with a filing deadline close ahead first: a lead
// still being worked (new, contacted, consultation_scheduled) with a deadline on or
// after `today` and before `flag_before` (today + flagDays), earliest such deadline
// first. Days are YYYY-MM-DD.
struct DeadlineFlag {
  std::string today;
  std::string flag_before;
};
// The statuses whose leads a close deadline flags (SQL list and C++ check agree).
bool IsFlaggableStatus(std::string_view status);
// Where the page after `page` (ListLeads with `filter` and `limit`) starts; nullopt when `page`
// was not full (the last page).
std::optional<LeadCursor> NextCursor(const LeadFilter& filter, const std::vector<LeadRow>& page,
                                     int limit);

// In the caller's transaction: lead `id` of `form_type` moves to `status`, with its status event
// by `actor`; nullopt when there is no such lead. `lock_rows` is the dialect's row lock (the
// lead's row is read FOR UPDATE on PostgreSQL). A fee agreement made complete retains its lead.
StoreResult<std::optional<LeadEvent>> ChangeStatusIn(
    storage::Transaction& tx, std::string_view lock_rows, const std::string& form_type,
    const std::string& id, const std::string& status, const std::string& actor,
    const std::string& now);

// Leads as staff work them: the list and detail, status changes and notes
// (lead_events), deliveries and their retry, and deletion (both audited), as
// named SQL constants in lead_store.cpp over the one Database shared with
// intake and the outbox. Times are ISO text (storage::NowIso).
class LeadStore {
 public:
  explicit LeadStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // lead_list.cpp: the leads the filter matches, counted up to `cap` (reads at most cap + 1).
  StoreResult<LeadCount> CountLeads(const LeadFilter& filter, long cap = kCountCap);
  // lead_list.cpp: newest first (with `flag`, flagged leads before all others; contact=none and
  // needs_reply the longest waiting first), at most `limit` leads after `filter.after`, read by
  // keyset through an index.
  StoreResult<std::vector<LeadRow>> ListLeads(const LeadFilter& filter, int limit,
                                              const std::optional<DeadlineFlag>& flag = {});
  // lead_deadline_store: the stored deadlines of each lead, earliest first.
  StoreResult<std::map<std::string, std::vector<LeadDeadline>>> Deadlines(
      const std::vector<std::string>& lead_ids, const DeadlineRules& rules);
  StoreResult<std::optional<LeadRow>> GetLead(const std::string& form_type, const std::string& id);
  StoreResult<std::vector<LeadEvent>> Events(const std::string& lead_id);
  StoreResult<std::vector<Delivery>> Deliveries(const std::string& lead_id);
  // Oldest first.
  StoreResult<std::vector<LeadContact>> Contacts(const std::string& lead_id);
  // lead_report_store.cpp: the report's rows, every lead created at or after `since` (ISO) and
  // before `before`.
  StoreResult<std::vector<ReportLead>> ReportLeads(const std::string& since,
                                                   const std::optional<std::string>& before = {});
  // The report's `weeks` weeks ending with the one `now` is in (BuildReport's figures): each week
  // that ended is counted once for `first_contact` and kept (lead_report_weeks, migration 0021)
  // until a lead of it is written; the week in progress is counted each time.
  StoreResult<std::vector<WeekFigures>> ReportWeeks(TimePoint now, int weeks,
                                                    std::chrono::minutes first_contact,
                                                    const std::vector<std::string>& form_types);
  // Leads created at or before `cutoff` (ISO) that nobody has tried to contact, counted up to
  // `cap`.
  StoreResult<LeadCount> OpenBreaches(const std::string& cutoff, long cap = kCountCap);
  // lead_relations.cpp: for each of `leads` (a page of the list, or one lead),
  // its possible duplicates and employer matches, by lead id, newest first (at most
  // kRelatedShown of each), and the count of its employer's other leads.
  StoreResult<std::map<std::string, LeadRelations>> Relations(const std::vector<LeadRow>& leads);

  // Records a contact attempt and, if it is the first, stops the lead's clock
  // (first_contact_at), in one transaction; nullopt when the lead does not exist.
  // A try logged as no answer or left message counts towards the follow-up cadence: the lead's
  // next try is `follow_up.next_try(tries so far)` (nullopt: the cadence is over); any other
  // outcome ends it. `follow_up.then` runs last in the same transaction (the follow-up text).
  StoreResult<std::optional<LoggedContact>> AddContact(const std::string& form_type,
                                                       const std::string& id,
                                                       const LeadContact& contact,
                                                       const ContactFollowUp& follow_up = {});
  // Sets the language staff found the worker speaks (a text lead's is unknown: "").
  StoreResult<bool> SetLanguage(const std::string& form_type, const std::string& id,
                                const std::string& language);
  // Assigns the lead (or clears it) and writes the assignment event. An
  // admin may give it to any enabled user; anyone else may only take it or
  // give back their own.
  StoreResult<Assigned> Assign(const std::string& form_type, const std::string& id,
                               const AssignmentChange& change);

  // nullopt when no lead `id` of `form_type` exists.
  StoreResult<std::optional<LeadEvent>> ChangeStatus(const std::string& form_type,
                                                     const std::string& id,
                                                     const std::string& status,
                                                     const std::string& actor,
                                                     const std::string& now);
  StoreResult<std::optional<LeadEvent>> AddNote(const std::string& form_type, const std::string& id,
                                                const std::string& text, const std::string& actor,
                                                const std::string& now);
  // Deletes the lead (deliveries, attempts and events by ON DELETE CASCADE)
  // and writes the audit entry in one transaction; false when not found.
  StoreResult<bool> DeleteLead(const std::string& form_type, const std::string& id,
                               const std::string& audit_detail, const std::string& actor,
                               const std::string& now);
  StoreResult<std::optional<Delivery>> GetDelivery(const std::string& id);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::leads
