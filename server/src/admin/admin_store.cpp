#include "admin/admin_store.hpp"

#include <iostream>

#include "intake/lead_id.hpp"

namespace firm::admin {

namespace {

using storage::Params;
using storage::QueryResult;
using storage::Transaction;
using storage::Unit;
using storage::UnitResult;

constexpr std::string_view kSelectUserByName =
    "SELECT id, username, display_name, password_hash, created_at, disabled_at"
    " FROM admin_users WHERE username = $1";
constexpr std::string_view kSelectActiveUserByName =
    "SELECT id, username, display_name, password_hash, created_at, disabled_at"
    " FROM admin_users WHERE username = $1 AND disabled_at IS NULL";
constexpr std::string_view kSelectUsers =
    "SELECT id, username, display_name, password_hash, created_at, disabled_at"
    " FROM admin_users ORDER BY username";
constexpr std::string_view kInsertUser =
    "INSERT INTO admin_users (id, username, display_name, password_hash, created_at)"
    " VALUES ($1, $2, $3, $4, $5)";
constexpr std::string_view kUpdatePassword =
    "UPDATE admin_users SET password_hash = $1 WHERE username = $2";
constexpr std::string_view kDisableUser =
    "UPDATE admin_users SET disabled_at = $1 WHERE username = $2 AND disabled_at IS NULL";
constexpr std::string_view kDeleteSessionsOfUser =
    "DELETE FROM admin_sessions WHERE user_id IN (SELECT id FROM admin_users WHERE username = $1)";

constexpr std::string_view kSelectFailuresForUser =
    "SELECT failed_at FROM login_failures WHERE username = $1 AND failed_at > $2"
    " ORDER BY failed_at DESC LIMIT CAST($3 AS INTEGER)";
constexpr std::string_view kSelectFailuresForAddress =
    "SELECT failed_at FROM login_failures WHERE address = $1 AND failed_at > $2"
    " ORDER BY failed_at DESC LIMIT CAST($3 AS INTEGER)";
// Attempts are recorded before the password check; a sign-in clears them.
constexpr std::string_view kInsertFailure =
    "INSERT INTO login_failures (username, address, failed_at) VALUES ($1, $2, $3)";
// PostgreSQL: attempts on one account, and from one address, wait for each
// other (the lock ends with the transaction), so counting and recording are
// one step, as BEGIN IMMEDIATE makes them on SQLite. Always the account lock
// first, then the address lock: no two attempts can wait on each other in a
// cycle. The two-key form keeps these apart from the migrations' lock.
constexpr std::string_view kLockAccountAttempts =
    "SELECT pg_advisory_xact_lock(1819242357, hashtext($1))";
constexpr std::string_view kLockAddressAttempts =
    "SELECT pg_advisory_xact_lock(1819242358, hashtext($1))";
constexpr std::string_view kForgetFailures = "DELETE FROM login_failures WHERE failed_at < $1";
constexpr std::string_view kClearFailuresForUser = "DELETE FROM login_failures WHERE username = $1";

constexpr std::string_view kInsertSession =
    "INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at,"
    " expires_at) VALUES ($1, $2, $3, $4, $4, $5)";
constexpr std::string_view kSelectLiveSession =
    "SELECT s.user_id, u.username, u.display_name, s.csrf_token"
    " FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id"
    " WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3"
    " AND u.disabled_at IS NULL";
constexpr std::string_view kTouchSession =
    "UPDATE admin_sessions SET last_seen_at = $1 WHERE token_hash = $2";
constexpr std::string_view kDeleteSession = "DELETE FROM admin_sessions WHERE token_hash = $1";
constexpr std::string_view kDeleteExpiredSessions =
    "DELETE FROM admin_sessions WHERE expires_at <= $1 OR last_seen_at <= $2";

// The lead's deliveries summed up for the list: any failed or dead wins, then
// all delivered, else pending; no rows means no target was configured.
constexpr std::string_view kLeadListColumns =
    "SELECT leads.id, leads.form_type, leads.created_at, leads.status, leads.first_name,"
    " leads.last_name, leads.email, leads.phone, leads.issue_types, leads.landing_page,"
    " leads.utm_source, leads.utm_medium, leads.utm_campaign,"
    " (SELECT CASE WHEN count(*) = 0 THEN 'none'"
    " WHEN sum(CASE WHEN d.state IN ('failed', 'dead') THEN 1 ELSE 0 END) > 0 THEN 'failed'"
    " WHEN sum(CASE WHEN d.state = 'delivered' THEN 1 ELSE 0 END) = count(*) THEN 'delivered'"
    " ELSE 'pending' END FROM deliveries d WHERE d.lead_id = leads.id)"
    " FROM leads";
constexpr std::string_view kLeadCount = "SELECT count(*) FROM leads";
constexpr std::string_view kLeadOrder = " ORDER BY leads.created_at DESC, leads.id DESC";

constexpr std::string_view kSelectLead =
    "SELECT id, form_type, created_at, status, first_name, last_name, email, phone, issue_types,"
    " landing_page, utm_source, utm_medium, utm_campaign, answers, user_agent"
    " FROM leads WHERE id = $1 AND form_type = $2";
constexpr std::string_view kSelectLeadStatusSqlite =
    "SELECT status FROM leads WHERE id = $1 AND form_type = $2";
// Two staff members changing one lead at once: the second waits and records
// the true previous status.
constexpr std::string_view kSelectLeadStatusPostgres =
    "SELECT status FROM leads WHERE id = $1 AND form_type = $2 FOR UPDATE";
constexpr std::string_view kUpdateLeadStatus = "UPDATE leads SET status = $1 WHERE id = $2";
constexpr std::string_view kInsertStatusEvent =
    "INSERT INTO lead_events (lead_id, kind, from_status, to_status, actor, created_at)"
    " VALUES ($1, 'status', $2, $3, $4, $5)";
constexpr std::string_view kInsertNoteEvent =
    "INSERT INTO lead_events (lead_id, kind, note, actor, created_at)"
    " VALUES ($1, 'note', $2, $3, $4)";
constexpr std::string_view kSelectEvents =
    "SELECT kind, from_status, to_status, note, actor, created_at FROM lead_events"
    " WHERE lead_id = $1 ORDER BY id";
constexpr std::string_view kDeleteLead = "DELETE FROM leads WHERE id = $1 AND form_type = $2";

constexpr std::string_view kSelectDeliveriesOfLead =
    "SELECT id, lead_id, channel, state, attempt_count, next_attempt_at, last_error"
    " FROM deliveries WHERE lead_id = $1 ORDER BY created_at, channel";
constexpr std::string_view kSelectDelivery =
    "SELECT id, lead_id, channel, state, attempt_count, next_attempt_at, last_error"
    " FROM deliveries WHERE id = $1";
constexpr std::string_view kSelectAttempts =
    "SELECT attempted_at, outcome, http_status, error FROM delivery_attempts"
    " WHERE delivery_id = $1 ORDER BY id";
// The retry contract: back to pending, due now, with a fresh attempt budget.
constexpr std::string_view kRetryDelivery =
    "UPDATE deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = $1,"
    " updated_at = $1 WHERE id = $2 AND state IN ('failed', 'dead')";
constexpr std::string_view kSelectDeliveryState = "SELECT state FROM deliveries WHERE id = $1";

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)";
constexpr std::string_view kSelectAudit =
    "SELECT at, actor, action, subject, detail FROM audit_log ORDER BY id DESC"
    " LIMIT CAST($1 AS INTEGER)";

std::optional<std::string> Nullable(const QueryResult& result, std::size_t r, std::size_t c) {
  return result.rows.at(r).at(c);
}

AdminUser UserFrom(const QueryResult& result, std::size_t r) {
  return AdminUser{result.Text(r, 0),
                   result.Text(r, 1),
                   result.Text(r, 2),
                   result.Text(r, 3),
                   storage::IsoTimestamp(result.Text(r, 4)),
                   result.IsNull(r, 5)
                       ? std::nullopt
                       : std::optional<std::string>(storage::IsoTimestamp(result.Text(r, 5)))};
}

LeadEvent EventFrom(const QueryResult& result, std::size_t r) {
  return LeadEvent{result.Text(r, 0),      Nullable(result, r, 1),
                   Nullable(result, r, 2), Nullable(result, r, 3),
                   result.Text(r, 4),      storage::IsoTimestamp(result.Text(r, 5))};
}

Delivery DeliveryFrom(const QueryResult& result, std::size_t r) {
  Delivery delivery;
  delivery.id = result.Text(r, 0);
  delivery.lead_id = result.Text(r, 1);
  delivery.channel = result.Text(r, 2);
  delivery.state = result.Text(r, 3);
  delivery.attempt_count = std::stoi(result.Text(r, 4).empty() ? "0" : result.Text(r, 4));
  delivery.next_attempt_at = storage::IsoTimestamp(result.Text(r, 5));
  delivery.last_error = result.Text(r, 6);
  return delivery;
}

// The lead columns shared by the list and the detail (first 13).
LeadRow LeadFrom(const QueryResult& result, std::size_t r) {
  LeadRow lead;
  lead.id = result.Text(r, 0);
  lead.form_type = result.Text(r, 1);
  lead.created_at = storage::IsoTimestamp(result.Text(r, 2));
  lead.status = result.Text(r, 3);
  lead.first_name = result.Text(r, 4);
  lead.last_name = result.Text(r, 5);
  lead.email = result.Text(r, 6);
  lead.phone = result.Text(r, 7);
  lead.issue_types = result.Text(r, 8);
  lead.landing_page = result.Text(r, 9);
  lead.utm_source = result.Text(r, 10);
  lead.utm_medium = result.Text(r, 11);
  lead.utm_campaign = result.Text(r, 12);
  return lead;
}

std::vector<std::string> Times(const QueryResult& result) {
  std::vector<std::string> out;
  for (std::size_t r = 0; r < result.rows.size(); ++r) {
    out.push_back(storage::IsoTimestamp(result.Text(r, 0)));
  }
  return out;
}

template <typename T>
StoreResult<T> Fail(const StorageError& error) {
  return StoreResult<T>::Err(error);
}

// Runs `body` in one transaction and hands back what it produced.
template <typename T, typename Body>
StoreResult<T> InTransaction(storage::Database& database, Body body) {
  T out{};
  auto done = database.Transact([&](Transaction& tx) -> UnitResult {
    auto produced = body(tx);
    if (!produced) return UnitResult::Err(produced.Error());
    out = std::move(produced).Value();
    return UnitResult::Ok({});
  });
  if (!done) return Fail<T>(done.Error());
  return StoreResult<T>::Ok(std::move(out));
}

StoreResult<std::vector<DeliveryAttempt>> Attempts(Transaction& tx, const std::string& id) {
  using R = StoreResult<std::vector<DeliveryAttempt>>;
  auto rows = tx.Query(kSelectAttempts, {id});
  if (!rows) return R::Err(rows.Error());
  std::vector<DeliveryAttempt> attempts;
  const auto& result = rows.Value();
  for (std::size_t r = 0; r < result.rows.size(); ++r) {
    std::optional<int> status;
    if (!result.IsNull(r, 2)) status = std::stoi(result.Text(r, 2));
    attempts.push_back(DeliveryAttempt{storage::IsoTimestamp(result.Text(r, 0)), result.Text(r, 1),
                                       status, result.Text(r, 3)});
  }
  return R::Ok(std::move(attempts));
}

// " LIMIT CAST($n AS INTEGER) OFFSET CAST($n+1 AS INTEGER)" for the paging parameters.
std::string LimitOffset(std::size_t first) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "$" + std::string.
  std::string text(" LIMIT CAST($");
  text += std::to_string(first);
  text += " AS INTEGER) OFFSET CAST($";
  text += std::to_string(first + 1);
  text += " AS INTEGER)";
  return text;
}

}  // namespace

