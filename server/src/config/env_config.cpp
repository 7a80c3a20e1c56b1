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

namespace firm::config {

const std::vector<std::string> kKnownVariables = {"PORT",
                                                  "HOST",
                                                  "DATA_DIR",
                                                  "DATABASE_URL",
                                                  "SITE_DIR",
                                                  "THREADS",
                                                  "SITE_ORIGIN",
                                                  "HSTS",
                                                  "FORMS_DIR",
                                                  "INTAKE_RATE_LIMIT",
                                                  "TRUST_PROXY",
                                                  "REQUEST_TIMEOUT",
                                                  "SHUTDOWN_TIMEOUT",
                                                  "GTAG_ID",
                                                  "META_PIXEL_ID",
                                                  "ADMIN_SESSION_IDLE_MINUTES",
                                                  "ADMIN_SESSION_MAX_HOURS",
                                                  "WEBHOOK_URL",
                                                  "WEBHOOK_SECRET",
                                                  "WEBHOOK_SECRET_PREVIOUS",
                                                  "SMTP_URL",
                                                  "SMTP_USER",
                                                  "SMTP_PASSWORD",
                                                  "SMTP_FROM",
                                                  "SMTP_TO",
                                                  "SMTP_STARTTLS",
                                                  "OUTBOX_MAX_ATTEMPTS",
                                                  "OUTBOX_RETRY_BASE",
                                                  "OUTBOX_RETRY_MAX",
                                                  "OUTBOX_POLL_INTERVAL",
                                                  "OUTBOX_SEND_TIMEOUT",
                                                  "OUTBOX_WORKERS",
                                                  "METRICS_PORT",
                                                  "METRICS_HOST",
                                                  "METRICS_TOKEN"};

namespace {

std::optional<std::string> Lookup(const EnvMap& env, const std::string& key) {
  auto it = env.find(key);
  if (it == env.end() || it->second.empty()) return std::nullopt;
  return it->second;
}

// Echoing values back helps operators, but never unbounded or with control bytes.
std::string Quote(const std::string& value) {
  std::string out = "'";
  for (char c : value.substr(0, 80)) {
    out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? '?' : c;
  }
  if (value.size() > 80) out += "...";
  return out + "'";
}

std::optional<long> ParseInteger(const std::string& text) {
  long value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

bool IsHostnameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.';
}

bool IsValidHostname(std::string_view host) {
  if (host.empty() || host.size() > 253) return false;
  return std::all_of(host.begin(), host.end(), IsHostnameChar) && host.front() != '-' &&
         host.front() != '.';
}

bool IsValidIpv6Literal(std::string_view host) {
  if (host.size() < 2 || host.find(':') == std::string_view::npos) return false;
  return std::all_of(host.begin(), host.end(), [](char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.';
  });
}

// Accepts scheme://host[:port] with nothing after the authority: the origin is
// compared byte-for-byte later (CORS/CSRF checks), so a path would only cause
// surprises.
std::optional<std::string> ValidateOrigin(const std::string& origin, bool* is_https) {
  std::string_view rest = origin;
  if (rest.starts_with("https://")) {
    *is_https = true;
    rest.remove_prefix(8);
  } else if (rest.starts_with("http://")) {
    *is_https = false;
    rest.remove_prefix(7);
  } else {
    return "SITE_ORIGIN must start with http:// or https:// (got " + Quote(origin) + ")";
  }
  if (rest.find_first_of("/?#") != std::string_view::npos) {
    return "SITE_ORIGIN must be an origin without path, query or fragment, e.g. "
           "https://example.com (got " +
           Quote(origin) + ")";
  }
  std::string_view host = rest;
  std::string_view port;
  if (host.starts_with("[")) {
    auto close = host.find(']');
    if (close == std::string_view::npos) return "SITE_ORIGIN has a malformed IPv6 host";
    port = host.substr(close + 1);
    host = host.substr(1, close - 1);
    if (!IsValidIpv6Literal(host)) {
      return "SITE_ORIGIN has an invalid host (got " + Quote(origin) + ")";
    }
  } else {
    auto colon = host.find(':');
    if (colon != std::string_view::npos) {
      port = host.substr(colon);
      host = host.substr(0, colon);
    }
    if (!IsValidHostname(host)) {
      return "SITE_ORIGIN has an invalid host (got " + Quote(origin) + ")";
    }
  }
  if (!port.empty()) {
    auto number = port.size() > 1 && port[0] == ':' ? ParseInteger(std::string(port.substr(1)))
                                                    : std::nullopt;
    if (!number || *number < 1 || *number > 65535) {
      return "SITE_ORIGIN has an invalid port (got " + Quote(origin) + ")";
    }
  }
  return std::nullopt;
}

bool HasControlOrSpace(std::string_view text) {
  return std::any_of(text.begin(), text.end(), [](char c) {
    auto byte = static_cast<unsigned char>(c);
    return byte <= 0x20 || byte == 0x7f;
  });
}

// scheme://host[:port][/path...]: enough to catch typos; curl parses it for real.
bool HasHostAfter(std::string_view url, std::string_view scheme) {
  if (!url.starts_with(scheme)) return false;
  auto rest = url.substr(scheme.size());
  auto end = rest.find_first_of("/?#");
  auto authority = rest.substr(0, end);
  return !authority.empty() && authority.front() != ':';
}

// A bare address, no display name: it goes into MAIL FROM / RCPT TO and the
// From/To headers, so anything that could end a header line is refused.
bool IsValidMailbox(const std::string& address) {
  static const std::regex kMailbox(
      "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
      "(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$");
  return address.size() <= 254 && std::regex_match(address, kMailbox);
}

// "250ms", "30s", "5m", "1h": a unit is required so nobody guesses.
std::optional<std::chrono::milliseconds> ParseDuration(const std::string& text) {
  static const std::regex kDuration("^([0-9]{1,9})(ms|s|m|h)$");
  std::smatch match;
  if (!std::regex_match(text, match, kDuration)) return std::nullopt;
  long long amount = std::stoll(match[1].str());
  const std::string unit = match[2].str();
  long long factor = unit == "ms" ? 1 : unit == "s" ? 1000 : unit == "m" ? 60'000 : 3'600'000;
  return std::chrono::milliseconds(amount * factor);
}

void ParseDurationKey(const EnvMap& env, const std::string& key, std::chrono::milliseconds min,
                      std::chrono::milliseconds max, const std::string& range,
                      std::chrono::milliseconds* out, std::vector<std::string>* errors) {
  auto text = Lookup(env, key);
  if (!text) return;
  auto value = ParseDuration(*text);
  if (!value || *value < min || *value > max) {
    errors->push_back(key + " must be a duration like 500ms, 30s, 5m or 1h, " + range + " (got " +
                      Quote(*text) + ")");
    return;
  }
  *out = *value;
}

void ParseUnsignedKey(const EnvMap& env, const std::string& key, long min, long max, unsigned* out,
                      std::vector<std::string>* errors) {
  auto text = Lookup(env, key);
  if (!text) return;
  auto value = ParseInteger(*text);
  if (!value || *value < min || *value > max) {
    errors->push_back(key + " must be an integer from " + std::to_string(min) + " to " +
                      std::to_string(max) + " (got " + Quote(*text) + ")");
    return;
  }
  *out = static_cast<unsigned>(*value);
}

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
  } else if (host && !IsValidHostname(*host) && !IsValidIpv6Literal(*host)) {
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

}  // namespace

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
    if (!IsValidHostname(*host) && !IsValidIpv6Literal(*host)) {
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

  if (auto idle = Lookup(env, "ADMIN_SESSION_IDLE_MINUTES")) {
    auto value = ParseInteger(*idle);
    if (!value || *value < 1 || *value > 1440) {
      errors.push_back("ADMIN_SESSION_IDLE_MINUTES must be an integer from 1 to 1440 (got " +
                       Quote(*idle) + ")");
    } else {
      config.admin_session_idle_minutes = static_cast<unsigned>(*value);
    }
  }
  if (auto max = Lookup(env, "ADMIN_SESSION_MAX_HOURS")) {
    auto value = ParseInteger(*max);
    if (!value || *value < 1 || *value > 720) {
      errors.push_back("ADMIN_SESSION_MAX_HOURS must be an integer from 1 to 720 (got " +
                       Quote(*max) + ")");
    } else {
      config.admin_session_max_hours = static_cast<unsigned>(*value);
    }
  }
  ParseOutbox(env, Lookup(env, "SITE_ORIGIN").has_value(), &config.outbox, &errors);
  ParseMetrics(env, config.port, &config.metrics, &errors);

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
