#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "leads/lead_deadlines.hpp"
#include "leads/lead_recorder.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

namespace firm::leads {

using storage::Fail;
using storage::StoreResult;

// Writes the deadlines of lead `lead_id` (lead_deadlines) and marks the lead as done
// (leads.deadlines_at = `now`) inside `tx`. A row already there is kept, so two servers
// filling in the same lead at start-up do not fail.
storage::UnitResult RecordLeadDeadlines(storage::Transaction& tx, const DeadlineRules& rules,
                                        const std::string& lead_id, std::string_view form_type,
                                        std::string_view created_at_utc,
                                        std::string_view answers_json, const std::string& now);

// Gives every lead without deadlines (stored before migration 0005, or cleared by 0014 when the
// rules changed) its deadlines, `batch_size` leads a transaction in id order: one commit a
// batch, not a lead, and one batch in memory. Returns how many leads were filled in; stops
// between batches once `stopping` (when given) answers true.
StoreResult<long> FillMissingDeadlines(storage::Database& database, const DeadlineRules& rules,
                                       long batch_size = 500,
                                       const std::function<bool()>& stopping = {});

// The stored deadlines of each of `lead_ids` (every one, past ones too), earliest first.
StoreResult<std::map<std::string, std::vector<LeadDeadline>>> StoredDeadlines(
    storage::Database& database, const DeadlineRules& rules,
    const std::vector<std::string>& lead_ids);

// The arrival step "deadlines": each new lead's deadlines, written in the lead's own
// transaction (a stored lead always has them).
ArrivalStep DeadlinesStep(const DeadlineRules& rules);

}  // namespace firm::leads
