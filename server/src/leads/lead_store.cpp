#include "leads/lead_store.hpp"

#include <algorithm>
#include <array>
#include <iostream>

#include "leads/lead_deadline_store.hpp"
#include "leads/lead_messages.hpp"

namespace firm::leads {

namespace {

using storage::Transaction;
using storage::Unit;

// Followed by the dialect's LockRows when the status is about to change: two
// staff members changing one lead at once, the second waits and records the
// true previous status.
constexpr std::string_view kSelectLeadStatus =
    "SELECT status FROM leads WHERE id = $1 AND form_type = $2";
// A status past contacted ends the follow-up cadence.
constexpr std::string_view kUpdateLeadStatus =
    "UPDATE leads SET status = $1, next_try_at = CASE WHEN $1 IN ('new', 'contacted')"
    " THEN next_try_at ELSE NULL END WHERE id = $2";
constexpr std::string_view kInsertStatusEvent =
    "INSERT INTO lead_events (lead_id, kind, from_status, to_status, actor, created_at)"
    " VALUES ($1, 'status', $2, $3, $4, $5)";
constexpr std::string_view kInsertNoteEvent =
    "INSERT INTO lead_events (lead_id, kind, note, actor, created_at)"
    " VALUES ($1, 'note', $2, $3, $4)";
constexpr std::string_view kSelectEvents =
    "SELECT kind, from_status, to_status, note, actor, created_at, from_user, to_user"
    " FROM lead_events WHERE lead_id = $1 ORDER BY id";
constexpr std::string_view kSelectContacts =
    "SELECT id, method, outcome, note, actor, created_at FROM lead_contacts"
    " WHERE lead_id = $1 ORDER BY id";
constexpr std::string_view kDeleteLead = "DELETE FROM leads WHERE id = $1 AND form_type = $2";
// SQLite's search index (migration 0016) forgets a lead by writing a delete marker: its trigrams
// and their positions (enough to spell the name again) stay in older segments until a merge.
// "optimize" merges every segment into one without them (about 0.5 s at 200,000 leads, on the
// writer), so after a privacy deletion secure_delete can zero the freed pages.
constexpr std::string_view kPurgeSearchIndexSqlite =
    "INSERT INTO leads_search (leads_search) VALUES ('optimize')";

constexpr std::string_view kSelectDeliveriesOfLead =
    "SELECT id, lead_id, channel, state, attempt_count, next_attempt_at, last_error"
    " FROM deliveries WHERE lead_id = $1 ORDER BY created_at, channel";
constexpr std::string_view kSelectDelivery =
    "SELECT id, lead_id, channel, state, attempt_count, next_attempt_at, last_error"
    " FROM deliveries WHERE id = $1";
constexpr std::string_view kSelectAttempts =
    "SELECT attempted_at, outcome, http_status, error FROM delivery_attempts"
    " WHERE delivery_id = $1 ORDER BY id";

LeadEvent EventFrom(const storage::RowView& row) {
  return LeadEvent{row.Text("kind"),          row.Optional("from_status"),
                   row.Optional("to_status"), row.Optional("note"),
                   row.Text("actor"),         storage::IsoTimestamp(row.Text("created_at")),
                   row.Optional("from_user"), row.Optional("to_user")};
}

Delivery DeliveryFrom(const storage::RowView& row) {
  Delivery delivery;
  delivery.id = row.Text("id");
  delivery.lead_id = row.Text("lead_id");
  delivery.channel = row.Text("channel");
  delivery.state = row.Text("state");
  delivery.attempt_count =
      row.IsNull("attempt_count") ? 0 : static_cast<int>(row.Long("attempt_count"));
  delivery.next_attempt_at = storage::IsoTimestamp(row.Text("next_attempt_at"));
  delivery.last_error = row.Text("last_error");
  return delivery;
}

}  // namespace

namespace {

StoreResult<std::vector<DeliveryAttempt>> Attempts(Transaction& tx, const std::string& id) {
  using R = StoreResult<std::vector<DeliveryAttempt>>;
  auto rows = tx.Query(kSelectAttempts, {id});
  if (!rows) return R::Err(rows.Error());
  std::vector<DeliveryAttempt> attempts;
  for (const auto row : rows.Value()) {
    std::optional<int> status;
    if (!row.IsNull("http_status")) status = static_cast<int>(row.Long("http_status"));
    attempts.push_back(DeliveryAttempt{storage::IsoTimestamp(row.Text("attempted_at")),
                                       row.Text("outcome"), status, row.Text("error")});
  }
  return R::Ok(std::move(attempts));
}

}  // namespace

bool IsFlaggableStatus(std::string_view status) {
  constexpr std::array<std::string_view, 3> kFlaggedStatuses = {"new", "contacted",
                                                                "consultation_scheduled"};
  return std::find(kFlaggedStatuses.begin(), kFlaggedStatuses.end(), status) !=
         kFlaggedStatuses.end();
}

StoreResult<std::map<std::string, std::vector<LeadDeadline>>> LeadStore::Deadlines(
    const std::vector<std::string>& lead_ids, const DeadlineRules& rules) {
  return StoredDeadlines(*database_, rules, lead_ids);
}

StoreResult<std::optional<LeadRow>> LeadStore::GetLead(const std::string& form_type,
                                                       const std::string& id) {
  using R = StoreResult<std::optional<LeadRow>>;
  static const std::string kSelectLead = SelectLeadRow("leads.id = $1 AND leads.form_type = $2");
  auto rows = database_->Query(kSelectLead, {id, form_type});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(LeadRowFrom(rows.Value().front()));
}

StoreResult<std::vector<LeadEvent>> LeadStore::Events(const std::string& lead_id) {
  auto rows = database_->Query(kSelectEvents, {lead_id});
  if (!rows) return Fail<std::vector<LeadEvent>>(rows.Error());
  std::vector<LeadEvent> events;
  for (const auto row : rows.Value()) events.push_back(EventFrom(row));
  return StoreResult<std::vector<LeadEvent>>::Ok(std::move(events));
}

StoreResult<std::vector<LeadContact>> LeadStore::Contacts(const std::string& lead_id) {
  using T = std::vector<LeadContact>;
  auto rows = database_->Query(kSelectContacts, {lead_id});
  if (!rows) return Fail<T>(rows.Error());
  T contacts;
  for (const auto row : rows.Value()) {
    contacts.push_back(LeadContact{row.Text("id"), row.Text("method"), row.Text("outcome"),
                                   row.Text("note"), row.Text("actor"),
                                   storage::IsoTimestamp(row.Text("created_at"))});
  }
  return StoreResult<T>::Ok(std::move(contacts));
}

StoreResult<std::vector<Delivery>> LeadStore::Deliveries(const std::string& lead_id) {
  using T = std::vector<Delivery>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectDeliveriesOfLead, {lead_id});
    if (!rows) return Fail<T>(rows.Error());
    T deliveries;
    for (const auto row : rows.Value()) {
      Delivery delivery = DeliveryFrom(row);
      auto attempts = Attempts(tx, delivery.id);
      if (!attempts) return Fail<T>(attempts.Error());
      delivery.attempts = std::move(attempts).Value();
      deliveries.push_back(std::move(delivery));
    }
    return StoreResult<T>::Ok(std::move(deliveries));
  });
}

