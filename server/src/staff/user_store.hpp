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

enum class UserChange { kDone, kNoSuchUser, kAlreadyExists, kUnchanged };

// How long a temporary password (from an admin) works before it must be
// reissued: long enough to pass on, short enough that one lost on the way
// does not open the account later.
inline constexpr std::chrono::hours kTemporaryPasswordLifetime{72};

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
  StoreResult<UserChange> ChangeOwnPassword(const std::string& user_id,
                                            const std::string& password_hash,
                                            const std::string& keep_token_hash, const Actor& actor);
  StoreResult<UserChange> SetRole(const std::string& username, Role role, const Actor& actor);
  StoreResult<UserChange> SetDisabled(const std::string& username, bool disabled,
                                      const Actor& actor);
  // Forgets the authenticator secret and recovery codes: the next sign-in enrols again.
  StoreResult<UserChange> ResetSecondFactor(const std::string& username, const Actor& actor);

  StoreResult<std::vector<SessionSummary>> Sessions(const std::string& username,
                                                    const std::string& now,
                                                    const std::string& idle_cutoff);
  StoreResult<UserChange> EndSessions(const std::string& username, const Actor& actor);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::staff
