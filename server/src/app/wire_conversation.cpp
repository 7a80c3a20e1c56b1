// WireConversation: the texts of a lead after the first answer (issue 34).
#include "app/wiring.hpp"
#include "conversation/notice_email.hpp"
#include "conversation/saved_replies.hpp"
#include "conversation/sms_channel.hpp"
#include "site/firm_contact.hpp"

namespace firm::app {

Wired<ConversationParts> WireConversation(const config::Config& cfg,
                                          std::shared_ptr<storage::Database> database,
                                          const site::FirmContact& firm,
                                          leads::LeadRecorder& recorder,
                                          const intake::Arrival& arrival, OutboxParts& outbox,
                                          http::Router& router) {
  // Its channels first: the context below names every channel this process sends.
  const auto& out = cfg.outbox;
  const std::string origin = cfg.site_origin.value_or("");
  if (out.sms) {
    outbox.deliveries->AddChannel(std::make_unique<conversation::SmsChannel>(
        *out.sms, origin + std::string(conversation::kSmsStatusPath), cfg.conversation.quiet_hours,
        out.max_attempts, out.send_timeout));
  }
  if (out.smtp) {
    const conversation::NoticeContext to_staff{out.smtp->from,
                                               out.smtp->to,
                                               origin,
                                               cfg.conversation.reply_minutes,
                                               cfg.conversation.new_text_leads_per_hour,
                                               cfg.conversation.auto_answers_per_hour};
    outbox.deliveries->AddChannel(std::make_unique<conversation::NoticeEmailChannel>(
        conversation::NoticeKind::kNewText, *out.smtp, to_staff, out.send_timeout));
    outbox.deliveries->AddChannel(std::make_unique<conversation::NoticeEmailChannel>(
        conversation::NoticeKind::kTryDue, *out.smtp, to_staff, out.send_timeout));
    if (out.escalation_email) {
      conversation::NoticeContext escalation = to_staff;
      escalation.to = *out.escalation_email;
      outbox.deliveries->AddChannel(std::make_unique<conversation::NoticeEmailChannel>(
          conversation::NoticeKind::kUnansweredText, *out.smtp, escalation, out.send_timeout));
    }
  }
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
