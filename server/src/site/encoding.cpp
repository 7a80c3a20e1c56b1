#include "site/encoding.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "common/text.hpp"

namespace firm::site {

namespace {

constexpr int kMaxQuality = 1000;

// qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
std::optional<int> ParseQValue(std::string_view text) {
  if (text.empty() || text.size() > 5) return std::nullopt;
  if (text[0] != '0' && text[0] != '1') return std::nullopt;
  int whole = text[0] - '0';
  int thousandths = 0;
  if (text.size() > 1) {
    if (text[1] != '.') return std::nullopt;
    int scale = 100;
    for (char c : text.substr(2)) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
      thousandths += (c - '0') * scale;
      scale /= 10;
    }
  }
  int value = whole * kMaxQuality + thousandths;
  if (value > kMaxQuality) return std::nullopt;
  return value;
}

}  // namespace

std::string_view EncodingToken(Encoding encoding) {
  switch (encoding) {
    case Encoding::kBrotli:
      return "br";
    case Encoding::kGzip:
      return "gzip";
    case Encoding::kIdentity:
      break;
  }
  return "";
}

int AcceptEncoding::Quality(Encoding encoding) const {
  if (!header_present) {
    // No field: any coding is acceptable, but we only volunteer identity.
    return encoding == Encoding::kIdentity ? kMaxQuality : 0;
  }
  const std::optional<int>& explicit_q = encoding == Encoding::kBrotli ? br
                                         : encoding == Encoding::kGzip ? gzip
                                                                       : identity;
  if (explicit_q) return *explicit_q;
  if (any) return *any;
  // identity stays acceptable unless refused explicitly or via "*;q=0".
  return encoding == Encoding::kIdentity ? 1 : 0;
}

AcceptEncoding ParseAcceptEncoding(std::optional<std::string_view> header) {
  AcceptEncoding result;
  if (!header) return result;
  result.header_present = true;
  std::string_view rest = *header;
  while (!rest.empty()) {
    auto comma = rest.find(',');
    std::string_view element = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);

    auto semicolon = element.find(';');
    std::string coding = common::AsciiLower(common::TrimOws(element.substr(0, semicolon)));
    if (coding.empty()) continue;
    std::optional<int> quality = kMaxQuality;
    std::string_view params =
        semicolon == std::string_view::npos ? std::string_view() : element.substr(semicolon + 1);
    while (!params.empty()) {
      auto next = params.find(';');
      std::string_view param = common::TrimOws(params.substr(0, next));
      params = next == std::string_view::npos ? std::string_view() : params.substr(next + 1);
      auto eq = param.find('=');
      if (eq == std::string_view::npos) continue;
      if (common::AsciiLower(common::TrimOws(param.substr(0, eq))) == "q")
        quality = ParseQValue(common::TrimOws(param.substr(eq + 1)));
    }
    // An unparsable weight makes the whole element meaningless; ignore it.
    if (!quality) continue;

    std::optional<int>* slot = nullptr;
    if (coding == "br") {
      slot = &result.br;
    } else if (coding == "gzip" || coding == "x-gzip") {
      slot = &result.gzip;
    } else if (coding == "identity") {
      slot = &result.identity;
    } else if (coding == "*") {
      slot = &result.any;
    }
    // Repeated entries: keep the most generous one.
    if (slot) *slot = std::max(slot->value_or(0), *quality);
  }
  return result;
}

std::optional<Encoding> ChooseEncoding(const AcceptEncoding& accept, bool has_br, bool has_gzip) {
  std::optional<Encoding> best;
  int best_quality = 0;
  // Candidates in server preference order; only a strictly higher q displaces.
  const std::array<std::pair<Encoding, bool>, 3> candidates = {
      {{Encoding::kBrotli, has_br}, {Encoding::kGzip, has_gzip}, {Encoding::kIdentity, true}}};
  for (auto [encoding, available] : candidates) {
    if (!available) continue;
    int quality = accept.Quality(encoding);
    if (quality > best_quality) {
      best = encoding;
      best_quality = quality;
    }
  }
  return best;
}

}  // namespace firm::site
