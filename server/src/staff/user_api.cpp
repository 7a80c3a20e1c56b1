#include "staff/user_api.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "common/text.hpp"
#include "intake/formats.hpp"
#include "staff/api_support.hpp"
#include "staff/password.hpp"
#include "staff/totp.hpp"
#include "staff/user_cli.hpp"

namespace firm::staff {

namespace {

using http::PathParams;
using http::Request;
using nlohmann::json;

constexpr std::string_view kNoSuchUser = "There is no such user.";
constexpr std::string_view kCurrentMissing = "Enter your current password.";
constexpr std::string_view kNewMissing = "Enter a new password.";
constexpr std::string_view kCurrentWrong = "That is not your current password.";
constexpr std::string_view kSameAsCurrent = "Choose a password different from the current one.";
constexpr std::string_view kUsernameRule =
    "Use 3 to 64 characters: letters a-z, digits, dots, dashes or underscores.";
constexpr std::string_view kUsernameTaken = "There is already a user with this name.";
constexpr std::string_view kDisplayNameRule = "Enter the person's name (at most 200 characters).";
constexpr std::string_view kRoleRule = "Choose admin or intake.";
constexpr std::string_view kDisabledRule = "Send true or false.";
constexpr std::string_view kNothingToChange = "Send a role, disabled or barNumber.";
constexpr std::string_view kBarNumberRule =
    "Give the State Bar of California number (up to 6 digits), or null if this user is not an "
    "attorney.";
constexpr std::string_view kNotYourself =
    "You cannot change your own role or disable your own account. Ask another administrator.";
constexpr std::string_view kLastAdmin =
    "This would leave no enabled administrator. Make another user an administrator first.";
constexpr std::string_view kNoLongerAdmin =
    "Your account is no longer an administrator's, so this was not changed.";
constexpr std::size_t kMaxDisplayName = 200;
constexpr std::string_view kNoSuchSession = "There is no such session.";
constexpr std::string_view kThisSession =
    "This is the session you are using now. Use Log out instead.";

// The sessions as the staff area lists them: the first characters of each hash name it.
json SessionsJson(const std::vector<SessionSummary>& sessions, const std::string& current_hash) {
  json list = json::array();
  for (const auto& session : sessions) {
    list.push_back({{"id", session.token_hash.substr(0, kSessionIdChars)},
                    {"createdAt", session.created_at},
                    {"lastSeenAt", session.last_seen_at},
                    {"expiresAt", session.expires_at},
                    {"current", session.token_hash == current_hash}});
  }
  return list;
}

bool IsSessionId(std::string_view id) {
  return id.size() == kSessionIdChars && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

json UserJson(const AdminUser& user, long active_sessions) {
  return json{{"username", user.username},
              {"displayName", user.display_name},
              {"role", RoleName(user.role)},
              {"secondFactor", user.enrolled},
              {"disabled", user.disabled_at.has_value()},
              {"mustChangePassword", user.must_change_password},
              {"barNumber", user.bar_number ? json(*user.bar_number) : json(nullptr)},
              {"createdAt", user.created_at},
              {"activeSessions", active_sessions}};
}

// A temporary password an admin reads out or passes on: four groups of four
// from the recovery-code alphabet (about 74 bits), "abcd-efgh-jkmn-pqrs".
std::string TemporaryPassword() { return NewRecoveryCodes(1).front(); }

http::Response NoSuchUser() { return Error(404, "form", kNoSuchUser); }

}  // namespace

UserApi::UserApi(UserStore& store, AccountApi& accounts, AccountStore& account_store,
                 AdminSettings settings, AdminClock clock)
    : store_(store),
      accounts_(accounts),
      account_store_(account_store),
      settings_(settings),
      clock_(std::move(clock)) {}

Actor UserApi::ActorOf(const SessionUser& user) const {
  return Actor{user.username, storage::IsoTimestamp(clock_())};
}

http::Response UserApi::ChangeOwnPassword(const Request& request, const SessionUser& user) const {
  auto body = ParseBody(request, {"currentPassword", "newPassword"});
  if (!body) return body.Error();
  std::string current = StringField(body.Value(), "currentPassword");
  std::string next = StringField(body.Value(), "newPassword");
  http::FieldErrors errors;
  if (current.empty()) errors["currentPassword"].push_back(std::string(kCurrentMissing));
  if (next.empty()) {
    errors["newPassword"].push_back(std::string(kNewMissing));
  } else if (auto problem = CheckNewPassword(next, user.username); !problem.empty()) {
    errors["newPassword"].push_back(problem);
  }
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, errors));

