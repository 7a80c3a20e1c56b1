// The forms, payloads and message lookups the validation tests share.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "intake/validation.hpp"

namespace firm::intake::testing_forms {

using std::chrono::day;
using std::chrono::month;
using std::chrono::year;

inline const FormCatalog& Catalog() {
  static const FormCatalog catalog = [] {
    auto loaded = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review", "harassment-questionnaire"});
    if (!loaded) throw std::runtime_error(loaded.Error());
    return std::move(loaded).Value();
  }();
  return catalog;
}

inline const std::chrono::year_month_day kToday{year{2026}, month{3}, day{10}};

inline nlohmann::json CaseReview() {
  return nlohmann::json{{"submissionId", "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"},
                        {"landingPage", "/services"},
                        {"website", ""},
                        {"elapsedMs", 45000},
                        {"issueType", {"Harassment"}},
                        {"issueDetails", "text"},
                        {"employmentStatus", "Laid off"},
                        {"incidentDate", "Ongoing issue"},
                        {"firstName", "Ana"},
                        {"lastName", "Ruiz"},
                        {"email", "ana@example.com"},
                        {"phone", "310 555 0142"},
                        {"termsAccepted", true},
                        {"communicationsConsent", true},
                        {"smsConsent", true},
                        {"form_id", "workplace_form"},
                        {"utm_source", ""},
                        {"utm_medium", ""},
                        {"utm_campaign", ""}};
}

inline nlohmann::json Harassment() {
  return nlohmann::json{{"submissionId", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"},
                        {"elapsedMs", 60000},
                        {"californiaEmployed", "Yes"},
                        {"hasAttorney", "No"},
                        {"stillEmployed", "No"},
                        {"harassmentType", {"Retaliation for reporting"}},
                        {"harasser", {"Co-worker"}},
                        {"recentIncident", "Over 1 year ago"},
                        {"reportedToHR", "No"},
                        {"employerAction", "No"},
                        {"firstName", "Dana"},
                        {"lastName", "Kim"},
                        {"email", "dana@example.com"},
                        {"phone", "2135550199"},
                        {"form_type", "sexual_harassment_questionnaire"}};
}

inline ValidationResult Validate(const nlohmann::json& body, const char* form = "case-review") {
  return ValidateSubmission(*Catalog().Find(form), Catalog().rules, body, kToday);
}

// The single message for `field`, or "" when it has none (fails if it has several).
inline std::string ErrorFor(const nlohmann::json& body, const std::string& field,
                            const char* form = "case-review") {
  auto result = Validate(body, form);
  if (result) return "";
  auto it = result.Error().find(field);
  if (it == result.Error().end()) return "";
  EXPECT_EQ(it->second.size(), 1u);
  return it->second.front();
}

inline std::string Msg(const std::string& key, std::string_view label = {},
                       std::optional<std::size_t> max = std::nullopt) {
  return Catalog().rules.Message(key, label, max);
}

}  // namespace firm::intake::testing_forms
