#include "leads/lead_deadline_store.hpp"

#include <algorithm>
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
// The next leads without deadlines after `$1` in id order, a batch at a time (the primary key's
// order: each batch starts where the last ended, so filling a million leads reads each once).
// Locked for the filling transaction (the dialect's LockRows): another server starting at the
// same time waits, then finds them done.
constexpr std::string_view kSelectMissingBatch =
    "SELECT id, form_type, created_at, answers FROM leads WHERE id > $1 AND deadlines_at IS NULL"
    " ORDER BY id LIMIT ";
// Below every id (a UUID, compared as text on SQLite and as a uuid on PostgreSQL).
constexpr std::string_view kBeforeEveryId = "00000000-0000-0000-0000-000000000000";
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

StoreResult<long> FillMissingDeadlines(storage::Database& database, const DeadlineRules& rules,
                                       long batch_size, const std::function<bool()>& stopping) {
  batch_size = std::max(1L, batch_size);
  const std::string select = std::string(kSelectMissingBatch) + std::to_string(batch_size) +
                             std::string(database.dialect().LockRows());
  long filled = 0;
  std::string after(kBeforeEveryId);
  for (;;) {
    if (stopping && stopping()) return StoreResult<long>::Ok(filled);
    long batch = 0;
    std::string last = after;
    auto done = database.Transact([&](Transaction& tx) -> UnitResult {
      batch = 0;
      last = after;
      auto rows = tx.Query(select, {after});
      if (!rows) return UnitResult::Err(rows.Error());
      const std::string now = storage::NowIso();
      for (const auto row : rows.Value()) {
        last = row.Text("id");
        if (auto recorded = RecordLeadDeadlines(tx, rules, last, row.Text("form_type"),
                                                storage::IsoTimestamp(row.Text("created_at")),
                                                row.Text("answers"), now);
            !recorded) {
          return recorded;
        }
        ++batch;
      }
      return UnitResult::Ok({});
    });
    if (!done) return Fail<long>(done.Error());
    filled += batch;
    if (batch < batch_size) return StoreResult<long>::Ok(filled);
    after = last;
  }
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