StoreResult<UserChange> AdminStore::CreateUser(const std::string& username,
                                               const std::string& display_name,
                                               const std::string& password_hash,
                                               const std::string& now) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> StoreResult<UserChange> {
    auto existing = tx.Query(kSelectUserByName, {username});
    if (!existing) return Fail<UserChange>(existing.Error());
    if (!existing.Value().rows.empty())
      return StoreResult<UserChange>::Ok(UserChange::kAlreadyExists);
    auto inserted =
        tx.Query(kInsertUser, {intake::NewLeadId(), username, display_name, password_hash, now});
    if (!inserted) return Fail<UserChange>(inserted.Error());
    return StoreResult<UserChange>::Ok(UserChange::kDone);
  });
}

StoreResult<UserChange> AdminStore::SetPassword(const std::string& username,
                                                const std::string& password_hash,
                                                const std::string&) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> StoreResult<UserChange> {
    auto updated = tx.Query(kUpdatePassword, {password_hash, username});
    if (!updated) return Fail<UserChange>(updated.Error());
    if (updated.Value().affected == 0) return StoreResult<UserChange>::Ok(UserChange::kNoSuchUser);
    // A reset password usually means the old one leaked: end every session.
    auto ended = tx.Query(kDeleteSessionsOfUser, {username});
    if (!ended) return Fail<UserChange>(ended.Error());
    return StoreResult<UserChange>::Ok(UserChange::kDone);
  });
}

