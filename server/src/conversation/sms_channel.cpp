#include "conversation/sms_channel.hpp"

#include <nlohmann/json.hpp>

#include "conversation/pacific_time.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/curl_transfer.hpp"

namespace firm::conversation {

std::string ProviderSid(std::string_view response_body) {
  auto parsed = nlohmann::json::parse(response_body, nullptr, false);
  if (!parsed.is_object()) return "";
  auto sid = parsed.find("sid");
  if (sid == parsed.end() || !sid->is_string()) return "";
  std::string text = sid->get<std::string>();
  // An id, never text to echo: letters and digits, bounded.
  return IsProviderSid(text) ? text : "";
}

outbox::SendResult SmsChannel::Send(const outbox::Delivery& delivery,
                                    const outbox::LeadRecord& lead,
                                    const std::atomic<bool>& abort) const {
  const auto now = std::chrono::system_clock::now();
  const std::string now_iso = storage::IsoTimestamp(now);
  if (!messages_) return outbox::Unsent("no database");
  auto text = messages_->LoadText(delivery.subject_key);
  if (!text) return outbox::Unsent("storage: " + text.Error().message);
  if (!text.Value()) return outbox::Refused("the message is gone");
  // An earlier attempt reached the provider and kept its answer (the id, or a callback since),
  // but the process stopped before the outbox marked the delivery: not sent a second time.
  if (const int rank = StatusRank(text.Value()->status); rank >= StatusRank("sent")) {
    if (rank < StatusRank("failed")) {
      outbox::SendResult done;
      done.verdict = outbox::Verdict::kDelivered;
      done.error = "taken by the provider on an earlier attempt: not sent again";
      return done;
    }
    return outbox::Refused("the text ended as " + text.Value()->status +
                           " on an earlier attempt: not sent again");
  }
  auto refuse = [&](const std::string& why) {
    (void)messages_->RecordGivenUp(delivery.subject_key, "refused", why, now_iso);
    return outbox::Refused(why);
  };
  // The one text after an opt-out: its confirmation, queued when staff recorded it (issue 51;
  // a STOP's own answer goes back at once, in the webhook's answer).
  if (lead.sms_opted_out && text.Value()->kind != "keyword_answer") {
    return refuse("the number opted out of texts (STOP)");
  }
  if (!lead.sms_consent) return refuse("the worker did not agree to texts");
  if (WaitsOutQuietHours(text.Value()->kind) && InQuietHours(now, quiet_hours_)) {
    outbox::SendResult wait = outbox::Unsent("quiet hours: waits for the morning");
    wait.retry_after =
        std::chrono::duration_cast<std::chrono::seconds>(AfterQuietHours(now, quiet_hours_) - now);
    return wait;
  }
  std::string response;
  auto result = outbox::SendHttpPost(
      outbox::SmsRequest(settings_, lead.phone, text.Value()->body, status_callback_url_), timeout_,
      abort, &response);
  if (result.interrupted) return result;
  if (result.verdict == outbox::Verdict::kDelivered) {
    if (auto kept = messages_->RecordAccepted(delivery.subject_key, ProviderSid(response), now_iso);
        !kept) {
      // Sent all the same: the status callbacks will not find it.
      result.error = "sent; storing the provider's id failed: " + kept.Error().message;
    }
    return result;
  }
  const auto decision = outbox::Decide(result.verdict, delivery.attempt, max_attempts_);
  if (decision.state == "failed" || decision.state == "dead") {
    (void)messages_->RecordGivenUp(delivery.subject_key, "failed", result.error, now_iso);
  }
  return result;
}

}  // namespace firm::conversation
