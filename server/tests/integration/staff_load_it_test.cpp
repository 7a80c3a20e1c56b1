// The worker first (issue 52, item 3; decision 0039): while staff requests are
// slow, the public home page and an intake POST still answer at once, over real
// HTTP against the real binary, on a SQLite file and on PostgreSQL
// (TEST_DATABASE_URL; skipped when unset). The staff requests are made slow by
// TEST_STAFF_READ_DELAY: each first holds a read transaction open that long, as
// a slow staff query does. Before the staff workers and the read connections,
// such a request held an event loop and (on SQLite) the one connection, and the
// public pages and the intake waited behind it.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/crypto.hpp"
#include "form_fixtures.hpp"
#include "storage/database.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using nlohmann::json;
using testing_support::DbEngine;
using namespace std::chrono_literals;

constexpr auto kStaffDelay = 400ms;
// Generous: the public answers take a few milliseconds; a public request that
// waited behind even one slow staff request would take kStaffDelay or more.
constexpr double kPublicBoundMs = 500;
const std::string kToken = "staff-load-test-session-token-0123456789abc";
const std::string kCsrf = "staff-load-test-csrf";

double MillisSince(std::chrono::steady_clock::time_point started) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
      .count();
}

class StaffLoadTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    WriteFixtureSite(root_ / "site");
    fs::create_directories(root_ / "data");
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
  }

  void TearDown() override {
    server_.reset();
    db_.reset();
    fs::remove_all(root_);
  }

  // Starts the server and signs a staff member in, straight in the database (the sign-in
  // itself is admin_it_test's): a session past its second factor.
  int Start(std::map<std::string, std::string> env) {
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    server_ = StartServer(root_, env);
    if (!server_) return 0;
    const std::string now = storage::NowIso();
    const std::string user = RandomUuid();
    db_->Execute(
        "INSERT INTO admin_users (id, username, display_name, password_hash, created_at, role,"
        " totp_enrolled_at) VALUES ('" +
        user + "', 'alice', 'Alice', 'x', '" + now + "', 'admin', '" + now + "')");
    db_->Execute(
        "INSERT INTO admin_sessions (token_hash, user_id, csrf_token, created_at, last_seen_at,"
        " expires_at, second_factor_at) VALUES ('" +
        common::Sha256Hex(kToken) + "', '" + user + "', '" + kCsrf + "', '" + now + "', '" + now +
        "', '2099-01-01T00:00:00.000Z', '" + now + "')");
    return server_->port();
  }

  HttpResult Staff(int port, const std::string& target) {
    RequestSpec spec{"GET", target, {"Cookie: firm_admin=" + kToken}, std::nullopt};
    spec.timeout_ms = 15'000;
    return Fetch(port, spec);
  }

  static HttpResult Intake(int port) {
    auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
    payload["submissionId"] = RandomUuid();
    return Fetch(port, RequestSpec{"POST",
                                   "/api/case-reviews",
                                   {"Content-Type: application/json", "User-Agent: firm-it/1.0"},
                                   payload.dump()});
  }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  std::unique_ptr<ServerProcess> server_;
};

