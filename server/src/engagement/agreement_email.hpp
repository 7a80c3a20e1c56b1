#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>

#include "config/env_config.hpp"
#include "engagement/agreement_sender.hpp"
#include "outbox/channel.hpp"

// The worker's e-mails about a fee agreement (channel "agreement_email", subject
// MessageKeyText): the link when it is sent, then each reminder, in the agreement's language; and
// the one-time code to sign for a worker who cannot be texted (sent while it is the one to use).
// One whose link was replaced, revoked or answered (signed, declined) by the time it goes is not
// sent (refused, with that reason, so it shows on the lead).
namespace firm::engagement {

// The whole RFC 5322 message (one quoted-printable text part).
std::string BuildAgreementEmail(const AgreementRow& row, bool reminder, const std::string& link,
                                const std::string& to, const EngagementContext& context,
                                const std::string& from, Instant now, std::string_view message_id);

// The one-time code's e-mail, for a worker who cannot be texted.
std::string BuildCodeEmail(const AgreementRow& row, const std::string& code, const std::string& to,
                           const EngagementContext& context, const std::string& from, Instant now,
                           std::string_view message_id);

// The signed copy's e-mail: the PDF attached, and the link that serves it until it expires.
std::string BuildSignedEmail(const AgreementRow& row, const std::string& pdf,
                             const std::string& link, const std::string& to,
                             const EngagementContext& context, const std::string& from, Instant now,
                             std::string_view message_id);

class AgreementEmailChannel : public outbox::Channel {
 public:
  // `sender` makes the links; it outlives the outbox's workers.
  AgreementEmailChannel(config::SmtpSettings settings, std::string from,
                        std::chrono::milliseconds timeout, const AgreementSender& sender)
      : settings_(std::move(settings)),
        from_(std::move(from)),
        timeout_(timeout),
        sender_(sender) {}

  std::string_view Name() const override { return outbox::kAgreementEmailChannel; }
  void UseDatabase(std::shared_ptr<storage::Database> database) override {
    database_ = std::move(database);
  }
  outbox::SendResult Send(const outbox::Delivery& delivery, const outbox::LeadRecord& lead,
                          const std::atomic<bool>& abort) const override;

 private:
  config::SmtpSettings settings_;
  std::string from_;
  std::chrono::milliseconds timeout_;
  std::shared_ptr<storage::Database> database_;
  const AgreementSender& sender_;
};

}  // namespace firm::engagement
