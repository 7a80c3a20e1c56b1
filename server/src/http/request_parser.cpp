#include "http/request_parser.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <limits>

#include "common/text.hpp"
#include "http/field_grammar.hpp"
#include "http/router.hpp"

namespace firm::http {

namespace {

// The stand-in is small and fixed; targets longer than this are logged cut.
constexpr std::size_t kMaxLoggedTarget = 2048;
// The methods this server handles as ordinary requests.
constexpr std::array<std::string_view, 8> kMethods = {"GET",    "HEAD",    "POST",  "PUT",
                                                      "DELETE", "OPTIONS", "PATCH", "TRACE"};

}  // namespace

RequestParser::RequestParser(GateLimits limits) : limits_(limits) {}

std::optional<std::string_view> ParsedRequest::Field(std::string_view name) const {
  for (const auto& [field_name, value] : fields_) {
    if (common::EqualsIgnoreCase(Slice(field_name), name)) return Slice(value);
  }
  return std::nullopt;
}

std::vector<std::string_view> ParsedRequest::Fields(std::string_view name) const {
  std::vector<std::string_view> out;
  for (const auto& [field_name, value] : fields_) {
    if (common::EqualsIgnoreCase(Slice(field_name), name)) out.push_back(Slice(value));
  }
  return out;
}

std::size_t RequestParser::RetainedBytes() const {
  return buffer_.size() + current_.head_.size() + current_.body_.size();
}

std::size_t RequestParser::RetainLimit() const {
  // + 4: a line's CR LF, and the two bytes a chunk's CR LF may hold back.
  return limits_.max_head_size + static_cast<std::size_t>(limits_.max_body_size) +
         kMaxChunkSizeLine + 4;
}

bool RequestParser::HasPartialRequest() const {
  return !closed_ && (stage_ != Stage::kHead || pos_ > 0 || !buffer_.empty());
}

void RequestParser::Feed(std::string_view bytes) {
  if (closed_) return;
  buffer_.append(bytes);
  Parse();
}

void RequestParser::TimeOut() {
  if (HasPartialRequest()) Refuse(RefusalReason::kTimeout);
}

void RequestParser::Drain() { draining_ = true; }

bool RequestParser::TakeContinue() {
  const bool due = continue_due_ && stage_ != Stage::kHead && !closed_;
  continue_due_ = false;
  return due;
}

ParsedRequest RequestParser::TakeRequest() {
  ParsedRequest request = std::move(ready_.front());
  ready_.pop_front();
  // The last request of a drain ends the connection.
  if (draining_ && !closed_ && ready_.empty() && !HasPartialRequest()) {
    request.keep_alive_ = false;
    closed_ = true;
    buffer_.clear();
  }
  return request;
}

void RequestParser::Refuse(RefusalReason reason) {
  if (method_.empty() && target_.empty() && stage_ == Stage::kHead) {
    // Refused inside the request line: what can be read of it still tells the
    // log what was asked for, and an /api/ target still gets JSON.
    std::string_view line = std::string_view(buffer_).substr(0, kMaxLoggedTarget + 64);
    line = line.substr(0, line.find_first_of("\r\n"));
    auto space = line.find(' ');
    if (space != std::string_view::npos && common::IsHttpToken(line.substr(0, space))) {
      method_ = std::string(line.substr(0, space));
      std::string_view target = line.substr(space + 1);
      target = target.substr(0, std::min(target.find(' '), kMaxLoggedTarget));
      if (std::all_of(target.begin(), target.end(), [](char c) { return c > 0x20 && c < 0x7f; })) {
        target_ = std::string(target);
      }
    }
  }
  ParsedRequest refused;
  refused.refusal = Refusal{reason, method_.empty() ? std::string("-") : method_, target_};
  refused.keep_alive_ = false;
  ready_.push_back(std::move(refused));
  closed_ = true;
  buffer_.clear();
  buffer_.shrink_to_fit();
  pos_ = 0;
  line_scan_ = 0;
}

void RequestParser::Complete() {
  ParsedRequest& request = current_;
  // The head was moved into the request when it was whole; a fixed body is what buffer_ holds.
  if (stage_ == Stage::kFixedBody) request.body_ = buffer_.substr(0, pos_);
  if (!request.keep_alive_) {
    closed_ = true;  // nothing after it is read
    buffer_.clear();
    pos_ = 0;
  }
  ready_.push_back(std::move(request));
  current_ = ParsedRequest();
  continue_due_ = false;
  DropParsed();
  line_scan_ = 0;
  stage_ = Stage::kHead;
  field_count_ = 0;
  body_left_ = 0;
  body_total_ = 0;
  trailer_bytes_ = 0;
  blank_line_seen_ = false;
  method_.clear();
  target_.clear();
}

void RequestParser::DropParsed() {
  if (pos_ == 0) return;
  // Not erase(0, pos_): GCC 12 warns (-Wrestrict) about its inlined memmove.
  buffer_ = buffer_.substr(pos_);
  pos_ = 0;
}

void RequestParser::Parse() {
  while (!closed_) {
    bool progressed = stage_ == Stage::kHead ? ParseHead() : ParseBody();
    if (!progressed) break;
  }
  DropConsumed();
}

bool RequestParser::ParseHead() {
  // RFC 9112 2.2: an empty line before the request line is ignored (some clients send one
  // after a body). One, not many: a client sending only empty lines would otherwise hold its
  // connection without ever starting a request.
  while (pos_ == 0 && std::string_view(buffer_).starts_with(kCrlf)) {
    if (blank_line_seen_) {
      Refuse(RefusalReason::kLeadingEmptyLines);
      return false;
    }
    blank_line_seen_ = true;
    buffer_ = buffer_.substr(2);
  }
  if (buffer_.empty()) return false;

  // The request line.
  if (pos_ == 0) {
    // A method is a token: anything else (a TLS handshake, binary noise) is
    // refused at once instead of waiting for a line end that may never come.
    // Only the bytes before the first space or line end count, so the answer
    // is the same however the bytes are cut into reads (found by fuzzing:
    // "\rHTT\xb6..." was a bare CR a byte at a time, a bad request line whole).
    std::string_view start = std::string_view(buffer_).substr(
        0, std::min<std::size_t>(buffer_.find_first_of(" \r\n"), 16));
    if (!std::all_of(start.begin(), start.end(), [](char c) {
          return common::IsHttpTokenChar(static_cast<unsigned char>(c));
        })) {
      Refuse(RefusalReason::kBadRequestLine);
      return false;
    }
    auto line = NextLine(limits_.max_url_size + 64, RefusalReason::kTargetTooLong);
    if (!line) return false;
    auto first = line->find(' ');
    auto second = first == std::string_view::npos ? first : line->find(' ', first + 1);
    if (second == std::string_view::npos || line->find(' ', second + 1) != std::string_view::npos) {
      Refuse(RefusalReason::kBadRequestLine);
      return false;
    }
    std::string_view method = line->substr(0, first);
    std::string_view target = line->substr(first + 1, second - first - 1);
    std::string_view version = line->substr(second + 1);
    if (!common::IsHttpToken(method)) {
      Refuse(RefusalReason::kBadRequestLine);
      return false;
    }
    method_ = std::string(method);
    bool target_ok = !target.empty() && std::all_of(target.begin(), target.end(),
                                                    [](char c) { return c > 0x20 && c < 0x7f; });
    if (target_ok && target.size() <= kMaxLoggedTarget) target_ = std::string(target);
    if (version != "HTTP/1.1" && version != "HTTP/1.0") {
      bool looks_like_http = version.size() == 8 && version.starts_with("HTTP/") &&
                             std::isdigit(static_cast<unsigned char>(version[5])) &&
                             version[6] == '.' &&
                             std::isdigit(static_cast<unsigned char>(version[7]));
      Refuse(looks_like_http ? RefusalReason::kUnsupportedVersion : RefusalReason::kBadRequestLine);
      return false;
    }
    if (std::find(kMethods.begin(), kMethods.end(), method) == kMethods.end()) {
      Refuse(RefusalReason::kUnsupportedMethod);
      return false;
    }
    if (target.size() > limits_.max_url_size) {
      Refuse(RefusalReason::kTargetTooLong);
      return false;
    }
    bool form_ok = target.starts_with('/') || (target == "*" && method == "OPTIONS") ||
                   target.starts_with("http://") || target.starts_with("https://");
    if (!target_ok || !form_ok) {
      Refuse(RefusalReason::kBadTarget);
      return false;
    }
    // An absolute-form target's authority is a host[:port] like a Host field's (no userinfo).
    // Not an origin-form target's query, which may carry a URL of its own ("/go?next=http://x").
    if (!target.starts_with('/') && target != "*") {
      const std::string_view rest = target.substr(target.find("://") + 3);
      if (!IsHostField(rest.substr(0, rest.find_first_of("/?#")))) {
        Refuse(RefusalReason::kBadTarget);
        return false;
      }
    }
  }

  // Header lines up to the empty line; pos_ stays at the first incomplete one.
  while (true) {
    if (pos_ > limits_.max_head_size) {
      Refuse(RefusalReason::kHeadersTooLarge);
      return false;
    }
    // The head's own limit, counted at the byte that passes it, whether or not
    // the line's end came in the same read.
    auto line = NextLine(limits_.max_head_size, RefusalReason::kHeadersTooLarge,
                         limits_.max_head_size - pos_);
    if (!line) return false;
    if (line->empty()) break;
    if (!CheckFieldLine(*line)) return false;
  }

  // The whole head is here and every line is well formed: framing.
  std::string_view head = std::string_view(buffer_).substr(0, pos_);
  std::optional<std::uint64_t> content_length;
  bool chunked = false;
  bool has_transfer_encoding = false;
  int hosts = 0;
  bool connection_close = false;
  bool connection_keep_alive = false;
  bool expects_continue = false;
  auto span = [&head](std::string_view part) {
    // An empty part (TrimOws of an empty value) may point anywhere.
    if (part.empty()) return ParsedRequest::Span{};
    return ParsedRequest::Span{static_cast<std::uint32_t>(part.data() - head.data()),
                               static_cast<std::uint32_t>(part.size())};
  };
  current_.fields_.clear();
  current_.fields_.reserve(field_count_);
  std::size_t at = head.find(kCrlf) + 2;
  while (at < head.size() - 2) {
    auto end = head.find(kCrlf, at);
    std::string_view line = head.substr(at, end - at);
    at = end + 2;
    auto colon = line.find(':');
    std::string_view raw_name = line.substr(0, colon);
    std::string_view value = common::TrimOws(line.substr(colon + 1));
    current_.fields_.emplace_back(span(raw_name), span(value));
    // A tab after a framing field's value is refused, as llhttp does (RFC 9110 allows it as
    // whitespace; no client sends it, and a proxy in front may read it as part of the value).
    const bool tab_after_value = line.ends_with('\t');
    auto is = [raw_name](std::string_view name) {
      return common::EqualsIgnoreCase(raw_name, name);
    };
    if (is("connection")) {
      // A list of tokens: "keep-alive, Upgrade".
      std::string_view rest = value;
      while (!rest.empty()) {
        auto comma = rest.find(',');
        std::string_view token = common::TrimOws(rest.substr(0, comma));
        if (common::EqualsIgnoreCase(token, "close")) connection_close = true;
        if (common::EqualsIgnoreCase(token, "keep-alive")) connection_keep_alive = true;
        rest.remove_prefix(comma == std::string_view::npos ? rest.size() : comma + 1);
      }
    } else if (is("expect")) {
      expects_continue = common::EqualsIgnoreCase(value, "100-continue");
    } else if (is("content-length")) {
      if (content_length || !common::IsAsciiDigits(value) || tab_after_value) {
        Refuse(RefusalReason::kBadContentLength);
        return false;
      }
      // Digits too many for 64 bits are still a length, just far over the limit.
      std::uint64_t length = 0;
      auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), length);
      content_length = ec == std::errc() ? length : std::numeric_limits<std::uint64_t>::max();
    } else if (is("transfer-encoding")) {
      if (has_transfer_encoding || !common::EqualsIgnoreCase(value, "chunked") || tab_after_value) {
        Refuse(RefusalReason::kUnsupportedCoding);
        return false;
      }
      has_transfer_encoding = true;
      chunked = true;
    } else if (is("host")) {
      if (++hosts > 1) {
        Refuse(RefusalReason::kDuplicateHost);
        return false;
      }
      if (!IsHostField(value)) {
        Refuse(RefusalReason::kBadHost);
        return false;
      }
    }
  }
  std::string_view request_line = head.substr(0, head.find(kCrlf));
  if (hosts == 0 && request_line.ends_with("HTTP/1.1")) {
    Refuse(RefusalReason::kMissingHost);
    return false;
  }
  if (chunked && request_line.ends_with("HTTP/1.0")) {
    Refuse(RefusalReason::kChunkedHttp10);
    return false;
  }
  if (chunked && content_length) {
    Refuse(RefusalReason::kBadContentLength);
    return false;
  }
  if (content_length && *content_length > limits_.max_body_size) {
    // Before reading the body, so "Expect: 100-continue" is answered at once.
    Refuse(RefusalReason::kBodyTooLarge);
    return false;
  }
  const bool http10 = request_line.ends_with("HTTP/1.0");
  const std::size_t first_space = request_line.find(' ');
  const std::size_t second_space = request_line.find(' ', first_space + 1);
  current_.method_ = span(request_line.substr(0, first_space));
  current_.target_ = span(request_line.substr(first_space + 1, second_space - first_space - 1));
  current_.http10_ = http10;
  current_.keep_alive_ = http10 ? connection_keep_alive && !connection_close : !connection_close;
  // The head moves into the request; buffer_ keeps what follows it.
  current_.head_ = buffer_.substr(0, pos_);
  DropParsed();
  line_scan_ = 0;
  const bool has_body = chunked || (content_length && *content_length > 0);
  continue_due_ = has_body && expects_continue && !http10;
  if (chunked) {
    stage_ = Stage::kChunkSize;
  } else if (content_length && *content_length > 0) {
    stage_ = Stage::kFixedBody;
    body_left_ = *content_length;
  } else {
    Complete();
  }
  return true;
}

}  // namespace firm::http
