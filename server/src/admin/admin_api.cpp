#include "admin/admin_api.hpp"

#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>

#include "admin/cookies.hpp"
#include "admin/crypto.hpp"
#include "admin/csv.hpp"
#include "admin/password.hpp"
#include "common/text.hpp"
#include "intake/intake_handler.hpp"
#include "intake/validation.hpp"
#include "metrics/metrics.hpp"

namespace firm::admin {

namespace {

using nlohmann::json;
using SystemClock = std::chrono::system_clock;

const http::HeaderList kJsonHeaders = {
    {"Content-Type", "application/json"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};
const http::HeaderList kCsvHeaders = {
    {"Content-Type", "text/csv; charset=utf-8"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};

constexpr std::size_t kMaxBodyBytes = 32 * 1024;
constexpr std::size_t kMaxNoteChars = 5000;
constexpr std::size_t kMaxReasonChars = 500;
constexpr std::size_t kMaxUsernameBytes = 64;
constexpr int kMaxExportRows = 10000;
constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
constexpr int kAuditEntries = 500;
constexpr std::size_t kTokenChars = 43;  // 32 bytes in base64url

constexpr std::string_view kSignIn = "Please sign in again.";
constexpr std::string_view kBadCsrf =
    "The request could not be verified. Reload the page and try again.";
constexpr std::string_view kWrongLogin = "That user name and password do not match.";
constexpr std::string_view kNotFound = "Not found.";
constexpr std::string_view kMethodNotAllowed = "This method is not allowed here.";
constexpr std::string_view kStorageDown =
    "The database is not available just now. Please try again in a minute.";
constexpr std::string_view kUnsupportedType = "Send JSON (Content-Type: application/json).";
constexpr std::string_view kTooLarge = "The request is too large.";
constexpr std::string_view kBadUtf8 = "The request body is not valid UTF-8.";
constexpr std::string_view kBadJson = "The request body is not valid JSON.";
constexpr std::string_view kNotObject = "The request body must be a JSON object.";
constexpr std::string_view kUnknownField = "This field is not part of the form.";
constexpr std::string_view kMustBeText = "Must be text.";
constexpr std::string_view kUsernameMissing = "Enter your user name.";
constexpr std::string_view kPasswordMissing = "Enter your password.";
constexpr std::string_view kStatusUnknown = "Choose one of the statuses.";
constexpr std::string_view kNoteMissing = "Write a note.";
constexpr std::string_view kNoteTooLong = "A note can have at most 5000 characters.";
constexpr std::string_view kReasonMissing = "Give the reason for deleting this lead.";
constexpr std::string_view kReasonTooLong = "The reason can have at most 500 characters.";
constexpr std::string_view kControl = "Control characters are not allowed.";
constexpr std::string_view kNotRetryable = "Only a failed or dead delivery can be retried.";
constexpr std::string_view kSignInBusy =
    "Too many sign-ins are being checked just now. Please try again in a few seconds.";
constexpr std::string_view kInternal = "Something went wrong. Please try again.";
constexpr long kSignInBusyRetrySeconds = 2;
// Longest wait in the hashing queue; the HTTP server gives a request 10 s in all.
constexpr auto kSignInMaxWait = std::chrono::seconds(4);
constexpr long kStorageRetrySeconds = 30;

http::Response JsonResponse(int status, const json& body) {
  http::Response response;
  response.status = status;
  response.fixed_headers = &kJsonHeaders;
  response.SetOwnedBody(body.dump());
  return response;
}

http::Response Error(int status, const std::string& field, std::string_view message) {
  return JsonResponse(status, json{{"errors", {{field, json::array({std::string(message)})}}}});
}

http::Response FieldErrorResponse(int status, const FieldErrors& errors) {
  json fields = json::object();
  for (const auto& [field, messages] : errors) fields[field] = messages;
  return JsonResponse(status, json{{"errors", fields}});
}

http::Response NoContent() {
  http::Response response;
  response.status = 204;
  response.fixed_headers = &kJsonHeaders;
  return response;
}

http::Response StorageDown(std::string_view what, const StorageError& error) {
  // Engine messages name no field values (see storage/*_database.cpp).
  std::cerr << "admin " << what << ": storage error: " << error.message << std::endl;
  auto response = Error(503, "form", kStorageDown);
  response.extra_headers.emplace_back("Retry-After", std::to_string(kStorageRetrySeconds));
  return response;
}

http::Response SignInBusy() {
  auto response = Error(503, "form", kSignInBusy);
  response.extra_headers.emplace_back("Retry-After", std::to_string(kSignInBusyRetrySeconds));
  return response;
}

std::string PublicFormId(std::string form_type) {
  std::replace(form_type.begin(), form_type.end(), '_', '-');
  return form_type;
}

json JsonArrayOrEmpty(const std::string& text) {
  auto parsed = json::parse(text, nullptr, false);
  return parsed.is_array() ? parsed : json::array();
}

json EventJson(const LeadEvent& event) {
  auto nullable = [](const std::optional<std::string>& value) {
    return value ? json(*value) : json(nullptr);
  };
  return json{{"kind", event.kind},
              {"fromStatus", nullable(event.from_status)},
              {"toStatus", nullable(event.to_status)},
              {"text", nullable(event.text)},
              {"actor", event.actor},
              {"at", event.at}};
}

json DeliveryJson(const Delivery& delivery) {
  json attempts = json::array();
  for (const auto& attempt : delivery.attempts) {
    attempts.push_back(
        json{{"at", attempt.at},
             {"outcome", attempt.outcome},
             {"httpStatus", attempt.http_status ? json(*attempt.http_status) : json(nullptr)},
             {"error", attempt.error}});
  }
  return json{{"id", delivery.id},
              {"channel", delivery.channel},
              {"state", delivery.state},
              {"attemptCount", delivery.attempt_count},
              {"nextAttemptAt", delivery.next_attempt_at},
              {"lastError", delivery.last_error},
              {"attempts", attempts}};
}

json ListLeadJson(const LeadRow& lead) {
  return json{{"id", lead.id},
              {"form", PublicFormId(lead.form_type)},
              {"createdAt", lead.created_at},
              {"firstName", lead.first_name},
              {"lastName", lead.last_name},
              {"email", lead.email},
              {"phone", lead.phone},
              {"issueTypes", JsonArrayOrEmpty(lead.issue_types)},
              {"status", lead.status},
              {"utmSource", lead.utm_source},
              {"delivery", lead.delivery}};
}

bool HasControlExceptWhitespace(std::string_view text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\n' && c != '\r' && c != '\t') || byte == 0x7f;
  });
}

using BodyResult = common::Result<json, http::Response>;

// JSON object bodies: 415, 413, 400, then 422 for unknown fields or fields
// that are not strings (each named). Absent fields are left to the caller.
BodyResult ParseBody(const http::Request& request, const std::set<std::string>& fields) {
  if (!request.content_type || !intake::IsJsonContentType(*request.content_type)) {
    return BodyResult::Err(Error(415, "_body", kUnsupportedType));
  }
  if (request.body.size() > kMaxBodyBytes) return BodyResult::Err(Error(413, "_body", kTooLarge));
  if (!common::IsValidUtf8(request.body)) return BodyResult::Err(Error(400, "_body", kBadUtf8));
  json body = json::parse(request.body, nullptr, false);
  if (body.is_discarded()) return BodyResult::Err(Error(400, "_body", kBadJson));
  if (!body.is_object()) return BodyResult::Err(Error(400, "_body", kNotObject));
  FieldErrors errors;
  for (const auto& [key, value] : body.items()) {
    if (!fields.contains(key)) {
      errors[key.size() <= 40 ? key : "_body"].push_back(std::string(kUnknownField));
    } else if (!value.is_string() && !value.is_null()) {
      errors[key].push_back(std::string(kMustBeText));
    }
  }
  if (!errors.empty()) return BodyResult::Err(FieldErrorResponse(422, errors));
  return BodyResult::Ok(std::move(body));
}

std::string StringField(const json& body, const std::string& name) {
  auto it = body.find(name);
  return it != body.end() && it->is_string() ? it->get<std::string>() : "";
}

bool IsStateChanging(std::string_view method) {
  return method == "POST" || method == "PATCH" || method == "DELETE" || method == "PUT";
}

std::string UtcDate(SystemClock::time_point now) {
  return storage::IsoTimestamp(now).substr(0, 10);
}

long SecondsUntil(const std::string& iso_failure, SystemClock::time_point now) {
  auto failed = ParseInstant(iso_failure);
  if (!failed) return 0;
  auto until = *failed + kFailureWindow;
  auto seconds = std::chrono::ceil<std::chrono::seconds>(until - now).count();
  return std::max<long>(seconds, 0);
}

}  // namespace

std::optional<std::string> SessionToken(const http::Request& request) {
  if (!request.cookie) return std::nullopt;
  auto token = FindCookie(*request.cookie, kSessionCookie);
  if (!token || token->size() != kTokenChars) return std::nullopt;
  bool base64url = std::all_of(token->begin(), token->end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
  if (!base64url) return std::nullopt;
  return token;
}

AdminApi::AdminApi(AdminStore& store, const intake::FormCatalog& forms, AdminSettings settings,
                   Clock clock, PasswordVerifier verify)
    : store_(store),
      forms_(forms),
      settings_(settings),
      clock_(std::move(clock)),
      verify_(std::move(verify)) {
  for (const auto& form : forms_.forms) form_ids_.push_back(form.id);
  auto dummy = HashPassword(RandomToken(24));
  if (!dummy) throw std::runtime_error("argon2 self-test failed: " + dummy.Error());
  dummy_hash_ = std::move(dummy).Value();
  // No lower CPU priority for the workers: on a busy host a niced check
  // starved for tens of seconds, and the request threads need little CPU.
  hash_pool_ = std::make_unique<common::WorkPool>(settings_.hash_workers, settings_.hash_queue);
}

void AdminApi::StopSignIns() const { hash_pool_->Stop(); }

std::optional<std::string> AdminApi::FormTypeOf(const std::string& form_id) const {
  if (std::find(form_ids_.begin(), form_ids_.end(), form_id) == form_ids_.end()) {
    return std::nullopt;
  }
  return intake::IntakeEndpoint::FormType(form_id);
}

std::optional<SessionUser> AdminApi::Authenticate(const http::Request& request) const {
  auto token = SessionToken(request);
  if (!token) return std::nullopt;
  auto now = clock_();
  auto session = store_.TouchSession(Sha256Hex(*token), storage::IsoTimestamp(now),
                                     storage::IsoTimestamp(now - settings_.session_idle));
  if (!session) {
    std::cerr << "admin session: storage error: " << session.Error().message << std::endl;
    return std::nullopt;
  }
  return session.Value();
}

http::Response AdminApi::WithSession(const http::Request& request, const Params& params,
                                     const AuthedHandler& handler) const {
  auto user = Authenticate(request);
  if (!user) return Error(401, "form", kSignIn);
  if (IsStateChanging(request.method)) {
    if (!request.csrf_token || !ConstantTimeEquals(*request.csrf_token, user->csrf_token)) {
      return Error(403, "form", kBadCsrf);
    }
  }
  return handler(request, params, *user);
}

http::Response AdminApi::Session(const SessionUser& user) const {
  return JsonResponse(
      200, json{{"user", {{"username", user.username}, {"displayName", user.display_name}}},
                {"csrfToken", user.csrf_token}});
}

http::Response AdminApi::Login(const http::Request& request) const {
  auto body = ParseBody(request, {"username", "password"});
  if (!body) return body.Error();
  std::string username =
      common::AsciiLower(common::TrimWhitespace(StringField(body.Value(), "username")));
  std::string password = StringField(body.Value(), "password");
  FieldErrors missing;
  if (username.empty()) missing["username"].push_back(std::string(kUsernameMissing));
  if (password.empty()) missing["password"].push_back(std::string(kPasswordMissing));
  if (!missing.empty()) return FieldErrorResponse(422, missing);
  // Failures are keyed by the name as typed; a long one is cut, not stored whole.
  if (username.size() > kMaxUsernameBytes) username.resize(kMaxUsernameBytes);

  // Room on the hashing pool first: a sign-in refused for a full pool is not
  // counted against the account.
  auto slot = hash_pool_->TryReserve();
  if (!slot) return SignInBusy();

  auto now = clock_();
  std::string address = http::ClientAddress(request, settings_.trust_proxy);
  if (auto forgot = store_.ForgetFailures(storage::IsoTimestamp(now - kFailureWindow)); !forgot) {
    return StorageDown("login", forgot.Error());
  }
  // Counted before the check, in the transaction that reads the count.
  auto attempt = store_.RecordAttempt(username, address, storage::IsoTimestamp(now),
                                      storage::IsoTimestamp(now - kFailureWindow),
                                      kMaxFailuresPerAccount, kMaxFailuresPerAddress);
  if (!attempt) return StorageDown("login", attempt.Error());
  if (!attempt.Value().recorded) {
    // The lock lifts when the oldest failure that still counts leaves the window.
    const AttemptCheck& check = attempt.Value();
    long wait = 1;
    if (check.account_failures.size() >= static_cast<std::size_t>(kMaxFailuresPerAccount)) {
      wait = std::max(wait, SecondsUntil(check.account_failures.back(), now));
    }
    if (check.address_failures.size() >= static_cast<std::size_t>(kMaxFailuresPerAddress)) {
      wait = std::max(wait, SecondsUntil(check.address_failures.back(), now));
    }
    long minutes = (wait + 59) / 60;
    auto response = Error(429, "form",
                          "Too many attempts. Try again in " + std::to_string(minutes) +
                              (minutes == 1 ? " minute." : " minutes."));
    response.extra_headers.emplace_back("Retry-After", std::to_string(wait));
    metrics::Process().CountSignIn(metrics::SignInOutcome::kLockedOut);
    return response;
  }

  auto user = store_.FindActiveUser(username);
  if (!user) return StorageDown("login", user.Error());

  // The check itself (0.3 s, 64 MiB) runs on the hashing pool; the request
  // thread goes back to serving pages at once.
  http::Response response;
  response.deferred = [this, slot = std::make_shared<common::WorkPool::Slot>(std::move(*slot)),
                       found = std::move(user).Value(), username, password, now,
                       queued = std::chrono::steady_clock::now()](http::Reply reply) {
    hash_pool_->Submit(std::move(*slot),
                       [this, found, username, password, now, queued, reply = std::move(reply)] {
                         // On a starved CPU the queue can be slow: answer before the
                         // server's own request time limit would close the connection.
                         if (std::chrono::steady_clock::now() - queued > kSignInMaxWait) {
                           reply(SignInBusy());
                           return;
                         }
                         http::Response answer;
                         try {
                           answer = FinishLogin(found, username, password, now);
                         } catch (const std::exception& e) {
                           std::cerr << "admin login: " << e.what() << std::endl;
                           answer = Error(500, "form", kInternal);
                         }
                         reply(std::move(answer));
                       });
  };
  return response;
}

http::Response AdminApi::FinishLogin(const std::optional<AdminUser>& user,
                                     const std::string& username, const std::string& password,
                                     SystemClock::time_point now) const {
  const std::string& hash = user ? user->password_hash : dummy_hash_;
  bool verified = verify_(hash, password) && user.has_value();
  // The attempt was counted before the check and stays counted.
  if (!verified) {
    metrics::Process().CountSignIn(metrics::SignInOutcome::kFailure);
    return Error(401, "form", kWrongLogin);
  }

  std::string token = RandomToken();
  SessionUser session{user->id, user->username, user->display_name, RandomToken()};
  auto created = store_.CreateSession(Sha256Hex(token), session.user_id, session.csrf_token,
                                      storage::IsoTimestamp(now),
                                      storage::IsoTimestamp(now + settings_.session_max),
                                      storage::IsoTimestamp(now - settings_.session_idle));
  if (!created) return StorageDown("login", created.Error());
  if (auto cleared = store_.ClearFailures(username); !cleared) {
    return StorageDown("login", cleared.Error());
  }
  auto response = Session(session);
  response.extra_headers.emplace_back("Set-Cookie", SessionCookie(token, settings_.secure_cookie));
  metrics::Process().CountSignIn(metrics::SignInOutcome::kSuccess);
  return response;
}

http::Response AdminApi::Logout(const http::Request& request) const {
  // WithSession has checked the session and the CSRF token.
  if (auto token = SessionToken(request)) {
    if (auto deleted = store_.DeleteSession(Sha256Hex(*token)); !deleted) {
      return StorageDown("logout", deleted.Error());
    }
  }
  auto response = NoContent();
  response.extra_headers.emplace_back("Set-Cookie", ClearedSessionCookie(settings_.secure_cookie));
  return response;
}

http::Response AdminApi::ListLeads(const http::Request& request) const {
  auto path = site::NormalizePath(request.target);
  auto filter = ParseLeadFilter(path ? path.Value().query : "", form_ids_, true);
  if (!filter) return FieldErrorResponse(400, filter.Error());
  const LeadFilter& f = filter.Value();
  auto total = store_.CountLeads(f);
  if (!total) return StorageDown("leads", total.Error());
  auto leads = store_.ListLeads(f, f.page_size, static_cast<long>(f.page - 1) * f.page_size);
  if (!leads) return StorageDown("leads", leads.Error());
  json list = json::array();
  for (const auto& lead : leads.Value()) list.push_back(ListLeadJson(lead));
  return JsonResponse(
      200,
      json{{"total", total.Value()}, {"page", f.page}, {"pageSize", f.page_size}, {"leads", list}});
}

http::Response AdminApi::ExportLeads(const http::Request& request, const SessionUser& user) const {
  auto path = site::NormalizePath(request.target);
  auto filter = ParseLeadFilter(path ? path.Value().query : "", form_ids_, false);
  if (!filter) return FieldErrorResponse(400, filter.Error());
  auto leads = store_.ListLeads(filter.Value(), kMaxExportRows, 0);
  if (!leads) return StorageDown("export", leads.Error());
  // The byte-order mark makes Excel read the file as UTF-8 (names like "María" stay intact).
  std::string csv =
      std::string(kUtf8Bom) +
      CsvRow({"id", "form", "created_at", "status", "first_name", "last_name", "email", "phone",
              "issue_types", "landing_page", "utm_source", "utm_medium", "utm_campaign"});
  for (const auto& lead : leads.Value()) {
    std::string issues;
    for (const auto& issue : JsonArrayOrEmpty(lead.issue_types)) {
      if (!issue.is_string()) continue;
      if (!issues.empty()) issues += "; ";
      issues += issue.get<std::string>();
    }
    csv += CsvRow({lead.id, PublicFormId(lead.form_type), lead.created_at, lead.status,
                   lead.first_name, lead.last_name, lead.email, lead.phone, issues,
                   lead.landing_page, lead.utm_source, lead.utm_medium, lead.utm_campaign});
  }
  auto now = clock_();
  // Personal data leaving the system is worth a trace (the count, never the filters).
  if (auto audited =
          store_.Audit(user.username, "leads.exported", "",
                       "rows=" + std::to_string(leads.Value().size()), storage::IsoTimestamp(now));
      !audited) {
    return StorageDown("export", audited.Error());
  }
  http::Response response;
  response.fixed_headers = &kCsvHeaders;
  response.extra_headers.emplace_back("Content-Disposition",
                                      "attachment; filename=\"leads-" + UtcDate(now) + ".csv\"");
  response.SetOwnedBody(std::move(csv));
  return response;
}

http::Response AdminApi::LeadDetail(const Params& params) const {
  auto form_type = FormTypeOf(params.at("form"));
  std::string id = common::AsciiLower(params.at("id"));
  if (!form_type || !intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto lead = store_.GetLead(*form_type, id);
  if (!lead) return StorageDown("lead", lead.Error());
  if (!lead.Value()) return Error(404, "form", kNotFound);
  const LeadRow& row = *lead.Value();
  auto events = store_.Events(id);
  if (!events) return StorageDown("lead", events.Error());
  auto deliveries = store_.Deliveries(id);
  if (!deliveries) return StorageDown("lead", deliveries.Error());

  json answers = json::parse(row.answers, nullptr, false);
  if (!answers.is_object()) answers = json::object();
  json consent = json::object();
  if (const auto* form = forms_.Find(params.at("form"))) {
    for (const auto& field : form->fields) {
      if (field.kind != intake::FieldKind::kConsent) continue;
      auto it = answers.find(field.name);
      consent[field.name] = it != answers.end() && it->is_boolean() && it->get<bool>();
    }
  }
  json event_list = json::array();
  for (const auto& event : events.Value()) event_list.push_back(EventJson(event));
  json delivery_list = json::array();
  for (const auto& delivery : deliveries.Value()) delivery_list.push_back(DeliveryJson(delivery));
  json lead_json = {{"id", row.id},
                    {"form", PublicFormId(row.form_type)},
                    {"createdAt", row.created_at},
                    {"status", row.status},
                    {"firstName", row.first_name},
                    {"lastName", row.last_name},
                    {"email", row.email},
                    {"phone", row.phone},
                    {"issueTypes", JsonArrayOrEmpty(row.issue_types)},
                    {"answers", answers},
                    {"consent", consent},
                    {"landingPage", row.landing_page},
                    {"utmSource", row.utm_source},
                    {"utmMedium", row.utm_medium},
                    {"utmCampaign", row.utm_campaign},
                    {"userAgent", row.user_agent}};
  return JsonResponse(
      200, json{{"lead", lead_json}, {"events", event_list}, {"deliveries", delivery_list}});
}

http::Response AdminApi::ChangeStatus(const http::Request& request, const Params& params,
                                      const SessionUser& user) const {
  auto form_type = FormTypeOf(params.at("form"));
  std::string id = common::AsciiLower(params.at("id"));
  if (!form_type || !intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"status"});
  if (!body) return body.Error();
  std::string status = StringField(body.Value(), "status");
  if (!IsLeadStatus(status)) return Error(422, "status", kStatusUnknown);
  auto event =
      store_.ChangeStatus(*form_type, id, status, user.username, storage::IsoTimestamp(clock_()));
  if (!event) return StorageDown("status", event.Error());
  if (!event.Value()) return Error(404, "form", kNotFound);
  return JsonResponse(200, json{{"event", EventJson(*event.Value())}});
}

http::Response AdminApi::AddNote(const http::Request& request, const Params& params,
                                 const SessionUser& user) const {
  auto form_type = FormTypeOf(params.at("form"));
  std::string id = common::AsciiLower(params.at("id"));
  if (!form_type || !intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"text"});
  if (!body) return body.Error();
  std::string text(common::TrimWhitespace(StringField(body.Value(), "text")));
  if (text.empty()) return Error(422, "text", kNoteMissing);
  if (intake::CountCodePoints(text) > kMaxNoteChars) return Error(422, "text", kNoteTooLong);
  if (HasControlExceptWhitespace(text)) return Error(422, "text", kControl);
  auto event = store_.AddNote(*form_type, id, text, user.username, storage::IsoTimestamp(clock_()));
  if (!event) return StorageDown("note", event.Error());
  if (!event.Value()) return Error(404, "form", kNotFound);
  return JsonResponse(201, json{{"event", EventJson(*event.Value())}});
}

http::Response AdminApi::DeleteLead(const http::Request& request, const Params& params,
                                    const SessionUser& user) const {
  auto form_type = FormTypeOf(params.at("form"));
  std::string id = common::AsciiLower(params.at("id"));
  if (!form_type || !intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"reason"});
  if (!body) return body.Error();
  std::string reason(common::TrimWhitespace(StringField(body.Value(), "reason")));
  if (reason.empty()) return Error(422, "reason", kReasonMissing);
  if (intake::CountCodePoints(reason) > kMaxReasonChars) {
    return Error(422, "reason", kReasonTooLong);
  }
  if (HasControlExceptWhitespace(reason)) return Error(422, "reason", kControl);
  // The audit entry names the lead by id and form only: the person is gone.
  std::string detail = json{{"form", params.at("form")}, {"reason", reason}}.dump();
  auto deleted =
      store_.DeleteLead(*form_type, id, detail, user.username, storage::IsoTimestamp(clock_()));
  if (!deleted) return StorageDown("delete", deleted.Error());
  if (!deleted.Value()) return Error(404, "form", kNotFound);
  return NoContent();
}

