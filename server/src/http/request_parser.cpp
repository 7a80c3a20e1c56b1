#include "http/request_parser.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <limits>

#include "common/text.hpp"
#include "http/router.hpp"

namespace firm::http {

namespace {

constexpr std::string_view kCrlf = "\r\n";
// The stand-in is small and fixed; targets longer than this are logged cut.
constexpr std::size_t kMaxLoggedTarget = 2048;
// A chunk-size line, its extensions included (the size itself: at most 16 hex digits, which fit
// in 64 bits).
constexpr std::size_t kMaxChunkSizeLine = 1024;

// The methods this server handles as ordinary requests.
constexpr std::array<std::string_view, 8> kMethods = {"GET",    "HEAD",    "POST",  "PUT",
                                                      "DELETE", "OPTIONS", "PATCH", "TRACE"};

// A Host field value as RFC 9112 section 3.2 and RFC 3986 section 3.2.2 allow it: uri-host
// [":" port], where uri-host is an IP literal in brackets, or a reg-name (IPv4 addresses
// included) of unreserved, percent-encoded and sub-delims characters, possibly empty.
bool IsHostField(std::string_view value) {
  std::string_view host = value;
  std::string_view port;
  if (value.starts_with('[')) {
    const auto close = value.find(']');
    if (close == std::string_view::npos) return false;
    host = value.substr(1, close - 1);
    const std::string_view rest = value.substr(close + 1);
    if (!rest.empty() && rest.front() != ':') return false;
    if (!rest.empty()) port = rest.substr(1);
    if (!common::IsValidIpv6Literal(host)) return false;
  } else {
    if (const auto colon = value.rfind(':'); colon != std::string_view::npos) {
      host = value.substr(0, colon);
      port = value.substr(colon + 1);
    }
    constexpr std::string_view kAllowed = "-._~!$&'()*+,;=";
    for (std::size_t i = 0; i < host.size(); ++i) {
      const auto c = static_cast<unsigned char>(host[i]);
      if (std::isalnum(c) || kAllowed.find(static_cast<char>(c)) != std::string_view::npos)
        continue;
      if (c == '%' && i + 2 < host.size() &&
          std::isxdigit(static_cast<unsigned char>(host[i + 1])) &&
          std::isxdigit(static_cast<unsigned char>(host[i + 2]))) {
        i += 2;
        continue;
      }
      return false;
    }
  }
  return port.empty() || common::IsAsciiDigits(port);
}

bool IsHexDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) != 0;
  });
}

// The length of the token at the start of `text` (RFC 9110 section 5.6.2).
std::size_t TokenLength(std::string_view text) {
  std::size_t n = 0;
  while (n < text.size() && common::IsHttpTokenChar(static_cast<unsigned char>(text[n]))) ++n;
  return n;
}

// The length of the quoted-string at the start of `text` (RFC 9110 section 5.6.4), or 0 if
// there is none: DQUOTE *( qdtext / quoted-pair ) DQUOTE.
std::size_t QuotedStringLength(std::string_view text) {
  if (text.empty() || text.front() != '"') return 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '"') return i + 1;
    if (c == '\\') {
      if (++i == text.size()) return 0;
      const auto quoted = static_cast<unsigned char>(text[i]);
      if (quoted != '\t' && (quoted < 0x20 || quoted == 0x7f)) return 0;
      continue;
    }
    if (c != '\t' && (c < 0x20 || c == 0x7f)) return 0;
  }
  return 0;
}

