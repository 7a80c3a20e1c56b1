#pragma once

#include <string>
#include <vector>

#include "leads/lead_recorder.hpp"

namespace firm::outbox {

class Outbox;

// The arrival step "deliveries": queues the new lead's deliveries in the lead's own
// transaction (a stored lead always has its deliveries, a rolled back one never does), then
// wakes the workers once the lead is committed. One delivery for each of the arrival channels
// configured (the webhook, the staff e-mail, the acknowledgement e-mail when the lead has an
// address; none for a lead not to be announced, NewLead::announce); the others are queued by
// their owners (SlaWatch, conversation/). `outbox` may be
// null (nothing to wake). With no channels to send on, WireOutbox registers no step.
leads::ArrivalStep DeliveriesStep(std::vector<std::string> channels, Outbox* outbox);

}  // namespace firm::outbox
