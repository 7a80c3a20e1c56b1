#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
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
  // "countsFrom": "lastDay": from the last day worked when the worker gave it and every
  // chosen situation bringing the rule may be a firing (FEHA's complaint, Romano v. Rockwell).
  bool from_last_day = false;
};

struct DeadlineSituation {
  std::string id;
  std::vector<std::string> rules;
  bool firing = false;  // a decision that may be a firing: the tool asks the last day worked
};

// A rule an employer kind adds when any rule of `with_any_of` is chosen.
struct EmployerAdd {
  std::string rule;
  std::vector<std::string> with_any_of;
};

// What an employer kind changes (rules.json "employers").
struct EmployerRules {
  std::vector<EmployerAdd> adds;
  std::vector<std::string> removes;
};

// The employer kinds: the case review's optional answer employerType takes exactly these
// values, and the tool offers them; the file must define each. "unsure" brings every rule any
// kind may bring.
inline constexpr std::string_view kPrivateEmployer = "private";
inline constexpr std::string_view kUnsureEmployer = "unsure";
inline constexpr std::array<std::string_view, 5> kEmployerKinds = {"private", "city-county",
                                                                   "public", "federal", "unsure"};

// A lead whose start cannot be told (more than a year ago, an ongoing issue) but whose issue
// types bring rules is stored with this mark as its only deadline, due the day it arrived: staff
// must ask when it began, and the list flags it as urgent while the lead is worked.
inline constexpr std::string_view kDateNeeded = "date-needed";

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
// When the incident day cannot be told (e.g. "More than 1 year ago" or "Ongoing issue" without
// a date) and rules apply: the one mark kDateNeeded, due the lead's own day. The employer kind is
// LeadEmployer's.
std::vector<LeadDeadline> LeadDeadlines(const DeadlineRules& rules, std::string_view form,
                                        std::string_view created_at_utc,
                                        const nlohmann::json& answers);

// The employer kind of a lead: its answer employerType when it is a kind; a deadline tool
// estimate's publicEmployer (true: unsure, false: private) otherwise, or unsure when the two
// disagree; unsure when neither says.
std::string LeadEmployer(const nlohmann::json& answers, const nlohmann::json* estimate);

// `chosen` with the employer kind's adds (a rule added when any rule of its withAnyOf is chosen)
// and removes applied; an unknown kind counts as unsure.
void ApplyEmployer(const DeadlineRules& rules, std::string_view employer,
                   std::set<std::string, std::less<>>& chosen);

// The rules the tool's situations bring for an employer kind (the web's estimateDeadlines
// counts the same), in rules.json order; unknown situations add nothing.
std::vector<std::string> EstimateRules(const DeadlineRules& rules,
                                       const std::vector<std::string>& situations,
                                       std::string_view employer);

// The tool's deadlines, as the web's estimateDeadlines counts them: each rule from `from`, a
// rule counting from the last day from `last_day` when given and every chosen situation that
// brings the rule may be a firing. Earliest first.
std::vector<LeadDeadline> EstimateDeadlines(const DeadlineRules& rules,
                                            const std::vector<std::string>& situations,
                                            std::string_view employer,
                                            std::chrono::year_month_day from,
                                            std::optional<std::chrono::year_month_day> last_day);

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
