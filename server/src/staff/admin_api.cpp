#include "staff/admin_api.hpp"

#include "staff/api_support.hpp"

namespace firm::staff {

namespace {

constexpr std::string_view kWorkersBusy =
    "The staff area is busy just now. Please try again in a moment.";
constexpr long kWorkersBusyRetry = 1;

}  // namespace

AdminApi::AdminApi(AdminStores stores, const intake::FormCatalog& forms, const SecretBox& box,
                   std::string issuer, AdminSettings settings, AdminClock clock,
                   PasswordVerifier verify)
    : accounts_(stores.accounts, box, settings, clock, std::move(verify)),
      second_factor_(accounts_, stores.accounts, stores.second_factor, box, std::move(issuer),
                     clock),
      users_(stores.users, accounts_, stores.accounts, settings, clock),
      leads_(stores.leads, stores.deliveries, stores.audit, forms,
             settings.deadlines ? *settings.deadlines : NoDeadlineRules(),
             settings.sla_first_contact_minutes, clock, settings.conversation) {
  if (settings.conversation) {
    conversation_.emplace(stores.leads, *settings.conversation, leads_.FormIds(),
                          settings.firm_phone, clock);
  }
  if (settings.agreement_templates && settings.agreements) {
    agreements_.emplace(
        AgreementParts{stores.leads, *settings.agreements, *settings.agreement_templates,
                       settings.agreement_sender, second_factor_},
        settings.firm_name, leads_.FormIds(), clock);
  }
  if (settings.booker) {
    booking_.emplace(*settings.booker, leads_.FormIds(), clock);
    leads_.AddReportPart("bookings", [api = &*booking_](auto since, auto now, int weeks) {
      return api->Report(since, now, weeks);
    });
  }
}

std::vector<RouteEntry> AdminApi::Register(http::Router& router,
                                           AdminRoutes::Placement placement) const {
  AdminRoutes routes(
      router,
      [this](const http::Request& request, const http::PathParams& params, Access access,
             const AdminRoutes::SignedInHandler& handler) {
        return accounts_.WithSession(request, params, access, handler);
      },
      std::move(placement));
  accounts_.Register(routes);
  second_factor_.Register(routes);
  users_.Register(routes);
  leads_.Register(routes);
  if (conversation_) conversation_->Register(routes);
  if (booking_) booking_->Register(routes);
  if (agreements_) agreements_->Register(routes);
  routes.NotFoundBelow("/api/admin");
  return routes.Entries();
}

http::Response AdminApi::WorkersBusy() {
  return Api().Error(http::ApiError::Of(503, "form", kWorkersBusy).RetryAfter(kWorkersBusyRetry));
}

SignInState AdminApi::StateOf(const http::Request& request) const {
  auto user = accounts_.Authenticate(request);
  if (!user) return SignInState::kNone;
  return user->second_factor ? SignInState::kSignedIn : SignInState::kSecondFactorPending;
}

}  // namespace firm::staff
