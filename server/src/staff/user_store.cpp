#include "staff/user_store.hpp"

#include <cstdint>

#include "leads/lead_id.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {

namespace {

using storage::QueryResult;
using storage::Transaction;

constexpr std::string_view kCountUsers = "SELECT count(*) AS users FROM admin_users";
const std::string kSelectUserByName =
    "SELECT " + std::string(kAdminUserColumns) + " FROM admin_users WHERE username = $1";
const std::string kSelectUsers =
    "SELECT " + std::string(kAdminUserColumns) +
    ", (SELECT count(*) FROM admin_sessions s WHERE s.user_id = admin_users.id"
    " AND s.expires_at > $1 AND s.last_seen_at > $2) AS live_sessions"
    " FROM admin_users ORDER BY username";
constexpr std::string_view kInsertUser =
    "INSERT INTO admin_users (id, username, display_name, password_hash, created_at, role,"
    " must_change_password, password_expires_at) VALUES ($1, $2, $3, $4, $5, $6,"
    " CAST($7 AS INTEGER), $8)";
constexpr std::string_view kUpdatePassword =
    "UPDATE admin_users SET password_hash = $1, must_change_password = CAST($2 AS INTEGER),"
    " password_expires_at = $3 WHERE username = $4";
constexpr std::string_view kUpdateOwnPassword =
    "UPDATE admin_users SET password_hash = $1, must_change_password = 0,"
    " password_expires_at = NULL WHERE id = $2";
constexpr std::string_view kSetAttorney =
    "INSERT INTO attorneys (user_id, bar_number, updated_at)"
    " SELECT id, $1, $3 FROM admin_users WHERE username = $2"
    " ON CONFLICT (user_id) DO UPDATE SET bar_number = excluded.bar_number,"
    " updated_at = excluded.updated_at";
constexpr std::string_view kRemoveAttorney =
    "DELETE FROM attorneys WHERE user_id = (SELECT id FROM admin_users WHERE username = $1)";
constexpr std::string_view kUpdateRole =
    "UPDATE admin_users SET role = $1 WHERE username = $2 AND role <> $1";
constexpr std::string_view kDisableUser =
    "UPDATE admin_users SET disabled_at = $1 WHERE username = $2 AND disabled_at IS NULL";
constexpr std::string_view kEnableUser =
    "UPDATE admin_users SET disabled_at = NULL WHERE username = $1 AND disabled_at IS NOT NULL";
constexpr std::string_view kClearSecondFactor =
    "UPDATE admin_users SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = 0"
    " WHERE username = $1";
constexpr std::string_view kDeleteRecoveryCodesOfUser =
    "DELETE FROM admin_recovery_codes"
    " WHERE user_id IN (SELECT id FROM admin_users WHERE username = $1)";
constexpr std::string_view kDeleteSessionsOfUser =
    "DELETE FROM admin_sessions WHERE user_id IN (SELECT id FROM admin_users WHERE username = $1)";
constexpr std::string_view kDeleteOtherSessions =
    "DELETE FROM admin_sessions WHERE user_id = $1 AND token_hash <> $2";
constexpr std::string_view kCountEnabledAdmins =
    "SELECT count(*) AS admins FROM admin_users WHERE role = 'admin' AND disabled_at IS NULL";
// Changes of who is an admin, in every process, one after another (storage::Transaction::
// Serialize); its own scope, apart from the sign-in attempts' (account_store.cpp).
constexpr std::int32_t kAdminChanges = 1819242359;
constexpr std::string_view kDeleteOwnSession =
    "DELETE FROM admin_sessions WHERE user_id = $1 AND substr(token_hash, 1, 12) = $2";
constexpr std::string_view kSelectUsernameById = "SELECT username FROM admin_users WHERE id = $1";
constexpr std::string_view kSelectSessions =
    "SELECT s.token_hash, s.created_at, s.last_seen_at, s.expires_at"
    " FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id"
    " WHERE u.username = $1 AND s.expires_at > $2 AND s.last_seen_at > $3"
    " ORDER BY s.last_seen_at DESC";

using ChangeResult = StoreResult<UserChange>;

// When a temporary password set at `now` stops working; NULL for a chosen one.
storage::Value TemporaryUntil(const std::string& now, bool temporary) {
  if (!temporary) return std::nullopt;
  auto set_at = storage::ParseInstant(now);
  if (!set_at) return std::nullopt;
  return storage::IsoTimestamp(*set_at + kTemporaryPasswordLifetime);
}

ChangeResult Changed(UserChange change) { return ChangeResult::Ok(change); }

bool IsEnabledAdmin(const AdminUser& user) {
  return user.role == Role::kAdmin && !user.disabled_at.has_value();
}

// One change of `username` in one transaction: `statement` with `params`,
// then (when it changed a row) the extra statements on the user name and
// the audit entry. No such user: kNoSuchUser; no row changed: kUnchanged.
ChangeResult ChangeUser(storage::Database& database, const std::string& username,
                        std::string_view statement, const storage::Params& params,
                        std::vector<std::string_view> then, const Actor& actor,
                        std::string_view action, std::string detail = "") {
  return InTransaction<UserChange>(database, [&](Transaction& tx) -> ChangeResult {
    auto existing = tx.Query(kSelectUserByName, {username});
    if (!existing) return Fail<UserChange>(existing.Error());
    if (existing.Value().empty()) return Changed(UserChange::kNoSuchUser);
    auto updated = tx.Query(statement, params);
    if (!updated) return Fail<UserChange>(updated.Error());
    if (updated.Value().affected == 0) return Changed(UserChange::kUnchanged);
    for (auto sql : then) {
      if (auto done = tx.Execute(sql, {username}); !done) return Fail<UserChange>(done.Error());
    }
    auto audited = RecordAudit(
        tx, AuditEntry{actor.now, actor.name, std::string(action), username, std::move(detail)});
    if (!audited) return Fail<UserChange>(audited.Error());
    return Changed(UserChange::kDone);
  });
}

}  // namespace

