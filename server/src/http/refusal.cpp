// The parser's refusals (and the connection's own two): their statuses and
// messages, and the answer.
#include <array>
#include <stdexcept>

#include "http/json_api.hpp"
#include "http/request_parser.hpp"
#include "http/router.hpp"

namespace firm::http {

namespace {

struct ReasonInfo {
  RefusalReason reason;
  int status;
  std::string_view message;
};

constexpr std::array<ReasonInfo, 25> kReasons = {{
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
    {RefusalReason::kFramingTrailer, 400,
     "A trailer field may not be Content-Length or Transfer-Encoding."},
    {RefusalReason::kLeadingEmptyLines, 400, "Only one empty line may come before a request line."},
    {RefusalReason::kTimeout, 408, "The request was not received in time."},
    {RefusalReason::kBodyTooLarge, 413, "The request body is too large."},
    {RefusalReason::kTargetTooLong, 414, "The request target is too long."},
    {RefusalReason::kHeadersTooLarge, 431, "The request headers are too large."},
    {RefusalReason::kUnsupportedMethod, 501, "The request method is not supported."},
    {RefusalReason::kUnsupportedCoding, 501, "Only the chunked transfer coding is supported."},
    {RefusalReason::kUnsupportedVersion, 505, "Only HTTP/1.1 and HTTP/1.0 are supported."},
    {RefusalReason::kForeignOrigin, 400, "This server answers only for its own origin."},
    {RefusalReason::kTooManyConnections, 429,
     "Too many open connections from one address. Close some and try again."},
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

Response RefusalResponse(const Refusal& refusal) {
  int status = RefusalStatus(refusal.reason);
  std::string message(RefusalMessage(refusal.reason));
  // Absolute-form targets ("http://host/api/...") are API requests too.
  std::string_view path = refusal.target;
  if (auto scheme = path.find("://"); scheme != std::string_view::npos) {
    auto slash = path.find('/', scheme + 3);
    path = slash == std::string_view::npos ? std::string_view("/") : path.substr(slash);
  }
  Response response;
  if (IsApiPath(path)) {
    static const JsonApi api(JsonApi::Options{});
    response = api.Error(status, status == 413 ? "_body" : "_request", message);
  } else {
    response = PlainText(status, message + "\n");
  }
  if (refusal.reason == RefusalReason::kTooManyConnections) {
    response.extra_headers.emplace_back("Retry-After", "5");
  }
  return response;
}

}  // namespace firm::http
