#include "outbox/webhook.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "outbox/signature.hpp"

namespace firm::outbox {
namespace {

using nlohmann::json;

LeadRecord MakeLead() {
  LeadRecord lead;
  lead.id = "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f";
  lead.form_type = "harassment_questionnaire";
  lead.created_at = "2026-03-10T12:34:56.700Z";
  lead.first_name = "María";
  lead.last_name = "López";
  lead.email = "maria@example.com";
  lead.phone = "+13105550142";
  lead.issue_types = {"Harassment"};
  lead.answers_json = R"({"smsConsent":false,"zip":"90012"})";
  lead.landing_page = "/services/harassment";
  lead.utm_source = "google";
  lead.utm_medium = "cpc";
  lead.utm_campaign = "spring";
  lead.reference = "GC-7K3M-Q9TD";
  return lead;
}

TEST(WebhookTest, BodyIsTheWholeLead) {
  auto body = json::parse(WebhookBody(MakeLead(), kLeadCreatedEvent));
  EXPECT_EQ(body, json::parse(R"({"event": "lead.created",
    "id": "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f", "reference": "GC-7K3M-Q9TD",
    "form": "harassment-questionnaire",
    "createdAt": "2026-03-10T12:34:56.700Z", "firstName": "María", "lastName": "López",
    "email": "maria@example.com", "phone": "+13105550142", "issueTypes": ["Harassment"],
    "answers": {"smsConsent": false, "zip": "90012"}, "landingPage": "/services/harassment",
    "utmSource": "google", "utmMedium": "cpc", "utmCampaign": "spring", "language": "en"})"));
  // Same bytes on every attempt.
  EXPECT_EQ(WebhookBody(MakeLead(), kLeadCreatedEvent), WebhookBody(MakeLead(), kLeadCreatedEvent));
  EXPECT_EQ(json::parse(WebhookBody(MakeLead(), kLeadSlaBreachedEvent))["event"],
            "lead.sla_breached");
}

TEST(WebhookTest, TheBreachEventSaysWhyAndAMissedCallNamesItsBooking) {
  const auto first = json::parse(WebhookBody(MakeLead(), kLeadSlaBreachedEvent));
  EXPECT_EQ(first["reason"], "first_contact");
  EXPECT_FALSE(first.contains("booking"));
  const auto missed = json::parse(WebhookBody(MakeLead(), kLeadSlaBreachedEvent, "booking:b-7"));
  EXPECT_EQ(missed["reason"], "missed_call");
  EXPECT_EQ(missed["booking"], "b-7");
  EXPECT_FALSE(json::parse(WebhookBody(MakeLead(), kLeadCreatedEvent)).contains("reason"));
}

TEST(WebhookTest, HeadersCarryIdempotencyKeyTimestampAndSignature) {
  config::WebhookSettings settings{"https://crm.example/hook", std::string(32, 's'),
                                   std::string(32, 'o')};
  Delivery delivery{"d-1", "lead-1", "webhook", 1, ""};
  auto headers = WebhookHeaders(settings, delivery, kLeadCreatedEvent, "1700000000", "{}");
  auto has = [&](const std::string& header) {
    return std::find(headers.begin(), headers.end(), header) != headers.end();
  };
  EXPECT_TRUE(has("Content-Type: application/json"));
  EXPECT_TRUE(has("Idempotency-Key: lead-1"));
  EXPECT_TRUE(has("X-Firm-Event: lead.created"));
  EXPECT_TRUE(has("X-Firm-Delivery: d-1"));
  EXPECT_TRUE(has("X-Firm-Timestamp: 1700000000"));
  EXPECT_TRUE(has("X-Firm-Signature: v1=" + SignatureV1(std::string(32, 's'), "1700000000", "{}") +
                  ", v1=" + SignatureV1(std::string(32, 'o'), "1700000000", "{}")));
}

TEST(WebhookTest, TheBreachEventHasItsOwnIdempotencyKey) {
  config::WebhookSettings settings{"https://crm.example/hook", std::string(32, 's'), std::nullopt};
  Delivery delivery{"d-2", "lead-1", "escalation_webhook", 1, ""};
  auto headers = WebhookHeaders(settings, delivery, kLeadSlaBreachedEvent, "1700000000", "{}");
  EXPECT_NE(std::find(headers.begin(), headers.end(), "Idempotency-Key: lead-1.lead.sla_breached"),
            headers.end());
  EXPECT_NE(std::find(headers.begin(), headers.end(), "X-Firm-Event: lead.sla_breached"),
            headers.end());
  // A missed call's escalation of the same lead is another event, with another key.
  Delivery missed{"d-3", "lead-1", "escalation_webhook", 1, "booking:b-7"};
  headers = WebhookHeaders(settings, missed, kLeadSlaBreachedEvent, "1700000000", "{}");
  EXPECT_NE(std::find(headers.begin(), headers.end(),
                      "Idempotency-Key: lead-1.lead.sla_breached.booking:b-7"),
            headers.end());
}

}  // namespace
}  // namespace firm::outbox
