#include "staff/admin_routes.hpp"

#include "staff/api_support.hpp"

namespace firm::staff {

void AdminRoutes::Add(const std::string& pattern, std::vector<Method> methods) {
  std::string allow;
  for (auto& method : methods) {
    allow += (allow.empty() ? "" : ", ") + method.method;
    entries_.push_back({pattern, method.method, method.access});
    // Signed-in routes only: the open ones (signing in) do little before their password check,
    // which has its own pool, and anyone may send them, so they must not fill the staff's queue.
    const bool placed = placement_ && method.access.has_value();
    router_.AddPattern(method.method, pattern,
                       placed ? placement_(std::move(method.handler)) : std::move(method.handler));
  }
  router_.AddPattern(
      std::string(http::kAnyMethod), pattern,
      [allow](const http::Request&, const http::NormalizedPath&, const http::PathParams&) {
        auto response = Error(405, "form", kMethodNotAllowed);
        response.extra_headers.emplace_back("Allow", allow);
        return response;
      });
}

AdminRoutes::Method AdminRoutes::Open(std::string method, OpenHandler handler) const {
  return {std::move(method), std::nullopt,
          [handler = std::move(handler)](const http::Request& request, const http::NormalizedPath&,
                                         const http::PathParams& params) {
            return handler(request, params);
          }};
}

AdminRoutes::Method AdminRoutes::SignedIn(std::string method, Access access,
                                          SignedInHandler handler) const {
  return {std::move(method), access,
          [gate = gate_, access, handler = std::move(handler)](
              const http::Request& request, const http::NormalizedPath&,
              const http::PathParams& params) { return gate(request, params, access, handler); }};
}

void AdminRoutes::NotFoundBelow(const std::string& prefix) {
  router_.AddPrefix(std::string(http::kAnyMethod), prefix,
                    [](const http::Request&, const http::NormalizedPath&) {
                      return Error(404, "form", kNotFound);
                    });
}

}  // namespace firm::staff
