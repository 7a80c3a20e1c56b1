// Sign-in under concurrency and every route's access rule, on a real SQLite
// file and a real PostgreSQL database (skipped when TEST_DATABASE_URL is
// unset; scripts/ctest-pg sets it).
#include "staff/admin_api.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/crypto.hpp"
#include "engine_database.hpp"
#include "staff/cookies.hpp"
#include "staff/device_cookie.hpp"
#include "staff/password.hpp"
#include "staff/totp.hpp"
#include "test_databases.hpp"

namespace firm::staff {
namespace {

using nlohmann::json;
using testing_support::DbEngine;

// Slow enough (about 10 ms) that parallel checks overlap, as real ones (0.3 s) do.
const Argon2Params kHashParams{1, 8 * 1024, 1};
const std::string kPassword = "correct horse battery staple";

class AdminApiTest : public testing_support::EngineDatabaseTest<8> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = std::make_unique<AccountStore>(database_);
    users_ = std::make_unique<UserStore>(database_);
    second_factor_ = std::make_unique<SecondFactorStore>(database_);
    leads_ = std::make_unique<LeadStore>(database_);
    deliveries_ = std::make_unique<outbox::DeliveryStore>(database_);
    audit_ = std::make_unique<AuditLog>(database_);
    auto catalog = intake::LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
    ASSERT_TRUE(catalog) << catalog.Error();
    forms_ = std::move(catalog).Value();
    auto hash = HashPassword(kPassword, kHashParams);
    ASSERT_TRUE(hash);
    ASSERT_TRUE(users_->CreateUser("alice", "Alice", Role::kAdmin, hash.Value(), false,
                                   {"cli", storage::NowIso()}));
  }

  void TearDown() override {
    audit_.reset();
    deliveries_.reset();
    leads_.reset();
    second_factor_.reset();
    users_.reset();
    store_.reset();
    EngineDatabaseTest::TearDown();
  }

  AdminStores Stores() {
    return {*store_, *users_, *second_factor_, *leads_, *deliveries_, *audit_};
  }

  static http::Response LoginOn(const http::Router& router, const std::string& username,
                                const std::string& password, const std::string& address,
                                const std::string& cookie = "") {
    std::string body = json{{"username", username}, {"password", password}}.dump();
    http::Request request;
    if (!cookie.empty()) request.SetHeader("Cookie", cookie);
    request.method = "POST";
    request.target = "/api/admin/login";
    request.SetHeader("Content-Type", "application/json");
    request.client_address = address;
    request.body = body;
    return Resolve(router.Handle(request));
  }

  // A sign-in answers later, from the hashing pool: wait for that answer.
  static http::Response Resolve(http::Response response) {
    if (!response.deferred) return response;
    std::promise<http::Response> answer;
    auto future = answer.get_future();
    response.deferred([&answer](http::Response r) { answer.set_value(std::move(r)); });
    return future.get();
  }

  std::unique_ptr<AccountStore> store_;
  std::unique_ptr<UserStore> users_;
  std::unique_ptr<SecondFactorStore> second_factor_;
  std::unique_ptr<LeadStore> leads_;
  std::unique_ptr<outbox::DeliveryStore> deliveries_;
  std::unique_ptr<AuditLog> audit_;
  intake::FormCatalog forms_;
  const SecretBox box_{*DecodeSecretKey(NewSecretKeyText())};
};

