#include "storage/audit_log.hpp"

#include <algorithm>

#include "storage/sql_where.hpp"

namespace firm::storage {

namespace {

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)";
// Every distinct action (actor) by a walk of its index, one step per name (a "loose index
// scan"): the log's size does not matter, only how many names it holds.
constexpr std::string_view kSelectDistinctActions =
    "WITH RECURSIVE names(name) AS (SELECT min(action) FROM audit_log UNION ALL"
    " SELECT (SELECT min(action) FROM audit_log WHERE action > names.name) FROM names"
    " WHERE names.name IS NOT NULL) SELECT name FROM names WHERE name IS NOT NULL";
constexpr std::string_view kSelectDistinctActors =
    "WITH RECURSIVE names(name) AS (SELECT min(actor) FROM audit_log UNION ALL"
    " SELECT (SELECT min(actor) FROM audit_log WHERE actor > names.name) FROM names"
    " WHERE names.name IS NOT NULL) SELECT name FROM names WHERE name IS NOT NULL";
// At most 18 digits: always within a 64-bit id, on both engines.
constexpr std::size_t kMaxCursorDigits = 18;

storage::Params ParamsOf(const AuditEntry& entry) {
  return {entry.at, entry.actor, entry.action, entry.subject, entry.detail};
}

}  // namespace

storage::UnitResult RecordAudit(storage::Transaction& tx, const AuditEntry& entry) {
  return tx.Execute(kInsertAudit, ParamsOf(entry));
}

StoreResult<storage::Unit> AuditLog::Record(const AuditEntry& entry) {
  return Done(database_->Query(kInsertAudit, ParamsOf(entry)));
}

bool ReadAuditCursor(std::string_view text) {
  return !text.empty() && text.size() <= kMaxCursorDigits &&
         text.find_first_not_of("0123456789") == std::string_view::npos;
}

StoreResult<AuditLog::Page> AuditLog::Entries(const Query& query) {
  using R = StoreResult<Page>;
  if (query.after && !ReadAuditCursor(*query.after)) {
    return R::Err(StorageError{"audit log: not a cursor"});
  }
  SqlWhere where;
  for (const auto& [fragment, value] :
       {std::pair{"actor = $#", &query.actor}, std::pair{"action = $#", &query.action},
        std::pair{"at >= $#", &query.from}, std::pair{"at < $#", &query.to}}) {
    if (*value) where.And(fragment, **value);
  }
  Page page;
  // Counted up to one past the cap: enough to say "10,000+", never the whole log.
  SqlWhere counting = where;
  counting.Append(" LIMIT CAST($# AS INTEGER)", std::to_string(kCountCap + 1));
  auto counted = database_->Query(
      "SELECT count(*) AS total FROM (SELECT 1 AS one FROM audit_log" + counting.sql + ") capped",
      counting.params);
  if (!counted) return R::Err(counted.Error());
  page.total = std::min(counted.Value().front().Long("total"), kCountCap);
  page.total_capped = counted.Value().front().Long("total") > kCountCap;
  // The page from the cursor on, and one entry more: there is a next page when it comes.
  SqlWhere paged = where;
  if (query.after) paged.And("id < CAST($# AS BIGINT)", *query.after);
  paged.Append(" ORDER BY id DESC LIMIT CAST($# AS INTEGER)", std::to_string(query.page_size + 1));
  auto rows = database_->Query(
      "SELECT id, at, actor, action, subject, detail FROM audit_log" + paged.sql, paged.params);
  if (!rows) return R::Err(rows.Error());
  std::string last_id;
  for (const auto row : rows.Value()) {
    if (static_cast<int>(page.entries.size()) == query.page_size) {
      page.next = last_id;
      break;
    }
    last_id = row.Text("id");
    page.entries.push_back(AuditEntry{IsoTimestamp(row.Text("at")), row.Text("actor"),
                                      row.Text("action"), row.Text("subject"), row.Text("detail")});
  }
  for (auto [sql, out] : {std::pair{kSelectDistinctActions, &page.actions},
                          std::pair{kSelectDistinctActors, &page.actors}}) {
    auto names = database_->Query(sql);
    if (!names) return R::Err(names.Error());
    for (const auto row : names.Value()) out->push_back(row.Text("name"));
  }
  return R::Ok(std::move(page));
}

}  // namespace firm::storage
