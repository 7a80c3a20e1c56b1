#pragma once

// The site's languages (decision 0017): English at "/", Spanish under "/es/". Every module names a
// language with this type; its code ("en", "es") is what the wire, the database and the words
// files carry.
#include <array>
#include <optional>
#include <string_view>

namespace firm::common {

enum class Language { kEnglish, kSpanish };

inline constexpr std::array<Language, 2> kLanguages = {Language::kEnglish, Language::kSpanish};

// "en" or "es".
constexpr std::string_view Code(Language language) {
  return language == Language::kSpanish ? "es" : "en";
}

// The language whose code is exactly `code`; nullopt for anything else (a precise refusal).
constexpr std::optional<Language> ParseLanguage(std::string_view code) {
  for (Language language : kLanguages) {
    if (Code(language) == code) return language;
  }
  return std::nullopt;
}

// The language of `code`, English for anything that is not a language's code (a stored row or
// an old link without one).
constexpr Language LanguageOr(std::string_view code) {
  return ParseLanguage(code).value_or(Language::kEnglish);
}

// Where the language's pages live: "" (English, at "/") or "/es".
constexpr std::string_view PathPrefix(Language language) {
  return language == Language::kSpanish ? "/es" : "";
}

// The language of a page by its decoded path: "/es" and "/es/..." are Spanish.
constexpr Language LanguageOfPath(std::string_view path) {
  for (Language language : kLanguages) {
    const std::string_view prefix = PathPrefix(language);
    if (prefix.empty()) continue;
    if (path.starts_with(prefix) && (path.size() == prefix.size() || path[prefix.size()] == '/')) {
      return language;
    }
  }
  return Language::kEnglish;
}

}  // namespace firm::common
