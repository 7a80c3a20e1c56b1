#include "outbox/queueing_repository.hpp"

#include <nlohmann/json.hpp>

#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

namespace {

constexpr std::string_view kSelectOptOut = "SELECT 1 FROM sms_opt_outs WHERE phone = $1";

bool AgreedToTexts(const storage::NewLead& lead) {
  auto answers = nlohmann::json::parse(lead.answers, nullptr, false);
  if (!answers.is_object()) return false;
  auto consent = answers.find("smsConsent");
  return consent != answers.end() && consent->is_boolean() && consent->get<bool>();
}

}  // namespace

common::Result<storage::InsertOutcome, storage::StorageError> QueueingLeadRepository::InsertLead(
    const storage::NewLead& lead, const storage::AfterInsert& after_insert) {
  if (channels_.empty()) return inner_.InsertLead(lead, after_insert);
  auto queue = [&](storage::Transaction& tx,
                   const storage::NewLead& stored) -> storage::UnitResult {
    std::vector<std::string> channels;
    for (const auto& channel : channels_) {
      // Escalations are queued later, by the SLA watch, if ever.
      if (channel == kEscalationEmailChannel || channel == kEscalationWebhookChannel) continue;
      if (channel == kAckSmsChannel) {
        if (!AgreedToTexts(stored)) continue;
        auto opted_out = tx.Query(kSelectOptOut, {stored.phone});
        if (!opted_out) return storage::UnitResult::Err(opted_out.Error());
        if (!opted_out.Value().rows.empty()) continue;
      }
      channels.push_back(channel);
    }
    auto queued = DeliveryStore::Queue(tx, stored.id, channels, storage::NowIso());
    if (!queued || !after_insert) return queued;
    return after_insert(tx, stored);
  };
  auto outcome = inner_.InsertLead(lead, queue);
  if (outcome && outcome.Value().created && outbox_) outbox_->Wake();
  return outcome;
}

}  // namespace firm::outbox
