#include "staff/account_api.hpp"

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/crypto.hpp"
#include "common/text.hpp"
#include "metrics/metrics.hpp"
#include "staff/api_support.hpp"
#include "staff/cookies.hpp"
#include "staff/device_cookie.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;
using SystemClock = std::chrono::system_clock;

constexpr std::size_t kMaxUsernameBytes = 64;
constexpr std::size_t kTokenChars = 43;  // 32 bytes in base64url

constexpr std::string_view kSignIn = "Please sign in again.";
constexpr std::string_view kSecondFactorFirst = "Enter the code from your authenticator app first.";
constexpr std::string_view kChangePasswordFirst = "Choose a new password first.";
constexpr std::string_view kNotYourRole = "Your account cannot do this. Ask an administrator.";
constexpr std::string_view kBadCsrf =
    "The request could not be verified. Reload the page and try again.";
constexpr std::string_view kWrongLogin = "That user name and password do not match.";
constexpr std::string_view kUsernameMissing = "Enter your user name.";
constexpr std::string_view kPasswordMissing = "Enter your password.";
constexpr std::string_view kSignInBusy =
    "Too many sign-ins are being checked just now. Please try again in a few seconds.";
constexpr long kSignInBusyRetrySeconds = 2;
// Longest wait in the hashing queue; the HTTP server gives a request 10 s in all.
constexpr auto kSignInMaxWait = std::chrono::seconds(4);

http::Response SignInBusy() {
  return Api().Error(
      http::ApiError::Of(503, "form", kSignInBusy).RetryAfter(kSignInBusyRetrySeconds));
}

bool IsStateChanging(std::string_view method) {
  return method == "POST" || method == "PATCH" || method == "DELETE" || method == "PUT";
}

}  // namespace

unsigned SignInHashWorkers() { return std::clamp(std::thread::hardware_concurrency() / 2, 1u, 2u); }