StoreResult<long> UserStore::CountUsers() {
  auto rows = database_->Query(kCountUsers);
  if (!rows) return Fail<long>(rows.Error());
  return StoreResult<long>::Ok(rows.Value().front().Long("users"));
}

StoreResult<std::vector<UserSummary>> UserStore::ListUsers(const std::string& now,
                                                           const std::string& idle_cutoff) {
  auto rows = database_->Query(kSelectUsers, {now, idle_cutoff});
  if (!rows) return Fail<std::vector<UserSummary>>(rows.Error());
  std::vector<UserSummary> users;
  for (const auto row : rows.Value()) {
    users.push_back({UserFrom(row), row.Long("live_sessions")});
  }
  return StoreResult<std::vector<UserSummary>>::Ok(std::move(users));
}

StoreResult<std::optional<AdminUser>> UserStore::FindUser(const std::string& username) {
  using R = StoreResult<std::optional<AdminUser>>;
  auto rows = database_->Query(kSelectUserByName, {username});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(UserFrom(rows.Value().front()));
}

StoreResult<UserChange> UserStore::CreateUser(const std::string& username,
                                              const std::string& display_name, Role role,
                                              const std::string& password_hash,
                                              bool must_change_password, const Actor& actor) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> ChangeResult {
    auto existing = tx.Query(kSelectUserByName, {username});
    if (!existing) return Fail<UserChange>(existing.Error());
    if (!existing.Value().empty()) return Changed(UserChange::kAlreadyExists);
    auto inserted =
        tx.Query(kInsertUser, {leads::NewLeadId(), username, display_name, password_hash, actor.now,
                               std::string(RoleName(role)), must_change_password ? "1" : "0",
                               TemporaryUntil(actor.now, must_change_password)});
    if (!inserted) return Fail<UserChange>(inserted.Error());
    auto audited = RecordAudit(tx, AuditEntry{actor.now, actor.name, "user.created", username,
                                              "role " + std::string(RoleName(role))});
    if (!audited) return Fail<UserChange>(audited.Error());
    return Changed(UserChange::kDone);
  });
}

StoreResult<UserChange> UserStore::SetPassword(const std::string& username,
                                               const std::string& password_hash,
                                               bool must_change_password, const Actor& actor) {
  // A reset password usually means the old one leaked: end every session.
  return ChangeUser(*database_, username, kUpdatePassword,
                    {password_hash, must_change_password ? "1" : "0",
                     TemporaryUntil(actor.now, must_change_password), username},
                    {kDeleteSessionsOfUser}, actor,
                    must_change_password ? "user.password_reset" : "user.password_changed");
}

