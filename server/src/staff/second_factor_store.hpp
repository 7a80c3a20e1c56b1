#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "staff/store_names.hpp"
#include "storage/database.hpp"

namespace firm::staff {

// How a session passes the second factor: the user, the old session and the
// one that replaces it (a new cookie, so a token seen before the second
// factor is worth nothing after it), and when.
struct SessionPromotion {
  std::string user_id;
  std::string username;
  std::string old_token_hash;
  std::string new_token_hash;
  std::string new_csrf_token;
  std::string now;
  std::string address;  // where the pass came from (ClearAttempts)
  std::string device;   // the remembered device it was counted on, or "" (ClearAttempts)
};

enum class SecondFactorOutcome { kPassed, kRefused };

// The second factor's rows: the sealed secret and last accepted step on
// admin_users, and admin_recovery_codes. Each pass is one transaction that
// locks the pending session, consumes the code, promotes the session and
// forgets the account's counted sign-in attempts, so a code works once however
// many requests race with it, on one server or several; a refusal writes
// nothing.
class SecondFactorStore {
 public:
  explicit SecondFactorStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // Stores a new sealed secret while the user is not enrolled; kRefused once
  // they are.
  StoreResult<SecondFactorOutcome> SetPendingSecret(const std::string& user_id,
                                                    const std::string& sealed_secret);
  // Enrolment confirmed by a code of `step` for `sealed_secret` (still the
  // pending one): marks the user enrolled, replaces the recovery codes with
  // `code_hashes`, promotes the session and writes the audit entry.
  StoreResult<SecondFactorOutcome> ConfirmEnrolment(const SessionPromotion& promotion,
                                                    const std::string& sealed_secret,
                                                    std::int64_t step,
                                                    const std::vector<std::string>& code_hashes);
  // A code of `step`: refused unless the step is later than the last one
  // accepted (replay).
  StoreResult<SecondFactorOutcome> PassWithCode(const SessionPromotion& promotion,
                                                std::int64_t step);
  // A recovery code (its hash): refused unless unused; used up by this.
  StoreResult<SecondFactorOutcome> PassWithRecoveryCode(const SessionPromotion& promotion,
                                                        const std::string& code_hash);
  StoreResult<long> UnusedRecoveryCodes(const std::string& user_id);
  // New recovery codes for a signed-in user who gave a fresh code of `step` (refused unless the
  // step is later than the last one accepted): the old codes are gone, the pair's attempts are
  // cleared (ClearAttempts) and the change is in the audit log, in one transaction.
  // `address`, `now` and `device` as in SessionPromotion.
  StoreResult<SecondFactorOutcome> ReplaceRecoveryCodes(const std::string& user_id,
                                                        const std::string& username,
                                                        const std::string& address,
                                                        const std::string& now, std::int64_t step,
                                                        const std::vector<std::string>& code_hashes,
                                                        const std::string& device = "");
  // In the caller's transaction (an action confirmed by a fresh code, SecondFactorApi::Accept):
  // the code's `step` accepted, or false when it is not later than the last one accepted.
  static StoreResult<bool> AcceptStep(storage::Transaction& tx, const std::string& user_id,
                                      std::int64_t step);
  // A refused code in the audit log ("user.second_factor_refused"), with what
  // was tried ("code", "used code", "recovery code") but never the code.
  StoreResult<storage::Unit> RecordRefusal(const std::string& username, const std::string& what,
                                           const std::string& now);

  // Every sealed secret by user id (key rotation re-seals them).
  StoreResult<std::vector<std::pair<std::string, std::string>>> SealedSecrets();
  StoreResult<storage::Unit> ReplaceSealedSecret(const std::string& user_id,
                                                 const std::string& old_sealed,
                                                 const std::string& new_sealed);
  // The id of the key the secrets are sealed with (second_factor_key), if recorded.
  StoreResult<std::optional<std::string>> SealingKeyId();
  StoreResult<storage::Unit> RecordSealingKeyId(const std::string& key_id, const std::string& now);

 private:
  std::shared_ptr<storage::Database> database_;
};

class SecretBox;

// At start-up: the database's secrets are sealed with a key this server knows (its key, or
// the previous one while rotating). The database records its sealing key's id
// (second_factor_key): at the first start, the key of the secrets already sealed, or this
// server's when there are none; again whenever no secret is sealed (after every user's second
// factor was reset); and `user rekey` records the new key. A server with another key refuses
// to start (the message says why): several servers on one database need one TOTP_KEY, and a
// restored database needs its old key, instead of each making secrets the others cannot open.
// `sealed`: SecondFactorStore::SealedSecrets, read once at start-up for this and the count of
// secrets that do not open.
common::Result<storage::Unit, std::string> CheckSealingKey(
    SecondFactorStore& store, const SecretBox& box,
    const std::vector<std::pair<std::string, std::string>>& sealed, const std::string& now);

}  // namespace firm::staff
