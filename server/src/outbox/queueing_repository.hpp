#pragma once

#include <memory>
#include <string>
#include <vector>

#include "storage/lead_repository.hpp"

namespace firm::outbox {

class Outbox;

// A LeadRepository that queues the lead's deliveries in its own transaction (a
// stored lead always has its deliveries, a rolled back one never does), then
// wakes the workers once the lead is committed: one per configured channel,
// except the acknowledgement text unless the worker agreed to texts and the
// number has not opted out, and never an escalation (SlaWatch queues those).
class QueueingLeadRepository : public storage::LeadRepository {
 public:
  // `outbox` may be null (nothing to wake); `channels` empty queues nothing.
  QueueingLeadRepository(storage::LeadRepository& inner, std::vector<std::string> channels,
                         Outbox* outbox)
      : inner_(inner), channels_(std::move(channels)), outbox_(outbox) {}

  common::Result<storage::InsertOutcome, storage::StorageError> InsertLead(
      const storage::NewLead& lead, const storage::AfterInsert& after_insert = {}) override;

  std::string_view Engine() const override { return inner_.Engine(); }

 private:
  storage::LeadRepository& inner_;
  std::vector<std::string> channels_;
  Outbox* outbox_;
};

}  // namespace firm::outbox
