#include "outbox/delivery_store.hpp"

#include "leads/lead_id.hpp"
#include "leads/lead_messages.hpp"
#include "storage/audit_log.hpp"
#include "storage/store_support.hpp"

namespace firm::outbox {

namespace {

using storage::StorageError;
using storage::Transaction;
using storage::UnitResult;

constexpr std::string_view kInsertDelivery =
    "INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
    " created_at, updated_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4, $4)";
// The retry contract: back to pending, due now, with a fresh attempt budget.
constexpr std::string_view kRetryDelivery =
    "UPDATE deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = $1,"
    " updated_at = $1 WHERE id = $2 AND state IN ('failed', 'dead')";
constexpr std::string_view kSelectDeliveryState = "SELECT state FROM deliveries WHERE id = $1";
constexpr std::string_view kSelectRetried = "SELECT channel, lead_id FROM deliveries WHERE id = $1";
constexpr std::string_view kInsertSubjectDelivery =
    "INSERT INTO deliveries (id, lead_id, channel, subject_key, state, attempt_count,"
    " next_attempt_at, created_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6, $6)";

// {channels}: one parameter per channel this process can send, then {now};
// rows of a channel it has no target for wait for a process that has.
// Followed by the dialect's LockRowsSkipLocked: a row another worker is
// claiming right now is passed over instead of waited for; the other worker's
// UPDATE then makes it not due.
// The state IN (...) term, implied by the two below, is the condition of the partial index
// deliveries_waiting (migration 0017): SQLite uses a partial index only when the query says its
// condition in so many words.
constexpr std::string_view kSelectDue =
    "SELECT id, state FROM deliveries WHERE channel IN ({channels})"
    " AND state IN ('pending', 'sending') AND"
    " ((state = 'pending' AND next_attempt_at <= {now}) OR"
    " (state = 'sending' AND lease_expires_at <= {now}))"
    " ORDER BY next_attempt_at LIMIT 1";

// The SQL of kSelectDue for `count` channels.
std::string SelectDueSql(std::size_t count) {
  std::string sql(kSelectDue);
  sql.replace(sql.find("{channels}"), 10, storage::Placeholders(1, count));
  std::string now(1, '$');
  now += std::to_string(count + 1);
  for (auto at = sql.find("{now}"); at != std::string::npos; at = sql.find("{now}", at)) {
    sql.replace(at, 5, now);
  }
  return sql;
}

constexpr std::string_view kClaim =
    "UPDATE deliveries SET state = 'sending', attempt_count = attempt_count + 1,"
    " lease_expires_at = $2, claimed_by = $3, updated_at = $4 WHERE id = $1"
    " RETURNING lead_id, channel, attempt_count, subject_key";

constexpr std::string_view kInsertAttempt =
    "INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, http_status, error,"
    " duration_ms) VALUES ($1, $2, $3, CAST($4 AS INTEGER), $5, CAST($6 AS INTEGER))";

// The attempt_count check fences out a worker whose lease ran out while it was
// still sending: the row has been claimed again since, with a higher count.
constexpr std::string_view kFinish =
    "UPDATE deliveries SET state = $3, next_attempt_at = $4, last_error = $5, updated_at = $6,"
    " delivered_at = $7, lease_expires_at = NULL"
    " WHERE id = $1 AND claimed_by = $2 AND state = 'sending'"
    " AND attempt_count = CAST($8 AS INTEGER)";

constexpr std::string_view kCountBacklog =
    "SELECT state, channel, COUNT(*) AS waiting FROM deliveries"
    " WHERE state IN ('pending', 'sending', 'failed', 'dead') GROUP BY state, channel";

constexpr std::string_view kOldestWaiting =
    "SELECT MIN(created_at) AS oldest FROM deliveries WHERE state IN ('pending', 'sending')";

constexpr std::string_view kLeaseExpiredError =
    "lease expired: the worker sending this attempt stopped without reporting back";

}  // namespace

UnitResult DeliveryStore::Queue(Transaction& tx, std::string_view lead_id,
                                const std::vector<std::string>& channels, std::string_view now) {
  for (const auto& channel : channels) {
    auto inserted = tx.Execute(
        kInsertDelivery, {leads::NewLeadId(), std::string(lead_id), channel, std::string(now)});
    if (!inserted) return inserted;
  }
  return UnitResult::Ok({});
}

UnitResult DeliveryStore::QueueAbout(Transaction& tx, std::string_view lead_id,
                                     std::string_view channel, std::string_view subject_key,
                                     std::string_view now, std::string_view due) {
  return tx.Execute(kInsertSubjectDelivery,
                    {leads::NewLeadId(), std::string(lead_id), std::string(channel),
                     std::string(subject_key), std::string(due), std::string(now)});
}

StoreResult<bool> DeliveryStore::QueuedSince(Transaction& tx, std::string_view channel,
                                             std::string_view subject_key, std::string_view since) {
  auto rows = tx.Query(
      "SELECT 1 AS queued FROM deliveries WHERE channel = $1 AND subject_key = $2"
      " AND created_at > $3 LIMIT 1",
      {std::string(channel), std::string(subject_key), std::string(since)});
  if (!rows) return StoreResult<bool>::Err(rows.Error());
  return StoreResult<bool>::Ok(!rows.Value().empty());
}

StoreResult<long> DeliveryStore::WithdrawPending(Transaction& tx, std::string_view lead_id,
                                                 std::string_view channel,
                                                 std::string_view subject_key) {
  auto rows = tx.Query(
      "DELETE FROM deliveries WHERE lead_id = $1 AND channel = $2 AND subject_key = $3"
      " AND state = 'pending' RETURNING id",
      {std::string(lead_id), std::string(channel), std::string(subject_key)});
  if (!rows) return StoreResult<long>::Err(rows.Error());
  return StoreResult<long>::Ok(static_cast<long>(rows.Value().size()));
}

StoreResult<std::vector<DeliveryStore::SubjectState>> DeliveryStore::AboutSubjects(
    Transaction& tx, std::string_view lead_id, std::string_view channel,
    const std::vector<std::string>& subject_keys) {
  using R = StoreResult<std::vector<SubjectState>>;
  std::vector<SubjectState> out;
  for (const auto& key : subject_keys) {
    auto rows = tx.Query(
        "SELECT subject_key, state, last_error FROM deliveries WHERE lead_id = $1"
        " AND channel = $2 AND subject_key = $3",
        {std::string(lead_id), std::string(channel), key});
    if (!rows) return R::Err(rows.Error());
    for (const auto row : rows.Value()) {
      out.push_back({row.Text("subject_key"), row.Text("state"), row.Text("last_error")});
    }
  }
  return R::Ok(std::move(out));
}

StoreResult<std::optional<Claim>> DeliveryStore::ClaimNext(std::string_view worker,
                                                           const std::vector<std::string>& channels,
                                                           std::string_view now,
                                                           std::string_view lease_until) {
  using R = StoreResult<std::optional<Claim>>;
  if (channels.empty()) return R::Ok(std::nullopt);
  const std::string select_sql =
      SelectDueSql(channels.size()) + std::string(database_->dialect().LockRowsSkipLocked());
  storage::Params select_params(channels.begin(), channels.end());
  select_params.emplace_back(std::string(now));
  std::optional<Claim> claim;
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    claim.reset();
    auto due = tx.Query(select_sql, select_params);
    if (!due) return UnitResult::Err(due.Error());
    if (due.Value().empty()) return UnitResult::Ok({});
    const std::string id = due.Value().front().Text("id");
    const bool lease_expired = due.Value().front().Text("state") == "sending";
    auto claimed =
        tx.Query(kClaim, {id, std::string(lease_until), std::string(worker), std::string(now)});
    if (!claimed) return UnitResult::Err(claimed.Error());
    if (claimed.Value().size() != 1) return UnitResult::Ok({});
    const auto row = claimed.Value().front();
    Claim taken{Delivery{id, row.Text("lead_id"), row.Text("channel"),
                         static_cast<unsigned>(row.Long("attempt_count")), row.Text("subject_key")},
                lease_expired};
    if (lease_expired) {
      // The attempt that never reported back is recorded, so staff see it.
      auto recorded = tx.Execute(kInsertAttempt, {id, std::string(now), "retry", std::nullopt,
                                                  std::string(kLeaseExpiredError), "0"});
      if (!recorded) return recorded;
    }
    claim = std::move(taken);
    return UnitResult::Ok({});
  });
  if (!done) return R::Err(done.Error());
  return R::Ok(std::move(claim));
}