StoreResult<UserChange> AdminStore::DisableUser(const std::string& username,
                                                const std::string& now) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> StoreResult<UserChange> {
    auto existing = tx.Query(kSelectUserByName, {username});
    if (!existing) return Fail<UserChange>(existing.Error());
    if (existing.Value().rows.empty()) return StoreResult<UserChange>::Ok(UserChange::kNoSuchUser);
    auto updated = tx.Query(kDisableUser, {now, username});
    if (!updated) return Fail<UserChange>(updated.Error());
    auto ended = tx.Query(kDeleteSessionsOfUser, {username});
    if (!ended) return Fail<UserChange>(ended.Error());
    return StoreResult<UserChange>::Ok(updated.Value().affected == 0 ? UserChange::kUnchanged
                                                                     : UserChange::kDone);
  });
}

StoreResult<std::vector<AdminUser>> AdminStore::ListUsers() {
  auto rows = database_->Query(kSelectUsers);
  if (!rows) return Fail<std::vector<AdminUser>>(rows.Error());
  std::vector<AdminUser> users;
  for (std::size_t r = 0; r < rows.Value().rows.size(); ++r)
    users.push_back(UserFrom(rows.Value(), r));
  return StoreResult<std::vector<AdminUser>>::Ok(std::move(users));
}

