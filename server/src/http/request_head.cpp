// The request parser's head (request_parser.hpp), in its three phases: the request line, the
// field lines up to the empty line, and the framing read from the whole head.
#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <limits>

#include "common/text.hpp"
#include "http/field_grammar.hpp"
#include "http/request_parser.hpp"

namespace firm::http {

namespace {

// The methods this server handles as ordinary requests.
constexpr std::array<std::string_view, 8> kMethods = {"GET",    "HEAD",    "POST",  "PUT",
                                                      "DELETE", "OPTIONS", "PATCH", "TRACE"};

}  // namespace

ParsedRequest::Span RequestParser::SpanOf(std::string_view whole, std::string_view part) {
  return {static_cast<std::uint32_t>(part.data() - whole.data()),
          static_cast<std::uint32_t>(part.size())};
}

bool RequestParser::ParseHead() {
  if (pos_ == 0 && !ParseRequestLine()) return false;
  if (!ParseFieldLines()) return false;
  return ReadFraming();
}

bool RequestParser::ParseRequestLine() {
  // RFC 9112 2.2: an empty line before the request line is ignored (some clients send one
  // after a body). One, not many: a client sending only empty lines would otherwise hold its
  // connection without ever starting a request.
  while (std::string_view(buffer_).starts_with(kCrlf)) {
    if (blank_line_seen_) {
      Refuse(RefusalReason::kLeadingEmptyLines);
      return false;
    }
    blank_line_seen_ = true;
    buffer_ = buffer_.substr(2);
  }
  if (buffer_.empty()) return false;

  // A method is a token: anything else (a TLS handshake, binary noise) is
  // refused at once instead of waiting for a line end that may never come.
  // Only the bytes before the first space or line end count, so the answer
  // is the same however the bytes are cut into reads (found by fuzzing:
  // "\rHTT\xb6..." was a bare CR a byte at a time, a bad request line whole).
  std::string_view start = std::string_view(buffer_).substr(
      0, std::min<std::size_t>(buffer_.find_first_of(" \r\n"), 16));
  if (!std::all_of(start.begin(), start.end(),
                   [](char c) { return common::IsHttpTokenChar(static_cast<unsigned char>(c)); })) {
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
  // The head starts at buffer_'s first byte and stays there until it is whole.
  line_method_ = SpanOf(buffer_, method);
  line_target_ = SpanOf(buffer_, target);
  line_http10_ = version == "HTTP/1.0";
  return true;
}

bool RequestParser::ParseFieldLines() {
  // Up to the empty line; pos_ stays at the first incomplete one.
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
    if (line->empty()) return true;
    if (!CheckFieldLine(*line)) return false;
  }
}

bool RequestParser::ReadFraming() {
  // The whole head is here and every line is well formed.
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
    return part.empty() ? ParsedRequest::Span{} : SpanOf(head, part);
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
  const bool http10 = line_http10_;
  if (hosts == 0 && !http10) {
    Refuse(RefusalReason::kMissingHost);
    return false;
  }
  if (chunked && http10) {
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
  current_.method_ = line_method_;
  current_.target_ = line_target_;
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
