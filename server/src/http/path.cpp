#include "http/path.hpp"

#include <optional>

namespace firm::http {

std::optional<int> HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return std::nullopt;
}

namespace {

using PathResult = common::Result<NormalizedPath, PathError>;

bool IsControl(unsigned char c) { return c < 0x20 || c == 0x7f; }

// Decodes one segment. Fails on anything that could change how the path is
// split or interpreted downstream: bad escapes, encoded separators, control bytes.
std::optional<std::string> DecodeSegment(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '%') {
      if (i + 2 >= raw.size()) return std::nullopt;
      auto hi = HexValue(raw[i + 1]);
      auto lo = HexValue(raw[i + 2]);
      if (!hi || !lo) return std::nullopt;
      c = static_cast<char>(*hi * 16 + *lo);
      i += 2;
    }
    auto byte = static_cast<unsigned char>(c);
    if (IsControl(byte) || c == '/' || c == '\\') return std::nullopt;
    out.push_back(c);
  }
  if (out == "." || out == "..") return std::nullopt;
  return out;
}

}  // namespace

std::string_view PathPart(std::string_view target) {
  return target.substr(0, target.find_first_of("?#"));
}

PathResult NormalizePath(std::string_view target) {
  auto fragment = target.find('#');
  if (fragment != std::string_view::npos) target = target.substr(0, fragment);
  std::string_view query;
  auto question = target.find('?');
  if (question != std::string_view::npos) {
    query = target.substr(question);
    target = target.substr(0, question);
  }

  if (target.size() > kMaxPathLength) return PathResult::Err(PathError::kTooLong);
  if (target.empty() || target.front() != '/') return PathResult::Err(PathError::kBadRequest);
  for (char c : target) {
    auto byte = static_cast<unsigned char>(c);
    // Raw bytes outside visible ASCII would otherwise reach headers and logs.
    if (byte <= 0x20 || byte >= 0x7f || c == '\\') return PathResult::Err(PathError::kBadRequest);
  }
  for (char c : query) {
    auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x20 || byte >= 0x7f) return PathResult::Err(PathError::kBadRequest);
  }

  NormalizedPath result;
  result.query = std::string(query);
  std::string_view body = target.substr(1);
  if (body.size() > 0 && body.back() == '/') {
    result.trailing_slash = true;
    body.remove_suffix(1);
  }
  // push_back/append rather than assigning literals: GCC 12 reports a false
  // -Wrestrict (PR105329) on the simpler spelling.
  result.raw.push_back('/');
  result.raw.append(body);
  result.decoded.push_back('/');
  if (body.empty()) {
    // "/" itself, or "//" which has an empty segment.
    if (result.trailing_slash) return PathResult::Err(PathError::kBadRequest);
    return PathResult::Ok(std::move(result));
  }

  std::size_t start = 0;
  while (true) {
    auto slash = body.find('/', start);
    auto segment = body.substr(start, slash == std::string_view::npos ? slash : slash - start);
    if (segment.empty()) return PathResult::Err(PathError::kBadRequest);
    auto decoded = DecodeSegment(segment);
    if (!decoded) return PathResult::Err(PathError::kBadRequest);
    if (result.decoded.size() > 1) result.decoded.push_back('/');
    result.decoded += *decoded;
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return PathResult::Ok(std::move(result));
}

}  // namespace firm::http