StoreResult<std::optional<AdminUser>> AdminStore::FindActiveUser(const std::string& username) {
  using R = StoreResult<std::optional<AdminUser>>;
  auto rows = database_->Query(kSelectActiveUserByName, {username});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().rows.empty()) return R::Ok(std::nullopt);
  return R::Ok(UserFrom(rows.Value(), 0));
}

StoreResult<AttemptCheck> AdminStore::RecordAttempt(const std::string& username,
                                                    const std::string& address,
                                                    const std::string& now,
                                                    const std::string& since, int account_limit,
                                                    int address_limit) {
  using R = StoreResult<AttemptCheck>;
  return InTransaction<AttemptCheck>(*database_, [&](Transaction& tx) -> R {
    if (engine() == storage::Engine::kPostgres) {
      if (auto locked = tx.Execute(kLockAccountAttempts, {username}); !locked) {
        return R::Err(locked.Error());
      }
      if (auto locked = tx.Execute(kLockAddressAttempts, {address}); !locked) {
        return R::Err(locked.Error());
      }
    }
    AttemptCheck check;
    auto account =
        tx.Query(kSelectFailuresForUser, {username, since, std::to_string(account_limit)});
    if (!account) return R::Err(account.Error());
    check.account_failures = Times(account.Value());
    auto by_address =
        tx.Query(kSelectFailuresForAddress, {address, since, std::to_string(address_limit)});
    if (!by_address) return R::Err(by_address.Error());
    check.address_failures = Times(by_address.Value());
    if (check.account_failures.size() >= static_cast<std::size_t>(account_limit) ||
        check.address_failures.size() >= static_cast<std::size_t>(address_limit)) {
      return R::Ok(std::move(check));  // locked: the attempt is refused, not counted
    }
    if (auto inserted = tx.Execute(kInsertFailure, {username, address, now}); !inserted) {
      return R::Err(inserted.Error());
    }
    check.recorded = true;
    return R::Ok(std::move(check));
  });
}

