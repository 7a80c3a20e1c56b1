// One form field checked by its kind (intake/validation.cpp checks the submission around it):
// present or not, its shape and length, its value among the choices, a date in range, an estimate.
#include "intake/field_checks.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>

#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "intake/estimates.hpp"

namespace firm::intake {

namespace {

using common::Controls;
using common::HasControlCharacters;
using nlohmann::json;

constexpr std::size_t kMaxEmailLength = 254;

bool IsBlank(std::string_view text) {
  return std::all_of(text.begin(), text.end(),
                     [](unsigned char c) { return std::isspace(c) != 0; });
}

std::string Trim(std::string_view text) {
  auto first = text.find_first_not_of(" \t\r\n\v\f");
  if (first == std::string_view::npos) return {};
  auto last = text.find_last_not_of(" \t\r\n\v\f");
  return std::string(text.substr(first, last - first + 1));
}

// Shared string rules: control characters, then length in code points.
bool CheckStringShape(Checker& check, const FieldDefinition& field, const std::string& value,
                      Controls controls) {
  if (HasControlCharacters(value, controls)) {
    check.Add(
        field.name,
        controls == Controls::kAllowLineBreaks ? "controlCharactersInText" : "controlCharacters",
        check.Label(field));
    return false;
  }
  // Hidden characters: refused in one line, kept as written in several (rules.json
  // "invisibleRuleAbout"); staff pages show them.
  if (controls == Controls::kNoneAllowed && common::HasInvisibleCharacters(value)) {
    check.Add(field.name, "invisibleCharacters", check.Label(field));
    return false;
  }
  if (field.max_length && CountCodePoints(value) > *field.max_length) {
    check.Add(field.name, "tooLong", check.Label(field), field.max_length);
    return false;
  }
  return true;
}

std::string RequiredKey(const FieldDefinition& field) {
  switch (field.kind) {
    case FieldKind::kChoice:
    case FieldKind::kChoiceOrDate:
    case FieldKind::kMultiChoice:
      return "requiredChoice";
    case FieldKind::kConsent:
      return "consentRequired";
    case FieldKind::kConstant:
      return "constantMismatch";
    case FieldKind::kEstimate:
      return "invalidEstimate";
    default:
      return "requiredText";
  }
}

void CheckDate(Checker& check, const FieldDefinition& field, const std::string& text,
               std::chrono::year_month_day today, json& out) {
  auto date = common::ParseCivilDate(text);
  if (!date) {
    check.Add(field.name, "invalidDate", check.Label(field));
    return;
  }
  auto earliest = common::ParseCivilDate(check.rules().earliest_date);
  if (earliest && std::chrono::sys_days{*date} < std::chrono::sys_days{*earliest}) {
    check.Add(field.name, "dateTooEarly", check.Label(field));
    return;
  }
  auto latest =
      std::chrono::sys_days{today} + std::chrono::days{check.rules().latest_days_after_utc_today};
  if (std::chrono::sys_days{*date} > latest) {
    check.Add(field.name, "futureDate", check.Label(field));
    return;
  }
  out = text;
}

}  // namespace

void CheckField(Checker& check, const FormDefinition& form, const FieldDefinition& field,
                const json& body, std::chrono::year_month_day today, json& out) {
  const json* value = Present(body, field.name);
  const std::string& name = field.name;

  if (field.kind == FieldKind::kConstant) {
    if (!value || !value->is_string() || value->get<std::string>() != field.value) {
      check.Add(name, "constantMismatch", check.Label(field));
      return;
    }
    out = field.value;
    return;
  }

  if (field.kind == FieldKind::kConsent) {
    if (value && !value->is_boolean()) {
      check.Add(name, "wrongType", check.Label(field));
    } else if (!value || !value->get<bool>()) {
      if (field.required) check.Add(name, "consentRequired", check.Label(field));
      out = false;
    } else {
      out = true;
    }
    return;
  }

  if (field.kind == FieldKind::kMultiChoice) {
    if (value && !value->is_array()) {
      check.Add(name, "wrongType", check.Label(field));
      return;
    }
    json chosen = json::array();
    if (value) {
      for (const auto& item : *value) {
        if (!item.is_string()) {
          check.Add(name, "wrongType", check.Label(field));
          return;
        }
        auto text = item.get<std::string>();
        if (!common::Contains(field.options, text)) {
          check.Add(name, "invalidOption", check.Label(field));
          return;
        }
        if (std::find(chosen.begin(), chosen.end(), item) == chosen.end()) chosen.push_back(text);
      }
    }
    if (chosen.empty() && field.required) {
      bool other_given = false;
      if (!field.other_field.empty()) {
        const json* other = Present(body, field.other_field);
        other_given = other && other->is_string() && !IsBlank(other->get<std::string>());
      }
      if (!other_given) {
        check.Add(name, field.other_field.empty() ? "requiredChoice" : "requiredOneOrOther",
                  check.Label(field));
        return;
      }
    }
    out = std::move(chosen);
    return;
  }

  if (field.kind == FieldKind::kEstimate) {
    if (!value) {
      if (field.required) check.Add(name, "invalidEstimate", check.Label(field));
    } else if (!ValidEstimate(field, check.rules(), *value, today)) {
      check.Add(name, "invalidEstimate", check.Label(field));
    } else {
      out = *value;  // stored as sent
    }
    return;
  }

  // Every other kind carries a string.
  if (value && !value->is_string()) {
    check.Add(name, "wrongType", check.Label(field));
    return;
  }
  std::string text = value ? value->get<std::string>() : std::string();
  bool trims = field.kind == FieldKind::kName || field.kind == FieldKind::kEmail ||
               field.kind == FieldKind::kPhone;
  if (trims) text = Trim(text);
  if (text.empty() || (field.kind == FieldKind::kText && IsBlank(text))) {
    if (field.required) {
      check.Add(name, RequiredKey(field), check.Label(field));
      return;
    }
    out = text;
    return;
  }

  switch (field.kind) {
    case FieldKind::kChoice:
      if (!common::Contains(field.options, text)) {
        check.Add(name, "invalidOption", check.Label(field));
      } else if (!field.eligible.empty() && !common::Contains(field.eligible, text)) {
        check.Add(name, "notEligible", check.Label(field));
      } else {
        out = text;
      }
      return;
    case FieldKind::kChoiceOrDate:
      // The date option is a prompt for a date, never an answer by itself.
      if (common::Contains(field.options, text) && text != field.date_option) {
        out = text;
      } else {
        CheckDate(check, field, text, today, out);
      }
      return;
    case FieldKind::kText:
      if (CheckStringShape(check, field, text,
                           field.multiline ? Controls::kAllowLineBreaks : Controls::kNoneAllowed)) {
        out = text;
      }
      return;
    case FieldKind::kSlot:
      if (IsSlotTime(text)) {
        out = text;
      } else {
        check.Add(name, "invalidSlot", check.Label(field));
      }
      return;
    case FieldKind::kName:
    case FieldKind::kUtm:
      if (CheckStringShape(check, field, text, Controls::kNoneAllowed)) out = text;
      return;
    case FieldKind::kEmail:
      if (HasControlCharacters(text, Controls::kNoneAllowed)) {
        check.Add(name, "controlCharacters", check.Label(field));
      } else if (CountCodePoints(text) >
                     std::min(kMaxEmailLength, field.max_length.value_or(kMaxEmailLength)) ||
                 !IsPlausibleEmail(check.rules(), text)) {
        check.Add(name, "invalidEmail", check.Label(field));
      } else {
        out = text;
      }
      return;
    case FieldKind::kPhone: {
      if (HasControlCharacters(text, Controls::kNoneAllowed)) {
        check.Add(name, "controlCharacters", check.Label(field));
        return;
      }
      std::string e164 = field.max_length && text.size() > *field.max_length
                             ? std::string()
                             : NormalizeUsPhone(text);
      if (e164.empty()) {
        check.Add(name, "invalidPhone", check.Label(field));
      } else {
        out = e164;
      }
      return;
    }
    default:
      (void)form;
      check.Add(name, "wrongType", check.Label(field));
      return;
  }
}

}  // namespace firm::intake
