#include "conversation/notice_email.hpp"

#include "outbox/curl_transfer.hpp"
#include "outbox/email.hpp"

namespace firm::conversation {

namespace {

constexpr std::string_view kCapPrefix = "cap:";

}  // namespace

std::string CapSubject(metrics::TextCap cap) {
  return std::string(kCapPrefix) + std::string(metrics::TextCapLabel(cap));
}

std::optional<metrics::TextCap> CapOfSubject(std::string_view subject_key) {
  for (auto cap : {metrics::TextCap::kNewLeads, metrics::TextCap::kAutoAnswers}) {
    if (subject_key == CapSubject(cap)) return cap;
  }
  return std::nullopt;
}

std::string BuildNotice(NoticeKind kind, const outbox::LeadRecord& lead,
                        const outbox::Delivery& delivery, const NoticeContext& context,
                        std::chrono::system_clock::time_point now) {
  const std::string reference = outbox::HeaderSafeText(lead.reference, 20);
  const std::string shown = reference.empty() ? std::string("a lead") : reference;
  std::string subject;
  std::string body;
  switch (kind) {
    case NoticeKind::kNewText: {
      subject = "New text from a worker (" + shown + ")";
      body = "The worker of lead " + shown + " sent a text.\n\n";
      const auto held = CapOfSubject(delivery.subject_key);
      if (held == metrics::TextCap::kNewLeads) {
        const std::string cap = std::to_string(context.new_text_leads_per_hour);
        subject = "Texts from new numbers held back: " + cap + " new text leads in an hour";
        body = cap +
               " or more leads started with a text in the last hour (SMS_NEW_LEADS_PER_HOUR). "
               "Until fewer than " +
               cap +
               " arrived in the hour before, a text from a new number is still kept as a lead "
               "and waits in the inbox (Needs reply), but nobody is told of it (no e-mail, no "
               "webhook, no escalation) and it gets no automatic answer. This is the only "
               "notice of it in an hour.\n\nThe first lead held back is " +
               shown + ".\n\n";
      } else if (held == metrics::TextCap::kAutoAnswers) {
        const std::string cap = std::to_string(context.auto_answers_per_hour);
        subject = "Automatic answers paused: " + cap + " sent in an hour";
        body = cap +
               " automatic answers to texts from new numbers were queued in the last hour "
               "(SMS_AUTO_ANSWERS_PER_HOUR). Until fewer than " +
               cap +
               " went out in the hour before, new text leads are announced as usual but get no "
               "automatic answer: answer them from the lead page. This is the only notice of it "
               "in an hour.\n\nThe first lead left without an answer is " +
               shown + ".\n\n";
      }
      break;
    }
    case NoticeKind::kUnansweredText:
      subject = "A text waits for an answer (" + shown + ")";
      body = "A text from the worker of lead " + shown + " has waited more than " +
             std::to_string(context.reply_minutes) + " office-hour minutes without an answer.\n\n";
      break;
    case NoticeKind::kTryDue:
      subject =
          "Try " + outbox::HeaderSafeText(delivery.subject_key, 4) + " is due (" + shown + ")";
      body = "The next try to reach the worker of lead " + shown + " is due now.\n\n";
      break;
  }
  body += "Open the lead (sign-in required):\n" + outbox::AdminLeadLink(lead, context.site_origin) +
          "\n\nThe text and the contact details are only in the staff area.\n";
  return outbox::BuildMail({{"Website intake", context.from, context.to, subject, delivery.id, now},
                            {},
                            "mixed",
                            {{"text/plain", body, {}, ""}}});
}

std::string_view NoticeEmailChannel::Name() const {
  switch (kind_) {
    case NoticeKind::kNewText:
      return outbox::kReplyEmailChannel;
    case NoticeKind::kUnansweredText:
      return outbox::kReplyEscalationEmailChannel;
    case NoticeKind::kTryDue:
      break;
  }
  return outbox::kFollowUpEmailChannel;
}

outbox::SendResult NoticeEmailChannel::Send(const outbox::Delivery& delivery,
                                            const outbox::LeadRecord& lead,
                                            const std::atomic<bool>& abort) const {
  const std::string message =
      BuildNotice(kind_, lead, delivery, context_, std::chrono::system_clock::now());
  return outbox::SendMail(settings_, context_.from, context_.to, message, timeout_, abort);
}

}  // namespace firm::conversation