// Chunk extensions as RFC 9112 section 7.1.1 gives them, without the optional whitespace
// around ";" and "=" (which llhttp refuses too, and no client sends):
// *( ";" token [ "=" ( token / quoted-string ) ] ).
bool IsChunkExtensions(std::string_view text) {
  while (!text.empty()) {
    if (text.front() != ';') return false;
    text.remove_prefix(1);
    const std::size_t name = TokenLength(text);
    if (name == 0) return false;
    text.remove_prefix(name);
    if (text.empty() || text.front() != '=') continue;
    text.remove_prefix(1);
    const std::size_t value = std::max(TokenLength(text), QuotedStringLength(text));
    if (value == 0) return false;
    text.remove_prefix(value);
  }
  return true;
}

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
  head_size_ = 0;
  continue_due_ = false;
  // Not erase(0, pos_): GCC 12 warns (-Wrestrict) about its inlined memmove.
  buffer_ = buffer_.substr(pos_);
  pos_ = 0;
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

void RequestParser::Parse() {
  while (!closed_) {
    bool progressed = stage_ == Stage::kHead ? ParseHead() : ParseBody();
    if (!progressed) break;
  }
  DropConsumed();
}

void RequestParser::DropConsumed() {
  // A fixed body stays in buffer_ until it is whole (it becomes the body then); a chunked
  // body's chunks were copied into the request, and their size lines and trailers are done
  // with. Once per Feed, so many small chunks in one read are not moved once each.
  if (closed_ || pos_ == 0 || stage_ == Stage::kHead || stage_ == Stage::kFixedBody) return;
  buffer_ = buffer_.substr(pos_);
  pos_ = 0;
}

std::optional<std::string_view> RequestParser::NextLine(std::size_t limit, RefusalReason too_long,
                                                        std::size_t budget) {
  if (budget == std::string_view::npos) budget = limit + 2;
  std::string_view rest = std::string_view(buffer_).substr(pos_);
  // Resume where the last call stopped, so a line sent a byte at a time is
  // still scanned once.
  std::size_t lf = std::string_view::npos;
  for (std::size_t i = line_scan_; i < rest.size(); ++i) {
    if (rest[i] == '\n') {
      lf = i;
      break;
    }
    // Too long as soon as a byte past the limit (and its CRLF) is not the line
    // end: checked byte by byte, so the answer is the same however the bytes
    // are cut into reads (whether the line end came in the same read or not).
    if (i >= budget) {
      buffer_.resize(pos_ + i + 1);  // the log sees the same bytes of the line however they came
      Refuse(too_long);
      return std::nullopt;
    }
    if (rest[i] == '\r' && i + 1 < rest.size() && rest[i + 1] != '\n') {
      Refuse(RefusalReason::kBareCarriageReturn);
      return std::nullopt;
    }
  }
  if (lf == std::string_view::npos) {
    // Keep a trailing CR for the next call: its LF may be in the next read.
    line_scan_ = rest.empty() || rest.back() != '\r' ? rest.size() : rest.size() - 1;
    return std::nullopt;
  }
  line_scan_ = 0;
  if (lf == 0 || rest[lf - 1] != '\r') {
    Refuse(RefusalReason::kBareLineFeed);
    return std::nullopt;
  }
  std::string_view line = rest.substr(0, lf - 1);
  if (line.size() > limit) {
    Refuse(too_long);
    return std::nullopt;
  }
  pos_ += lf + 1;
  return line;
}

