#include "outbox/webhook.hpp"

#include <nlohmann/json.hpp>

#include "leads/lead_id.hpp"
#include "outbox/curl_transfer.hpp"
#include "outbox/escalation.hpp"
#include "outbox/signature.hpp"

namespace firm::outbox {

namespace {

using nlohmann::json;

}  // namespace

std::string WebhookBody(const LeadRecord& lead, std::string_view event,
                        std::string_view subject_key) {
  json answers = json::parse(lead.answers_json, nullptr, false);
  if (!answers.is_object()) answers = json::object();
  json body = {{"event", event},
               {"id", lead.id},
               {"reference", lead.reference},
               {"form", leads::PublicFormId(lead.form_type)},
               {"createdAt", lead.created_at},
               {"firstName", lead.first_name},
               {"lastName", lead.last_name},
               {"email", lead.email},
               {"phone", lead.phone},
               {"issueTypes", lead.issue_types},
               {"answers", answers},
               {"landingPage", lead.landing_page},
               {"utmSource", lead.utm_source},
               {"utmMedium", lead.utm_medium},
               {"utmCampaign", lead.utm_campaign},
               {"language", lead.language}};
  if (event == kLeadSlaBreachedEvent) {
    const auto booking = MissedCallBooking(subject_key);
    body["reason"] = booking ? "missed_call" : "first_contact";
    if (booking) body["booking"] = *booking;
  }
  return body.dump();
}

std::vector<std::string> WebhookHeaders(const config::WebhookSettings& settings,
                                        const Delivery& delivery, std::string_view event,
                                        std::string_view timestamp, std::string_view body) {
  std::vector<std::string> secrets{settings.secret};
  if (settings.previous_secret) secrets.push_back(*settings.previous_secret);
  // lead.created keeps the bare lead id as its key (receivers built before
  // other events existed); other events add their name, and what they are about when a lead can
  // have several (a missed call's booking), so a receiver never drops one as a repeat of another.
  std::string key = delivery.lead_id;
  if (event != kLeadCreatedEvent) {
    key += '.';
    key += event;
    if (!delivery.subject_key.empty()) {
      key += '.';
      key += delivery.subject_key;
    }
  }
  return {
      "Content-Type: application/json",
      // A receiver that saw the key already answers 2xx and ignores it.
      "Idempotency-Key: " + key,
      "X-Firm-Event: " + std::string(event),
      "X-Firm-Delivery: " + delivery.id,
      "X-Firm-Timestamp: " + std::string(timestamp),
      "X-Firm-Signature: " + SignatureHeaderValue(secrets, timestamp, body),
  };
}

SendResult WebhookChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                                const std::atomic<bool>& abort) const {
  const std::string timestamp =
      std::to_string(std::chrono::duration_cast<std::chrono::seconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count());
  HttpPost post;
  post.url = settings_.url;
  post.body = WebhookBody(lead, event_, delivery.subject_key);
  post.headers = WebhookHeaders(settings_, delivery, event_, timestamp, post.body);
  return SendHttpPost(post, timeout_, abort);
}

}  // namespace firm::outbox
