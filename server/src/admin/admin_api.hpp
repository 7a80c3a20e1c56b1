#pragma once

#include <chrono>
#include <optional>

#include "admin/account_api.hpp"
#include "admin/account_store.hpp"
#include "admin/audit_log.hpp"
#include "admin/lead_api.hpp"
#include "admin/lead_store.hpp"
#include "admin/password.hpp"
#include "http/message.hpp"
#include "http/router.hpp"
#include "intake/form_definition.hpp"

namespace firm::admin {

// Every /api/admin endpoint (docs/admin-api.md), one resource a class:
// accounts (account_api) and leads (lead_api). Handlers are functions of the
// request, their store and the clock; the router only dispatches.
class AdminApi {
 public:
  AdminApi(
      AccountStore& accounts, LeadStore& leads, AuditLog& audit, const intake::FormCatalog& forms,
      AdminSettings settings, AdminClock clock = [] { return std::chrono::system_clock::now(); },
      PasswordVerifier verify = VerifyPassword);

  // Adds the /api/admin routes, including JSON 404/405 for everything below.
  void Register(http::Router& router) const;

  // The signed-in user of a request (touches the session), or nullopt.
  std::optional<SessionUser> Authenticate(const http::Request& request) const {
    return accounts_.Authenticate(request);
  }

  // Answers the sign-ins already queued, then refuses new ones (503). Called
  // when the server stops (http::ServerOptions::before_stop).
  void StopSignIns() const { accounts_.StopSignIns(); }

 private:
  AccountApi accounts_;
  LeadApi leads_;
};

}  // namespace firm::admin
