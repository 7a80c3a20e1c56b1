#pragma once

#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "http/message.hpp"
#include "http/router.hpp"
#include "staff/account_store.hpp"

namespace firm::staff {

// Who may use a signed-in route. Every route says which; the gate refuses the
// rest: 401 before the second factor, 403 for a temporary password or a
// role below the route's.
enum class Access {
  kSignIn,   // password given: sign-in steps (session, second factor, sign-out)
  kAccount,  // second factor given: the user's own account, even with a temporary password
  kIntake,   // work leads: list, read, status, notes
  kAdmin,    // users, export, deleting leads, deliveries, the audit log
};

// How far a request's session got, for the staff pages (admin_pages).
enum class SignInState { kNone, kSecondFactorPending, kSignedIn };

// One method of one route as registered (the role table test walks these).
struct RouteEntry {
  std::string pattern;
  std::string method;
  std::optional<Access> access;  // nullopt: open (signing in)
};

// How each staff resource adds its routes under /api/admin: every path with
// its methods and a JSON 405 naming them, handlers either open (sign-in) or
// behind the session check.
class AdminRoutes {
 public:
  using OpenHandler = std::function<http::Response(const http::Request&, const http::PathParams&)>;
  using SignedInHandler = std::function<http::Response(
      const http::Request&, const http::PathParams&, const SessionUser&)>;
  // Runs the handler for the request's signed-in user, or answers 401/403.
  using SessionGate = std::function<http::Response(const http::Request&, const http::PathParams&,
                                                   Access, const SignedInHandler&)>;
  struct Method {
    std::string method;
    std::optional<Access> access;
    http::ParamHandler handler;
  };

  // Where a signed-in route's handler runs: as given (on the event loop), or wrapped
  // to run elsewhere (http::HandlerPool::Wrap, decision 0039). Open routes stay as given.
  using Placement = std::function<http::ParamHandler(http::ParamHandler)>;

  AdminRoutes(http::Router& router, SessionGate gate, Placement placement = {})
      : router_(router), gate_(std::move(gate)), placement_(std::move(placement)) {}

  void Add(const std::string& pattern, std::vector<Method> methods);
  Method Open(std::string method, OpenHandler handler) const;
  Method SignedIn(std::string method, Access access, SignedInHandler handler) const;
  // A signed-in method whose handler is `member` of `api`, given what it takes, in this order, of
  // the request, the path's parameters and the signed-in user: SignedIn("GET", Access::kAdmin,
  // this, &UserApi::List).
  template <typename Api, typename... Args>
  Method SignedIn(std::string method, Access access, const Api* api,
                  http::Response (Api::*member)(Args...) const) const {
    return SignedIn(std::move(method), access,
                    [api, member](const http::Request& request, const http::PathParams& params,
                                  const SessionUser& user) {
                      return (api->*member)(Pick<Args>(request, params, user)...);
                    });
  }
  // Anything else under /api/admin: JSON 404 with the admin headers, never the site.
  void NotFoundBelow(const std::string& prefix);

  const std::vector<RouteEntry>& Entries() const { return entries_; }

 private:
  template <typename Arg>
  static decltype(auto) Pick(const http::Request& request, const http::PathParams& params,
                             const SessionUser& user) {
    using T = std::remove_cvref_t<Arg>;
    if constexpr (std::is_same_v<T, http::Request>) {
      return (request);
    } else if constexpr (std::is_same_v<T, http::PathParams>) {
      return (params);
    } else {
      static_assert(std::is_same_v<T, SessionUser>, "a handler takes the request, params, user");
      return (user);
    }
  }

  http::Router& router_;
  SessionGate gate_;
  Placement placement_;
  std::vector<RouteEntry> entries_;
};

}  // namespace firm::staff
