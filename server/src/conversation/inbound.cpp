#include "conversation/inbound.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <iostream>
#include <nlohmann/json.hpp>

#include "common/crypto.hpp"
#include "common/text.hpp"

namespace firm::conversation {

namespace {

constexpr std::size_t kMaxInboundBytes = 16 * 1024;
constexpr std::size_t kMaxMedia = 10;  // Twilio sends at most ten MediaUrlN

constexpr std::string_view kBadSignature = "The request signature is missing or wrong.";
constexpr std::string_view kNotForm =
    "Send a form (Content-Type: application/x-www-form-urlencoded).";
constexpr std::string_view kTooLarge = "The request is too large.";
constexpr std::string_view kBadForm = "The form body is not valid.";
constexpr std::string_view kBadFrom = "A phone number in E.164 form, like +13105550142.";
constexpr std::string_view kBadSid = "The provider's message id: 2 to 64 letters and digits.";
constexpr std::string_view kBadMessageSid = "A message id: SM or MM, then 32 hex digits.";
constexpr std::string_view kNotTheMessageSid = "The same id as MessageSid.";
constexpr std::string_view kBadAccountSid = "An account id: AC, then 32 hex digits.";
constexpr std::string_view kBadServiceSid = "A messaging service id: MG, then 32 hex digits.";
constexpr std::string_view kBadNumMedia = "A number of attachments from 0 to 10.";
constexpr std::string_view kMediaCount = "Exactly one link for each of NumMedia's attachments.";
constexpr std::string_view kRepeated = "This field is sent more than once.";
constexpr std::string_view kBadStatus = "A message status the provider defines, like delivered.";
constexpr std::string_view kBadErrorCode = "Digits only.";
constexpr std::string_view kBadMedia = "An https:// or http:// link.";
constexpr std::string_view kUnknownMessage = "No message with this id was sent from here.";
constexpr std::string_view kTryLater = "Try again later.";

// What a worker wrote, kept whole but for control characters other than line breaks and tabs.
std::string WithoutControls(std::string_view body) {
  std::string out;
  out.reserve(body.size());
  for (char c : body) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7F) continue;
    out += c;
  }
  return out;
}

const std::string* Find(const std::vector<std::pair<std::string, std::string>>& params,
                        std::string_view name) {
  for (const auto& [key, value] : params) {
    if (key == name) return &value;
  }
  return nullptr;
}

std::size_t Count(const std::vector<std::pair<std::string, std::string>>& params,
                  std::string_view name) {
  return static_cast<std::size_t>(std::count_if(
      params.begin(), params.end(), [&](const auto& param) { return param.first == name; }));
}

std::string MediaName(std::size_t index) { return "MediaUrl" + std::to_string(index); }

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
  return common::Base64Encode(std::string_view(reinterpret_cast<const char*>(mac.data()), length));
}

bool IsTwilioSid(std::string_view text, std::initializer_list<std::string_view> prefixes) {
  if (text.size() != 34) return false;
  const bool known = std::any_of(prefixes.begin(), prefixes.end(),
                                 [&](std::string_view prefix) { return text.starts_with(prefix); });
  return known && std::all_of(text.begin() + 2, text.end(), [](char c) {
           return std::isxdigit(static_cast<unsigned char>(c)) != 0;
         });
}

std::optional<FieldProblem> InboundFieldProblem(
    const std::vector<std::pair<std::string, std::string>>& params) {
  using P = std::optional<FieldProblem>;
  for (std::string_view name : {"From", "To", "Body", "MessageSid", "SmsSid", "SmsMessageSid",
                                "AccountSid", "MessagingServiceSid", "NumMedia"}) {
    if (Count(params, name) > 1) return P({std::string(name), kRepeated});
  }
  const auto* from = Find(params, "From");
  if (!from || !common::IsE164(*from)) return P({"From", kBadFrom});
  if (const auto* to = Find(params, "To"); to && !common::IsE164(*to)) return P({"To", kBadFrom});
  const auto* sid = Find(params, "MessageSid");
  if (!sid || !IsTwilioSid(*sid, {"SM", "MM"})) return P({"MessageSid", kBadMessageSid});
  for (std::string_view name : {"SmsSid", "SmsMessageSid"}) {
    if (const auto* same = Find(params, name); same && *same != *sid) {
      return P({std::string(name), kNotTheMessageSid});
    }
  }
  if (const auto* account = Find(params, "AccountSid"); account && !IsTwilioSid(*account, {"AC"})) {
    return P({"AccountSid", kBadAccountSid});
  }
  if (const auto* service = Find(params, "MessagingServiceSid");
      service && !IsTwilioSid(*service, {"MG"})) {
    return P({"MessagingServiceSid", kBadServiceSid});
  }
  const auto* num_media = Find(params, "NumMedia");
  if (!num_media || num_media->empty() || num_media->size() > 2 ||
      !common::IsAsciiDigits(*num_media) || std::stoul(*num_media) > kMaxMedia) {
    return P({"NumMedia", kBadNumMedia});
  }
  const std::size_t media = std::stoul(*num_media);
  for (std::size_t i = 0; i < kMaxMedia + 1; ++i) {
    const std::size_t count = Count(params, MediaName(i));
    if (count != (i < media ? 1u : 0u)) return P({MediaName(i), kMediaCount});
  }
  return std::nullopt;
}

