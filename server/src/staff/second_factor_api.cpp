#include "staff/second_factor_api.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "common/crypto.hpp"
#include "common/text.hpp"
#include "staff/api_support.hpp"
#include "staff/qr_code.hpp"
#include "staff/totp.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;

constexpr std::string_view kAlreadyEnrolled =
    "This account already has an authenticator app. An administrator can reset it.";
constexpr std::string_view kNotEnrolled = "Set up your authenticator app first.";
constexpr std::string_view kAlreadyPassed = "You are already signed in.";
constexpr std::string_view kEnrolmentChanged =
    "The set-up changed in another window. Scan the new code and try again.";
constexpr std::string_view kCodeMissing = "Enter the 6-digit code from your app.";
constexpr std::string_view kCodeShape = "The code is 6 digits.";
constexpr std::string_view kWrongCode =
    "That code is not right. Check that your phone's clock is right and enter the newest code.";
constexpr std::string_view kRecoveryShape = "A recovery code has 16 letters and digits.";
constexpr std::string_view kWrongRecoveryCode = "That recovery code is not right or was used.";
constexpr std::string_view kOneOfThem = "Enter either a code or a recovery code.";

bool IsSixDigits(std::string_view code) {
  return code.size() == kTotpDigits && common::IsAsciiDigits(code);
}

// A body of just {"code"}: six digits, else 422 before anything is counted.
common::Result<std::string, http::Response> ReadAppCode(const http::Request& request) {
  using R = common::Result<std::string, http::Response>;
  auto body = ParseBody(request, {"code"});
  if (!body) return R::Err(body.Error());
  std::string code = StringField(body.Value(), "code");
  if (code.empty()) return R::Err(Error(422, "code", kCodeMissing));
  if (!IsSixDigits(code)) return R::Err(Error(422, "code", kCodeShape));
  return R::Ok(std::move(code));
}

// What the database keeps of new recovery codes: the SHA-256 of each, normalised.
std::vector<std::string> HashesOf(const std::vector<std::string>& codes) {
  std::vector<std::string> hashes;
  for (const auto& code : codes) hashes.push_back(common::Sha256Hex(*NormalizeRecoveryCode(code)));
  return hashes;
}

// The session's move to a new cookie `token` (and a new CSRF token) at `now`, from `address`
// and the remembered `device` ("" for none) the attempt was counted on.
SessionPromotion PromotionOf(const SessionUser& user, const std::string& token,
                             std::chrono::system_clock::time_point now, std::string address,
                             std::string device) {
  return SessionPromotion{user.user_id,          user.username,
                          user.token_hash,       common::Sha256Hex(token),
                          common::RandomToken(), storage::IsoTimestamp(now),
                          std::move(address),    std::move(device)};
}

std::time_t UnixTime(std::chrono::system_clock::time_point now) {
  return std::chrono::system_clock::to_time_t(now);
}

}  // namespace

SecondFactorApi::SecondFactorApi(AccountApi& accounts, AccountStore& account_store,
                                 SecondFactorStore& store, const SecretBox& box, std::string issuer,
                                 AdminClock clock)
    : accounts_(accounts),
      account_store_(account_store),
      store_(store),
      box_(box),
      issuer_(std::move(issuer)),
      clock_(std::move(clock)) {}

std::optional<std::string> SecondFactorApi::OpenSecret(const AdminUser& user) const {
  if (!user.totp_secret) return std::nullopt;
  auto secret = box_.Open(*user.totp_secret, user.id);
  if (!secret) {
    std::cerr << "admin second factor: a stored secret does not open with TOTP_KEY or "
                 "TOTP_PREVIOUS_KEY (see docs/runbook.md, key rotation)"
              << std::endl;
  }
  return secret;
}

http::Response SecondFactorApi::Promoted(SessionUser user, const std::string& token,
                                         const SessionPromotion& promotion,
                                         std::chrono::system_clock::time_point now,
                                         const nlohmann::json& extra) const {
  user.second_factor = true;
  user.enrolled = true;
  user.csrf_token = promotion.new_csrf_token;
  user.token_hash = promotion.new_token_hash;
  auto answer = SessionJson(user);
  answer.update(extra);
  auto response = Api().Json(200, answer);
  response.extra_headers.emplace_back("Set-Cookie", accounts_.SessionCookieFor(token));
  // The browser is remembered from now on (a new device cookie at each full sign-in).
  response.extra_headers.emplace_back("Set-Cookie", accounts_.DeviceCookieFor(user.user_id, now));
  return response;
}

