// A stored lead for tests of code that reads leads (admin stores, the outbox).
#pragma once

#include <string>

#include "leads/lead_id.hpp"
#include "leads/lead_recorder.hpp"
#include "random_id.hpp"

namespace firm::testing_support {

inline leads::NewLead SampleLead(const std::string& created_at,
                                 const std::string& form_type = "case_review") {
  leads::NewLead lead;
  lead.id = testing_support::RandomUuid();
  lead.form_type = form_type;
  lead.submission_id = testing_support::RandomUuid();
  lead.created_at = created_at;
  lead.first_name = "María";
  lead.last_name = "López";
  lead.email = "maria@example.com";
  lead.phone = "+13105550142";
  lead.issue_types = R"(["Wage & Hour"])";
  lead.answers = R"({"firstName":"María","consentToContact":true})";
  lead.landing_page = "/services";
  lead.reference = leads::LeadReference(lead.id);
  return lead;
}

}  // namespace firm::testing_support
