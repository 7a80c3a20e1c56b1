#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "staff/account_store.hpp"
#include "staff/store_names.hpp"
#include "storage/database.hpp"

namespace firm::staff {

// kLastAdmin: refused, the change would leave no enabled admin. kActorNotAdmin: refused, the
// acting user is no longer an enabled admin (another admin changed them a moment before).
enum class UserChange {
  kDone,
  kNoSuchUser,
  kAlreadyExists,
  kUnchanged,
  kLastAdmin,
  kActorNotAdmin
};

// How long a temporary password (from an admin) works before it must be
// reissued: long enough to pass on, short enough that one lost on the way
// does not open the account later.
inline constexpr std::chrono::hours kTemporaryPasswordLifetime{72};

// How many characters of a session's hash name it in the staff area.
inline constexpr std::size_t kSessionIdChars = 12;

// A user as the staff area lists it.
struct UserSummary {
  AdminUser user;
  long active_sessions = 0;
};

struct SessionSummary {
  std::string token_hash;
  std::string created_at;
  std::string last_seen_at;
  std::string expires_at;
};

// Who makes a change and when: the audit log's actor ("cli" from the command
// line) and the change's time (ISO).
struct Actor {
  std::string name;
  std::string now;
};

// Managing staff accounts (command line and the admin's user pages). Every
// change is written to the audit log in its own transaction; a change that
// could mean a leaked secret (password, second factor, disabling) ends the
// user's sessions in the same transaction.
class UserStore {
 public:
  explicit UserStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  StoreResult<long> CountUsers();
  StoreResult<std::vector<UserSummary>> ListUsers(const std::string& now,
                                                  const std::string& idle_cutoff);
  // Disabled users too.
  StoreResult<std::optional<AdminUser>> FindUser(const std::string& username);

  StoreResult<UserChange> CreateUser(const std::string& username, const std::string& display_name,
                                     Role role, const std::string& password_hash,
                                     bool must_change_password, const Actor& actor);
  // A new password set by someone else (temporary: must_change_password) or
  // on the command line.
  StoreResult<UserChange> SetPassword(const std::string& username, const std::string& password_hash,
                                      bool must_change_password, const Actor& actor);
  // The user's own change: clears must_change_password and ends every other
  // session of theirs (the one with `keep_token_hash` stays).
  // `address`: where the change came from, and `device` the remembered device its attempt was
  // counted on, or "" (ClearAttempts).
  StoreResult<UserChange> ChangeOwnPassword(const std::string& user_id,
                                            const std::string& password_hash,
                                            const std::string& keep_token_hash,
                                            const std::string& address, const Actor& actor,
                                            const std::string& device = "");
  // A user's role and whether the account is disabled, in one transaction (a request that sets
  // both changes both or neither). Changes of who is an admin run one after another on every
  // process (a PostgreSQL advisory lock; SQLite's BEGIN IMMEDIATE), and none may leave zero
  // enabled admins (kLastAdmin, nothing changed). With `actor_must_be_admin` (the staff API; the
  // command line is the shell's owner) the actor must still be an enabled admin when the change
  // runs (kActorNotAdmin): two admins demoting each other at once cannot both succeed.
  // Disabling ends the user's sessions in the same transaction. Nothing to change: kUnchanged.
  // With `bar_number`, the user becomes an attorney with that State Bar number, or (an empty
  // optional inside) stops being one; audited as user.attorney_set / user.attorney_removed.
  struct AccessChange {
    std::optional<Role> role;
    std::optional<bool> disabled;
    std::optional<std::optional<std::string>> bar_number;
  };
  StoreResult<UserChange> ChangeAccess(const std::string& username, const AccessChange& change,
                                       const Actor& actor, bool actor_must_be_admin);
  StoreResult<UserChange> SetRole(const std::string& username, Role role, const Actor& actor) {
    return ChangeAccess(username, {role, std::nullopt, std::nullopt}, actor, false);
  }
  StoreResult<UserChange> SetDisabled(const std::string& username, bool disabled,
                                      const Actor& actor) {
    return ChangeAccess(username, {std::nullopt, disabled, std::nullopt}, actor, false);
  }
  // Forgets the authenticator secret and recovery codes: the next sign-in enrols again.
  StoreResult<UserChange> ResetSecondFactor(const std::string& username, const Actor& actor);

  StoreResult<std::vector<SessionSummary>> Sessions(const std::string& username,
                                                    const std::string& now,
                                                    const std::string& idle_cutoff);
  StoreResult<UserChange> EndSessions(const std::string& username, const Actor& actor);
  // A user ending one of their own sessions (ASVS 3.3.4), named by the first characters of its
  // hash (kSessionIdChars): kNoSuchUser when no session of theirs has that id.
  StoreResult<UserChange> EndOwnSession(const std::string& user_id, const std::string& session_id,
                                        const Actor& actor);
  // Every session of the user but `keep_token_hash`.
  StoreResult<UserChange> EndOtherSessions(const std::string& user_id,
                                           const std::string& keep_token_hash, const Actor& actor);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::staff
