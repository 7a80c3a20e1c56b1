#include "intake/validation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>

#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "intake/estimates.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxEmailLength = 254;

using common::Controls;
using common::HasControlCharacters;

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
const json* Present(const json& body, const std::string& name) {
  auto it = body.find(name);
  if (it == body.end() || it->is_null()) return nullptr;
  return &*it;
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

// Validates one form field; on success stores the normalised value in `out`.
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

// "language": absent or null means the first of rules.languages; anything else must be one of
// them. Read first, so that every other message is in the submission's language.
void CheckLanguage(Checker& check, const json& body, NormalizedLead& lead, json& answers) {
  const auto& languages = check.rules().languages;
  lead.language = languages.front();
  const json* language = Present(body, "language");
  if (language &&
      !(language->is_string() && check.rules().KnowsLanguage(language->get<std::string>()))) {
    check.Add("language", "invalidLanguage");
  } else if (language) {
    lead.language = language->get<std::string>();
  }
  check.SetLanguage(lead.language);
  answers["language"] = lead.language;
}

void CheckEnvelope(Checker& check, const json& body, NormalizedLead& lead, json& answers) {
  const json* id = Present(body, "submissionId");
  if (!id || !id->is_string() || !IsUuid(id->get<std::string>())) {
    check.Add("submissionId", "invalidSubmissionId");
  } else {
    lead.submission_id = id->get<std::string>();
    std::transform(lead.submission_id.begin(), lead.submission_id.end(), lead.submission_id.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    answers["submissionId"] = lead.submission_id;
  }

  // An unsigned 2^64 - 1 read as int64 would be stored as -1: compare before converting.
  const json* elapsed = Present(body, "elapsedMs");
  const auto max_elapsed = static_cast<std::uint64_t>(check.rules().max_elapsed_ms);
  bool elapsed_ok = false;
  if (elapsed && elapsed->is_number_unsigned()) {
    elapsed_ok = elapsed->get<std::uint64_t>() <= max_elapsed;
  } else if (elapsed && elapsed->is_number_integer()) {
    elapsed_ok = elapsed->get<std::int64_t>() >= 0;
  }
  if (!elapsed_ok) {
    check.Add("elapsedMs", "wrongType");
  } else {
    lead.elapsed_ms = elapsed->get<std::int64_t>();
    answers["elapsedMs"] = lead.elapsed_ms;
  }

  const json* landing = Present(body, "landingPage");
  if (landing) {
    if (!landing->is_string()) {
      check.Add("landingPage", "wrongType");
    } else {
      auto path = landing->get<std::string>();
      if (HasControlCharacters(path, Controls::kNoneAllowed)) {
        check.Add("landingPage", "controlCharacters", "landingPage");
      } else if (CountCodePoints(path) > check.rules().landing_page_max_length) {
        check.Add("landingPage", "tooLong", "landingPage", check.rules().landing_page_max_length);
      } else if (!path.empty() && !path.starts_with('/')) {
        check.Add("landingPage", "wrongType");
      } else {
        lead.landing_page = path;
      }
    }
  }
  answers["landingPage"] = lead.landing_page;

  // The honeypot was checked before validation: only an empty value gets here.
  const json* website = Present(body, "website");
  if (website && !(website->is_string() && website->get<std::string>().empty())) {
    check.Add("website", "wrongType");
  }
}

std::string StringAnswer(const json& answers, const std::string& name) {
  auto it = answers.find(name);
  return it != answers.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

ValidationResult ValidateSubmission(const FormDefinition& form, const Rules& rules,
                                    const json& body, std::chrono::year_month_day today_utc) {
  FieldErrors errors;
  if (!body.is_object()) {
    errors["_body"].push_back("The request body must be a JSON object.");
    return ValidationResult::Err(std::move(errors));
  }
  Checker check(rules, form, errors);
  NormalizedLead lead;
  json answers = json::object();
  CheckLanguage(check, body, lead, answers);
  CheckEnvelope(check, body, lead, answers);

  for (const auto& field : form.fields) {
    json out;
    CheckField(check, form, field, body, today_utc, out);
    if (!out.is_null()) answers[field.name] = std::move(out);
  }

  static const std::vector<std::string> kEnvelope = {"submissionId", "landingPage", "website",
                                                     "elapsedMs", "language"};
  for (const auto& [key, value] : body.items()) {
    if (!form.Find(key) && !common::Contains(kEnvelope, key)) check.Add(key, "unknownField");
  }
  if (!errors.empty()) return ValidationResult::Err(std::move(errors));

  for (const auto& field : form.fields) {
    if (field.kind == FieldKind::kMultiChoice && lead.issue_types.empty()) {
      lead.issue_types = answers[field.name].get<std::vector<std::string>>();
    }
    if (field.kind == FieldKind::kEmail && lead.email.empty()) lead.email = answers[field.name];
    if (field.kind == FieldKind::kPhone && lead.phone.empty()) lead.phone = answers[field.name];
  }
  lead.first_name = StringAnswer(answers, "firstName");
  lead.last_name = StringAnswer(answers, "lastName");
  lead.utm_source = StringAnswer(answers, "utm_source");
  lead.utm_medium = StringAnswer(answers, "utm_medium");
  lead.utm_campaign = StringAnswer(answers, "utm_campaign");
  lead.answers = std::move(answers);
  return ValidationResult::Ok(std::move(lead));
}

bool IsSlotTime(std::string_view text) {
  if (text.size() != 20 || text[10] != 'T' || text[19] != 'Z' || text[13] != ':' ||
      text[16] != ':') {
    return false;
  }
  for (std::size_t i : {11u, 12u, 14u, 15u, 17u, 18u}) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  const int hours = (text[11] - '0') * 10 + (text[12] - '0');
  const int minutes = (text[14] - '0') * 10 + (text[15] - '0');
  const int seconds = (text[17] - '0') * 10 + (text[18] - '0');
  return common::ParseCivilDate(text.substr(0, 10)).has_value() && hours < 24 && minutes < 60 &&
         seconds < 60;
}

}  // namespace firm::intake