StoreResult<std::optional<LeadRecord>> DeliveryStore::LoadLead(std::string_view lead_id) {
  return leads::LoadLeadRecord(*database_, lead_id);
}

StoreResult<bool> DeliveryStore::Finish(const Delivery& delivery, std::string_view worker,
                                        const Completion& completion) {
  bool held = false;
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    held = false;
    storage::Value delivered_at;
    if (completion.state == "delivered") delivered_at = completion.now;
    auto updated =
        tx.Query(kFinish, {delivery.id, std::string(worker), std::string(completion.state),
                           completion.next_attempt_at, completion.error, completion.now,
                           delivered_at, std::to_string(delivery.attempt)});
    if (!updated) return UnitResult::Err(updated.Error());
    if (updated.Value().affected != 1) return UnitResult::Ok({});
    held = true;
    storage::Value status;
    if (completion.status) status = std::to_string(*completion.status);
    return tx.Execute(kInsertAttempt,
                      {delivery.id, completion.now, std::string(completion.outcome), status,
                       completion.error, std::to_string(completion.duration_ms)});
  });
  if (!done) return StoreResult<bool>::Err(done.Error());
  return StoreResult<bool>::Ok(held);
}

StoreResult<Backlog> DeliveryStore::ReadBacklog() {
  using R = StoreResult<Backlog>;
  Backlog backlog;
  auto done = database_->Transact([&](Transaction& tx) {
    auto counts = tx.Query(kCountBacklog, {});
    if (!counts) return UnitResult::Err(counts.Error());
    for (const auto row : counts.Value()) {
      backlog.counts.push_back({row.Text("state"), row.Text("channel"), row.Long("waiting")});
    }
    auto oldest = tx.Query(kOldestWaiting, {});
    if (!oldest) return UnitResult::Err(oldest.Error());
    if (!oldest.Value().empty() && !oldest.Value().front().IsNull("oldest")) {
      backlog.oldest_waiting_created_at =
          storage::IsoTimestamp(oldest.Value().front().Text("oldest"));
    }
    return UnitResult::Ok({});
  });
  if (!done) return R::Err(done.Error());
  return R::Ok(std::move(backlog));
}

