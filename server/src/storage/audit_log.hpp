#pragma once

#include <memory>
#include <string>
#include <vector>

#include "storage/database.hpp"
#include "storage/store_support.hpp"

namespace firm::storage {

struct AuditEntry {
  std::string at;  // ISO time
  std::string actor;
  std::string action;  // "lead.deleted", "user.created", ...
  std::string subject;
  std::string detail;
};

// Writes the entry inside a transaction that also makes the change it records.
storage::UnitResult RecordAudit(storage::Transaction& tx, const AuditEntry& entry);

// The audit log (audit_log table): who did what to which lead or account. It sits in
// storage because leads/ and staff/ both write it inside the transaction of the change it
// records; staff/ reads it (GET /api/admin/audit).
class AuditLog {
 public:
  explicit AuditLog(std::shared_ptr<storage::Database> database) : database_(std::move(database)) {}

  StoreResult<storage::Unit> Record(const AuditEntry& entry);
  // Newest first.
  StoreResult<std::vector<AuditEntry>> Entries(int limit);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::storage
