#pragma once

#include "http/message.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"
#include "staff/user_store.hpp"

namespace firm::staff {

// The users resource (docs/admin-api.md): every user changes their own
// password (the current one first); admins list, add (with a temporary
// password the user must change), disable and enable users, change roles,
// reset a second factor or a password, and end a user's sessions. Every
// change goes into the audit log with who made it.
class UserApi {
 public:
  UserApi(UserStore& store, AccountApi& accounts, AccountStore& account_store,
          AdminSettings settings, AdminClock clock);

  void Register(AdminRoutes& routes) const;

 private:
  http::Response ChangeOwnPassword(const http::Request& request, const SessionUser& user) const;
  http::Response List() const;
  http::Response Add(const http::Request& request, const SessionUser& admin) const;
  http::Response Change(const http::Request& request, const std::string& username,
                        const SessionUser& admin) const;
  http::Response ResetSecondFactor(const std::string& username, const SessionUser& admin) const;
  http::Response ResetPassword(const std::string& username, const SessionUser& admin) const;
  http::Response EndSessions(const std::string& username, const SessionUser& admin) const;
  // The signed-in user's own sessions (ASVS 3.3.4): the list, one ended by its id (never the
  // current one: that is Log out), or every other one.
  http::Response OwnSessions(const SessionUser& user) const;
  http::Response EndOwnSession(const std::string& id, const SessionUser& user) const;
  http::Response EndOtherSessions(const SessionUser& user) const;
  // {"user"} (404 when there is no such user); with `sessions_for` (the
  // asking admin, whose own session is marked "current") also "sessions".
  http::Response UserAnswer(const std::string& username,
                            const SessionUser* sessions_for = nullptr) const;
  Actor ActorOf(const SessionUser& user) const;

  UserStore& store_;
  AccountApi& accounts_;
  AccountStore& account_store_;
  AdminSettings settings_;
  AdminClock clock_;
};

}  // namespace firm::staff
