#include "outbox/delivery_step.hpp"

#include <algorithm>

#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

leads::ArrivalStep DeliveriesStep(std::vector<std::string> channels, Outbox* outbox) {
  // Only the channels about a lead's arrival; every other channel is queued later by whoever
  // owns it (escalations by the SLA watch, texts and their notices by conversation/).
  std::erase_if(channels, [](const std::string& channel) {
    return channel != kWebhookChannel && channel != kEmailChannel && channel != kAckEmailChannel;
  });
  auto queue = [channels = std::move(channels)](storage::Transaction& tx,
                                                const leads::NewLead& lead) -> storage::UnitResult {
    if (!lead.announce) return storage::UnitResult::Ok({});
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
