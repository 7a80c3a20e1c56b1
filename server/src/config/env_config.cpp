#include "config/env_config.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <system_error>

#include "common/text.hpp"
#include "config/env_values.hpp"

namespace firm::config {

const std::vector<std::string> kKnownVariables = {"PORT",
                                                  "HOST",
                                                  "DATA_DIR",
                                                  "DATABASE_URL",
                                                  "SITE_DIR",
                                                  "THREADS",
                                                  "CONNECTIONS_PER_ADDRESS",
                                                  "SITE_ORIGIN",
                                                  "HSTS",
                                                  "FORMS_DIR",
                                                  "DEADLINES_FILE",
                                                  "AGREEMENTS_DIR",
                                                  "SITE_MODE",
                                                  "AGREEMENT_LINK_DAYS",
                                                  "AGREEMENT_REMINDER_DAYS",
                                                  "AGREEMENT_SEAL_FILE",
                                                  "AGREEMENT_PDF_HELPER",
                                                  "INTAKE_RATE_LIMIT",
                                                  "BOOKING_CONTACT_LIMIT",
                                                  "BOOKING_SLOTS_RATE_LIMIT",
                                                  "TRUST_PROXY",
                                                  "REQUEST_TIMEOUT",
                                                  "SHUTDOWN_TIMEOUT",
                                                  "GTAG_ID",
                                                  "META_PIXEL_ID",
                                                  "ADMIN_SESSION_IDLE_MINUTES",
                                                  "ADMIN_SESSION_MAX_HOURS",
                                                  "TOTP_KEY",
                                                  "TOTP_PREVIOUS_KEY",
                                                  "WEBHOOK_URL",
                                                  "WEBHOOK_SECRET",
                                                  "WEBHOOK_SECRET_PREVIOUS",
                                                  "SMTP_URL",
                                                  "SMTP_USER",
                                                  "SMTP_PASSWORD",
                                                  "SMTP_FROM",
                                                  "SMTP_TO",
                                                  "SMTP_STARTTLS",
                                                  "ACK_EMAIL_FROM",
                                                  "SMS_URL",
                                                  "SMS_ACCOUNT",
                                                  "SMS_TOKEN",
                                                  "SMS_FROM",
                                                  "ESCALATION_EMAIL",
                                                  "SLA_FIRST_CONTACT_MINUTES",
                                                  "SLA_CHECK_INTERVAL",
                                                  "OUTBOX_MAX_ATTEMPTS",
                                                  "OUTBOX_RETRY_BASE",
                                                  "OUTBOX_RETRY_MAX",
                                                  "OUTBOX_POLL_INTERVAL",
                                                  "OUTBOX_SEND_TIMEOUT",
                                                  "OUTBOX_WORKERS",
                                                  "METRICS_PORT",
                                                  "METRICS_HOST",
                                                  "METRICS_TOKEN",
                                                  "SLA_REPLY_MINUTES",
                                                  "OFFICE_HOURS",
                                                  "QUIET_HOURS",
                                                  "FOLLOW_UP_CADENCE",
                                                  "FOLLOW_UP_TEXT",
                                                  "SAVED_REPLIES_FILE",
                                                  "SMS_NEW_LEADS_PER_HOUR",
                                                  "SMS_AUTO_ANSWERS_PER_HOUR",
                                                  "BOOKING_CALL_MINUTES",
                                                  "BOOKING_BUFFER_MINUTES",
                                                  "BOOKING_HORIZON_DAYS",
                                                  "BOOKING_MIN_NOTICE_MINUTES",
                                                  "BOOKING_TOKEN_KEY",
                                                  "STAFF_WORKERS",
                                                  "STAFF_QUEUE",
                                                  "DATABASE_READERS",
                                                  "TEST_STAFF_READ_DELAY"};

bool IsLoopbackHost(std::string_view host) {
  if (host == "localhost") return true;
  std::string text(host);
  in_addr v4{};
  if (inet_pton(AF_INET, text.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
  in6_addr v6{};
  return inet_pton(AF_INET6, text.c_str(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

common::Result<Config, std::vector<std::string>> ParseConfig(const EnvMap& env,
                                                             unsigned hardware_threads) {
  Config config;
  std::vector<std::string> errors;

  if (auto port = Lookup(env, "PORT")) {
    auto value = ParseInteger(*port);
    if (!value || *value < 1 || *value > 65535) {
      errors.push_back("PORT must be an integer from 1 to 65535 (got " + Quote(*port) + ")");
    } else {
      config.port = static_cast<std::uint16_t>(*value);
    }
  }

  if (auto host = Lookup(env, "HOST")) {
    if (!IsValidHostname(*host) && !common::IsValidIpv6Literal(*host)) {
      errors.push_back("HOST must be an IP address or host name, e.g. 0.0.0.0 or ::1 (got " +
                       Quote(*host) + ")");
    } else {
      config.host = *host;
    }
  }

  if (auto dir = Lookup(env, "DATA_DIR")) config.data_dir = *dir;
  if (auto dir = Lookup(env, "SITE_DIR")) config.site_dir = *dir;

  if (auto url = Lookup(env, "DATABASE_URL")) {
    // The value is deliberately not echoed: it usually carries a password.
    if (!url->starts_with("postgres://") && !url->starts_with("postgresql://")) {
      errors.push_back("DATABASE_URL must start with postgres:// or postgresql://");
    } else {
      config.database_url = *url;
    }
  }

  config.threads = std::clamp(hardware_threads, 1u, kMaxThreads);
  if (auto threads = Lookup(env, "THREADS")) {
    auto value = ParseInteger(*threads);
    if (!value || *value < 1 || *value > static_cast<long>(kMaxThreads)) {
      errors.push_back("THREADS must be an integer from 1 to 64 (got " + Quote(*threads) + ")");
    } else {
      config.threads = static_cast<unsigned>(*value);
    }
  }

  if (auto cap = Lookup(env, "CONNECTIONS_PER_ADDRESS")) {
    auto value = ParseInteger(*cap);
    if (!value || *value < 0 || *value > static_cast<long>(kMaxConnectionsPerAddress)) {
      errors.push_back("CONNECTIONS_PER_ADDRESS must be an integer from 0 (no cap) to " +
                       std::to_string(kMaxConnectionsPerAddress) + " (got " + Quote(*cap) + ")");
    } else {
      config.connections_per_address = static_cast<std::size_t>(*value);
    }
  }

  bool origin_is_https = false;
  bool origin_valid = false;
  if (auto origin = Lookup(env, "SITE_ORIGIN")) {
    if (auto error = ValidateOrigin(*origin, &origin_is_https)) {
      errors.push_back(*error);
    } else {
      origin_valid = true;
      config.site_origin = *origin;
    }
  }

  if (auto hsts = Lookup(env, "HSTS")) {
    if (*hsts == "1") {
      config.hsts = true;
      if (!config.site_origin.has_value() && !Lookup(env, "SITE_ORIGIN")) {
        errors.push_back("HSTS=1 requires SITE_ORIGIN to be set to an https:// origin");
      } else if (origin_valid && !origin_is_https) {
        errors.push_back("HSTS=1 requires SITE_ORIGIN to use https:// (got " +
                         Quote(*config.site_origin) + ")");
      }
    } else if (*hsts != "0") {
      errors.push_back("HSTS must be 1 or 0 (got " + Quote(*hsts) + ")");
    }
  }

  if (auto dir = Lookup(env, "FORMS_DIR")) config.forms_dir = *dir;
  // The deadline rules sit beside the form definitions unless named.
  config.deadlines_file = config.forms_dir / ".." / "deadlines" / "rules.json";
  if (auto file = Lookup(env, "DEADLINES_FILE")) config.deadlines_file = *file;
  // The fee agreement templates (engagement/) too.
  config.agreements_dir = config.forms_dir / ".." / "agreements";
  if (auto dir = Lookup(env, "AGREEMENTS_DIR")) config.agreements_dir = *dir;
  if (auto mode = Lookup(env, "SITE_MODE")) {
    if (*mode == "production") {
      config.production = true;
    } else if (*mode != "demo" && !mode->empty()) {
      errors.push_back("SITE_MODE must be demo (the default) or production (got " + Quote(*mode) +
                       ")");
    }
  }
  ParseUnsignedKey(env, "AGREEMENT_LINK_DAYS", 1, 60, &config.agreement_link_days, &errors);
  if (auto seal = Lookup(env, "AGREEMENT_SEAL_FILE")) config.agreement_seal_file = *seal;
  if (auto helper = Lookup(env, "AGREEMENT_PDF_HELPER")) config.agreement_pdf_helper = *helper;
  if (auto days = Lookup(env, "AGREEMENT_REMINDER_DAYS")) {
    auto parsed = ParseReminderDays(*days, config.agreement_link_days);
    if (parsed) {
      config.agreement_reminder_days = *parsed;
    } else {
      errors.push_back(
          "AGREEMENT_REMINDER_DAYS must be up to five whole days, ascending and each before "
          "AGREEMENT_LINK_DAYS, like 1,3,6, or none (got " +
          Quote(*days) + ")");
    }
  }
  config.conversation.saved_replies_file =
      config.forms_dir / ".." / "conversation" / "saved-replies.json";

  if (auto limit = Lookup(env, "INTAKE_RATE_LIMIT")) {
    if (*limit == "off") {
      config.intake_rate_limit = RateLimitSetting{true, 0, 0};
    } else {
      auto slash = limit->find('/');
      auto per = slash == std::string::npos ? std::nullopt : ParseInteger(limit->substr(0, slash));
      auto window =
          slash == std::string::npos ? std::nullopt : ParseInteger(limit->substr(slash + 1));
      if (!per || !window || *per < 1 || *per > 1000000 || *window < 1 || *window > 86400) {
        errors.push_back(
            "INTAKE_RATE_LIMIT must be N/S (N attempts per S seconds per address, N 1..1000000, "
            "S 1..86400) or off (got " +
            Quote(*limit) + ")");
      } else {
        config.intake_rate_limit =
            RateLimitSetting{false, static_cast<unsigned>(*per), static_cast<unsigned>(*window)};
      }
    }
  }

  if (auto trust = Lookup(env, "TRUST_PROXY")) {
    auto parsed = http::ParseProxyTrust(*trust);
    if (parsed) {
      config.trust_proxy = std::move(parsed).Value();
    } else {
      errors.push_back(
          "TRUST_PROXY must be a hop count from 0 to " + std::to_string(http::kMaxProxyHops) +
          " or a comma-separated list of proxy addresses and CIDR networks: " + parsed.Error() +
          " (got " + Quote(*trust) + ")");
    }
  }
  // A hop count believes whatever X-Forwarded-For a peer sends, so it is safe only when no one
  // but the proxy can reach the port (issue 50: a client that reached a public port directly
  // forged an address per connection and took every slot).
  if (config.trust_proxy.hops > 0 && !IsLoopbackHost(config.host)) {
    errors.push_back("TRUST_PROXY=" + std::to_string(config.trust_proxy.hops) +
                     " (a hop count) believes X-Forwarded-For from anyone who reaches the port, "
                     "and HOST=" +
                     config.host +
                     " is reachable beyond this machine: list the proxies' addresses instead "
                     "(TRUST_PROXY=10.0.0.5 or 10.0.0.0/8), or listen on 127.0.0.1 or ::1");
  }
  {
    using std::chrono::milliseconds;
    ParseDurationKey(env, "REQUEST_TIMEOUT", milliseconds(100), milliseconds(300'000),
                     "100ms to 5m", &config.request_timeout, &errors);
    ParseDurationKey(env, "SHUTDOWN_TIMEOUT", milliseconds(100), milliseconds(600'000),
                     "100ms to 10m", &config.shutdown_timeout, &errors);
  }

  // The ids end up in a JSON answer and select CSP hosts: accept only their documented shapes.
  static const std::regex kGtagId("^(G|AW)-[A-Z0-9]{4,20}$");
  static const std::regex kPixelId("^[0-9]{5,20}$");
  if (auto id = Lookup(env, "GTAG_ID")) {
    if (std::regex_match(*id, kGtagId)) {
      config.gtag_id = *id;
    } else {
      errors.push_back("GTAG_ID must look like G-XXXXXXX or AW-XXXXXXX (got " + Quote(*id) + ")");
    }
  }
  if (auto id = Lookup(env, "META_PIXEL_ID")) {
    if (std::regex_match(*id, kPixelId)) {
      config.meta_pixel_id = *id;
    } else {
      errors.push_back("META_PIXEL_ID must be 5 to 20 digits (got " + Quote(*id) + ")");
    }
  }

  ParseUnsignedKey(env, "ADMIN_SESSION_IDLE_MINUTES", 1, 1440, &config.admin_session_idle_minutes,
                   &errors);
  ParseUnsignedKey(env, "ADMIN_SESSION_MAX_HOURS", 1, 720, &config.admin_session_max_hours,
                   &errors);
  // 32 bytes in base64 (openssl rand -base64 32). Never echoed: it is a secret.
  static const std::regex kKeyText("[A-Za-z0-9+/]{43}=");
  for (auto [name, target] : {std::pair{"TOTP_KEY", &config.totp_key},
                              std::pair{"TOTP_PREVIOUS_KEY", &config.totp_previous_key}}) {
    if (auto key = Lookup(env, name)) {
      if (std::regex_match(*key, kKeyText)) {
        *target = *key;
      } else {
        errors.push_back(std::string(name) +
                         " must be 32 random bytes in base64 (openssl rand -base64 32)");
      }
    }
  }
  if (config.totp_previous_key && !config.totp_key) {
    errors.push_back("TOTP_PREVIOUS_KEY is set without TOTP_KEY");
  }
  ParseUnsignedKey(env, "STAFF_WORKERS", 1, kMaxStaffWorkers, &config.staff_workers, &errors);
  ParseUnsignedKey(env, "STAFF_QUEUE", 0, kMaxStaffQueue, &config.staff_queue, &errors);
  ParseUnsignedKey(env, "DATABASE_READERS", 1, kMaxDatabaseReaders, &config.database_readers,
                   &errors);
  ParseDurationKey(env, "TEST_STAFF_READ_DELAY", std::chrono::milliseconds(0),
                   std::chrono::milliseconds(5'000), "0ms to 5s", &config.test_staff_read_delay,
                   &errors);
  ParseOutbox(env, Lookup(env, "SITE_ORIGIN").has_value(), &config.outbox, &errors);
  ParseMetrics(env, config.port, &config.metrics, &errors);
  ParseConversation(env, &config.conversation, &errors);
  ParseBooking(env, &config.booking, &errors);

  if (!errors.empty()) return common::Result<Config, std::vector<std::string>>::Err(errors);
  return common::Result<Config, std::vector<std::string>>::Ok(config);
}

std::vector<std::string> PrepareFilesystem(const Config& config) {
  std::vector<std::string> errors;

  std::error_code ec;
  std::filesystem::create_directories(config.data_dir, ec);
  if (ec || !std::filesystem::is_directory(config.data_dir)) {
    errors.push_back("DATA_DIR " + Quote(config.data_dir.string()) +
                     " is not a directory and could not be created" +
                     (ec ? " (" + ec.message() + ")" : ""));
  } else {
    // access(W_OK) lies for root and read-only mounts; writing a file does not.
    auto probe = config.data_dir / (".write-probe-" + std::to_string(::getpid()));
    bool writable = static_cast<bool>(std::ofstream(probe) << "ok");
    std::filesystem::remove(probe, ec);
    if (!writable) {
      errors.push_back("DATA_DIR " + Quote(config.data_dir.string()) + " is not writable");
    }
  }

  if (!std::filesystem::is_regular_file(config.site_dir / "manifest.json", ec)) {
    errors.push_back("SITE_DIR " + Quote(config.site_dir.string()) +
                     " must contain manifest.json (build the web site first)");
  }
  if (!std::filesystem::is_regular_file(config.forms_dir / "rules.json", ec)) {
    errors.push_back("FORMS_DIR " + Quote(config.forms_dir.string()) +
                     " must contain rules.json and the form definitions (config/forms)");
  }
  return errors;
}

common::Result<Config, std::vector<std::string>> LoadConfig(const EnvMap& env,
                                                            unsigned hardware_threads) {
  auto parsed = ParseConfig(env, hardware_threads);
  Config paths;
  if (auto dir = Lookup(env, "DATA_DIR")) paths.data_dir = *dir;
  if (auto dir = Lookup(env, "SITE_DIR")) paths.site_dir = *dir;
  if (auto dir = Lookup(env, "FORMS_DIR")) paths.forms_dir = *dir;
  auto errors = parsed ? std::vector<std::string>{} : parsed.Error();
  auto fs_errors = PrepareFilesystem(parsed ? parsed.Value() : paths);
  errors.insert(errors.end(), fs_errors.begin(), fs_errors.end());
  if (!errors.empty()) return common::Result<Config, std::vector<std::string>>::Err(errors);
  return parsed;
}

EnvMap ReadProcessEnvironment() {
  EnvMap env;
  for (const auto& key : kKnownVariables) {
    if (const char* value = std::getenv(key.c_str())) env[key] = value;
  }
  return env;
}

}  // namespace firm::config
