// The gate's refusals: their statuses and messages, the stand-in request
// that carries one through RESTinio to the router, and the answer.
#include <array>
#include <charconv>
#include <fstream>
#include <stdexcept>

#include "http/json_api.hpp"
#include "http/request_gate.hpp"
#include "http/router.hpp"

namespace firm::http {

namespace {

struct ReasonInfo {
  RefusalReason reason;
  int status;
  std::string_view message;
};

constexpr std::array<ReasonInfo, 21> kReasons = {{
    {RefusalReason::kBareLineFeed, 400, "Every line of the request must end in CR LF."},
    {RefusalReason::kBareCarriageReturn, 400, "The request has a CR that is not followed by LF."},
    {RefusalReason::kFoldedHeader, 400, "Folded header lines (starting with a space) are refused."},
    {RefusalReason::kSpaceBeforeColon, 400,
     "A header name is followed by a space before its colon."},
    {RefusalReason::kBadFieldName, 400, "A header name is empty or holds characters it may not."},
    {RefusalReason::kBadFieldValue, 400, "A header value holds control characters."},
    {RefusalReason::kBadRequestLine, 400, "The request line is not METHOD target HTTP/1.1."},
    {RefusalReason::kBadTarget, 400, "The request target is not a valid path."},
    {RefusalReason::kBadContentLength, 400,
     "Content-Length must be one decimal number, and not sent with Transfer-Encoding."},
    {RefusalReason::kChunkedHttp10, 400, "HTTP/1.0 requests cannot use Transfer-Encoding."},
    {RefusalReason::kDuplicateHost, 400, "The request has more than one Host header."},
    {RefusalReason::kMissingHost, 400, "An HTTP/1.1 request needs a Host header."},
    {RefusalReason::kBadHost, 400, "The Host header is not a host name with an optional port."},
    {RefusalReason::kBadChunk, 400, "The chunked request body is malformed."},
    {RefusalReason::kTimeout, 408, "The request was not received in time."},
    {RefusalReason::kBodyTooLarge, 413, "The request body is too large."},
    {RefusalReason::kTargetTooLong, 414, "The request target is too long."},
    {RefusalReason::kHeadersTooLarge, 431, "The request headers are too large."},
    {RefusalReason::kUnsupportedMethod, 501, "The request method is not supported."},
    {RefusalReason::kUnsupportedCoding, 501, "Only the chunked transfer coding is supported."},
    {RefusalReason::kUnsupportedVersion, 505, "Only HTTP/1.1 and HTTP/1.0 are supported."},
}};

const ReasonInfo& Info(RefusalReason reason) {
  for (const auto& info : kReasons) {
    if (info.reason == reason) return info;
  }
  throw std::logic_error("unknown refusal reason");
}

}  // namespace

int RefusalStatus(RefusalReason reason) { return Info(reason).status; }
std::string_view RefusalMessage(RefusalReason reason) { return Info(reason).message; }

std::string StandInRequest(const Refusal& refusal, std::string_view secret) {
  std::string value = std::string(secret) + " " + std::to_string(static_cast<int>(refusal.reason)) +
                      " " + (refusal.method.empty() ? "-" : refusal.method) + " " +
                      (refusal.target.empty() ? "-" : refusal.target);
  return "GET / HTTP/1.1\r\nHost: refused\r\n" + std::string(kStandInHeader) + ": " + value +
         "\r\nConnection: close\r\n\r\n";
}

std::optional<Refusal> ReadStandIn(std::string_view header_value, std::string_view secret) {
  auto next = [&header_value]() {
    auto space = header_value.find(' ');
    std::string_view word = header_value.substr(0, space);
    header_value.remove_prefix(space == std::string_view::npos ? header_value.size() : space + 1);
    return word;
  };
  if (secret.empty() || next() != secret) return std::nullopt;
  std::string_view number = next();
  int reason = -1;
  auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), reason);
  if (ec != std::errc() || reason < 0 || reason >= static_cast<int>(kReasons.size())) {
    return std::nullopt;
  }
  Refusal refusal;
  refusal.reason = static_cast<RefusalReason>(reason);
  refusal.method = std::string(next());
  std::string_view target = next();
  refusal.target = target == "-" ? "" : std::string(target);
  return refusal;
}

Response RefusalResponse(const Refusal& refusal) {
  int status = RefusalStatus(refusal.reason);
  std::string message(RefusalMessage(refusal.reason));
  // Absolute-form targets ("http://host/api/...") are API requests too.
  std::string_view path = refusal.target;
  if (auto scheme = path.find("://"); scheme != std::string_view::npos) {
    auto slash = path.find('/', scheme + 3);
    path = slash == std::string_view::npos ? std::string_view("/") : path.substr(slash);
  }
  if (IsApiPath(path)) {
    static const JsonApi api(JsonApi::Options{});
    return api.Error(status, status == 413 ? "_body" : "_request", message);
  }
  return PlainText(status, message + "\n");
}

std::string NewGateSecret() {
  std::ifstream random("/dev/urandom", std::ios::binary);
  std::array<unsigned char, 16> bytes{};
  if (!random.read(reinterpret_cast<char*>(bytes.data()), bytes.size())) {
    throw std::runtime_error("cannot read /dev/urandom");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char b : bytes) {
    out += kHex[b >> 4];
    out += kHex[b & 0xf];
  }
  return out;
}

}  // namespace firm::http
