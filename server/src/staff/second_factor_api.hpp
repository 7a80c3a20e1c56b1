#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "http/message.hpp"
#include "staff/account_api.hpp"
#include "staff/account_store.hpp"
#include "staff/admin_routes.hpp"
#include "staff/second_factor_store.hpp"
#include "staff/secret_box.hpp"

namespace firm::staff {

// The second factor (docs/admin-api.md): enrolment with an authenticator app
// (secret, otpauth URI and QR code, confirmed by one code, then ten recovery
// codes shown once) and the code or recovery code after each password. Wrong
// codes count towards the same lock-out as wrong passwords; a code is good
// once. Passing gives the session a new cookie.
class SecondFactorApi {
 public:
  SecondFactorApi(AccountApi& accounts, AccountStore& account_store, SecondFactorStore& store,
                  const SecretBox& box, std::string issuer, AdminClock clock);

  // /api/admin/second-factor/enrolment, .../enrolment/confirm, .../verify.
  void Register(AdminRoutes& routes) const;

  // An action that asks for a fresh code from the authenticator app (new recovery codes, an
  // attorney sending a fee agreement): the body's "code", counted against the sign-in limits
  // and matched. The step is accepted in the action's own transaction (Accept); or the answer
  // that refuses: a wrong code is 422 under "code" (the session itself is fine), 409 when the
  // user has no second factor, 429 past the limits.
  struct FreshCode {
    std::int64_t step = 0;
    std::chrono::system_clock::time_point now;
    std::string device;
    AdminUser account;
  };
  common::Result<FreshCode, http::Response> CheckFreshCode(const http::Request& request,
                                                           const SessionUser& user) const;
  // The refusal of a code used meanwhile (Accept said false), in the audit log.
  http::Response RefuseUsedCode(const SessionUser& user,
                                std::chrono::system_clock::time_point now) const;

 private:
  http::Response StartEnrolment(const SessionUser& user) const;
  http::Response ConfirmEnrolment(const http::Request& request, const SessionUser& user) const;
  http::Response Verify(const http::Request& request, const SessionUser& user) const;
  // The signed-in user's recovery codes: how many are left (GET /api/admin/second-factor),
  // and ten new ones for a fresh code from the app, replacing the old.
  http::Response Status(const SessionUser& user) const;
  http::Response NewRecoveryCodes(const http::Request& request, const SessionUser& user) const;
  // A code from the authenticator app, sent by the signed-in user: read from the body, the attempt
  // counted against the sign-in limits, and the user's account read (nullopt when it is gone).
  struct CodeAttempt {
    std::string code;
    std::chrono::system_clock::time_point now;
    std::string device;
    std::optional<AdminUser> account;
  };
  // Or the answer that stops it: a bad body, too many attempts, or the store down (`what`).
  common::Result<CodeAttempt, http::Response> AttemptWithCode(const http::Request& request,
                                                              const SessionUser& user,
                                                              std::string_view what) const;
  // A wrong or used code, written to the audit log first: 401 under "form" at sign-in, or
  // `status` under `field` (new recovery codes: 422 under "code").
  http::Response Refuse(const SessionUser& user, const std::string& what,
                        std::chrono::system_clock::time_point now, int status = 401,
                        const std::string& field = "form") const;
  // The user's authenticator secret, opened; nullopt (and a log line) when it
  // does not open under the configured keys.
  std::optional<std::string> OpenSecret(const AdminUser& user) const;
  // The promoted session's answer with its new cookie, and a new device cookie for the browser.
  http::Response Promoted(SessionUser user, const std::string& token,
                          const SessionPromotion& promotion,
                          std::chrono::system_clock::time_point now,
                          const nlohmann::json& extra = nlohmann::json::object()) const;

  AccountApi& accounts_;
  AccountStore& account_store_;
  SecondFactorStore& store_;
  const SecretBox& box_;
  std::string issuer_;
  AdminClock clock_;
};

}  // namespace firm::staff
