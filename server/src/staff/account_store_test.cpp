// AccountStore on both engines (PostgreSQL skipped when TEST_DATABASE_URL is unset).
#include "staff/account_store.hpp"

#include <gtest/gtest.h>

#include "engine_database.hpp"
#include "staff/user_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {
namespace {

using testing_support::DbEngine;

constexpr const char* kNow = "2026-03-10T12:00:00.000Z";
constexpr const char* kLater = "2026-03-10T12:05:00.000Z";
constexpr const char* kIdleCutoff = "2026-03-10T11:30:00.000Z";
constexpr const char* kExpires = "2026-03-11T00:00:00.000Z";

class AccountStoreTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = std::make_unique<AccountStore>(database_);
    users_ = std::make_unique<UserStore>(database_);
    ASSERT_EQ(
        users_->CreateUser("ana", "Ana", Role::kIntake, "hash-1", false, {"cli", kNow}).Value(),
        UserChange::kDone);
    user_id_ = store_->FindActiveUser("ana").Value()->id;
  }
  void TearDown() override {
    users_.reset();
    store_.reset();
    EngineDatabaseTest::TearDown();
  }

  void StartSession(const std::string& token_hash) {
    ASSERT_TRUE(store_->CreateSession(token_hash, user_id_, "csrf", kNow, kExpires, kIdleCutoff));
  }
  bool Live(const std::string& token_hash) {
    auto session = store_->TouchSession(token_hash, kLater, kIdleCutoff);
    EXPECT_TRUE(session) << session.Error().message;
    return session && session.Value().has_value();
  }

  std::unique_ptr<AccountStore> store_;
  std::unique_ptr<UserStore> users_;
  std::string user_id_;
};

TEST_P(AccountStoreTest, DisabledUsersAreNotFoundAndTheirSessionsEnd) {
  auto found = store_->FindActiveUser("ana").Value();
  ASSERT_TRUE(found);
  EXPECT_EQ(found->display_name, "Ana");
  EXPECT_EQ(found->password_hash, "hash-1");
  EXPECT_EQ(found->created_at, kNow);
  EXPECT_EQ(found->role, Role::kIntake);
  EXPECT_FALSE(found->enrolled);
  EXPECT_EQ(store_->FindActiveUserById(user_id_).Value()->username, "ana");

  StartSession("token-a");
  auto session = store_->TouchSession("token-a", kLater, kIdleCutoff).Value();
  ASSERT_TRUE(session);
  // After the password only: the second factor is still to come.
  EXPECT_FALSE(session->second_factor);
  EXPECT_EQ(SignInStep(*session), "enrol");
  EXPECT_EQ(session->token_hash, "token-a");

  ASSERT_EQ(users_->SetDisabled("ana", true, {"cli", kLater}).Value(), UserChange::kDone);
  EXPECT_FALSE(store_->FindActiveUser("ana").Value().has_value());
  EXPECT_FALSE(store_->FindActiveUserById(user_id_).Value().has_value());
  EXPECT_FALSE(Live("token-a"));
}

TEST_P(AccountStoreTest, SessionsEndWhenIdleAndAreDeletedThen) {
  StartSession("token-a");
  auto session = store_->TouchSession("token-a", kLater, kIdleCutoff).Value();
  ASSERT_TRUE(session);
  EXPECT_EQ(session->username, "ana");
  EXPECT_EQ(session->csrf_token, "csrf");
  // Last seen at 12:05, not expired at 12:40, but idle with the cut-off at 12:10.
  EXPECT_FALSE(
      store_->TouchSession("token-a", "2026-03-10T12:40:00.000Z", "2026-03-10T12:10:00.000Z")
          .Value()
          .has_value());
  EXPECT_EQ(db_->Query("SELECT count(*) FROM admin_sessions").at(0).at(0), "0");
  ASSERT_TRUE(store_->DeleteSession("token-a"));
}

// The attempt rules per account and address pair (ASVS 2.2.1), on small limits.
TEST_P(AccountStoreTest, AttemptsAreCountedPerAccountAndAddressPair) {
  const auto now = *storage::ParseInstant(kNow);
  AttemptRules rules;
  rules.per_pair = 3;
  rules.per_address = 4;
  rules.slow_after = 100;
  auto attempt = [&](const std::string& user, const std::string& address) {
    return store_->RecordAttempt(user, address, now, rules).Value();
  };
  // The attacker at .66 guesses at ana: after three, that pair waits the window out...
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(attempt("ana", "192.0.2.66").recorded) << i;
  auto locked = attempt("ana", "192.0.2.66");
  EXPECT_FALSE(locked.recorded);
  EXPECT_EQ(locked.wait_seconds, 15 * 60);
  // ...and ana from her office is not locked out.
  EXPECT_TRUE(attempt("ana", "192.0.2.10").recorded);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "4");

  // Unknown names from one address: the address limit stops it, for every name not known there.
  for (const char* name : {"x1", "x2", "x3"}) EXPECT_TRUE(attempt(name, "192.0.2.20").recorded);
  EXPECT_TRUE(attempt("x4", "192.0.2.20").recorded);
  EXPECT_FALSE(attempt("x5", "192.0.2.20").recorded);
  EXPECT_FALSE(attempt("ana", "192.0.2.20").recorded);
  // A success there makes the address known for ana: the address limit no longer applies to her.
  ASSERT_TRUE(database_->Transact(
      [&](storage::Transaction& tx) { return ClearAttempts(tx, "ana", "192.0.2.20", kNow); }));
  auto known = attempt("ana", "192.0.2.20");
  EXPECT_TRUE(known.known_address);
  EXPECT_TRUE(known.recorded);
  EXPECT_FALSE(attempt("x6", "192.0.2.20").recorded);  // still stopped for the others

  // Old attempts and addresses are forgotten.
  ASSERT_TRUE(store_->ForgetFailures(now + std::chrono::hours(24 * 91), rules));
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "0");
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_known_addresses").at(0).at(0), "0");
}