std::optional<std::string> ThreadStatusOf(std::string_view status) {
  for (std::string_view waiting : {"accepted", "scheduled", "queued", "sending"}) {
    if (status == waiting) return "queued";
  }
  if (status == "sent") return "sent";
  if (status == "delivered" || status == "read") return "delivered";
  if (status == "undelivered") return "undelivered";
  if (status == "failed" || status == "canceled") return "failed";
  for (std::string_view other : {"receiving", "received", "partially_delivered"}) {
    if (status == other) return "";
  }
  return std::nullopt;
}

SmsWebhooks::SmsWebhooks(Conversation& conversation, config::SmsSettings settings,
                         std::string site_origin)
    : conversation_(conversation),
      settings_(std::move(settings)),
      site_origin_(std::move(site_origin)),
      api_(http::JsonApi::Options{nullptr, kMaxInboundBytes, std::string(kNotForm),
                                  std::string(kTooLarge)}),
      xml_headers_{{"Content-Type", "text/xml; charset=utf-8"}, {"Cache-Control", "no-store"}} {}

http::Response SmsWebhooks::Twiml(std::string_view message) const {
  http::Response response;
  response.fixed_headers = &xml_headers_;
  std::string body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Response>";
  if (!message.empty()) body += "<Message>" + common::HtmlEscape(message) + "</Message>";
  body += "</Response>\n";
  response.SetOwnedBody(std::move(body));
  return response;
}

common::Result<SmsWebhooks::Params, http::Response> SmsWebhooks::SignedForm(
    const http::Request& request) const {
  using R = common::Result<Params, http::Response>;
  if (request.body.size() > kMaxInboundBytes) return R::Err(api_.Error(413, "_body", kTooLarge));
  if (const auto type = request.Header("Content-Type"); !type || !http::IsFormContentType(*type)) {
    return R::Err(api_.Error(415, "_body", kNotForm));
  }
  const auto signature = request.Header("X-Twilio-Signature");
  if (!signature) return R::Err(api_.Error(403, "_body", kBadSignature));
  auto params = common::ParseFormEncoded(request.body);
  if (!params) return R::Err(api_.Error(400, "_body", kBadForm));
  // Signed over the URL the provider called: our public origin and the target.
  const std::string expected =
      SmsSignature(settings_.token, site_origin_ + std::string(request.target), *params);
  const std::string_view given = *signature;
  if (given.size() != expected.size() ||
      CRYPTO_memcmp(given.data(), expected.data(), expected.size()) != 0) {
    return R::Err(api_.Error(403, "_body", kBadSignature));
  }
  return R::Ok(std::move(*params));
}

http::Response SmsWebhooks::HandleInbound(const http::Request& request) const {
  auto form = SignedForm(request);
  if (!form) return std::move(form).Error();
  const auto& params = form.Value();
  if (auto problem = InboundFieldProblem(params)) {
    return api_.Error(400, problem->field, problem->message);
  }
  InboundText text;
  text.phone = *Find(params, "From");
  text.provider_sid = *Find(params, "MessageSid");
  if (const auto* body = Find(params, "Body")) text.body = WithoutControls(*body);
  auto media = nlohmann::json::array();
  for (std::size_t i = 0; i < kMaxMedia; ++i) {
    const std::string name = MediaName(i);
    const auto* url = Find(params, name);
    if (!url) continue;
    // Kept as a link for staff to open; the server never fetches it.
    if (!(url->starts_with("https://") || url->starts_with("http://")) || url->size() > 2048 ||
        common::HasControlCharacters(*url)) {
      return api_.Error(400, name, kBadMedia);
    }
    media.push_back(*url);
  }
  text.media_json = media.dump();

  auto received = conversation_.Receive(text, std::chrono::system_clock::now());
  if (!received) {
    std::cerr << "sms inbound: storage error: " << received.Error().message << std::endl;
    return api_.Error(503, "_body", kTryLater);
  }
  return Twiml(received.Value().answer);
}

http::Response SmsWebhooks::HandleStatus(const http::Request& request) const {
  auto form = SignedForm(request);
  if (!form) return std::move(form).Error();
  const auto& params = form.Value();
  const auto* sid = Find(params, "MessageSid");
  if (!sid || !IsProviderSid(*sid)) return api_.Error(400, "MessageSid", kBadSid);
  const auto* provider_status = Find(params, "MessageStatus");
  auto status = provider_status ? ThreadStatusOf(*provider_status) : std::nullopt;
  if (!status) return api_.Error(400, "MessageStatus", kBadStatus);
  std::string error_code;
  if (const auto* code = Find(params, "ErrorCode"); code && !code->empty()) {
    if (code->size() > 10 || !common::IsAsciiDigits(*code)) {
      return api_.Error(400, "ErrorCode", kBadErrorCode);
    }
    error_code = *code;
  }
  if (status->empty()) return api_.NoContent();
  auto applied = conversation_.Messages().ApplyStatus(
      *sid, *status, error_code, storage::IsoTimestamp(std::chrono::system_clock::now()));
  if (!applied) {
    std::cerr << "sms status: storage error: " << applied.Error().message << std::endl;
    return api_.Error(503, "_body", kTryLater);
  }
  if (!applied.Value()) return api_.Error(404, "MessageSid", kUnknownMessage);
  return api_.NoContent();
}

void SmsWebhooks::Register(http::Router& router) const {
  router.Add("POST", std::string(kSmsInboundPath),
             [this](const http::Request& request, const http::NormalizedPath&) {
               return HandleInbound(request);
             });
  router.Add("POST", std::string(kSmsStatusPath),
             [this](const http::Request& request, const http::NormalizedPath&) {
               return HandleStatus(request);
             });
}

}  // namespace firm::conversation
