#include "config/env_config.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

namespace firm::config {
namespace {

bool HasErrorContaining(const std::vector<std::string>& errors, std::string_view needle) {
  return std::any_of(errors.begin(), errors.end(),
                     [&](const std::string& e) { return e.find(needle) != std::string::npos; });
}

TEST(ParseConfigTest, DefaultsWhenEnvironmentIsEmpty) {
  auto result = ParseConfig({}, 8);
  ASSERT_TRUE(result.IsOk());
  const Config& c = result.Value();
  EXPECT_EQ(c.port, 8080);
  EXPECT_EQ(c.host, "0.0.0.0");
  EXPECT_EQ(c.data_dir, "./data");
  EXPECT_EQ(c.site_dir, "./web/build/site");
  EXPECT_EQ(c.threads, 8u);
  EXPECT_FALSE(c.database_url.has_value());
  EXPECT_FALSE(c.site_origin.has_value());
  EXPECT_FALSE(c.hsts);
  EXPECT_EQ(c.forms_dir, "./config/forms");
  EXPECT_EQ(c.deadlines_file.lexically_normal(), "config/deadlines/rules.json");
  EXPECT_FALSE(c.intake_rate_limit.has_value());
  EXPECT_FALSE(c.trust_proxy.Enabled());
  EXPECT_EQ(c.request_timeout, std::chrono::milliseconds(10'000));
  EXPECT_EQ(c.shutdown_timeout, std::chrono::milliseconds(15'000));
}

TEST(ParseConfigTest, IntakeVariables) {
  auto result = ParseConfig({{"FORMS_DIR", "/tmp/forms"},
                             {"INTAKE_RATE_LIMIT", "5/60"},
                             {"TRUST_PROXY", "1"},
                             {"HOST", "127.0.0.1"}},
                            2);
  ASSERT_TRUE(result.IsOk());
  const Config& c = result.Value();
  EXPECT_EQ(c.forms_dir, "/tmp/forms");
  // The deadline rules sit beside the forms unless DEADLINES_FILE names them.
  EXPECT_EQ(c.deadlines_file.lexically_normal(), "/tmp/deadlines/rules.json");
  auto named = ParseConfig({{"DEADLINES_FILE", "/etc/firm/deadlines.json"}}, 2);
  ASSERT_TRUE(named.IsOk());
  EXPECT_EQ(named.Value().deadlines_file, "/etc/firm/deadlines.json");
  // So do the fee agreement templates (engagement/), unless AGREEMENTS_DIR names them.
  EXPECT_EQ(c.agreements_dir.lexically_normal(), "/tmp/agreements");
  EXPECT_FALSE(c.production);
  auto live =
      ParseConfig({{"AGREEMENTS_DIR", "/etc/firm/agreements"}, {"SITE_MODE", "production"}}, 2);
  ASSERT_TRUE(live.IsOk());
  EXPECT_EQ(live.Value().agreements_dir, "/etc/firm/agreements");
  EXPECT_TRUE(live.Value().production);
  auto bad_mode = ParseConfig({{"SITE_MODE", "live"}}, 2);
  ASSERT_FALSE(bad_mode.IsOk());
  EXPECT_TRUE(HasErrorContaining(bad_mode.Error(), "SITE_MODE must be demo"));
  // A fee agreement's link lasts 14 days, with reminders on days 1, 3 and 6, unless set.
  EXPECT_EQ(c.agreement_link_days, 14u);
  EXPECT_EQ(c.agreement_reminder_days, (std::vector<unsigned>{1, 3, 6}));
  auto week = ParseConfig({{"AGREEMENT_LINK_DAYS", "7"}, {"AGREEMENT_REMINDER_DAYS", "2,5"}}, 2);
  ASSERT_TRUE(week.IsOk());
  EXPECT_EQ(week.Value().agreement_reminder_days, (std::vector<unsigned>{2, 5}));
  EXPECT_TRUE(ParseConfig({{"AGREEMENT_REMINDER_DAYS", "none"}}, 2)
                  .Value()
                  .agreement_reminder_days.empty());
  for (const char* bad : {"0", "3,1", "1,1", "1,,3", "14", "1,2,3,4,5,6", "1;3", "x"}) {
    auto refused = ParseConfig({{"AGREEMENT_REMINDER_DAYS", bad}}, 2);
    ASSERT_FALSE(refused.IsOk()) << bad;
    EXPECT_TRUE(HasErrorContaining(refused.Error(), "AGREEMENT_REMINDER_DAYS must be")) << bad;
  }
  EXPECT_FALSE(ParseConfig({{"AGREEMENT_LINK_DAYS", "61"}}, 2).IsOk());
  ASSERT_TRUE(c.intake_rate_limit.has_value());
  EXPECT_FALSE(c.intake_rate_limit->off);
  EXPECT_EQ(c.intake_rate_limit->per_address, 5u);
  EXPECT_EQ(c.intake_rate_limit->window_seconds, 60u);
  EXPECT_EQ(c.trust_proxy.hops, 1u);  // "1" keeps its old meaning: one proxy in front

  auto off = ParseConfig({{"INTAKE_RATE_LIMIT", "off"}, {"TRUST_PROXY", "0"}}, 2);
  ASSERT_TRUE(off.IsOk());
  ASSERT_TRUE(off.Value().intake_rate_limit.has_value());
  EXPECT_TRUE(off.Value().intake_rate_limit->off);
  EXPECT_FALSE(off.Value().trust_proxy.Enabled());
}

TEST(ParseConfigTest, TrustProxyHopsOrProxyList) {
  auto hops = ParseConfig({{"TRUST_PROXY", "2"}, {"HOST", "::1"}}, 2);
  ASSERT_TRUE(hops.IsOk());
  EXPECT_EQ(hops.Value().trust_proxy.hops, 2u);
  // A hop count on a port anyone can reach would believe anyone's X-Forwarded-For (issue 50);
  // a list of proxies may listen anywhere.
  for (std::string host : {"0.0.0.0", "::", "203.0.113.4"}) {
    auto open = ParseConfig({{"TRUST_PROXY", "1"}, {"HOST", host}}, 2);
    ASSERT_FALSE(open.IsOk()) << host;
    ASSERT_EQ(open.Error().size(), 1u);
    const std::string& message = open.Error()[0];
    EXPECT_NE(message.find("TRUST_PROXY=1 (a hop count) believes X-Forwarded-For from anyone"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("HOST=" + host), std::string::npos) << message;
  }
  EXPECT_FALSE(ParseConfig({{"TRUST_PROXY", "1"}}, 2).IsOk());  // HOST is 0.0.0.0 unless set
  EXPECT_TRUE(ParseConfig({{"TRUST_PROXY", "10.0.0.5"}, {"HOST", "0.0.0.0"}}, 2).IsOk());
  auto list = ParseConfig({{"TRUST_PROXY", "10.0.0.0/8, 127.0.0.1,2001:db8::/32"}}, 2);
  ASSERT_TRUE(list.IsOk());
  EXPECT_EQ(list.Value().trust_proxy.hops, 0u);
  EXPECT_EQ(list.Value().trust_proxy.proxies.size(), 3u);
}

TEST(ParseConfigTest, Timeouts) {
  auto set = ParseConfig({{"REQUEST_TIMEOUT", "2s"}, {"SHUTDOWN_TIMEOUT", "500ms"}}, 2);
  ASSERT_TRUE(set.IsOk());
  EXPECT_EQ(set.Value().request_timeout, std::chrono::milliseconds(2000));
  EXPECT_EQ(set.Value().shutdown_timeout, std::chrono::milliseconds(500));
}

TEST(ParseConfigTest, AdminSessionLifetimes) {
  auto defaults = ParseConfig({}, 2);
  ASSERT_TRUE(defaults.IsOk());
  EXPECT_EQ(defaults.Value().admin_session_idle_minutes, 30u);
  EXPECT_EQ(defaults.Value().admin_session_max_hours, 12u);

  auto set =
      ParseConfig({{"ADMIN_SESSION_IDLE_MINUTES", "5"}, {"ADMIN_SESSION_MAX_HOURS", "720"}}, 2);
  ASSERT_TRUE(set.IsOk());
  EXPECT_EQ(set.Value().admin_session_idle_minutes, 5u);
  EXPECT_EQ(set.Value().admin_session_max_hours, 720u);

  for (const char* bad : {"0", "1441", "-1", "ten", "5m"}) {
    auto result = ParseConfig({{"ADMIN_SESSION_IDLE_MINUTES", bad}}, 2);
    ASSERT_FALSE(result.IsOk()) << bad;
    EXPECT_TRUE(HasErrorContaining(result.Error(), "ADMIN_SESSION_IDLE_MINUTES")) << bad;
  }
  auto both =
      ParseConfig({{"ADMIN_SESSION_IDLE_MINUTES", "0"}, {"ADMIN_SESSION_MAX_HOURS", "721"}}, 2);
  ASSERT_FALSE(both.IsOk());
  EXPECT_EQ(both.Error().size(), 2u);
  EXPECT_TRUE(HasErrorContaining(both.Error(), "ADMIN_SESSION_MAX_HOURS"));
}

TEST(ParseConfigTest, SecondFactorKeysAreThirtyTwoBytesOfBase64AndNeverEchoed) {
  const std::string key = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
  const std::string old_key = "YWJjZGVmMDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODk=";
  auto unset = ParseConfig({}, 2);
  ASSERT_TRUE(unset.IsOk());
  EXPECT_FALSE(unset.Value().totp_key);  // the key file in DATA_DIR then
  auto set = ParseConfig({{"TOTP_KEY", key}, {"TOTP_PREVIOUS_KEY", old_key}}, 2);
  ASSERT_TRUE(set.IsOk());
  EXPECT_EQ(set.Value().totp_key, key);
  EXPECT_EQ(set.Value().totp_previous_key, old_key);

  const std::string short_key = "MDEyMzQ1Njc4OWFiY2RlZg==";
  for (const std::string& bad : {short_key, key + "A", std::string("not a key")}) {
    auto result = ParseConfig({{"TOTP_KEY", bad}}, 2);
    ASSERT_FALSE(result.IsOk()) << bad;
    EXPECT_TRUE(HasErrorContaining(result.Error(), "TOTP_KEY must be 32 random bytes")) << bad;
    for (const auto& error : result.Error()) EXPECT_EQ(error.find(bad), std::string::npos);
  }
  auto alone = ParseConfig({{"TOTP_PREVIOUS_KEY", old_key}}, 2);
  ASSERT_FALSE(alone.IsOk());
  EXPECT_TRUE(HasErrorContaining(alone.Error(), "TOTP_PREVIOUS_KEY is set without TOTP_KEY"));
}

TEST(ParseConfigTest, HardwareThreadsAreClamped) {
  EXPECT_EQ(ParseConfig({}, 0).Value().threads, 1u);
  EXPECT_EQ(ParseConfig({}, 500).Value().threads, 64u);
}

TEST(ParseConfigTest, AcceptsValidValues) {
  auto result = ParseConfig({{"PORT", "9000"},
                             {"HOST", "127.0.0.1"},
                             {"DATA_DIR", "/tmp/d"},
                             {"SITE_DIR", "/tmp/s"},
                             {"THREADS", "3"},
                             {"CONNECTIONS_PER_ADDRESS", "16"},
                             {"DATABASE_URL", "postgresql://u:p@db/x"},
                             {"SITE_ORIGIN", "https://example.com"},
                             {"HSTS", "1"}},
                            4);
  ASSERT_TRUE(result.IsOk());
  const Config& c = result.Value();
  EXPECT_EQ(c.port, 9000);
  EXPECT_EQ(c.host, "127.0.0.1");
  EXPECT_EQ(c.data_dir, "/tmp/d");
  EXPECT_EQ(c.site_dir, "/tmp/s");
  EXPECT_EQ(c.threads, 3u);
  EXPECT_EQ(c.connections_per_address, 16u);
  EXPECT_EQ(c.database_url, "postgresql://u:p@db/x");
  EXPECT_EQ(c.site_origin, "https://example.com");
  EXPECT_TRUE(c.hsts);
}

TEST(ParseConfigTest, EmptyValuesMeanDefault) {
  auto result = ParseConfig({{"PORT", ""}, {"HSTS", ""}}, 2);
  ASSERT_TRUE(result.IsOk());
  EXPECT_EQ(result.Value().port, 8080);
}

TEST(ParseConfigTest, AcceptsIpv6HostAndOriginWithPort) {
  auto result = ParseConfig({{"HOST", "::1"}, {"SITE_ORIGIN", "http://localhost:5173"}}, 2);
  ASSERT_TRUE(result.IsOk());
  EXPECT_EQ(result.Value().host, "::1");
}

struct BadValue {
  const char* key;
  const char* value;
  const char* expected;
};

class BadValueTest : public testing::TestWithParam<BadValue> {};

TEST_P(BadValueTest, IsRejectedWithClearMessage) {
  const auto& p = GetParam();
  auto result = ParseConfig({{p.key, p.value}}, 2);
  ASSERT_FALSE(result.IsOk());
  ASSERT_EQ(result.Error().size(), 1u);
  EXPECT_NE(result.Error()[0].find(p.expected), std::string::npos) << result.Error()[0];
}

INSTANTIATE_TEST_SUITE_P(
    Keys, BadValueTest,
    testing::Values(BadValue{"PORT", "abc", "PORT must be an integer from 1 to 65535 (got 'abc')"},
                    BadValue{"PORT", "0", "PORT must be"},
                    BadValue{"PORT", "65536", "PORT must be"},
                    BadValue{"PORT", "80x", "PORT must be"}, BadValue{"PORT", "-1", "PORT must be"},
                    BadValue{"HOST", "bad host!", "HOST must be"},
                    BadValue{"THREADS", "0", "THREADS must be an integer from 1 to 64"},
                    BadValue{"THREADS", "65", "THREADS must be"},
                    BadValue{"THREADS", "two", "THREADS must be"},
                    BadValue{"CONNECTIONS_PER_ADDRESS", "-1", "CONNECTIONS_PER_ADDRESS must be"},
                    BadValue{"CONNECTIONS_PER_ADDRESS", "1025", "CONNECTIONS_PER_ADDRESS must be"},
                    BadValue{"DATABASE_URL", "mysql://x", "DATABASE_URL must start with postgres"},
                    BadValue{"SITE_ORIGIN", "example.com", "SITE_ORIGIN must start with http"},
                    BadValue{"SITE_ORIGIN", "https://example.com/", "without path"},
                    BadValue{"SITE_ORIGIN", "https://example.com/x", "without path"},
                    BadValue{"SITE_ORIGIN", "https://exa mple.com", "invalid host"},
                    BadValue{"SITE_ORIGIN", "https://example.com:0", "invalid port"},
                    BadValue{"HSTS", "yes", "HSTS must be 1 or 0 (got 'yes')"},
                    BadValue{"HSTS", "1", "HSTS=1 requires SITE_ORIGIN"},
                    BadValue{"INTAKE_RATE_LIMIT", "10", "INTAKE_RATE_LIMIT must be N/S"},
                    BadValue{"INTAKE_RATE_LIMIT", "0/60", "INTAKE_RATE_LIMIT must be N/S"},
                    BadValue{"INTAKE_RATE_LIMIT", "10/0", "INTAKE_RATE_LIMIT must be N/S"},
                    BadValue{"INTAKE_RATE_LIMIT", "ten/60", "(got 'ten/60')"},
                    BadValue{"INTAKE_RATE_LIMIT", "OFF", "INTAKE_RATE_LIMIT must be"},
                    BadValue{"TRUST_PROXY", "yes",
                             "TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated "
                             "list of proxy addresses and CIDR networks: 'yes' is neither an IP "
                             "address nor a CIDR network like 10.0.0.0/8 (got 'yes')"},
                    BadValue{"TRUST_PROXY", "11", "a hop count must be 0 to 10 (got '11')"},
                    BadValue{"TRUST_PROXY", "10.0.0.0/33", "'10.0.0.0/33' is neither"},
                    BadValue{"TRUST_PROXY", "10.0.0.1,,10.0.0.2", "an empty entry"},
                    BadValue{"TRUST_PROXY", "-1", "'-1' is neither"},
                    BadValue{"REQUEST_TIMEOUT", "10", "REQUEST_TIMEOUT must be a duration"},
                    BadValue{"REQUEST_TIMEOUT", "50ms", "100ms to 5m"},
                    BadValue{"SHUTDOWN_TIMEOUT", "11m", "SHUTDOWN_TIMEOUT must be a duration"},
                    BadValue{"GTAG_ID", "UA-1234", "GTAG_ID must look like G-XXXXXXX"},
                    BadValue{"GTAG_ID", "G-abc\"<x>", "GTAG_ID must look like"},
                    BadValue{"META_PIXEL_ID", "12ab45", "META_PIXEL_ID must be 5 to 20 digits"},
                    BadValue{"WEBHOOK_SECRET", "0123456789abcdef0123456789abcdef01234567",
                             "WEBHOOK_SECRET is set but WEBHOOK_URL is not"},
                    BadValue{"SMTP_TO", "intake@example.com", "but SMTP_URL is not"},
                    BadValue{"SMTP_STARTTLS", "yes", "SMTP_STARTTLS must be require or off"},
                    BadValue{"OUTBOX_MAX_ATTEMPTS", "0", "OUTBOX_MAX_ATTEMPTS must be an integer"},
                    BadValue{"OUTBOX_MAX_ATTEMPTS", "101", "from 1 to 100"},
                    BadValue{"OUTBOX_WORKERS", "17", "OUTBOX_WORKERS must be an integer"},
                    BadValue{"OUTBOX_RETRY_BASE", "30", "OUTBOX_RETRY_BASE must be a duration"},
                    BadValue{"OUTBOX_RETRY_BASE", "5ms", "10ms to 1h"},
                    BadValue{"OUTBOX_POLL_INTERVAL", "2h", "OUTBOX_POLL_INTERVAL must be"},
                    BadValue{"OUTBOX_SEND_TIMEOUT", "1.5s", "OUTBOX_SEND_TIMEOUT must be"},
                    BadValue{"STAFF_WORKERS", "0", "STAFF_WORKERS must be an integer from 1 to 16"},
                    BadValue{"STAFF_WORKERS", "17", "STAFF_WORKERS must be"},
                    BadValue{"STAFF_QUEUE", "257", "STAFF_QUEUE must be an integer from 0 to 256"},
                    BadValue{"STAFF_QUEUE", "-1", "STAFF_QUEUE must be"},
                    BadValue{"DATABASE_READERS", "0", "DATABASE_READERS must be an integer from 1"},
                    BadValue{"DATABASE_READERS", "33", "DATABASE_READERS must be"},
                    BadValue{"TEST_STAFF_READ_DELAY", "6s", "0ms to 5s"},
                    BadValue{"TEST_STAFF_READ_DELAY", "300", "TEST_STAFF_READ_DELAY must be"}),
    [](const testing::TestParamInfo<BadValue>& info) {
      return std::string(info.param.key) + "_" + std::to_string(info.index);
    });

TEST(ParseConfigTest, StaffWorkersAndDatabaseReadersHaveSafeDefaults) {
  auto none = ParseConfig({}, 2);
  ASSERT_TRUE(none.IsOk());
  EXPECT_EQ(none.Value().staff_workers, 2u);
  EXPECT_EQ(none.Value().staff_queue, 16u);
  EXPECT_EQ(none.Value().database_readers, 4u);
  EXPECT_EQ(none.Value().test_staff_read_delay, std::chrono::milliseconds(0));
  auto set = ParseConfig({{"STAFF_WORKERS", "3"},
                          {"STAFF_QUEUE", "0"},
                          {"DATABASE_READERS", "8"},
                          {"TEST_STAFF_READ_DELAY", "300ms"}},
                         2);
  ASSERT_TRUE(set.IsOk());
  EXPECT_EQ(set.Value().staff_workers, 3u);
  EXPECT_EQ(set.Value().staff_queue, 0u);
  EXPECT_EQ(set.Value().database_readers, 8u);
  EXPECT_EQ(set.Value().test_staff_read_delay, std::chrono::milliseconds(300));
}

TEST(ParseConfigTest, TrackingIdsAreOffByDefaultAndReadWhenWellFormed) {
  auto none = ParseConfig({}, 2);
  ASSERT_TRUE(none.IsOk());
  EXPECT_FALSE(none.Value().gtag_id.has_value());
  EXPECT_FALSE(none.Value().meta_pixel_id.has_value());
  auto both = ParseConfig({{"GTAG_ID", "G-ABC1234"}, {"META_PIXEL_ID", "123456789"}}, 2);
  ASSERT_TRUE(both.IsOk());
  EXPECT_EQ(both.Value().gtag_id, "G-ABC1234");
  EXPECT_EQ(both.Value().meta_pixel_id, "123456789");
}

TEST(ParseConfigTest, DatabaseUrlIsNeverEchoed) {
  auto result = ParseConfig({{"DATABASE_URL", "mysql://user:secret@db"}}, 2);
  ASSERT_FALSE(result.IsOk());
  EXPECT_EQ(result.Error()[0].find("secret"), std::string::npos);
}

TEST(ParseConfigTest, HstsRequiresHttpsOrigin) {
  auto result = ParseConfig({{"HSTS", "1"}, {"SITE_ORIGIN", "http://example.com"}}, 2);
  ASSERT_FALSE(result.IsOk());
  EXPECT_TRUE(HasErrorContaining(result.Error(), "HSTS=1 requires SITE_ORIGIN to use https://"));
}

TEST(ParseConfigTest, ReportsEveryProblemTogether) {
  auto result = ParseConfig(
      {{"PORT", "abc"}, {"THREADS", "100"}, {"HSTS", "maybe"}, {"DATABASE_URL", "x"}}, 2);
  ASSERT_FALSE(result.IsOk());
  const auto& errors = result.Error();
  EXPECT_EQ(errors.size(), 4u);
  EXPECT_TRUE(HasErrorContaining(errors, "PORT"));
  EXPECT_TRUE(HasErrorContaining(errors, "THREADS"));
  EXPECT_TRUE(HasErrorContaining(errors, "HSTS"));
  EXPECT_TRUE(HasErrorContaining(errors, "DATABASE_URL"));
}

class FilesystemTest : public testing::Test {
 protected:
  void SetUp() override {
    root_ =
        std::filesystem::temp_directory_path() /
        ("firm-config-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(root_ / "site");
  }
  void TearDown() override { std::filesystem::remove_all(root_); }
  std::filesystem::path root_;
};

TEST_F(FilesystemTest, CreatesDataDirAndAcceptsSiteWithManifest) {
  std::ofstream(root_ / "site" / "manifest.json") << "{}";
  std::filesystem::create_directories(root_ / "forms");
  std::ofstream(root_ / "forms" / "rules.json") << "{}";
  Config config;
  config.data_dir = root_ / "data" / "nested";
  config.site_dir = root_ / "site";
  config.forms_dir = root_ / "forms";
  EXPECT_TRUE(PrepareFilesystem(config).empty());
  EXPECT_TRUE(std::filesystem::is_directory(config.data_dir));
}

TEST_F(FilesystemTest, ReportsMissingManifestAndUnusableDataDir) {
  std::ofstream(root_ / "file") << "x";
  Config config;
  config.data_dir = root_ / "file";  // a file, not a directory
  config.site_dir = root_ / "site";
  config.forms_dir = root_ / "no-forms";
  auto errors = PrepareFilesystem(config);
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_TRUE(HasErrorContaining(errors, "DATA_DIR"));
  EXPECT_TRUE(HasErrorContaining(errors, "SITE_DIR"));
  EXPECT_TRUE(HasErrorContaining(errors, "FORMS_DIR"));
}

TEST_F(FilesystemTest, LoadConfigCombinesParseAndFilesystemErrors) {
  auto result = LoadConfig({{"PORT", "abc"},
                            {"SITE_DIR", (root_ / "nope").string()},
                            {"DATA_DIR", (root_ / "data").string()},
                            {"FORMS_DIR", (root_ / "forms-missing").string()}},
                           2);
  ASSERT_FALSE(result.IsOk());
  EXPECT_EQ(result.Error().size(), 3u);
  EXPECT_TRUE(HasErrorContaining(result.Error(), "FORMS_DIR"));
  EXPECT_TRUE(HasErrorContaining(result.Error(), "PORT"));
  EXPECT_TRUE(HasErrorContaining(result.Error(), "manifest.json"));
}

}  // namespace
}  // namespace firm::config
