// The request parser's lines (request_parser.hpp): reading one CRLF-terminated line however the
// bytes are cut into reads, and checking a field line, for the head and the trailers alike.
#include <string_view>

#include "common/text.hpp"
#include "http/request_parser.hpp"

namespace firm::http {

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

}  // namespace firm::http
