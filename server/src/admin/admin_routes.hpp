#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "admin/account_store.hpp"
#include "http/message.hpp"
#include "http/router.hpp"

namespace firm::admin {

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
                                                   const SignedInHandler&)>;

  AdminRoutes(http::Router& router, SessionGate gate) : router_(router), gate_(std::move(gate)) {}

  void Add(const std::string& pattern,
           std::vector<std::pair<std::string, http::ParamHandler>> methods);
  http::ParamHandler Open(OpenHandler handler) const;
  http::ParamHandler SignedIn(SignedInHandler handler) const;
  // Anything else under /api/admin: JSON 404 with the admin headers, never the site.
  void NotFoundBelow(const std::string& prefix);

 private:
  http::Router& router_;
  SessionGate gate_;
};

}  // namespace firm::admin
