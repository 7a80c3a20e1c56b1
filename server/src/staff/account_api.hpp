#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "common/work_pool.hpp"
#include "http/message.hpp"
#include "staff/account_store.hpp"
#include "staff/admin_routes.hpp"
#include "staff/password.hpp"
#include "staff/secret_box.hpp"

namespace firm::leads {
struct DeadlineRules;
}  // namespace firm::leads

namespace firm::conversation {
class Conversation;
}

namespace firm::engagement {
struct AgreementTemplates;
class AgreementStore;
class AgreementSender;
}  // namespace firm::engagement

namespace firm::booking {
class Booker;
}

namespace firm::staff {

// How many sign-in checks may hash at once: half the cores, one or two, so that pages and
// forms always have a core (the default of AdminSettings::hash_workers in the server).
unsigned SignInHashWorkers();

struct AdminSettings {
  std::chrono::minutes session_idle{30};
  std::chrono::hours session_max{12};
  // Secure cookie: SITE_ORIGIN is https.
  bool secure_cookie = false;
  // How long a browser that passed the second factor is remembered (its device cookie, issued
  // again at each such sign-in): its attempts are counted on it alone (AttemptRules::per_device).
  std::chrono::hours device_cookie_max{24 * 180};
  // Password checks run on a pool of their own, never on the request threads:
  // at most `hash_workers` at once (64 MiB each), `hash_queue` more waiting
  // (about 0.3 s each); beyond that a sign-in gets 503 with Retry-After.
  unsigned hash_workers = 2;
  std::size_t hash_queue = 8;
  // SLA_FIRST_CONTACT_MINUTES, shown with the leads' waiting clocks.
  unsigned sla_first_contact_minutes = 15;
  // config/deadlines/rules.json (lead_deadlines); null: no rules, flagged within 90 days.
  const leads::DeadlineRules* deadlines = nullptr;
  // The conversation (texts, follow-up cadence); null: no conversation routes, contact
  // attempts set no next try.
  conversation::Conversation* conversation = nullptr;
  std::string firm_phone;  // filled into saved replies
  // Booked calls (issue 35); null: no booking routes and no bookings in the report.
  booking::Booker* booker = nullptr;
  // Fee agreements (issue 54): the checked templates and their store; null: no agreement routes.
  const engagement::AgreementTemplates* agreement_templates = nullptr;
  engagement::AgreementStore* agreements = nullptr;
  // Sends them to the worker; null: an agreement can be prepared, not sent (409).
  const engagement::AgreementSender* agreement_sender = nullptr;
  std::string firm_name;  // filled into agreements
};

// argon2id_verify by default; tests count the checks.
using PasswordVerifier = std::function<bool(std::string_view encoded, std::string_view password)>;

using AdminClock = std::function<std::chrono::system_clock::time_point()>;

// Lock-out rules of docs/admin-api.md (AttemptRules: per account and address pair).
inline constexpr AttemptRules kSignInRules{};

// The accounts resource of the staff API: sign-in (with lock-outs and the
// hashing pool), sign-out, the session and its CSRF token.
class AccountApi {
 public:
  // `box` signs and checks the device cookies (a key derived from the sealing key).
  AccountApi(AccountStore& store, const SecretBox& box, AdminSettings settings, AdminClock clock,
             PasswordVerifier verify);

  // /api/admin/session, /login, /logout.
  void Register(AdminRoutes& routes) const;

  // The signed-in user of a request (touches the session), or nullopt.
  std::optional<SessionUser> Authenticate(const http::Request& request) const;

  // 401 without a session; 403 without the CSRF token on state-changing
  // methods; then what `access` asks (admin_routes.hpp): 401 before the
  // second factor, 403 with a temporary password or the wrong role; else the
  // handler's answer.
  http::Response WithSession(const http::Request& request, const http::PathParams& params,
                             Access access, const AdminRoutes::SignedInHandler& handler) const;

  // Answers the sign-ins already queued, then refuses new ones (503).
  void StopSignIns() const;

  // The session's answer: SessionJson.
  http::Response Session(const SessionUser& user) const;
  // Set-Cookie for a new session token.
  std::string SessionCookieFor(const std::string& token) const;
  // Set-Cookie for a new device cookie of `user_id` (after the second factor), valid
  // AdminSettings::device_cookie_max from `now`.
  std::string DeviceCookieFor(const std::string& user_id,
                              std::chrono::system_clock::time_point now) const;
  // The key of the request's device cookie when it is a valid one of `user_id` (DeviceKeyOf),
  // else "" (none, tampered with, expired, another user's): what CountAttempt and
  // ClearAttempts take as `device`.
  std::string DeviceOf(const http::Request& request, const std::string& user_id,
                       std::chrono::system_clock::time_point now) const;
  // Counts a sign-in attempt (password, code or current password) for
  // `username` before it is checked: the answer when it is refused (locked
  // out, storage down), nullopt when the check may go on. With `device`
  // (DeviceOf), it is counted on that remembered device only.
  std::optional<http::Response> CountAttempt(const std::string& username, const std::string& device,
                                             const http::Request& request,
                                             std::chrono::system_clock::time_point now) const;
  // Runs `work` (password hashing or checking) on the hashing pool; 503 with
  // Retry-After when the pool is full or the wait too long.
  http::Response OnHashingPool(std::function<http::Response()> work) const;
  // The same in two steps, for a check whose attempt is counted in between:
  // room first (a refusal for a full pool is not counted), then the work.
  std::optional<common::WorkPool::Slot> ReserveHashing() const { return hash_pool_->TryReserve(); }
  http::Response RunOnPool(common::WorkPool::Slot slot, std::function<http::Response()> work) const;
  // 503 with Retry-After: the hashing pool is full.
  static http::Response HashingBusy();
  bool CheckPassword(std::string_view encoded, std::string_view password) const {
    return verify_(encoded, password);
  }

 private:
  http::Response Login(const http::Request& request) const;
  http::Response Logout(const http::Request& request) const;
  // The answer to a sign-in that is over a lock-out limit.
  http::Response LockedOut(const AttemptCheck& check) const;
  // On a hashing worker: the password check, then the session or the 401.
  http::Response FinishLogin(const std::optional<AdminUser>& user, const std::string& password,
                             std::chrono::system_clock::time_point now) const;

  AccountStore& store_;
  const SecretBox& box_;
  AdminSettings settings_;
  AdminClock clock_;
  PasswordVerifier verify_;
  // Verified when the user name is unknown, so that a miss costs as long as a
  // wrong password and user names cannot be probed by timing.
  std::string dummy_hash_;
  // Last member: destroyed (its queue run, its threads joined) first.
  std::unique_ptr<common::WorkPool> hash_pool_;
};

// {"user": {username, displayName, role}, "csrfToken", "step"}: what the
// staff area knows of its session.
nlohmann::json SessionJson(const SessionUser& user);

// Shared by the admin pages and the API: the session cookie's token, if its
// shape is right (anything else is never looked up).
std::optional<std::string> SessionToken(const http::Request& request);

}  // namespace firm::staff
