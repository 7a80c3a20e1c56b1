#pragma once

#include <optional>
#include <string_view>

namespace firm::site {

enum class Encoding { kIdentity, kGzip, kBrotli };

// Token used in Content-Encoding and as ETag suffix; empty for identity.
std::string_view EncodingToken(Encoding encoding);

// Result of parsing an Accept-Encoding field value (RFC 9110 section 12.5.3).
// q-values are kept in thousandths to avoid floating point comparisons.
struct AcceptEncoding {
  bool header_present = false;
  std::optional<int> br;
  std::optional<int> gzip;
  std::optional<int> identity;
  std::optional<int> any;  // the "*" entry

  // Quality for a coding after applying "*" and the identity default rule.
  int Quality(Encoding encoding) const;
};

AcceptEncoding ParseAcceptEncoding(std::optional<std::string_view> header);

// Picks the representation to send: highest q wins, ties go to br, then gzip,
// then identity (smallest first). Returns nullopt when nothing available is
// acceptable; the caller then serves identity anyway (RFC 9110 allows that and
// a page is more useful than a 406).
std::optional<Encoding> ChooseEncoding(const AcceptEncoding& accept, bool has_br, bool has_gzip);

}  // namespace firm::site
