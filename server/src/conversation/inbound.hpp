#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "config/env_config.hpp"
#include "conversation/conversation.hpp"
#include "http/json_api.hpp"
#include "http/message.hpp"
#include "http/router.hpp"

namespace firm::conversation {

inline constexpr std::string_view kSmsInboundPath = "/api/sms/inbound";
inline constexpr std::string_view kSmsStatusPath = "/api/sms/status";

// Twilio's request signature: base64 of HMAC-SHA1, keyed with the auth token,
// over the full URL the provider called followed by every POST parameter's
// name and value, sorted by name (then value; an identical pair once), with
// nothing between them.
std::string SmsSignature(std::string_view token, std::string_view url,
                         std::vector<std::pair<std::string, std::string>> params);

// A Twilio id: `prefix` ("SM", "MM", "AC", "MG") and 32 hex digits.
bool IsTwilioSid(std::string_view text, std::initializer_list<std::string_view> prefixes);

// The first field of an inbound text that breaks its grammar, with the reason; nullopt when
// every field the handler reads is sound. The signature covers names and values run together,
// so characters moved from one value into the next name (or a name into its value) keep it
// valid: each field read is held to its exact shape, so that such a move cannot make a
// captured text pass as a new one (a longer MessageSid, a dropped NumMedia).
//   From (required), To: E.164. MessageSid (required): "SM" or "MM" and 32 hex digits;
//   SmsSid, SmsMessageSid: the same value when sent. AccountSid "AC", MessagingServiceSid "MG",
//   and 32 hex digits. NumMedia (required): 0 to 10, with exactly MediaUrl0..MediaUrl<n-1>.
//   Any of these sent twice is refused.
struct FieldProblem {
  std::string field;
  std::string_view message;
};
std::optional<FieldProblem> InboundFieldProblem(
    const std::vector<std::pair<std::string, std::string>>& params);

// The provider's two webhooks, form-encoded and signed (X-Twilio-Signature over SITE_ORIGIN
// and the target; missing or wrong: 403 and nothing changes).
//
// POST /api/sms/inbound: a text a worker sent to SMS_FROM (From, Body, MessageSid, NumMedia,
// MediaUrlN). Stored on the lead's thread (Conversation::Receive); the answer is TwiML
// (text/xml) with a <Message> for STOP, START and HELP, empty otherwise.
//
// POST /api/sms/status: a status callback (MessageSid, MessageStatus, ErrorCode) for a text we
// sent: 204 once applied, 404 for a message we do not know, 400 for a status Twilio does not
// define. Nothing of either message is logged.
class SmsWebhooks {
 public:
  SmsWebhooks(Conversation& conversation, config::SmsSettings settings, std::string site_origin);

  http::Response HandleInbound(const http::Request& request) const;
  http::Response HandleStatus(const http::Request& request) const;
  void Register(http::Router& router) const;

 private:
  using Params = std::vector<std::pair<std::string, std::string>>;
  // The checked, signed form parameters, or the refusal.
  common::Result<Params, http::Response> SignedForm(const http::Request& request) const;
  http::Response Twiml(std::string_view message) const;

  Conversation& conversation_;
  config::SmsSettings settings_;
  std::string site_origin_;
  http::JsonApi api_;
  http::HeaderList xml_headers_;
};

// The status a provider callback reports, as the thread shows it: "queued", "sent",
// "delivered", "undelivered", "failed"; "" for statuses that change nothing (receiving,
// received, partially_delivered); nullopt for a word Twilio does not define.
std::optional<std::string> ThreadStatusOf(std::string_view provider_status);

}  // namespace firm::conversation