// Issue 50, item 4: five wrong passwords from her office's address locked ana out there, even on
// the browser she signs in from every day. Attempts with that browser's device cookie are
// counted on the cookie alone: others' failures at the pair, the address or the account do not
// stop it, and its own failures stop only it (a stolen cookie buys no more guesses).
TEST_P(AccountStoreTest, ARememberedDeviceIsNotLockedOutByOthersFailures) {
  const auto now = *storage::ParseInstant(kNow);
  AttemptRules rules;
  rules.per_pair = 3;
  rules.per_device = 3;
  rules.per_address = 4;
  rules.slow_after = 3;
  const std::string office = "192.0.2.10";
  const std::string device = std::string(64, 'a');
  auto attempt = [&](const std::string& address, const std::string& with_device) {
    return store_->RecordAttempt("ana", address, now, rules, with_device).Value();
  };
  // Someone at the office guesses at ana, from unknown names too: the pair, the address and the
  // account's slow-down all stop an attempt without the cookie.
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(attempt(office, "").recorded) << i;
  EXPECT_TRUE(store_->RecordAttempt("x1", office, now, rules).Value().recorded);
  auto locked = attempt(office, "");
  EXPECT_FALSE(locked.recorded);
  EXPECT_EQ(locked.wait_seconds, 15 * 60);
  // Her browser with its device cookie still gets in, counted on the cookie only.
  auto hers = attempt(office, device);
  EXPECT_TRUE(hers.recorded);
  EXPECT_TRUE(hers.trusted_device);
  EXPECT_EQ(hers.wait_seconds, 0);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "4");
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_device_failures").at(0).at(0), "1");
  // Her success clears her cookie's attempts and leaves the others' where they are.
  ASSERT_TRUE(database_->Transact(
      [&](storage::Transaction& tx) { return ClearAttempts(tx, "ana", office, kNow, device); }));
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_device_failures").at(0).at(0), "0");
  EXPECT_FALSE(attempt(office, "").recorded);

  // A thief with the cookie: three guesses, then that cookie waits the window out; another
  // cookie of hers, and the address for others, are not affected by it.
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(attempt("192.0.2.66", device).recorded) << i;
  auto stopped = attempt("192.0.2.77", device);
  EXPECT_FALSE(stopped.recorded);
  EXPECT_EQ(stopped.wait_seconds, 15 * 60);
  EXPECT_TRUE(attempt(office, std::string(64, 'b')).recorded);
  EXPECT_TRUE(store_->RecordAttempt("x2", "192.0.2.66", now, rules).Value().recorded);

  ASSERT_TRUE(store_->ForgetFailures(now + std::chrono::minutes(16), rules));
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_device_failures").at(0).at(0), "0");
}

TEST(AttemptWaitTest, ManyAddressesAtOneAccountAreSlowedNeverLocked) {
  const auto now = *storage::ParseInstant("2026-03-10T12:00:00.000Z");
  AttemptRules rules;  // 5 per pair, 20 per address, slow after 10, at most 60 s
  AttemptCheck check;
  auto seconds_ago = [&](int s) { return storage::IsoTimestamp(now - std::chrono::seconds(s)); };
  for (int i = 0; i < 9; ++i) check.account_failures.push_back(seconds_ago(0));
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 0);
  check.account_failures.push_back(seconds_ago(0));  // 10: 1 s after the newest
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 1);
  check.account_failures.push_back(seconds_ago(0));  // 11: 2 s
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 2);
  for (int i = 0; i < 10; ++i) check.account_failures.push_back(seconds_ago(0));
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 60);  // doubled up to the cap
  check.account_failures.front() = seconds_ago(60);      // the newest is a minute old
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 0);
  // At an address the account is known at, neither the slow-down nor the address limit apply;
  // the pair's own limit still does.
  check.account_failures.front() = seconds_ago(0);
  check.address_failures.assign(20, seconds_ago(0));
  check.known_address = true;
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 0);
  check.pair_failures.assign(5, seconds_ago(120));
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 15 * 60 - 120);
  // On a remembered device only the device's own attempts count: 5 stop it.
  check.known_address = false;
  check.trusted_device = true;
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 0);
  check.device_failures.assign(4, seconds_ago(0));
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 0);
  check.device_failures.push_back(seconds_ago(300));
  EXPECT_EQ(AttemptWaitSeconds(check, rules, now), 15 * 60 - 300);
}

INSTANTIATE_TEST_SUITE_P(Engines, AccountStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