  // Room on the hashing pool first: a change refused for a full pool is not counted.
  auto slot = accounts_.ReserveHashing();
  if (!slot) return AccountApi::HashingBusy();
  auto now = clock_();
  // A wrong current password counts like a wrong sign-in: a session left
  // open on someone's screen cannot be used to guess it.
  const std::string device = accounts_.DeviceOf(request, user.user_id, now);
  if (auto refused = accounts_.CountAttempt(user.username, device, request, now)) {
    return std::move(*refused);
  }
  auto found = account_store_.FindActiveUserById(user.user_id);
  if (!found) return StorageDown("password", found.Error());
  if (!found.Value()) return Error(401, "form", kCurrentWrong);
  return accounts_.RunOnPool(std::move(*slot), [this, user, account = *found.Value(), current, next,
                                                now, address = request.client_address, device] {
    if (!accounts_.CheckPassword(account.password_hash, current)) {
      return Error(422, "currentPassword", kCurrentWrong);
    }
    // A temporary password kept as the "new" one would stay known to whoever
    // passed it on.
    if (next == current) return Error(422, "newPassword", kSameAsCurrent);
    auto hash = HashPassword(next);
    if (!hash) throw std::runtime_error(hash.Error());
    auto changed =
        store_.ChangeOwnPassword(user.user_id, hash.Value(), user.token_hash, address,
                                 Actor{user.username, storage::IsoTimestamp(now)}, device);
    if (!changed) return StorageDown("password", changed.Error());
    SessionUser updated = user;
    updated.must_change_password = false;
    return accounts_.Session(updated);
  });
}

http::Response UserApi::List() const {
  auto now = clock_();
  auto users = store_.ListUsers(storage::IsoTimestamp(now),
                                storage::IsoTimestamp(now - settings_.session_idle));
  if (!users) return StorageDown("users", users.Error());
  json list = json::array();
  for (const auto& summary : users.Value()) {
    list.push_back(UserJson(summary.user, summary.active_sessions));
  }
  return Api().Json(200, json{{"users", list}});
}

http::Response UserApi::Add(const Request& request, const SessionUser& admin) const {
  auto body = ParseBody(request, {"username", "displayName", "role"});
  if (!body) return body.Error();
  auto username = NormalizeUsername(common::TrimWhitespace(StringField(body.Value(), "username")));
  std::string display_name(common::TrimWhitespace(StringField(body.Value(), "displayName")));
  auto role = ParseRole(StringField(body.Value(), "role"));
  http::FieldErrors errors;
  if (!username) errors["username"].push_back(std::string(kUsernameRule));
  if (display_name.empty() || intake::CountCodePoints(display_name) > kMaxDisplayName ||
      common::HasControlCharacters(display_name)) {
    errors["displayName"].push_back(std::string(kDisplayNameRule));
  }
  if (!role) errors["role"].push_back(std::string(kRoleRule));
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, errors));

  Actor actor = ActorOf(admin);
  return accounts_.OnHashingPool([this, name = *username, display_name, role = *role, actor] {
    std::string password = TemporaryPassword();
    auto hash = HashPassword(password);
    if (!hash) throw std::runtime_error(hash.Error());
    auto created = store_.CreateUser(name, display_name, role, hash.Value(), true, actor);
    if (!created) return StorageDown("users", created.Error());
    if (created.Value() == UserChange::kAlreadyExists) {
      return Error(409, "username", kUsernameTaken);
    }
    auto found = store_.FindUser(name);
    if (!found) return StorageDown("users", found.Error());
    if (!found.Value()) return NoSuchUser();
    return Api().Json(201,
                      json{{"user", UserJson(*found.Value(), 0)}, {"temporaryPassword", password}});
  });
}

