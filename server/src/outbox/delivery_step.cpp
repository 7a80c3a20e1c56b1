#include "outbox/delivery_step.hpp"

#include <algorithm>

#include "leads/lead_messages.hpp"
#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

namespace {

constexpr std::string_view kSelectOptOut = "SELECT 1 FROM sms_opt_outs WHERE phone = $1";

}  // namespace

leads::ArrivalStep DeliveriesStep(std::vector<std::string> channels, Outbox* outbox) {
  // Escalations are queued later, by the SLA watch, if ever.
  std::erase_if(channels, [](const std::string& channel) {
    return channel == kEscalationEmailChannel || channel == kEscalationWebhookChannel;
  });
  auto queue = [channels = std::move(channels)](storage::Transaction& tx,
                                                const leads::NewLead& lead) -> storage::UnitResult {
    std::vector<std::string> queued;
    for (const auto& channel : channels) {
      if (channel == kAckSmsChannel) {
        if (!leads::AgreedToTexts(lead.answers)) continue;
        auto opted_out = tx.Query(kSelectOptOut, {lead.phone});
        if (!opted_out) return storage::UnitResult::Err(opted_out.Error());
        if (!opted_out.Value().empty()) continue;
      }
      queued.push_back(channel);
    }
    return DeliveryStore::Queue(tx, lead.id, queued, storage::NowIso());
  };
  std::function<void()> wake;
  if (outbox) wake = [outbox] { outbox->Wake(); };
  return leads::ArrivalStep{"deliveries", std::move(queue), std::move(wake)};
}

}  // namespace firm::outbox
