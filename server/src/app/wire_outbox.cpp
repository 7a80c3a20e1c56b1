// MakeChannels and WireOutbox: what leaves the server about a lead (outbox/'s own channels;
// conversation/ and booking/ add theirs in their own wiring).
#include <iostream>

#include "app/wiring.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/delivery_step.hpp"
#include "outbox/email.hpp"
#include "outbox/webhook.hpp"

namespace firm::app {

std::vector<std::unique_ptr<outbox::Channel>> MakeChannels(const config::Config& cfg,
                                                           const site::FirmContact& firm) {
  const auto& out = cfg.outbox;
  const std::string origin = cfg.site_origin.value_or("");
  std::vector<std::unique_ptr<outbox::Channel>> channels;
  if (out.webhook) {
    channels.push_back(std::make_unique<outbox::WebhookChannel>(*out.webhook, out.send_timeout));
    channels.push_back(std::make_unique<outbox::WebhookChannel>(*out.webhook, out.send_timeout,
                                                                outbox::kEscalationWebhookChannel,
                                                                outbox::kLeadSlaBreachedEvent));
  }
  if (out.smtp) {
    channels.push_back(std::make_unique<outbox::EmailChannel>(*out.smtp, origin, out.send_timeout));
  }
  if (out.smtp && out.ack_email_from) {
    channels.push_back(std::make_unique<outbox::AckEmailChannel>(*out.smtp, *out.ack_email_from,
                                                                 firm, out.send_timeout));
  }
  if (out.sms) {
    // Rows queued as ack_sms before the conversation existed (issue 34); new leads' texts go
    // through conversation/'s "sms".
    channels.push_back(std::make_unique<outbox::AckSmsChannel>(*out.sms, firm, out.send_timeout));
  }
  if (out.smtp && out.escalation_email) {
    channels.push_back(std::make_unique<outbox::EscalationEmailChannel>(
        *out.smtp,
        outbox::EscalationContext{out.smtp->from, *out.escalation_email, origin,
                                  out.sla_first_contact_minutes},
        out.send_timeout));
  }
  return channels;
}

bool HasDeliveryTargets(const config::Config& cfg) {
  return cfg.outbox.webhook || cfg.outbox.smtp || cfg.outbox.sms;
}

OutboxParts WireOutbox(const config::Config& cfg, std::shared_ptr<storage::Database> database,
                       const site::FirmContact& firm, leads::LeadRecorder& recorder) {
  const auto& out = cfg.outbox;
  OutboxParts parts;
  outbox::OutboxOptions options;
  options.workers = HasDeliveryTargets(cfg) ? out.workers : 0;
  auto channels = MakeChannels(cfg, firm);
  options.max_attempts = out.max_attempts;
  options.backoff = {out.retry_base, out.retry_max};
  options.poll_interval = out.poll_interval;
  options.send_timeout = out.send_timeout;
  parts.deliveries = std::make_unique<outbox::Outbox>(database, std::move(channels), options);
  std::vector<std::string> escalation_channels;
  for (const auto& name : parts.deliveries->ChannelNames()) {
    if (name == outbox::kEscalationWebhookChannel || name == outbox::kEscalationEmailChannel) {
      escalation_channels.push_back(name);
    }
  }
  parts.sla_watch = std::make_unique<outbox::SlaWatch>(
      database, std::move(escalation_channels), std::chrono::minutes(out.sla_first_contact_minutes),
      out.sla_check_interval, parts.deliveries.get());
  // Every lead stored through intake gets its deliveries in its own transaction; with no
  // target configured there is nothing to queue or wake for.
  if (!parts.deliveries->ChannelNames().empty()) {
    recorder.AddStep(
        outbox::DeliveriesStep(parts.deliveries->ChannelNames(), parts.deliveries.get()));
  }
  if (!HasDeliveryTargets(cfg)) {
    std::cerr << "outbox: no delivery target configured (WEBHOOK_URL, SMTP_URL); leads are only "
                 "stored\n";
  }
  return parts;
}

}  // namespace firm::app
