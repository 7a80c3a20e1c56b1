#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
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
// Whether `text` is a cursor Entries could have given (an entry's position, in digits); a
// request with any other `after` is refused (400) before the log is read.
bool ReadAuditCursor(std::string_view text);

class AuditLog {
 public:
  explicit AuditLog(std::shared_ptr<storage::Database> database) : database_(std::move(database)) {}

  StoreResult<storage::Unit> Record(const AuditEntry& entry);

  // One page of the log, newest first, narrowed by what is set: who, which action, and
  // entries at or after `from` and before `to` (ISO instants). Pages by keyset (issue 52): a
  // page starts after the entry `after` names (the `next` of the page before), so a page costs
  // the same at any depth and entries written meanwhile neither repeat nor skip one.
  struct Query {
    std::optional<std::string> actor;
    std::optional<std::string> action;
    std::optional<std::string> from;
    std::optional<std::string> to;
    std::optional<std::string> after;  // a cursor from Page::next; checked by ReadAuditCursor
    int page_size = 50;
  };
  // Counted up to this many; past it a page says "10,000+" (issue 52: no count grows with the
  // whole log).
  static constexpr long kCountCap = 10'000;
  struct Page {
    std::vector<AuditEntry> entries;
    long total = 0;                    // entries that match, on every page, at most kCountCap
    bool total_capped = false;         // more than kCountCap match
    std::optional<std::string> next;   // the cursor of the next (older) page; none on the last
    std::vector<std::string> actions;  // every action and actor in the log, for the filters
    std::vector<std::string> actors;
  };
  StoreResult<Page> Entries(const Query& query);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::storage
