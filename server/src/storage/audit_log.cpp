#include "storage/audit_log.hpp"

namespace firm::storage {

namespace {

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)";
constexpr std::string_view kSelectAudit =
    "SELECT at, actor, action, subject, detail FROM audit_log ORDER BY id DESC"
    " LIMIT CAST($1 AS INTEGER)";

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

StoreResult<std::vector<AuditEntry>> AuditLog::Entries(int limit) {
  auto rows = database_->Query(kSelectAudit, {std::to_string(limit)});
  if (!rows) return Fail<std::vector<AuditEntry>>(rows.Error());
  std::vector<AuditEntry> entries;
  for (const auto row : rows.Value()) {
    entries.push_back(AuditEntry{IsoTimestamp(row.Text("at")), row.Text("actor"),
                                 row.Text("action"), row.Text("subject"), row.Text("detail")});
  }
  return StoreResult<std::vector<AuditEntry>>::Ok(std::move(entries));
}

}  // namespace firm::storage
