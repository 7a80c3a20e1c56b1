#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "config/env_config.hpp"
#include "outbox/channel.hpp"

namespace firm::outbox {

// The JSON the receiver gets: id, form, createdAt, firstName, lastName, email,
// phone, issueTypes, answers (the whole normalised submission), landingPage,
// utmSource, utmMedium, utmCampaign. Deterministic (sorted keys), so every
// attempt of a delivery sends the same bytes.
std::string WebhookBody(const LeadRecord& lead);

// Every header of one webhook request, signature included.
std::vector<std::string> WebhookHeaders(const config::WebhookSettings& settings,
                                        const Delivery& delivery, std::string_view timestamp,
                                        std::string_view body);

// POSTs the lead to WEBHOOK_URL: no redirects followed, TLS verified, bounded
// by the send timeout; 2xx delivered, 408/429/5xx retry (with Retry-After),
// other statuses failed.
class WebhookChannel : public Channel {
 public:
  WebhookChannel(config::WebhookSettings settings, std::chrono::milliseconds timeout)
      : settings_(std::move(settings)), timeout_(timeout) {}

  std::string_view Name() const override { return kWebhookChannel; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::WebhookSettings settings_;
  std::chrono::milliseconds timeout_;
};

}  // namespace firm::outbox
