#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "outbox/channel.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

// A claimed row: the delivery, and whether it was taken over from a worker
// whose lease ran out (a crashed or killed process).
struct Claim {
  Delivery delivery;
  bool lease_expired = false;
};

// How one attempt ended, as written to deliveries and delivery_attempts.
struct Completion {
  std::string_view state;    // delivered | pending | failed | dead
  std::string_view outcome;  // delivered | retry | failed | dead
  std::optional<long> status;
  std::string error;
  std::string now;              // ISO
  std::string next_attempt_at;  // ISO; "now" for final states (the column is NOT NULL)
  long duration_ms = 0;
};

// The rows that still need someone: for the metrics scrape.
struct Backlog {
  struct Count {
    std::string state;    // pending | sending | failed | dead
    std::string channel;  // webhook | email
    long count = 0;
  };
  std::vector<Count> counts;
  // created_at (ISO) of the oldest row not yet delivered nor given up
  // ('pending' or 'sending'); nullopt when there is none.
  std::optional<std::string> oldest_waiting_created_at;
};

template <typename T>
using StoreResult = common::Result<T, storage::StorageError>;

// The outbox tables (migration 0002). Every method is one short transaction;
// nothing is held open while a message is being sent.
enum class RetryOutcome { kRetried, kNoSuchDelivery, kNotFailed };

class DeliveryStore {
 public:
  explicit DeliveryStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // A staff member's retry: a failed or dead delivery back to pending, due now, with a fresh
  // attempt budget, and its audit entry ("delivery.retried"), in one transaction.
  storage::StoreResult<RetryOutcome> Retry(const std::string& id, const std::string& actor,
                                           const std::string& now);

  // In the lead's own transaction: one 'pending' row per channel, due now.
  static storage::UnitResult Queue(storage::Transaction& tx, std::string_view lead_id,
                                   const std::vector<std::string>& channels, std::string_view now);

  // In the caller's transaction: one 'pending' row of `channel` about `subject_key` (see
  // Delivery::subject_key), due at `due` (ISO; later than `now` for a text that must wait out
  // the quiet hours).
  static storage::UnitResult QueueAbout(storage::Transaction& tx, std::string_view lead_id,
                                        std::string_view channel, std::string_view subject_key,
                                        std::string_view now, std::string_view due);

  // In the caller's transaction: whether any lead has a row of `channel` about `subject_key`
  // queued after `since` (ISO): a notice that goes out at most once a while (conversation/'s
  // caps). The caller serialises the check with its insert.
  static storage::StoreResult<bool> QueuedSince(storage::Transaction& tx, std::string_view channel,
                                                std::string_view subject_key,
                                                std::string_view since);

  // In the caller's transaction: deletes the lead's rows of `channel` about `subject_key` that
  // wait to be sent ('pending'; a row being sent stays). Returns how many went (a message about
  // a call that was moved or cancelled is withdrawn before it goes).
  static storage::StoreResult<long> WithdrawPending(storage::Transaction& tx,
                                                    std::string_view lead_id,
                                                    std::string_view channel,
                                                    std::string_view subject_key);

  // The state of the lead's rows of `channel` about each of `subject_keys` (absent: none queued).
  struct SubjectState {
    std::string subject_key;
    std::string state;  // pending | sending | delivered | failed | dead
    std::string last_error;
  };
  static storage::StoreResult<std::vector<SubjectState>> AboutSubjects(
      storage::Transaction& tx, std::string_view lead_id, std::string_view channel,
      const std::vector<std::string>& subject_keys);

  // Takes the most overdue row of `channels` that is pending and due, or
  // 'sending' with an expired lease: marks it 'sending' with a lease until
  // `lease_until`, claimed_by `worker`, attempt_count + 1. On PostgreSQL the
  // candidate is locked FOR UPDATE SKIP LOCKED, so concurrent workers (in any
  // process) never take the same row; SQLite's BEGIN IMMEDIATE serialises.
  StoreResult<std::optional<Claim>> ClaimNext(std::string_view worker,
                                              const std::vector<std::string>& channels,
                                              std::string_view now, std::string_view lease_until);

  // The lead, or nullopt when it no longer exists.
  StoreResult<std::optional<LeadRecord>> LoadLead(std::string_view lead_id);

  // Records the attempt and the row's new state, only if `worker` still holds
  // this attempt's claim (same attempt number, still 'sending'). Returns false
  // when it does not: the lease ran out and another worker took the row over,
  // or the lead was deleted meanwhile.
  StoreResult<bool> Finish(const Delivery& delivery, std::string_view worker,
                           const Completion& completion);

  // Counts of the rows not delivered, by state and channel, and the oldest
  // waiting one. Delivered rows are left out: they only grow, and counting
  // them would scan the table at every scrape (firm_outbox_attempts_total
  // counts deliveries as they happen). Both queries use the (state, ...) index.
  StoreResult<Backlog> ReadBacklog();

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::outbox
