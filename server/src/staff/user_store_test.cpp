// UserStore and SecondFactorStore on both engines (PostgreSQL skipped when
// TEST_DATABASE_URL is unset).
#include "staff/user_store.hpp"

#include <gtest/gtest.h>

#include "engine_database.hpp"
#include "staff/second_factor_store.hpp"
#include "staff/secret_box.hpp"

namespace firm::staff {
namespace {

using testing_support::DbEngine;

constexpr const char* kNow = "2026-03-10T12:00:00.000Z";
constexpr const char* kLater = "2026-03-10T12:05:00.000Z";
constexpr const char* kIdleCutoff = "2026-03-10T11:30:00.000Z";
constexpr const char* kExpires = "2026-03-11T00:00:00.000Z";
const Actor kAdmin{"boss", kNow};

class UserStoreTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    accounts_ = std::make_unique<AccountStore>(database_);
    users_ = std::make_unique<UserStore>(database_);
    second_factor_ = std::make_unique<SecondFactorStore>(database_);
    ASSERT_EQ(users_->CreateUser("ana", "Ana", Role::kIntake, "hash-1", true, kAdmin).Value(),
              UserChange::kDone);
    user_id_ = accounts_->FindActiveUser("ana").Value()->id;
  }
  void TearDown() override {
    second_factor_.reset();
    users_.reset();
    accounts_.reset();
    EngineDatabaseTest::TearDown();
  }

  std::vector<std::pair<std::string, std::string>> Sealed() {
    return second_factor_->SealedSecrets().Value();
  }
  void StartSession(const std::string& token_hash) {
    ASSERT_TRUE(
        accounts_->CreateSession(token_hash, user_id_, "csrf", kNow, kExpires, kIdleCutoff));
  }
  std::optional<SessionUser> Session(const std::string& token_hash) {
    auto session = accounts_->TouchSession(token_hash, kLater, kIdleCutoff);
    EXPECT_TRUE(session) << session.Error().message;
    return session ? session.Value() : std::nullopt;
  }
  SessionPromotion Promotion(const std::string& from, const std::string& to) {
    return SessionPromotion{user_id_, "ana", from, to, "csrf-2", kLater, "192.0.2.1", ""};
  }
  std::string AuditActions() {
    std::string out;
    for (const auto& row : db_->Query("SELECT action, actor, subject FROM audit_log ORDER BY id")) {
      out += row.at(0) + " by " + row.at(1) + " on " + row.at(2) + "; ";
    }
    return out;
  }

  std::unique_ptr<AccountStore> accounts_;
  std::unique_ptr<UserStore> users_;
  std::unique_ptr<SecondFactorStore> second_factor_;
  std::string user_id_;
};