http::Response AdminApi::RetryDelivery(const Params& params, const SessionUser& user) const {
  std::string id = common::AsciiLower(params.at("id"));
  if (!intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto outcome = store_.RetryDelivery(id, user.username, storage::IsoTimestamp(clock_()));
  if (!outcome) return StorageDown("retry", outcome.Error());
  if (outcome.Value() == RetryOutcome::kNoSuchDelivery) return Error(404, "form", kNotFound);
  if (outcome.Value() == RetryOutcome::kNotFailed) return Error(409, "form", kNotRetryable);
  auto delivery = store_.GetDelivery(id);
  if (!delivery) return StorageDown("retry", delivery.Error());
  if (!delivery.Value()) return Error(404, "form", kNotFound);
  return JsonResponse(200, json{{"delivery", DeliveryJson(*delivery.Value())}});
}

http::Response AdminApi::Audit() const {
  auto entries = store_.AuditEntries(kAuditEntries);
  if (!entries) return StorageDown("audit", entries.Error());
  json list = json::array();
  for (const auto& entry : entries.Value()) {
    list.push_back(json{{"at", entry.at},
                        {"actor", entry.actor},
                        {"action", entry.action},
                        {"subject", entry.subject},
                        {"detail", entry.detail}});
  }
  return JsonResponse(200, json{{"entries", list}});
}

void AdminApi::Register(http::Router& router) const {
  using http::PathParams;
  using http::Request;
  using site::NormalizedPath;
  // Each path: its methods, then a JSON 405 for any other method.
  auto add = [&router, this](const std::string& pattern,
                             std::vector<std::pair<std::string, http::ParamHandler>> methods) {
    std::string allow;
    for (auto& [method, handler] : methods) {
      allow += (allow.empty() ? "" : ", ") + method;
      router.AddPattern(method, pattern, std::move(handler));
    }
    router.AddPattern(std::string(http::kAnyMethod), pattern,
                      [allow](const Request&, const NormalizedPath&, const PathParams&) {
                        auto response = Error(405, "form", kMethodNotAllowed);
                        response.extra_headers.emplace_back("Allow", allow);
                        return response;
                      });
  };
  auto authed = [this](AuthedHandler handler) -> http::ParamHandler {
    return [this, handler = std::move(handler)](const Request& request, const NormalizedPath&,
                                                const PathParams& params) {
      return WithSession(request, params, handler);
    };
  };

  add("/api/admin/session",
      {{"GET", authed([this](const Request&, const PathParams&, const SessionUser& user) {
          return Session(user);
        })}});
  add("/api/admin/login", {{"POST", [this](const Request& request, const NormalizedPath&,
                                           const PathParams&) { return Login(request); }}});
  add("/api/admin/logout",
      {{"POST", authed([this](const Request& request, const PathParams&, const SessionUser&) {
          return Logout(request);
        })}});
  add("/api/admin/leads",
      {{"GET", authed([this](const Request& request, const PathParams&, const SessionUser&) {
          return ListLeads(request);
        })}});
  add("/api/admin/leads/export.csv",
      {{"GET", authed([this](const Request& request, const PathParams&, const SessionUser& user) {
          return ExportLeads(request, user);
        })}});
  add("/api/admin/leads/{form}/{id}",
      {{"GET", authed([this](const Request&, const PathParams& params, const SessionUser&) {
          return LeadDetail(params);
        })},
       {"DELETE",
        authed([this](const Request& request, const PathParams& params, const SessionUser& user) {
          return DeleteLead(request, params, user);
        })}});
  add("/api/admin/leads/{form}/{id}/status",
      {{"POST",
        authed([this](const Request& request, const PathParams& params, const SessionUser& user) {
          return ChangeStatus(request, params, user);
        })}});
  add("/api/admin/leads/{form}/{id}/notes",
      {{"POST",
        authed([this](const Request& request, const PathParams& params, const SessionUser& user) {
          return AddNote(request, params, user);
        })}});
  add("/api/admin/deliveries/{id}/retry",
      {{"POST", authed([this](const Request&, const PathParams& params, const SessionUser& user) {
          return RetryDelivery(params, user);
        })}});
  add("/api/admin/audit", {{"GET", authed([this](const Request&, const PathParams&,
                                                 const SessionUser&) { return Audit(); })}});
  // Anything else under /api/admin: JSON 404 with the admin headers, never the site.
  router.AddPrefix(
      std::string(http::kAnyMethod), "/api/admin",
      [](const Request&, const NormalizedPath&) { return Error(404, "form", kNotFound); });
}

}  // namespace firm::admin
