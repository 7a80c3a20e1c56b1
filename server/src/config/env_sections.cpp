#include <regex>

#include "common/text.hpp"
#include "config/env_values.hpp"

namespace firm::config {

namespace {

constexpr std::size_t kMinSmsTokenBytes = 16;
constexpr std::size_t kMaxSmsAccountBytes = 64;

// ACK_EMAIL_FROM, ESCALATION_EMAIL, SMS_* and SLA_*.
void ParseSpeedToLead(const EnvMap& env, bool has_site_origin, OutboxSettings* out,
                      std::vector<std::string>* errors) {
  for (const auto& [key, target] : {std::pair{"ACK_EMAIL_FROM", &out->ack_email_from},
                                    std::pair{"ESCALATION_EMAIL", &out->escalation_email}}) {
    auto value = Lookup(env, key);
    if (!value) continue;
    if (!IsValidMailbox(*value)) {
      errors->push_back(std::string(key) + " must be a plain e-mail address like " +
                        "intake@example.com (got " + Quote(*value) + ")");
    } else if (!Lookup(env, "SMTP_URL")) {
      errors->push_back(std::string(key) + " is set but SMTP_URL is not (it is sent by e-mail)");
    } else {
      *target = *value;
    }
  }

  auto url = Lookup(env, "SMS_URL");
  auto account = Lookup(env, "SMS_ACCOUNT");
  auto token = Lookup(env, "SMS_TOKEN");
  auto from = Lookup(env, "SMS_FROM");
  if (url) {
    bool ok = true;
    if (HasControlOrSpace(*url) ||
        (!HasHostAfter(*url, "https://") && !HasHostAfter(*url, "http://"))) {
      errors->push_back("SMS_URL must be an http:// or https:// URL with a host");
      ok = false;
    }
    if (!account || account->size() > kMaxSmsAccountBytes || HasControlOrSpace(*account) ||
        account->find_first_of("/?#:@%") != std::string::npos) {
      errors->push_back("SMS_ACCOUNT is required with SMS_URL: the provider's account id");
      ok = false;
    }
    if (!token || token->size() < kMinSmsTokenBytes) {
      errors->push_back("SMS_TOKEN is required with SMS_URL (at least " +
                        std::to_string(kMinSmsTokenBytes) + " characters)");
      ok = false;
    }
    if (!from || !common::IsE164(*from)) {
      errors->push_back(
          "SMS_FROM is required with SMS_URL: the sending number in E.164, like "
          "+13105550100" +
          (from ? " (got " + Quote(*from) + ")" : std::string()));
      ok = false;
    }
    if (!has_site_origin) {
      // The provider's inbound requests are signed over the public URL.
      errors->push_back("SMS_URL requires SITE_ORIGIN (inbound texts are signed over it)");
      ok = false;
    }
    if (ok) out->sms = SmsSettings{*url, *account, *token, *from};
  } else if (account || token || from) {
    errors->push_back("SMS_ACCOUNT, SMS_TOKEN or SMS_FROM is set but SMS_URL is not");
  }

  ParseUnsignedKey(env, "SLA_FIRST_CONTACT_MINUTES", 1, 7 * 24 * 60,
                   &out->sla_first_contact_minutes, errors);
  using std::chrono::milliseconds;
  ParseDurationKey(env, "SLA_CHECK_INTERVAL", milliseconds(10), milliseconds(600'000),
                   "10ms to 10m", &out->sla_check_interval, errors);
}

}  // namespace

// WEBHOOK_*, SMTP_* and OUTBOX_*. Secrets, passwords and URLs (which may carry
// tokens) are never echoed.
void ParseOutbox(const EnvMap& env, bool has_site_origin, OutboxSettings* out,
                 std::vector<std::string>* errors) {
  auto webhook_url = Lookup(env, "WEBHOOK_URL");
  auto secret = Lookup(env, "WEBHOOK_SECRET");
  auto previous = Lookup(env, "WEBHOOK_SECRET_PREVIOUS");
  if (webhook_url) {
    WebhookSettings webhook;
    bool ok = true;
    if (HasControlOrSpace(*webhook_url) ||
        (!HasHostAfter(*webhook_url, "https://") && !HasHostAfter(*webhook_url, "http://"))) {
      errors->push_back("WEBHOOK_URL must be an http:// or https:// URL with a host");
      ok = false;
    }
    if (!secret) {
      errors->push_back("WEBHOOK_SECRET is required when WEBHOOK_URL is set (at least " +
                        std::to_string(kMinWebhookSecretBytes) +
                        " bytes, e.g. openssl rand -hex 32)");
      ok = false;
    } else if (secret->size() < kMinWebhookSecretBytes) {
      errors->push_back("WEBHOOK_SECRET must be at least " +
                        std::to_string(kMinWebhookSecretBytes) + " bytes (got " +
                        std::to_string(secret->size()) + ")");
      ok = false;
    }
    if (previous && previous->size() < kMinWebhookSecretBytes) {
      errors->push_back("WEBHOOK_SECRET_PREVIOUS must be at least " +
                        std::to_string(kMinWebhookSecretBytes) + " bytes");
      ok = false;
    }
    if (ok) out->webhook = WebhookSettings{*webhook_url, *secret, previous};
  } else if (secret || previous) {
    errors->push_back("WEBHOOK_SECRET is set but WEBHOOK_URL is not");
  }

  auto smtp_url = Lookup(env, "SMTP_URL");
  auto user = Lookup(env, "SMTP_USER");
  auto password = Lookup(env, "SMTP_PASSWORD");
  auto from = Lookup(env, "SMTP_FROM");
  auto to = Lookup(env, "SMTP_TO");
  auto starttls = Lookup(env, "SMTP_STARTTLS");
  bool starttls_required = true;
  if (starttls && *starttls == "off") {
    starttls_required = false;
  } else if (starttls && *starttls != "require") {
    errors->push_back("SMTP_STARTTLS must be require or off (got " + Quote(*starttls) + ")");
  }
  if (smtp_url) {
    bool ok = true;
    if (HasControlOrSpace(*smtp_url) ||
        (!HasHostAfter(*smtp_url, "smtp://") && !HasHostAfter(*smtp_url, "smtps://"))) {
      errors->push_back("SMTP_URL must be smtp://host[:port] or smtps://host[:port]");
      ok = false;
    } else if (smtp_url->find('@') != std::string::npos) {
      errors->push_back("SMTP_URL must not carry credentials: use SMTP_USER and SMTP_PASSWORD");
      ok = false;
    }
    if (user.has_value() != password.has_value()) {
      errors->push_back("SMTP_USER and SMTP_PASSWORD must be set together");
      ok = false;
    }
    for (const auto& [key, value] : {std::pair{"SMTP_FROM", from}, std::pair{"SMTP_TO", to}}) {
      if (!value) {
        errors->push_back(std::string(key) + " is required when SMTP_URL is set");
        ok = false;
      } else if (!IsValidMailbox(*value)) {
        errors->push_back(std::string(key) + " must be a plain e-mail address like " +
                          "intake@example.com (got " + Quote(*value) + ")");
        ok = false;
      }
    }
    if (!has_site_origin) {
      // The notification links to the lead in the admin instead of carrying it.
      errors->push_back("SMTP_URL requires SITE_ORIGIN (the e-mail links to the admin)");
      ok = false;
    }
    if (ok) out->smtp = SmtpSettings{*smtp_url, user, password, *from, *to, starttls_required};
  } else if (user || password || from || to) {
    errors->push_back("SMTP_USER, SMTP_PASSWORD, SMTP_FROM or SMTP_TO is set but SMTP_URL is not");
  }

  ParseSpeedToLead(env, has_site_origin, out, errors);

  using std::chrono::milliseconds;
  ParseUnsignedKey(env, "OUTBOX_MAX_ATTEMPTS", 1, 100, &out->max_attempts, errors);
  ParseUnsignedKey(env, "OUTBOX_WORKERS", 1, kMaxOutboxWorkers, &out->workers, errors);
  ParseDurationKey(env, "OUTBOX_RETRY_BASE", milliseconds(10), milliseconds(3'600'000),
                   "10ms to 1h", &out->retry_base, errors);
  ParseDurationKey(env, "OUTBOX_RETRY_MAX", milliseconds(10), milliseconds(86'400'000),
                   "10ms to 24h", &out->retry_max, errors);
  ParseDurationKey(env, "OUTBOX_POLL_INTERVAL", milliseconds(10), milliseconds(60'000),
                   "10ms to 1m", &out->poll_interval, errors);
  ParseDurationKey(env, "OUTBOX_SEND_TIMEOUT", milliseconds(100), milliseconds(300'000),
                   "100ms to 5m", &out->send_timeout, errors);
  if (out->retry_max < out->retry_base) {
    errors->push_back("OUTBOX_RETRY_MAX must not be shorter than OUTBOX_RETRY_BASE");
  }
}

// METRICS_PORT, METRICS_HOST and METRICS_TOKEN. The token is never echoed.
void ParseMetrics(const EnvMap& env, std::uint16_t public_port, MetricsSettings* out,
                  std::vector<std::string>* errors) {
  auto port = Lookup(env, "METRICS_PORT");
  auto host = Lookup(env, "METRICS_HOST");
  auto token = Lookup(env, "METRICS_TOKEN");

  if (token) {
    // token68 (RFC 7235): it must fit an Authorization header as it is.
    static const std::regex kToken68("^[A-Za-z0-9._~+/-]+=*$");
    if (token->size() < kMinMetricsTokenBytes) {
      errors->push_back("METRICS_TOKEN must be at least " + std::to_string(kMinMetricsTokenBytes) +
                        " characters (got " + std::to_string(token->size()) +
                        "), e.g. openssl rand -hex 32");
    } else if (!std::regex_match(*token, kToken68)) {
      errors->push_back(
          "METRICS_TOKEN may only hold letters, digits and - . _ ~ + / (then = padding), so it "
          "can travel in an Authorization: Bearer header");
    } else {
      out->token = *token;
    }
  }

  if (host && !port) {
    errors->push_back("METRICS_HOST is set but METRICS_PORT is not");
  } else if (host && !IsValidHostname(*host) && !common::IsValidIpv6Literal(*host)) {
    errors->push_back(
        "METRICS_HOST must be an IP address or host name, e.g. 127.0.0.1 or ::1 (got " +
        Quote(*host) + ")");
  } else if (host) {
    out->host = *host;
  }

  if (port) {
    auto value = ParseInteger(*port);
    if (!value || *value < 1 || *value > 65535) {
      errors->push_back("METRICS_PORT must be an integer from 1 to 65535 (got " + Quote(*port) +
                        ")");
    } else if (*value == public_port) {
      errors->push_back("METRICS_PORT must differ from PORT (both are " + std::to_string(*value) +
                        "): metrics are never served on the public port by default");
    } else {
      out->port = static_cast<std::uint16_t>(*value);
    }
  }

  if (port && !IsLoopbackHost(out->host)) {
    if (!token) {
      errors->push_back("METRICS_HOST " + Quote(out->host) +
                        " is not a loopback address: set METRICS_TOKEN so that scrapes need a "
                        "bearer token, or bind METRICS_HOST to 127.0.0.1");
    }
    out->listener_needs_token = true;
  }
}

}  // namespace firm::config
