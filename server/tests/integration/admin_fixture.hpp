#pragma once

// The staff area's test fixture (admin_it_test, agreement_it_test): the real server on a SQLite
// file or on PostgreSQL, accounts made with the real command line, sign-in with the second
// factor, and rows the API cannot create written directly.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "form_fixtures.hpp"
#include "staff/totp.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {

using nlohmann::json;
using testing_support::DbEngine;
using namespace std::chrono_literals;

inline const std::string kAdminHash = "sha256-YWRtaW5zaGVsbGhhc2hmb3JpbmxpbmVzY3JpcHQxMjM0NQ==";
inline const std::string kShell = "<!doctype html><title>Admin</title><div id=admin></div>";
inline const std::string kPassword = "correct horse battery staple";

// A SQL string literal (test data only; the server itself never builds SQL from values).
inline std::string Sql(const std::string& value) {
  std::string out = "'";
  for (char c : value) {
    if (c == '\'') out += '\'';
    out += c;
  }
  return out + "'";
}

inline void WriteAdminSite(const fs::path& site, bool with_shell) {
  WriteFixtureSite(site);
  WriteFile(site / "manifest.json", R"({
    "notFound": [{"prefix": "/", "file": "errors/404.html"}],
    "immutablePrefixes": ["/assets/"],
    "scriptHashes": {"public/index.html": [")" +
                                        kScriptHash + R"("]},
    "admin": {"scriptHashes": [")" + kAdminHash +
                                        R"("]}
  })");
  if (with_shell) WriteFile(site / "admin/index.html", kShell);
}

struct CliResult {
  std::optional<int> exit_code;
  std::string out;
  std::string err;
};

