// The admin API and pages over real HTTP against the real binary, once on a
// SQLite file and once on PostgreSQL (TEST_DATABASE_URL; skipped when unset,
// scripts/test and scripts/ctest-pg set it). Accounts are made with the real
// command line; rows the API cannot create (deliveries, old sessions) are
// written with the C APIs directly.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "admin_fixture.hpp"
#include "form_fixtures.hpp"
#include "local_receivers.hpp"
#include "sms_provider.hpp"
#include "staff/totp.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using nlohmann::json;
using testing_support::DbEngine;
using namespace std::chrono_literals;

TEST_P(AdminTest, CliUserAddThenLoginAndSession) {
  ASSERT_NE(port_ = Start(), 0);
  auto added = RunCli(Env(), {"add", "Alice", "--name", "Alice Admin", "--role", "admin"},
                      kPassword + "\n", root_);
  ASSERT_EQ(added.exit_code, 0) << added.err;
  EXPECT_NE(added.out.find("created user alice (admin)"), std::string::npos);
  // The database keeps only an argon2id hash.
  auto users = db_->Query("SELECT username, display_name, password_hash FROM admin_users");
  ASSERT_EQ(users.size(), 1u);
  EXPECT_EQ(users[0][0], "alice");
  EXPECT_EQ(users[0][1], "Alice Admin");
  EXPECT_TRUE(users[0][2].starts_with("$argon2id$v=19$m=65536,t=3,p=1$")) << users[0][2];

  auto listed = RunCli(Env(), {"list"}, "", root_);
  EXPECT_EQ(listed.exit_code, 0);
  EXPECT_NE(listed.out.find("alice\tAlice Admin\tadmin\tnot set up\t"), std::string::npos)
      << listed.out;

  auto r = LoginRequest("alice", kPassword);
  ASSERT_EQ(r.status, 200) << r.body;
  ExpectAdminHeaders(r);
  std::string set_cookie = r.Header("set-cookie");
  EXPECT_TRUE(set_cookie.starts_with("firm_admin=")) << set_cookie;
  EXPECT_TRUE(set_cookie.ends_with("; Path=/; HttpOnly; SameSite=Strict")) << set_cookie;
  auto body = Body(r);
  EXPECT_EQ(body["user"], (json{{"username", "alice"},
                                {"displayName", "Alice Admin"},
                                {"role", "admin"},
                                {"attorney", false}}));
  // The password alone: the second factor is still to set up.
  EXPECT_EQ(body["step"], "enrol");
  std::string csrf = body["csrfToken"];
  EXPECT_EQ(csrf.size(), 43u);

  std::string token = set_cookie.substr(11, set_cookie.find(';') - 11);
  auto sessions = db_->Query("SELECT token_hash FROM admin_sessions");
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_NE(sessions[0][0], token);  // only the hash is stored
  EXPECT_EQ(sessions[0][0].size(), 64u);

  auto session = Get(port_, "/api/admin/session", {"Cookie: firm_admin=" + token});
  EXPECT_EQ(session.status, 200);
  EXPECT_EQ(Body(session)["csrfToken"], csrf);
  // A user name is case-insensitive at login.
  EXPECT_EQ(LoginRequest("ALICE", kPassword).status, 200);
}

TEST_P(AdminTest, CliRefusesBadInput) {
  auto env = Env();
  const std::vector<std::string> admin = {"--role", "admin"};
  auto add = [&](std::vector<std::string> args, const std::string& input) {
    args.insert(args.begin(), "add");
    return RunCli(env, args, input, root_);
  };
  EXPECT_EQ(add({"al", "--role", "admin"}, kPassword + "\n").exit_code, 2);
  EXPECT_EQ(add({"bob smith", "--role", "admin"}, kPassword + "\n").exit_code, 2);
  auto no_role = add({"bob"}, kPassword + "\n");
  EXPECT_EQ(no_role.exit_code, 2);
  EXPECT_NE(no_role.err.find("--role"), std::string::npos) << no_role.err;
  EXPECT_EQ(add({"bob", "--role", "owner"}, kPassword + "\n").exit_code, 2);
  auto first_intake = add({"bob", "--role", "intake"}, kPassword + "\n");
  EXPECT_EQ(first_intake.exit_code, 2);
  EXPECT_NE(first_intake.err.find("first account must be an admin"), std::string::npos);
  auto short_password = add({"bob", "--role", "admin"}, "short\n");
  EXPECT_EQ(short_password.exit_code, 2);
  EXPECT_NE(short_password.err.find("at least 12"), std::string::npos) << short_password.err;
  auto common = add({"bob", "--role", "admin"}, "qwerty123456\n");
  EXPECT_EQ(common.exit_code, 2);
  EXPECT_NE(common.err.find("too common"), std::string::npos) << common.err;
  EXPECT_EQ(add({"bob", "--role", "admin"}, "").exit_code, 2);
  EXPECT_EQ(add({"bob", "--role", "admin"}, kPassword + "\n").exit_code, 0);
  auto again = add({"bob", "--role", "intake"}, kPassword + "\n");
  EXPECT_EQ(again.exit_code, 2);
  EXPECT_NE(again.err.find("already exists"), std::string::npos);
  EXPECT_EQ(add({"cy", "--role", "intake"}, kPassword + "\n").exit_code, 2);
  EXPECT_EQ(add({"cyd", "--role", "intake"}, kPassword + "\n").exit_code, 0);
  EXPECT_EQ(RunCli(env, {"password", "nobody"}, kPassword + "\n", root_).exit_code, 2);
  EXPECT_EQ(RunCli(env, {"role", "cyd", "boss"}, "", root_).exit_code, 2);
  // The only enabled admin stays one.
  auto last_admin = RunCli(env, {"role", "bob", "intake"}, "", root_);
  EXPECT_EQ(last_admin.exit_code, 2);
  EXPECT_NE(last_admin.err.find("only enabled admin"), std::string::npos) << last_admin.err;
  EXPECT_EQ(RunCli(env, {"disable", "bob"}, "", root_).exit_code, 2);
  EXPECT_EQ(RunCli(env, {"role", "cyd", "admin"}, "", root_).exit_code, 0);
  EXPECT_EQ(RunCli(env, {"role", "bob", "intake"}, "", root_).exit_code, 0);
  EXPECT_EQ(RunCli(env, {"frobnicate"}, "", root_).exit_code, 2);
  EXPECT_EQ(Count("SELECT count(*) FROM admin_users"), 2);
  // Every change from the command line is in the audit log, by "cli".
  EXPECT_EQ(Count("SELECT count(*) FROM audit_log WHERE actor = 'cli'"), 4);
}

