// LeadStore's writes for working a lead (issue 16): contact attempts, which
// stop the first-contact clock, and assignment.
#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {

const std::vector<std::string> kContactMethods = {"call", "voicemail", "email", "text"};
const std::vector<std::string> kContactOutcomes = {"reached", "no_answer", "left_message", "sent",
                                                   "wrong_number"};

namespace {

using storage::Transaction;

// Followed by the dialect's LockRows: a contact and an assignment on one lead
// at once run one after the other.
constexpr std::string_view kLockLead =
    "SELECT leads.id, assignee.username AS assignee FROM leads"
    " LEFT JOIN admin_users assignee ON assignee.id = leads.assigned_to"
    " WHERE leads.id = $1 AND leads.form_type = $2";
constexpr std::string_view kInsertContact =
    "INSERT INTO lead_contacts (lead_id, method, outcome, note, actor, created_at)"
    " VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";
constexpr std::string_view kStopClock =
    "UPDATE leads SET first_contact_at = $1 WHERE id = $2 AND first_contact_at IS NULL";
constexpr std::string_view kSelectClock = "SELECT first_contact_at FROM leads WHERE id = $1";
constexpr std::string_view kCountTry =
    "UPDATE leads SET follow_up_tries = follow_up_tries + 1 WHERE id = $1"
    " RETURNING follow_up_tries";
constexpr std::string_view kSetNextTry = "UPDATE leads SET next_try_at = $1 WHERE id = $2";
constexpr std::string_view kSetLanguage =
    "UPDATE leads SET language = $1 WHERE id = $2 AND form_type = $3";
constexpr std::string_view kSelectUser =
    "SELECT id, username, display_name, disabled_at FROM admin_users WHERE username = $1";
constexpr std::string_view kSetAssignee = "UPDATE leads SET assigned_to = $1 WHERE id = $2";
constexpr std::string_view kInsertAssignmentEvent =
    "INSERT INTO lead_events (lead_id, kind, from_user, to_user, actor, created_at)"
    " VALUES ($1, 'assignment', $2, $3, $4, $5)";

// The locked lead's current assignee (user name), or nullopt-of-row when the
// lead does not exist.
StoreResult<std::optional<std::optional<std::string>>> LockLead(Transaction& tx,
                                                                const storage::Dialect& dialect,
                                                                const std::string& form_type,
                                                                const std::string& id) {
  using T = std::optional<std::optional<std::string>>;
  auto rows = tx.Query(std::string(kLockLead) + dialect.LockRowsOf("leads"), {id, form_type});
  if (!rows) return Fail<T>(rows.Error());
  if (rows.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
  return StoreResult<T>::Ok(T(rows.Value().front().Optional("assignee")));
}

}  // namespace

bool CallsForAnotherTry(std::string_view outcome) {
  return outcome == "no_answer" || outcome == "left_message";
}

StoreResult<bool> LeadStore::SetLanguage(const std::string& form_type, const std::string& id,
                                         const std::string& language) {
  auto updated = database_->Query(kSetLanguage, {language, id, form_type});
  if (!updated) return Fail<bool>(updated.Error());
  return StoreResult<bool>::Ok(updated.Value().affected > 0);
}

StoreResult<std::optional<LoggedContact>> LeadStore::AddContact(const std::string& form_type,
                                                                const std::string& id,
                                                                const LeadContact& contact,
                                                                const ContactFollowUp& follow_up) {
  using T = std::optional<LoggedContact>;
  const storage::Dialect dialect = database_->dialect();
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    return AddContactIn(tx, dialect, form_type, id, contact, follow_up);
  });
}

