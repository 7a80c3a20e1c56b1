#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include "common/language.hpp"
#include "common/result.hpp"

namespace firm::intake {

// The kinds used by config/forms/*.json; anything else is a start-up error.
enum class FieldKind {
  kChoice,
  kMultiChoice,
  kChoiceOrDate,
  kText,
  kName,
  kEmail,
  kPhone,
  kConsent,
  kConstant,
  kUtm,
  kEstimate,
  // A slot's start for a booked call (booking/): "" or UTC "YYYY-MM-DDTHH:MM:SSZ". Whether it
  // is open is the booking module's check.
  kSlot,
};

// estimate: what the worker tools (/tools/deadlines, /tools/wage-calculator) may attach.
struct EstimateLimits {
  std::vector<std::string> situations;  // deadlines: the ids a situation may take
  std::vector<std::string> wage_lines;  // wages: the ids a line may take
  double max_hourly_rate = 0;
  std::int64_t max_weeks = 0;
  double max_amount_usd = 0;
};

struct FieldDefinition {
  std::string name;
  FieldKind kind = FieldKind::kText;
  std::string label;
  bool required = false;
  std::vector<std::string> options;
  std::optional<std::size_t> max_length;
  // text: written in several lines (line breaks allowed); else one line like a name.
  bool multiline = false;
  std::string date_option;            // choiceOrDate: the option a date replaces
  std::string other_field;            // multiChoice: free-text field that can stand in
  std::vector<std::string> eligible;  // choice: the only values the form can take
  std::string value;                  // constant
  EstimateLimits estimate;            // estimate
};

struct FormDefinition {
  std::string id;
  std::string endpoint;
  std::vector<FieldDefinition> fields;

  const FieldDefinition* Find(std::string_view name) const;
};

struct RateLimitRule {
  unsigned per_address = 10;
  unsigned window_seconds = 600;
};

// rules.json: envelope limits, bot traps and the shared error messages.
// formats.email in rules.json: the one address rule the web client shares.
struct EmailFormat {
  std::string pattern;  // ECMAScript syntax, as the browser's RegExp reads it
  std::regex regex;
  std::size_t max_length = 254;
};

struct Rules {
  std::int64_t min_elapsed_ms = 3000;
  // elapsedMs above this is refused: 2^53 - 1, the largest integer a browser holds exactly.
  std::int64_t max_elapsed_ms = 9007199254740991;
  EmailFormat email;
  std::size_t max_body_bytes = 32768;
  RateLimitRule rate_limit;
  std::string earliest_date;  // YYYY-MM-DD
  int latest_days_after_utc_today = 1;
  std::size_t landing_page_max_length = 2000;
  std::map<std::string, std::string> messages;  // English, the first of `languages`
  // "languages": what a submission's "language" may be; the first is the default.
  std::vector<std::string> languages = {std::string(common::Code(common::Language::kEnglish))};
  // Every other language: <language>.json beside rules.json (issue 19).
  struct Translation {
    std::map<std::string, std::string> messages;
    // form id -> field name -> label
    std::map<std::string, std::map<std::string, std::string>, std::less<>> labels;
  };
  std::map<std::string, Translation, std::less<>> translations;

  // The message template `key` in `language` (English when it has no translation) with
  // {label} and {max} filled in.
  std::string Message(const std::string& key, std::string_view label = {},
                      std::optional<std::size_t> max = std::nullopt,
                      std::string_view language = {}) const;
  // The field's label in `language`: its translation, or the form file's English label.
  std::string_view Label(std::string_view form_id, const FieldDefinition& field,
                         std::string_view language) const;
  bool KnowsLanguage(std::string_view language) const;
};

// Every message key the validator uses; rules.json must define all of them.
extern const std::vector<std::string> kMessageKeys;

struct FormCatalog {
  Rules rules;
  std::vector<FormDefinition> forms;

  const FormDefinition* Find(std::string_view id) const;
};

// Pure parsers: a definition that the validator could misread is refused with
// a message naming the field, so a bad file stops the server at start-up.
common::Result<FormDefinition, std::string> ParseFormDefinition(const nlohmann::json& json);
common::Result<Rules, std::string> ParseRules(const nlohmann::json& json);

// Parses <language>.json: every message key and a label for every field of `forms`.
common::Result<Rules::Translation, std::string> ParseTranslation(
    const nlohmann::json& json, std::string_view language,
    const std::vector<FormDefinition>& forms);

// Reads `dir`/rules.json, `dir`/<id>.json for each id and `dir`/<language>.json for each
// language after the first.
common::Result<FormCatalog, std::string> LoadFormCatalog(const std::filesystem::path& dir,
                                                         const std::vector<std::string>& form_ids);

}  // namespace firm::intake
