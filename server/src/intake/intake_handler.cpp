#include "intake/intake_handler.hpp"

#include <nlohmann/json.hpp>

#include "leads/lead_id.hpp"

namespace firm::intake {

IntakeEndpoint::IntakeEndpoint(const FormDefinition& form, const Arrival& arrival)
    : arrival_(arrival),
      kind_(arrival.Kind(form, arrival.JsonReader())),
      api_(http::JsonApi::Options{}) {}

http::Response IntakeEndpoint::Handle(const http::Request& request) const {
  using nlohmann::json;
  Arrived arrived = arrival_.Run(request, kind_);
  switch (arrived.stop) {
    case ArrivalStop::kNone:
      // A repeated submission answers the original lead and its reference.
      return api_.Json(201, json{{"id", arrived.stored.lead_id},
                                 {"reference", leads::LeadReference(arrived.stored.lead_id)}});
    case ArrivalStop::kBot:
      return api_.Json(
          201, json{{"id", arrived.bot_id}, {"reference", leads::LeadReference(arrived.bot_id)}});
    default:
      return api_.Error(*arrived.error);
  }
}

}  // namespace firm::intake
