#include "leads/lead_deadlines.hpp"

#include <algorithm>
#include <functional>
#include <set>

#include "common/civil_date.hpp"
#include "common/file.hpp"
#include "leads/lead_id.hpp"

namespace firm::leads {

namespace {

using nlohmann::json;
using std::chrono::sys_days;
using std::chrono::year_month_day;

template <typename T>
using R = common::Result<T, std::string>;

// The answer that says when it happened, for each form with incident windows.
const std::map<std::string, std::string, std::less<>> kIncidentAnswer = {
    {"case-review", "incidentDate"}, {"harassment-questionnaire", "recentIncident"}};
// The issue type a questionnaire counts as (it has no issue types of its own).
constexpr std::string_view kQuestionnaire = "harassment-questionnaire";
constexpr std::string_view kQuestionnaireIssue = "Harassment";
constexpr std::string_view kCaseReviewIssues = "issueType";
// The case review's optional answer: who the employer was (one of kEmployerKinds).
constexpr std::string_view kEmployerAnswer = "employerType";
// A lead's day is its creation time in California, taken as UTC-8.
constexpr std::chrono::hours kCaliforniaOffset{8};

Period Negated(const Period& period) { return {-period.years, -period.months, -period.days}; }

// The day the periods run from, or nullopt when it cannot be told.
std::optional<year_month_day> IncidentDay(const DeadlineRules& rules, const std::string& form,
                                          year_month_day lead_day, const json& answers,
                                          const json* estimate) {
  if (estimate) {
    auto date = estimate->find("incidentDate");
    if (date == estimate->end() || !date->is_string()) return std::nullopt;
    return common::ParseCivilDate(date->get<std::string>());
  }
  auto answer_name = kIncidentAnswer.find(form);
  if (answer_name == kIncidentAnswer.end()) return std::nullopt;
  auto answer = answers.find(answer_name->second);
  if (answer == answers.end() || !answer->is_string()) return std::nullopt;
  const auto text = answer->get<std::string>();
  if (auto date = common::ParseCivilDate(text)) return date;
  auto windows = rules.incident_windows.find(form);
  if (windows == rules.incident_windows.end()) return std::nullopt;
  auto window = windows->second.find(text);
  if (window == windows->second.end() || !window->second) return std::nullopt;
  return AddPeriod(lead_day, Negated(*window->second));
}

}  // namespace

year_month_day AddPeriod(year_month_day from, const Period& period) {
  year_month_day date = from;
  if (period.years != 0 || period.months != 0) {
    date += std::chrono::months{period.years * 12 + period.months};
    if (!date.ok()) {
      date = year_month_day{
          std::chrono::year_month_day_last{date.year(), std::chrono::month_day_last{date.month()}}};
    }
  }
  if (period.days != 0) date = year_month_day{sys_days{date} + std::chrono::days{period.days}};
  return date;
}

year_month_day CaliforniaDay(std::chrono::system_clock::time_point time) {
  return year_month_day{std::chrono::floor<std::chrono::days>(time - kCaliforniaOffset)};
}

std::optional<year_month_day> CaliforniaDay(std::string_view iso_utc) {
  if (iso_utc.size() < 19 || iso_utc[10] != 'T' || iso_utc[13] != ':' || iso_utc[16] != ':') {
    return std::nullopt;
  }
  auto date = common::ParseCivilDate(iso_utc.substr(0, 10));
  if (!date) return std::nullopt;
  auto two = [&](std::size_t at) -> int {
    char a = iso_utc[at];
    char b = iso_utc[at + 1];
    if (a < '0' || a > '9' || b < '0' || b > '9') return -1;
    return (a - '0') * 10 + (b - '0');
  };
  int hours = two(11);
  if (hours < 0 || hours > 23 || two(14) < 0 || two(17) < 0) return std::nullopt;
  // Only the hour can move the day back: UTC-8 is a whole number of hours.
  return year_month_day{std::chrono::floor<std::chrono::days>(
      sys_days{*date} + std::chrono::hours{hours} - kCaliforniaOffset)};
}

void SortDeadlines(const DeadlineRules& rules, std::vector<LeadDeadline>& deadlines) {
  std::sort(deadlines.begin(), deadlines.end(),
            [&rules](const LeadDeadline& a, const LeadDeadline& b) {
              if (a.due != b.due) return a.due < b.due;
              auto order_a = rules.Order(a.rule);
              auto order_b = rules.Order(b.rule);
              if (order_a != order_b) return order_a < order_b;
              return a.rule < b.rule;
            });
}

std::vector<LeadDeadline> LeadDeadlines(const DeadlineRules& rules, std::string_view form_type,
                                        std::string_view created_at_utc, const json& answers) {
  if (!answers.is_object()) return {};
  const std::string form = PublicFormId(form_type);
  auto lead_day = CaliforniaDay(created_at_utc);
  if (!lead_day) return {};
  const json* estimate = nullptr;
  if (auto it = answers.find("estimate");
      it != answers.end() && it->is_object() && it->value("tool", json()) == "deadlines") {
    estimate = &*it;
  }
  auto incident = IncidentDay(rules, form, *lead_day, answers, estimate);

  std::set<std::string, std::less<>> chosen;
  auto add_issue = [&](std::string_view issue) {
    if (auto it = rules.issue_types.find(issue); it != rules.issue_types.end()) {
      chosen.insert(it->second.begin(), it->second.end());
    }
  };
  if (form == kQuestionnaire) {
    add_issue(kQuestionnaireIssue);
  } else if (auto issues = answers.find(kCaseReviewIssues);
             issues != answers.end() && issues->is_array()) {
    for (const auto& issue : *issues) {
      if (issue.is_string()) add_issue(issue.get<std::string>());
    }
  }
  if (estimate) {
    std::vector<std::string> situations;
    if (auto listed = estimate->find("situations");
        listed != estimate->end() && listed->is_array()) {
      for (const auto& id : *listed) {
        if (id.is_string()) situations.push_back(id.get<std::string>());
      }
    }
    for (const auto& situation : rules.situations) {
      if (std::find(situations.begin(), situations.end(), situation.id) != situations.end()) {
        chosen.insert(situation.rules.begin(), situation.rules.end());
      }
    }
  }
  ApplyEmployer(rules, LeadEmployer(answers, estimate), chosen);
  if (chosen.empty()) return {};
  // No day to count from: staff must ask, and the mark flags the lead until they do.
  if (!incident)
    return {LeadDeadline{std::string(kDateNeeded), common::FormatCivilDate(*lead_day)}};
  return DeadlinesFrom(rules, *incident, [&](std::string_view id) { return chosen.contains(id); });
}

std::string LeadEmployer(const json& answers, const json* estimate) {
  std::optional<std::string> answered;
  if (auto it = answers.find(kEmployerAnswer);
      it != answers.end() && it->is_string() &&
      std::find(kEmployerKinds.begin(), kEmployerKinds.end(), it->get<std::string>()) !=
          kEmployerKinds.end()) {
    answered = it->get<std::string>();
  }
  std::optional<std::string> from_tool;
  if (estimate) {
    if (auto it = estimate->find("publicEmployer"); it != estimate->end() && it->is_boolean()) {
      from_tool = std::string(*it == true ? kUnsureEmployer : kPrivateEmployer);
    }
  }
  if (!answered) return from_tool ? *from_tool : std::string(kUnsureEmployer);
  if (!from_tool) return *answered;
  // The tool's "public" may be any kind but private; it agrees with every such answer.
  const bool tool_private = *from_tool == kPrivateEmployer;
  const bool answer_private = *answered == kPrivateEmployer;
  return tool_private == answer_private ? *answered : std::string(kUnsureEmployer);
}

void ApplyEmployer(const DeadlineRules& rules, std::string_view employer,
                   std::set<std::string, std::less<>>& chosen) {
  auto kind = rules.employers.find(employer);
  if (kind == rules.employers.end()) kind = rules.employers.find(kUnsureEmployer);
  if (kind == rules.employers.end()) return;
  std::vector<std::string> added;
  for (const auto& add : kind->second.adds) {
    if (std::any_of(add.with_any_of.begin(), add.with_any_of.end(),
                    [&](const std::string& id) { return chosen.contains(id); })) {
      added.push_back(add.rule);
    }
  }
  chosen.insert(added.begin(), added.end());
  for (const auto& id : kind->second.removes) chosen.erase(id);
}

std::vector<LeadDeadline> DeadlinesFrom(const DeadlineRules& rules, year_month_day from,
                                        const std::function<bool(std::string_view)>& chosen) {
  std::vector<LeadDeadline> deadlines;
  for (const auto& rule : rules.rules) {
    if (!chosen(rule.id)) continue;
    deadlines.push_back(
        LeadDeadline{rule.id, common::FormatCivilDate(AddPeriod(from, rule.period))});
  }
  SortDeadlines(rules, deadlines);
  return deadlines;
}

std::vector<std::string> EstimateRules(const DeadlineRules& rules,
                                       const std::vector<std::string>& situations,
                                       std::string_view employer) {
  std::set<std::string, std::less<>> chosen;
  for (const auto& situation : rules.situations) {
    if (std::find(situations.begin(), situations.end(), situation.id) != situations.end()) {
      chosen.insert(situation.rules.begin(), situation.rules.end());
    }
  }
  ApplyEmployer(rules, employer, chosen);
  std::vector<std::string> out;
  for (const auto& rule : rules.rules) {
    if (chosen.contains(rule.id)) out.push_back(rule.id);
  }
  return out;
}

std::vector<LeadDeadline> EstimateDeadlines(const DeadlineRules& rules,
                                            const std::vector<std::string>& situations,
                                            std::string_view employer, year_month_day from,
                                            std::optional<year_month_day> last_day) {
  const auto ids = EstimateRules(rules, situations, employer);
  // A rule counts from the last day only if no chosen situation that is not a firing brings it.
  auto only_firings_bring = [&](std::string_view rule) {
    return std::all_of(rules.situations.begin(), rules.situations.end(), [&](const auto& s) {
      const bool picked = std::find(situations.begin(), situations.end(), s.id) != situations.end();
      const bool brings = std::find(s.rules.begin(), s.rules.end(), rule) != s.rules.end();
      return !picked || !brings || s.firing;
    });
  };
  std::vector<LeadDeadline> deadlines;
  for (const auto& rule : rules.rules) {
    if (std::find(ids.begin(), ids.end(), rule.id) == ids.end()) continue;
    const bool late_start = rule.from_last_day && last_day && only_firings_bring(rule.id);
    deadlines.push_back(LeadDeadline{
        rule.id, common::FormatCivilDate(AddPeriod(late_start ? *last_day : from, rule.period))});
  }
  SortDeadlines(rules, deadlines);
  return deadlines;
}

long DaysBetween(year_month_day today, std::string_view due) {
  auto date = common::ParseCivilDate(due);
  if (!date) return 0;
  return static_cast<long>((sys_days{*date} - sys_days{today}).count());
}

}  // namespace firm::leads
