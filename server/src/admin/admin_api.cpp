#include "admin/admin_api.hpp"

namespace firm::admin {

AdminApi::AdminApi(AccountStore& accounts, LeadStore& leads, AuditLog& audit,
                   const intake::FormCatalog& forms, AdminSettings settings, AdminClock clock,
                   PasswordVerifier verify)
    : accounts_(accounts, settings, clock, std::move(verify)), leads_(leads, audit, forms, clock) {}

void AdminApi::Register(http::Router& router) const {
  AdminRoutes routes(router, [this](const http::Request& request, const http::PathParams& params,
                                    const AdminRoutes::SignedInHandler& handler) {
    return accounts_.WithSession(request, params, handler);
  });
  accounts_.Register(routes);
  leads_.Register(routes);
  routes.NotFoundBelow("/api/admin");
}

}  // namespace firm::admin
