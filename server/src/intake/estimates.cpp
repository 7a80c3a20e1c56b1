#include "intake/estimates.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>

#include "common/civil_date.hpp"
#include "common/text.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

bool InDateRange(const Rules& rules, std::chrono::year_month_day date,
                 std::chrono::year_month_day today) {
  auto earliest = common::ParseCivilDate(rules.earliest_date);
  if (earliest && std::chrono::sys_days{date} < std::chrono::sys_days{*earliest}) return false;
  return std::chrono::sys_days{date} <=
         std::chrono::sys_days{today} + std::chrono::days{rules.latest_days_after_utc_today};
}

// The object has exactly these keys.
bool HasExactlyKeys(const json& object, std::initializer_list<const char*> keys) {
  if (!object.is_object() || object.size() != keys.size()) return false;
  return std::all_of(keys.begin(), keys.end(),
                     [&](const char* key) { return object.contains(key); });
}

bool IsIntegral(const json& value) {
  if (value.is_number_integer()) return true;
  return value.is_number_float() && std::isfinite(value.get<double>()) &&
         std::floor(value.get<double>()) == value.get<double>();
}

bool ValidDeadlineEstimate(const EstimateLimits& limits, const Rules& rules, const json& estimate,
                           std::chrono::year_month_day today) {
  if (!HasExactlyKeys(estimate, {"tool", "incidentDate", "situations", "publicEmployer"})) {
    return false;
  }
  const json& date_text = estimate["incidentDate"];
  if (!date_text.is_string()) return false;
  auto date = common::ParseCivilDate(date_text.get<std::string>());
  if (!date || !InDateRange(rules, *date, today)) return false;
  const json& situations = estimate["situations"];
  if (!situations.is_array() || situations.empty()) return false;
  std::vector<std::string> seen;
  for (const auto& item : situations) {
    if (!item.is_string()) return false;
    auto id = item.get<std::string>();
    if (!common::Contains(limits.situations, id) || common::Contains(seen, id)) return false;
    seen.push_back(std::move(id));
  }
  return estimate["publicEmployer"].is_boolean();
}

bool ValidWageEstimate(const EstimateLimits& limits, const json& estimate) {
  if (!HasExactlyKeys(estimate, {"tool", "hourlyRate", "weeks", "lines", "totalUsd"})) {
    return false;
  }
  const json& rate = estimate["hourlyRate"];
  if (!rate.is_number() || !(rate.get<double>() > 0) ||
      rate.get<double>() > limits.max_hourly_rate) {
    return false;
  }
  const json& weeks = estimate["weeks"];
  if (!IsIntegral(weeks) || weeks.get<double>() < 1 ||
      weeks.get<double>() > static_cast<double>(limits.max_weeks)) {
    return false;
  }
  const json& lines = estimate["lines"];
  if (!lines.is_array() || lines.empty()) return false;
  std::vector<std::string> seen;
  double sum = 0;
  for (const auto& line : lines) {
    if (!HasExactlyKeys(line, {"id", "amountUsd"}) || !line["id"].is_string()) return false;
    auto id = line["id"].get<std::string>();
    if (!common::Contains(limits.wage_lines, id) || common::Contains(seen, id)) return false;
    seen.push_back(std::move(id));
    const json& amount = line["amountUsd"];
    if (!amount.is_number() || amount.get<double>() < 0 ||
        amount.get<double>() > limits.max_amount_usd) {
      return false;
    }
    sum += amount.get<double>();
  }
  const json& total = estimate["totalUsd"];
  // Within a cent: the tools round each line and the total on their own. The
  // small slack keeps a difference of exactly one cent from failing on binary rounding.
  constexpr double kCent = 0.01;
  return total.is_number() && std::abs(total.get<double>() - sum) <= kCent + 1e-9;
}

}  // namespace

bool ValidEstimate(const FieldDefinition& field, const Rules& rules, const json& estimate,
                   std::chrono::year_month_day today) {
  if (!estimate.is_object()) return false;
  auto tool = estimate.find("tool");
  if (tool == estimate.end() || !tool->is_string()) return false;
  if (*tool == "deadlines") return ValidDeadlineEstimate(field.estimate, rules, estimate, today);
  if (*tool == "wages") return ValidWageEstimate(field.estimate, estimate);
  return false;
}

}  // namespace firm::intake