TEST_P(UserStoreTest, ChangesAreRecordedWithWhoMadeThem) {
  EXPECT_EQ(users_->CreateUser("ana", "Other", Role::kAdmin, "hash-2", false, kAdmin).Value(),
            UserChange::kAlreadyExists);
  EXPECT_EQ(users_->CountUsers().Value(), 1);
  auto ana = users_->FindUser("ana").Value();
  ASSERT_TRUE(ana);
  EXPECT_EQ(ana->role, Role::kIntake);
  EXPECT_TRUE(ana->must_change_password);

  EXPECT_EQ(users_->SetRole("ana", Role::kAdmin, kAdmin).Value(), UserChange::kDone);
  EXPECT_EQ(users_->SetRole("ana", Role::kAdmin, kAdmin).Value(), UserChange::kUnchanged);
  // ana is the only admin: disabling her would leave none, and changes nothing.
  EXPECT_EQ(users_->SetDisabled("ana", true, kAdmin).Value(), UserChange::kLastAdmin);
  EXPECT_FALSE(users_->FindUser("ana").Value()->disabled_at);
  ASSERT_EQ(users_->CreateUser("boss", "Boss", Role::kAdmin, "hash-3", false, kAdmin).Value(),
            UserChange::kDone);
  EXPECT_EQ(users_->SetRole("nobody", Role::kAdmin, kAdmin).Value(), UserChange::kNoSuchUser);
  EXPECT_EQ(users_->FindUser("ana").Value()->role, Role::kAdmin);
  EXPECT_EQ(users_->SetDisabled("ana", true, kAdmin).Value(), UserChange::kDone);
  EXPECT_EQ(users_->SetDisabled("ana", true, kAdmin).Value(), UserChange::kUnchanged);
  EXPECT_EQ(users_->SetDisabled("ana", false, kAdmin).Value(), UserChange::kDone);
  EXPECT_FALSE(users_->FindUser("ana").Value()->disabled_at);

  EXPECT_EQ(AuditActions(),
            "user.created by boss on ana; user.role_changed by boss on ana; "
            "user.created by boss on boss; user.disabled by boss on ana; "
            "user.enabled by boss on ana; ");
  auto listed = users_->ListUsers(kNow, kIdleCutoff).Value();
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_EQ(listed[0].user.username, "ana");
  EXPECT_EQ(listed[0].active_sessions, 0);
}

// Issue 54: an attorney is a user with a State Bar number; setting and removing it are audited.
TEST_P(UserStoreTest, AnAttorneyHasAStateBarNumberSetAndRemovedWithAnAuditEntry) {
  EXPECT_FALSE(users_->FindUser("ana").Value()->bar_number);
  EXPECT_EQ(
      users_
          ->ChangeAccess("ana", {std::nullopt, std::nullopt, std::string("123456")}, kAdmin, false)
          .Value(),
      UserChange::kDone);
  EXPECT_EQ(users_->FindUser("ana").Value()->bar_number, "123456");
  // The same number again changes nothing.
  EXPECT_EQ(
      users_
          ->ChangeAccess("ana", {std::nullopt, std::nullopt, std::string("123456")}, kAdmin, false)
          .Value(),
      UserChange::kUnchanged);
  EXPECT_EQ(users_
                ->ChangeAccess("ana", {std::nullopt, std::nullopt, std::optional<std::string>()},
                               kAdmin, false)
                .Value(),
            UserChange::kDone);
  EXPECT_FALSE(users_->FindUser("ana").Value()->bar_number);
  EXPECT_EQ(db_->Query("SELECT action, detail FROM audit_log WHERE subject = 'ana' AND action LIKE"
                       " 'user.attorney%' ORDER BY id"),
            (std::vector<std::vector<std::string>>{{"user.attorney_set", "State Bar number 123456"},
                                                   {"user.attorney_removed", ""}}));
}

TEST(BarNumberTest, DigitsOnlyUpToSixWithoutALeadingZero) {
  EXPECT_EQ(NormalizeBarNumber("123456"), "123456");
  EXPECT_EQ(NormalizeBarNumber("# 98 765"), "98765");
  for (const std::string bad : {"", "0123", "1234567", "12a45", "12-345", "#", "１２３"}) {
    EXPECT_FALSE(NormalizeBarNumber(bad)) << bad;
  }
}