http::Response SecondFactorApi::Refuse(const SessionUser& user, const std::string& what,
                                       std::chrono::system_clock::time_point now, int status,
                                       const std::string& field) const {
  if (auto recorded = store_.RecordRefusal(user.username, what, storage::IsoTimestamp(now));
      !recorded) {
    return StorageDown("second factor", recorded.Error());
  }
  return Error(status, field, what == "recovery code" ? kWrongRecoveryCode : kWrongCode);
}

http::Response SecondFactorApi::StartEnrolment(const SessionUser& user) const {
  if (user.second_factor) return Error(409, "form", kAlreadyPassed);
  if (user.enrolled) return Error(409, "form", kAlreadyEnrolled);
  auto found = account_store_.FindActiveUserById(user.user_id);
  if (!found) return StorageDown("enrolment", found.Error());
  if (!found.Value()) return Error(401, "form", kWrongCode);
  // The secret already shown, while it is not confirmed: a reload or a second
  // tab shows the same code that may already be in the app.
  std::optional<std::string> pending;
  if (found.Value()->totp_secret) pending = box_.Open(*found.Value()->totp_secret, user.user_id);
  std::string secret = pending.value_or(NewTotpSecret());
  if (!pending) {
    auto stored = store_.SetPendingSecret(user.user_id, box_.Seal(secret, user.user_id));
    if (!stored) return StorageDown("enrolment", stored.Error());
    if (stored.Value() != SecondFactorOutcome::kPassed) {
      return Error(409, "form", kAlreadyEnrolled);
    }
  }
  std::string uri = OtpauthUri(issuer_, user.username, secret);
  QrPath qr = EncodeQr(uri);
  return Api().Json(200, json{{"secret", Base32(secret)},
                              {"uri", uri},
                              {"qr", {{"size", qr.size}, {"path", qr.path}}}});
}

common::Result<SecondFactorApi::CodeAttempt, http::Response> SecondFactorApi::AttemptWithCode(
    const http::Request& request, const SessionUser& user, std::string_view what) const {
  using R = common::Result<CodeAttempt, http::Response>;
  auto read = ReadAppCode(request);
  if (!read) return R::Err(read.Error());
  CodeAttempt attempt{read.Value(), clock_(), "", std::nullopt};
  attempt.device = accounts_.DeviceOf(request, user.user_id, attempt.now);
  if (auto refused = accounts_.CountAttempt(user.username, attempt.device, request, attempt.now)) {
    return R::Err(std::move(*refused));
  }
  auto found = account_store_.FindActiveUserById(user.user_id);
  if (!found) return R::Err(StorageDown(what, found.Error()));
  attempt.account = found.Value();
  return R::Ok(std::move(attempt));
}

http::Response SecondFactorApi::ConfirmEnrolment(const http::Request& request,
                                                 const SessionUser& user) const {
  if (user.second_factor) return Error(409, "form", kAlreadyPassed);
  auto attempt = AttemptWithCode(request, user, "enrolment");
  if (!attempt) return attempt.Error();
  const auto& [code, now, device, found] = attempt.Value();
  if (!found) return Error(401, "form", kWrongCode);
  const AdminUser& account = *found;
  if (account.enrolled) return Error(409, "form", kAlreadyEnrolled);
  auto secret = OpenSecret(account);
  if (!secret) return Error(409, "form", kEnrolmentChanged);
  auto step = MatchTotp(*secret, code, UnixTime(now));
  if (!step) return Refuse(user, "code", now);

  std::vector<std::string> codes = staff::NewRecoveryCodes();
  std::vector<std::string> hashes = HashesOf(codes);
  std::string token = common::RandomToken();
  SessionPromotion promotion = PromotionOf(user, token, now, request.client_address, device);
  auto confirmed = store_.ConfirmEnrolment(promotion, *account.totp_secret, *step, hashes);
  if (!confirmed) return StorageDown("enrolment", confirmed.Error());
  if (confirmed.Value() != SecondFactorOutcome::kPassed) {
    return Error(409, "form", kEnrolmentChanged);
  }
  // The recovery codes are shown this once, never again.
  return Promoted(user, token, promotion, now, json{{"recoveryCodes", codes}});
}

