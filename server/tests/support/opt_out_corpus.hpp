// The opt-out corpus (config/conversation/opt-out-corpus.json, issue 51): messages that must
// stop texts, messages that may be a request to stop and are flagged to staff, and everyday
// messages that must do neither, for the keyword and conversation tests.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/file.hpp"

namespace firm::testing_support {

struct CorpusEntry {
  std::string text;
  std::string note;
};

struct OptOutCorpus {
  std::vector<CorpusEntry> opt_out;
  std::vector<CorpusEntry> maybe;
  std::vector<CorpusEntry> not_opt_out;
};

// The shipped corpus; a missing or malformed file fails the calling test.
inline OptOutCorpus LoadOptOutCorpus() {
  OptOutCorpus corpus;
  const auto text = common::ReadWholeFile(FIRM_FORMS_DIR "/../conversation/opt-out-corpus.json");
  EXPECT_TRUE(text) << "config/conversation/opt-out-corpus.json cannot be read";
  if (!text) return corpus;
  const auto parsed = nlohmann::json::parse(*text, nullptr, false);
  EXPECT_TRUE(parsed.is_object()) << "opt-out-corpus.json is not a JSON object";
  if (!parsed.is_object()) return corpus;
  auto read = [&](const char* name, std::vector<CorpusEntry>& into) {
    const auto& list = parsed.value(name, nlohmann::json::array());
    EXPECT_TRUE(list.is_array()) << name;
    if (!list.is_array()) return;
    for (const auto& entry : list) {
      const bool good = entry.is_object() && entry.value("text", nlohmann::json()).is_string() &&
                        entry.value("note", nlohmann::json()).is_string();
      EXPECT_TRUE(good) << name << ": " << entry.dump();
      if (good) into.push_back({entry["text"], entry["note"]});
    }
  };
  read("optOut", corpus.opt_out);
  read("maybe", corpus.maybe);
  read("notOptOut", corpus.not_opt_out);
  return corpus;
}

}  // namespace firm::testing_support
