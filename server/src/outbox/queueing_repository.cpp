#include "outbox/queueing_repository.hpp"

#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

common::Result<storage::InsertOutcome, storage::StorageError> QueueingLeadRepository::InsertLead(
    const storage::NewLead& lead, const storage::AfterInsert& after_insert) {
  if (channels_.empty()) return inner_.InsertLead(lead, after_insert);
  auto queue = [&](storage::Transaction& tx,
                   const storage::NewLead& stored) -> storage::UnitResult {
    auto queued = DeliveryStore::Queue(tx, stored.id, channels_, storage::NowIso());
    if (!queued || !after_insert) return queued;
    return after_insert(tx, stored);
  };
  auto outcome = inner_.InsertLead(lead, queue);
  if (outcome && outcome.Value().created && outbox_) outbox_->Wake();
  return outcome;
}

}  // namespace firm::outbox
