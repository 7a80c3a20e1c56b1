#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "config/env_config.hpp"
#include "metrics/metrics.hpp"
#include "outbox/channel.hpp"

namespace firm::conversation {

// The conversation's notices to staff by e-mail: a text arrived on a known lead, a text waited
// past SLA_REPLY_MINUTES (office hours) without an answer, a follow-up try is due. Each names
// the lead by its reference and links to it; never the text, never contact details.
enum class NoticeKind { kNewText, kUnansweredText, kTryDue };

// A cap on texts from new numbers was reached (issue 50): one notice an hour for each cap, on
// the new-text notice's channel, about the first lead it held back; its subject key is
// "cap:" and the cap's metric label ("cap:new_leads", "cap:auto_answers").
std::string CapSubject(metrics::TextCap cap);
std::optional<metrics::TextCap> CapOfSubject(std::string_view subject_key);

struct NoticeContext {
  std::string from;
  std::string to;
  std::string site_origin;
  unsigned reply_minutes = 15;
  unsigned new_text_leads_per_hour = 0;  // SMS_NEW_LEADS_PER_HOUR, for a cap's notice
  unsigned auto_answers_per_hour = 0;    // SMS_AUTO_ANSWERS_PER_HOUR
};

std::string BuildNotice(NoticeKind kind, const outbox::LeadRecord& lead,
                        const outbox::Delivery& delivery, const NoticeContext& context,
                        std::chrono::system_clock::time_point now);

class NoticeEmailChannel : public outbox::Channel {
 public:
  NoticeEmailChannel(NoticeKind kind, config::SmtpSettings settings, NoticeContext context,
                     std::chrono::milliseconds timeout)
      : kind_(kind),
        settings_(std::move(settings)),
        context_(std::move(context)),
        timeout_(timeout) {}

  std::string_view Name() const override;
  outbox::SendResult Send(const outbox::Delivery& delivery, const outbox::LeadRecord& lead,
                          const std::atomic<bool>& abort) const override;

 private:
  NoticeKind kind_;
  config::SmtpSettings settings_;
  NoticeContext context_;
  std::chrono::milliseconds timeout_;
};

}  // namespace firm::conversation