storage::StoreResult<RetryOutcome> DeliveryStore::Retry(const std::string& id,
                                                        const std::string& actor,
                                                        const std::string& now) {
  return storage::InTransaction<RetryOutcome>(
      *database_, [&](Transaction& tx) -> storage::StoreResult<RetryOutcome> {
        auto updated = tx.Query(kRetryDelivery, {now, id});
        if (!updated) return storage::Fail<RetryOutcome>(updated.Error());
        if (updated.Value().affected == 0) {
          auto state = tx.Query(kSelectDeliveryState, {id});
          if (!state) return storage::Fail<RetryOutcome>(state.Error());
          return storage::StoreResult<RetryOutcome>::Ok(
              state.Value().empty() ? RetryOutcome::kNoSuchDelivery : RetryOutcome::kNotFailed);
        }
        auto delivery = tx.Query(kSelectRetried, {id});
        if (!delivery) return storage::Fail<RetryOutcome>(delivery.Error());
        const auto row = delivery.Value().front();
        std::string detail = "channel=" + row.Text("channel") + " lead=" + row.Text("lead_id");
        if (auto audited = storage::RecordAudit(
                tx, storage::AuditEntry{now, actor, "delivery.retried", id, detail});
            !audited) {
          return storage::Fail<RetryOutcome>(audited.Error());
        }
        return storage::StoreResult<RetryOutcome>::Ok(RetryOutcome::kRetried);
      });
}

}  // namespace firm::outbox
