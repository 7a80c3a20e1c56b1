#include "outbox/delivery_step.hpp"

#include <nlohmann/json.hpp>

#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

namespace {

constexpr std::string_view kSelectOptOut = "SELECT 1 FROM sms_opt_outs WHERE phone = $1";

bool AgreedToTexts(const leads::NewLead& lead) {
  auto answers = nlohmann::json::parse(lead.answers, nullptr, false);
  if (!answers.is_object()) return false;
  auto consent = answers.find("smsConsent");
  return consent != answers.end() && consent->is_boolean() && consent->get<bool>();
}

}  // namespace

leads::ArrivalStep DeliveriesStep(std::vector<std::string> channels, Outbox* outbox) {
  auto queue = [channels = std::move(channels)](storage::Transaction& tx,
                                                const leads::NewLead& lead) -> storage::UnitResult {
    std::vector<std::string> queued;
    for (const auto& channel : channels) {
      // Escalations are queued later, by the SLA watch, if ever.
      if (channel == kEscalationEmailChannel || channel == kEscalationWebhookChannel) continue;
      if (channel == kAckSmsChannel) {
        if (!AgreedToTexts(lead)) continue;
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