// Issue 13, finding 2: the lock-out was read before the (slow) check and
// written after it, so 40 parallel attempts had 12 passwords checked.
TEST_P(AdminApiTest, FortyParallelWrongPasswordsGetAtMostFiveChecks) {
  std::atomic<int> checks{0};
  AdminSettings settings;
  settings.hash_queue = 64;  // room for all: only the lock-out may refuse
  AdminApi api(
      Stores(), forms_, box_, "Firm", settings, [] { return std::chrono::system_clock::now(); },
      [&checks](std::string_view encoded, std::string_view password) {
        ++checks;
        return VerifyPassword(encoded, password);
      });
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);

  constexpr int kAttempts = 40;
  std::vector<int> statuses(kAttempts);
  std::vector<std::thread> threads;
  for (int i = 0; i < kAttempts; ++i) {
    threads.emplace_back([&, i] {
      statuses[i] =
          LoginOn(router, "alice", "wrong password " + std::to_string(i), "192.0.2.1").status;
    });
  }
  for (auto& t : threads) t.join();
  int checked = static_cast<int>(std::count(statuses.begin(), statuses.end(), 401));
  int locked = static_cast<int>(std::count(statuses.begin(), statuses.end(), 429));
  EXPECT_EQ(checks.load(), kSignInRules.per_pair);
  EXPECT_EQ(checked, kSignInRules.per_pair);
  EXPECT_EQ(locked, kAttempts - kSignInRules.per_pair);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "5");

  // The same from a browser remembered for alice (its device cookie, issue 50): the locked pair
  // does not stop it, and its own five are all it gets.
  const std::string cookie =
      std::string(kDeviceCookie) + "=" +
      NewDeviceCookieValue(box_, store_->FindActiveUser("alice").Value()->id,
                           std::chrono::system_clock::now() + std::chrono::hours(1));
  checks = 0;
  threads.clear();
  for (int i = 0; i < kAttempts; ++i) {
    threads.emplace_back([&, i] {
      statuses[i] = LoginOn(router, "alice", "wrong password " + std::to_string(i), "192.0.2.1",
                            "firm_admin=x; " + cookie)
                        .status;
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(checks.load(), kSignInRules.per_device);
  EXPECT_EQ(std::count(statuses.begin(), statuses.end(), 401), kSignInRules.per_device);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_device_failures").at(0).at(0), "5");
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "5");
}

// Decision 0036: a device cookie counts only for the user it was made for. Alice's valid cookie
// sent with Bob's sign-in is no cookie: Bob's failures count on the pair and the address (five,
// then 429), never on Alice's cookie, which still lets her in from the same address.
TEST_P(AdminApiTest, AnotherUsersDeviceCookieCountsOnTheAddressAndTheAccount) {
  auto hash = HashPassword(kPassword, kHashParams);
  ASSERT_TRUE(hash);
  ASSERT_TRUE(users_->CreateUser("bob", "Bob", Role::kIntake, hash.Value(), false,
                                 {"cli", storage::NowIso()}));
  AdminApi api(
      Stores(), forms_, box_, "Firm", AdminSettings{},
      [] { return std::chrono::system_clock::now(); }, VerifyPassword);
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);
  const std::string alices =
      std::string(kDeviceCookie) + "=" +
      NewDeviceCookieValue(box_, store_->FindActiveUser("alice").Value()->id,
                           std::chrono::system_clock::now() + std::chrono::hours(1));
  for (int i = 0; i < kSignInRules.per_pair; ++i) {
    EXPECT_EQ(LoginOn(router, "bob", "wrong " + std::to_string(i), "192.0.2.9", alices).status, 401)
        << i;
  }
  EXPECT_EQ(LoginOn(router, "bob", kPassword, "192.0.2.9", alices).status, 429);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_device_failures").at(0).at(0), "0");
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures WHERE username = 'bob'").at(0).at(0),
            std::to_string(kSignInRules.per_pair));
  EXPECT_EQ(LoginOn(router, "alice", kPassword, "192.0.2.9", alices).status, 200);
}

// Finding 1: the pool is bounded; a full one refuses at once, and the refused
// attempt is not counted against the account.
TEST_P(AdminApiTest, FullHashingPoolAnswers503WithRetryAfter) {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  AdminSettings settings;
  settings.hash_workers = 1;
  settings.hash_queue = 0;
  AdminApi api(
      Stores(), forms_, box_, "Firm", settings, [] { return std::chrono::system_clock::now(); },
      [released](std::string_view encoded, std::string_view password) {
        released.wait();
        return VerifyPassword(encoded, password);
      });
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);

  std::string body = json{{"username", "alice"}, {"password", kPassword}}.dump();
  http::Request request;
  request.method = "POST";
  request.target = "/api/admin/login";
  request.SetHeader("Content-Type", "application/json");
  request.client_address = "192.0.2.1";
  request.body = body;
  // The first sign-in holds the only worker.
  http::Response pending = router.Handle(request);
  ASSERT_TRUE(pending.deferred);
  std::promise<http::Response> first;
  pending.deferred([&first](http::Response r) { first.set_value(std::move(r)); });

  http::Response busy = router.Handle(request);
  EXPECT_FALSE(busy.deferred);
  EXPECT_EQ(busy.status, 503);
  ASSERT_EQ(busy.extra_headers.size(), 1u);
  EXPECT_EQ(busy.extra_headers[0], (http::Header{"Retry-After", "2"}));
  EXPECT_EQ(json::parse(busy.body),
            json::parse(R"({"errors":{"form":["Too many sign-ins are being checked just now.)"
                        R"( Please try again in a few seconds."]}})"));
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "1");

  release.set_value();
  EXPECT_EQ(first.get_future().get().status, 200);
  // Room again once the worker has let go of the check (just after it answered).
  http::Response after;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  do {
    after = Resolve(router.Handle(request));
  } while (after.status == 503 && std::chrono::steady_clock::now() < deadline);
  EXPECT_EQ(after.status, 200);
  // A right password is not the end of a sign-in: its attempts stay counted
  // until the second factor is given too.
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "2");
}