TEST_P(UserStoreTest, AccessChangesNeverLeaveZeroEnabledAdmins) {
  ASSERT_EQ(users_->CreateUser("boss", "Boss", Role::kAdmin, "h", false, kAdmin).Value(),
            UserChange::kDone);
  ASSERT_EQ(users_->CreateUser("cruz", "Cruz", Role::kAdmin, "h", false, kAdmin).Value(),
            UserChange::kDone);
  StartSession("token-a");
  // Role and disabled in one change: both applied, ana's sessions ended, two audit entries.
  EXPECT_EQ(users_->ChangeAccess("ana", {Role::kAdmin, true, std::nullopt}, kAdmin, true).Value(),
            UserChange::kDone);
  auto ana = users_->FindUser("ana").Value();
  EXPECT_EQ(ana->role, Role::kAdmin);
  EXPECT_TRUE(ana->disabled_at);
  EXPECT_FALSE(Session("token-a"));
  // An actor who is no longer an enabled admin changes nothing.
  EXPECT_EQ(users_
                ->ChangeAccess("boss", {Role::kIntake, std::nullopt, std::nullopt},
                               Actor{"ana", kNow}, true)
                .Value(),
            UserChange::kActorNotAdmin);
  EXPECT_EQ(users_
                ->ChangeAccess("boss", {Role::kIntake, std::nullopt, std::nullopt},
                               Actor{"nobody", kNow}, true)
                .Value(),
            UserChange::kActorNotAdmin);
  EXPECT_EQ(users_
                ->ChangeAccess("cruz", {Role::kIntake, std::nullopt, std::nullopt},
                               Actor{"boss", kNow}, true)
                .Value(),
            UserChange::kDone);
  // boss is the last enabled admin: neither a demotion nor disabling, nor both at once.
  EXPECT_EQ(users_
                ->ChangeAccess("boss", {Role::kIntake, std::nullopt, std::nullopt},
                               Actor{"cli", kNow}, false)
                .Value(),
            UserChange::kLastAdmin);
  EXPECT_EQ(
      users_->ChangeAccess("boss", {Role::kIntake, true, std::nullopt}, Actor{"cli", kNow}, false)
          .Value(),
      UserChange::kLastAdmin);
  EXPECT_EQ(
      users_->ChangeAccess("boss", {std::nullopt, true, std::nullopt}, Actor{"cli", kNow}, false)
          .Value(),
      UserChange::kLastAdmin);
  // Enabling ana first makes room: then boss may go.
  EXPECT_EQ(
      users_->ChangeAccess("ana", {std::nullopt, false, std::nullopt}, Actor{"cli", kNow}, false)
          .Value(),
      UserChange::kDone);
  EXPECT_EQ(
      users_->ChangeAccess("boss", {Role::kIntake, true, std::nullopt}, Actor{"ana", kNow}, true)
          .Value(),
      UserChange::kDone);
  EXPECT_EQ(db_->Query("SELECT count(*) FROM admin_users WHERE role = 'admin' AND disabled_at IS "
                       "NULL")
                .at(0)
                .at(0),
            "1");
}

TEST_P(UserStoreTest, SecretChangesEndSessionsButOwnPasswordKeepsTheCurrentOne) {
  StartSession("token-a");
  StartSession("token-b");
  EXPECT_EQ(users_->ListUsers(kNow, kIdleCutoff).Value().at(0).active_sessions, 2);
  EXPECT_EQ(users_->Sessions("ana", kNow, kIdleCutoff).Value().size(), 2u);

  // The user's own change: the other session ends, the flag clears.
  EXPECT_EQ(
      users_->ChangeOwnPassword(user_id_, "hash-2", "token-a", "192.0.2.1", {"ana", kNow}).Value(),
      UserChange::kDone);
  EXPECT_TRUE(Session("token-a"));
  EXPECT_FALSE(Session("token-b"));
  EXPECT_FALSE(users_->FindUser("ana").Value()->must_change_password);

  // A temporary password from an admin ends every session and sets the flag.
  EXPECT_EQ(users_->SetPassword("ana", "hash-3", true, kAdmin).Value(), UserChange::kDone);
  EXPECT_FALSE(Session("token-a"));
  EXPECT_TRUE(users_->FindUser("ana").Value()->must_change_password);

  StartSession("token-c");
  EXPECT_EQ(users_->EndSessions("ana", kAdmin).Value(), UserChange::kDone);
  EXPECT_FALSE(Session("token-c"));
  EXPECT_EQ(users_->EndSessions("nobody", kAdmin).Value(), UserChange::kNoSuchUser);
}

