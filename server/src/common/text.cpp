#include "common/text.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace firm::common {

std::string AsciiLower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : static_cast<char>(c);
  });
  return out;
}

bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  auto lower = [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; };
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [&lower](char x, char y) {
           return lower(static_cast<unsigned char>(x)) == lower(static_cast<unsigned char>(y));
         });
}

namespace {

std::string_view TrimAny(std::string_view text, std::string_view set) {
  auto first = text.find_first_not_of(set);
  if (first == std::string_view::npos) return {};
  auto last = text.find_last_not_of(set);
  return text.substr(first, last - first + 1);
}

}  // namespace

std::string_view TrimOws(std::string_view text) { return TrimAny(text, " \t"); }

std::string_view TrimWhitespace(std::string_view text) { return TrimAny(text, " \t\r\n"); }

namespace {

// The length of the well-formed UTF-8 character at `at`, 0 when the bytes there are not one.
std::size_t CharacterAt(std::string_view bytes, std::size_t at) {
  auto c = static_cast<unsigned char>(bytes[at]);
  std::size_t extra = 0;
  std::uint32_t code = 0;
  if (c < 0x80) {
    return 1;
  } else if (c >= 0xC2 && c <= 0xDF) {
    extra = 1;
    code = c & 0x1F;
  } else if (c >= 0xE0 && c <= 0xEF) {
    extra = 2;
    code = c & 0x0F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    extra = 3;
    code = c & 0x07;
  } else {
    return 0;
  }
  if (at + extra >= bytes.size()) return 0;
  for (std::size_t k = 1; k <= extra; ++k) {
    auto next = static_cast<unsigned char>(bytes[at + k]);
    if ((next & 0xC0) != 0x80) return 0;
    code = (code << 6) | (next & 0x3F);
  }
  // Overlong forms, surrogates and values past U+10FFFF.
  if ((extra == 2 && code < 0x800) || (extra == 3 && code < 0x10000) || code > 0x10FFFF ||
      (code >= 0xD800 && code <= 0xDFFF)) {
    return 0;
  }
  return extra + 1;
}

}  // namespace

bool IsValidUtf8(std::string_view bytes) {
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t length = CharacterAt(bytes, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

std::string ValidUtf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t length = CharacterAt(bytes, i);
    if (length == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD, the replacement character
      ++i;
    } else {
      out.append(bytes.substr(i, length));
      i += length;
    }
  }
  return out;
}

bool IsHttpTokenChar(unsigned char c) {
  if (std::isalnum(c)) return true;
  return std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
}

bool IsHttpToken(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return IsHttpTokenChar(static_cast<unsigned char>(c));
  });
}

bool IsAsciiDigits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool IsValidIpv6Literal(std::string_view host) {
  if (host.size() < 2 || host.find(':') == std::string_view::npos) return false;
  return std::all_of(host.begin(), host.end(), [](char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.';
  });
}

bool IsInvisibleCodePoint(char32_t c) {
  if ((c & 0xFFFE) == 0xFFFE) return true;  // U+xFFFE and U+xFFFF, every plane
  // Not the joiners U+200C and U+200D: Persian, Indic scripts and emoji sequences need them.
  return c == 0x200B || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x2069) || c == 0x061C ||
         c == 0xFEFF || (c >= 0xE0000 && c <= 0xE007F) || (c >= 0xE000 && c <= 0xF8FF) ||
         (c >= 0xF0000 && c <= 0xFFFFD) || (c >= 0x100000 && c <= 0x10FFFD) ||
         (c >= 0xFDD0 && c <= 0xFDEF);
}

bool HasInvisibleCharacters(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    if (lead < 0x80 || i + length > text.size()) {
      ++i;  // ASCII, or a truncated sequence (the caller checked UTF-8 before)
      continue;
    }
    char32_t code = lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
      code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    }
    if (IsInvisibleCodePoint(code)) return true;
    i += length;
  }
  return false;
}

bool HasControlCharacters(std::string_view text, Controls allowed) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte == 0x7F) {
      if (allowed == Controls::kAllowLineBreaks && (byte == '\n' || byte == '\r')) continue;
      return true;
    }
    // C1 controls: C2 80..C2 9F in UTF-8.
    if (byte == 0xC2 && i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if (next >= 0x80 && next <= 0x9F) return true;
    }
    // U+2028..U+202E: E2 80 A8..AE; U+2066..U+2069: E2 81 A6..A9.
    if (byte == 0xE2 && i + 2 < text.size()) {
      const auto second = static_cast<unsigned char>(text[i + 1]);
      const auto third = static_cast<unsigned char>(text[i + 2]);
      if ((second == 0x80 && third >= 0xA8 && third <= 0xAE) ||
          (second == 0x81 && third >= 0xA6 && third <= 0xA9)) {
        return true;
      }
    }
  }
  return false;
}

std::string PercentEncode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) || c == '-' || c == '.' || c == '_' || c == '~') {
      out += c;
    } else {
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  return out;
}

namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::optional<std::string> FormDecode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%') {
      if (i + 2 >= text.size()) return std::nullopt;
      int high = HexValue(text[i + 1]);
      int low = HexValue(text[i + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      out += static_cast<char>(high * 16 + low);
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::optional<std::vector<std::pair<std::string, std::string>>> ParseFormEncoded(
    std::string_view text) {
  std::vector<std::pair<std::string, std::string>> pairs;
  while (!text.empty()) {
    auto amp = text.find('&');
    std::string_view part = text.substr(0, amp);
    if (!part.empty()) {
      auto equals = part.find('=');
      auto name = FormDecode(part.substr(0, equals));
      auto value = FormDecode(equals == std::string_view::npos ? "" : part.substr(equals + 1));
      if (!name || !value || !IsValidUtf8(*name) || !IsValidUtf8(*value)) return std::nullopt;
      pairs.emplace_back(std::move(*name), std::move(*value));
    }
    if (amp == std::string_view::npos) break;
    text.remove_prefix(amp + 1);
  }
  return pairs;
}

bool IsE164(std::string_view text) {
  return text.size() >= 9 && text.size() <= 16 && text[0] == '+' && text[1] != '0' &&
         IsAsciiDigits(text.substr(1));
}

std::string HtmlEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

bool Contains(const std::vector<std::string>& values, std::string_view value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

std::string UsageText(std::initializer_list<std::string_view> commands) {
  std::string out;
  for (std::string_view block : commands) {
    while (!block.empty()) {
      const auto end = block.find('\n');
      out += out.empty() ? "usage: " : "       ";
      out += block.substr(0, end);
      out += '\n';
      if (end == std::string_view::npos) break;
      block.remove_prefix(end + 1);
    }
  }
  return out;
}

}  // namespace firm::common