// An admin adds an intake user, who signs in with the temporary password,
// sets up the second factor, must choose a new password before anything else,
// and then works leads but cannot reach admin routes; the admin disables,
// enables, resets and signs the user out, each change in the audit log.
TEST_P(AdminTest, AdminManagesAnIntakeUserFromTheStaffArea) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  // With no TOTP_KEY the key file is made in DATA_DIR, readable by its owner only.
  auto key_file = root_ / "data" / "totp.key";
  Session admin = Login();
  ASSERT_TRUE(fs::exists(key_file));
  EXPECT_EQ(fs::status(key_file).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write);

  auto added = Call("POST", "/api/admin/users", admin,
                    json{{"username", "Rosa.M"}, {"displayName", "Rosa M"}, {"role", "intake"}});
  ASSERT_EQ(added.status, 201) << added.body;
  EXPECT_EQ(Body(added)["user"]["username"], "rosa.m");
  EXPECT_EQ(Body(added)["user"]["mustChangePassword"], true);
  std::string temporary = Body(added)["temporaryPassword"];
  EXPECT_EQ(Call("POST", "/api/admin/users", admin,
                 json{{"username", "rosa.m"}, {"displayName", "Rosa"}, {"role", "intake"}})
                .status,
            409);
  auto bad = Call("POST", "/api/admin/users", admin,
                  json{{"username", "r"}, {"displayName", ""}, {"role", "owner"}});
  EXPECT_EQ(bad.status, 422);
  EXPECT_EQ(Body(bad)["errors"].size(), 3u) << bad.body;

  Session rosa = Login("rosa.m", temporary);
  auto session = Body(Call("GET", "/api/admin/session", rosa));
  EXPECT_EQ(session["step"], "change-password");
  EXPECT_EQ(session["user"]["role"], "intake");
  EXPECT_EQ(Call("GET", "/api/admin/leads", rosa).status, 403);
  auto common = Call("POST", "/api/admin/password", rosa,
                     json{{"currentPassword", temporary}, {"newPassword", "password123456"}});
  EXPECT_EQ(common.status, 422);
  EXPECT_TRUE(Body(common)["errors"].contains("newPassword")) << common.body;
  auto same = Call("POST", "/api/admin/password", rosa,
                   json{{"currentPassword", temporary}, {"newPassword", temporary}});
  EXPECT_EQ(same.status, 422);
  EXPECT_EQ(Body(same)["errors"]["newPassword"][0],
            "Choose a password different from the current one.");
  auto wrong_current =
      Call("POST", "/api/admin/password", rosa,
           json{{"currentPassword", "not it at all"}, {"newPassword", "tide pools at dawn"}});
  EXPECT_EQ(wrong_current.status, 422);
  EXPECT_TRUE(Body(wrong_current)["errors"].contains("currentPassword"));
  auto changed = Call("POST", "/api/admin/password", rosa,
                      json{{"currentPassword", temporary}, {"newPassword", "tide pools at dawn"}});
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(Body(changed)["step"], "ready");

  // Intake works leads; everything admin-only is 403 with the usual shape.
  EXPECT_EQ(Call("GET", "/api/admin/leads", rosa).status, 200);
  for (auto [method, target] :
       {std::pair{"GET", "/api/admin/users"}, std::pair{"GET", "/api/admin/leads/export.csv"},
        std::pair{"GET", "/api/admin/audit"}}) {
    auto refused = Call(method, target, rosa);
    EXPECT_EQ(refused.status, 403) << target;
    EXPECT_EQ(Body(refused)["errors"]["form"][0],
              "Your account cannot do this. Ask an administrator.");
  }

  // The admin's view, then the changes.
  auto detail = Body(Call("GET", "/api/admin/users/rosa.m", admin));
  EXPECT_EQ(detail["user"]["secondFactor"], true);
  EXPECT_EQ(detail["sessions"].size(), 1u);
  EXPECT_EQ(detail["sessions"][0]["current"], false);
  EXPECT_EQ(Call("PATCH", "/api/admin/users/alice", admin, json{{"role", "intake"}}).status, 409);
  EXPECT_EQ(Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"disabled", "yes"}}).status, 422);
  EXPECT_EQ(Call("PATCH", "/api/admin/users/nobody", admin, json{{"disabled", true}}).status, 404);
  EXPECT_EQ(Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"disabled", true}}).status, 200);
  EXPECT_EQ(Call("GET", "/api/admin/leads", rosa).status, 401);
  EXPECT_EQ(LoginRequest("rosa.m", "tide pools at dawn").status, 401);
  EXPECT_EQ(Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"disabled", false}}).status, 200);
  Session again = Login("rosa.m", "tide pools at dawn");
  EXPECT_EQ(Call("GET", "/api/admin/leads", again).status, 200);
  auto promoted = Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"role", "admin"}});
  EXPECT_EQ(Body(promoted)["user"]["role"], "admin");
  // An attorney (issue 54): a State Bar number, checked; null takes it away.
  EXPECT_EQ(Body(promoted)["user"]["barNumber"], nullptr);
  auto bad_bar = Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"barNumber", "12-34"}});
  EXPECT_EQ(bad_bar.status, 422);
  EXPECT_FALSE(Body(bad_bar)["errors"]["barNumber"].empty());
  auto attorney = Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"barNumber", "# 98765"}});
  EXPECT_EQ(Body(attorney)["user"]["barNumber"], "98765");
  auto not_attorney = Call("PATCH", "/api/admin/users/rosa.m", admin, json{{"barNumber", nullptr}});
  EXPECT_EQ(Body(not_attorney)["user"]["barNumber"], nullptr);
  EXPECT_EQ(Call("GET", "/api/admin/users", again).status, 200);

  EXPECT_EQ(Call("DELETE", "/api/admin/users/rosa.m/sessions", admin).status, 204);
  EXPECT_EQ(Call("GET", "/api/admin/leads", again).status, 401);
  // A lost phone: the second factor is reset, the next sign-in enrols again.
  EXPECT_EQ(Call("POST", "/api/admin/users/rosa.m/second-factor/reset", admin).status, 200);
  EXPECT_EQ(Body(LoginRequest("rosa.m", "tide pools at dawn"))["step"], "enrol");
  auto reset = Call("POST", "/api/admin/users/rosa.m/password/reset", admin);
  ASSERT_EQ(reset.status, 200);
  EXPECT_EQ(LoginRequest("rosa.m", "tide pools at dawn").status, 401);
  EXPECT_EQ(LoginRequest("rosa.m", Body(reset)["temporaryPassword"]).status, 200);

  auto actions = db_->Query(
      "SELECT actor || ' ' || action FROM audit_log WHERE subject = 'rosa.m' ORDER BY id");
  std::vector<std::string> listed;
  for (const auto& row : actions) listed.push_back(row.at(0));
  EXPECT_EQ(listed,
            (std::vector<std::string>{
                "alice user.created", "rosa.m user.second_factor_enrolled",
                "rosa.m user.password_changed", "alice user.disabled", "alice user.enabled",
                "rosa.m user.signed_in", "alice user.role_changed", "alice user.attorney_set",
                "alice user.attorney_removed", "alice user.signed_out_everywhere",
                "alice user.second_factor_reset", "alice user.password_reset"}));
  // Nothing the user typed is in the server's log.
  EXPECT_EQ(server_->Stderr().find("tide pools"), std::string::npos);
}

// The probe's finding: two admins demoting each other at the same moment both succeeded, and
// the system was left with no enabled admin. Real concurrent requests, on both engines.
TEST_P(AdminTest, TwoAdminsDemotingEachOtherAtOnceNeverLeaveZeroAdmins) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  auto added = RunCli(Env(), {"add", "bruno", "--role", "admin", "--name", "Bruno"},
                      kPassword + "\n", root_);
  ASSERT_EQ(added.exit_code, 0) << added.err;
  Session alice = Login("alice");
  Session bruno = Login("bruno");
  const std::string admins =
      "SELECT count(*) FROM admin_users WHERE role = 'admin' AND disabled_at IS NULL";
  for (int round = 0; round < 50; ++round) {
    std::atomic<int> ready{0};
    HttpResult by_alice;
    HttpResult by_bruno;
    auto demote = [&](const Session& actor, const std::string& other, HttpResult& out) {
      ready.fetch_add(1);
      while (ready.load() < 2) std::this_thread::yield();
      out = Call("PATCH", "/api/admin/users/" + other, actor, json{{"role", "intake"}});
    };
    std::thread first([&] { demote(alice, "bruno", by_alice); });
    std::thread second([&] { demote(bruno, "alice", by_bruno); });
    first.join();
    second.join();
    ASSERT_EQ(Count(admins), 1) << "round " << round;
    // One wins; the other was no longer an admin when its change ran.
    std::vector<long> statuses = {by_alice.status, by_bruno.status};
    std::sort(statuses.begin(), statuses.end());
    ASSERT_EQ(statuses, (std::vector<long>{200, 403}))
        << "round " << round << ": " << by_alice.body << " / " << by_bruno.body;
    db_->Execute("UPDATE admin_users SET role = 'admin'");
  }
}

TEST_P(AdminTest, WrongPasswordAndUnknownUserGetTheSame401) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  auto wrong = LoginRequest("alice", "not the password at all");
  auto unknown = LoginRequest("mallory", kPassword);
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(wrong.body, unknown.body);
  EXPECT_EQ(Body(wrong),
            json::parse(R"({"errors":{"form":["That user name and password do not match."]}})"));
  EXPECT_FALSE(wrong.HasHeader("set-cookie"));
  EXPECT_EQ(Count("SELECT count(*) FROM admin_sessions"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM login_failures"), 2);
}

// The attacker's case (ASVS 2.2.1): five wrong passwords from one address lock that address
// out of the account, even with the right password, and not the real user elsewhere.
TEST_P(AdminTest, FiveFailuresLockTheAccountFromThatAddressOnly) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(LoginRequest("alice", "wrong password " + std::to_string(i)).status, 401);
  auto locked = LoginRequest("alice", kPassword);
  ASSERT_EQ(locked.status, 429) << locked.body;
  long retry_after = std::stol(locked.Header("retry-after"));
  EXPECT_GT(retry_after, 800);
  EXPECT_LE(retry_after, 900);
  EXPECT_EQ(Body(locked)["errors"]["form"][0], "Too many attempts. Try again in 15 minutes.");
  EXPECT_FALSE(locked.HasHeader("set-cookie"));
  // The guesses came from the attacker's address; alice signs in from hers.
  db_->Execute("UPDATE login_failures SET address = '192.0.2.66'");
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 200);
}

// The office's case: many people behind one address. Twenty failures from it (here unknown
// user names) stop further attempts from it, except for the accounts that have signed in from
// there before.
TEST_P(AdminTest, TwentyFailuresFromOneAddressSpareItsKnownUsers) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  auto added = RunCli(Env(), {"add", "bruno", "--role", "intake", "--name", "Bruno"},
                      kPassword + "\n", root_);
  ASSERT_EQ(added.exit_code, 0) << added.err;
  Login("alice");  // alice has passed the second factor from here
  for (int i = 0; i < 20; ++i) {
    EXPECT_EQ(LoginRequest("guess" + std::to_string(i), kPassword).status, 401);
  }
  EXPECT_EQ(LoginRequest("guess-more", kPassword).status, 429);
  EXPECT_EQ(LoginRequest("bruno", kPassword).status, 429);  // never signed in from here
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 200);
  EXPECT_EQ(Count("SELECT count(*) FROM login_known_addresses WHERE username = 'alice'"), 1);
}