StoreResult<UserChange> UserStore::ChangeOwnPassword(const std::string& user_id,
                                                     const std::string& password_hash,
                                                     const std::string& keep_token_hash,
                                                     const std::string& address, const Actor& actor,
                                                     const std::string& device) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> ChangeResult {
    auto name = tx.Query(kSelectUsernameById, {user_id});
    if (!name) return Fail<UserChange>(name.Error());
    if (name.Value().empty()) return Changed(UserChange::kNoSuchUser);
    if (auto done = tx.Execute(kUpdateOwnPassword, {password_hash, user_id}); !done) {
      return Fail<UserChange>(done.Error());
    }
    if (auto done = tx.Execute(kDeleteOtherSessions, {user_id, keep_token_hash}); !done) {
      return Fail<UserChange>(done.Error());
    }
    // The current password was right: the attempt counted for it is forgotten.
    if (auto done =
            ClearAttempts(tx, name.Value().front().Text("username"), address, actor.now, device);
        !done) {
      return Fail<UserChange>(done.Error());
    }
    auto audited =
        RecordAudit(tx, AuditEntry{actor.now, actor.name, "user.password_changed",
                                   name.Value().front().Text("username"), "by the user"});
    if (!audited) return Fail<UserChange>(audited.Error());
    return Changed(UserChange::kDone);
  });
}

StoreResult<UserChange> UserStore::ChangeAccess(const std::string& username,
                                                const AccessChange& change, const Actor& actor,
                                                bool actor_must_be_admin) {
  return InTransaction<UserChange>(*database_, [&](Transaction& tx) -> ChangeResult {
    if (auto locked = tx.Serialize(kAdminChanges, "admins"); !locked) {
      return Fail<UserChange>(locked.Error());
    }
    if (actor_must_be_admin) {
      auto acting = tx.Query(kSelectUserByName, {actor.name});
      if (!acting) return Fail<UserChange>(acting.Error());
      if (acting.Value().empty() || !IsEnabledAdmin(UserFrom(acting.Value().front()))) {
        return Changed(UserChange::kActorNotAdmin);
      }
    }
    auto existing = tx.Query(kSelectUserByName, {username});
    if (!existing) return Fail<UserChange>(existing.Error());
    if (existing.Value().empty()) return Changed(UserChange::kNoSuchUser);
    AdminUser before = UserFrom(existing.Value().front());
    AdminUser after = before;
    if (change.role) after.role = *change.role;
    if (change.disabled) {
      after.disabled_at = *change.disabled ? std::optional(actor.now) : std::nullopt;
    }
    if (change.bar_number) after.bar_number = *change.bar_number;
    const bool role_changes = after.role != before.role;
    const bool disabled_changes = after.disabled_at.has_value() != before.disabled_at.has_value();
    const bool bar_changes = after.bar_number != before.bar_number;
    if (!role_changes && !disabled_changes && !bar_changes) {
      return Changed(UserChange::kUnchanged);
    }
    if (IsEnabledAdmin(before) && !IsEnabledAdmin(after)) {
      auto admins = tx.Query(kCountEnabledAdmins, {});
      if (!admins) return Fail<UserChange>(admins.Error());
      if (admins.Value().front().Long("admins") <= 1) return Changed(UserChange::kLastAdmin);
    }
    if (role_changes) {
      std::string name(RoleName(after.role));
      if (auto done = tx.Execute(kUpdateRole, {name, username}); !done) {
        return Fail<UserChange>(done.Error());
      }
      auto audited = RecordAudit(
          tx, AuditEntry{actor.now, actor.name, "user.role_changed", username, "to " + name});
      if (!audited) return Fail<UserChange>(audited.Error());
    }
    if (disabled_changes) {
      const bool disabling = after.disabled_at.has_value();
      auto done = disabling ? tx.Execute(kDisableUser, {actor.now, username})
                            : tx.Execute(kEnableUser, {username});
      if (!done) return Fail<UserChange>(done.Error());
      if (disabling) {
        if (auto ended = tx.Execute(kDeleteSessionsOfUser, {username}); !ended) {
          return Fail<UserChange>(ended.Error());
        }
      }
      auto audited =
          RecordAudit(tx, AuditEntry{actor.now, actor.name,
                                     disabling ? "user.disabled" : "user.enabled", username, ""});
      if (!audited) return Fail<UserChange>(audited.Error());
    }
    if (bar_changes) {
      auto done = after.bar_number
                      ? tx.Execute(kSetAttorney, {*after.bar_number, username, actor.now})
                      : tx.Execute(kRemoveAttorney, {username});
      if (!done) return Fail<UserChange>(done.Error());
      auto audited = RecordAudit(
          tx, AuditEntry{actor.now, actor.name,
                         after.bar_number ? "user.attorney_set" : "user.attorney_removed", username,
                         after.bar_number ? "State Bar number " + *after.bar_number : ""});
      if (!audited) return Fail<UserChange>(audited.Error());
    }
    return Changed(UserChange::kDone);
  });
}

