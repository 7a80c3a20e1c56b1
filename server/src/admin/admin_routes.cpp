#include "admin/admin_routes.hpp"

#include "admin/api_support.hpp"

namespace firm::admin {

void AdminRoutes::Add(const std::string& pattern,
                      std::vector<std::pair<std::string, http::ParamHandler>> methods) {
  std::string allow;
  for (auto& [method, handler] : methods) {
    allow += (allow.empty() ? "" : ", ") + method;
    router_.AddPattern(method, pattern, std::move(handler));
  }
  router_.AddPattern(
      std::string(http::kAnyMethod), pattern,
      [allow](const http::Request&, const http::NormalizedPath&, const http::PathParams&) {
        auto response = Error(405, "form", kMethodNotAllowed);
        response.extra_headers.emplace_back("Allow", allow);
        return response;
      });
}

http::ParamHandler AdminRoutes::Open(OpenHandler handler) const {
  return [handler = std::move(handler)](const http::Request& request, const http::NormalizedPath&,
                                        const http::PathParams& params) {
    return handler(request, params);
  };
}

http::ParamHandler AdminRoutes::SignedIn(SignedInHandler handler) const {
  return [gate = gate_, handler = std::move(handler)](
             const http::Request& request, const http::NormalizedPath&,
             const http::PathParams& params) { return gate(request, params, handler); };
}

void AdminRoutes::NotFoundBelow(const std::string& prefix) {
  router_.AddPrefix(std::string(http::kAnyMethod), prefix,
                    [](const http::Request&, const http::NormalizedPath&) {
                      return Error(404, "form", kNotFound);
                    });
}

}  // namespace firm::admin
