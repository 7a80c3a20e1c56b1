#include "leads/lead_deadline_store.hpp"

#include <nlohmann/json.hpp>

namespace firm::leads {

namespace {

using storage::Transaction;
using storage::UnitResult;

constexpr std::string_view kInsertDeadline =
    "INSERT INTO lead_deadlines (lead_id, rule_id, due_on) VALUES ($1, $2, $3)"
    " ON CONFLICT (lead_id, rule_id) DO NOTHING";
constexpr std::string_view kMarkDeadlinesDone =
    "UPDATE leads SET deadlines_at = $1 WHERE id = $2 AND deadlines_at IS NULL";
constexpr std::string_view kSelectMissing =
    "SELECT id, form_type, created_at, answers FROM leads WHERE deadlines_at IS NULL"
    " ORDER BY created_at";
// Read again inside the filling transaction, locking the lead (the dialect's LockRows):
// another server starting at the same time waits, then finds it done.
constexpr std::string_view kSelectStillMissing =
    "SELECT 1 FROM leads WHERE id = $1 AND deadlines_at IS NULL";
constexpr std::string_view kSelectDeadlinesOf =
    "SELECT lead_id, rule_id, due_on FROM lead_deadlines WHERE lead_id IN ";

}  // namespace

UnitResult RecordLeadDeadlines(Transaction& tx, const DeadlineRules& rules,
                               const std::string& lead_id, std::string_view form_type,
                               std::string_view created_at_utc, std::string_view answers_json,
                               const std::string& now) {
  auto answers = nlohmann::json::parse(answers_json, nullptr, false);
  for (const auto& deadline : LeadDeadlines(rules, form_type, created_at_utc, answers)) {
    if (auto inserted = tx.Execute(kInsertDeadline, {lead_id, deadline.rule, deadline.due});
        !inserted) {
      return inserted;
    }
  }
  return tx.Execute(kMarkDeadlinesDone, {now, lead_id});
}

StoreResult<long> FillMissingDeadlines(storage::Database& database, const DeadlineRules& rules) {
  auto rows = database.Query(kSelectMissing, {});
  if (!rows) return Fail<long>(rows.Error());
  long filled = 0;
  const std::string still_missing =
      std::string(kSelectStillMissing) + std::string(database.dialect().LockRows());
  for (const auto row : rows.Value()) {
    const std::string& id = row.Text("id");
    auto done = database.Transact([&](Transaction& tx) -> UnitResult {
      auto missing = tx.Query(still_missing, {id});
      if (!missing) return UnitResult::Err(missing.Error());
      if (missing.Value().empty()) return UnitResult::Ok({});
      ++filled;
      return RecordLeadDeadlines(tx, rules, id, row.Text("form_type"),
                                 storage::IsoTimestamp(row.Text("created_at")), row.Text("answers"),
                                 storage::NowIso());
    });
    if (!done) return Fail<long>(done.Error());
  }
  return StoreResult<long>::Ok(filled);
}

StoreResult<std::map<std::string, std::vector<LeadDeadline>>> StoredDeadlines(
    storage::Database& database, const DeadlineRules& rules,
    const std::vector<std::string>& lead_ids) {
  using T = std::map<std::string, std::vector<LeadDeadline>>;
  T out;
  if (lead_ids.empty()) return StoreResult<T>::Ok(std::move(out));
  storage::Params params(lead_ids.begin(), lead_ids.end());
  auto rows = database.Query(
      std::string(kSelectDeadlinesOf) + "(" + storage::Placeholders(1, lead_ids.size()) + ")",
      params);
  if (!rows) return Fail<T>(rows.Error());
  for (const auto row : rows.Value()) {
    out[row.Text("lead_id")].push_back(LeadDeadline{row.Text("rule_id"), row.Text("due_on")});
  }
  for (auto& [id, deadlines] : out) SortDeadlines(rules, deadlines);
  return StoreResult<T>::Ok(std::move(out));
}

ArrivalStep DeadlinesStep(const DeadlineRules& rules) {
  return ArrivalStep{"deadlines",
                     [&rules](Transaction& tx, const NewLead& lead) {
                       return RecordLeadDeadlines(tx, rules, lead.id, lead.form_type,
                                                  lead.created_at, lead.answers, storage::NowIso());
                     },
                     {}};
}

}  // namespace firm::leads
