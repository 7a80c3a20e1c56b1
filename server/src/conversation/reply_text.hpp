#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace firm::conversation {

// The provider's limit for one message body, in characters (Twilio: 1,600).
inline constexpr std::size_t kMaxReplyCharacters = 1600;

// Why a text to a worker cannot be sent as written, or nullopt when it can: empty (or only
// spaces), not UTF-8, over kMaxReplyCharacters, or with a character that hides or reorders
// what the worker reads: control characters other than a line break (LF), C1 controls
// (U+0080..U+009F), bidi overrides and isolates (U+202A..U+202E, U+2066..U+2069), line and
// paragraph separators (U+2028, U+2029), and the invisible characters of
// common::HasInvisibleCharacters (zero-width, direction marks, tags, private use,
// noncharacters). The message names no character of the text.
std::optional<std::string> ReplyTextProblem(std::string_view text);

// Characters (code points) of well-formed UTF-8.
std::size_t CharacterCount(std::string_view text);

}  // namespace firm::conversation
