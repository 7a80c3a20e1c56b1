#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "common/result.hpp"

namespace firm::conversation {

// A saved reply of SAVED_REPLIES_FILE (config/conversation/saved-replies.json): its label and
// text in each language ("en", "es"), both required.
struct SavedReply {
  std::string id;
  std::string label_en;
  std::string label_es;
  std::string text_en;
  std::string text_es;
};

// Read once at start-up: exit 1 on a missing file, a missing language or a text with control
// characters or over kMaxReplyCharacters.
common::Result<std::vector<SavedReply>, std::string> LoadSavedReplies(
    const std::filesystem::path& file);

// The reply's text with {reference} and {phone} filled in.
std::string FillReply(std::string text, const std::string& reference, const std::string& phone);

// The replies with {hours} filled in at start-up by the hours the site states for the phones
// (config/site.json "contact.hours" and "spanish.hours", through SITE_DIR/manifest.json), so a
// reply never names other hours than the site. A reply that names the hours is left out while
// the hours of its language are unknown, rather than sent with "{hours}" or a guess.
std::vector<SavedReply> WithOfficeHours(std::vector<SavedReply> replies,
                                        const std::string& hours_en, const std::string& hours_es);

}  // namespace firm::conversation