// The second factor end to end through the API: enrolment, codes (once
// each, within one step of skew), recovery codes and the lock-out.
TEST_P(AdminApiTest, EnrolThenSignInWithACodeOrARecoveryCode) {
  auto now = std::chrono::system_clock::time_point(std::chrono::seconds(1'800'000'000));
  AdminApi api(Stores(), forms_, box_, "Golden Coast", AdminSettings{}, [&now] { return now; });
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);
  struct Client {
    std::string token;
    std::string csrf;
  };
  auto call = [&](const std::string& method, const std::string& target, Client& client,
                  const json& body = json::object()) {
    const std::string cookie = std::string(kSessionCookie) + "=" + client.token;
    const std::string text = body.dump();
    http::Request request;
    request.method = method;
    request.target = target;
    request.client_address = "192.0.2.1";
    request.SetHeader("Content-Type", "application/json");
    request.body = text;
    if (!client.token.empty()) request.SetHeader("Cookie", cookie);
    request.SetHeader("X-CSRF-Token", client.csrf);
    auto response = Resolve(router.Handle(request));
    for (const auto& [name, value] : response.extra_headers) {
      if (name == "Set-Cookie" && value.starts_with("firm_admin=")) {
        client.token = value.substr(11, value.find(';') - 11);
      }
    }
    auto answer = json::parse(response.body, nullptr, false);
    if (answer.is_object() && answer.contains("csrfToken")) client.csrf = answer["csrfToken"];
    return std::pair{response.status, answer};
  };
  auto sign_in = [&](Client& client) {
    auto [status, answer] =
        call("POST", "/api/admin/login", client, {{"username", "alice"}, {"password", kPassword}});
    EXPECT_EQ(status, 200) << answer.dump();
    return answer.value("step", "");
  };
  auto code_at = [&](std::chrono::seconds offset) {
    auto sealed = db_->Query("SELECT id, totp_secret FROM admin_users WHERE username = 'alice'");
    auto secret = box_.Open(sealed.at(0).at(1), sealed.at(0).at(0));
    EXPECT_TRUE(secret);
    return TotpCode(secret.value_or(""), std::chrono::system_clock::to_time_t(now + offset));
  };

  Client first;
  EXPECT_EQ(sign_in(first), "enrol");
  const std::string password_only = first.token;
  EXPECT_EQ(call("GET", "/api/admin/leads", first).first, 401);
  auto [started, enrolment] = call("POST", "/api/admin/second-factor/enrolment", first);
  ASSERT_EQ(started, 200) << enrolment.dump();
  EXPECT_EQ(enrolment["secret"].get<std::string>().size(), 32u);
  EXPECT_TRUE(
      enrolment["uri"].get<std::string>().starts_with("otpauth://totp/Golden%20Coast:alice?"));
  EXPECT_GT(enrolment["qr"]["size"].get<int>(), 30);
  // A reload shows the same secret, which may already be in the app.
  EXPECT_EQ(call("POST", "/api/admin/second-factor/enrolment", first).second["secret"],
            enrolment["secret"]);
  // The database holds the secret sealed, never as the app shows it.
  EXPECT_EQ(db_->Query("SELECT totp_secret FROM admin_users").at(0).at(0).find(enrolment["secret"]),
            std::string::npos);
  EXPECT_EQ(
      call("POST", "/api/admin/second-factor/enrolment/confirm", first, {{"code", "12345"}}).first,
      422);
  std::string wrong = code_at(std::chrono::seconds(0)) == "000000" ? "111111" : "000000";
  EXPECT_EQ(
      call("POST", "/api/admin/second-factor/enrolment/confirm", first, {{"code", wrong}}).first,
      401);
  // The sign-in and the wrong code are counted (the malformed one was not);
  // the refusal is in the audit log without the code.
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "2");
  EXPECT_EQ(db_->Query("SELECT detail FROM audit_log WHERE action = 'user.second_factor_refused'"),
            (std::vector<std::vector<std::string>>{{"code"}}));
  auto [confirmed, session] = call("POST", "/api/admin/second-factor/enrolment/confirm", first,
                                   {{"code", code_at(std::chrono::seconds(0))}});
  ASSERT_EQ(confirmed, 200) << session.dump();
  EXPECT_EQ(session["step"], "ready");
  ASSERT_EQ(session["recoveryCodes"].size(), 10u);
  auto recovery = session["recoveryCodes"][0].get<std::string>();
  // A new cookie: the one from before the second factor is worth nothing now.
  EXPECT_NE(first.token, password_only);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "0");
  Client stale{password_only, first.csrf};
  EXPECT_EQ(call("GET", "/api/admin/session", stale).first, 401);
  EXPECT_EQ(call("GET", "/api/admin/leads", first).first, 200);
  EXPECT_EQ(call("POST", "/api/admin/second-factor/enrolment", first).first, 409);

  // The next sign-in asks for a code; the one used to enrol is refused (same
  // step), the next step's (phone 30 s ahead) is taken once.
  Client second;
  EXPECT_EQ(sign_in(second), "code");
  EXPECT_EQ(call("POST", "/api/admin/second-factor/verify", second,
                 {{"code", code_at(std::chrono::seconds(0))}})
                .first,
            401);
  EXPECT_EQ(call("POST", "/api/admin/second-factor/verify", second,
                 {{"code", code_at(std::chrono::seconds(30))}})
                .first,
            200);
  EXPECT_EQ(call("GET", "/api/admin/leads", second).first, 200);

  // A recovery code instead, typed in capitals: once.
  now += std::chrono::minutes(2);
  Client third;
  EXPECT_EQ(sign_in(third), "code");
  std::string typed = recovery;
  for (auto& c : typed) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(call("POST", "/api/admin/second-factor/verify", third, {{"recoveryCode", typed}}).first,
            200);
  // The user's own sessions (ASVS 3.3.4): first, second and third are live. The current one is
  // marked and cannot be ended here (that is Log out); another can; then every other one.
  auto [listed, own] = call("GET", "/api/admin/account/sessions", third);
  ASSERT_EQ(listed, 200) << own.dump();
  ASSERT_EQ(own["sessions"].size(), 3u);
  std::string current_id;
  std::string other_id;
  for (const auto& session : own["sessions"]) {
    (session["current"].get<bool>() ? current_id : other_id) = session["id"].get<std::string>();
  }
  EXPECT_EQ(call("DELETE", "/api/admin/account/sessions/" + current_id, third).first, 409);
  EXPECT_EQ(call("DELETE", "/api/admin/account/sessions/abcdefabcdef", third).first, 404);
  EXPECT_EQ(call("DELETE", "/api/admin/account/sessions/not-a-session", third).first, 404);
  EXPECT_EQ(call("DELETE", "/api/admin/account/sessions/" + other_id, third).first, 204);
  EXPECT_EQ(call("GET", "/api/admin/account/sessions", third).second["sessions"].size(), 2u);
  EXPECT_EQ(call("DELETE", "/api/admin/account/sessions", third).first, 204);
  EXPECT_EQ(call("GET", "/api/admin/leads", first).first, 401);
  EXPECT_EQ(call("GET", "/api/admin/leads", second).first, 401);
  EXPECT_EQ(call("GET", "/api/admin/leads", third).first, 200);

  // Recovery codes: one of ten was used. New ones need a fresh code from the app; a wrong one
  // is a field error (the session stays), and the new ten replace every old one.
  EXPECT_EQ(call("GET", "/api/admin/second-factor", third).second["recoveryCodesLeft"], 9);
  EXPECT_EQ(call("POST", "/api/admin/second-factor/recovery-codes", third, {{"code", "12"}}).first,
            422);
  auto [refused, refusal] =
      call("POST", "/api/admin/second-factor/recovery-codes", third, {{"code", wrong}});
  EXPECT_EQ(refused, 422);
  EXPECT_TRUE(refusal["errors"].contains("code")) << refusal.dump();
  auto [renewed, fresh] = call("POST", "/api/admin/second-factor/recovery-codes", third,
                               {{"code", code_at(std::chrono::seconds(0))}});
  ASSERT_EQ(renewed, 200) << fresh.dump();
  ASSERT_EQ(fresh["recoveryCodes"].size(), 10u);
  EXPECT_EQ(call("GET", "/api/admin/second-factor", third).second["recoveryCodesLeft"], 10);
  // The same code again is a replay.
  EXPECT_EQ(call("POST", "/api/admin/second-factor/recovery-codes", third,
                 {{"code", code_at(std::chrono::seconds(0))}})
                .first,
            422);
  recovery = session["recoveryCodes"][1].get<std::string>();  // an old, unused one: gone now

  Client fourth;
  EXPECT_EQ(sign_in(fourth), "code");
  EXPECT_EQ(
      call("POST", "/api/admin/second-factor/verify", fourth, {{"recoveryCode", recovery}}).first,
      401);
  // Wrong codes count towards the account's lock-out from this address with wrong passwords:
  // the replayed code above (1; the success before it cleared the rest), the sign-in (2) and
  // the recovery code (3) count, two more wrong codes reach five, and then even the right code
  // is refused.
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(call("POST", "/api/admin/second-factor/verify", fourth, {{"code", wrong}}).first,
              401);
  }
  EXPECT_EQ(call("POST", "/api/admin/second-factor/verify", fourth,
                 {{"code", code_at(std::chrono::seconds(0))}})
                .first,
            429);
}