std::optional<std::string> SessionToken(const http::Request& request) {
  const auto cookie = request.Header("Cookie");
  if (!cookie) return std::nullopt;
  auto token = FindCookie(*cookie, kSessionCookie);
  if (!token || token->size() != kTokenChars) return std::nullopt;
  bool base64url = std::all_of(token->begin(), token->end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
  if (!base64url) return std::nullopt;
  return token;
}

AccountApi::AccountApi(AccountStore& store, const SecretBox& box, AdminSettings settings,
                       AdminClock clock, PasswordVerifier verify)
    : store_(store),
      box_(box),
      settings_(settings),
      clock_(std::move(clock)),
      verify_(std::move(verify)) {
  auto dummy = HashPassword(common::RandomToken(24));
  if (!dummy) throw std::runtime_error("argon2 self-test failed: " + dummy.Error());
  dummy_hash_ = std::move(dummy).Value();
  // No lower CPU priority for the workers: on a busy host a niced check
  // starved for tens of seconds, and the request threads need little CPU.
  hash_pool_ = std::make_unique<common::WorkPool>(settings_.hash_workers, settings_.hash_queue);
}

void AccountApi::StopSignIns() const { hash_pool_->Stop(); }

std::optional<SessionUser> AccountApi::Authenticate(const http::Request& request) const {
  auto token = SessionToken(request);
  if (!token) return std::nullopt;
  auto now = clock_();
  auto session = store_.TouchSession(common::Sha256Hex(*token), storage::IsoTimestamp(now),
                                     storage::IsoTimestamp(now - settings_.session_idle));
  if (!session) {
    std::cerr << "admin session: storage error: " << session.Error().message << std::endl;
    return std::nullopt;
  }
  return session.Value();
}

http::Response AccountApi::WithSession(const http::Request& request, const http::PathParams& params,
                                       Access access,
                                       const AdminRoutes::SignedInHandler& handler) const {
  auto user = Authenticate(request);
  if (!user) return Error(401, "form", kSignIn);
  if (IsStateChanging(request.method)) {
    if (const auto csrf = request.Header("X-CSRF-Token");
        !csrf || !common::ConstantTimeEquals(*csrf, user->csrf_token)) {
      return Error(403, "form", kBadCsrf);
    }
  }
  if (access != Access::kSignIn && !user->second_factor) {
    return Error(401, "form", kSecondFactorFirst);
  }
  if ((access == Access::kIntake || access == Access::kAdmin) && user->must_change_password) {
    return Error(403, "form", kChangePasswordFirst);
  }
  if (access == Access::kAdmin && user->role != Role::kAdmin) {
    return Error(403, "form", kNotYourRole);
  }
  return handler(request, params, *user);
}

json SessionJson(const SessionUser& user) {
  return json{{"user",
               {{"username", user.username},
                {"displayName", user.display_name},
                {"role", RoleName(user.role)},
                {"attorney", !user.bar_number.empty()}}},
              {"csrfToken", user.csrf_token},
              {"step", SignInStep(user)}};
}

http::Response AccountApi::Session(const SessionUser& user) const {
  return Api().Json(200, SessionJson(user));
}

std::string AccountApi::SessionCookieFor(const std::string& token) const {
  return SessionCookie(token, settings_.secure_cookie);
}

std::string AccountApi::DeviceCookieFor(const std::string& user_id,
                                        SystemClock::time_point now) const {
  const auto max_age =
      std::chrono::duration_cast<std::chrono::seconds>(settings_.device_cookie_max);
  return DeviceCookie(NewDeviceCookieValue(box_, user_id, now + max_age), max_age,
                      settings_.secure_cookie);
}

std::string AccountApi::DeviceOf(const http::Request& request, const std::string& user_id,
                                 SystemClock::time_point now) const {
  const auto cookie = request.Header("Cookie");
  if (!cookie) return "";
  auto value = FindCookie(*cookie, kDeviceCookie);
  if (!value) return "";
  return DeviceKeyOf(box_, *value, user_id, now).value_or("");
}

std::optional<http::Response> AccountApi::CountAttempt(const std::string& username,
                                                       const std::string& device,
                                                       const http::Request& request,
                                                       SystemClock::time_point now) const {
  const std::string& address = request.client_address;
  if (auto forgot = store_.ForgetFailures(now, kSignInRules); !forgot) {
    return StorageDown("sign-in", forgot.Error());
  }
  // Counted before the check, in the transaction that reads the count.
  auto attempt = store_.RecordAttempt(username, address, now, kSignInRules, device);
  if (!attempt) return StorageDown("sign-in", attempt.Error());
  if (!attempt.Value().recorded) return LockedOut(attempt.Value());
  return std::nullopt;
}

http::Response AccountApi::HashingBusy() { return SignInBusy(); }

http::Response AccountApi::OnHashingPool(std::function<http::Response()> work) const {
  auto slot = hash_pool_->TryReserve();
  if (!slot) return SignInBusy();
  return RunOnPool(std::move(*slot), std::move(work));
}

http::Response AccountApi::RunOnPool(common::WorkPool::Slot slot,
                                     std::function<http::Response()> work) const {
  // The check itself (0.3 s, 64 MiB) runs on the hashing pool; the request
  // thread goes back to serving pages at once.
  http::Response response;
  response.deferred = [this, slot = std::make_shared<common::WorkPool::Slot>(std::move(slot)),
                       work = std::move(work),
                       queued = std::chrono::steady_clock::now()](http::Reply reply) {
    hash_pool_->Submit(std::move(*slot), [work, queued, reply = std::move(reply)] {
      // On a starved CPU the queue can be slow: answer before the server's
      // own request time limit would close the connection.
      if (std::chrono::steady_clock::now() - queued > kSignInMaxWait) {
        reply(SignInBusy());
        return;
      }
      http::Response answer;
      try {
        answer = work();
      } catch (const std::exception& e) {
        std::cerr << "admin password check: " << e.what() << std::endl;
        answer = Error(500, "form", kInternal);
      }
      reply(std::move(answer));
    });
  };
  return response;
}

http::Response AccountApi::Login(const http::Request& request) const {
  auto body = ParseBody(request, {"username", "password"});
  if (!body) return body.Error();
  std::string username =
      common::AsciiLower(common::TrimWhitespace(StringField(body.Value(), "username")));
  std::string password = StringField(body.Value(), "password");
  http::FieldErrors missing;
  if (username.empty()) missing["username"].push_back(std::string(kUsernameMissing));
  if (password.empty()) missing["password"].push_back(std::string(kPasswordMissing));
  if (!missing.empty()) return Api().Error(http::ApiError::Of(422, missing));
  // Failures are keyed by the name as typed; a long one is cut, not stored whole.
  if (username.size() > kMaxUsernameBytes) username.resize(kMaxUsernameBytes);

  // Room on the hashing pool first: a sign-in refused for a full pool is not
  // counted against the account.
  auto slot = hash_pool_->TryReserve();
  if (!slot) return SignInBusy();

  auto now = clock_();
  // The user first: a device cookie counts only for the user it was made for.
  auto user = store_.FindActiveUser(username);
  if (!user) return StorageDown("login", user.Error());
  const std::string device = user.Value() ? DeviceOf(request, user.Value()->id, now) : "";
  if (auto refused = CountAttempt(username, device, request, now)) return std::move(*refused);

  return RunOnPool(std::move(*slot), [this, found = std::move(user).Value(), password, now] {
    return FinishLogin(found, password, now);
  });
}

http::Response AccountApi::FinishLogin(const std::optional<AdminUser>& user,
                                       const std::string& password,
                                       SystemClock::time_point now) const {
  const std::string& hash = user ? user->password_hash : dummy_hash_;
  bool verified = verify_(hash, password) && user.has_value();
  // A temporary password past its time answers like a wrong one: it tells
  // nobody that it was right.
  if (verified && user->must_change_password && user->password_expires_at) {
    auto expires = storage::ParseInstant(*user->password_expires_at);
    if (!expires || *expires <= now) verified = false;
  }
  // The attempt was counted before the check and stays counted.
  if (!verified) {
    metrics::Process().CountSignIn(metrics::SignInOutcome::kFailure);
    return Error(401, "form", kWrongLogin);
  }

  // A session of the password only: the second factor comes next
  // (second_factor_api), and it gets a new token when it is given.
  std::string token = common::RandomToken();
  SessionUser session;
  session.user_id = user->id;
  session.username = user->username;
  session.display_name = user->display_name;
  session.csrf_token = common::RandomToken();
  session.role = user->role;
  session.enrolled = user->enrolled;
  session.must_change_password = user->must_change_password;
  auto created = store_.CreateSession(common::Sha256Hex(token), session.user_id, session.csrf_token,
                                      storage::IsoTimestamp(now),
                                      storage::IsoTimestamp(now + settings_.session_max),
                                      storage::IsoTimestamp(now - settings_.session_idle));
  if (!created) return StorageDown("login", created.Error());
  auto response = Session(session);
  response.extra_headers.emplace_back("Set-Cookie", SessionCookieFor(token));
  metrics::Process().CountSignIn(metrics::SignInOutcome::kSuccess);
  return response;
}

http::Response AccountApi::Logout(const http::Request& request) const {
  // WithSession has checked the session and the CSRF token.
  if (auto token = SessionToken(request)) {
    if (auto deleted = store_.DeleteSession(common::Sha256Hex(*token)); !deleted) {
      return StorageDown("logout", deleted.Error());
    }
  }
  auto response = Api().NoContent();
  response.extra_headers.emplace_back("Set-Cookie", ClearedSessionCookie(settings_.secure_cookie));
  return response;
}

http::Response AccountApi::LockedOut(const AttemptCheck& check) const {
  // A lock lifts when the oldest attempt that still counts leaves the window; a slow-down
  // after its delay.
  const long wait = std::max<long>(check.wait_seconds, 1);
  const long minutes = (wait + 59) / 60;
  const std::string when =
      wait < 60 ? std::to_string(wait) + (wait == 1 ? " second." : " seconds.")
                : std::to_string(minutes) + (minutes == 1 ? " minute." : " minutes.");
  auto response = Api().Error(
      http::ApiError::Of(429, "form", "Too many attempts. Try again in " + when).RetryAfter(wait));
  metrics::Process().CountSignIn(metrics::SignInOutcome::kLockedOut);
  return response;
}

void AccountApi::Register(AdminRoutes& routes) const {
  using http::PathParams;
  using http::Request;
  routes.Add("/api/admin/session",
             {routes.SignedIn("GET", Access::kSignIn, this, &AccountApi::Session)});
  routes.Add("/api/admin/login",
             {routes.Open("POST", [this](const Request& request, const PathParams&) {
               return Login(request);
             })});
  routes.Add("/api/admin/logout",
             {routes.SignedIn("POST", Access::kSignIn, this, &AccountApi::Logout)});
}

}  // namespace firm::staff
