#include "conversation/keywords.hpp"

#include <array>
#include <cstdint>

namespace firm::conversation {

namespace {

// One UTF-8 code point at `at` (advanced past it); U+FFFD for a malformed byte.
char32_t NextCodePoint(std::string_view text, std::size_t& at) {
  const auto byte = static_cast<unsigned char>(text[at]);
  int length = byte < 0x80           ? 1
               : (byte >> 5) == 0x6  ? 2
               : (byte >> 4) == 0xE  ? 3
               : (byte >> 3) == 0x1E ? 4
                                     : 0;
  if (length == 0 || at + length > text.size()) {
    ++at;
    return 0xFFFD;
  }
  char32_t code = length == 1 ? byte : byte & (0x7F >> length);
  for (int i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[at + i]);
    if ((next & 0xC0) != 0x80) {
      ++at;
      return 0xFFFD;
    }
    code = (code << 6) | (next & 0x3F);
  }
  at += length;
  return code;
}

void AppendUtf8(std::string& out, char32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

// Spaces and punctuation that separate words: ASCII ones, and the common non-ASCII ones a
// phone keyboard gives (inverted marks, quotes, dashes, ellipsis, ideographic space).
bool IsSeparator(char32_t code) {
  if (code < 0x80) {
    const bool letter = (code >= 'a' && code <= 'z') || (code >= 'A' && code <= 'Z');
    const bool digit = code >= '0' && code <= '9';
    return !letter && !digit;
  }
  constexpr std::array<char32_t, 16> kOthers = {0x00A0, 0x00A1, 0x00AB, 0x00BB, 0x00BF, 0x2010,
                                                0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D,
                                                0x2026, 0x3000, 0x3001, 0x3002};
  for (char32_t other : kOthers) {
    if (code == other) return true;
  }
  return false;
}

}  // namespace

std::string KeywordText(std::string_view body) {
  std::string out;
  bool pending_space = false;
  std::size_t at = 0;
  while (at < body.size()) {
    char32_t code = NextCodePoint(body, at);
    // Full-width ASCII (U+FF01..U+FF5E) is ASCII shifted by 0xFEE0.
    if (code >= 0xFF01 && code <= 0xFF5E) code -= 0xFEE0;
    if (IsSeparator(code)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    if (code >= 'A' && code <= 'Z') code += 'a' - 'A';
    AppendUtf8(out, code);
  }
  return out;
}

SmsKeyword KeywordOf(std::string_view body) {
  // Long messages are never keywords; this also bounds the work.
  if (body.size() > 64) return SmsKeyword::kNone;
  const std::string text = KeywordText(body);
  for (std::string_view stop : {"stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke",
                                "opt out", "optout", "alto", "parar", "cancelar", "baja"}) {
    if (text == stop) return SmsKeyword::kStop;
  }
  if (text == "start" || text == "unstop") return SmsKeyword::kStart;
  if (text == "yes") return SmsKeyword::kYes;
  if (text == "help" || text == "info" || text == "ayuda") return SmsKeyword::kHelp;
  return SmsKeyword::kNone;
}

}  // namespace firm::conversation