StoreResult<std::optional<LeadEvent>> ChangeStatusIn(Transaction& tx, std::string_view lock_rows,
                                                     const std::string& form_type,
                                                     const std::string& id,
                                                     const std::string& status,
                                                     const std::string& actor,
                                                     const std::string& now) {
  using T = std::optional<LeadEvent>;
  auto current = tx.Query(std::string(kSelectLeadStatus) + std::string(lock_rows), {id, form_type});
  if (!current) return Fail<T>(current.Error());
  if (current.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
  std::string from = current.Value().front().Text("status");
  if (auto updated = tx.Execute(kUpdateLeadStatus, {status, id}); !updated) {
    return Fail<T>(updated.Error());
  }
  if (auto added = tx.Execute(kInsertStatusEvent, {id, from, status, actor, now}); !added) {
    return Fail<T>(added.Error());
  }
  return StoreResult<T>::Ok(
      LeadEvent{"status", from, status, std::nullopt, actor, now, std::nullopt, std::nullopt});
}

StoreResult<std::optional<LeadEvent>> LeadStore::ChangeStatus(const std::string& form_type,
                                                              const std::string& id,
                                                              const std::string& status,
                                                              const std::string& actor,
                                                              const std::string& now) {
  using T = std::optional<LeadEvent>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    return ChangeStatusIn(tx, database_->dialect().LockRows(), form_type, id, status, actor, now);
  });
}

StoreResult<std::optional<LeadEvent>> LeadStore::AddNote(const std::string& form_type,
                                                         const std::string& id,
                                                         const std::string& text,
                                                         const std::string& actor,
                                                         const std::string& now) {
  using T = std::optional<LeadEvent>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto current = tx.Query(kSelectLeadStatus, {id, form_type});
    if (!current) return Fail<T>(current.Error());
    if (current.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
    if (auto added = tx.Execute(kInsertNoteEvent, {id, text, actor, now}); !added) {
      return Fail<T>(added.Error());
    }
    return StoreResult<T>::Ok(LeadEvent{"note", std::nullopt, std::nullopt, text, actor, now,
                                        std::nullopt, std::nullopt});
  });
}

StoreResult<bool> LeadStore::DeleteLead(const std::string& form_type, const std::string& id,
                                        const std::string& audit_detail, const std::string& actor,
                                        const std::string& now) {
  auto deleted = InTransaction<bool>(*database_, [&](Transaction& tx) -> StoreResult<bool> {
    auto deleted = tx.Query(kDeleteLead, {id, form_type});
    if (!deleted) return Fail<bool>(deleted.Error());
    if (deleted.Value().affected == 0) return StoreResult<bool>::Ok(false);
    if (auto audited = storage::RecordAudit(
            tx, storage::AuditEntry{now, actor, "lead.deleted", id, audit_detail});
        !audited) {
      return Fail<bool>(audited.Error());
    }
    return StoreResult<bool>::Ok(true);
  });
  if (deleted && deleted.Value()) {
    // The deletion stands either way; a copy left in the WAL or the search index is an
    // operator's problem to know about (it goes at the next deletion or checkpoint).
    if (database_->engine() == storage::Engine::kSqlite) {
      if (auto purged = database_->Query(kPurgeSearchIndexSqlite); !purged) {
        std::cerr << "admin delete: the search index may keep the deleted lead's words: "
                  << purged.Error().message << std::endl;
      }
    }
    if (auto forgotten = database_->ForgetDeletedRows(); !forgotten) {
      std::cerr << "admin delete: deleted rows may remain in the WAL: " << forgotten.Error().message
                << std::endl;
    }
  }
  return deleted;
}

StoreResult<std::optional<Delivery>> LeadStore::GetDelivery(const std::string& id) {
  using T = std::optional<Delivery>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectDelivery, {id});
    if (!rows) return Fail<T>(rows.Error());
    if (rows.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
    Delivery delivery = DeliveryFrom(rows.Value().front());
    auto attempts = Attempts(tx, id);
    if (!attempts) return Fail<T>(attempts.Error());
    delivery.attempts = std::move(attempts).Value();
    return StoreResult<T>::Ok(std::move(delivery));
  });
}

}  // namespace firm::leads
