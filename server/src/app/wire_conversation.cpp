// WireConversation: the texts of a lead after the first answer (issue 34).
#include "app/wiring.hpp"
#include "conversation/saved_replies.hpp"
#include "site/firm_contact.hpp"

namespace firm::app {

Wired<ConversationParts> WireConversation(const config::Config& cfg,
                                          std::shared_ptr<storage::Database> database,
                                          const site::FirmContact& firm,
                                          leads::LeadRecorder& recorder,
                                          const intake::Arrival& arrival, OutboxParts& outbox,
                                          http::Router& router) {
  auto replies = conversation::LoadSavedReplies(cfg.conversation.saved_replies_file);
  if (!replies) return Wired<ConversationParts>::Err("saved replies: " + replies.Error());
  const site::PhoneHours hours = site::ReadPhoneHours(cfg.site_dir);
  conversation::ConversationContext context{
      cfg.conversation, firm, cfg.site_origin.value_or(""), outbox.deliveries->ChannelNames(),
      conversation::WithOfficeHours(std::move(replies).Value(), hours.en, hours.es)};
  ConversationParts parts;
  parts.conversation = std::make_unique<conversation::Conversation>(
      database, std::move(context), &arrival, outbox.deliveries.get());
  // After the deliveries: a lead's staff notice and webhook, then its first text.
  recorder.AddStep(parts.conversation->ArrivalStep());
  auto* talk = parts.conversation.get();
  outbox.sla_watch->AddTask("text(s) waited past the reply time",
                            [talk](auto now) { return talk->EscalateDueReplies(now); });
  outbox.sla_watch->AddTask("follow-up tries came due",
                            [talk](auto now) { return talk->RemindDueTries(now); });
  if (cfg.outbox.sms) {
    parts.webhooks = std::make_unique<conversation::SmsWebhooks>(*talk, *cfg.outbox.sms,
                                                                 cfg.site_origin.value_or(""));
    parts.webhooks->Register(router);
  }
  return Wired<ConversationParts>::Ok(std::move(parts));
}

}  // namespace firm::app
