// Reading the notification e-mail back in tests: undoes quoted-printable
// (soft line breaks "=\r\n" and "=XX" bytes). Written here, not taken from the
// server's encoder, so a fault in one is not mirrored by the other.
#pragma once

#include <string>

namespace firm::testing_support {

inline std::string DecodeQuotedPrintable(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '=' && i + 2 < text.size() && text[i + 1] == '\r' && text[i + 2] == '\n') {
      i += 2;
    } else if (text[i] == '=' && i + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace firm::testing_support
