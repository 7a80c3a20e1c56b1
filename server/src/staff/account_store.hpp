#pragma once

#include <chrono>
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
  // An attorney's State Bar of California number (1 to 6 digits); nullopt: not an attorney.
  std::optional<std::string> bar_number;
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
  // The user's State Bar number when they are an attorney (attorneys), else "".
  std::string bar_number;
  // SHA-256 of the session cookie (set by AccountApi::Authenticate).
  std::string token_hash;
};

// After a success that ends them (a second factor passed, a password changed), inside its
// transaction: forgets the attempts counted for this account from this address, and
// remembers the address as one the account signs in from (AttemptRules::known_for). With
// `device` (the attempts were counted on a remembered device, RecordAttempt), that device's
// attempts are forgotten instead and the pair's stay: they were someone else's.
storage::UnitResult ClearAttempts(storage::Transaction& tx, const std::string& username,
                                  const std::string& address, const std::string& now,
                                  const std::string& device = "");

// "enrol", "code", "change-password" or "ready": what the staff area asks next.
std::string_view SignInStep(const SessionUser& user);

// The columns of an AdminUser, for "SELECT <kAdminUserColumns> FROM admin_users ...", and its row.
inline constexpr std::string_view kAdminUserColumns =
    "id, username, display_name, password_hash, created_at, disabled_at, role, totp_secret,"
    " totp_enrolled_at, must_change_password, password_expires_at,"
    " (SELECT bar_number FROM attorneys WHERE attorneys.user_id = admin_users.id) AS bar_number";
AdminUser UserFrom(const storage::RowView& row);

// A State Bar of California number as staff type it: 1 to 6 digits (spaces and a leading "#"
// dropped), without leading zeros; nullopt when it is not one.
std::optional<std::string> NormalizeBarNumber(std::string_view text);

// The sign-in attempt rules (OWASP ASVS 2.2.1; docs/admin-api.md "Lock-out"). Attempts are
// counted per account and address pair, so that a stranger's guesses lock only the
// stranger's address out of that account, never the real user elsewhere:
// - `per_pair` attempts at one account from one address in `window`: that pair waits until
//   the oldest of them leaves the window;
// - an address the account has passed the second factor from in the last `known_for` is
//   "known" and nothing else applies to it (an office behind one address keeps working);
// - from any other address: `per_address` attempts from it in `window`, whatever the user
//   names (unknown ones included), stop it until the oldest leaves the window;
// - and when the account has `slow_after` or more attempts in `window` from addresses it is
//   not known at, each next one from such an address waits 2^(n - slow_after) seconds after
//   the newest, at most `max_delay`: many addresses guessing at one account are slowed, and
//   the account is never locked everywhere.
// An attempt from a remembered device of the account (its device cookie, OWASP "device
// cookies"; device_cookie.hpp) is counted on that device only, and none of the above applies
// to it nor counts it: `per_device` attempts with one device cookie in `window` stop that
// cookie until the oldest leaves the window, so a stranger's failures at the account or the
// address never lock out the browser the user signs in from, and a stolen cookie still buys
// no more guesses than an address.
struct AttemptRules {
  int per_pair = 5;
  int per_device = 5;
  int per_address = 20;
  int slow_after = 10;
  std::chrono::seconds max_delay{60};
  std::chrono::minutes window{15};
  std::chrono::hours known_for{24 * 90};
};

// One sign-in attempt as counted by RecordAttempt: the attempts in the window that bear on it
// (newest first), whether its address is known for the account, the wait when it is refused
// (not counted), and whether it is now counted.
struct AttemptCheck {
  // On a remembered device: only its attempts count (the rest stay empty).
  bool trusted_device = false;
  std::vector<std::string> device_failures;
  std::vector<std::string> pair_failures;
  std::vector<std::string> address_failures;  // empty for a known address
  std::vector<std::string> account_failures;  // from unknown addresses; empty for a known one
  bool known_address = false;
  long wait_seconds = 0;
  bool recorded = false;
};

// The seconds an attempt must wait under `rules` (0: it may go on): a pure function of the
// counts, for the store and the tests.
long AttemptWaitSeconds(const AttemptCheck& check, const AttemptRules& rules,
                        std::chrono::system_clock::time_point now);

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

  // Counts a sign-in attempt before its secret is checked, in one transaction with reading
  // the counts (the account's and the address's attempts run one after another in every
  // process), so parallel attempts cannot all pass a count none of them has raised yet. An
  // attempt that must wait under `rules` is not recorded (wait_seconds > 0). A success then
  // clears the pair's rows (ClearAttempts, in the transaction of that success). With `device`
  // (the key of a device cookie the account's user holds, DeviceKeyOf) the attempt is counted
  // on that device alone (login_device_failures), one after another per device.
  StoreResult<AttemptCheck> RecordAttempt(const std::string& username, const std::string& address,
                                          std::chrono::system_clock::time_point now,
                                          const AttemptRules& rules,
                                          const std::string& device = "");
  // Drops attempts older than the window (by address and by device) and known addresses not
  // used within known_for.
  StoreResult<storage::Unit> ForgetFailures(std::chrono::system_clock::time_point now,
                                            const AttemptRules& rules);

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
  // RecordAttempt with a remembered device: its own attempts only.
  StoreResult<AttemptCheck> RecordDeviceAttempt(const std::string& username,
                                                const std::string& device,
                                                std::chrono::system_clock::time_point now,
                                                const AttemptRules& rules);

  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::staff