StoreResult<Unit> AdminStore::ForgetFailures(const std::string& before) {
  auto done = database_->Query(kForgetFailures, {before});
  if (!done) return Fail<Unit>(done.Error());
  return StoreResult<Unit>::Ok({});
}

StoreResult<Unit> AdminStore::ClearFailures(const std::string& username) {
  auto done = database_->Query(kClearFailuresForUser, {username});
  if (!done) return Fail<Unit>(done.Error());
  return StoreResult<Unit>::Ok({});
}

StoreResult<Unit> AdminStore::CreateSession(const std::string& token_hash,
                                            const std::string& user_id,
                                            const std::string& csrf_token, const std::string& now,
                                            const std::string& expires_at,
                                            const std::string& idle_cutoff) {
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    // Housekeeping: sessions that can no longer be used are dropped at each login.
    if (auto swept = tx.Execute(kDeleteExpiredSessions, {now, idle_cutoff}); !swept) {
      return swept;
    }
    return tx.Execute(kInsertSession, {token_hash, user_id, csrf_token, now, expires_at});
  });
  if (!done) return Fail<Unit>(done.Error());
  return StoreResult<Unit>::Ok({});
}

StoreResult<std::optional<SessionUser>> AdminStore::TouchSession(const std::string& token_hash,
                                                                 const std::string& now,
                                                                 const std::string& idle_cutoff) {
  using T = std::optional<SessionUser>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectLiveSession, {token_hash, now, idle_cutoff});
    if (!rows) return Fail<T>(rows.Error());
    if (rows.Value().rows.empty()) {
      // Expired, or its user was disabled: the row has no further use.
      auto deleted = tx.Query(kDeleteSession, {token_hash});
      if (!deleted) return Fail<T>(deleted.Error());
      return StoreResult<T>::Ok(std::nullopt);
    }
    auto touched = tx.Query(kTouchSession, {now, token_hash});
    if (!touched) return Fail<T>(touched.Error());
    const auto& r = rows.Value();
    return StoreResult<T>::Ok(SessionUser{r.Text(0, 0), r.Text(0, 1), r.Text(0, 2), r.Text(0, 3)});
  });
}

StoreResult<Unit> AdminStore::DeleteSession(const std::string& token_hash) {
  auto done = database_->Query(kDeleteSession, {token_hash});
  if (!done) return Fail<Unit>(done.Error());
  return StoreResult<Unit>::Ok({});
}

StoreResult<long> AdminStore::CountLeads(const LeadFilter& filter) {
  auto where = BuildLeadWhere(filter, engine());
  auto rows = database_->Query(std::string(kLeadCount) + where.sql, where.params);
  if (!rows) return Fail<long>(rows.Error());
  return StoreResult<long>::Ok(std::stol(rows.Value().Text(0, 0)));
}

StoreResult<std::vector<LeadRow>> AdminStore::ListLeads(const LeadFilter& filter, int limit,
                                                        long offset) {
  auto where = BuildLeadWhere(filter, engine());
  std::string sql = std::string(kLeadListColumns) + where.sql + std::string(kLeadOrder) +
                    LimitOffset(where.params.size() + 1);
  where.params.push_back(std::to_string(limit));
  where.params.push_back(std::to_string(offset));
  auto rows = database_->Query(sql, where.params);
  if (!rows) return Fail<std::vector<LeadRow>>(rows.Error());
  std::vector<LeadRow> leads;
  for (std::size_t r = 0; r < rows.Value().rows.size(); ++r) {
    LeadRow lead = LeadFrom(rows.Value(), r);
    lead.delivery = rows.Value().Text(r, 13);
    leads.push_back(std::move(lead));
  }
  return StoreResult<std::vector<LeadRow>>::Ok(std::move(leads));
}