// One code sent by many half-signed-in sessions at once (parallel requests,
// or several servers on one database): exactly one passes.
TEST_P(AdminApiTest, OneCodeRacedFromEightSessionsPassesOnce) {
  AdminApi api(Stores(), forms_, box_, "Firm", AdminSettings{});
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);
  // Enrolled with a known secret; the step before now was the last one used.
  const std::string secret = NewTotpSecret();
  const auto now = std::chrono::system_clock::now();
  const std::string user_id = store_->FindActiveUser("alice").Value()->id;
  db_->Execute("UPDATE admin_users SET totp_secret = '" + box_.Seal(secret, user_id) +
               "', totp_enrolled_at = '" + storage::NowIso() + "'");
  constexpr int kSessions = 8;
  std::vector<std::pair<std::string, std::string>> sessions;
  for (int i = 0; i < kSessions; ++i) {
    std::string token = common::RandomToken();
    std::string csrf = common::RandomToken();
    ASSERT_TRUE(store_->CreateSession(common::Sha256Hex(token), user_id, csrf, storage::NowIso(),
                                      storage::IsoTimestamp(now + std::chrono::hours(1)),
                                      "2000-01-01T00:00:00.000Z"));
    sessions.emplace_back(token, csrf);
  }
  const std::string body =
      json{{"code", TotpCode(secret, std::chrono::system_clock::to_time_t(now))}}.dump();
  std::vector<int> statuses(kSessions);
  std::vector<std::thread> threads;
  for (int i = 0; i < kSessions; ++i) {
    threads.emplace_back([&, i] {
      const std::string cookie = std::string(kSessionCookie) + "=" + sessions[i].first;
      http::Request request;
      request.method = "POST";
      request.target = "/api/admin/second-factor/verify";
      request.client_address = "192.0.2." + std::to_string(i + 1);
      request.SetHeader("Content-Type", "application/json");
      request.body = body;
      request.SetHeader("Cookie", cookie);
      request.SetHeader("X-CSRF-Token", sessions[i].second);
      statuses[i] = Resolve(router.Handle(request)).status;
    });
  }
  for (auto& t : threads) t.join();
  // The rest are refused: 401, or 429 once the account's attempts reach the
  // lock-out (eight attempts on one account); never a 5xx.
  std::string seen;
  for (int status : statuses) seen += std::to_string(status) + " ";
  EXPECT_EQ(std::count(statuses.begin(), statuses.end(), 200), 1) << seen;
  EXPECT_EQ(std::count_if(statuses.begin(), statuses.end(),
                          [](int status) { return status == 401 || status == 429; }),
            kSessions - 1)
      << seen;
  EXPECT_EQ(db_->Query("SELECT count(*) FROM admin_sessions WHERE second_factor_at IS NOT NULL")
                .at(0)
                .at(0),
            "1");
}

