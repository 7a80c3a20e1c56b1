#include "conversation/saved_replies.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "common/language.hpp"
#include "common/text.hpp"
#include "conversation/reply_text.hpp"

namespace firm::conversation {

common::Result<std::vector<SavedReply>, std::string> LoadSavedReplies(
    const std::filesystem::path& file) {
  using R = common::Result<std::vector<SavedReply>, std::string>;
  std::ifstream in(file);
  if (!in) return R::Err("cannot read " + file.string());
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = nlohmann::json::parse(text.str(), nullptr, false);
  if (!parsed.is_object() || !parsed.contains("replies") || !parsed["replies"].is_array()) {
    return R::Err(file.string() + ": expected an object with a \"replies\" array");
  }
  std::vector<SavedReply> replies;
  for (const auto& entry : parsed["replies"]) {
    auto text_of = [&](const char* part, common::Language language) -> std::optional<std::string> {
      if (!entry.is_object() || !entry.contains(part) || !entry[part].is_object()) return {};
      const auto& value = entry[part].value(std::string(common::Code(language)), nlohmann::json());
      if (!value.is_string()) return {};
      return value.get<std::string>();
    };
    const std::string id = entry.is_object() ? entry.value("id", "") : "";
    using common::Language;
    auto label_en = text_of("label", Language::kEnglish);
    auto label_es = text_of("label", Language::kSpanish);
    auto text_en = text_of("text", Language::kEnglish);
    auto text_es = text_of("text", Language::kSpanish);
    if (id.empty() || !label_en || !label_es || !text_en || !text_es) {
      return R::Err(file.string() +
                    ": each reply needs an id, and a label and a text in en and es");
    }
    for (const auto* reply : {&*text_en, &*text_es}) {
      if (auto problem = ReplyTextProblem(*reply)) {
        return R::Err(file.string() + ": reply " + id + ": " + *problem);
      }
    }
    replies.push_back(SavedReply{id, *label_en, *label_es, *text_en, *text_es});
  }
  return R::Ok(std::move(replies));
}

std::string FillReply(std::string text, const std::string& reference, const std::string& phone) {
  for (const auto& [name, value] :
       {std::pair<std::string_view, const std::string&>{"{reference}", reference},
        std::pair<std::string_view, const std::string&>{"{phone}", phone}}) {
    for (auto at = text.find(name); at != std::string::npos; at = text.find(name, at)) {
      text.replace(at, name.size(), value);
      at += value.size();
    }
  }
  return text;
}

std::vector<SavedReply> WithOfficeHours(std::vector<SavedReply> replies,
                                        const std::string& hours_en, const std::string& hours_es) {
  constexpr std::string_view kHours = "{hours}";
  std::vector<SavedReply> out;
  for (auto& reply : replies) {
    bool known = true;
    for (auto [text, hours] :
         {std::pair<std::string*, const std::string*>{&reply.text_en, &hours_en},
          std::pair<std::string*, const std::string*>{&reply.text_es, &hours_es}}) {
      if (text->find(kHours) == std::string::npos) continue;
      if (hours->empty()) known = false;
      for (auto at = text->find(kHours); at != std::string::npos; at = text->find(kHours, at)) {
        text->replace(at, kHours.size(), *hours);
        at += hours->size();
      }
    }
    if (known) out.push_back(std::move(reply));
  }
  return out;
}

}  // namespace firm::conversation
