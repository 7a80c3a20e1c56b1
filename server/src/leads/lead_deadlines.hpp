#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"

namespace firm::leads {

// The filing deadlines staff see for each lead, from config/deadlines/rules.json (the web
// tool /tools/deadlines reads the same file; its "about" texts define the arithmetic).
// Pure functions: lead_deadline_store stores what they compute.

// A period of years, months or days; negative for a window before a day.
struct Period {
  int years = 0;
  int months = 0;
  int days = 0;
};

struct DeadlineRule {
  std::string id;
  Period period;
};

struct DeadlineSituation {
  std::string id;
  std::vector<std::string> rules;
};

// What an employer kind changes (rules.json "employers": private, public, city-county, unsure).
struct EmployerRules {
  std::vector<std::string> adds;
  // The situations whose claims need the added rules; with none of them chosen nothing is added.
  std::vector<std::string> adds_only_with;
  std::vector<std::string> removes;
};

// A lead's estimate says only whether the employer was public, which may be any public kind:
// leads count it as "unsure" (every rule either kind may bring), so no deadline is missed.
inline constexpr std::string_view kLeadPrivateEmployer = "private";
inline constexpr std::string_view kLeadPublicEmployer = "unsure";

struct DeadlineRules {
  std::vector<DeadlineRule> rules;  // their order breaks ties between equal days
  std::vector<DeadlineSituation> situations;
  std::map<std::string, EmployerRules, std::less<>> employers;
  std::map<std::string, std::vector<std::string>, std::less<>> issue_types;
  // form id -> answer -> how far back the incident may lie (nullopt: no bound).
  std::map<std::string, std::map<std::string, std::optional<Period>, std::less<>>, std::less<>>
      incident_windows;
  int flag_days = 90;

  // The rule's position in rules.json; unknown ids come last.
  std::size_t Order(std::string_view rule_id) const;
  const DeadlineRule* Find(std::string_view rule_id) const;
};

// No rules at all (flagDays 90): for an API built without the file, e.g. in tests.
const DeadlineRules& NoDeadlineRules();

struct LeadDeadline {
  std::string rule;
  std::string due;  // YYYY-MM-DD
  bool operator==(const LeadDeadline&) const = default;
};

// A malformed file (unknown rule ids, bad periods, a missing flagDays) is refused with a
// message naming the place, so it stops the server at start-up.
common::Result<DeadlineRules, std::string> ParseDeadlineRules(const nlohmann::json& json);
common::Result<DeadlineRules, std::string> LoadDeadlineRules(const std::filesystem::path& file);

// `from` plus the period. Years and months keep the day of the month, or take the target
// month's last day when it has fewer (Feb 29 + 1 year = Feb 28); days count on the calendar.
std::chrono::year_month_day AddPeriod(std::chrono::year_month_day from, const Period& period);

// The day in California, taken as UTC-8 all year so that it is never later than the real
// one (an estimate errs early).
std::chrono::year_month_day CaliforniaDay(std::chrono::system_clock::time_point time);
// The same for a stored UTC time "YYYY-MM-DDTHH:MM:SS[.mmm]Z"; nullopt when unreadable.
std::optional<std::chrono::year_month_day> CaliforniaDay(std::string_view iso_utc);

// The deadlines of a lead, earliest first (then in rules.json order). `form` is the form id
// ("case-review") or the stored form type ("case_review"); `answers` the stored answers.
// Nothing when the incident day cannot be told (e.g. "More than 1 year ago" without a date).
std::vector<LeadDeadline> LeadDeadlines(const DeadlineRules& rules, std::string_view form,
                                        std::string_view created_at_utc,
                                        const nlohmann::json& answers);

// The rules the tool's situations bring for an employer kind (the web's estimateDeadlines
// counts the same), in rules.json order; unknown situations and kinds add nothing.
std::vector<std::string> EstimateRules(const DeadlineRules& rules,
                                       const std::vector<std::string>& situations,
                                       std::string_view employer);

// The rules `chosen` picks, each due its period after `from`: earliest first, then in rules.json
// order. LeadDeadlines and a tool's estimate (EstimateRules) both date their rules with it.
std::vector<LeadDeadline> DeadlinesFrom(const DeadlineRules& rules,
                                        std::chrono::year_month_day from,
                                        const std::function<bool(std::string_view)>& chosen);

// Earliest first, then in rules.json order.
void SortDeadlines(const DeadlineRules& rules, std::vector<LeadDeadline>& deadlines);

// Whole days from `today` to `due` (negative when past); 0 for an unreadable date.
long DaysBetween(std::chrono::year_month_day today, std::string_view due);

}  // namespace firm::leads
