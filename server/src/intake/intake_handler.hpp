#pragma once

#include <string>

#include "http/json_api.hpp"
#include "http/message.hpp"
#include "intake/arrival.hpp"

namespace firm::intake {

// POST handler for one form: the arrival pipeline (arrival.hpp) with the JSON API's body, each
// step with its own status:
//   415 Content-Type is not application/json (charset utf-8 allowed)
//   413 body larger than rules.max_body_bytes
//   429 the client address is over the rate limit (Retry-After in seconds)
//   400 invalid UTF-8, malformed JSON or not an object
//   201 a bot trap fired (honeypot or too fast): plausible id, nothing stored
//   422 field errors, all together
//   503 storage failed
//   201 {"id": lead id}: stored, or the original lead for a repeated submission id
class IntakeEndpoint {
 public:
  IntakeEndpoint(const FormDefinition& form, const Arrival& arrival);

  http::Response Handle(const http::Request& request) const;

  const std::string& Endpoint() const { return kind_.form->endpoint; }

 private:
  const Arrival& arrival_;
  ArrivalKind kind_;
  http::JsonApi api_;
};

}  // namespace firm::intake