StoreResult<std::optional<LoggedContact>> AddContactIn(
    Transaction& tx, const storage::Dialect& dialect, const std::string& form_type,
    const std::string& id, const LeadContact& contact, const ContactFollowUp& follow_up) {
  using T = std::optional<LoggedContact>;
  {
    auto lead = LockLead(tx, dialect, form_type, id);
    if (!lead) return Fail<T>(lead.Error());
    if (!lead.Value()) return StoreResult<T>::Ok(std::nullopt);
    auto inserted = tx.Query(kInsertContact, {id, contact.method, contact.outcome, contact.note,
                                              contact.actor, contact.at});
    if (!inserted) return Fail<T>(inserted.Error());
    if (auto stopped = tx.Execute(kStopClock, {contact.at, id}); !stopped) {
      return Fail<T>(stopped.Error());
    }
    auto clock = tx.Query(kSelectClock, {id});
    if (!clock) return Fail<T>(clock.Error());
    LoggedContact logged;
    logged.contact = contact;
    logged.first_contact_at = storage::IsoTimestamp(clock.Value().front().Text("first_contact_at"));
    logged.contact.id = inserted.Value().front().Text("id");
    // The cadence: a try that did not reach the worker sets the next one; reaching them (or
    // learning the number is wrong) ends it. A text sent is neither.
    if (CallsForAnotherTry(contact.outcome)) {
      auto counted = tx.Query(kCountTry, {id});
      if (!counted) return Fail<T>(counted.Error());
      logged.follow_up_tries = counted.Value().front().Long("follow_up_tries");
      if (follow_up.next_try)
        logged.next_try_at = follow_up.next_try(logged.follow_up_tries, contact.at);
    }
    if (contact.outcome != "sent") {
      if (auto set = tx.Execute(kSetNextTry, {logged.next_try_at, id}); !set) {
        return Fail<T>(set.Error());
      }
    }
    if (follow_up.then) {
      if (auto done = follow_up.then(tx, id, logged); !done) return Fail<T>(done.Error());
    }
    return StoreResult<T>::Ok(std::move(logged));
  }
}

StoreResult<Assigned> LeadStore::Assign(const std::string& form_type, const std::string& id,
                                        const AssignmentChange& change) {
  using Outcome = Assigned;
  const storage::Dialect dialect = database_->dialect();
  return InTransaction<Outcome>(*database_, [&](Transaction& tx) -> StoreResult<Outcome> {
    auto refuse = [](AssignRefusal why) {
      Assigned refused;
      refused.refused = why;
      return StoreResult<Outcome>::Ok(std::move(refused));
    };
    auto lead = LockLead(tx, dialect, form_type, id);
    if (!lead) return Fail<Outcome>(lead.Error());
    if (!lead.Value()) return refuse(AssignRefusal::kNoSuchLead);
    const std::optional<std::string> current = *lead.Value();

    Assigned assigned;
    std::optional<std::string> user_id;
    if (change.username) {
      auto user = tx.Query(kSelectUser, {*change.username});
      if (!user) return Fail<Outcome>(user.Error());
      if (user.Value().empty()) return refuse(AssignRefusal::kNoSuchUser);
      const auto row = user.Value().front();
      if (!row.IsNull("disabled_at")) return refuse(AssignRefusal::kDisabledUser);
      user_id = row.Text("id");
      assigned.username = row.Text("username");
      assigned.display_name = row.Text("display_name");
    }
    // Intake staff take a lead or give back their own; only admins hand out
    // leads or take them from someone else.
    if (!change.actor_is_admin) {
      const bool taking =
          assigned.username == change.actor && (!current || *current == change.actor);
      const bool releasing = !assigned.username && current == change.actor;
      const bool unchanged = assigned.username == current;
      if (!taking && !releasing && !unchanged) return refuse(AssignRefusal::kNotYours);
    }
    if (assigned.username == current) return StoreResult<Outcome>::Ok(std::move(assigned));
    if (auto set = tx.Execute(kSetAssignee, {user_id, id}); !set) return Fail<Outcome>(set.Error());
    if (auto added = tx.Execute(kInsertAssignmentEvent,
                                {id, current, assigned.username, change.actor, change.now});
        !added) {
      return Fail<Outcome>(added.Error());
    }
    assigned.event = LeadEvent{"assignment", std::nullopt, std::nullopt, std::nullopt,
                               change.actor, change.now,   current,      assigned.username};
    return StoreResult<Outcome>::Ok(std::move(assigned));
  });
}

}  // namespace firm::leads
