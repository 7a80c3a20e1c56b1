#include "staff/second_factor_store.hpp"

#include "staff/account_store.hpp"
#include "staff/secret_box.hpp"
#include "storage/audit_log.hpp"

namespace firm::staff {

namespace {

using storage::Transaction;
using Outcome = StoreResult<SecondFactorOutcome>;

constexpr std::string_view kSetPendingSecret =
    "UPDATE admin_users SET totp_secret = $1 WHERE id = $2 AND totp_enrolled_at IS NULL";
constexpr std::string_view kConfirmEnrolment =
    "UPDATE admin_users SET totp_enrolled_at = $1, totp_last_step = CAST($2 AS BIGINT)"
    " WHERE id = $3 AND totp_secret = $4 AND totp_enrolled_at IS NULL";
constexpr std::string_view kDeleteRecoveryCodes =
    "DELETE FROM admin_recovery_codes WHERE user_id = $1";
constexpr std::string_view kInsertRecoveryCode =
    "INSERT INTO admin_recovery_codes (user_id, code_hash) VALUES ($1, $2)";
constexpr std::string_view kAcceptStep =
    "UPDATE admin_users SET totp_last_step = CAST($1 AS BIGINT)"
    " WHERE id = $2 AND totp_enrolled_at IS NOT NULL AND totp_last_step < CAST($1 AS BIGINT)";
constexpr std::string_view kUseRecoveryCode =
    "UPDATE admin_recovery_codes SET used_at = $1"
    " WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL";
constexpr std::string_view kCountUnusedCodes =
    "SELECT count(*) AS unused FROM admin_recovery_codes WHERE user_id = $1 AND used_at IS NULL";
constexpr std::string_view kSelectPendingSession =
    "SELECT token_hash FROM admin_sessions"
    " WHERE token_hash = $1 AND user_id = $2 AND second_factor_at IS NULL";
constexpr std::string_view kPromoteSession =
    "UPDATE admin_sessions SET token_hash = $1, csrf_token = $2, second_factor_at = $3"
    " WHERE token_hash = $4 AND user_id = $5 AND second_factor_at IS NULL";
constexpr std::string_view kSelectSealedSecrets =
    "SELECT id, totp_secret FROM admin_users WHERE totp_secret IS NOT NULL";
constexpr std::string_view kReplaceSealedSecret =
    "UPDATE admin_users SET totp_secret = $1 WHERE id = $2 AND totp_secret = $3";

constexpr std::string_view kSelectSealingKey = "SELECT key_id FROM second_factor_key";
constexpr std::string_view kRecordSealingKey =
    "INSERT INTO second_factor_key (singleton, key_id, recorded_at) VALUES (1, $1, $2)"
    " ON CONFLICT (singleton) DO UPDATE SET key_id = $1, recorded_at = $2";

Outcome Refused() { return Outcome::Ok(SecondFactorOutcome::kRefused); }

// The session about to pass, locked (PostgreSQL: FOR UPDATE; SQLite's write
// transactions run one at a time) so that a parallel pass on it waits, then
// finds it promoted. Refusals are decided before anything is written.
Outcome LockPendingSession(storage::Database& database, Transaction& tx,
                           const SessionPromotion& p) {
  auto rows =
      tx.Query(std::string(kSelectPendingSession) + std::string(database.dialect().LockRows()),
               {p.old_token_hash, p.user_id});
  if (!rows) return Outcome::Err(rows.Error());
  return rows.Value().empty() ? Refused() : Outcome::Ok(SecondFactorOutcome::kPassed);
}

// After the code was consumed: the session gets its new token, the account's
// counted attempts are forgotten, and the pass is in the audit log.
Outcome Promote(Transaction& tx, const SessionPromotion& p, std::string action) {
  auto promoted = tx.Query(
      kPromoteSession, {p.new_token_hash, p.new_csrf_token, p.now, p.old_token_hash, p.user_id});
  if (!promoted) return Outcome::Err(promoted.Error());
  if (promoted.Value().affected != 1) {
    return Outcome::Err(storage::StorageError{"the locked session was not promoted"});
  }
  if (auto cleared = ClearAttempts(tx, p.username, p.address, p.now, p.device); !cleared) {
    return Outcome::Err(cleared.Error());
  }
  auto audited = RecordAudit(tx, AuditEntry{p.now, p.username, std::move(action), p.username, ""});
  if (!audited) return Outcome::Err(audited.Error());
  return Outcome::Ok(SecondFactorOutcome::kPassed);
}

}  // namespace

Outcome SecondFactorStore::SetPendingSecret(const std::string& user_id,
                                            const std::string& sealed_secret) {
  auto updated = database_->Query(kSetPendingSecret, {sealed_secret, user_id});
  if (!updated) return Outcome::Err(updated.Error());
  return updated.Value().affected == 1 ? Outcome::Ok(SecondFactorOutcome::kPassed) : Refused();
}

StoreResult<bool> SecondFactorStore::AcceptStep(Transaction& tx, const std::string& user_id,
                                                std::int64_t step) {
  auto accepted = tx.Query(kAcceptStep, {std::to_string(step), user_id});
  if (!accepted) return StoreResult<bool>::Err(accepted.Error());
  return StoreResult<bool>::Ok(accepted.Value().affected == 1);
}

Outcome SecondFactorStore::ConfirmEnrolment(const SessionPromotion& promotion,
                                            const std::string& sealed_secret, std::int64_t step,
                                            const std::vector<std::string>& code_hashes) {
  return InTransaction<SecondFactorOutcome>(*database_, [&](Transaction& tx) -> Outcome {
    auto pending = LockPendingSession(*database_, tx, promotion);
    if (!pending || pending.Value() != SecondFactorOutcome::kPassed) return pending;
    auto enrolled = tx.Query(
        kConfirmEnrolment, {promotion.now, std::to_string(step), promotion.user_id, sealed_secret});
    if (!enrolled) return Outcome::Err(enrolled.Error());
    if (enrolled.Value().affected != 1) return Refused();
    if (auto done = tx.Execute(kDeleteRecoveryCodes, {promotion.user_id}); !done) {
      return Outcome::Err(done.Error());
    }
    for (const auto& hash : code_hashes) {
      if (auto done = tx.Execute(kInsertRecoveryCode, {promotion.user_id, hash}); !done) {
        return Outcome::Err(done.Error());
      }
    }
    return Promote(tx, promotion, "user.second_factor_enrolled");
  });
}

Outcome SecondFactorStore::PassWithCode(const SessionPromotion& promotion, std::int64_t step) {
  return InTransaction<SecondFactorOutcome>(*database_, [&](Transaction& tx) -> Outcome {
    auto pending = LockPendingSession(*database_, tx, promotion);
    if (!pending || pending.Value() != SecondFactorOutcome::kPassed) return pending;
    auto accepted = AcceptStep(tx, promotion.user_id, step);
    if (!accepted) return Outcome::Err(accepted.Error());
    if (!accepted.Value()) return Refused();
    return Promote(tx, promotion, "user.signed_in");
  });
}

Outcome SecondFactorStore::PassWithRecoveryCode(const SessionPromotion& promotion,
                                                const std::string& code_hash) {
  return InTransaction<SecondFactorOutcome>(*database_, [&](Transaction& tx) -> Outcome {
    auto pending = LockPendingSession(*database_, tx, promotion);
    if (!pending || pending.Value() != SecondFactorOutcome::kPassed) return pending;
    auto used = tx.Query(kUseRecoveryCode, {promotion.now, promotion.user_id, code_hash});
    if (!used) return Outcome::Err(used.Error());
    if (used.Value().affected != 1) return Refused();
    return Promote(tx, promotion, "user.signed_in_with_recovery_code");
  });
}

StoreResult<storage::Unit> SecondFactorStore::RecordRefusal(const std::string& username,
                                                            const std::string& what,
                                                            const std::string& now) {
  return Done(database_->Transact([&](Transaction& tx) {
    return RecordAudit(tx, AuditEntry{now, username, "user.second_factor_refused", username, what});
  }));
}

Outcome SecondFactorStore::ReplaceRecoveryCodes(const std::string& user_id,
                                                const std::string& username,
                                                const std::string& address, const std::string& now,
                                                std::int64_t step,
                                                const std::vector<std::string>& code_hashes,
                                                const std::string& device) {
  return InTransaction<SecondFactorOutcome>(*database_, [&](Transaction& tx) -> Outcome {
    auto accepted = AcceptStep(tx, user_id, step);
    if (!accepted) return Outcome::Err(accepted.Error());
    if (!accepted.Value()) return Refused();
    if (auto done = tx.Execute(kDeleteRecoveryCodes, {user_id}); !done) {
      return Outcome::Err(done.Error());
    }
    for (const auto& hash : code_hashes) {
      if (auto done = tx.Execute(kInsertRecoveryCode, {user_id, hash}); !done) {
        return Outcome::Err(done.Error());
      }
    }
    if (auto cleared = ClearAttempts(tx, username, address, now, device); !cleared) {
      return Outcome::Err(cleared.Error());
    }
    auto audited =
        RecordAudit(tx, AuditEntry{now, username, "user.recovery_codes_replaced", username, ""});
    if (!audited) return Outcome::Err(audited.Error());
    return Outcome::Ok(SecondFactorOutcome::kPassed);
  });
}

StoreResult<long> SecondFactorStore::UnusedRecoveryCodes(const std::string& user_id) {
  auto rows = database_->Query(kCountUnusedCodes, {user_id});
  if (!rows) return StoreResult<long>::Err(rows.Error());
  return StoreResult<long>::Ok(rows.Value().front().Long("unused"));
}

StoreResult<std::vector<std::pair<std::string, std::string>>> SecondFactorStore::SealedSecrets() {
  using Pairs = std::vector<std::pair<std::string, std::string>>;
  auto rows = database_->Query(kSelectSealedSecrets);
  if (!rows) return StoreResult<Pairs>::Err(rows.Error());
  Pairs out;
  for (const auto row : rows.Value()) {
    out.emplace_back(row.Text("id"), row.Text("totp_secret"));
  }
  return StoreResult<Pairs>::Ok(std::move(out));
}

StoreResult<storage::Unit> SecondFactorStore::ReplaceSealedSecret(const std::string& user_id,
                                                                  const std::string& old_sealed,
                                                                  const std::string& new_sealed) {
  return Done(database_->Query(kReplaceSealedSecret, {new_sealed, user_id, old_sealed}));
}

StoreResult<std::optional<std::string>> SecondFactorStore::SealingKeyId() {
  using R = StoreResult<std::optional<std::string>>;
  auto rows = database_->Query(kSelectSealingKey);
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(rows.Value().front().Text("key_id"));
}

StoreResult<storage::Unit> SecondFactorStore::RecordSealingKeyId(const std::string& key_id,
                                                                 const std::string& now) {
  return Done(database_->Query(kRecordSealingKey, {key_id, now}));
}

common::Result<storage::Unit, std::string> CheckSealingKey(
    SecondFactorStore& store, const SecretBox& box,
    const std::vector<std::pair<std::string, std::string>>& sealed, const std::string& now) {
  using R = common::Result<storage::Unit, std::string>;
  auto stored = store.SealingKeyId();
  if (!stored) return R::Err(stored.Error().message);
  // Nothing sealed: this server's key is the database's from now on. Else the record, or for
  // a database from before it, the key the sealed secrets name.
  const std::string recorded =
      sealed.empty() ? box.KeyId()
                     : stored.Value().value_or(SecretBox::SealedKeyId(sealed.front().second));
  if (stored.Value() != recorded) {
    if (auto saved = store.RecordSealingKeyId(recorded, now); !saved) {
      return R::Err(saved.Error().message);
    }
  }
  if (box.Knows(recorded)) return R::Ok({});
  return R::Err("the staff's second-factor secrets in this database are sealed with key " +
                recorded + ", and this server's key is " + box.KeyId() +
                ". Every server on one database needs the same TOTP_KEY, and a restored database "
                "needs its old key (docs/runbook.md, \"Staff accounts and the second factor\")");
}

}  // namespace firm::staff
