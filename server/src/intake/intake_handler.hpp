#pragma once

#include <chrono>
#include <functional>
#include <string>

#include "http/json_api.hpp"
#include "http/message.hpp"
#include "intake/form_definition.hpp"
#include "intake/rate_limiter.hpp"
#include "intake/validation.hpp"
#include "leads/lead_recorder.hpp"
#include "metrics/metrics.hpp"

namespace firm::intake {

struct IntakeClock {
  std::function<std::chrono::system_clock::time_point()> wall = [] {
    return std::chrono::system_clock::now();
  };
  std::function<RateLimiter::Clock::time_point()> steady = [] { return RateLimiter::Clock::now(); };
};

// The row to store for a validated submission of `form_type` (stored form, e.g. "case_review")
// received at `now`: a new id, its reference, the employer's key, the user agent cleaned.
leads::NewLead LeadRowOf(std::string_view form_type, const NormalizedLead& lead,
                         std::optional<std::string_view> user_agent,
                         std::chrono::system_clock::time_point now);

// The refusal counted for a body the envelope or the JSON parser refused.
metrics::IntakeRefusal RefusalOf(http::BodyProblem problem);

// POST handler for one form. The pipeline, each step with its own status:
//   415 Content-Type is not application/json (charset utf-8 allowed)
//   413 body larger than rules.max_body_bytes
//   429 the client address is over the rate limit (Retry-After in seconds)
//   400 invalid UTF-8, malformed JSON or not an object
//   201 a bot trap fired (honeypot or too fast): plausible id, nothing stored
//   422 field errors, all together
//   503 storage failed
//   201 {"id": lead id}: stored, or the original lead for a repeated submission id
// Each outcome but the last is counted in firm_intake_refusals_total, a new
// lead in firm_intake_leads_stored_total (labelled with the form id).
class IntakeEndpoint {
 public:
  // `limiter` may be null (rate limiting off); it is shared by every form.
  IntakeEndpoint(const FormDefinition& form, const Rules& rules,
                 const leads::LeadRecorder& recorder, RateLimiter* limiter, IntakeClock clock = {});

  http::Response Handle(const http::Request& request) const;

  const std::string& Endpoint() const { return form_.endpoint; }

 private:
  const FormDefinition& form_;
  const Rules& rules_;
  const leads::LeadRecorder& recorder_;
  RateLimiter* limiter_;
  IntakeClock clock_;
  std::string form_type_;
  const metrics::FormCounters& counters_;
  http::JsonApi api_;
};

}  // namespace firm::intake
