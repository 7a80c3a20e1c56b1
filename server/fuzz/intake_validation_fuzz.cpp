// Intake payload validation (intake/validation.cpp) against the real form definitions in
// config/forms. Input: one byte choosing the form, then the request body. Whatever the
// body, a refusal names fields with messages, and an accepted lead holds only normalised
// values within the form's rules; validating the stored answers again accepts them
// unchanged (what is stored would pass the same check).

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "common/text.hpp"
#include "fuzz_support.hpp"
#include "intake/bot_trap.hpp"
#include "intake/form_definition.hpp"
#include "intake/validation.hpp"

#ifndef FIRM_FORMS_DIR
#error "FIRM_FORMS_DIR (config/forms) must be defined"
#endif

namespace {

using firm::intake::FieldKind;
using nlohmann::json;

const firm::intake::FormCatalog& Catalog() {
  static const firm::intake::FormCatalog catalog = [] {
    auto loaded =
        firm::intake::LoadFormCatalog(FIRM_FORMS_DIR, {"case-review", "harassment-questionnaire"});
    if (!loaded) {
      std::fprintf(stderr, "cannot load %s: %s\n", FIRM_FORMS_DIR, loaded.Error().c_str());
      std::abort();
    }
    return std::move(loaded).Value();
  }();
  return catalog;
}

bool IsTrimmed(const std::string& text) {
  return text.empty() || (text.find_first_of(" \t\r\n\v\f") != 0 &&
                          text.find_last_of(" \t\r\n\v\f") != text.size() - 1);
}

bool IsE164Us(const std::string& phone) {
  if (phone.size() != 12 || !phone.starts_with("+1") || phone[2] < '2' || phone[2] > '9') {
    return false;
  }
  return std::all_of(phone.begin() + 2, phone.end(), [](char c) { return c >= '0' && c <= '9'; });
}

void CheckAccepted(const firm::intake::FormDefinition& form, const firm::intake::Rules& rules,
                   const firm::intake::NormalizedLead& lead, std::chrono::year_month_day today) {
  using namespace firm::intake;
  FUZZ_CHECK(IsUuid(lead.submission_id), "a UUID submission id");
  FUZZ_CHECK(std::none_of(lead.submission_id.begin(), lead.submission_id.end(),
                          [](char c) { return c >= 'A' && c <= 'Z'; }),
             "the submission id is lower case");
  FUZZ_CHECK(lead.landing_page.empty() || lead.landing_page.front() == '/', "a site path");
  FUZZ_CHECK(!firm::fuzz::HasByte(lead.landing_page, firm::fuzz::IsControl), "no control");
  FUZZ_CHECK(lead.answers.is_object(), "answers are an object");
  FUZZ_CHECK(rules.KnowsLanguage(lead.language), "a language of rules.json");
  FUZZ_CHECK(lead.answers.value("language", std::string()) == lead.language,
             "the stored language is the lead's");
  // Stored as JSON: must serialise (throws on invalid UTF-8).
  const std::string stored = lead.answers.dump();

  for (const auto& [key, value] : lead.answers.items()) {
    const bool envelope =
        key == "submissionId" || key == "landingPage" || key == "elapsedMs" || key == "language";
    FUZZ_CHECK(envelope || form.Find(key) != nullptr, "only known fields are stored");
  }
  for (const auto& field : form.fields) {
    auto it = lead.answers.find(field.name);
    // An optional estimate that was not sent is not stored (no empty stand-in value).
    if (field.kind == FieldKind::kEstimate && !field.required && it == lead.answers.end()) {
      continue;
    }
    FUZZ_CHECK(it != lead.answers.end(), "every field has a stored value");
    const json& value = *it;
    switch (field.kind) {
      case FieldKind::kEstimate: {
        FUZZ_CHECK(value.is_object(), "an estimate is an object");
        const auto tool = value.value("tool", json());
        FUZZ_CHECK(tool == "deadlines" || tool == "wages", "from one of the two tools");
        break;
      }
      case FieldKind::kMultiChoice:
        FUZZ_CHECK(value.is_array(), "a list of choices");
        for (const auto& item : value) {
          FUZZ_CHECK(item.is_string() && std::count(field.options.begin(), field.options.end(),
                                                    item.get<std::string>()) == 1,
                     "only offered options");
          FUZZ_CHECK(std::count(value.begin(), value.end(), item) == 1, "no option twice");
        }
        break;
      case FieldKind::kConsent:
        FUZZ_CHECK(value.is_boolean(), "consent is a boolean");
        if (field.required) FUZZ_CHECK(value.get<bool>(), "required consent is given");
        break;
      case FieldKind::kConstant:
        FUZZ_CHECK(value == field.value, "the constant");
        break;
      default: {
        FUZZ_CHECK(value.is_string(), "a string");
        const auto text = value.get<std::string>();
        FUZZ_CHECK(firm::common::IsValidUtf8(text), "valid UTF-8");
        if (field.max_length && field.kind != FieldKind::kPhone) {
          FUZZ_CHECK(CountCodePoints(text) <= *field.max_length, "within the length limit");
        }
        if (field.kind == FieldKind::kText) {
          FUZZ_CHECK(!firm::fuzz::HasByte(
                         text,
                         [](unsigned char c) {
                           return (c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7f;
                         }),
                     "text keeps only line breaks and tabs");
        } else {
          FUZZ_CHECK(!firm::fuzz::HasByte(text, firm::fuzz::IsControl), "no control characters");
        }
        if (field.kind == FieldKind::kName || field.kind == FieldKind::kEmail) {
          FUZZ_CHECK(IsTrimmed(text), "names and e-mail are trimmed");
        }
        if (field.kind == FieldKind::kEmail && !text.empty()) {
          FUZZ_CHECK(IsPlausibleEmail(rules, text), "a plausible e-mail address");
        }
        if (field.kind == FieldKind::kPhone && !text.empty()) {
          FUZZ_CHECK(IsE164Us(text), "an E.164 US number");
        }
        if (field.kind == FieldKind::kChoice && !text.empty()) {
          FUZZ_CHECK(std::count(field.options.begin(), field.options.end(), text) == 1,
                     "an offered option");
        }
        if (field.required) FUZZ_CHECK(!text.empty(), "a required field has a value");
      }
    }
  }
  for (const auto& issue : lead.issue_types) FUZZ_CHECK(!issue.empty(), "issue types are named");

  // What is stored passes the same validation unchanged.
  auto again = ValidateSubmission(form, rules, lead.answers, today);
  FUZZ_CHECK(static_cast<bool>(again), "the stored answers validate again");
  FUZZ_CHECK(again.Value().answers == lead.answers, "validation is idempotent");
  FUZZ_CHECK(again.Value().email == lead.email && again.Value().phone == lead.phone,
             "same contact details");
  (void)stored;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  Catalog();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace firm::intake;
  if (size == 0) return 0;
  const auto& catalog = Catalog();
  const FormDefinition& form = catalog.forms[data[0] % catalog.forms.size()];
  // The handler parses with exceptions; the non-throwing form refuses the same bodies.
  const json body = json::parse(firm::fuzz::AsText(data + 1, size - 1), nullptr, false);
  if (body.is_discarded()) return 0;
  const std::chrono::year_month_day today{std::chrono::year(2026), std::chrono::month(3),
                                          std::chrono::day(10)};

  (void)LooksLikeBot(catalog.rules, body);
  auto result = ValidateSubmission(form, catalog.rules, body, today);
  if (!result) {
    FUZZ_CHECK(!result.Error().empty(), "a refusal names at least one field");
    json errors = json::object();
    for (const auto& [field, messages] : result.Error()) {
      FUZZ_CHECK(!messages.empty(), "every refused field has a message");
      for (const auto& message : messages) FUZZ_CHECK(!message.empty(), "a message has words");
      errors[field] = messages;
    }
    // The 422 answer is JSON: field names come from the body, so they must serialise.
    (void)json{{"errors", errors}}.dump();
    return 0;
  }
  CheckAccepted(form, catalog.rules, result.Value(), today);
  return 0;
}