http::Response UserApi::UserAnswer(const std::string& username,
                                   const SessionUser* sessions_for) const {
  auto now = clock_();
  auto found = store_.FindUser(username);
  if (!found) return StorageDown("users", found.Error());
  if (!found.Value()) return NoSuchUser();
  auto sessions = store_.Sessions(username, storage::IsoTimestamp(now),
                                  storage::IsoTimestamp(now - settings_.session_idle));
  if (!sessions) return StorageDown("users", sessions.Error());
  json answer{{"user", UserJson(*found.Value(), static_cast<long>(sessions.Value().size()))}};
  if (sessions_for != nullptr) {
    answer["sessions"] = SessionsJson(sessions.Value(), sessions_for->token_hash);
  }
  return Api().Json(200, answer);
}

http::Response UserApi::OwnSessions(const SessionUser& user) const {
  auto now = clock_();
  auto sessions = store_.Sessions(user.username, storage::IsoTimestamp(now),
                                  storage::IsoTimestamp(now - settings_.session_idle));
  if (!sessions) return StorageDown("sessions", sessions.Error());
  return Api().Json(200, json{{"sessions", SessionsJson(sessions.Value(), user.token_hash)}});
}

http::Response UserApi::EndOwnSession(const std::string& id, const SessionUser& user) const {
  const std::string session_id = common::AsciiLower(id);
  if (!IsSessionId(session_id)) return Error(404, "form", kNoSuchSession);
  if (user.token_hash.starts_with(session_id)) return Error(409, "form", kThisSession);
  auto ended = store_.EndOwnSession(user.user_id, session_id, ActorOf(user));
  if (!ended) return StorageDown("sessions", ended.Error());
  if (ended.Value() == UserChange::kNoSuchUser) return Error(404, "form", kNoSuchSession);
  return Api().NoContent();
}

http::Response UserApi::EndOtherSessions(const SessionUser& user) const {
  auto ended = store_.EndOtherSessions(user.user_id, user.token_hash, ActorOf(user));
  if (!ended) return StorageDown("sessions", ended.Error());
  return Api().NoContent();
}

http::Response UserApi::Change(const Request& request, const std::string& username,
                               const SessionUser& admin) const {
  auto body = Api().ReadObject(request);
  if (!body) return Api().Error(body.Error());
  // "disabled" and a null "barNumber" are not text; the edge checks the rest (unknown fields
  // named as everywhere else).
  nlohmann::json text_fields = body.Value();
  text_fields.erase("disabled");
  if (text_fields.contains("barNumber") && text_fields["barNumber"].is_null()) {
    text_fields.erase("barNumber");
  }
  if (auto refused = Api().CheckTextFields(text_fields, {"role", "barNumber"})) {
    return Api().Error(*refused);
  }
  http::FieldErrors errors;
  std::optional<Role> role;
  std::optional<bool> disabled;
  std::optional<std::optional<std::string>> bar_number;
  if (auto it = body.Value().find("barNumber"); it != body.Value().end()) {
    if (it->is_null()) {
      bar_number = std::optional<std::string>();
    } else if (auto number = NormalizeBarNumber(it->get<std::string>())) {
      bar_number = number;
    } else {
      errors["barNumber"].push_back(std::string(kBarNumberRule));
    }
  }
  if (body.Value().contains("role")) {
    role = ParseRole(StringField(body.Value(), "role"));
    if (!role) errors["role"].push_back(std::string(kRoleRule));
  }
  if (auto it = body.Value().find("disabled"); it != body.Value().end()) {
    if (it->is_boolean()) {
      disabled = it->get<bool>();
    } else {
      errors["disabled"].push_back(std::string(kDisabledRule));
    }
  }
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, errors));
  if (!role && !disabled && !bar_number) return Error(422, "form", kNothingToChange);
  // The acting admin stays an enabled admin, so there is always one.
  if (username == admin.username) return Error(409, "form", kNotYourself);

  // Role and disabled together, in one transaction that also checks, under a lock every
  // process shares, that the acting admin still is one and that an enabled admin remains.
  auto outcome = store_.ChangeAccess(username, {role, disabled, bar_number}, ActorOf(admin), true);
  if (!outcome) return StorageDown("users", outcome.Error());
  switch (outcome.Value()) {
    case UserChange::kNoSuchUser:
      return NoSuchUser();
    case UserChange::kLastAdmin:
      return Error(409, "form", kLastAdmin);
    case UserChange::kActorNotAdmin:
      return Error(403, "form", kNoLongerAdmin);
    default:
      return UserAnswer(username);
  }
}

