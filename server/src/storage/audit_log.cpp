#include "storage/audit_log.hpp"

namespace firm::storage {

namespace {

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)";
// $1..$4: actor, action, from, to, each NULL for "any"; $5, $6: limit and offset.
constexpr std::string_view kAuditWhere =
    " WHERE ($1 IS NULL OR actor = $1) AND ($2 IS NULL OR action = $2)"
    " AND ($3 IS NULL OR at >= $3) AND ($4 IS NULL OR at < $4)";
constexpr std::string_view kSelectDistinctActions =
    "SELECT DISTINCT action AS name FROM audit_log ORDER BY name";
constexpr std::string_view kSelectDistinctActors =
    "SELECT DISTINCT actor AS name FROM audit_log ORDER BY name";

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

StoreResult<AuditLog::Page> AuditLog::Entries(const Query& query) {
  using R = StoreResult<Page>;
  // PostgreSQL infers no type for a parameter compared only with NULL: each is cast.
  const bool postgres = database_->engine() == Engine::kPostgres;
  std::string where(kAuditWhere);
  if (postgres) {
    where =
        " WHERE (CAST($1 AS text) IS NULL OR actor = $1) AND (CAST($2 AS text) IS NULL OR action ="
        " $2) AND (CAST($3 AS timestamptz) IS NULL OR at >= CAST($3 AS timestamptz))"
        " AND (CAST($4 AS timestamptz) IS NULL OR at < CAST($4 AS timestamptz))";
  }
  const Params filter = {query.actor, query.action, query.from, query.to};
  Page page;
  auto counted = database_->Query("SELECT count(*) AS total FROM audit_log" + where, filter);
  if (!counted) return R::Err(counted.Error());
  page.total = counted.Value().front().Long("total");
  Params paged = filter;
  paged.push_back(std::to_string(query.page_size));
  paged.push_back(std::to_string(static_cast<long>(query.page - 1) * query.page_size));
  auto rows = database_->Query("SELECT at, actor, action, subject, detail FROM audit_log" + where +
                                   " ORDER BY id DESC LIMIT CAST($5 AS INTEGER)"
                                   " OFFSET CAST($6 AS INTEGER)",
                               paged);
  if (!rows) return R::Err(rows.Error());
  for (const auto row : rows.Value()) {
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
