#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "intake/form_definition.hpp"
#include "intake/validation.hpp"

// What validation.cpp (the submission: its language, envelope and fields in turn) and
// field_checks.cpp (one field by its kind) share. Not for other modules.
namespace firm::intake {

// Collects field errors in the submission's language.
class Checker {
 public:
  Checker(const Rules& rules, const FormDefinition& form, FieldErrors& errors)
      : rules_(rules), form_(form), errors_(errors) {}

  void Add(const std::string& field, const std::string& key, std::string_view label = {},
           std::optional<std::size_t> max = std::nullopt) {
    errors_[field].push_back(rules_.Message(key, label, max, language_));
  }

  // The field's label in the submission's language.
  std::string_view Label(const FieldDefinition& field) const {
    return rules_.Label(form_.id, field, language_);
  }

  const Rules& rules() const { return rules_; }
  void SetLanguage(std::string language) { language_ = std::move(language); }

 private:
  const Rules& rules_;
  const FormDefinition& form_;
  FieldErrors& errors_;
  std::string language_;
};

// A present value: JSON null counts as absent, like a missing key.
inline const nlohmann::json* Present(const nlohmann::json& body, const std::string& name) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return nullptr;
  return &*it;
}

// Validates one form field; on success stores the normalised value in `out`.
void CheckField(Checker& check, const FormDefinition& form, const FieldDefinition& field,
                const nlohmann::json& body, std::chrono::year_month_day today_utc,
                nlohmann::json& out);

}  // namespace firm::intake