http::Response SecondFactorApi::Verify(const http::Request& request,
                                       const SessionUser& user) const {
  if (user.second_factor) return Error(409, "form", kAlreadyPassed);
  if (!user.enrolled) return Error(409, "form", kNotEnrolled);
  auto body = ParseBody(request, {"code", "recoveryCode"});
  if (!body) return body.Error();
  std::string code = StringField(body.Value(), "code");
  std::string recovery = StringField(body.Value(), "recoveryCode");
  if (code.empty() == recovery.empty()) {
    return Error(422, code.empty() ? "code" : "form", code.empty() ? kCodeMissing : kOneOfThem);
  }
  std::optional<std::string> normalized;
  if (!code.empty() && !IsSixDigits(code)) return Error(422, "code", kCodeShape);
  if (!recovery.empty()) {
    normalized = NormalizeRecoveryCode(recovery);
    if (!normalized) return Error(422, "recoveryCode", kRecoveryShape);
  }

  auto now = clock_();
  const std::string device = accounts_.DeviceOf(request, user.user_id, now);
  if (auto refused = accounts_.CountAttempt(user.username, device, request, now)) {
    return std::move(*refused);
  }
  std::string token = common::RandomToken();
  SessionPromotion promotion = PromotionOf(user, token, now, request.client_address, device);
  StoreResult<SecondFactorOutcome> passed =
      StoreResult<SecondFactorOutcome>::Ok(SecondFactorOutcome::kRefused);
  if (normalized) {
    passed = store_.PassWithRecoveryCode(promotion, common::Sha256Hex(*normalized));
  } else {
    auto found = account_store_.FindActiveUserById(user.user_id);
    if (!found) return StorageDown("second factor", found.Error());
    if (!found.Value() || !found.Value()->enrolled) return Error(401, "form", kWrongCode);
    auto secret = OpenSecret(*found.Value());
    if (!secret) return Error(500, "form", kInternal);
    auto step = MatchTotp(*secret, code, UnixTime(now));
    if (!step) return Refuse(user, "code", now);
    passed = store_.PassWithCode(promotion, *step);
  }
  if (!passed) return StorageDown("second factor", passed.Error());
  if (passed.Value() != SecondFactorOutcome::kPassed) {
    return Refuse(user, normalized ? "recovery code" : "used code", now);
  }
  return Promoted(user, token, promotion, now);
}

http::Response SecondFactorApi::Status(const SessionUser& user) const {
  auto left = store_.UnusedRecoveryCodes(user.user_id);
  if (!left) return StorageDown("second factor", left.Error());
  return Api().Json(200, json{{"recoveryCodesLeft", left.Value()}});
}

common::Result<SecondFactorApi::FreshCode, http::Response> SecondFactorApi::CheckFreshCode(
    const http::Request& request, const SessionUser& user) const {
  using R = common::Result<FreshCode, http::Response>;
  auto attempt = AttemptWithCode(request, user, "second factor");
  if (!attempt) return R::Err(attempt.Error());
  const auto& [code, now, device, found] = attempt.Value();
  if (!found || !found->enrolled) return R::Err(Error(409, "form", kNotEnrolled));
  auto secret = OpenSecret(*found);
  if (!secret) return R::Err(Error(500, "form", kInternal));
  auto step = MatchTotp(*secret, code, UnixTime(now));
  if (!step) return R::Err(Refuse(user, "code", now, 422, "code"));
  return R::Ok(FreshCode{*step, now, device, *found});
}

http::Response SecondFactorApi::RefuseUsedCode(const SessionUser& user,
                                               std::chrono::system_clock::time_point now) const {
  return Refuse(user, "used code", now, 422, "code");
}

http::Response SecondFactorApi::NewRecoveryCodes(const http::Request& request,
                                                 const SessionUser& user) const {
  auto fresh = CheckFreshCode(request, user);
  if (!fresh) return fresh.Error();
  std::vector<std::string> codes = staff::NewRecoveryCodes();
  auto replaced = store_.ReplaceRecoveryCodes(
      user.user_id, user.username, request.client_address, storage::IsoTimestamp(fresh.Value().now),
      fresh.Value().step, HashesOf(codes), fresh.Value().device);
  if (!replaced) return StorageDown("second factor", replaced.Error());
  if (replaced.Value() != SecondFactorOutcome::kPassed) {
    return RefuseUsedCode(user, fresh.Value().now);
  }
  return Api().Json(
      200, json{{"recoveryCodes", codes}, {"recoveryCodesLeft", static_cast<long>(codes.size())}});
}

void SecondFactorApi::Register(AdminRoutes& routes) const {
  routes.Add("/api/admin/second-factor/enrolment",
             {routes.SignedIn("POST", Access::kSignIn, this, &SecondFactorApi::StartEnrolment)});
  routes.Add("/api/admin/second-factor/enrolment/confirm",
             {routes.SignedIn("POST", Access::kSignIn, this, &SecondFactorApi::ConfirmEnrolment)});
  routes.Add("/api/admin/second-factor",
             {routes.SignedIn("GET", Access::kAccount, this, &SecondFactorApi::Status)});
  routes.Add("/api/admin/second-factor/recovery-codes",
             {routes.SignedIn("POST", Access::kAccount, this, &SecondFactorApi::NewRecoveryCodes)});
  routes.Add("/api/admin/second-factor/verify",
             {routes.SignedIn("POST", Access::kSignIn, this, &SecondFactorApi::Verify)});
}

}  // namespace firm::staff