bool RequestParser::CheckFieldLine(std::string_view line) {
  if (line.front() == ' ' || line.front() == '\t') {
    Refuse(RefusalReason::kFoldedHeader);
    return false;
  }
  auto colon = line.find(':');
  std::string_view name = line.substr(0, colon);
  if (colon == std::string_view::npos || name.empty()) {
    Refuse(RefusalReason::kBadFieldName);
    return false;
  }
  if (name.back() == ' ' || name.back() == '\t') {
    Refuse(RefusalReason::kSpaceBeforeColon);
    return false;
  }
  if (!common::IsHttpToken(name)) {
    Refuse(RefusalReason::kBadFieldName);
    return false;
  }
  std::string_view value = common::TrimOws(line.substr(colon + 1));
  for (unsigned char c : value) {
    if ((c < 0x20 && c != '\t') || c == 0x7f) {
      Refuse(RefusalReason::kBadFieldValue);
      return false;
    }
  }
  if (name.size() > limits_.max_field_name_size || value.size() >= limits_.max_field_value_size ||
      ++field_count_ > limits_.max_field_count) {
    Refuse(RefusalReason::kHeadersTooLarge);
    return false;
  }
  return true;
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
  head_size_ = pos_;
  current_.head_ = buffer_.substr(0, pos_);
  buffer_ = buffer_.substr(pos_);
  pos_ = 0;
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

bool RequestParser::ParseBody() {
  switch (stage_) {
    case Stage::kFixedBody:
    case Stage::kChunkData: {
      std::uint64_t available = buffer_.size() - pos_;
      std::uint64_t take = std::min(available, body_left_);
      if (stage_ == Stage::kChunkData) {
        current_.body_.append(buffer_, pos_, static_cast<std::size_t>(take));
      }
      pos_ += static_cast<std::size_t>(take);
      body_left_ -= take;
      if (body_left_ > 0) return false;
      if (stage_ == Stage::kFixedBody) {
        Complete();
      } else {
        stage_ = Stage::kChunkDataEnd;
      }
      return true;
    }
    case Stage::kChunkDataEnd: {
      if (buffer_.size() - pos_ < 2) return false;
      if (std::string_view(buffer_).substr(pos_, 2) != kCrlf) {
        Refuse(RefusalReason::kBadChunk);
        return false;
      }
      pos_ += 2;
      stage_ = Stage::kChunkSize;
      return true;
    }
    case Stage::kChunkSize: {
      auto line = NextLine(kMaxChunkSizeLine, RefusalReason::kBadChunk);
      if (!line) return false;
      std::string_view size_text = line->substr(0, line->find(';'));
      std::string_view extension = line->substr(size_text.size());
      // At most 16 hex digits fit in 64 bits: from_chars cannot overflow below.
      if (!IsHexDigits(size_text) || size_text.size() > 16 || !IsChunkExtensions(extension)) {
        Refuse(RefusalReason::kBadChunk);
        return false;
      }
      std::uint64_t size = 0;
      std::from_chars(size_text.data(), size_text.data() + size_text.size(), size, 16);
      // Compared before any sum: body_total_ never passes the limit, so the subtraction
      // cannot wrap, and a size near 2^64 cannot wrap the total back under the limit.
      if (size > limits_.max_body_size - body_total_) {
        Refuse(RefusalReason::kBodyTooLarge);
        return false;
      }
      body_total_ += size;
      if (size == 0) {
        stage_ = Stage::kTrailers;
      } else {
        stage_ = Stage::kChunkData;
        body_left_ = size;
      }
      return true;
    }
    case Stage::kTrailers: {
      // The trailer section counts against the head's limit, with its final CR LF.
      const std::size_t used = head_size_ + trailer_bytes_;
      if (used > limits_.max_head_size) {
        Refuse(RefusalReason::kHeadersTooLarge);
        return false;
      }
      auto line = NextLine(limits_.max_head_size, RefusalReason::kHeadersTooLarge,
                           limits_.max_head_size - used);
      if (!line) return false;
      trailer_bytes_ += line->size() + 2;
      if (line->empty()) {
        Complete();
        return true;
      }
      if (!CheckFieldLine(*line)) return false;
      // Framing fields in a trailer are refused (RFC 9110 section 6.5.1), as llhttp does: a
      // proxy that merged them into the head would read the next request differently.
      const std::string_view name = line->substr(0, line->find(':'));
      if (common::EqualsIgnoreCase(name, "content-length") ||
          common::EqualsIgnoreCase(name, "transfer-encoding")) {
        Refuse(RefusalReason::kFramingTrailer);
        return false;
      }
      return true;
    }
    case Stage::kHead:
      break;
  }
  return false;
}

}  // namespace firm::http
