// The filing-deadline rules as config/deadlines/rules.json gives them: parsed and checked once at
// start-up (lead_deadlines.cpp counts a lead's dates with them).
#include <set>

#include "common/file.hpp"
#include "leads/lead_deadlines.hpp"

namespace firm::leads {

namespace {

using nlohmann::json;

template <typename T>
using R = common::Result<T, std::string>;

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

}  // namespace firm::leads
