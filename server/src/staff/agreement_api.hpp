#pragma once

#include <string>
#include <vector>

#include "engagement/agreement_sender.hpp"
#include "engagement/agreement_store.hpp"
#include "engagement/agreement_templates.hpp"
#include "engagement/agreement_terms.hpp"
#include "leads/lead_store.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"
#include "staff/second_factor_api.hpp"

// The fee agreements on a lead, for staff (issue 54, docs/admin-api.md "Fee agreements"): the
// templates to choose from, the agreements prepared for a lead, a new one from a template and
// terms, and each one's text as the worker will read it (Spanish first with the English beside
// it when the terms were discussed in Spanish). engagement/ keeps them; this is its staff face.
// Only an attorney sends one (and so signs it for the firm), confirming with a fresh code from
// their authenticator app; an attorney can revoke a sent one.
namespace firm::staff {

struct AgreementParts {
  leads::LeadStore& leads;
  engagement::AgreementStore& store;
  const engagement::AgreementTemplates& templates;
  const engagement::AgreementSender* sender;  // null: not sent from this server (409)
  const SecondFactorApi& second_factor;
};

class AgreementApi {
 public:
  AgreementApi(AgreementParts parts, std::string firm_name, std::vector<std::string> form_ids,
               AdminClock clock);

  void Register(AdminRoutes& routes) const;

 private:
  http::Response Templates() const;
  http::Response List(const http::PathParams& params) const;
  http::Response Prepare(const http::Request& request, const http::PathParams& params,
                         const SessionUser& user) const;
  http::Response Show(const http::PathParams& params) const;
  http::Response Send(const http::Request& request, const http::PathParams& params,
                      const SessionUser& user) const;
  http::Response Revoke(const http::Request& request, const http::PathParams& params,
                        const SessionUser& user) const;
  // The answer to a send or revoke that did not happen, or nullopt when it did.
  std::optional<http::Response> Refusal(engagement::SendOutcome outcome) const;
  // The agreement with its text as the worker will read it (no attorney chosen yet: a blank),
  // and its steps when given (`events`; null: none in the answer).
  http::Response Answer(int status, const engagement::AgreementRow& row,
                        engagement::AgreementKind kind, const leads::LeadRow& lead,
                        nlohmann::json events = nullptr) const;

  leads::LeadStore& leads_;
  engagement::AgreementStore& store_;
  const engagement::AgreementTemplates& templates_;
  const engagement::AgreementSender* sender_;
  const SecondFactorApi& second_factor_;
  std::string firm_name_;
  std::vector<std::string> form_ids_;
  AdminClock clock_;
};

}  // namespace firm::staff
