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
  if (common::HasControlCharacters(text, common::Controls::kAllowLineBreaks) ||
      common::HasInvisibleCharacters(text)) {
    return "Remove the control characters and hidden characters (zero-width spaces, direction "
           "marks, private-use symbols; pasted text can carry them): only line breaks may be "
           "used.";
  }
  return std::nullopt;
}

}  // namespace firm::conversation