// Issue 50, item 4: five wrong passwords from her office's address locked alice out there, even
// on the browser she signs in from every day. The second factor gives that browser a device
// cookie; with it she still signs in (password and code), without it or with it altered the
// lock-out holds, and her success does not clear the stranger's count.
TEST_P(AdminTest, ARememberedBrowserSignsInWhileItsAddressIsLockedOut) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Session first = Login();  // the password, then enrolment: the browser is remembered
  ASSERT_TRUE(first.device.starts_with("firm_device=v1.")) << first.device;
  EXPECT_TRUE(
      first.device.ends_with("; Path=/api/admin; Max-Age=15552000; HttpOnly; SameSite=Strict"))
      << first.device;
  const std::string device = first.device.substr(0, first.device.find(';'));

  for (int i = 0; i < 5; ++i) {
    EXPECT_EQ(LoginRequest("alice", "wrong password " + std::to_string(i)).status, 401);
  }
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 429);
  auto login_with = [&](const std::string& cookie) {
    json body{{"username", "alice"}, {"password", kPassword}};
    return Fetch(port_, RequestSpec{"POST",
                                    "/api/admin/login",
                                    {"Content-Type: application/json", "Cookie: " + cookie},
                                    body.dump()});
  };
  std::string altered = device;
  char& in_nonce = altered[altered.size() - 50];  // the MAC is the last 43 characters
  in_nonce = in_nonce == 'A' ? 'B' : 'A';
  EXPECT_EQ(login_with(altered).status, 429);

  auto password = login_with(device);
  ASSERT_EQ(password.status, 200) << password.body;
  EXPECT_EQ(Body(password)["step"], "code");
  EXPECT_EQ(Count("SELECT count(*) FROM login_device_failures"), 1);
  Session session;
  Adopt(session, password);
  EXPECT_EQ(session.device, "");  // the password alone does not remember a browser
  session.cookie += "; " + device;
  db_->Execute("UPDATE admin_users SET totp_last_step = 0");  // the enrolment's step again
  auto code =
      Call("POST", "/api/admin/second-factor/verify", session, json{{"code", CodeFor("alice")}});
  ASSERT_EQ(code.status, 200) << code.body;
  Adopt(session, code);
  EXPECT_TRUE(session.device.starts_with("firm_device=v1.")) << session.device;
  EXPECT_NE(session.device.substr(0, session.device.find(';')), device);  // a new nonce
  EXPECT_EQ(Count("SELECT count(*) FROM login_device_failures"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM login_failures"), 5);
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 429);
}

TEST_P(AdminTest, LogoutEndsTheSession) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Session session = Login();
  auto without_csrf = Call("POST", "/api/admin/logout", session, std::nullopt, false);
  EXPECT_EQ(without_csrf.status, 403);
  auto out = Call("POST", "/api/admin/logout", session);
  EXPECT_EQ(out.status, 204);
  EXPECT_EQ(out.Header("set-cookie"), "firm_admin=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
  EXPECT_EQ(Count("SELECT count(*) FROM admin_sessions"), 0);
  auto after = Call("GET", "/api/admin/session", session);
  EXPECT_EQ(after.status, 401);
  EXPECT_EQ(Body(after), json::parse(R"({"errors":{"form":["Please sign in again."]}})"));
  ExpectAdminHeaders(after);
}

TEST_P(AdminTest, IdleOrExpiredSessionsAndDisabledUsersAre401) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Session idle = Login();
  db_->Execute("UPDATE admin_sessions SET last_seen_at = '2020-01-01T00:00:00.000Z'");
  EXPECT_EQ(Call("GET", "/api/admin/session", idle).status, 401);
  EXPECT_EQ(Count("SELECT count(*) FROM admin_sessions"), 0);  // the dead row is gone

  Session old = Login();
  db_->Execute("UPDATE admin_sessions SET expires_at = '2020-01-01T00:00:00.000Z'");
  EXPECT_EQ(Call("GET", "/api/admin/session", old).status, 401);

  Session live = Login();
  EXPECT_EQ(Call("GET", "/api/admin/session", live).status, 200);
  // Another admin first: the command line keeps the only enabled admin.
  ASSERT_EQ(RunCli(Env(), {"add", "bob", "--role", "admin"}, kPassword + "\n", root_).exit_code, 0);
  auto disabled = RunCli(Env(), {"disable", "alice"}, "", root_);
  EXPECT_EQ(disabled.exit_code, 0) << disabled.err;
  EXPECT_EQ(Call("GET", "/api/admin/session", live).status, 401);
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 401);
}

TEST_P(AdminTest, PasswordChangeEndsSessionsAndTheNewOneWorks) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Session before = Login();
  const std::string fresh = "a brand new passphrase";
  auto changed = RunCli(Env(), {"password", "alice"}, fresh + "\n", root_);
  ASSERT_EQ(changed.exit_code, 0) << changed.err;
  EXPECT_EQ(Call("GET", "/api/admin/session", before).status, 401);
  EXPECT_EQ(LoginRequest("alice", kPassword).status, 401);
  EXPECT_EQ(LoginRequest("alice", fresh).status, 200);
}

TEST_P(AdminTest, MissingOrWrongCsrfTokenIs403AndChangesNothing) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  InsertLead(lead);
  Session session = Login();
  std::string target = "/api/admin/leads/case-review/" + lead.id + "/status";
  auto missing = Call("POST", target, session, json{{"status", "retained"}}, false);
  EXPECT_EQ(missing.status, 403);
  EXPECT_TRUE(Body(missing)["errors"].contains("form"));
  Session forged = session;
  forged.csrf = std::string(43, 'A');
  EXPECT_EQ(Call("POST", target, forged, json{{"status", "retained"}}).status, 403);
  EXPECT_EQ(Call("DELETE", "/api/admin/leads/case-review/" + lead.id, forged,
                 json{{"reason", "privacy request"}})
                .status,
            403);
  EXPECT_EQ(Call("POST", "/api/admin/leads/case-review/" + lead.id + "/notes", forged,
                 json{{"text", "hi"}})
                .status,
            403);
  EXPECT_EQ(db_->Query("SELECT status FROM leads").at(0).at(0), "new");
  EXPECT_EQ(Count("SELECT count(*) FROM lead_events"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);
  // Without a session at all: 401 before anything else.
  Session none{"firm_admin=" + std::string(43, 'x'), session.csrf, ""};
  EXPECT_EQ(Call("POST", target, none, json{{"status", "retained"}}).status, 401);
}

TEST_P(AdminTest, LeadUnderTheOtherFormTypeIs404LikeAnUnknownId) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  InsertLead(lead);
  Session session = Login();
  EXPECT_EQ(Call("GET", "/api/admin/leads/case-review/" + lead.id, session).status, 200);
  auto other = Call("GET", "/api/admin/leads/harassment-questionnaire/" + lead.id, session);
  auto unknown = Call("GET", "/api/admin/leads/case-review/" + RandomUuid(), session);
  EXPECT_EQ(other.status, 404);
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(other.body, unknown.body);
  EXPECT_EQ(Call("GET", "/api/admin/leads/contact/" + lead.id, session).status, 404);
  EXPECT_EQ(Call("GET", "/api/admin/leads/case-review/not-a-uuid", session).status, 404);
  EXPECT_EQ(Call("POST", "/api/admin/leads/harassment-questionnaire/" + lead.id + "/status",
                 session, json{{"status", "retained"}})
                .status,
            404);
  EXPECT_EQ(Call("DELETE", "/api/admin/leads/harassment-questionnaire/" + lead.id, session,
                 json{{"reason", "privacy request"}})
                .status,
            404);
  EXPECT_EQ(db_->Query("SELECT status FROM leads").at(0).at(0), "new");
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);
}

TEST_P(AdminTest, HtmlInLeadFieldsComesBackAsStoredJson) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  // Through the public intake API, exactly as a visitor could send it.
  auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
  payload["submissionId"] = RandomUuid();
  payload["firstName"] = "<script>alert(1)</script>";
  payload["lastName"] = "<img src=x onerror=alert(document.cookie)>";
  payload["utm_source"] = "\"><svg onload=alert(1)>";
  auto posted = Fetch(
      port_,
      RequestSpec{"POST", "/api/case-reviews", {"Content-Type: application/json"}, payload.dump()});
  ASSERT_EQ(posted.status, 201) << posted.body;
  std::string id = Body(posted)["id"];

  Session session = Login();
  auto detail = Call("GET", "/api/admin/leads/case-review/" + id, session);
  ASSERT_EQ(detail.status, 200) << detail.body;
  EXPECT_EQ(detail.Header("content-type"), "application/json");
  EXPECT_EQ(detail.Header("x-content-type-options"), "nosniff");
  ExpectAdminHeaders(detail);
  auto lead = Body(detail)["lead"];
  EXPECT_EQ(lead["firstName"], "<script>alert(1)</script>");
  EXPECT_EQ(lead["lastName"], "<img src=x onerror=alert(document.cookie)>");
  EXPECT_EQ(lead["utmSource"], "\"><svg onload=alert(1)>");
  EXPECT_EQ(lead["answers"]["firstName"], "<script>alert(1)</script>");
  EXPECT_EQ(lead["form"], "case-review");
  EXPECT_EQ(lead["consent"], (json{{"termsAccepted", true},
                                   {"communicationsConsent", true},
                                   {"smsConsent", payload["smsConsent"]}}));
  EXPECT_EQ(lead["userAgent"], "");

  auto list = Call("GET", "/api/admin/leads", session);
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.Header("content-type"), "application/json");
  EXPECT_EQ(Body(list)["leads"][0]["firstName"], "<script>alert(1)</script>");
  EXPECT_EQ(Body(list)["leads"][0]["delivery"], "none");
}

TEST_P(AdminTest, CsvExportNeutralisesFormulasAndQuotes) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  lead.first_name = "=HYPERLINK(\"http://evil.example\",\"click\")";
  lead.last_name = "+1";
  lead.utm_source = "-2";
  lead.email = "@SUM(A1)";
  lead.landing_page = "/a,b \"quoted\"\nnext line";
  lead.issue_types = R"(["Wage & Hour","Retaliation"])";
  InsertLead(lead);
  Session session = Login();
  auto csv = Call("GET", "/api/admin/leads/export.csv", session);
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_EQ(csv.Header("content-type"), "text/csv; charset=utf-8");
  // Streamed from the staff workers' stream thread (decision 0041), whole.
  EXPECT_EQ(csv.Header("transfer-encoding"), "chunked");
  ExpectAdminHeaders(csv);
  EXPECT_TRUE(csv.Header("content-disposition").starts_with("attachment; filename=\"leads-20"));
  std::string expected_header =
      "\xEF\xBB\xBF\"id\",\"form\",\"created_at\",\"status\",\"first_name\",\"last_name\","
      "\"email\","
      "\"phone\",\"issue_types\",\"landing_page\",\"utm_source\",\"utm_medium\","
      "\"utm_campaign\",\"language\"\r\n";
  ASSERT_TRUE(csv.body.starts_with(expected_header)) << csv.body;
  std::string row = "\"" + lead.id +
                    "\",\"case-review\",\"2026-11-21T18:03:04.120Z\",\"new\","
                    "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\",\"'+1\","
                    "\"'@SUM(A1)\",\"'+13105550100\",\"Wage & Hour; Retaliation\","
                    "\"/a,b \"\"quoted\"\"\nnext line\",\"'-2\",\"\",\"\",\"en\"\r\n";
  EXPECT_EQ(csv.body, expected_header + row);
  auto audit =
      db_->Query("SELECT actor, action, detail FROM audit_log WHERE action NOT LIKE 'user.%'");
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0], (std::vector<std::string>{"alice", "leads.exported", "streamed"}));
}

