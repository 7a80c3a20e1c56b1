#include "conversation/reply_text.hpp"

#include "common/text.hpp"

namespace firm::conversation {

std::size_t CharacterCount(std::string_view text) {
  std::size_t count = 0;
  for (unsigned char byte : text) {
    if ((byte & 0xC0) != 0x80) ++count;
  }
  return count;
}

std::optional<std::string> ReplyTextProblem(std::string_view text) {
  if (common::TrimWhitespace(text).empty()) return "Write a message.";
  if (!common::IsValidUtf8(text)) return "The message is not valid text (UTF-8).";
  if (CharacterCount(text) > kMaxReplyCharacters) {
    return "Keep the message to " + std::to_string(kMaxReplyCharacters) + " characters.";
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if ((byte < 0x20 && byte != '\n') || byte == 0x7F) {
      return "Remove the control characters: only line breaks may be used.";
    }
    // C1 controls are U+0080..U+009F: C2 80..C2 9F in UTF-8.
    if (byte == 0xC2 && i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if (next >= 0x80 && next <= 0x9F) {
        return "Remove the control characters: only line breaks may be used.";
      }
    }
    // U+2028, U+2029, U+202A..U+202E: E2 80 A8..AE; U+2066..U+2069: E2 81 A6..A9.
    if (byte == 0xE2 && i + 2 < text.size()) {
      const auto second = static_cast<unsigned char>(text[i + 1]);
      const auto third = static_cast<unsigned char>(text[i + 2]);
      if ((second == 0x80 && third >= 0xA8 && third <= 0xAE) ||
          (second == 0x81 && third >= 0xA6 && third <= 0xA9)) {
        return "Remove the invisible direction or line-separator characters.";
      }
    }
  }
  return std::nullopt;
}

}  // namespace firm::conversation