StoreResult<std::optional<LeadRow>> AdminStore::GetLead(const std::string& form_type,
                                                        const std::string& id) {
  using R = StoreResult<std::optional<LeadRow>>;
  auto rows = database_->Query(kSelectLead, {id, form_type});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().rows.empty()) return R::Ok(std::nullopt);
  LeadRow lead = LeadFrom(rows.Value(), 0);
  lead.answers = rows.Value().Text(0, 13);
  lead.user_agent = rows.Value().Text(0, 14);
  return R::Ok(std::move(lead));
}

StoreResult<std::vector<LeadEvent>> AdminStore::Events(const std::string& lead_id) {
  auto rows = database_->Query(kSelectEvents, {lead_id});
  if (!rows) return Fail<std::vector<LeadEvent>>(rows.Error());
  std::vector<LeadEvent> events;
  for (std::size_t r = 0; r < rows.Value().rows.size(); ++r) {
    events.push_back(EventFrom(rows.Value(), r));
  }
  return StoreResult<std::vector<LeadEvent>>::Ok(std::move(events));
}

StoreResult<std::vector<Delivery>> AdminStore::Deliveries(const std::string& lead_id) {
  using T = std::vector<Delivery>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectDeliveriesOfLead, {lead_id});
    if (!rows) return Fail<T>(rows.Error());
    T deliveries;
    for (std::size_t r = 0; r < rows.Value().rows.size(); ++r) {
      Delivery delivery = DeliveryFrom(rows.Value(), r);
      auto attempts = Attempts(tx, delivery.id);
      if (!attempts) return Fail<T>(attempts.Error());
      delivery.attempts = std::move(attempts).Value();
      deliveries.push_back(std::move(delivery));
    }
    return StoreResult<T>::Ok(std::move(deliveries));
  });
}

StoreResult<std::optional<LeadEvent>> AdminStore::ChangeStatus(const std::string& form_type,
                                                               const std::string& id,
                                                               const std::string& status,
                                                               const std::string& actor,
                                                               const std::string& now) {
  using T = std::optional<LeadEvent>;
  const auto select =
      engine() == storage::Engine::kSqlite ? kSelectLeadStatusSqlite : kSelectLeadStatusPostgres;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto current = tx.Query(select, {id, form_type});
    if (!current) return Fail<T>(current.Error());
    if (current.Value().rows.empty()) return StoreResult<T>::Ok(std::nullopt);
    std::string from = current.Value().Text(0, 0);
    if (auto updated = tx.Execute(kUpdateLeadStatus, {status, id}); !updated) {
      return Fail<T>(updated.Error());
    }
    if (auto added = tx.Execute(kInsertStatusEvent, {id, from, status, actor, now}); !added) {
      return Fail<T>(added.Error());
    }
    return StoreResult<T>::Ok(LeadEvent{"status", from, status, std::nullopt, actor, now});
  });
}

StoreResult<std::optional<LeadEvent>> AdminStore::AddNote(const std::string& form_type,
                                                          const std::string& id,
                                                          const std::string& text,
                                                          const std::string& actor,
                                                          const std::string& now) {
  using T = std::optional<LeadEvent>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto current = tx.Query(kSelectLeadStatusSqlite, {id, form_type});
    if (!current) return Fail<T>(current.Error());
    if (current.Value().rows.empty()) return StoreResult<T>::Ok(std::nullopt);
    if (auto added = tx.Execute(kInsertNoteEvent, {id, text, actor, now}); !added) {
      return Fail<T>(added.Error());
    }
    return StoreResult<T>::Ok(LeadEvent{"note", std::nullopt, std::nullopt, text, actor, now});
  });
}