http::Response UserApi::ResetSecondFactor(const std::string& username,
                                          const SessionUser& admin) const {
  auto reset = store_.ResetSecondFactor(username, ActorOf(admin));
  if (!reset) return StorageDown("users", reset.Error());
  if (reset.Value() == UserChange::kNoSuchUser) return NoSuchUser();
  return UserAnswer(username);
}

http::Response UserApi::ResetPassword(const std::string& username, const SessionUser& admin) const {
  Actor actor = ActorOf(admin);
  return accounts_.OnHashingPool([this, username, actor] {
    std::string password = TemporaryPassword();
    auto hash = HashPassword(password);
    if (!hash) throw std::runtime_error(hash.Error());
    auto reset = store_.SetPassword(username, hash.Value(), true, actor);
    if (!reset) return StorageDown("users", reset.Error());
    if (reset.Value() == UserChange::kNoSuchUser) return NoSuchUser();
    return Api().Json(200, json{{"temporaryPassword", password}});
  });
}

http::Response UserApi::EndSessions(const std::string& username, const SessionUser& admin) const {
  auto ended = store_.EndSessions(username, ActorOf(admin));
  if (!ended) return StorageDown("users", ended.Error());
  if (ended.Value() == UserChange::kNoSuchUser) return NoSuchUser();
  return Api().NoContent();
}

void UserApi::Register(AdminRoutes& routes) const {
  using Handler = std::function<http::Response(const std::string&, const SessionUser&)>;
  // Handlers of one user: the name from the path, lower-cased like user names.
  auto of_user = [](Handler handler) {
    return [handler = std::move(handler)](const Request&, const PathParams& params,
                                          const SessionUser& admin) {
      return handler(common::AsciiLower(params.at("username")), admin);
    };
  };
  routes.Add("/api/admin/password",
             {routes.SignedIn("POST", Access::kAccount, this, &UserApi::ChangeOwnPassword)});
  routes.Add("/api/admin/account/sessions",
             {routes.SignedIn("GET", Access::kAccount, this, &UserApi::OwnSessions),
              routes.SignedIn("DELETE", Access::kAccount, this, &UserApi::EndOtherSessions)});
  routes.Add(
      "/api/admin/account/sessions/{id}",
      {routes.SignedIn("DELETE", Access::kAccount,
                       [this](const Request&, const PathParams& params, const SessionUser& user) {
                         return EndOwnSession(params.at("id"), user);
                       })});
  routes.Add("/api/admin/users", {routes.SignedIn("GET", Access::kAdmin, this, &UserApi::List),
                                  routes.SignedIn("POST", Access::kAdmin, this, &UserApi::Add)});
  routes.Add(
      "/api/admin/users/{username}",
      {routes.SignedIn("GET", Access::kAdmin,
                       of_user([this](const std::string& username, const SessionUser& admin) {
                         return UserAnswer(username, &admin);
                       })),
       routes.SignedIn(
           "PATCH", Access::kAdmin,
           [this](const Request& request, const PathParams& params, const SessionUser& admin) {
             return Change(request, common::AsciiLower(params.at("username")), admin);
           })});
  routes.Add(
      "/api/admin/users/{username}/second-factor/reset",
      {routes.SignedIn("POST", Access::kAdmin,
                       of_user([this](const std::string& username, const SessionUser& admin) {
                         return ResetSecondFactor(username, admin);
                       }))});
  routes.Add(
      "/api/admin/users/{username}/password/reset",
      {routes.SignedIn("POST", Access::kAdmin,
                       of_user([this](const std::string& username, const SessionUser& admin) {
                         return ResetPassword(username, admin);
                       }))});
  routes.Add(
      "/api/admin/users/{username}/sessions",
      {routes.SignedIn("DELETE", Access::kAdmin,
                       of_user([this](const std::string& username, const SessionUser& admin) {
                         return EndSessions(username, admin);
                       }))});
}

}  // namespace firm::staff
