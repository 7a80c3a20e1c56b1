#include "admin/audit_log.hpp"

namespace firm::admin {

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
  const auto& result = rows.Value();
  for (std::size_t r = 0; r < result.rows.size(); ++r) {
    entries.push_back(AuditEntry{storage::IsoTimestamp(result.Text(r, 0)), result.Text(r, 1),
                                 result.Text(r, 2), result.Text(r, 3), result.Text(r, 4)});
  }
  return StoreResult<std::vector<AuditEntry>>::Ok(std::move(entries));
}

}  // namespace firm::admin
