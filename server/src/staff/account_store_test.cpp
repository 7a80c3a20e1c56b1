// AccountStore on both engines (PostgreSQL skipped when TEST_DATABASE_URL is unset).
#include "staff/account_store.hpp"

#include <gtest/gtest.h>

#include "engine_database.hpp"
#include "staff/user_store.hpp"

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

TEST_P(AccountStoreTest, AttemptsOverEitherLimitAreRefusedAndNotCounted) {
  const std::string since = kIdleCutoff;
  for (int i = 0; i < 3; ++i) {
    auto check = store_->RecordAttempt("ana", "192.0.2.1", kNow, since, 3, 10).Value();
    EXPECT_TRUE(check.recorded) << i;
    EXPECT_EQ(check.account_failures.size(), static_cast<std::size_t>(i));
  }
  auto locked = store_->RecordAttempt("ana", "192.0.2.9", kNow, since, 3, 10).Value();
  EXPECT_FALSE(locked.recorded);
  EXPECT_EQ(locked.account_failures.size(), 3u);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "3");

  // Another account from the same address: only the address limit applies.
  auto other = store_->RecordAttempt("bo", "192.0.2.1", kNow, since, 3, 4).Value();
  EXPECT_TRUE(other.recorded);
  EXPECT_EQ(other.address_failures.size(), 3u);
  EXPECT_FALSE(store_->RecordAttempt("cy", "192.0.2.1", kNow, since, 3, 4).Value().recorded);

  ASSERT_TRUE(store_->ClearFailures("ana"));
  EXPECT_TRUE(store_->RecordAttempt("ana", "192.0.2.9", kNow, since, 3, 10).Value().recorded);
  ASSERT_TRUE(store_->ForgetFailures(kExpires));
  EXPECT_EQ(db_->Query("SELECT count(*) FROM login_failures").at(0).at(0), "0");
}

INSTANTIATE_TEST_SUITE_P(Engines, AccountStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
