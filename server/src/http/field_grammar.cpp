// The pieces of HTTP's grammar the request parser checks (field_grammar.hpp).
#include "http/field_grammar.hpp"

#include <algorithm>
#include <cctype>

#include "common/text.hpp"

namespace firm::http {

namespace {

// The length of the token at the start of `text` (RFC 9110 section 5.6.2).
std::size_t TokenLength(std::string_view text) {
  std::size_t n = 0;
  while (n < text.size() && common::IsHttpTokenChar(static_cast<unsigned char>(text[n]))) ++n;
  return n;
}

// The length of the quoted-string at the start of `text` (RFC 9110 section 5.6.4), or 0 if
// there is none: DQUOTE *( qdtext / quoted-pair ) DQUOTE.
std::size_t QuotedStringLength(std::string_view text) {
  if (text.empty() || text.front() != '"') return 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '"') return i + 1;
    if (c == '\\') {
      if (++i == text.size()) return 0;
      const auto quoted = static_cast<unsigned char>(text[i]);
      if (quoted != '\t' && (quoted < 0x20 || quoted == 0x7f)) return 0;
      continue;
    }
    if (c != '\t' && (c < 0x20 || c == 0x7f)) return 0;
  }
  return 0;
}

}  // namespace

// A Host field value as RFC 9112 section 3.2 and RFC 3986 section 3.2.2 allow it: uri-host
// [":" port], where uri-host is an IP literal in brackets, or a reg-name (IPv4 addresses
// included) of unreserved, percent-encoded and sub-delims characters, possibly empty.
bool IsHostField(std::string_view value) {
  std::string_view host = value;
  std::string_view port;
  if (value.starts_with('[')) {
    const auto close = value.find(']');
    if (close == std::string_view::npos) return false;
    host = value.substr(1, close - 1);
    const std::string_view rest = value.substr(close + 1);
    if (!rest.empty() && rest.front() != ':') return false;
    if (!rest.empty()) port = rest.substr(1);
    if (!common::IsValidIpv6Literal(host)) return false;
  } else {
    if (const auto colon = value.rfind(':'); colon != std::string_view::npos) {
      host = value.substr(0, colon);
      port = value.substr(colon + 1);
    }
    constexpr std::string_view kAllowed = "-._~!$&'()*+,;=";
    for (std::size_t i = 0; i < host.size(); ++i) {
      const auto c = static_cast<unsigned char>(host[i]);
      if (std::isalnum(c) || kAllowed.find(static_cast<char>(c)) != std::string_view::npos)
        continue;
      if (c == '%' && i + 2 < host.size() &&
          std::isxdigit(static_cast<unsigned char>(host[i + 1])) &&
          std::isxdigit(static_cast<unsigned char>(host[i + 2]))) {
        i += 2;
        continue;
      }
      return false;
    }
  }
  return port.empty() || common::IsAsciiDigits(port);
}

bool IsHexDigits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) != 0;
  });
}

// Chunk extensions as RFC 9112 section 7.1.1 gives them, without the optional whitespace
// around ";" and "=" (which llhttp refuses too, and no client sends):
// *( ";" token [ "=" ( token / quoted-string ) ] ).
bool IsChunkExtensions(std::string_view text) {
  while (!text.empty()) {
    if (text.front() != ';') return false;
    text.remove_prefix(1);
    const std::size_t name = TokenLength(text);
    if (name == 0) return false;
    text.remove_prefix(name);
    if (text.empty() || text.front() != '=') continue;
    text.remove_prefix(1);
    const std::size_t value = std::max(TokenLength(text), QuotedStringLength(text));
    if (value == 0) return false;
    text.remove_prefix(value);
  }
  return true;
}

}  // namespace firm::http
