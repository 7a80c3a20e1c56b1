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

// {"years": n} | {"months": n} | {"days": n}: one key, a whole number.
std::optional<Period> ParsePeriod(const json& j) {
  if (!j.is_object() || j.size() != 1) return std::nullopt;
  const auto only = j.begin();
  const std::string& key = only.key();
  const json& value = only.value();
  if (!value.is_number_integer()) return std::nullopt;
  auto n = value.get<std::int64_t>();
  // Far beyond any filing period, and safe from overflow in the calendar arithmetic.
  if (n < -100000 || n > 100000) return std::nullopt;
  Period period;
  if (key == "years") {
    period.years = static_cast<int>(n);
  } else if (key == "months") {
    period.months = static_cast<int>(n);
  } else if (key == "days") {
    period.days = static_cast<int>(n);
  } else {
    return std::nullopt;
  }
  return period;
}

std::optional<std::vector<std::string>> RuleIds(const json& j, const DeadlineRules& rules,
                                                bool non_empty) {
  if (!j.is_array() || (non_empty && j.empty())) return std::nullopt;
  std::vector<std::string> ids;
  for (const auto& item : j) {
    if (!item.is_string() || !rules.Find(item.get<std::string>())) return std::nullopt;
    ids.push_back(item.get<std::string>());
  }
  return ids;
}

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

const DeadlineRules& NoDeadlineRules() {
  static const DeadlineRules kNone;
  return kNone;
}

std::size_t DeadlineRules::Order(std::string_view rule_id) const {
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (rules[i].id == rule_id) return i;
  }
  return rules.size();
}

const DeadlineRule* DeadlineRules::Find(std::string_view rule_id) const {
  for (const auto& rule : rules) {
    if (rule.id == rule_id) return &rule;
  }
  return nullptr;
}

