#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "admin/lead_filter.hpp"
#include "common/result.hpp"
#include "storage/database.hpp"

namespace firm::admin {

using storage::StorageError;
template <typename T>
using StoreResult = common::Result<T, StorageError>;

struct AdminUser {
  std::string id;
  std::string username;
  std::string display_name;
  std::string password_hash;
  std::string created_at;
  std::optional<std::string> disabled_at;
};

struct SessionUser {
  std::string user_id;
  std::string username;
  std::string display_name;
  std::string csrf_token;
};

struct LeadRow {
  std::string id;
  std::string form_type;
  std::string created_at;
  std::string status;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;
  std::string issue_types;  // JSON array text
  std::string answers;      // JSON object text (detail only)
  std::string landing_page;
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string user_agent;  // detail only
  std::string delivery;    // none | pending | delivered | failed (list only)
};

struct LeadEvent {
  std::string kind;  // status | note
  std::optional<std::string> from_status;
  std::optional<std::string> to_status;
  std::optional<std::string> text;
  std::string actor;
  std::string at;
};

struct DeliveryAttempt {
  std::string at;
  std::string outcome;
  std::optional<int> http_status;
  std::string error;
};

struct Delivery {
  std::string id;
  std::string lead_id;
  std::string channel;
  std::string state;
  int attempt_count = 0;
  std::string next_attempt_at;
  std::string last_error;
  std::vector<DeliveryAttempt> attempts;
};

struct AuditEntry {
  std::string at;
  std::string actor;
  std::string action;
  std::string subject;
  std::string detail;
};

// One sign-in attempt as counted by RecordAttempt: the failures that were in
// the window (newest first; their times tell when a lock-out ends) and whether
// the attempt was under both limits and is now counted.
struct AttemptCheck {
  std::vector<std::string> account_failures;
  std::vector<std::string> address_failures;
  bool recorded = false;
};

enum class UserChange { kDone, kNoSuchUser, kAlreadyExists, kUnchanged };
enum class RetryOutcome { kRetried, kNoSuchDelivery, kNotFailed };

// Every admin query, as named SQL constants in admin_store.cpp, over the one
// Database shared with intake and the outbox. Times are ISO text (NowIso).
class AdminStore {
 public:
  explicit AdminStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  storage::Engine engine() const { return database_->engine(); }

  // Accounts (command line). Changing a password or disabling ends the
  // user's sessions in the same transaction.
  StoreResult<UserChange> CreateUser(const std::string& username, const std::string& display_name,
                                     const std::string& password_hash, const std::string& now);
  StoreResult<UserChange> SetPassword(const std::string& username, const std::string& password_hash,
                                      const std::string& now);
  StoreResult<UserChange> DisableUser(const std::string& username, const std::string& now);
  StoreResult<std::vector<AdminUser>> ListUsers();
  // Only users that are not disabled.
  StoreResult<std::optional<AdminUser>> FindActiveUser(const std::string& username);

  // Counts a sign-in attempt before its password is checked, in one
  // transaction with reading the count, so parallel attempts cannot all pass
  // a count that none of them has raised yet. When the account has
  // `account_limit` or the address `address_limit` attempts since `since`, the
  // attempt is not recorded (recorded=false). A successful sign-in then clears
  // the account's rows (ClearFailures).
  StoreResult<AttemptCheck> RecordAttempt(const std::string& username, const std::string& address,
                                          const std::string& now, const std::string& since,
                                          int account_limit, int address_limit);
  // Drops attempts older than `before`.
  StoreResult<storage::Unit> ForgetFailures(const std::string& before);
  StoreResult<storage::Unit> ClearFailures(const std::string& username);

  StoreResult<storage::Unit> CreateSession(const std::string& token_hash,
                                           const std::string& user_id,
                                           const std::string& csrf_token, const std::string& now,
                                           const std::string& expires_at,
                                           const std::string& idle_cutoff);
  // The live session for `token_hash`: not past expires_at, seen after
  // `idle_cutoff`, user not disabled. Touches last_seen_at; deletes the row
  // when it exists but is no longer valid.
  StoreResult<std::optional<SessionUser>> TouchSession(const std::string& token_hash,
                                                       const std::string& now,
                                                       const std::string& idle_cutoff);
  StoreResult<storage::Unit> DeleteSession(const std::string& token_hash);

  StoreResult<long> CountLeads(const LeadFilter& filter);
  // Newest first; `limit` rows after `offset`.
  StoreResult<std::vector<LeadRow>> ListLeads(const LeadFilter& filter, int limit, long offset);
  StoreResult<std::optional<LeadRow>> GetLead(const std::string& form_type, const std::string& id);
  StoreResult<std::vector<LeadEvent>> Events(const std::string& lead_id);
  StoreResult<std::vector<Delivery>> Deliveries(const std::string& lead_id);

  // nullopt when no lead `id` of `form_type` exists.
  StoreResult<std::optional<LeadEvent>> ChangeStatus(const std::string& form_type,
                                                     const std::string& id,
                                                     const std::string& status,
                                                     const std::string& actor,
                                                     const std::string& now);
  StoreResult<std::optional<LeadEvent>> AddNote(const std::string& form_type, const std::string& id,
                                                const std::string& text, const std::string& actor,
                                                const std::string& now);
  // Deletes the lead (deliveries, attempts and events by ON DELETE CASCADE)
  // and writes the audit entry in one transaction; false when not found.
  StoreResult<bool> DeleteLead(const std::string& form_type, const std::string& id,
                               const std::string& audit_detail, const std::string& actor,
                               const std::string& now);
  StoreResult<RetryOutcome> RetryDelivery(const std::string& id, const std::string& actor,
                                          const std::string& now);
  StoreResult<std::optional<Delivery>> GetDelivery(const std::string& id);

  StoreResult<storage::Unit> Audit(const std::string& actor, const std::string& action,
                                   const std::string& subject, const std::string& detail,
                                   const std::string& now);
  StoreResult<std::vector<AuditEntry>> AuditEntries(int limit);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::admin