TEST_P(AdminTest, FiltersNarrowTheList) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead a;  // case review, wage, new, google, 21 Nov
  a.utm_source = "google";
  Lead b;  // questionnaire, 22 Nov
  b.form_type = "harassment_questionnaire";
  b.issue_types = R"(["Verbal"])";
  b.created_at = "2026-11-22T10:00:00.000Z";
  b.first_name = "María";
  b.last_name = "López";
  b.email = "maria.lopez@example.com";
  b.phone = "+12135550199";
  Lead c;  // retaliation, retained, 23 Nov
  c.issue_types = R"(["Retaliation","Wage & Hour Extra"])";
  c.status = "retained";
  c.created_at = "2026-11-23T10:00:00.000Z";
  c.first_name = "Zoe";
  c.last_name = "100%_Smith";
  c.email = "zoe@example.org";
  c.phone = "+14155550123";
  c.utm_source = "facebook";
  for (const auto* lead : {&a, &b, &c}) InsertLead(*lead);
  Session session = Login();

  auto ids = [&](const std::string& query) {
    auto r = Call("GET", "/api/admin/leads" + query, session);
    EXPECT_EQ(r.status, 200) << query << " " << r.body;
    std::vector<std::string> out;
    auto body = Body(r);
    if (body.is_object()) {
      for (const auto& lead : body["leads"]) out.push_back(lead["id"]);
      EXPECT_EQ(body["total"], out.size()) << query;
    }
    return out;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(ids(""), (V{c.id, b.id, a.id}));  // newest first
  EXPECT_EQ(ids("?form=harassment-questionnaire"), (V{b.id}));
  EXPECT_EQ(ids("?form=case-review"), (V{c.id, a.id}));
  EXPECT_EQ(ids("?issue=Wage+%26+Hour"), (V{a.id}));  // exact value, not a substring
  EXPECT_EQ(ids("?issue=Retaliation"), (V{c.id}));
  EXPECT_EQ(ids("?status=retained"), (V{c.id}));
  EXPECT_EQ(ids("?status=new"), (V{b.id, a.id}));
  EXPECT_EQ(ids("?from=2026-11-22T00:00:00Z"), (V{c.id, b.id}));
  EXPECT_EQ(ids("?to=2026-11-22T10:00:00Z"), (V{a.id}));  // exclusive end
  EXPECT_EQ(ids("?from=2026-11-22T02:00:00-08:00&to=2026-11-23T02:00:00-08:00"), (V{b.id}));
  EXPECT_EQ(ids("?utm_source=google"), (V{a.id}));
  EXPECT_EQ(ids("?q=maria"), (V{b.id}));     // e-mail (and ASCII name)
  EXPECT_EQ(ids("?q=RUIZ"), (V{a.id}));      // last name, any case
  EXPECT_EQ(ids("?q=ana+ruiz"), (V{a.id}));  // "first last"
  EXPECT_EQ(ids("?q=example.org"), (V{c.id}));
  EXPECT_EQ(ids("?q=(415)+555"), (V{c.id}));  // phone digits in any shape
  EXPECT_EQ(ids("?q=%25_S"), (V{c.id}));      // wildcards are literal
  EXPECT_EQ(ids("?q=0%25_"), (V{c.id}));
  EXPECT_EQ(ids("?q=10"), (V{c.id}));  // two characters: the start of a word ("100%_Smith")
  // One character: no text index serves it (issue 52), so it is refused, not scanned for.
  EXPECT_EQ(Call("GET", "/api/admin/leads?q=%25", session).status, 400);
  EXPECT_EQ(ids("?q=nobody"), V{});
  EXPECT_EQ(ids("?form=case-review&status=new&utm_source=google"), (V{a.id}));

  // Keyset pages (issue 52): the first page's `next` is the second page's `after`.
  auto first = Body(Call("GET", "/api/admin/leads?pageSize=2", session));
  EXPECT_EQ(first["total"], 3);
  EXPECT_EQ(first["totalCapped"], false);
  ASSERT_TRUE(first["next"].is_string()) << first.dump();
  auto page = Body(Call(
      "GET", "/api/admin/leads?pageSize=2&after=" + first["next"].get<std::string>(), session));
  EXPECT_EQ(page["total"], 3);
  EXPECT_EQ(page["pageSize"], 2);
  ASSERT_EQ(page["leads"].size(), 1u);
  EXPECT_EQ(page["leads"][0]["id"], a.id);
  EXPECT_TRUE(page["next"].is_null());

  auto bad = Call("GET", "/api/admin/leads?status=won&from=monday&pageSize=500&sort=x", session);
  EXPECT_EQ(bad.status, 400);
  auto errors = Body(bad)["errors"];
  EXPECT_TRUE(errors.contains("status") && errors.contains("from") && errors.contains("pageSize") &&
              errors.contains("sort"))
      << bad.body;
  // The export takes the same filters.
  auto csv = Call("GET", "/api/admin/leads/export.csv?status=retained", session);
  EXPECT_NE(csv.body.find(c.id), std::string::npos);
  EXPECT_EQ(csv.body.find(a.id), std::string::npos);
}

TEST_P(AdminTest, StatusChangesAndNotesAreRecordedWithActorAndTime) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  InsertLead(lead);
  Session session = Login();
  std::string base = "/api/admin/leads/case-review/" + lead.id;
  auto changed = Call("POST", base + "/status", session, json{{"status", "contacted"}});
  ASSERT_EQ(changed.status, 200) << changed.body;
  auto event = Body(changed)["event"];
  EXPECT_EQ(event["kind"], "status");
  EXPECT_EQ(event["fromStatus"], "new");
  EXPECT_EQ(event["toStatus"], "contacted");
  EXPECT_EQ(event["actor"], "alice");
  EXPECT_EQ(event["at"].get<std::string>().size(), 24u);

  auto note = Call("POST", base + "/notes", session,
                   json{{"text", "Called, left a message.\nTry Tuesday."}});
  ASSERT_EQ(note.status, 201) << note.body;
  EXPECT_EQ(Body(note)["event"]["text"], "Called, left a message.\nTry Tuesday.");

  EXPECT_EQ(Call("POST", base + "/status", session, json{{"status", "won"}}).status, 422);
  EXPECT_EQ(Call("POST", base + "/status", session, json{{"state", "new"}}).status, 422);
  EXPECT_EQ(Call("POST", base + "/notes", session, json{{"text", "   "}}).status, 422);
  EXPECT_EQ(Call("POST", base + "/notes", session, json{{"text", std::string(5001, 'x')}}).status,
            422);
  EXPECT_EQ(Call("POST", base + "/notes", session, json{{"text", std::string(5000, 'x')}}).status,
            201);
  auto unknown_field = Call("POST", base + "/notes", session, json{{"text", "x"}, {"pinned", "1"}});
  EXPECT_EQ(unknown_field.status, 422);
  EXPECT_TRUE(Body(unknown_field)["errors"].contains("pinned"));
  auto not_json =
      Fetch(port_, RequestSpec{"POST",
                               base + "/notes",
                               {"Cookie: " + session.cookie, "X-CSRF-Token: " + session.csrf,
                                "Content-Type: text/plain"},
                               std::string("hello")});
  EXPECT_EQ(not_json.status, 415);
  auto malformed =
      Fetch(port_, RequestSpec{"POST",
                               base + "/notes",
                               {"Cookie: " + session.cookie, "X-CSRF-Token: " + session.csrf,
                                "Content-Type: application/json"},
                               std::string("{\"text\":")});
  EXPECT_EQ(malformed.status, 400);
  auto large =
      Fetch(port_, RequestSpec{"POST",
                               base + "/notes",
                               {"Cookie: " + session.cookie, "X-CSRF-Token: " + session.csrf,
                                "Content-Type: application/json"},
                               std::string(40000, ' ')});
  EXPECT_EQ(large.status, 413);

  EXPECT_EQ(db_->Query("SELECT status FROM leads").at(0).at(0), "contacted");
  auto detail = Body(Call("GET", base, session));
  ASSERT_EQ(detail["events"].size(), 3u);
  EXPECT_EQ(detail["events"][0]["kind"], "status");
  EXPECT_EQ(detail["events"][1]["kind"], "note");
  EXPECT_EQ(detail["events"][1]["actor"], "alice");
  EXPECT_EQ(detail["lead"]["status"], "contacted");
}

