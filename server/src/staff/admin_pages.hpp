#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "common/result.hpp"
#include "http/message.hpp"
#include "http/path.hpp"
#include "http/router.hpp"
#include "staff/admin_routes.hpp"

namespace firm::staff {

// The admin shell (SITE_DIR/admin/index.html, client-rendered) behind login:
// /admin and everything below it. Loaded once at start-up like the site.
class AdminPages {
 public:
  using SignedIn = std::function<SignInState(const http::Request&)>;

  // A missing index.html is not an error (the web build may not produce it
  // yet): those URLs then answer 503 and `missing` says why. A malformed
  // manifest "admin" entry is an error.
  static common::Result<std::unique_ptr<AdminPages>, std::string> Load(
      const std::filesystem::path& site_dir, bool hsts, SignedIn signed_in);

  bool built() const { return shell_.has_value(); }

  // GET/HEAD /admin[/...]: 503 when not built; 303 to the login page without a
  // session (except for /admin/login itself), and for a session still short of
  // its second factor (except /admin/login and /admin/enrol); /admin/login
  // when signed in 303 to /admin; otherwise the shell with noindex and no-store.
  http::Response Handle(const http::Request& request, const http::NormalizedPath& path) const;

  void Register(http::Router& router) const;

 private:
  AdminPages() = default;

  std::optional<std::string> shell_;
  http::HeaderList security_headers_;
  SignedIn signed_in_;
};

}  // namespace firm::staff
