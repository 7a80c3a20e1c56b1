#include "intake/validation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>

#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "intake/field_checks.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

using common::Controls;
using common::HasControlCharacters;

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
