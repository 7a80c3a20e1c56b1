#pragma once

#include <string>
#include <vector>

#include "engagement/agreement_store.hpp"
#include "engagement/agreement_templates.hpp"
#include "engagement/agreement_terms.hpp"
#include "leads/lead_store.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"

// The fee agreements on a lead, for staff (issue 54, docs/admin-api.md "Fee agreements"): the
// templates to choose from, the agreements prepared for a lead, a new one from a template and
// terms, and each one's text as the worker will read it (Spanish first with the English beside
// it when the terms were discussed in Spanish). engagement/ keeps them; this is its staff face.
namespace firm::staff {

class AgreementApi {
 public:
  AgreementApi(leads::LeadStore& leads, engagement::AgreementStore& store,
               const engagement::AgreementTemplates& templates, std::string firm_name,
               std::vector<std::string> form_ids, AdminClock clock);

  void Register(AdminRoutes& routes) const;

 private:
  http::Response Templates() const;
  http::Response List(const http::PathParams& params) const;
  http::Response Prepare(const http::Request& request, const http::PathParams& params,
                         const SessionUser& user) const;
  http::Response Show(const http::PathParams& params) const;
  // The agreement with its text as the worker will read it (no attorney chosen yet: a blank).
  http::Response Answer(int status, const engagement::AgreementRow& row,
                        engagement::AgreementKind kind, const engagement::AgreementTerms& terms,
                        const leads::LeadRow& lead) const;

  leads::LeadStore& leads_;
  engagement::AgreementStore& store_;
  const engagement::AgreementTemplates& templates_;
  std::string firm_name_;
  std::vector<std::string> form_ids_;
  AdminClock clock_;
};

}  // namespace firm::staff
