#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "admin/admin_store.hpp"
#include "admin/password.hpp"
#include "common/work_pool.hpp"
#include "http/client_address.hpp"
#include "http/message.hpp"
#include "http/router.hpp"
#include "intake/form_definition.hpp"

namespace firm::admin {

struct AdminSettings {
  std::chrono::minutes session_idle{30};
  std::chrono::hours session_max{12};
  // Secure cookie: SITE_ORIGIN is https.
  bool secure_cookie = false;
  // Login throttling counts the last X-Forwarded-For entry instead of the peer.
  http::ProxyTrust trust_proxy;
  // Password checks run on a pool of their own, never on the request threads:
  // at most `hash_workers` at once (64 MiB each), `hash_queue` more waiting
  // (about 0.3 s each); beyond that a sign-in gets 503 with Retry-After.
  unsigned hash_workers = 2;
  std::size_t hash_queue = 8;
};

// argon2id_verify by default; tests count the checks.
using PasswordVerifier = std::function<bool(std::string_view encoded, std::string_view password)>;

// Lock-out rules of docs/admin-api.md.
inline constexpr int kMaxFailuresPerAccount = 5;
inline constexpr int kMaxFailuresPerAddress = 20;
inline constexpr std::chrono::minutes kFailureWindow{15};

// Every /api/admin endpoint (docs/admin-api.md). Handlers are pure functions of
// the request, the store and the clock; the router only dispatches.
class AdminApi {
 public:
  using Clock = std::function<std::chrono::system_clock::time_point()>;

  AdminApi(
      AdminStore& store, const intake::FormCatalog& forms, AdminSettings settings,
      Clock clock = [] { return std::chrono::system_clock::now(); },
      PasswordVerifier verify = VerifyPassword);

  // Adds the /api/admin routes, including JSON 404/405 for everything below.
  void Register(http::Router& router) const;

  // The signed-in user of a request (touches the session), or nullopt.
  std::optional<SessionUser> Authenticate(const http::Request& request) const;

  // Answers the sign-ins already queued, then refuses new ones (503). Called
  // when the server stops (http::ServerOptions::before_stop).
  void StopSignIns() const;

 private:
  using Params = http::PathParams;
  using AuthedHandler =
      std::function<http::Response(const http::Request&, const Params&, const SessionUser&)>;

  // 401 without a session; 403 without the CSRF token on state-changing methods.
  http::Response WithSession(const http::Request& request, const Params& params,
                             const AuthedHandler& handler) const;

  http::Response Session(const SessionUser& user) const;
  http::Response Login(const http::Request& request) const;
  http::Response Logout(const http::Request& request) const;
  http::Response ListLeads(const http::Request& request) const;
  http::Response ExportLeads(const http::Request& request, const SessionUser& user) const;
  http::Response LeadDetail(const Params& params) const;
  http::Response ChangeStatus(const http::Request& request, const Params& params,
                              const SessionUser& user) const;
  http::Response AddNote(const http::Request& request, const Params& params,
                         const SessionUser& user) const;
  http::Response DeleteLead(const http::Request& request, const Params& params,
                            const SessionUser& user) const;
  http::Response RetryDelivery(const Params& params, const SessionUser& user) const;
  http::Response Audit() const;

  // The stored form type for a public form id in a path, or nullopt (404).
  std::optional<std::string> FormTypeOf(const std::string& form_id) const;
  // On a hashing worker: the password check, then the session or the 401.
  http::Response FinishLogin(const std::optional<AdminUser>& user, const std::string& username,
                             const std::string& password,
                             std::chrono::system_clock::time_point now) const;

  AdminStore& store_;
  const intake::FormCatalog& forms_;
  std::vector<std::string> form_ids_;
  AdminSettings settings_;
  Clock clock_;
  PasswordVerifier verify_;
  // Verified when the user name is unknown, so that a miss costs as long as a
  // wrong password and user names cannot be probed by timing.
  std::string dummy_hash_;
  // Last member: destroyed (its queue run, its threads joined) first.
  std::unique_ptr<common::WorkPool> hash_pool_;
};

// Shared by the admin pages and the API: the session cookie's token, if its
// shape is right (anything else is never looked up).
std::optional<std::string> SessionToken(const http::Request& request);

}  // namespace firm::admin
