// Request-target normaliser (http/path.cpp). Any target either fails or yields a lookup
// key that cannot climb out of the site (no "." or ".." segment, no empty segment, no
// separator or control byte smuggled in by an escape) and a raw path safe to echo in a
// Location header; normalising the raw path again gives the same key.

#include <string>

#include "fuzz_support.hpp"
#include "http/path.hpp"

namespace {

bool IsUnsafeRaw(unsigned char c) { return c <= 0x20 || c >= 0x7f || c == '\\'; }
bool IsUnsafeDecoded(unsigned char c) { return firm::fuzz::IsControl(c) || c == '\\'; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using firm::http::NormalizePath;
  const std::string_view target = firm::fuzz::AsText(data, size);
  auto result = NormalizePath(target);
  FUZZ_CHECK(firm::http::PathPart(target).size() <= target.size(), "the path part is a prefix");
  if (!result) return 0;
  const auto& path = result.Value();

  FUZZ_CHECK(!path.raw.empty() && path.raw.front() == '/', "raw starts with /");
  FUZZ_CHECK(!path.decoded.empty() && path.decoded.front() == '/', "decoded starts with /");
  FUZZ_CHECK(path.raw.size() <= firm::http::kMaxPathLength, "raw is within the length limit");
  FUZZ_CHECK(!firm::fuzz::HasByte(path.raw, IsUnsafeRaw), "raw is visible ASCII without \\");
  FUZZ_CHECK(!firm::fuzz::HasByte(path.query, firm::fuzz::IsControl), "no control in query");
  FUZZ_CHECK(path.query.empty() || path.query.front() == '?', "the query keeps its ?");
  FUZZ_CHECK(!firm::fuzz::HasByte(path.decoded, IsUnsafeDecoded), "decoded has no control");
  FUZZ_CHECK(path.decoded == "/" || path.decoded.back() != '/', "no trailing slash in the key");
  FUZZ_CHECK(!(path.trailing_slash && path.raw == "/"), "the root has no trailing slash");

  for (auto segment : firm::fuzz::Split(std::string_view(path.decoded).substr(1), '/')) {
    if (path.decoded == "/") break;
    FUZZ_CHECK(!segment.empty(), "no empty segment");
    FUZZ_CHECK(segment != "." && segment != "..", "no dot segment");
  }

  // Idempotent: the echoed raw path (plus query) normalises to the same key.
  std::string again_target = path.raw + path.query;
  auto again = NormalizePath(again_target);
  FUZZ_CHECK(static_cast<bool>(again), "the raw path is accepted again");
  FUZZ_CHECK(again.Value().decoded == path.decoded, "same key the second time");
  FUZZ_CHECK(again.Value().raw == path.raw, "same raw path the second time");
  FUZZ_CHECK(!again.Value().trailing_slash, "the redirect target has no trailing slash");
  return 0;
}