TEST_P(AdminTest, DeleteRemovesTheLeadWithEverythingAndAudits) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  Lead other;
  InsertLead(lead);
  InsertLead(other);
  std::string delivery = RandomUuid();
  InsertDelivery(delivery, lead.id, "webhook", "failed", 1);
  InsertDelivery(RandomUuid(), other.id, "webhook", "delivered", 1);
  db_->Execute(
      "INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, http_status)"
      " VALUES (" +
      Sql(delivery) + ", '2026-01-01T00:00:00.000Z', 'failed', 400)");
  Session session = Login();
  std::string base = "/api/admin/leads/case-review/" + lead.id;
  ASSERT_EQ(Call("POST", base + "/notes", session, json{{"text", "note"}}).status, 201);

  auto no_reason = Call("DELETE", base, session, json{{"reason", ""}});
  EXPECT_EQ(no_reason.status, 422);
  EXPECT_TRUE(Body(no_reason)["errors"].contains("reason"));
  EXPECT_EQ(Call("DELETE", base, session, json{{"reason", std::string(501, 'r')}}).status, 422);
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 2);

  auto deleted = Call("DELETE", base, session, json{{"reason", "CCPA request #42"}});
  EXPECT_EQ(deleted.status, 204) << deleted.body;
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE id = " + Sql(lead.id)), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE lead_id = " + Sql(lead.id)), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM delivery_attempts"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM lead_events"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);  // the other lead stays
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries"), 1);

  auto audit = db_->Query(
      "SELECT actor, action, subject, detail FROM audit_log WHERE action NOT LIKE 'user.%'");
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0][0], "alice");
  EXPECT_EQ(audit[0][1], "lead.deleted");
  EXPECT_EQ(audit[0][2], lead.id);
  EXPECT_EQ(json::parse(audit[0][3]),
            (json{{"form", "case-review"}, {"reason", "CCPA request #42"}}));
  for (const auto& personal : {lead.first_name, lead.last_name, lead.email, lead.phone}) {
    EXPECT_EQ(audit[0][3].find(personal), std::string::npos);
  }
  auto listed = Body(Call("GET", "/api/admin/audit", session));
  // Newest first: user.created came from the CLI, then alice set up her second factor.
  ASSERT_EQ(listed["entries"].size(), 3u);
  EXPECT_EQ(listed["entries"][2]["action"], "user.created");
  EXPECT_EQ(listed["entries"][2]["actor"], "cli");
  EXPECT_EQ(listed["entries"][1]["action"], "user.second_factor_enrolled");
  EXPECT_EQ(listed["entries"][0]["action"], "lead.deleted");
  EXPECT_EQ(listed["entries"][0]["actor"], "alice");
  EXPECT_EQ(Call("DELETE", base, session, json{{"reason", "again"}}).status, 404);
}

TEST_P(AdminTest, RetryResetsADeadDelivery) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  InsertLead(lead);
  std::string dead = RandomUuid();
  std::string delivered = RandomUuid();
  InsertDelivery(dead, lead.id, "webhook", "dead", 8);
  InsertDelivery(delivered, lead.id, "email", "delivered", 1);
  db_->Execute(
      "INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, error)"
      " VALUES (" +
      Sql(dead) + ", '2026-01-01T00:00:00.000Z', 'dead', 'timeout')");
  Session session = Login();
  auto list = Body(Call("GET", "/api/admin/leads", session));
  EXPECT_EQ(list["leads"][0]["delivery"], "failed");

  auto retried = Call("POST", "/api/admin/deliveries/" + dead + "/retry", session);
  ASSERT_EQ(retried.status, 200) << retried.body;
  auto delivery = Body(retried)["delivery"];
  EXPECT_EQ(delivery["id"], dead);
  EXPECT_EQ(delivery["state"], "pending");
  EXPECT_EQ(delivery["attemptCount"], 0);
  EXPECT_EQ(delivery["channel"], "webhook");
  ASSERT_EQ(delivery["attempts"].size(), 1u);  // history is kept
  EXPECT_EQ(delivery["attempts"][0]["outcome"], "dead");
  EXPECT_TRUE(delivery["attempts"][0]["httpStatus"].is_null());
  EXPECT_NE(delivery["nextAttemptAt"], "2026-01-01T00:00:00.000Z");  // due now

  auto row = db_->Query("SELECT state, attempt_count FROM deliveries WHERE id = " + Sql(dead));
  EXPECT_EQ(row.at(0), (std::vector<std::string>{"pending", "0"}));
  auto audit =
      db_->Query("SELECT actor, action, subject FROM audit_log WHERE action NOT LIKE 'user.%'");
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0], (std::vector<std::string>{"alice", "delivery.retried", dead}));

  EXPECT_EQ(Call("POST", "/api/admin/deliveries/" + dead + "/retry", session).status, 409);
  EXPECT_EQ(Call("POST", "/api/admin/deliveries/" + delivered + "/retry", session).status, 409);
  EXPECT_EQ(Call("POST", "/api/admin/deliveries/" + RandomUuid() + "/retry", session).status, 404);
  EXPECT_EQ(
      Call("POST", "/api/admin/deliveries/" + dead + "/retry", session, std::nullopt, false).status,
      403);
  auto detail = Body(Call("GET", "/api/admin/leads/case-review/" + lead.id, session));
  EXPECT_EQ(detail["deliveries"].size(), 2u);
}

TEST_P(AdminTest, AdminPagesAreBehindLogin) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  auto anonymous = Get(port_, "/admin");
  EXPECT_EQ(anonymous.status, 303);
  EXPECT_EQ(anonymous.Header("location"), "/admin/login?next=%2Fadmin");
  ExpectAdminHeaders(anonymous);
  auto deep = Get(port_, "/admin/leads/case-review/x?tab=notes");
  EXPECT_EQ(deep.status, 303);
  EXPECT_EQ(deep.Header("location"),
            "/admin/login?next=%2Fadmin%2Fleads%2Fcase-review%2Fx%3Ftab%3Dnotes");
  auto login_page = Get(port_, "/admin/login");
  EXPECT_EQ(login_page.status, 200);
  EXPECT_EQ(login_page.body, kShell);
  EXPECT_EQ(Get(port_, "/admin/enrol").status, 303);

  // The password alone opens the sign-in pages only.
  Session half;
  Adopt(half, LoginRequest("alice", kPassword));
  EXPECT_EQ(Get(port_, "/admin/enrol", {"Cookie: " + half.cookie}).status, 200);
  EXPECT_EQ(Get(port_, "/admin/login", {"Cookie: " + half.cookie}).status, 200);
  auto too_early = Get(port_, "/admin/leads", {"Cookie: " + half.cookie});
  EXPECT_EQ(too_early.status, 303);
  EXPECT_EQ(too_early.Header("location"), "/admin/login?next=%2Fadmin%2Fleads");

  Session session = Login();
  auto shell = Get(port_, "/admin/leads", {"Cookie: " + session.cookie});
  EXPECT_EQ(shell.status, 200);
  EXPECT_EQ(shell.body, kShell);
  EXPECT_EQ(shell.Header("content-type"), "text/html; charset=utf-8");
  EXPECT_EQ(shell.Header("x-robots-tag"), "noindex, nofollow");
  EXPECT_EQ(shell.Header("cache-control"), "no-store");
  EXPECT_NE(shell.Header("content-security-policy").find("'" + kAdminHash + "'"),
            std::string::npos);
  EXPECT_EQ(shell.Header("content-security-policy").find(kScriptHash), std::string::npos);
  auto signed_in_login = Get(port_, "/admin/login", {"Cookie: " + session.cookie});
  EXPECT_EQ(signed_in_login.status, 303);
  EXPECT_EQ(signed_in_login.Header("location"), "/admin");
  // The public site never serves the shell, and /administrator is not the admin.
  EXPECT_EQ(Get(port_, "/admin/index.html", {}).status, 303);
  EXPECT_EQ(Get(port_, "/administrator").status, 404);
  EXPECT_EQ(Fetch(port_, RequestSpec{"POST", "/admin", {}, std::string("x")}).status, 405);
}

TEST_P(AdminTest, UnknownAdminPathsAndMethodsAnswerJson) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  auto unknown = Get(port_, "/api/admin/nothing");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.Header("content-type"), "application/json");
  ExpectAdminHeaders(unknown);
  auto method = Fetch(port_, RequestSpec{"DELETE", "/api/admin/session", {}, std::nullopt});
  EXPECT_EQ(method.status, 405);
  EXPECT_EQ(method.Header("allow"), "GET");
  ExpectAdminHeaders(method);
  auto login_get = Get(port_, "/api/admin/login");
  EXPECT_EQ(login_get.status, 405);
  // login needs JSON: a cross-site HTML form cannot send it.
  auto form_post = Fetch(port_, RequestSpec{"POST",
                                            "/api/admin/login",
                                            {"Content-Type: application/x-www-form-urlencoded"},
                                            std::string("username=alice&password=x")});
  EXPECT_EQ(form_post.status, 415);
  auto extra = Fetch(
      port_, RequestSpec{"POST",
                         "/api/admin/login",
                         {"Content-Type: application/json"},
                         std::string(R"({"username":"alice","password":"x","remember":"1"})")});
  EXPECT_EQ(extra.status, 422);
}

TEST_P(AdminTest, AccessLogCarriesNoSearchTermsOrPasswords) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Session session = Login();
  Call("GET", "/api/admin/leads?q=maria.lopez%40example.com", session);
  Call("GET", "/api/admin/leads/export.csv?q=5550199", session);
  LoginRequest("alice", "wrong-secret-password");
  std::string logs = server_->Stdout() + server_->Stderr();
  EXPECT_NE(logs.find("GET /api/admin/leads 200"), std::string::npos) << logs;
  const std::vector<std::string> secrets = {
      "maria",  "example.com", "5550199", "wrong-secret", session.csrf, session.cookie.substr(11),
      kPassword};
  for (const auto& secret : secrets) {
    EXPECT_EQ(logs.find(secret), std::string::npos) << secret;
  }
}

