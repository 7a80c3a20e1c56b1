#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "common/result.hpp"

namespace firm::http {

inline constexpr std::size_t kMaxPathLength = 2048;

enum class PathError {
  kBadRequest,  // malformed, traversal attempt, control bytes, duplicate slashes
  kTooLong,     // raw path longer than kMaxPathLength -> 414
};

struct NormalizedPath {
  // Percent-decoded exactly once, always starts with '/', never ends with '/'
  // unless it is the root. Used only as a lookup key, never as a file path.
  std::string decoded;
  // The raw (still encoded) path without the trailing slash: safe to echo in a
  // Location header because it was validated byte by byte.
  std::string raw;
  // Raw query string including the leading '?', or empty.
  std::string query;
  // True for "/x/" style targets (never for "/"): those get a 308 redirect.
  bool trailing_slash = false;
};

// Normalises an origin-form request target. Duplicate slashes are rejected (400)
// rather than collapsed: the site never links to them and collapsing would make
// two URLs serve the same document.
common::Result<NormalizedPath, PathError> NormalizePath(std::string_view target);

// A hex digit's value (either case), as in a percent-escape.
std::optional<int> HexValue(char c);

// The path part of a request target (no query, no fragment), for logging.
std::string_view PathPart(std::string_view target);

}  // namespace firm::http
