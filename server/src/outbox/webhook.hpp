#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "config/env_config.hpp"
#include "outbox/channel.hpp"

namespace firm::outbox {

inline constexpr std::string_view kLeadCreatedEvent = "lead.created";
inline constexpr std::string_view kLeadSlaBreachedEvent = "lead.sla_breached";

// The JSON the receiver gets: event, id, reference, form, createdAt, firstName, lastName, email,
// phone, issueTypes, answers (the whole normalised submission), landingPage,
// utmSource, utmMedium, utmCampaign, language; lead.sla_breached adds `reason`: "first_contact"
// (nobody contacted the lead in time) or "missed_call" (a booked call passed with no contact
// logged; `booking` names it, from the delivery's `subject_key`). Deterministic (sorted keys), so
// every attempt of a delivery sends the same bytes.
std::string WebhookBody(const LeadRecord& lead, std::string_view event,
                        std::string_view subject_key = {});

// Every header of one webhook request, signature included.
std::vector<std::string> WebhookHeaders(const config::WebhookSettings& settings,
                                        const Delivery& delivery, std::string_view event,
                                        std::string_view timestamp, std::string_view body);

// POSTs the lead to WEBHOOK_URL (SendHttpPost) as `event`: lead.created on
// the "webhook" channel, lead.sla_breached on "escalation_webhook".
class WebhookChannel : public Channel {
 public:
  WebhookChannel(config::WebhookSettings settings, std::chrono::milliseconds timeout,
                 std::string_view channel = kWebhookChannel,
                 std::string_view event = kLeadCreatedEvent)
      : settings_(std::move(settings)), timeout_(timeout), channel_(channel), event_(event) {}

  std::string_view Name() const override { return channel_; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::WebhookSettings settings_;
  std::chrono::milliseconds timeout_;
  std::string_view channel_;
  std::string_view event_;
};

}  // namespace firm::outbox
