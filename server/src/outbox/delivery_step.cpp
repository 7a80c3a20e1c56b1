#include "outbox/delivery_step.hpp"

#include <algorithm>

#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

leads::ArrivalStep DeliveriesStep(std::vector<std::string> channels, Outbox* outbox) {
  // Escalations are queued later, by the SLA watch, if ever; texts, the conversation's
  // notices and reminders by conversation/ (its arrival step queues the acknowledgement text
  // as the first message of the thread). ack_sms is left for rows queued before it.
  std::erase_if(channels, [](const std::string& channel) {
    for (std::string_view later :
         {kEscalationEmailChannel, kEscalationWebhookChannel, kAckSmsChannel, kSmsChannel,
          kReplyEmailChannel, kReplyEscalationEmailChannel, kFollowUpEmailChannel}) {
      if (channel == later) return true;
    }
    return false;
  });
  auto queue = [channels = std::move(channels)](storage::Transaction& tx,
                                                const leads::NewLead& lead) -> storage::UnitResult {
    std::vector<std::string> queued;
    for (const auto& channel : channels) {
      // A text lead has no e-mail address to acknowledge.
      if (channel == kAckEmailChannel && lead.email.empty()) continue;
      queued.push_back(channel);
    }
    return DeliveryStore::Queue(tx, lead.id, queued, storage::NowIso());
  };
  std::function<void()> wake;
  if (outbox) wake = [outbox] { outbox->Wake(); };
  return leads::ArrivalStep{"deliveries", std::move(queue), std::move(wake)};
}

}  // namespace firm::outbox
