#include "outbox/sms_inbound.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <array>
#include <iostream>

#include "common/text.hpp"
#include "leads/lead_messages.hpp"
#include "outbox/acknowledgement.hpp"

namespace firm::outbox {

namespace {

constexpr std::size_t kMaxInboundBytes = 16 * 1024;
constexpr std::string_view kFormType = "application/x-www-form-urlencoded";

constexpr std::string_view kBadSignature = "The request signature is missing or wrong.";
constexpr std::string_view kNotForm =
    "Send a form (Content-Type: application/x-www-form-urlencoded).";
constexpr std::string_view kTooLarge = "The request is too large.";
constexpr std::string_view kBadForm = "The form body is not valid.";
constexpr std::string_view kBadFrom = "A phone number in E.164 form, like +13105550142.";

constexpr std::string_view kOptOut =
    "INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES ($1, $2)"
    " ON CONFLICT (phone) DO NOTHING";
constexpr std::string_view kOptIn = "DELETE FROM sms_opt_outs WHERE phone = $1";

bool IsFormContentType(std::string_view content_type) {
  const std::string lower = common::AsciiLower(common::TrimOws(content_type));
  if (!lower.starts_with(kFormType)) return false;
  std::string_view rest = std::string_view(lower).substr(kFormType.size());
  rest = common::TrimOws(rest);
  return rest.empty() || rest.front() == ';';
}

std::string Base64(const unsigned char* bytes, std::size_t size) {
  std::string out(4 * ((size + 2) / 3), '\0');
  const int written =
      EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), bytes, static_cast<int>(size));
  out.resize(static_cast<std::size_t>(std::max(written, 0)));
  return out;
}

std::string XmlEscape(std::string_view text) { return common::HtmlEscape(text); }

}  // namespace

std::string SmsSignature(std::string_view token, std::string_view url,
                         std::vector<std::pair<std::string, std::string>> params) {
  // As Twilio's own libraries compute it: names sorted, each name's distinct
  // values sorted (a repeated identical pair counts once).
  std::sort(params.begin(), params.end());
  params.erase(std::unique(params.begin(), params.end()), params.end());
  std::string data(url);
  for (const auto& [name, value] : params) data += name + value;
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int length = 0;
  HMAC(EVP_sha1(), token.data(), static_cast<int>(token.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), mac.data(), &length);
  return Base64(mac.data(), length);
}

SmsKeyword KeywordOf(std::string_view body) {
  const std::string word = common::AsciiLower(common::TrimWhitespace(body));
  for (std::string_view stop : {"stop", "stopall", "unsubscribe", "cancel", "end", "quit"}) {
    if (word == stop) return SmsKeyword::kStop;
  }
  for (std::string_view start : {"start", "unstop", "yes"}) {
    if (word == start) return SmsKeyword::kStart;
  }
  if (word == "help" || word == "info") return SmsKeyword::kHelp;
  return SmsKeyword::kNone;
}

SmsInbound::SmsInbound(std::shared_ptr<storage::Database> database, config::SmsSettings settings,
                       std::string site_origin, site::FirmContact firm)
    : database_(std::move(database)),
      settings_(std::move(settings)),
      site_origin_(std::move(site_origin)),
      firm_(std::move(firm)),
      api_(http::JsonApi::Options{nullptr, kMaxInboundBytes, std::string(kNotForm),
                                  std::string(kTooLarge)}),
      xml_headers_{{"Content-Type", "text/xml; charset=utf-8"}, {"Cache-Control", "no-store"}} {}

http::Response SmsInbound::Twiml(std::string_view message) const {
  http::Response response;
  response.fixed_headers = &xml_headers_;
  std::string body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Response>";
  if (!message.empty()) body += "<Message>" + XmlEscape(message) + "</Message>";
  body += "</Response>\n";
  response.SetOwnedBody(std::move(body));
  return response;
}

http::Response SmsInbound::Handle(const http::Request& request) const {
  if (request.body.size() > kMaxInboundBytes) return api_.Error(413, "_body", kTooLarge);
  if (!request.content_type || !IsFormContentType(*request.content_type)) {
    return api_.Error(415, "_body", kNotForm);
  }
  auto params = common::ParseFormEncoded(request.body);
  // Signed over the URL the provider called: our public origin and the target.
  const std::string url = site_origin_ + std::string(request.target);
  if (!request.sms_signature || !params) {
    if (!request.sms_signature) return api_.Error(403, "_body", kBadSignature);
    return api_.Error(400, "_body", kBadForm);
  }
  const std::string expected = SmsSignature(settings_.token, url, *params);
  const std::string_view given = *request.sms_signature;
  if (given.size() != expected.size() ||
      CRYPTO_memcmp(given.data(), expected.data(), expected.size()) != 0) {
    return api_.Error(403, "_body", kBadSignature);
  }

  std::string from;
  std::string body;
  for (const auto& [name, value] : *params) {
    if (name == "From") from = value;
    if (name == "Body") body = value;
  }
  if (!common::IsE164(from)) return api_.Error(400, "From", kBadFrom);

  const SmsKeyword keyword = KeywordOf(body);
  if (keyword == SmsKeyword::kNone) return Twiml("");
  // English when the number has sent no lead, or the lookup fails: the answer still goes.
  std::string language = "en";
  if (auto latest = leads::LatestLanguageOfPhone(*database_, from); latest && latest.Value()) {
    language = *latest.Value();
  }
  switch (keyword) {
    case SmsKeyword::kStop: {
      auto stored = database_->Query(kOptOut, {from, storage::NowIso()});
      if (!stored) {
        std::cerr << "sms inbound: storage error: " << stored.Error().message << std::endl;
        return api_.Error(503, "_body", "Try again later.");
      }
      return Twiml(SmsStoppedText(firm_, language));
    }
    case SmsKeyword::kStart: {
      auto removed = database_->Query(kOptIn, {from});
      if (!removed) {
        std::cerr << "sms inbound: storage error: " << removed.Error().message << std::endl;
        return api_.Error(503, "_body", "Try again later.");
      }
      return Twiml(SmsStartedText(firm_, language));
    }
    case SmsKeyword::kHelp:
      return Twiml(SmsHelpText(firm_, language));
    case SmsKeyword::kNone:
      break;
  }
  return Twiml("");
}

void SmsInbound::Register(http::Router& router) const {
  router.Add("POST", std::string(kSmsInboundPath),
             [this](const http::Request& request, const http::NormalizedPath&) {
               return Handle(request);
             });
}

}  // namespace firm::outbox