R<DeadlineRules> ParseDeadlineRules(const json& j) {
  using Err = R<DeadlineRules>;
  if (!j.is_object()) return Err::Err("must be a JSON object");
  DeadlineRules out;
  auto rules = j.find("rules");
  if (rules == j.end() || !rules->is_array() || rules->empty()) {
    return Err::Err("needs a non-empty \"rules\" array");
  }
  for (const auto& rule : *rules) {
    auto id = rule.is_object() ? rule.find("id") : rule.end();
    if (!rule.is_object() || id == rule.end() || !id->is_string() ||
        id->get<std::string>().empty()) {
      return Err::Err("every rule needs a non-empty string \"id\"");
    }
    const auto name = id->get<std::string>();
    if (out.Find(name)) return Err::Err("rule '" + name + "' appears twice");
    auto period = rule.contains("period") ? ParsePeriod(rule["period"]) : std::nullopt;
    if (!period) return Err::Err("rule '" + name + "': \"period\" must be {years|months|days: n}");
    bool from_last_day = false;
    if (auto from = rule.find("countsFrom"); from != rule.end()) {
      if (*from != "lastDay")
        return Err::Err("rule '" + name + "': \"countsFrom\" must be \"lastDay\"");
      from_last_day = true;
    }
    out.rules.push_back(DeadlineRule{name, *period, from_last_day});
  }
  auto situations = j.find("situations");
  if (situations == j.end() || !situations->is_array()) {
    return Err::Err("needs a \"situations\" array");
  }
  for (const auto& situation : *situations) {
    auto id = situation.is_object() ? situation.find("id") : situation.end();
    if (!situation.is_object() || id == situation.end() || !id->is_string()) {
      return Err::Err("every situation needs a string \"id\"");
    }
    const auto name = id->get<std::string>();
    auto ids = situation.contains("rules") ? RuleIds(situation["rules"], out, true) : std::nullopt;
    if (!ids) return Err::Err("situation '" + name + "': \"rules\" must name known rules");
    auto firing = situation.find("firing");
    if (firing != situation.end() && !firing->is_boolean()) {
      return Err::Err("situation '" + name + "': \"firing\" must be true or false");
    }
    out.situations.push_back(
        DeadlineSituation{name, std::move(*ids), firing != situation.end() && *firing == true});
  }
  auto employers = j.find("employers");
  if (employers == j.end() || !employers->is_object()) {
    return Err::Err("needs an \"employers\" object");
  }
  for (const auto& [kind, entry] : employers->items()) {
    if (kind == "about") continue;
    const std::string where = "employers '" + kind + "'";
    if (!entry.is_object()) return Err::Err(where + " must be an object");
    auto removes = entry.contains("removes") ? RuleIds(entry["removes"], out, false) : std::nullopt;
    if (!removes) return Err::Err(where + ": \"removes\" must name known rules");
    EmployerRules employer{{}, std::move(*removes)};
    auto adds = entry.find("adds");
    if (adds == entry.end() || !adds->is_array()) {
      return Err::Err(where + ": \"adds\" must be a list of {rule, withAnyOf}");
    }
    for (const auto& add : *adds) {
      auto rule = add.is_object() ? add.find("rule") : add.end();
      auto with = add.is_object() && add.contains("withAnyOf")
                      ? RuleIds(add["withAnyOf"], out, true)
                      : std::nullopt;
      if (!add.is_object() || add.size() != 2 || rule == add.end() || !rule->is_string() ||
          !out.Find(rule->get<std::string>()) || !with) {
        return Err::Err(where + ": each of \"adds\" must be {rule, withAnyOf} of known rules");
      }
      employer.adds.push_back(EmployerAdd{rule->get<std::string>(), std::move(*with)});
    }
    out.employers.emplace(kind, std::move(employer));
  }
  for (auto kind : kEmployerKinds) {
    if (!out.employers.contains(kind)) {
      return Err::Err("\"employers\" needs the kind '" + std::string(kind) +
                      "' that the tool and leads use");
    }
  }
  auto issue_types = j.find("issueTypes");
  if (issue_types == j.end() || !issue_types->is_object()) {
    return Err::Err("needs an \"issueTypes\" object");
  }
  for (const auto& [issue, ids] : issue_types->items()) {
    if (issue == "about") continue;
    auto known = RuleIds(ids, out, false);
    if (!known) return Err::Err("issueTypes '" + issue + "' must name known rules");
    out.issue_types[issue] = std::move(*known);
  }
  auto windows = j.find("incidentWindows");
  if (windows == j.end() || !windows->is_object()) {
    return Err::Err("needs an \"incidentWindows\" object");
  }
  for (const auto& [form, answers] : windows->items()) {
    if (form == "about") continue;
    if (!answers.is_object()) return Err::Err("incidentWindows '" + form + "' must be an object");
    auto& table = out.incident_windows[form];
    for (const auto& [answer, window] : answers.items()) {
      if (window.is_null()) {
        table[answer] = std::nullopt;
        continue;
      }
      auto period = ParsePeriod(window);
      if (!period) {
        return Err::Err("incidentWindows '" + form + "' '" + answer +
                        "' must be null or {years|months|days: n}");
      }
      table[answer] = *period;
    }
  }
  auto flag_days = j.find("flagDays");
  if (flag_days == j.end() || !flag_days->is_number_integer() ||
      flag_days->get<std::int64_t>() < 1 || flag_days->get<std::int64_t>() > 3660) {
    return Err::Err("\"flagDays\" must be an integer from 1 to 3660");
  }
  out.flag_days = static_cast<int>(flag_days->get<std::int64_t>());
  return R<DeadlineRules>::Ok(std::move(out));
}

R<DeadlineRules> LoadDeadlineRules(const std::filesystem::path& file) {
  auto text = common::ReadWholeFile(file);
  if (!text) return R<DeadlineRules>::Err(file.string() + ": cannot be read");
  auto parsed = json::parse(*text, nullptr, false);
  if (parsed.is_discarded()) return R<DeadlineRules>::Err(file.string() + ": invalid JSON");
  auto rules = ParseDeadlineRules(parsed);
  if (!rules) return R<DeadlineRules>::Err(file.string() + ": " + rules.Error());
  return rules;
}

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
