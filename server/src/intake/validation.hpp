#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "http/json_api.hpp"
#include "intake/form_definition.hpp"
#include "intake/formats.hpp"

namespace firm::intake {

// field name -> messages; "_body" for problems with the body as a whole.
using FieldErrors = http::FieldErrors;

// A submission that passed every rule, with values normalised for storage.
struct NormalizedLead {
  std::string submission_id;  // lower-case UUID
  std::string landing_page;   // "" when not sent
  std::int64_t elapsed_ms = 0;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;  // E.164, +1XXXXXXXXXX
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string language;  // "en" or "es" (rules.json "languages")
  // Values of the form's first multiChoice field (issue or harassment types).
  std::vector<std::string> issue_types;
  // Every form field normalised, plus submissionId, landingPage, elapsedMs and language.
  nlohmann::json answers;
};

// A slot's start as GET /api/booking/slots gives it: "YYYY-MM-DDTHH:MM:SSZ", a real date and
// time (the slot field kind).
bool IsSlotTime(std::string_view text);

using ValidationResult = common::Result<NormalizedLead, FieldErrors>;

// Pure: checks `body` (already parsed, any JSON type) against the form and the
// shared rules, with `today_utc` standing in for the clock. Every field error
// is reported together; each field gets the message of the first rule it
// breaks (type, missing, control characters, length, format or option).
ValidationResult ValidateSubmission(const FormDefinition& form, const Rules& rules,
                                    const nlohmann::json& body,
                                    std::chrono::year_month_day today_utc);

}  // namespace firm::intake
