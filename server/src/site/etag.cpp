#include "site/etag.hpp"

#include <openssl/sha.h>

#include <array>

namespace firm::site {

namespace {

constexpr std::size_t kEtagBytes = 16;

bool IsSpace(char c) { return c == ' ' || c == '\t'; }

// Strips W/ and quotes; returns the opaque-tag, or empty if malformed.
std::string_view OpaqueTag(std::string_view etag) {
  if (etag.starts_with("W/")) etag.remove_prefix(2);
  if (etag.size() < 2 || etag.front() != '"' || etag.back() != '"') return {};
  return etag.substr(1, etag.size() - 2);
}

}  // namespace

std::string ComputeEtag(std::string_view content, std::string_view suffix) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(content.data()), content.size(), digest.data());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out = "\"";
  for (std::size_t i = 0; i < kEtagBytes; ++i) {
    out.push_back(kHex[digest[i] >> 4]);
    out.push_back(kHex[digest[i] & 0xf]);
  }
  if (!suffix.empty()) {
    out.push_back('-');
    out.append(suffix);
  }
  out.push_back('"');
  return out;
}

bool IfNoneMatchMatches(std::string_view header, std::string_view etag) {
  std::string_view ours = OpaqueTag(etag);
  std::size_t i = 0;
  while (i < header.size()) {
    while (i < header.size() && (IsSpace(header[i]) || header[i] == ',')) ++i;
    if (i >= header.size()) break;
    if (header[i] == '*') return true;
    std::size_t start = i;
    if (header.substr(i).starts_with("W/")) i += 2;
    if (i < header.size() && header[i] == '"') {
      auto close = header.find('"', i + 1);
      if (close == std::string_view::npos) return false;
      std::string_view candidate = OpaqueTag(header.substr(start, close + 1 - start));
      if (!ours.empty() && candidate == ours) return true;
      i = close + 1;
    } else {
      // Not an entity-tag: skip to the next member.
      auto comma = header.find(',', i);
      if (comma == std::string_view::npos) break;
      i = comma + 1;
    }
  }
  return false;
}

}  // namespace firm::site
