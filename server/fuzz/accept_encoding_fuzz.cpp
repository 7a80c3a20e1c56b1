// Accept-Encoding negotiation (site/encoding.cpp). Input: one flag byte (bit 0: header
// present, bit 1: a .br file exists, bit 2: a .gz file exists) and the header value.
// Qualities stay within 0..1000, the choice is always an available representation with
// the highest acceptable quality, and no header means identity.

#include <optional>

#include "fuzz_support.hpp"
#include "site/encoding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using firm::site::Encoding;
  if (size == 0) return 0;
  const std::uint8_t flags = data[0];
  const std::string_view value = firm::fuzz::AsText(data + 1, size - 1);
  const bool present = (flags & 1) != 0;
  const bool has_br = (flags & 2) != 0;
  const bool has_gzip = (flags & 4) != 0;

  auto accept = firm::site::ParseAcceptEncoding(present ? std::optional(value) : std::nullopt);
  FUZZ_CHECK(accept.header_present == present, "presence is kept");
  for (const auto& q : {accept.br, accept.gzip, accept.identity, accept.any}) {
    if (q) FUZZ_CHECK(*q >= 0 && *q <= 1000, "an explicit quality is within 0..1000");
  }
  int best = 0;
  for (auto [encoding, available] :
       {std::pair{Encoding::kBrotli, has_br}, std::pair{Encoding::kGzip, has_gzip},
        std::pair{Encoding::kIdentity, true}}) {
    int q = accept.Quality(encoding);
    FUZZ_CHECK(q >= 0 && q <= 1000, "a quality is within 0..1000");
    if (available && q > best) best = q;
  }

  auto chosen = firm::site::ChooseEncoding(accept, has_br, has_gzip);
  if (!present) FUZZ_CHECK(chosen == Encoding::kIdentity, "no header: identity");
  if (!chosen) {
    FUZZ_CHECK(best == 0, "nothing chosen only when nothing available is acceptable");
    return 0;
  }
  FUZZ_CHECK(*chosen != Encoding::kBrotli || has_br, "br only when the .br file exists");
  FUZZ_CHECK(*chosen != Encoding::kGzip || has_gzip, "gzip only when the .gz file exists");
  FUZZ_CHECK(accept.Quality(*chosen) == best && best > 0, "the chosen one has the best quality");
  auto token = firm::site::EncodingToken(*chosen);
  FUZZ_CHECK(token.empty() == (*chosen == Encoding::kIdentity), "a token for every coding");
  return 0;
}
