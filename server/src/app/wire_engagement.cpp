// WireEngagement: fee agreements sent to the worker (issue 54).
#include "app/wiring.hpp"
#include "engagement/agreement_code_sms.hpp"

namespace firm::app {

Wired<EngagementParts> WireEngagement(const config::Config& cfg,
                                      std::shared_ptr<storage::Database> database,
                                      const SiteParts& site, const Rules& rules,
                                      OutboxParts& outbox, http::Router& router) {
  using R = Wired<EngagementParts>;
  auto key = LinkKey(cfg, database);
  if (!key) return R::Err("fee agreements: " + key.Error());
  // The worker's e-mails, from the acknowledgement's address, like booking's.
  const auto& out = cfg.outbox;
  const bool emails = out.smtp && out.ack_email_from;
  std::vector<std::string> channels = outbox.deliveries->ChannelNames();
  if (emails) channels.emplace_back(outbox::kAgreementEmailChannel);
  if (out.sms) channels.emplace_back(outbox::kAgreementCodeSmsChannel);
  engagement::EngagementContext context{
      site.firm,           cfg.site_origin.value_or(""), cfg.conversation.quiet_hours,
      std::move(channels), cfg.agreement_link_days,      cfg.agreement_reminder_days};
  EngagementParts parts;
  parts.sender = std::make_unique<engagement::AgreementSender>(
      database, std::move(context), std::move(key).Value(), rules.agreements);
  if (emails) {
    outbox.deliveries->AddChannel(std::make_unique<engagement::AgreementEmailChannel>(
        *out.smtp, *out.ack_email_from, out.send_timeout, *parts.sender));
  }
  if (out.sms) {
    outbox.deliveries->AddChannel(std::make_unique<engagement::AgreementCodeSmsChannel>(
        *out.sms, out.send_timeout, *parts.sender));
  }
  parts.signing = std::make_unique<engagement::AgreementSigning>(database, *parts.sender);
  parts.page = std::make_unique<engagement::SigningPage>(*parts.signing, *site.store,
                                                         parts.sender->Context());
  parts.page->Register(router);
  return R::Ok(std::move(parts));
}

}  // namespace firm::app
