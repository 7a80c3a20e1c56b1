// The request parser's body stages (request_parser.hpp): a fixed-length body, and a chunked
// one's sizes, data, chunk ends and trailers. The head's stages are in request_parser.cpp.
#include <algorithm>
#include <charconv>

#include "common/text.hpp"
#include "http/field_grammar.hpp"
#include "http/request_parser.hpp"

namespace firm::http {

void RequestParser::DropConsumed() {
  // A fixed body stays in buffer_ until it is whole (it becomes the body then); a chunked
  // body's chunks were copied into the request, and their size lines and trailers are done
  // with. Once per Feed, so many small chunks in one read are not moved once each.
  if (closed_ || stage_ == Stage::kHead || stage_ == Stage::kFixedBody) return;
  DropParsed();
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
      const std::size_t used = current_.head_.size() + trailer_bytes_;
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
