#include "config/env_values.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <regex>

#include "common/text.hpp"

namespace firm::config {

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
    if (!common::IsValidIpv6Literal(host)) {
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

std::optional<std::vector<unsigned>> ParseReminderDays(std::string_view text, unsigned link_days) {
  std::vector<unsigned> days;
  if (text == "none") return days;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view part = text.substr(start, comma - start);
    unsigned day = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), day);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || day == 0 ||
        day >= link_days || (!days.empty() && day <= days.back()) || days.size() == 5) {
      return std::nullopt;
    }
    days.push_back(day);
    start = comma + 1;
  }
  return days;
}

}  // namespace firm::config
