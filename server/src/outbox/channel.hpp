#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

#include "leads/lead_messages.hpp"
#include "outbox/outcome.hpp"

namespace firm::outbox {

using leads::LeadRecord;

// One claimed delivery row.
struct Delivery {
  std::string id;
  std::string lead_id;
  std::string channel;   // one of the k*Channel names below
  unsigned attempt = 0;  // this attempt, 1-based
};

inline constexpr std::string_view kWebhookChannel = "webhook";
inline constexpr std::string_view kEmailChannel = "email";
// To the worker: the acknowledgement e-mail and text (outbox/acknowledgement).
inline constexpr std::string_view kAckEmailChannel = "ack_email";
inline constexpr std::string_view kAckSmsChannel = "ack_sms";
// To staff, once, when a lead waits past the first-contact time (outbox/escalation).
inline constexpr std::string_view kEscalationEmailChannel = "escalation_email";
inline constexpr std::string_view kEscalationWebhookChannel = "escalation_webhook";

// One delivery target. Send is bounded by the channel's timeout and returns
// early (interrupted) once `abort` is set. Called from several worker threads.
class Channel {
 public:
  virtual ~Channel() = default;
  virtual std::string_view Name() const = 0;
  virtual SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                          const std::atomic<bool>& abort) const = 0;
};

}  // namespace firm::outbox