TEST_P(StaffLoadTest, SlowStaffRequestsDoNotHoldUpTheHomePageOrAnIntake) {
  const int port = Start({{"TEST_STAFF_READ_DELAY", "400ms"},
                          {"STAFF_WORKERS", "2"},
                          {"STAFF_QUEUE", "16"},
                          {"THREADS", "2"}});
  ASSERT_NE(port, 0);
  ASSERT_EQ(Staff(port, "/api/admin/session").status, 200);

  // Four staff members loading lists, three times each, on two staff workers.
  constexpr int kStaff = 4;
  constexpr int kEach = 3;
  std::atomic<int> staff_left{kStaff};
  std::mutex mutex;
  std::vector<long> staff_statuses;
  std::vector<double> staff_ms;
  std::vector<std::thread> staff;
  for (int i = 0; i < kStaff; ++i) {
    staff.emplace_back([&, i] {
      for (int n = 0; n < kEach; ++n) {
        auto started = std::chrono::steady_clock::now();
        auto r = Staff(port, i % 2 == 0 ? "/api/admin/leads" : "/api/admin/audit");
        const double ms = MillisSince(started);
        std::lock_guard lock(mutex);
        staff_statuses.push_back(r.code == CURLE_OK ? r.status : -1);
        staff_ms.push_back(ms);
      }
      --staff_left;
    });
  }

  // Meanwhile a visitor loads the home page and a worker sends a case review, again and again.
  std::vector<double> home_ms;
  std::vector<double> intake_ms;
  std::vector<long> public_statuses;
  std::this_thread::sleep_for(50ms);  // the staff requests are under way
  while (staff_left.load() > 0) {
    auto started = std::chrono::steady_clock::now();
    auto home = Get(port, "/");
    home_ms.push_back(MillisSince(started));
    public_statuses.push_back(home.code == CURLE_OK ? home.status : -1);
    started = std::chrono::steady_clock::now();
    auto intake = Intake(port);
    intake_ms.push_back(MillisSince(started));
    EXPECT_EQ(intake.code == CURLE_OK ? intake.status : -1, 201) << intake.body;
    std::this_thread::sleep_for(20ms);
  }
  for (auto& t : staff) t.join();

  auto max = [](const std::vector<double>& ms) {
    return ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end());
  };
  std::cout << "staff load (" << kStaff << " x " << kEach << ", each holding a read "
            << kStaffDelay.count() << " ms): home max " << max(home_ms) << " ms (" << home_ms.size()
            << "), intake max " << max(intake_ms) << " ms (" << intake_ms.size() << "), staff min "
            << (staff_ms.empty() ? 0.0 : *std::min_element(staff_ms.begin(), staff_ms.end()))
            << " ms, max " << max(staff_ms) << " ms" << std::endl;
  // The load was real: every staff request held its read for the delay, and succeeded.
  ASSERT_EQ(staff_statuses.size(), static_cast<std::size_t>(kStaff * kEach));
  for (long status : staff_statuses) EXPECT_EQ(status, 200);
  for (double ms : staff_ms) EXPECT_GE(ms, static_cast<double>(kStaffDelay.count()));
  // And the public path never waited behind it (on the event loops, 1.2 s and 0.4 s here).
  EXPECT_LE(max(home_ms), kPublicBoundMs);
  EXPECT_LE(max(intake_ms), kPublicBoundMs);
  EXPECT_GE(home_ms.size(), 3u);
  for (long status : public_statuses) EXPECT_EQ(status, 200);
  // The leads the worker sent are all stored.
  EXPECT_EQ(db_->Query("SELECT count(*) FROM leads").at(0).at(0), std::to_string(intake_ms.size()));
}

TEST_P(StaffLoadTest, AFullStaffQueueIsAnswered503WithRetryAfter) {
  const int port =
      Start({{"TEST_STAFF_READ_DELAY", "400ms"}, {"STAFF_WORKERS", "1"}, {"STAFF_QUEUE", "0"}});
  ASSERT_NE(port, 0);
  constexpr int kAtOnce = 3;
  std::vector<HttpResult> results(kAtOnce);
  std::vector<std::thread> staff;
  for (int i = 0; i < kAtOnce; ++i) {
    staff.emplace_back([&, i] { results[i] = Staff(port, "/api/admin/leads"); });
  }
  for (auto& t : staff) t.join();
  int ok = 0;
  int busy = 0;
  for (const auto& r : results) {
    ASSERT_EQ(r.code, CURLE_OK) << curl_easy_strerror(r.code);
    if (r.status == 200) {
      ++ok;
      continue;
    }
    ASSERT_EQ(r.status, 503) << r.body;
    ++busy;
    EXPECT_EQ(r.Header("retry-after"), "1");
    auto body = json::parse(r.body, nullptr, false);
    ASSERT_TRUE(body.is_object()) << r.body;
    EXPECT_EQ(body["errors"]["form"].size(), 1u) << r.body;
  }
  // One worker and no queue: the first is served, those that come while it runs are refused.
  EXPECT_GE(ok, 1);
  EXPECT_GE(busy, 1);
  // The public site is not part of the staff queue.
  EXPECT_EQ(Get(port, "/").status, 200);
  // Room again once the worker is free.
  EXPECT_EQ(Staff(port, "/api/admin/leads").status, 200);
}

INSTANTIATE_TEST_SUITE_P(Engines, StaffLoadTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::it
