#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "admin/lead_deadlines.hpp"
#include "admin/store_support.hpp"
#include "storage/database.hpp"
#include "storage/lead_repository.hpp"

namespace firm::admin {

// Writes the deadlines of lead `lead_id` (lead_deadlines) and marks the lead as done
// (leads.deadlines_at = `now`) inside `tx`. A row already there is kept, so two servers
// filling in the same lead at start-up do not fail.
storage::UnitResult RecordLeadDeadlines(storage::Transaction& tx, const DeadlineRules& rules,
                                        const std::string& lead_id, std::string_view form_type,
                                        std::string_view created_at_utc,
                                        std::string_view answers_json, const std::string& now);

// Gives every lead stored before migration 0005 (deadlines_at IS NULL) its deadlines, one
// transaction a lead. Returns how many leads were filled in.
StoreResult<long> FillMissingDeadlines(storage::Database& database, const DeadlineRules& rules);

// The stored deadlines of each of `lead_ids` (every one, past ones too), earliest first.
StoreResult<std::map<std::string, std::vector<LeadDeadline>>> StoredDeadlines(
    storage::Database& database, const DeadlineRules& rules,
    const std::vector<std::string>& lead_ids);

// A LeadRepository that writes each new lead's deadlines in the lead's own transaction,
// after whatever the caller's AfterInsert does (a stored lead always has them).
class DeadlineRecordingRepository : public storage::LeadRepository {
 public:
  DeadlineRecordingRepository(storage::LeadRepository& inner, const DeadlineRules& rules)
      : inner_(inner), rules_(rules) {}

  common::Result<storage::InsertOutcome, storage::StorageError> InsertLead(
      const storage::NewLead& lead, const storage::AfterInsert& after_insert = {}) override;

  std::string_view Engine() const override { return inner_.Engine(); }

 private:
  storage::LeadRepository& inner_;
  const DeadlineRules& rules_;
};

}  // namespace firm::admin