// A temporary password works for 72 hours.
TEST_P(AdminApiTest, TemporaryPasswordsExpireAndMustReallyChange) {
  auto now = std::chrono::system_clock::time_point(std::chrono::seconds(1'800'000'000));
  AdminApi api(Stores(), forms_, box_, "Firm", AdminSettings{}, [&now] { return now; });
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  api.Register(router);
  auto hash = HashPassword("temporary pass 1234", kHashParams);
  ASSERT_TRUE(users_->CreateUser("tem", "Tem", Role::kIntake, hash.Value(), true,
                                 {"alice", storage::IsoTimestamp(now)}));
  auto login = [&] {
    http::Response r = LoginOn(router, "tem", "temporary pass 1234", "192.0.2.1");
    return r.status;
  };
  now += std::chrono::hours(71);
  EXPECT_EQ(login(), 200);
  now += std::chrono::hours(2);
  EXPECT_EQ(login(), 401);  // as a wrong password: nothing says it was right
  // A new temporary password starts a new 72 hours.
  auto fresh = HashPassword("temporary pass 1234", kHashParams);
  ASSERT_TRUE(
      users_->SetPassword("tem", fresh.Value(), true, {"alice", storage::IsoTimestamp(now)}));
  EXPECT_EQ(login(), 200);
  // One the user chose does not expire.
  ASSERT_TRUE(
      users_->SetPassword("tem", fresh.Value(), false, {"cli", storage::IsoTimestamp(now)}));
  now += std::chrono::hours(24 * 365);
  EXPECT_EQ(login(), 200);
}

// Every route of the staff API with the access it must have. A route added
// without a line here fails the first test; a route whose gate is weaker than
// its line fails the second.
const std::map<std::pair<std::string, std::string>, std::optional<Access>> kRouteTable = {
    {{"POST", "/api/admin/login"}, std::nullopt},
    {{"GET", "/api/admin/session"}, Access::kSignIn},
    {{"POST", "/api/admin/logout"}, Access::kSignIn},
    {{"POST", "/api/admin/second-factor/enrolment"}, Access::kSignIn},
    {{"POST", "/api/admin/second-factor/enrolment/confirm"}, Access::kSignIn},
    {{"POST", "/api/admin/second-factor/verify"}, Access::kSignIn},
    {{"POST", "/api/admin/password"}, Access::kAccount},
    {{"GET", "/api/admin/second-factor"}, Access::kAccount},
    {{"POST", "/api/admin/second-factor/recovery-codes"}, Access::kAccount},
    {{"GET", "/api/admin/account/sessions"}, Access::kAccount},
    {{"DELETE", "/api/admin/account/sessions"}, Access::kAccount},
    {{"DELETE", "/api/admin/account/sessions/{id}"}, Access::kAccount},
    {{"GET", "/api/admin/leads"}, Access::kIntake},
    {{"GET", "/api/admin/leads/{form}/{id}"}, Access::kIntake},
    {{"POST", "/api/admin/leads/{form}/{id}/status"}, Access::kIntake},
    {{"POST", "/api/admin/leads/{form}/{id}/notes"}, Access::kIntake},
    {{"POST", "/api/admin/leads/{form}/{id}/contacts"}, Access::kIntake},
    {{"PUT", "/api/admin/leads/{form}/{id}/assignee"}, Access::kIntake},
    {{"GET", "/api/admin/leads/export.csv"}, Access::kAdmin},
    {{"DELETE", "/api/admin/leads/{form}/{id}"}, Access::kAdmin},
    {{"POST", "/api/admin/deliveries/{id}/retry"}, Access::kAdmin},
    {{"GET", "/api/admin/audit"}, Access::kAdmin},
    {{"GET", "/api/admin/report"}, Access::kIntake},
    {{"GET", "/api/admin/report.csv"}, Access::kIntake},
    {{"GET", "/api/admin/users"}, Access::kAdmin},
    {{"POST", "/api/admin/users"}, Access::kAdmin},
    {{"GET", "/api/admin/users/{username}"}, Access::kAdmin},
    {{"PATCH", "/api/admin/users/{username}"}, Access::kAdmin},
    {{"POST", "/api/admin/users/{username}/second-factor/reset"}, Access::kAdmin},
    {{"POST", "/api/admin/users/{username}/password/reset"}, Access::kAdmin},
    {{"DELETE", "/api/admin/users/{username}/sessions"}, Access::kAdmin},
};

// A path of the pattern with values that exist or are at least well-formed.
std::string Concrete(std::string pattern) {
  for (auto [param, value] : {std::pair{"{form}", "case-review"},
                              std::pair{"{id}", "8c0f7a52-64a4-4d3e-9b1e-0d6c2b9f4a11"},
                              std::pair{"{username}", "intake.user"}}) {
    if (auto at = pattern.find(param); at != std::string::npos) {
      pattern.replace(at, std::string_view(param).size(), value);
    }
  }
  return pattern;
}

TEST_P(AdminApiTest, EveryRouteIsInTheRoleTable) {
  AdminApi api(Stores(), forms_, box_, "Firm", AdminSettings{});
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  std::map<std::pair<std::string, std::string>, std::optional<Access>> registered;
  for (const auto& entry : api.Register(router)) {
    registered[{entry.method, entry.pattern}] = entry.access;
  }
  EXPECT_EQ(registered, kRouteTable);
}

TEST_P(AdminApiTest, EveryRouteRefusesWhoItMust) {
  AdminApi api(Stores(), forms_, box_, "Firm", AdminSettings{});
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "not found\n");
  });
  auto routes = api.Register(router);
  const std::string now = storage::NowIso();
  ASSERT_TRUE(users_->CreateUser("intake.user", "Ina", Role::kIntake, "x", false, {"cli", now}));
  ASSERT_TRUE(users_->CreateUser("temp.user", "Tem", Role::kAdmin, "x", true, {"cli", now}));
  // A session per kind: cookie token and CSRF token.
  auto session = [&](const std::string& username, bool second_factor) {
    std::string token = common::RandomToken();
    std::string csrf = common::RandomToken();
    auto user = store_->FindActiveUser(username).Value();
    auto later = std::chrono::system_clock::now() + std::chrono::hours(1);
    EXPECT_TRUE(store_->CreateSession(common::Sha256Hex(token), user->id, csrf, now,
                                      storage::IsoTimestamp(later), "2000-01-01T00:00:00.000Z"));
    if (second_factor) {
      db_->Execute("UPDATE admin_sessions SET second_factor_at = '" + now +
                   "' WHERE token_hash = '" + common::Sha256Hex(token) + "'");
    }
    return std::pair{token, csrf};
  };
  // A new session for each call: sign-out and "sign out everywhere" end them.
  using Who = std::optional<std::pair<std::string, bool>>;
  const Who nobody;
  const Who pending = std::pair{"alice", false};
  const Who intake = std::pair{"intake.user", true};
  const Who temporary = std::pair{"temp.user", true};
  const Who admin = std::pair{"alice", true};
  auto call = [&](const RouteEntry& route, const Who& as) {
    std::optional<std::pair<std::string, std::string>> who;
    if (as) who = session(as->first, as->second);
    const std::string target = Concrete(route.pattern);
    const std::string cookie = who ? std::string(kSessionCookie) + "=" + who->first : "";
    http::Request request;
    request.method = route.method;
    request.target = target;
    request.client_address = "192.0.2.1";
    request.SetHeader("Content-Type", "application/json");
    request.body = "{}";
    if (who) {
      request.SetHeader("Cookie", cookie);
      request.SetHeader("X-CSRF-Token", who->second);
    }
    return Resolve(router.Handle(request)).status;
  };
  for (const auto& route : routes) {
    SCOPED_TRACE(route.method + " " + route.pattern);
    if (!route.access) continue;  // signing in itself
    EXPECT_EQ(call(route, nobody), 401);
    Access access = *route.access;
    int before_second_factor = call(route, pending);
    if (access == Access::kSignIn) {
      EXPECT_NE(before_second_factor, 401);
    } else {
      EXPECT_EQ(before_second_factor, 401);
    }
    int with_temporary_password = call(route, temporary);
    if (access == Access::kIntake || access == Access::kAdmin) {
      EXPECT_EQ(with_temporary_password, 403);
    }
    int as_intake = call(route, intake);
    if (access == Access::kAdmin) {
      EXPECT_EQ(as_intake, 403);
    } else {
      EXPECT_NE(as_intake, 403);
      EXPECT_NE(as_intake, 401);
    }
  }
  // Admin routes answer an admin (not 401/403).
  for (const auto& route : routes) {
    if (route.access != Access::kAdmin) continue;
    SCOPED_TRACE(route.method + " " + route.pattern);
    int status = call(route, admin);
    EXPECT_NE(status, 401);
    EXPECT_NE(status, 403);
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, AdminApiTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