StoreResult<UserChange> UserStore::ResetSecondFactor(const std::string& username,
                                                     const Actor& actor) {
  return ChangeUser(*database_, username, kClearSecondFactor, {username},
                    {kDeleteRecoveryCodesOfUser, kDeleteSessionsOfUser}, actor,
                    "user.second_factor_reset");
}

StoreResult<std::vector<SessionSummary>> UserStore::Sessions(const std::string& username,
                                                             const std::string& now,
                                                             const std::string& idle_cutoff) {
  auto rows = database_->Query(kSelectSessions, {username, now, idle_cutoff});
  if (!rows) return Fail<std::vector<SessionSummary>>(rows.Error());
  std::vector<SessionSummary> sessions;
  for (const auto row : rows.Value()) {
    sessions.push_back({row.Text("token_hash"), storage::IsoTimestamp(row.Text("created_at")),
                        storage::IsoTimestamp(row.Text("last_seen_at")),
                        storage::IsoTimestamp(row.Text("expires_at"))});
  }
  return StoreResult<std::vector<SessionSummary>>::Ok(std::move(sessions));
}

StoreResult<UserChange> UserStore::EndSessions(const std::string& username, const Actor& actor) {
  auto outcome = ChangeUser(*database_, username, kDeleteSessionsOfUser, {username}, {}, actor,
                            "user.signed_out_everywhere");
  // No session to end is still done: the user is signed out everywhere.
  if (outcome && outcome.Value() == UserChange::kUnchanged) return Changed(UserChange::kDone);
  return outcome;
}

namespace {

// The own-session changes: `statement` on the user's sessions, audited under the user's name
// when it ended any (`must_end`: none ended is kNoSuchUser, "no such session").
StoreResult<UserChange> EndOwn(storage::Database& database, const std::string& user_id,
                               std::string_view statement, const storage::Params& params,
                               bool must_end, const Actor& actor, std::string_view action) {
  return InTransaction<UserChange>(database, [&](Transaction& tx) -> ChangeResult {
    auto ended = tx.Query(statement, params);
    if (!ended) return Fail<UserChange>(ended.Error());
    if (ended.Value().affected == 0) {
      return Changed(must_end ? UserChange::kNoSuchUser : UserChange::kDone);
    }
    auto name = tx.Query(kSelectUsernameById, {user_id});
    if (!name) return Fail<UserChange>(name.Error());
    const std::string username = name.Value().empty() ? "" : name.Value().front().Text("username");
    auto audited = RecordAudit(tx, AuditEntry{actor.now, actor.name, std::string(action), username,
                                              std::to_string(ended.Value().affected) + " ended"});
    if (!audited) return Fail<UserChange>(audited.Error());
    return Changed(UserChange::kDone);
  });
}

}  // namespace

StoreResult<UserChange> UserStore::EndOwnSession(const std::string& user_id,
                                                 const std::string& session_id,
                                                 const Actor& actor) {
  return EndOwn(*database_, user_id, kDeleteOwnSession, {user_id, session_id}, true, actor,
                "user.session_ended");
}

StoreResult<UserChange> UserStore::EndOtherSessions(const std::string& user_id,
                                                    const std::string& keep_token_hash,
                                                    const Actor& actor) {
  return EndOwn(*database_, user_id, kDeleteOtherSessions, {user_id, keep_token_hash}, false, actor,
                "user.signed_out_elsewhere");
}

}  // namespace firm::staff
