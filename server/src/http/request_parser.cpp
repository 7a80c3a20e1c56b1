#include "http/request_parser.hpp"

#include <algorithm>

#include "common/text.hpp"
#include "http/router.hpp"

namespace firm::http {

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

}  // namespace firm::http