// Peak resident memory of a process in KiB (VmHWM), 0 when unreadable.
long PeakMemoryKib(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.starts_with("VmHWM:")) return std::stol(line.substr(6));
  }
  return 0;
}

struct Latencies {
  std::vector<double> ms;
  double Percentile(double p) const {
    if (ms.empty()) return 0;
    auto sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    auto index = static_cast<std::size_t>(p * static_cast<double>(sorted.size() - 1));
    return sorted[index];
  }
  double Max() const { return ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()); }
};

// Issue 13, finding 1: argon2 (64 MiB, ~0.3 s each) ran on the request threads,
// so a burst of wrong passwords stalled /healthz and every page for seconds.
TEST_P(AdminTest, SignInBurstLeavesHealthAndPagesAnswering) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  constexpr int kBurst = 20;
  std::atomic<bool> burst_done{false};
  Latencies health;
  Latencies page;
  std::vector<long> probe_statuses;
  std::thread prober([&] {
    auto timed = [&](const std::string& target, Latencies& into) {
      auto started = std::chrono::steady_clock::now();
      auto r = Get(port_, target);
      into.ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
              .count());
      probe_statuses.push_back(r.code == CURLE_OK ? r.status : -1);
    };
    while (!burst_done.load()) {
      timed("/healthz", health);
      timed("/", page);
      std::this_thread::sleep_for(10ms);
    }
  });
  std::this_thread::sleep_for(50ms);
  std::vector<HttpResult> results(kBurst);
  std::vector<std::thread> burst;
  for (int i = 0; i < kBurst; ++i) {
    burst.emplace_back([&, i] {
      // Distinct unknown names: each is checked against the dummy hash, and no
      // per-account lock-out cuts the burst short.
      // The server answers each within its 10 s request limit, however slow
      // the shared CPU makes the checks; the probes are what must stay fast.
      json body{{"username", "guess" + std::to_string(i)},
                {"password", "wrong password " + std::to_string(i)}};
      RequestSpec spec{"POST", "/api/admin/login", {"Content-Type: application/json"}, body.dump()};
      spec.timeout_ms = 15000;
      results[i] = Fetch(port_, spec);
    });
  }
  for (auto& t : burst) t.join();
  burst_done = true;
  prober.join();

  std::cout << "sign-in burst of " << kBurst << ": /healthz p50 " << health.Percentile(0.5)
            << " ms, max " << health.Max() << " ms (" << health.ms.size() << " probes); / p50 "
            << page.Percentile(0.5) << " ms, max " << page.Max() << " ms (" << page.ms.size()
            << " probes); server peak memory " << PeakMemoryKib(server_->pid()) / 1024 << " MiB"
            << std::endl;
  for (long status : probe_statuses) EXPECT_EQ(status, 200);
  // Before the hashing pool, request threads checked passwords and every probe
  // waited for the burst (a 2.9 s stall). The bound is well below that but
  // leaves room for a busy machine's scheduling (483 ms seen beside other
  // builds on 2 cores); the typical probe is what the median shows.
  EXPECT_LE(health.Percentile(0.5), 50.0);
  EXPECT_LE(page.Percentile(0.5), 50.0);
  EXPECT_LE(health.Max(), 1000.0);
  EXPECT_LE(page.Max(), 1000.0);
  int checked = 0;
  for (const auto& r : results) {
    ASSERT_EQ(r.code, CURLE_OK) << curl_easy_strerror(r.code);
    if (r.status == 401) {
      ++checked;
      continue;
    }
    // A full hashing queue: refused at once, in the admin API's error shape.
    EXPECT_EQ(r.status, 503) << r.body;
    EXPECT_EQ(r.Header("retry-after"), "2");
    EXPECT_EQ(Body(r)["errors"]["form"].size(), 1u) << r.body;
  }
  EXPECT_GE(checked, 2);
  // At most two 64 MiB hashes at once (plus the server's own ~25 MiB). Under AddressSanitizer
  // (where scripts/test runs this) its 256 MiB quarantine of freed blocks and the shadow memory
  // come on top: about 360 MiB measured, so 600 MiB still fails with six or more hashes at once.
#ifdef FIRM_ASAN
  constexpr long kPeakLimitMib = 600;
#else
  constexpr long kPeakLimitMib = 200;
#endif
  EXPECT_LT(PeakMemoryKib(server_->pid()), kPeakLimitMib * 1024);
  // The server still signs in after the burst (the address's failures forgotten).
  db_->Execute("DELETE FROM login_failures");
  Login();
}

// Issue 13, finding 7: after a privacy deletion the person's name, e-mail and
// note stayed readable in firm.db-wal (and freed pages of firm.db).
TEST_P(AdminTest, DeletedLeadLeavesNoTraceInTheSqliteFiles) {
  if (GetParam() != DbEngine::kSqlite) GTEST_SKIP() << "SQLite files only";
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  lead.first_name = "Zebulon";
  lead.last_name = "Quillfeather";
  lead.email = "zebulon.quillfeather@example.org";
  lead.answers = R"({"termsAccepted":true,"story":"Unpaid overtime at Quillfeather Farms"})";
  Lead other;
  InsertLead(lead);
  InsertLead(other);
  Session session = Login();
  std::string base = "/api/admin/leads/case-review/" + lead.id;
  const std::string note = "Called back Xanthippe-Marlowe about the overtime";
  ASSERT_EQ(Call("POST", base + "/notes", session, json{{"text", note}}).status, 201);
  const fs::path db_file = root_ / "data" / "firm.db";
  const fs::path wal_file = root_ / "data" / "firm.db-wal";
  const std::vector<std::string> traces = {lead.email, lead.last_name, "Xanthippe-Marlowe",
                                           "Quillfeather Farms"};
  // The data is really there before the deletion (in one file or the other).
  std::string before = ReadAll(db_file) + ReadAll(wal_file);
  for (const auto& trace : traces) EXPECT_NE(before.find(trace), std::string::npos) << trace;

  ASSERT_EQ(Call("DELETE", base, session, json{{"reason", "CCPA request #7"}}).status, 204);
  // The server keeps running and keeps its connection open: this is what a
  // copy of the data directory taken now would hold.
  std::string wal = ReadAll(wal_file);
  std::string main_file = ReadAll(db_file);
  for (const auto& trace : traces) {
    EXPECT_EQ(wal.find(trace), std::string::npos) << trace << " in firm.db-wal";
    EXPECT_EQ(main_file.find(trace), std::string::npos) << trace << " in firm.db";
  }
  // The other lead is intact and the server still writes.
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE id = " + Sql(other.id)), 1);
  EXPECT_EQ(Call("POST", "/api/admin/leads/case-review/" + other.id + "/notes", session,
                 json{{"text", "still here"}})
                .status,
            201);
}

// Issue 13: backups that are tested. An online backup of a running server,
// restored into an empty DATA_DIR, serves the same leads, deliveries and accounts.
TEST_P(AdminTest, BackupOfARunningServerRestoresIntoAnEmptyDataDir) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  const fs::path backup = root_ / "backups" / "firm-backup.db";
  fs::create_directories(backup.parent_path());
  if (GetParam() == DbEngine::kPostgres) {
    auto refused = RunCommand(Env(), {"backup", backup.string()}, "", root_);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("pg_dump"), std::string::npos) << refused.err;
    EXPECT_FALSE(fs::exists(backup));
    return;
  }
  Lead lead;
  Lead other;
  other.email = "second@example.com";
  InsertLead(lead);
  InsertLead(other);
  std::string delivery = RandomUuid();
  InsertDelivery(delivery, lead.id, "webhook", "dead", 8);
  Session session = Login();
  std::string base = "/api/admin/leads/case-review/" + lead.id;
  ASSERT_EQ(Call("POST", base + "/notes", session, json{{"text", "Called back"}}).status, 201);

  auto made = RunCommand(Env(), {"backup", backup.string()}, "", root_);
  ASSERT_EQ(made.exit_code, 0) << made.err;
  EXPECT_NE(made.out.find("2 leads, 1 deliveries, 1 accounts"), std::string::npos) << made.out;
  // Never overwritten; never left half-written.
  auto again = RunCommand(Env(), {"backup", backup.string()}, "", root_);
  EXPECT_EQ(again.exit_code, 1);
  EXPECT_NE(again.err.find("exists already"), std::string::npos) << again.err;
  for (const auto& entry : fs::directory_iterator(backup.parent_path())) {
    EXPECT_EQ(entry.path().filename(), "firm-backup.db");
  }
  // The running server is not disturbed by the copy.
  EXPECT_EQ(Call("GET", "/api/admin/leads", session).status, 200);
  EXPECT_EQ(server_->Terminate(SIGTERM), 0);
  server_.reset();

  const fs::path restored = root_ / "restored";
  std::map<std::string, std::string> restored_env = {{"DATA_DIR", restored.string()}};
  auto put = RunCommand(restored_env, {"restore", backup.string()}, "", root_);
  ASSERT_EQ(put.exit_code, 0) << put.err;
  EXPECT_TRUE(fs::exists(restored / "firm.db"));
  auto onto_existing = RunCommand(restored_env, {"restore", backup.string()}, "", root_);
  EXPECT_EQ(onto_existing.exit_code, 1);
  EXPECT_NE(onto_existing.err.find("empty DATA_DIR"), std::string::npos) << onto_existing.err;
  auto not_a_backup =
      RunCommand({{"DATA_DIR", (root_ / "other").string()}},
                 {"restore", (root_ / "site" / "manifest.json").string()}, "", root_);
  EXPECT_EQ(not_a_backup.exit_code, 1);

  // The second-factor key is not in the backup (docs/runbook.md). Started without it, the
  // server would make a new key that opens no secret: it refuses to start, says why, and
  // takes back the key file it made; then the old one is put back, as TOTP_KEY would be.
  {
    auto keyless = RunCommand({{"DATA_DIR", restored.string()},
                               {"SITE_DIR", (root_ / "site").string()},
                               {"FORMS_DIR", FIRM_FORMS_DIR},
                               {"HOST", "127.0.0.1"},
                               {"PORT", std::to_string(FindFreePort())}},
                              {}, "", root_);
    EXPECT_EQ(keyless.exit_code, 1) << keyless.err;
    EXPECT_NE(keyless.err.find("needs the same TOTP_KEY"), std::string::npos) << keyless.err;
    EXPECT_FALSE(fs::exists(restored / "totp.key"));
  }
  fs::copy_file(root_ / "data" / "totp.key", restored / "totp.key");
  server_ = StartServer(root_, restored_env);
  ASSERT_NE(server_, nullptr);
  port_ = server_->port();
  Session restored_session = Login(
      "alice", kPassword, true);  // the account, its password hash and second factor came back
  auto list = Body(Call("GET", "/api/admin/leads", restored_session));
  EXPECT_EQ(list["total"], 2);
  auto detail = Body(Call("GET", base, restored_session));
  EXPECT_EQ(detail["lead"]["email"], lead.email);
  ASSERT_EQ(detail["deliveries"].size(), 1u);
  EXPECT_EQ(detail["deliveries"][0]["id"], delivery);
  EXPECT_EQ(detail["deliveries"][0]["state"], "dead");
  ASSERT_EQ(detail["events"].size(), 1u);
  EXPECT_EQ(detail["events"][0]["text"], "Called back");
  // And it takes new work.
  EXPECT_EQ(Call("POST", base + "/notes", restored_session, json{{"text", "after restore"}}).status,
            201);
}

