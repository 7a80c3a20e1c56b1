// Sign-in under concurrency, on a real SQLite file and a real PostgreSQL
// database (skipped when TEST_DATABASE_URL is unset; scripts/ctest-pg sets it).
#include "admin/admin_api.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "admin/password.hpp"
#include "engine_database.hpp"
#include "test_databases.hpp"

namespace firm::admin {
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
    leads_ = std::make_unique<LeadStore>(database_);
    audit_ = std::make_unique<AuditLog>(database_);
    auto catalog = intake::LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
    ASSERT_TRUE(catalog) << catalog.Error();
    forms_ = std::move(catalog).Value();
    auto hash = HashPassword(kPassword, kHashParams);
    ASSERT_TRUE(hash);
    ASSERT_TRUE(store_->CreateUser("alice", "Alice", hash.Value(), storage::NowIso()));
  }

  void TearDown() override {
    audit_.reset();
    leads_.reset();
    store_.reset();
    EngineDatabaseTest::TearDown();
  }

  static http::Response LoginOn(const http::Router& router, const std::string& username,
                                const std::string& password, const std::string& address) {
    std::string body = json{{"username", username}, {"password", password}}.dump();
    http::Request request;
    request.method = "POST";
    request.target = "/api/admin/login";
    request.content_type = "application/json";
    request.remote_address = address;
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
  std::unique_ptr<LeadStore> leads_;
  std::unique_ptr<AuditLog> audit_;
  intake::FormCatalog forms_;
};

// Issue 13, finding 2: the lock-out was read before the (slow) check and
// written after it, so 40 parallel attempts had 12 passwords checked.
TEST_P(AdminApiTest, FortyParallelWrongPasswordsGetAtMostFiveChecks) {
  std::atomic<int> checks{0};
  AdminSettings settings;
  settings.hash_queue = 64;  // room for all: only the lock-out may refuse
  AdminApi api(
      *store_, *leads_, *audit_, forms_, settings, [] { return std::chrono::system_clock::now(); },
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
  EXPECT_EQ(checks.load(), kMaxFailuresPerAccount);
  EXPECT_EQ(checked, kMaxFailuresPerAccount);
  EXPECT_EQ(locked, kAttempts - kMaxFailuresPerAccount);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "5");
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
      *store_, *leads_, *audit_, forms_, settings, [] { return std::chrono::system_clock::now(); },
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
  request.content_type = "application/json";
  request.remote_address = "192.0.2.1";
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
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "0");
}

INSTANTIATE_TEST_SUITE_P(Engines, AdminApiTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::admin
