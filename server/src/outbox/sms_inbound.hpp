#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "config/env_config.hpp"
#include "http/json_api.hpp"
#include "http/message.hpp"
#include "http/router.hpp"
#include "site/firm_contact.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

inline constexpr std::string_view kSmsInboundPath = "/api/sms/inbound";

// Twilio's request signature: base64 of HMAC-SHA1, keyed with the auth token,
// over the full URL the provider called followed by every POST parameter's
// name and value, sorted by name (then value; an identical pair once), with
// nothing between them.
std::string SmsSignature(std::string_view token, std::string_view url,
                         std::vector<std::pair<std::string, std::string>> params);

// The keywords carriers and Twilio honour, matched on the whole message
// (trimmed, any case): STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT stop
// texts; START, UNSTOP and YES start them again; HELP and INFO ask for help.
enum class SmsKeyword { kNone, kStop, kStart, kHelp };
SmsKeyword KeywordOf(std::string_view body);

// POST /api/sms/inbound: the provider's webhook for texts workers send to
// SMS_FROM, form-encoded (From, Body, ...). A missing or wrong
// X-Twilio-Signature is 403 and changes nothing. STOP records the number in
// sms_opt_outs (it is never texted again, for any lead), START removes it,
// HELP answers; each answer is in the language of the number's latest lead
// (English when it has none). The answer is TwiML (text/xml), with a <Message> for the
// keywords and empty otherwise. Nothing of the message is logged.
class SmsInbound {
 public:
  SmsInbound(std::shared_ptr<storage::Database> database, config::SmsSettings settings,
             std::string site_origin, site::FirmContact firm);

  http::Response Handle(const http::Request& request) const;
  void Register(http::Router& router) const;

 private:
  http::Response Twiml(std::string_view message) const;

  std::shared_ptr<storage::Database> database_;
  config::SmsSettings settings_;
  std::string site_origin_;
  site::FirmContact firm_;
  http::JsonApi api_;
  http::HeaderList xml_headers_;
};

}  // namespace firm::outbox