TEST_P(UserStoreTest, EnrolmentPromotesTheSessionAndCodesWorkOnce) {
  StartSession("token-a");
  ASSERT_EQ(second_factor_->SetPendingSecret(user_id_, "sealed-1").Value(),
            SecondFactorOutcome::kPassed);
  // A confirmation for a secret that was replaced (another window) is refused.
  EXPECT_EQ(second_factor_
                ->ConfirmEnrolment(Promotion("token-a", "token-b"), "sealed-0", 100, {"h1", "h2"})
                .Value(),
            SecondFactorOutcome::kRefused);
  ASSERT_EQ(second_factor_
                ->ConfirmEnrolment(Promotion("token-a", "token-b"), "sealed-1", 100, {"h1", "h2"})
                .Value(),
            SecondFactorOutcome::kPassed);
  // The old token is gone; the new one has passed the second factor.
  EXPECT_FALSE(Session("token-a"));
  auto promoted = Session("token-b");
  ASSERT_TRUE(promoted);
  EXPECT_TRUE(promoted->second_factor);
  EXPECT_TRUE(promoted->enrolled);
  EXPECT_EQ(promoted->csrf_token, "csrf-2");
  EXPECT_EQ(SignInStep(*promoted), "change-password");
  EXPECT_EQ(second_factor_->UnusedRecoveryCodes(user_id_).Value(), 2);
  // Enrolled: no new secret can replace the confirmed one.
  EXPECT_EQ(second_factor_->SetPendingSecret(user_id_, "sealed-2").Value(),
            SecondFactorOutcome::kRefused);

  // Codes: a later step passes once; the same or an earlier step is a replay.
  StartSession("token-c");
  EXPECT_EQ(second_factor_->PassWithCode(Promotion("token-c", "token-d"), 100).Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_EQ(second_factor_->PassWithCode(Promotion("token-c", "token-d"), 101).Value(),
            SecondFactorOutcome::kPassed);
  StartSession("token-e");
  EXPECT_EQ(second_factor_->PassWithCode(Promotion("token-e", "token-f"), 101).Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_FALSE(Session("token-e")->second_factor);

  // A recovery code works once.
  EXPECT_EQ(second_factor_->PassWithRecoveryCode(Promotion("token-e", "token-f"), "h1").Value(),
            SecondFactorOutcome::kPassed);
  StartSession("token-g");
  EXPECT_EQ(second_factor_->PassWithRecoveryCode(Promotion("token-g", "token-h"), "h1").Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_EQ(second_factor_->PassWithRecoveryCode(Promotion("token-g", "token-h"), "nope").Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_EQ(second_factor_->UnusedRecoveryCodes(user_id_).Value(), 1);
  // A session promoted by a parallel request: the late code is refused and
  // stays unused (its whole transaction rolled back).
  EXPECT_EQ(second_factor_->PassWithCode(Promotion("token-f", "token-z"), 500).Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_EQ(second_factor_->PassWithRecoveryCode(Promotion("token-f", "token-z"), "h2").Value(),
            SecondFactorOutcome::kRefused);
  EXPECT_EQ(second_factor_->UnusedRecoveryCodes(user_id_).Value(), 1);
  EXPECT_EQ(db_->Query("SELECT totp_last_step FROM admin_users").at(0).at(0), "101");
  EXPECT_EQ(AuditActions(),
            "user.created by boss on ana; user.second_factor_enrolled by ana on ana; "
            "user.signed_in by ana on ana; user.signed_in_with_recovery_code by ana on ana; ");

  // A reset forgets the secret and the codes and ends every session.
  EXPECT_EQ(users_->ResetSecondFactor("ana", kAdmin).Value(), UserChange::kDone);
  EXPECT_FALSE(users_->FindUser("ana").Value()->enrolled);
  EXPECT_FALSE(users_->FindUser("ana").Value()->totp_secret);
  EXPECT_EQ(second_factor_->UnusedRecoveryCodes(user_id_).Value(), 0);
  EXPECT_FALSE(Session("token-f"));
  EXPECT_EQ(second_factor_->SetPendingSecret(user_id_, "sealed-3").Value(),
            SecondFactorOutcome::kPassed);
}

TEST_P(UserStoreTest, RekeyReplacesOnlyTheValueItRead) {
  ASSERT_EQ(second_factor_->SetPendingSecret(user_id_, "sealed-1").Value(),
            SecondFactorOutcome::kPassed);
  auto sealed = second_factor_->SealedSecrets().Value();
  ASSERT_EQ(sealed.size(), 1u);
  EXPECT_EQ(sealed[0], (std::pair<std::string, std::string>{user_id_, "sealed-1"}));
  ASSERT_TRUE(second_factor_->ReplaceSealedSecret(user_id_, "sealed-0", "sealed-x"));
  EXPECT_EQ(users_->FindUser("ana").Value()->totp_secret, "sealed-1");
  ASSERT_TRUE(second_factor_->ReplaceSealedSecret(user_id_, "sealed-1", "sealed-2"));
  EXPECT_EQ(users_->FindUser("ana").Value()->totp_secret, "sealed-2");
}

// Migration 0009: a row that leaves the role out is refused, not made an admin.
TEST_P(UserStoreTest, ANewAccountsRoleHasNoDefault) {
  auto inserted = database_->Query(
      "INSERT INTO admin_users (id, username, password_hash, created_at)"
      " VALUES ('8a0c7a52-1c1e-4b8e-9a55-3f2a1c9d0e11', 'norole', 'h', "
      "'2026-03-10T12:00:00.000Z')");
  EXPECT_FALSE(inserted.IsOk());
  EXPECT_FALSE(users_->FindUser("norole").Value());
}

TEST_P(UserStoreTest, AServerWithAnotherSealingKeyIsRefused) {
  const SecretBox first(std::string(kSecretKeyBytes, 'a'));
  const SecretBox second(std::string(kSecretKeyBytes, 'b'));
  const SecretBox rotating(std::string(kSecretKeyBytes, 'b'), std::string(kSecretKeyBytes, 'a'));
  db_->Execute("UPDATE admin_users SET totp_secret = NULL");
  // Nothing sealed: the first server's key becomes the database's.
  ASSERT_TRUE(CheckSealingKey(*second_factor_, first, Sealed(), kNow));
  EXPECT_EQ(second_factor_->SealingKeyId().Value(), first.KeyId());
  ASSERT_EQ(second_factor_->SetPendingSecret(user_id_, first.Seal("secret", user_id_)).Value(),
            SecondFactorOutcome::kPassed);
  // A second server that made its own key is refused, and says which keys differ.
  auto refused = CheckSealingKey(*second_factor_, second, Sealed(), kNow);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.Error().find(first.KeyId()), std::string::npos) << refused.Error();
  EXPECT_NE(refused.Error().find("TOTP_KEY"), std::string::npos);
  // While rotating (the old key as the previous one) it starts.
  EXPECT_TRUE(CheckSealingKey(*second_factor_, rotating, Sealed(), kNow));
  // A database from before the record: the sealed secrets name their key.
  db_->Execute("DELETE FROM second_factor_key");
  EXPECT_FALSE(CheckSealingKey(*second_factor_, second, Sealed(), kNow));
  EXPECT_EQ(second_factor_->SealingKeyId().Value(), first.KeyId());
  // Every second factor reset: nothing to protect, the new key is taken.
  db_->Execute("UPDATE admin_users SET totp_secret = NULL");
  EXPECT_TRUE(CheckSealingKey(*second_factor_, second, Sealed(), kNow));
  EXPECT_EQ(second_factor_->SealingKeyId().Value(), second.KeyId());
}

INSTANTIATE_TEST_SUITE_P(Engines, UserStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
