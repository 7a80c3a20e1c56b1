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

// Every body of a message, decoded and joined: the one body of a single-part
// message, or each part's of a multipart one (headers left out: they may hold
// "=" that is not quoted-printable).
inline std::string DecodedBodies(const std::string& message) {
  auto head_end = message.find("\r\n\r\n");
  if (head_end == std::string::npos) return "";
  const std::string head = message.substr(0, head_end);
  const auto boundary_at = head.find("boundary=\"");
  if (boundary_at == std::string::npos) return DecodeQuotedPrintable(message.substr(head_end + 4));
  const auto start = boundary_at + 10;
  const std::string boundary = "--" + head.substr(start, head.find('"', start) - start);
  std::string out;
  for (auto part = message.find(boundary + "\r\n"); part != std::string::npos;
       part = message.find(boundary + "\r\n", part + 1)) {
    const auto body = message.find("\r\n\r\n", part);
    const auto end = message.find("\r\n" + boundary, body);
    if (body == std::string::npos || end == std::string::npos) break;
    out += DecodeQuotedPrintable(message.substr(body + 4, end - body - 4)) + "\n";
  }
  return out;
}

}  // namespace firm::testing_support
