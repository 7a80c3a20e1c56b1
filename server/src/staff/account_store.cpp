#include "staff/account_store.hpp"

#include <algorithm>
#include <cstdint>

#include "storage/iso_time.hpp"

namespace firm::staff {

namespace {

using storage::QueryResult;
using storage::Transaction;
using storage::Unit;
using storage::UnitResult;
using SystemClock = std::chrono::system_clock;

const std::string kSelectActiveUserByName = "SELECT " + std::string(kAdminUserColumns) +
                                            " FROM admin_users"
                                            " WHERE username = $1 AND disabled_at IS NULL";
const std::string kSelectActiveUserById = "SELECT " + std::string(kAdminUserColumns) +
                                          " FROM admin_users WHERE id = $1 AND disabled_at IS NULL";

constexpr std::string_view kSelectFailuresForPair =
    "SELECT failed_at FROM login_failures WHERE username = $1 AND address = $2 AND failed_at > $3"
    " ORDER BY failed_at DESC LIMIT CAST($4 AS INTEGER)";
constexpr std::string_view kSelectFailuresForAddress =
    "SELECT failed_at FROM login_failures WHERE address = $1 AND failed_at > $2"
    " ORDER BY failed_at DESC LIMIT CAST($3 AS INTEGER)";
// The account's attempts from addresses it is not known at (login_known_addresses).
constexpr std::string_view kSelectFailuresFromUnknownAddresses =
    "SELECT f.failed_at FROM login_failures f WHERE f.username = $1 AND f.failed_at > $2"
    " AND NOT EXISTS (SELECT 1 FROM login_known_addresses k WHERE k.username = f.username"
    " AND k.address = f.address AND k.last_success_at > $3)"
    " ORDER BY f.failed_at DESC LIMIT CAST($4 AS INTEGER)";
constexpr std::string_view kSelectKnownAddress =
    "SELECT 1 AS known FROM login_known_addresses WHERE username = $1 AND address = $2"
    " AND last_success_at > $3";
// Attempts are recorded before the check; a success clears the pair's.
constexpr std::string_view kInsertFailure =
    "INSERT INTO login_failures (username, address, failed_at) VALUES ($1, $2, $3)";
// Attempts on one account, and from one address, run one after another, so
// counting and recording are one step. Always the account first, then the
// address (see storage::Transaction::Serialize).
constexpr std::int32_t kAccountAttempts = 1819242357;
constexpr std::int32_t kAddressAttempts = 1819242358;
// Attempts with a remembered device's cookie: counted on the device alone (AttemptRules).
constexpr std::string_view kSelectFailuresForDevice =
    "SELECT failed_at FROM login_device_failures WHERE device = $1 AND failed_at > $2"
    " ORDER BY failed_at DESC LIMIT CAST($3 AS INTEGER)";
constexpr std::string_view kInsertDeviceFailure =
    "INSERT INTO login_device_failures (device, username, failed_at) VALUES ($1, $2, $3)";
constexpr std::string_view kClearFailuresForDevice =
    "DELETE FROM login_device_failures WHERE device = $1";
constexpr std::int32_t kDeviceAttempts = 1819242360;
constexpr std::string_view kForgetFailures = "DELETE FROM login_failures WHERE failed_at < $1";
constexpr std::string_view kForgetDeviceFailures =
    "DELETE FROM login_device_failures WHERE failed_at < $1";
constexpr std::string_view kForgetKnownAddresses =
    "DELETE FROM login_known_addresses WHERE last_success_at < $1";
constexpr std::string_view kClearFailuresForPair =
    "DELETE FROM login_failures WHERE username = $1 AND address = $2";
constexpr std::string_view kRememberAddress =
    "INSERT INTO login_known_addresses (username, address, last_success_at) VALUES ($1, $2, $3)"
    " ON CONFLICT (username, address) DO UPDATE SET last_success_at = $3";
// The slow-down's doubling stops here (2^6 s is past any sensible max_delay).
constexpr int kMaxDoublings = 6;

constexpr std::string_view kInsertSession =
    "INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at,"
    " expires_at) VALUES ($1, $2, $3, $4, $4, $5)";
constexpr std::string_view kSelectLiveSession =
    "SELECT s.user_id, u.username, u.display_name, s.csrf_token, u.role,"
    " CASE WHEN s.second_factor_at IS NULL THEN 0 ELSE 1 END AS second_factor,"
    " CASE WHEN u.totp_enrolled_at IS NULL THEN 0 ELSE 1 END AS enrolled, u.must_change_password,"
    " (SELECT a.bar_number FROM attorneys a WHERE a.user_id = u.id) AS bar_number"
    " FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id"
    " WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3"
    " AND u.disabled_at IS NULL";
constexpr std::string_view kTouchSession =
    "UPDATE admin_sessions SET last_seen_at = $1 WHERE token_hash = $2";
constexpr std::string_view kDeleteSession = "DELETE FROM admin_sessions WHERE token_hash = $1";
constexpr std::string_view kDeleteExpiredSessions =
    "DELETE FROM admin_sessions WHERE expires_at <= $1 OR last_seen_at <= $2";

std::vector<std::string> Times(const QueryResult& result) {
  std::vector<std::string> out;
  for (const auto row : result) out.push_back(storage::IsoTimestamp(row.Text("failed_at")));
  return out;
}

StoreResult<std::optional<AdminUser>> FirstUser(const storage::QueryOutcome& rows) {
  using R = StoreResult<std::optional<AdminUser>>;
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(UserFrom(rows.Value().front()));
}

}  // namespace

std::string_view RoleName(Role role) { return role == Role::kAdmin ? "admin" : "intake"; }

std::optional<Role> ParseRole(std::string_view name) {
  if (name == "admin") return Role::kAdmin;
  if (name == "intake") return Role::kIntake;
  return std::nullopt;
}

std::string_view SignInStep(const SessionUser& user) {
  if (!user.second_factor) return user.enrolled ? "code" : "enrol";
  return user.must_change_password ? "change-password" : "ready";
}

std::optional<std::string> NormalizeBarNumber(std::string_view text) {
  std::string digits;
  for (char c : text) {
    if (c == ' ' || (c == '#' && digits.empty())) continue;
    if (c < '0' || c > '9') return std::nullopt;
    digits += c;
  }
  if (digits.empty() || digits.size() > 6 || digits.front() == '0') return std::nullopt;
  return digits;
}

AdminUser UserFrom(const storage::RowView& row) {
  AdminUser user;
  user.id = row.Text("id");
  user.username = row.Text("username");
  user.display_name = row.Text("display_name");
  user.password_hash = row.Text("password_hash");
  user.created_at = storage::IsoTimestamp(row.Text("created_at"));
  user.disabled_at = row.OptionalInstant("disabled_at");
  user.role = ParseRole(row.Text("role")).value_or(Role::kIntake);
  if (!row.IsNull("totp_secret")) user.totp_secret = row.Text("totp_secret");
  user.enrolled = !row.IsNull("totp_enrolled_at");
  user.must_change_password = row.Text("must_change_password") == "1";
  user.password_expires_at = row.OptionalInstant("password_expires_at");
  if (!row.IsNull("bar_number")) user.bar_number = row.Text("bar_number");
  return user;
}

StoreResult<std::optional<AdminUser>> AccountStore::FindActiveUserById(const std::string& id) {
  return FirstUser(database_->Query(kSelectActiveUserById, {id}));
}

StoreResult<std::optional<AdminUser>> AccountStore::FindActiveUser(const std::string& username) {
  return FirstUser(database_->Query(kSelectActiveUserByName, {username}));
}

long AttemptWaitSeconds(const AttemptCheck& check, const AttemptRules& rules,
                        SystemClock::time_point now) {
  // Until `iso` + `after`, in whole seconds (at least 1 when any is left).
  auto until = [&](const std::string& iso, SystemClock::duration after) -> long {
    auto at = storage::ParseInstant(iso);
    if (!at) return 0;
    auto seconds = std::chrono::ceil<std::chrono::seconds>(*at + after - now).count();
    return std::max<long>(seconds, 0);
  };
  long wait = 0;
  // A remembered device answers for its own attempts only.
  if (check.trusted_device) {
    if (check.device_failures.size() >= static_cast<std::size_t>(rules.per_device)) {
      wait = until(check.device_failures.back(), rules.window);
    }
    return wait;
  }
  if (check.pair_failures.size() >= static_cast<std::size_t>(rules.per_pair)) {
    wait = std::max(wait, until(check.pair_failures.back(), rules.window));
  }
  if (check.known_address) return wait;
  if (check.address_failures.size() >= static_cast<std::size_t>(rules.per_address)) {
    wait = std::max(wait, until(check.address_failures.back(), rules.window));
  }
  const auto over = static_cast<int>(check.account_failures.size()) - rules.slow_after;
  if (over >= 0) {
    const auto delay = std::min<SystemClock::duration>(
        std::chrono::seconds(1L << std::min(over, kMaxDoublings)), rules.max_delay);
    wait = std::max(wait, until(check.account_failures.front(), delay));
  }
  return wait;
}

StoreResult<AttemptCheck> AccountStore::RecordAttempt(const std::string& username,
                                                      const std::string& address,
                                                      SystemClock::time_point now,
                                                      const AttemptRules& rules,
                                                      const std::string& device) {
  using R = StoreResult<AttemptCheck>;
  const std::string since = storage::IsoTimestamp(now - rules.window);
  const std::string known_since = storage::IsoTimestamp(now - rules.known_for);
  if (!device.empty()) return RecordDeviceAttempt(username, device, now, rules);
  return InTransaction<AttemptCheck>(*database_, [&](Transaction& tx) -> R {
    if (auto locked = tx.Serialize(kAccountAttempts, username); !locked) {
      return R::Err(locked.Error());
    }
    if (auto locked = tx.Serialize(kAddressAttempts, address); !locked) {
      return R::Err(locked.Error());
    }
    AttemptCheck check;
    auto known = tx.Query(kSelectKnownAddress, {username, address, known_since});
    if (!known) return R::Err(known.Error());
    check.known_address = !known.Value().empty();
    auto pair = tx.Query(kSelectFailuresForPair,
                         {username, address, since, std::to_string(rules.per_pair)});
    if (!pair) return R::Err(pair.Error());
    check.pair_failures = Times(pair.Value());
    if (!check.known_address) {
      auto by_address =
          tx.Query(kSelectFailuresForAddress, {address, since, std::to_string(rules.per_address)});
      if (!by_address) return R::Err(by_address.Error());
      check.address_failures = Times(by_address.Value());
      auto account = tx.Query(
          kSelectFailuresFromUnknownAddresses,
          {username, since, known_since, std::to_string(rules.slow_after + kMaxDoublings + 1)});
      if (!account) return R::Err(account.Error());
      check.account_failures = Times(account.Value());
    }
    check.wait_seconds = AttemptWaitSeconds(check, rules, now);
    if (check.wait_seconds > 0) return R::Ok(std::move(check));  // refused, not counted
    if (auto inserted = tx.Execute(kInsertFailure, {username, address, storage::IsoTimestamp(now)});
        !inserted) {
      return R::Err(inserted.Error());
    }
    check.recorded = true;
    return R::Ok(std::move(check));
  });
}

StoreResult<AttemptCheck> AccountStore::RecordDeviceAttempt(const std::string& username,
                                                            const std::string& device,
                                                            SystemClock::time_point now,
                                                            const AttemptRules& rules) {
  using R = StoreResult<AttemptCheck>;
  const std::string since = storage::IsoTimestamp(now - rules.window);
  return InTransaction<AttemptCheck>(*database_, [&](Transaction& tx) -> R {
    // One device's attempts run one after another, on every server.
    if (auto locked = tx.Serialize(kDeviceAttempts, device); !locked) {
      return R::Err(locked.Error());
    }
    AttemptCheck check;
    check.trusted_device = true;
    auto failures =
        tx.Query(kSelectFailuresForDevice, {device, since, std::to_string(rules.per_device)});
    if (!failures) return R::Err(failures.Error());
    check.device_failures = Times(failures.Value());
    check.wait_seconds = AttemptWaitSeconds(check, rules, now);
    if (check.wait_seconds > 0) return R::Ok(std::move(check));  // refused, not counted
    if (auto inserted =
            tx.Execute(kInsertDeviceFailure, {device, username, storage::IsoTimestamp(now)});
        !inserted) {
      return R::Err(inserted.Error());
    }
    check.recorded = true;
    return R::Ok(std::move(check));
  });
}

StoreResult<Unit> AccountStore::ForgetFailures(SystemClock::time_point now,
                                               const AttemptRules& rules) {
  return Done(database_->Transact([&](Transaction& tx) -> UnitResult {
    const std::string since = storage::IsoTimestamp(now - rules.window);
    if (auto forgot = tx.Execute(kForgetFailures, {since}); !forgot) return forgot;
    if (auto forgot = tx.Execute(kForgetDeviceFailures, {since}); !forgot) return forgot;
    return tx.Execute(kForgetKnownAddresses, {storage::IsoTimestamp(now - rules.known_for)});
  }));
}

UnitResult ClearAttempts(Transaction& tx, const std::string& username, const std::string& address,
                         const std::string& now, const std::string& device) {
  auto cleared = device.empty() ? tx.Execute(kClearFailuresForPair, {username, address})
                                : tx.Execute(kClearFailuresForDevice, {device});
  if (!cleared) return cleared;
  return tx.Execute(kRememberAddress, {username, address, now});
}

StoreResult<Unit> AccountStore::CreateSession(const std::string& token_hash,
                                              const std::string& user_id,
                                              const std::string& csrf_token, const std::string& now,
                                              const std::string& expires_at,
                                              const std::string& idle_cutoff) {
  return Done(database_->Transact([&](Transaction& tx) -> UnitResult {
    // Housekeeping: sessions that can no longer be used are dropped at each login.
    if (auto swept = tx.Execute(kDeleteExpiredSessions, {now, idle_cutoff}); !swept) {
      return swept;
    }
    return tx.Execute(kInsertSession, {token_hash, user_id, csrf_token, now, expires_at});
  }));
}

StoreResult<std::optional<SessionUser>> AccountStore::TouchSession(const std::string& token_hash,
                                                                   const std::string& now,
                                                                   const std::string& idle_cutoff) {
  using T = std::optional<SessionUser>;
  return InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows = tx.Query(kSelectLiveSession, {token_hash, now, idle_cutoff});
    if (!rows) return Fail<T>(rows.Error());
    if (rows.Value().empty()) {
      // Expired, or its user was disabled: the row has no further use.
      auto deleted = tx.Query(kDeleteSession, {token_hash});
      if (!deleted) return Fail<T>(deleted.Error());
      return StoreResult<T>::Ok(std::nullopt);
    }
    auto touched = tx.Query(kTouchSession, {now, token_hash});
    if (!touched) return Fail<T>(touched.Error());
    const auto r = rows.Value().front();
    SessionUser user;
    user.user_id = r.Text("user_id");
    user.username = r.Text("username");
    user.display_name = r.Text("display_name");
    user.csrf_token = r.Text("csrf_token");
    user.role = ParseRole(r.Text("role")).value_or(Role::kIntake);
    user.second_factor = r.Text("second_factor") == "1";
    user.enrolled = r.Text("enrolled") == "1";
    user.must_change_password = r.Text("must_change_password") == "1";
    user.bar_number = r.Text("bar_number");
    user.token_hash = token_hash;
    return StoreResult<T>::Ok(std::move(user));
  });
}

StoreResult<Unit> AccountStore::DeleteSession(const std::string& token_hash) {
  return Done(database_->Query(kDeleteSession, {token_hash}));
}

}  // namespace firm::staff
