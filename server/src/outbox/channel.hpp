#pragma once

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

#include "outbox/outcome.hpp"

namespace firm::outbox {

// A stored lead as the channels need it, read at send time (not copied into
// the outbox) so a lead deleted for a privacy request is never sent.
struct LeadRecord {
  std::string id;
  std::string form_type;   // case_review | harassment_questionnaire
  std::string created_at;  // ISO 8601 UTC
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;
  std::vector<std::string> issue_types;
  std::string answers_json;  // the normalised payload, a JSON object
  std::string landing_page;
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string reference;        // "GC-7K3M-Q9TD"
  bool sms_consent = false;     // the case review's smsConsent was ticked
  bool sms_opted_out = false;   // the phone replied STOP (sms_opt_outs)
  std::string language = "en";  // the page's language: "en" or "es" (issue 19)

  // "case_review" -> "case-review": the form id used in URLs and the webhook.
  std::string FormId() const;
};

// One claimed delivery row.
struct Delivery {
  std::string id;
  std::string lead_id;
  std::string channel;   // one of the k*Channel names below
  unsigned attempt = 0;  // this attempt, 1-based
};

inline constexpr std::string_view kWebhookChannel = "webhook";
inline constexpr std::string_view kEmailChannel = "email";
// To the worker: the acknowledgement e-mail and text (outbox/acknowledgement).
inline constexpr std::string_view kAckEmailChannel = "ack_email";
inline constexpr std::string_view kAckSmsChannel = "ack_sms";
// To staff, once, when a lead waits past the first-contact time (outbox/escalation).
inline constexpr std::string_view kEscalationEmailChannel = "escalation_email";
inline constexpr std::string_view kEscalationWebhookChannel = "escalation_webhook";

// One delivery target. Send is bounded by the channel's timeout and returns
// early (interrupted) once `abort` is set. Called from several worker threads.
class Channel {
 public:
  virtual ~Channel() = default;
  virtual std::string_view Name() const = 0;
  virtual SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                          const std::atomic<bool>& abort) const = 0;
};

}  // namespace firm::outbox