StoreResult<bool> AdminStore::DeleteLead(const std::string& form_type, const std::string& id,
                                         const std::string& audit_detail, const std::string& actor,
                                         const std::string& now) {
  auto deleted = InTransaction<bool>(*database_, [&](Transaction& tx) -> StoreResult<bool> {
    auto deleted = tx.Query(kDeleteLead, {id, form_type});
    if (!deleted) return Fail<bool>(deleted.Error());
    if (deleted.Value().affected == 0) return StoreResult<bool>::Ok(false);
    if (auto audited = tx.Execute(kInsertAudit, {now, actor, "lead.deleted", id, audit_detail});
        !audited) {
      return Fail<bool>(audited.Error());
    }
    return StoreResult<bool>::Ok(true);
  });
  if (deleted && deleted.Value()) {
    // The deletion stands either way; a copy left in the WAL is an operator's
    // problem to know about (it goes at the next deletion or checkpoint).
    if (auto forgotten = database_->ForgetDeletedRows(); !forgotten) {
      std::cerr << "admin delete: deleted rows may remain in the WAL: " << forgotten.Error().message
                << std::endl;
    }
  }
  return deleted;
}

StoreResult<RetryOutcome> AdminStore::RetryDelivery(const std::string& id, const std::string& actor,
                                                    const std::string& now) {
  return InTransaction<RetryOutcome>(*database_, [&](Transaction& tx) -> StoreResult<RetryOutcome> {
    auto updated = tx.Query(kRetryDelivery, {now, id});
    if (!updated) return Fail<RetryOutcome>(updated.Error());
    if (updated.Value().affected == 0) {
      auto state = tx.Query(kSelectDeliveryState, {id});
      if (!state) return Fail<RetryOutcome>(state.Error());
      return StoreResult<RetryOutcome>::Ok(
          state.Value().rows.empty() ? RetryOutcome::kNoSuchDelivery : RetryOutcome::kNotFailed);
    }
    auto delivery = tx.Query(kSelectDelivery, {id});
    if (!delivery) return Fail<RetryOutcome>(delivery.Error());
    std::string detail =
        "channel=" + delivery.Value().Text(0, 2) + " lead=" + delivery.Value().Text(0, 1);
    if (auto audited = tx.Execute(kInsertAudit, {now, actor, "delivery.retried", id, detail});
        !audited) {
      return Fail<RetryOutcome>(audited.Error());
    }
    return StoreResult<RetryOutcome>::Ok(RetryOutcome::kRetried);
  });
}

StoreResult<std::optional<Delivery>> AdminStore::GetDelivery(const std::string& id) {
  using T = std::optional<Delivery>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectDelivery, {id});
    if (!rows) return Fail<T>(rows.Error());
    if (rows.Value().rows.empty()) return StoreResult<T>::Ok(std::nullopt);
    Delivery delivery = DeliveryFrom(rows.Value(), 0);
    auto attempts = Attempts(tx, id);
    if (!attempts) return Fail<T>(attempts.Error());
    delivery.attempts = std::move(attempts).Value();
    return StoreResult<T>::Ok(std::move(delivery));
  });
}

StoreResult<Unit> AdminStore::Audit(const std::string& actor, const std::string& action,
                                    const std::string& subject, const std::string& detail,
                                    const std::string& now) {
  auto done = database_->Query(kInsertAudit, {now, actor, action, subject, detail});
  if (!done) return Fail<Unit>(done.Error());
  return StoreResult<Unit>::Ok({});
}

StoreResult<std::vector<AuditEntry>> AdminStore::AuditEntries(int limit) {
  auto rows = database_->Query(kSelectAudit, {std::to_string(limit)});
  if (!rows) return Fail<std::vector<AuditEntry>>(rows.Error());
  std::vector<AuditEntry> entries;
  const auto& result = rows.Value();
  for (std::size_t r = 0; r < result.rows.size(); ++r) {
    entries.push_back(AuditEntry{storage::IsoTimestamp(result.Text(r, 0)), result.Text(r, 1),
                                 result.Text(r, 2), result.Text(r, 3), result.Text(r, 4)});
  }
  return StoreResult<std::vector<AuditEntry>>::Ok(std::move(entries));
}

}  // namespace firm::admin
