// The outbox and metrics sections of the environment, read by ParseConfig.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "config/env_config.hpp"

namespace firm::config {
namespace {

bool HasErrorContaining(const std::vector<std::string>& errors, std::string_view needle) {
  return std::any_of(errors.begin(), errors.end(),
                     [&](const std::string& e) { return e.find(needle) != std::string::npos; });
}

const std::string kSecret = "0123456789abcdef0123456789abcdef-secret";

TEST(ParseOutboxTest, NoTargetsByDefault) {
  auto result = ParseConfig({}, 2);
  ASSERT_TRUE(result.IsOk());
  const OutboxSettings& o = result.Value().outbox;
  EXPECT_FALSE(o.AnyChannel());
  EXPECT_EQ(o.max_attempts, 12u);
  EXPECT_EQ(o.retry_base, std::chrono::seconds(30));
  EXPECT_EQ(o.retry_max, std::chrono::hours(1));
  EXPECT_EQ(o.poll_interval, std::chrono::seconds(1));
  EXPECT_EQ(o.send_timeout, std::chrono::seconds(15));
  EXPECT_EQ(o.workers, 2u);
}

TEST(ParseOutboxTest, ReadsEveryTargetAndSetting) {
  auto result = ParseConfig({{"WEBHOOK_URL", "https://crm.example.com/hooks/lead?k=1"},
                             {"WEBHOOK_SECRET", kSecret},
                             {"WEBHOOK_SECRET_PREVIOUS", kSecret + "-old"},
                             {"SMTP_URL", "smtp://mail.example.com:587"},
                             {"SMTP_USER", "bot"},
                             {"SMTP_PASSWORD", "pw"},
                             {"SMTP_FROM", "website@example.com"},
                             {"SMTP_TO", "intake+leads@example.com"},
                             {"SITE_ORIGIN", "https://example.com"},
                             {"OUTBOX_MAX_ATTEMPTS", "5"},
                             {"OUTBOX_RETRY_BASE", "250ms"},
                             {"OUTBOX_RETRY_MAX", "2m"},
                             {"OUTBOX_POLL_INTERVAL", "100ms"},
                             {"OUTBOX_SEND_TIMEOUT", "3s"},
                             {"OUTBOX_WORKERS", "4"}},
                            2);
  ASSERT_TRUE(result.IsOk()) << result.Error()[0];
  const OutboxSettings& o = result.Value().outbox;
  ASSERT_TRUE(o.webhook.has_value());
  EXPECT_EQ(o.webhook->url, "https://crm.example.com/hooks/lead?k=1");
  EXPECT_EQ(o.webhook->secret, kSecret);
  EXPECT_EQ(o.webhook->previous_secret, kSecret + "-old");
  ASSERT_TRUE(o.smtp.has_value());
  EXPECT_EQ(o.smtp->url, "smtp://mail.example.com:587");
  EXPECT_EQ(o.smtp->user, "bot");
  EXPECT_EQ(o.smtp->password, "pw");
  EXPECT_EQ(o.smtp->from, "website@example.com");
  EXPECT_EQ(o.smtp->to, "intake+leads@example.com");
  EXPECT_TRUE(o.smtp->require_starttls);
  EXPECT_EQ(o.max_attempts, 5u);
  EXPECT_EQ(o.retry_base, std::chrono::milliseconds(250));
  EXPECT_EQ(o.retry_max, std::chrono::minutes(2));
  EXPECT_EQ(o.poll_interval, std::chrono::milliseconds(100));
  EXPECT_EQ(o.send_timeout, std::chrono::seconds(3));
  EXPECT_EQ(o.workers, 4u);

  auto plain = ParseConfig({{"SMTP_URL", "smtp://127.0.0.1:2525"},
                            {"SMTP_STARTTLS", "off"},
                            {"SMTP_FROM", "a@b.example"},
                            {"SMTP_TO", "c@d.example"},
                            {"SITE_ORIGIN", "http://localhost:8080"}},
                           2);
  ASSERT_TRUE(plain.IsOk());
  EXPECT_FALSE(plain.Value().outbox.smtp->require_starttls);
  EXPECT_FALSE(plain.Value().outbox.webhook.has_value());
}

TEST(ParseOutboxTest, ReportsEveryBadKeyTogetherWithoutSecrets) {
  auto result = ParseConfig({{"WEBHOOK_URL", "ftp://crm.example.com/x"},
                             {"WEBHOOK_SECRET", "short-secret-value"},
                             {"SMTP_URL", "smtp://user:hunter2@mail.example.com"},
                             {"SMTP_USER", "bot"},
                             {"SMTP_TO", "intake@example.com\r\nBcc: evil@example.com"},
                             {"OUTBOX_RETRY_BASE", "10s"},
                             {"OUTBOX_RETRY_MAX", "1s"}},
                            2);
  ASSERT_FALSE(result.IsOk());
  const auto& errors = result.Error();
  EXPECT_TRUE(HasErrorContaining(errors, "WEBHOOK_URL must be an http:// or https:// URL"));
  EXPECT_TRUE(HasErrorContaining(errors, "WEBHOOK_SECRET must be at least 32 bytes (got 18)"));
  EXPECT_TRUE(HasErrorContaining(errors, "SMTP_URL must not carry credentials"));
  EXPECT_TRUE(HasErrorContaining(errors, "SMTP_USER and SMTP_PASSWORD must be set together"));
  EXPECT_TRUE(HasErrorContaining(errors, "SMTP_FROM is required"));
  EXPECT_TRUE(HasErrorContaining(errors, "SMTP_TO must be a plain e-mail address"));
  EXPECT_TRUE(HasErrorContaining(errors, "SMTP_URL requires SITE_ORIGIN"));
  EXPECT_TRUE(HasErrorContaining(errors, "OUTBOX_RETRY_MAX must not be shorter"));
  EXPECT_EQ(errors.size(), 8u);
  for (const auto& error : errors) {
    EXPECT_EQ(error.find("short-secret-value"), std::string::npos) << error;
    EXPECT_EQ(error.find("hunter2"), std::string::npos) << error;
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  }
}

TEST(ParseOutboxTest, WebhookNeedsASecretAndSmtpAPlainUrl) {
  auto no_secret = ParseConfig({{"WEBHOOK_URL", "http://127.0.0.1:9/hook"}}, 2);
  ASSERT_FALSE(no_secret.IsOk());
  EXPECT_TRUE(HasErrorContaining(no_secret.Error(), "WEBHOOK_SECRET is required"));
  auto no_host = ParseConfig({{"WEBHOOK_URL", "https:///hook"}, {"WEBHOOK_SECRET", kSecret}}, 2);
  ASSERT_FALSE(no_host.IsOk());
  auto bad_smtp = ParseConfig({{"SMTP_URL", "http://mail.example.com"},
                               {"SMTP_FROM", "a@b.example"},
                               {"SMTP_TO", "Intake <c@d.example>"},
                               {"SITE_ORIGIN", "https://example.com"}},
                              2);
  ASSERT_FALSE(bad_smtp.IsOk());
  EXPECT_TRUE(HasErrorContaining(bad_smtp.Error(), "SMTP_URL must be smtp://"));
  EXPECT_TRUE(HasErrorContaining(bad_smtp.Error(), "SMTP_TO must be a plain e-mail address"));
}

TEST(ParseMetricsTest, OffByDefault) {
  auto result = ParseConfig({}, 2);
  ASSERT_TRUE(result.IsOk());
  const MetricsSettings& m = result.Value().metrics;
  EXPECT_FALSE(m.port.has_value());
  EXPECT_EQ(m.host, "127.0.0.1");
  EXPECT_FALSE(m.token.has_value());
  EXPECT_FALSE(m.listener_needs_token);
}

TEST(ParseMetricsTest, LoopbackListenerAndToken) {
  const std::string token(40, 'a');
  auto result = ParseConfig({{"METRICS_PORT", "9464"}, {"METRICS_TOKEN", token}}, 2);
  ASSERT_TRUE(result.IsOk()) << result.Error().front();
  const MetricsSettings& m = result.Value().metrics;
  EXPECT_EQ(m.port, 9464);
  EXPECT_EQ(m.host, "127.0.0.1");
  EXPECT_EQ(m.token, token);
  EXPECT_FALSE(m.listener_needs_token);

  auto v6 = ParseConfig({{"METRICS_PORT", "9464"}, {"METRICS_HOST", "::1"}}, 2);
  ASSERT_TRUE(v6.IsOk()) << v6.Error().front();
  EXPECT_EQ(v6.Value().metrics.host, "::1");
  EXPECT_FALSE(v6.Value().metrics.listener_needs_token);
}

TEST(ParseMetricsTest, ANonLoopbackListenerNeedsTheToken) {
  auto open = ParseConfig({{"METRICS_PORT", "9464"}, {"METRICS_HOST", "0.0.0.0"}}, 2);
  ASSERT_FALSE(open.IsOk());
  EXPECT_TRUE(HasErrorContaining(open.Error(),
                                 "METRICS_HOST '0.0.0.0' is not a loopback address: set "
                                 "METRICS_TOKEN"));
  auto guarded = ParseConfig({{"METRICS_PORT", "9464"},
                              {"METRICS_HOST", "10.0.0.5"},
                              {"METRICS_TOKEN", std::string(32, 'b')}},
                             2);
  ASSERT_TRUE(guarded.IsOk()) << guarded.Error().front();
  EXPECT_TRUE(guarded.Value().metrics.listener_needs_token);
  // A host name that merely starts like a loopback address is not one.
  auto lookalike = ParseConfig({{"METRICS_PORT", "9464"}, {"METRICS_HOST", "127.example.com"}}, 2);
  EXPECT_FALSE(lookalike.IsOk());
}

TEST(ParseMetricsTest, ReportsEveryBadKeyTogetherWithoutTheToken) {
  auto result = ParseConfig(
      {{"PORT", "8080"}, {"METRICS_PORT", "8080"}, {"METRICS_TOKEN", "tooShortToken"}}, 2);
  ASSERT_FALSE(result.IsOk());
  const auto& errors = result.Error();
  EXPECT_TRUE(HasErrorContaining(errors, "METRICS_PORT must differ from PORT (both are 8080)"));
  EXPECT_TRUE(HasErrorContaining(errors, "METRICS_TOKEN must be at least 32 characters (got 13)"));
  for (const auto& e : errors) EXPECT_EQ(e.find("tooShortToken"), std::string::npos) << e;

  auto bad = ParseConfig({{"METRICS_PORT", "70000"},
                          {"METRICS_HOST", "bad host!"},
                          {"METRICS_TOKEN", std::string(32, 'c') + " x"}},
                         2);
  ASSERT_FALSE(bad.IsOk());
  EXPECT_TRUE(HasErrorContaining(bad.Error(),
                                 "METRICS_PORT must be an integer from 1 to 65535 "
                                 "(got '70000')"));
  EXPECT_TRUE(HasErrorContaining(bad.Error(), "METRICS_HOST must be an IP address or host name"));
  EXPECT_TRUE(HasErrorContaining(bad.Error(), "METRICS_TOKEN may only hold letters, digits"));

  auto host_only = ParseConfig({{"METRICS_HOST", "127.0.0.1"}}, 2);
  ASSERT_FALSE(host_only.IsOk());
  EXPECT_TRUE(HasErrorContaining(host_only.Error(), "METRICS_HOST is set but METRICS_PORT is not"));
}

TEST(ParseMetricsTest, LoopbackHosts) {
  for (auto host : {"127.0.0.1", "127.1.2.3", "::1", "localhost"}) {
    EXPECT_TRUE(IsLoopbackHost(host)) << host;
  }
  for (auto host :
       {"0.0.0.0", "::", "10.0.0.1", "128.0.0.1", "127.example.com", "localhost.evil", ""}) {
    EXPECT_FALSE(IsLoopbackHost(host)) << host;
  }
}

// Speed to lead (issue 16): the worker's acknowledgement, texts, escalation, the clock.
const std::map<std::string, std::string> kSmtp = {{"SMTP_URL", "smtp://mail.example.com:587"},
                                                  {"SMTP_FROM", "website@example.com"},
                                                  {"SMTP_TO", "intake@example.com"},
                                                  {"SITE_ORIGIN", "https://example.com"}};

TEST(ParseSpeedToLeadTest, OffByDefaultWithAFifteenMinuteClock) {
  auto result = ParseConfig({}, 2);
  ASSERT_TRUE(result.IsOk());
  const OutboxSettings& o = result.Value().outbox;
  EXPECT_FALSE(o.ack_email_from);
  EXPECT_FALSE(o.sms);
  EXPECT_FALSE(o.escalation_email);
  EXPECT_EQ(o.sla_first_contact_minutes, 15u);
  EXPECT_EQ(o.sla_check_interval, std::chrono::seconds(30));
}

TEST(ParseSpeedToLeadTest, ReadsEverySetting) {
  EnvMap env(kSmtp.begin(), kSmtp.end());
  env.insert({{"ACK_EMAIL_FROM", "hello@example.com"},
              {"ESCALATION_EMAIL", "alerts@example.com"},
              {"SMS_URL", "https://api.twilio.com"},
              {"SMS_ACCOUNT", "AC0123"},
              {"SMS_TOKEN", "0123456789abcdef0123"},
              {"SMS_FROM", "+13105550100"},
              {"SLA_FIRST_CONTACT_MINUTES", "5"},
              {"SLA_CHECK_INTERVAL", "10s"}});
  auto result = ParseConfig(env, 2);
  ASSERT_TRUE(result.IsOk()) << result.Error()[0];
  const OutboxSettings& o = result.Value().outbox;
  EXPECT_EQ(o.ack_email_from, "hello@example.com");
  EXPECT_EQ(o.escalation_email, "alerts@example.com");
  ASSERT_TRUE(o.sms);
  EXPECT_EQ(o.sms->url, "https://api.twilio.com");
  EXPECT_EQ(o.sms->account, "AC0123");
  EXPECT_EQ(o.sms->token, "0123456789abcdef0123");
  EXPECT_EQ(o.sms->from, "+13105550100");
  EXPECT_EQ(o.sla_first_contact_minutes, 5u);
  EXPECT_EQ(o.sla_check_interval, std::chrono::seconds(10));
}

TEST(ParseSpeedToLeadTest, RefusesWhatCannotWorkWithoutEchoingTheToken) {
  auto errors_of = [](EnvMap env) {
    auto result = ParseConfig(env, 2);
    EXPECT_FALSE(result.IsOk());
    return result.IsOk() ? std::vector<std::string>{} : result.Error();
  };
  EXPECT_TRUE(HasErrorContaining(errors_of({{"ACK_EMAIL_FROM", "hello@example.com"}}),
                                 "ACK_EMAIL_FROM is set but SMTP_URL is not"));
  EnvMap bad_mailbox(kSmtp.begin(), kSmtp.end());
  bad_mailbox["ESCALATION_EMAIL"] = "Boss <boss@example.com>";
  EXPECT_TRUE(HasErrorContaining(errors_of(bad_mailbox), "ESCALATION_EMAIL must be a plain"));
  EXPECT_TRUE(HasErrorContaining(errors_of({{"SMS_TOKEN", "0123456789abcdef0123"}}),
                                 "SMS_ACCOUNT, SMS_TOKEN or SMS_FROM is set but SMS_URL is not"));
  auto sms = errors_of({{"SMS_URL", "ftp://sms.example"},
                        {"SMS_ACCOUNT", "AC/1"},
                        {"SMS_TOKEN", "short-secret"},
                        {"SMS_FROM", "310-555-0100"}});
  EXPECT_TRUE(HasErrorContaining(sms, "SMS_URL must be an http:// or https:// URL"));
  EXPECT_TRUE(HasErrorContaining(sms, "SMS_ACCOUNT is required"));
  EXPECT_TRUE(HasErrorContaining(sms, "SMS_TOKEN is required with SMS_URL (at least 16"));
  EXPECT_TRUE(HasErrorContaining(sms, "SMS_FROM is required with SMS_URL"));
  EXPECT_TRUE(HasErrorContaining(sms, "SMS_URL requires SITE_ORIGIN"));
  for (const auto& error : sms) EXPECT_EQ(error.find("short-secret"), std::string::npos) << error;
  EXPECT_TRUE(HasErrorContaining(errors_of({{"SLA_FIRST_CONTACT_MINUTES", "0"}}),
                                 "SLA_FIRST_CONTACT_MINUTES"));
  EXPECT_TRUE(HasErrorContaining(errors_of({{"SLA_CHECK_INTERVAL", "30"}}), "SLA_CHECK_INTERVAL"));
}

}  // namespace
}  // namespace firm::config