// Runs `firm-server <args...>` with `input` on a pipe as stdin; bounded in time.
inline CliResult RunCommand(const std::map<std::string, std::string>& env,
                            const std::vector<std::string>& args, const std::string& input,
                            const fs::path& dir) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  fs::path out = dir / "cli.out";
  fs::path err = dir / "cli.err";
  std::vector<std::string> env_strings;
  for (const auto& [k, v] : env) env_strings.push_back(k + "=" + v);
  AppendSanitizerOptions(env, env_strings);
  pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[0], STDIN_FILENO);
    close(fds[0]);
    close(fds[1]);
    int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(out_fd, STDOUT_FILENO);
    dup2(err_fd, STDERR_FILENO);
    std::vector<char*> argv = {const_cast<char*>(FIRM_SERVER_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<char*> envp;
    for (auto& s : env_strings) envp.push_back(s.data());
    envp.push_back(nullptr);
    execve(FIRM_SERVER_BINARY, argv.data(), envp.data());
    _exit(127);
  }
  close(fds[0]);
  (void)!write(fds[1], input.data(), input.size());
  close(fds[1]);
  CliResult result;
  result.exit_code = ServerProcess::WaitForExit(pid, 20s);
  if (!result.exit_code) {
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
  result.out = ReadAll(out);
  result.err = ReadAll(err);
  return result;
}

// `firm-server user <args...>`.
inline CliResult RunCli(const std::map<std::string, std::string>& env,
                        std::vector<std::string> args, const std::string& input,
                        const fs::path& dir) {
  args.insert(args.begin(), "user");
  return RunCommand(env, args, input, dir);
}

struct Session {
  std::string cookie;  // "firm_admin=<token>"
  std::string csrf;
  std::string device;  // the device cookie's whole Set-Cookie, when the second factor sent one
};

struct Lead {
  std::string id = RandomUuid();
  std::string form_type = "case_review";
  std::string created_at = "2026-11-21T18:03:04.120Z";
  std::string first_name = "Ana";
  std::string last_name = "Ruiz";
  std::string email = "ana@example.com";
  std::string phone = "+13105550100";
  std::string issue_types = R"(["Wage & Hour"])";
  std::string answers = R"({"termsAccepted":true,"communicationsConsent":true,"smsConsent":false})";
  std::string landing_page = "/services/wage-hour";
  std::string utm_source = "";
  std::string status = "new";
  std::string reference = "GC-7K3M-Q9TD";
};

inline json Body(const HttpResult& r) { return json::parse(r.body, nullptr, false); }

class AdminTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    WriteAdminSite(root_ / "site", true);
    fs::create_directories(root_ / "data");
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
  }

  void TearDown() override {
    server_.reset();
    db_.reset();
    fs::remove_all(root_);
  }

  std::map<std::string, std::string> Env() const {
    std::map<std::string, std::string> env = {{"DATA_DIR", (root_ / "data").string()}};
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    return env;
  }

  int Start(std::map<std::string, std::string> env = {}) {
    for (const auto& [k, v] : Env()) env[k] = v;
    server_ = StartServer(root_, env);
    return server_ ? server_->port() : 0;
  }

  // Starts the server and creates user alice with kPassword.
  int StartWithUser() {
    int port = Start();
    if (port == 0) return 0;
    auto added = RunCli(Env(), {"add", "alice", "--role", "admin", "--name", "Alice Admin"},
                        kPassword + "\n", root_);
    EXPECT_EQ(added.exit_code, 0) << added.err;
    return port;
  }

  HttpResult LoginRequest(const std::string& username, const std::string& password) {
    json body{{"username", username}, {"password", password}};
    return Fetch(
        port_,
        RequestSpec{"POST", "/api/admin/login", {"Content-Type: application/json"}, body.dump()});
  }

  // The password, then the second factor: enrolment at the first sign-in
  // (the secret is kept for the next ones), a code after that.
  Session Login(const std::string& username = "alice", const std::string& password = kPassword,
                bool recovery_code = false) {
    auto r = LoginRequest(username, password);
    EXPECT_EQ(r.status, 200) << r.body;
    Session session;
    Adopt(session, r);
    std::string step = Body(r).value("step", "");
    if (step == "enrol") {
      auto enrolment = Call("POST", "/api/admin/second-factor/enrolment", session);
      EXPECT_EQ(enrolment.status, 200) << enrolment.body;
      secrets_[username] = staff::FromBase32(Body(enrolment).value("secret", "")).value_or("");
      auto confirmed = Call("POST", "/api/admin/second-factor/enrolment/confirm", session,
                            json{{"code", CodeFor(username)}});
      EXPECT_EQ(confirmed.status, 200) << confirmed.body;
      recovery_[username] = Body(confirmed).value("recoveryCodes", std::vector<std::string>{});
      Adopt(session, confirmed);
    } else if (step == "code") {
      // These tests sign in more often than once per 30-second step; a
      // code's replay is refused, and tested, in admin_api_test. Where the
      // test's database is not the server's (a restored backup, which asks
      // with `recovery_code`), a recovery code stands in.
      db_->Execute("UPDATE admin_users SET totp_last_step = 0");
      auto verified = Call("POST", "/api/admin/second-factor/verify", session,
                           json{{"code", CodeFor(username)}});
      if (recovery_code && verified.status == 401 && !recovery_[username].empty()) {
        verified = Call("POST", "/api/admin/second-factor/verify", session,
                        json{{"recoveryCode", recovery_[username].back()}});
        recovery_[username].pop_back();
      }
      EXPECT_EQ(verified.status, 200) << verified.body;
      Adopt(session, verified);
    }
    return session;
  }

  std::string CodeFor(const std::string& username) {
    return staff::TotpCode(secrets_[username], std::time(nullptr));
  }

  // The cookies and CSRF token an answer sets, if any.
  static void Adopt(Session& session, const HttpResult& r) {
    auto [first, end] = r.headers.equal_range("set-cookie");
    for (auto it = first; it != end; ++it) {
      const std::string& set_cookie = it->second;
      if (set_cookie.starts_with("firm_device=")) {
        session.device = set_cookie;
      } else if (!set_cookie.empty()) {
        session.cookie = set_cookie.substr(0, set_cookie.find(';'));
      }
    }
    auto body = json::parse(r.body, nullptr, false);
    if (body.is_object() && body.contains("csrfToken")) session.csrf = body["csrfToken"];
  }

  HttpResult Call(const std::string& method, const std::string& target, const Session& session,
                  std::optional<json> body = std::nullopt, bool csrf = true) {
    std::vector<std::string> headers = {"Cookie: " + session.cookie};
    if (csrf) headers.push_back("X-CSRF-Token: " + session.csrf);
    std::optional<std::string> text;
    if (body) {
      headers.push_back("Content-Type: application/json");
      text = body->dump();
    }
    return Fetch(port_, RequestSpec{method, target, headers, text});
  }

  void InsertLead(const Lead& lead) {
    db_->Execute(
        "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
        " email, phone, issue_types, answers, landing_page, utm_source, status, reference)"
        " VALUES (" +
        Sql(lead.id) + ", " + Sql(lead.form_type) + ", " + Sql(RandomUuid()) + ", " +
        Sql(lead.created_at) + ", " + Sql(lead.first_name) + ", " + Sql(lead.last_name) + ", " +
        Sql(lead.email) + ", " + Sql(lead.phone) + ", " + Sql(lead.issue_types) + ", " +
        Sql(lead.answers) + ", " + Sql(lead.landing_page) + ", " + Sql(lead.utm_source) + ", " +
        Sql(lead.status) + ", " + Sql(lead.reference) + ")");
  }

  void InsertDelivery(const std::string& id, const std::string& lead_id, const std::string& channel,
                      const std::string& state, int attempts) {
    db_->Execute(
        "INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
        " last_error, created_at, updated_at) VALUES (" +
        Sql(id) + ", " + Sql(lead_id) + ", " + Sql(channel) + ", " + Sql(state) + ", " +
        std::to_string(attempts) +
        ", '2026-01-01T00:00:00.000Z', 'HTTP 400', '2026-01-01T00:00:00.000Z',"
        " '2026-01-01T00:00:00.000Z')");
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  std::unique_ptr<ServerProcess> server_;
  int port_ = 0;
  std::map<std::string, std::string> secrets_;
  std::map<std::string, std::vector<std::string>> recovery_;
};

inline void ExpectAdminHeaders(const HttpResult& r) {
  EXPECT_EQ(r.Header("cache-control"), "no-store");
  EXPECT_EQ(r.Header("x-robots-tag"), "noindex, nofollow");
}

}  // namespace firm::it
