#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "http/message.hpp"
#include "http/router.hpp"
#include "intake/form_definition.hpp"
#include "leads/lead_store.hpp"
#include "staff/account_api.hpp"
#include "staff/account_store.hpp"
#include "staff/admin_routes.hpp"
#include "staff/agreement_api.hpp"
#include "staff/booking_api.hpp"
#include "staff/conversation_api.hpp"
#include "staff/lead_api.hpp"
#include "staff/password.hpp"
#include "staff/second_factor_api.hpp"
#include "staff/second_factor_store.hpp"
#include "staff/secret_box.hpp"
#include "staff/user_api.hpp"
#include "staff/user_store.hpp"
#include "storage/audit_log.hpp"

namespace firm::staff {

// The stores the staff API works on, all on one database.
struct AdminStores {
  AccountStore& accounts;
  UserStore& users;
  SecondFactorStore& second_factor;
  LeadStore& leads;
  outbox::DeliveryStore& deliveries;
  AuditLog& audit;
};

// Every /api/admin endpoint (docs/admin-api.md), one resource a class:
// accounts (account_api), the second factor (second_factor_api), users
// (user_api) and leads (lead_api). Handlers are functions of the request,
// their store and the clock; the router only dispatches, and the session gate
// checks each route's Access.
class AdminApi {
 public:
  AdminApi(
      AdminStores stores, const intake::FormCatalog& forms, const SecretBox& box,
      std::string issuer, AdminSettings settings,
      AdminClock clock = [] { return std::chrono::system_clock::now(); },
      PasswordVerifier verify = VerifyPassword);

  // Adds the /api/admin routes, including JSON 404/405 for everything below;
  // returns every route with its access (the role table test walks it). With a
  // placement every route's handler runs where it puts it (the server: on the
  // staff workers, never on an event loop; decision 0039).
  std::vector<RouteEntry> Register(http::Router& router,
                                   AdminRoutes::Placement placement = {}) const;

  // The answer when the staff workers are all busy and their queue is full.
  static http::Response WorkersBusy();

  // The signed-in user of a request (touches the session), or nullopt.
  std::optional<SessionUser> Authenticate(const http::Request& request) const {
    return accounts_.Authenticate(request);
  }
  SignInState StateOf(const http::Request& request) const;

  // Answers the sign-ins already queued, then refuses new ones (503). Called
  // when the server stops (http::ServerOptions::before_stop).
  void StopSignIns() const { accounts_.StopSignIns(); }

 private:
  // mutable: the resources keep references to the accounts resource.
  mutable AccountApi accounts_;
  SecondFactorApi second_factor_;
  UserApi users_;
  LeadApi leads_;
  std::optional<ConversationApi> conversation_;
  std::optional<BookingApi> booking_;
  std::optional<AgreementApi> agreements_;
};

}  // namespace firm::staff
