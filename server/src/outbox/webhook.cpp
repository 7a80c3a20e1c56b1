#include "outbox/webhook.hpp"

#include <nlohmann/json.hpp>

#include "outbox/curl_transfer.hpp"
#include "outbox/signature.hpp"

namespace firm::outbox {

namespace {

using nlohmann::json;

// Answers to a webhook carry nothing we need; reading stops here.
constexpr std::size_t kMaxResponseBytes = 64 * 1024;

std::size_t DiscardBody(char*, std::size_t size, std::size_t count, void* user) {
  auto* seen = static_cast<std::size_t*>(user);
  *seen += size * count;
  return *seen > kMaxResponseBytes ? 0 : size * count;
}

}  // namespace

std::string LeadRecord::FormId() const {
  std::string id = form_type;
  for (char& c : id) {
    if (c == '_') c = '-';
  }
  return id;
}

std::string WebhookBody(const LeadRecord& lead) {
  json answers = json::parse(lead.answers_json, nullptr, false);
  if (!answers.is_object()) answers = json::object();
  json body = {{"id", lead.id},
               {"form", lead.FormId()},
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
               {"utmCampaign", lead.utm_campaign}};
  return body.dump();
}

std::vector<std::string> WebhookHeaders(const config::WebhookSettings& settings,
                                        const Delivery& delivery, std::string_view timestamp,
                                        std::string_view body) {
  std::vector<std::string> secrets{settings.secret};
  if (settings.previous_secret) secrets.push_back(*settings.previous_secret);
  return {
      "Content-Type: application/json",
      // The lead id: a receiver that saw it already answers 2xx and ignores it.
      "Idempotency-Key: " + delivery.lead_id,
      "X-Firm-Delivery: " + delivery.id,
      "X-Firm-Timestamp: " + std::string(timestamp),
      "X-Firm-Signature: " + SignatureHeaderValue(secrets, timestamp, body),
      // No "Expect: 100-continue" round trip: the body is small.
      "Expect:",
  };
}

SendResult WebhookChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                                const std::atomic<bool>& abort) const {
  const std::string body = WebhookBody(lead);
  const std::string timestamp =
      std::to_string(std::chrono::duration_cast<std::chrono::seconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count());
  CurlHandle handle;
  if (!handle.easy) return Unsent("curl_easy_init failed");
  CURL* curl = handle.easy.get();
  ApplyCommonOptions(handle, settings_.url, "http,https", timeout_, abort);
  curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(curl, CURLOPT_POST, 1L);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.data());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
  curl_easy_setopt(curl, CURLOPT_USERAGENT, "firm-server-outbox/1");
  std::size_t response_bytes = 0;
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, DiscardBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &response_bytes);
  curl_slist* headers = nullptr;
  for (const auto& header : WebhookHeaders(settings_, delivery, timestamp, body)) {
    headers = curl_slist_append(headers, header.c_str());
  }
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

  const CURLcode code = curl_easy_perform(curl);
  curl_slist_free_all(headers);

  long status = 0;
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  SendResult result;
  if (code == CURLE_ABORTED_BY_CALLBACK) {
    result.interrupted = true;
    result.error = "interrupted: the server is stopping";
    return result;
  }
  // An oversized answer after the status line still tells us the status.
  if (code != CURLE_OK && !(code == CURLE_WRITE_ERROR && status > 0)) {
    result.verdict = ClassifyTransportError(code);
    result.error = ShortCurlError(code, handle.error);
    return result;
  }
  result.status = status;
  result.verdict = ClassifyHttpStatus(status);
  if (result.verdict != Verdict::kDelivered) {
    result.error = "HTTP " + std::to_string(status);
    if (status >= 300 && status < 400) result.error += " (redirects are not followed)";
  }
  curl_off_t retry_after = 0;
  if (curl_easy_getinfo(curl, CURLINFO_RETRY_AFTER, &retry_after) == CURLE_OK && retry_after > 0) {
    result.retry_after = std::chrono::seconds(retry_after);
  }
  return result;
}

}  // namespace firm::outbox