INSTANTIATE_TEST_SUITE_P(Engines, AdminTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

// The conversation over HTTP (issue 34): the provider's signed webhooks, the staff API, and the
// provider's Messages API (a local receiver), with the bad inputs of each.
class ConversationHttpTest : public AdminTest {
 protected:
  static constexpr const char* kOrigin = "https://firm.example";
  static constexpr const char* kToken = "sms-token-0123456789abcdef";

  void SetUp() override {
    AdminTest::SetUp();
    if (IsSkipped()) return;
    provider_.status = 201;
    provider_.AnswerWith(R"({"sid":"SM{n}","status":"queued"})");
    ASSERT_NE(provider_.Start(), 0);
  }
  void TearDown() override {
    provider_.Stop();
    AdminTest::TearDown();
  }

  int StartTexting() {
    int port = Start({{"SITE_ORIGIN", kOrigin},
                      {"SMS_URL", "http://127.0.0.1:" + std::to_string(provider_.port()) + "/"},
                      {"SMS_ACCOUNT", "AC0123456789"},
                      {"SMS_TOKEN", kToken},
                      {"SMS_FROM", "+13105550100"},
                      {"OUTBOX_POLL_INTERVAL", "50ms"}});
    if (port == 0) return 0;
    // The first account is an admin; the conversation is an intake user's work.
    for (const auto& [user, role] : {std::pair{"alice", "admin"}, std::pair{"ines", "intake"}}) {
      auto added = RunCli(Env(), {"add", user, "--role", role}, kPassword + "\n", root_);
      EXPECT_EQ(added.exit_code, 0) << added.err;
    }
    return port;
  }

  HttpResult Provider(const std::string& path,
                      const std::vector<std::pair<std::string, std::string>>& params,
                      bool signed_request = true) {
    std::vector<std::string> headers = {"Content-Type: application/x-www-form-urlencoded"};
    if (signed_request) {
      headers.push_back("X-Twilio-Signature: " +
                        testing_support::TwilioSignature(kToken, kOrigin + path, params));
    }
    return Fetch(port_, RequestSpec{"POST", path, headers, testing_support::FormEncode(params)});
  }

  json Thread(const std::string& base, const Session& session) {
    auto thread = Call("GET", base + "/messages", session);
    EXPECT_EQ(thread.status, 200) << thread.body;
    return Body(thread);
  }

  WebhookReceiver provider_;
};

TEST_P(ConversationHttpTest, AWorkersTextReachesStaffWhoAnswerAndEveryBadInputIsRefused) {
  ASSERT_NE(port_ = StartTexting(), 0);
  Lead lead;
  lead.first_name = "María";
  lead.phone = "+13105550177";
  lead.answers = R"({"termsAccepted":true,"communicationsConsent":true,"smsConsent":true})";
  InsertLead(lead);
  Session session = Login("ines");
  const std::string base = "/api/admin/leads/case-review/" + lead.id;

  // A text from the worker, delivered twice by the provider: stored once, no automatic answer.
  const std::vector<std::pair<std::string, std::string>> text = {
      {"From", lead.phone},
      {"To", "+13105550100"},
      {"Body", "Llámeme después de las 5"},
      {"MessageSid", "SM" + std::string(32, '1')},
      {"NumMedia", "1"},
      {"MediaUrl0", "https://api.example/ME1"}};
  for (int i = 0; i < 2; ++i) {
    auto in = Provider("/api/sms/inbound", text);
    ASSERT_EQ(in.status, 200) << in.body;
    EXPECT_EQ(in.body.find("<Message>"), std::string::npos) << in.body;
  }
  json thread = Thread(base, session);
  ASSERT_EQ(thread["messages"].size(), 1u) << thread.dump();
  EXPECT_EQ(thread["messages"][0]["direction"], "in");
  EXPECT_EQ(thread["messages"][0]["body"], "Llámeme después de las 5");
  EXPECT_EQ(thread["messages"][0]["media"], json::array({"https://api.example/ME1"}));
  EXPECT_EQ(thread["cannotText"], nullptr);
  // The inbox: "New reply" and the "Needs reply" view.
  auto waiting = Body(Call("GET", "/api/admin/leads?view=needs_reply", session));
  ASSERT_EQ(waiting["total"], 1) << waiting.dump();
  EXPECT_EQ(waiting["leads"][0]["conversation"]["unreadReplies"], 1);
  EXPECT_EQ(Call("POST", base + "/messages/read", session).status, 204);
  waiting = Body(Call("GET", "/api/admin/leads?view=needs_reply", session));
  EXPECT_EQ(waiting["leads"][0]["conversation"]["unreadReplies"], 0);
  EXPECT_EQ(Call("GET", "/api/admin/leads?view=unread", session).status, 400);

  // A reply: stored once per key, sent once with a status callback, answers the text.
  const std::string key = RandomUuid();
  const json reply{{"body", "Le llamamos a las 5. ¿Está bien?"}, {"clientKey", key}};
  auto sent = Call("POST", base + "/messages", session, reply);
  ASSERT_EQ(sent.status, 201) << sent.body;
  EXPECT_EQ(Call("POST", base + "/messages", session, reply).status, 200);
  ASSERT_TRUE(WaitUntil([&] { return provider_.Requests().size() == 1; }, 10s));
  auto fields = testing_support::FormFields(provider_.Requests()[0].body);
  EXPECT_EQ(fields["To"], lead.phone);
  EXPECT_EQ(fields["Body"], "Le llamamos a las 5. ¿Está bien?");
  EXPECT_EQ(fields["StatusCallback"], std::string(kOrigin) + "/api/sms/status");
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?view=needs_reply", session))["total"], 0);
  auto detail = Body(Call("GET", base, session));
  EXPECT_EQ(detail["contacts"][0]["method"], "text");
  EXPECT_EQ(detail["contacts"][0]["outcome"], "sent");
  ASSERT_TRUE(
      WaitUntil([&] { return Thread(base, session)["messages"][1]["status"] == "sent"; }, 5s));

  // Status callbacks: signed and known only; forward only.
  const std::vector<std::pair<std::string, std::string>> delivered = {
      {"MessageSid", "SM1"}, {"MessageStatus", "delivered"}};
  EXPECT_EQ(Provider("/api/sms/status", delivered, false).status, 403);
  EXPECT_EQ(
      Provider("/api/sms/status", {{"MessageSid", "SM404"}, {"MessageStatus", "sent"}}).status,
      404);
  EXPECT_EQ(Provider("/api/sms/status", {{"MessageSid", "SM1"}, {"MessageStatus", "lost"}}).status,
            400);
  EXPECT_EQ(Provider("/api/sms/status", delivered).status, 204);
  EXPECT_EQ(Provider("/api/sms/status", {{"MessageSid", "SM1"}, {"MessageStatus", "sent"}}).status,
            204);
  EXPECT_EQ(Thread(base, session)["messages"][1]["status"], "delivered");

  // Bad replies: a precise status, nothing stored.
  for (const std::string& bad : {std::string(""), std::string(1601, 'a'), std::string("a\x01b"),
                                 std::string("Ann\u202egnp.exe")}) {
    auto refused =
        Call("POST", base + "/messages", session, json{{"body", bad}, {"clientKey", RandomUuid()}});
    EXPECT_EQ(refused.status, 422) << refused.body;
    EXPECT_TRUE(Body(refused)["errors"].contains("body")) << refused.body;
  }
  EXPECT_EQ(
      Call("POST", base + "/messages", session, json{{"body", "Hi"}, {"clientKey", "x"}}).status,
      422);
  EXPECT_EQ(Call("POST", base + "/messages", session, json{{"body", 5}}).status, 422);
  EXPECT_EQ(Thread(base, session)["messages"].size(), 2u);

  // STOP: answered at once; then a reply is refused with the reason.
  auto stop = Provider("/api/sms/inbound", {{"From", lead.phone},
                                            {"Body", " Stop! "},
                                            {"MessageSid", "SM" + std::string(32, '2')},
                                            {"NumMedia", "0"}});
  EXPECT_NE(stop.body.find("<Message>"), std::string::npos) << stop.body;
  auto after_stop = Call("POST", base + "/messages", session,
                         json{{"body", "Hello"}, {"clientKey", RandomUuid()}});
  EXPECT_EQ(after_stop.status, 409) << after_stop.body;
  EXPECT_EQ(Thread(base, session)["cannotText"]["reason"], "optedOut");

  // Unsigned or malformed provider requests change nothing.
  const std::vector<std::pair<std::string, std::string>> third = {
      {"From", lead.phone},
      {"Body", "x"},
      {"MessageSid", "SM" + std::string(32, '3')},
      {"NumMedia", "0"}};
  EXPECT_EQ(Provider("/api/sms/inbound", third, false).status, 403);
  EXPECT_EQ(Provider("/api/sms/inbound", {{"From", lead.phone}, {"Body", "x"}}).status, 400);
  EXPECT_EQ(Provider("/api/sms/inbound", {{"From", lead.phone},
                                          {"Body", "x"},
                                          {"MessageSid", "SM" + std::string(32, '4')},
                                          {"NumMedia", "1"},
                                          {"MediaUrl0", "file:///etc/passwd"}})
                .status,
            400);
  // A captured text re-shaped so its signature still holds ("MessageSid" + id + "NumMedia0"
  // read as one longer id, NumMedia gone): refused, not stored as a new text.
  auto moved = Provider(
      "/api/sms/inbound",
      {{"From", lead.phone}, {"Body", "x"}, {"MessageSid", third[2].second + "NumMedia0"}});
  EXPECT_EQ(moved.status, 400) << moved.body;
  EXPECT_TRUE(Body(moved)["errors"].contains("MessageSid")) << moved.body;
  const auto count = Thread(base, session)["messages"].size();

  // The CSV export carries no words of a text.
  auto csv = Call("GET", "/api/admin/leads/export.csv", Login("alice"));
  ASSERT_EQ(csv.status, 200);
  EXPECT_NE(csv.body.find(lead.id), std::string::npos);
  EXPECT_EQ(csv.body.find("Llámeme"), std::string::npos);

  // A deleted lead: its thread is gone, a reply to it is 404.
  db_->Execute("DELETE FROM leads WHERE id = " + Sql(lead.id));
  EXPECT_EQ(
      Call("POST", base + "/messages", session, json{{"body", "Hi"}, {"clientKey", RandomUuid()}})
          .status,
      404);
  EXPECT_EQ(Call("GET", base + "/messages", session).status, 404);
  EXPECT_EQ(std::stol(db_->Query("SELECT count(*) FROM conversation_messages").at(0).at(0)), 0);
  EXPECT_EQ(count, 4u);  // the text, the reply, STOP and its answer

  // No phone number and no words of a text in the logs.
  const std::string logs = server_->Stdout() + server_->Stderr();
  for (std::string_view secret : {"5550177", "Llámeme", "después", "llamamos"}) {
    EXPECT_EQ(logs.find(secret), std::string::npos) << secret;
  }
}

// Issue 51: a text that may ask to stop texts is flagged in the thread; staff record the
// opt-out from any of the worker's texts with one action. Two staff at once, over real
// requests: one opt-out, one audit entry, one confirmation sent despite the opt-out; a bad id
// gets a precise error and changes nothing.
TEST_P(ConversationHttpTest, StaffRecordAnOptOutFromAnyTextOnceWhoeverClicksFirst) {
  ASSERT_NE(port_ = StartTexting(), 0);
  Session ines = Login("ines");
  Session alice = Login("alice");
  constexpr int kRounds = 4;
  std::string first_base;
  for (int round = 0; round < kRounds; ++round) {
    Lead lead;
    lead.phone = "+1310555016" + std::to_string(round);
    lead.answers = R"({"termsAccepted":true,"communicationsConsent":true,"smsConsent":true})";
    InsertLead(lead);
    const std::string base = "/api/admin/leads/case-review/" + lead.id;
    auto in = Provider("/api/sms/inbound",
                       {{"From", lead.phone},
                        {"Body", "Stop texting me, I found a lawyer"},
                        {"MessageSid", "SM" + std::string(31, '5') + std::to_string(round)},
                        {"NumMedia", "0"}});
    ASSERT_EQ(in.status, 200) << in.body;
    EXPECT_EQ(in.body.find("<Message>"), std::string::npos) << in.body;
    json thread = Thread(base, ines);
    ASSERT_EQ(thread["messages"].size(), 1u) << thread.dump();
    EXPECT_EQ(thread["messages"][0]["possibleOptOut"], true);
    const std::string text_id = thread["messages"][0]["id"];
    const std::string action = base + "/messages/" + text_id + "/opt-out";
    if (round == 0) {
      first_base = base;
      // Bad ids and a missing CSRF token: precise answers, nothing changes.
      for (const std::string& bad : {std::string("not-an-id"), RandomUuid()}) {
        auto refused = Call("POST", base + "/messages/" + bad + "/opt-out", ines);
        EXPECT_EQ(refused.status, 404) << refused.body;
        EXPECT_TRUE(Body(refused)["errors"].contains("messageId")) << refused.body;
      }
      EXPECT_EQ(
          Call("POST",
               "/api/admin/leads/case-review/" + RandomUuid() + "/messages/" + text_id + "/opt-out",
               ines)
              .status,
          404);
      EXPECT_EQ(Call("POST", action, ines, std::nullopt, false).status, 403);
      // The firm's own text is no opt-out.
      auto reply = Call("POST", base + "/messages", ines,
                        json{{"body", "We will call you today."}, {"clientKey", RandomUuid()}});
      ASSERT_EQ(reply.status, 201) << reply.body;
      const std::string reply_id = Body(reply)["message"]["id"];
      auto firm_text = Call("POST", base + "/messages/" + reply_id + "/opt-out", ines);
      EXPECT_EQ(firm_text.status, 422) << firm_text.body;
      EXPECT_TRUE(Body(firm_text)["errors"].contains("messageId")) << firm_text.body;
      EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 0);
      EXPECT_EQ(Count("SELECT count(*) FROM audit_log WHERE action = 'lead.sms_opted_out'"), 0);
    }
    std::atomic<int> ready{0};
    HttpResult by_ines;
    HttpResult by_alice;
    auto record = [&](const Session& who, HttpResult& out) {
      ready.fetch_add(1);
      while (ready.load() < 2) std::this_thread::yield();
      out = Call("POST", action, who);
    };
    std::thread first([&] { record(ines, by_ines); });
    std::thread second([&] { record(alice, by_alice); });
    first.join();
    second.join();
    std::vector<long> statuses = {by_ines.status, by_alice.status};
    std::sort(statuses.begin(), statuses.end());
    ASSERT_EQ(statuses, (std::vector<long>{200, 201}))
        << "round " << round << ": " << by_ines.body << " / " << by_alice.body;
    EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs WHERE phone = '" + lead.phone + "'"), 1);
    EXPECT_EQ(Count("SELECT count(*) FROM audit_log WHERE action = 'lead.sms_opted_out' AND"
                    " subject = '" +
                    lead.id + "'"),
              1);
    EXPECT_EQ(Thread(base, ines)["cannotText"]["reason"], "optedOut");
    auto again = Call("POST", action, ines);
    EXPECT_EQ(again.status, 200) << again.body;
    EXPECT_EQ(Body(again)["recorded"], false);
  }
  // One confirmation a number (and the one reply), sent though the number opted out.
  ASSERT_TRUE(WaitUntil([&] { return provider_.Requests().size() == 1 + kRounds; }, 10s));
  std::this_thread::sleep_for(300ms);
  ASSERT_EQ(provider_.Requests().size(), 1u + kRounds);
  int confirmations = 0;
  for (const auto& request : provider_.Requests()) {
    auto fields = testing_support::FormFields(request.body);
    confirmations += fields["Body"].find("you will not get more texts") != std::string::npos;
  }
  EXPECT_EQ(confirmations, kRounds);
  ASSERT_TRUE(WaitUntil(
      [&] {
        const json thread = Thread(first_base, ines);
        for (const auto& message : thread["messages"]) {
          if (message["kind"] == "keyword_answer") return message["status"] == "sent";
        }
        return false;
      },
      5s))
      << Thread(first_base, ines).dump();
  // No phone number and no words of a text in the logs.
  const std::string logs = server_->Stdout() + server_->Stderr();
  for (std::string_view secret : {"555016", "lawyer"}) {
    EXPECT_EQ(logs.find(secret), std::string::npos) << secret;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, ConversationHttpTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

TEST(AdminNotBuiltTest, ServerStartsAndAdminAnswers503) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  fs::path root = MakeTempDir();
  WriteAdminSite(root / "site", false);
  auto server = StartServer(root);
  ASSERT_NE(server, nullptr);
  auto admin = Get(server->port(), "/admin");
  EXPECT_EQ(admin.status, 503);
  EXPECT_EQ(admin.body, "admin not built\n");
  EXPECT_EQ(Get(server->port(), "/admin/login").status, 503);
  EXPECT_EQ(Get(server->port(), "/").status, 200);
  std::string err = server->Stderr();
  auto first = err.find("admin not built");
  EXPECT_NE(first, std::string::npos) << err;
  EXPECT_EQ(err.find("admin not built", first + 1), std::string::npos) << "logged once";
  server.reset();
  fs::remove_all(root);
  curl_global_cleanup();
}

}  // namespace
}  // namespace firm::it
