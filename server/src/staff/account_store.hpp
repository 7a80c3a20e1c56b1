#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "staff/store_names.hpp"
#include "storage/database.hpp"

namespace firm::staff {

enum class Role { kAdmin, kIntake };

std::string_view RoleName(Role role);
std::optional<Role> ParseRole(std::string_view name);

struct AdminUser {
  std::string id;
  std::string username;
  std::string display_name;
  std::string password_hash;
  std::string created_at;
  std::optional<std::string> disabled_at;
  Role role = Role::kIntake;
  // Sealed (SecretBox); set while enrolling, kept once enrolled.
  std::optional<std::string> totp_secret;
  bool enrolled = false;
  bool must_change_password = false;
  // When a temporary password stops working; nullopt for one the user chose.
  std::optional<std::string> password_expires_at;
};

// The user of a live session and how far its sign-in got.
struct SessionUser {
  std::string user_id;
  std::string username;
  std::string display_name;
  std::string csrf_token;
  Role role = Role::kIntake;
  // The session has passed the second factor (else only sign-in routes).
  bool second_factor = false;
  bool enrolled = false;
  bool must_change_password = false;
  // SHA-256 of the session cookie (set by AccountApi::Authenticate).
  std::string token_hash;
};

// Forgets the account's counted sign-in attempts, inside the transaction of
// the success that ends them (a second factor passed, a password changed).
storage::UnitResult ClearAttempts(storage::Transaction& tx, const std::string& username);

// "enrol", "code", "change-password" or "ready": what the staff area asks next.
std::string_view SignInStep(const SessionUser& user);

// A row of "SELECT id, username, display_name, password_hash, created_at,
// disabled_at, role, totp_secret, totp_enrolled_at, must_change_password,
// password_expires_at".
AdminUser UserFrom(const storage::RowView& row);

// One sign-in attempt as counted by RecordAttempt: the failures that were in
// the window (newest first; their times tell when a lock-out ends) and whether
// the attempt was under both limits and is now counted.
struct AttemptCheck {
  std::vector<std::string> account_failures;
  std::vector<std::string> address_failures;
  bool recorded = false;
};

// Signing in: users, sessions and sign-in attempts (admin_users,
// admin_sessions, login_failures), as named SQL constants in
// account_store.cpp. Times are ISO text (storage::NowIso). Managing accounts
// is user_store; the second factor second_factor_store.
class AccountStore {
 public:
  explicit AccountStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // Only users that are not disabled.
  StoreResult<std::optional<AdminUser>> FindActiveUser(const std::string& username);
  StoreResult<std::optional<AdminUser>> FindActiveUserById(const std::string& id);

  // Counts a sign-in attempt before its password is checked, in one
  // transaction with reading the count, so parallel attempts cannot all pass
  // a count that none of them has raised yet. When the account has
  // `account_limit` or the address `address_limit` attempts since `since`, the
  // attempt is not recorded (recorded=false). A successful sign-in then clears
  // the account's rows (ClearAttempts, in the transaction of that success).
  StoreResult<AttemptCheck> RecordAttempt(const std::string& username, const std::string& address,
                                          const std::string& now, const std::string& since,
                                          int account_limit, int address_limit);
  // Drops attempts older than `before`.
  StoreResult<storage::Unit> ForgetFailures(const std::string& before);
  StoreResult<storage::Unit> ClearFailures(const std::string& username);

  // A session after the password only: second_factor_at stays NULL.
  StoreResult<storage::Unit> CreateSession(const std::string& token_hash,
                                           const std::string& user_id,
                                           const std::string& csrf_token, const std::string& now,
                                           const std::string& expires_at,
                                           const std::string& idle_cutoff);
  // The live session for `token_hash`: not past expires_at, seen after
  // `idle_cutoff`, user not disabled. Touches last_seen_at; deletes the row
  // when it exists but is no longer valid.
  StoreResult<std::optional<SessionUser>> TouchSession(const std::string& token_hash,
                                                       const std::string& now,
                                                       const std::string& idle_cutoff);
  StoreResult<storage::Unit> DeleteSession(const std::string& token_hash);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::staff
