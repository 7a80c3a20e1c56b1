#include "storage/audit_log.hpp"

#include "storage/sql_where.hpp"

namespace firm::storage {

namespace {

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)";
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
  SqlWhere where;
  for (const auto& [fragment, value] :
       {std::pair{"actor = $#", &query.actor}, std::pair{"action = $#", &query.action},
        std::pair{"at >= $#", &query.from}, std::pair{"at < $#", &query.to}}) {
    if (*value) where.And(fragment, **value);
  }
  Page page;
  auto counted =
      database_->Query("SELECT count(*) AS total FROM audit_log" + where.sql, where.params);
  if (!counted) return R::Err(counted.Error());
  page.total = counted.Value().front().Long("total");
  SqlWhere paged = where;
  paged.Append(" ORDER BY id DESC LIMIT CAST($# AS INTEGER)", std::to_string(query.page_size));
  paged.Append(" OFFSET CAST($# AS INTEGER)",
               std::to_string(static_cast<long>(query.page - 1) * query.page_size));
  auto rows = database_->Query(
      "SELECT at, actor, action, subject, detail FROM audit_log" + paged.sql, paged.params);
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
