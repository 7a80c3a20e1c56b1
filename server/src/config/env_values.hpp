#pragma once

// Inside the config module only: reading and checking single values of the
// environment, and the sections (outbox, metrics) that ParseConfig reads with
// them. Every problem goes to `errors`, worded for an operator; secrets are
// never echoed.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/env_config.hpp"

namespace firm::config {

std::optional<std::string> Lookup(const EnvMap& env, const std::string& key);

// Echoing values back helps operators, but never unbounded or with control bytes.
std::string Quote(const std::string& value);

std::optional<long> ParseInteger(const std::string& text);

bool IsHostnameChar(char c);

bool IsValidHostname(std::string_view host);

// Accepts scheme://host[:port] with nothing after the authority: the origin is
// compared byte-for-byte later (CORS/CSRF checks), so a path would only cause
// surprises.
std::optional<std::string> ValidateOrigin(const std::string& origin, bool* is_https);

bool HasControlOrSpace(std::string_view text);

// scheme://host[:port][/path...]: enough to catch typos; curl parses it for real.
bool HasHostAfter(std::string_view url, std::string_view scheme);

// A bare address, no display name: it goes into MAIL FROM / RCPT TO and the
// From/To headers, so anything that could end a header line is refused.
bool IsValidMailbox(const std::string& address);

// "250ms", "30s", "5m", "1h": a unit is required so nobody guesses.
std::optional<std::chrono::milliseconds> ParseDuration(const std::string& text);

void ParseDurationKey(const EnvMap& env, const std::string& key, std::chrono::milliseconds min,
                      std::chrono::milliseconds max, const std::string& range,
                      std::chrono::milliseconds* out, std::vector<std::string>* errors);

void ParseUnsignedKey(const EnvMap& env, const std::string& key, long min, long max, unsigned* out,
                      std::vector<std::string>* errors);

// WEBHOOK_*, SMTP_* and OUTBOX_*. Secrets, passwords and URLs (which may carry
// tokens) are never echoed.
void ParseOutbox(const EnvMap& env, bool has_site_origin, OutboxSettings* out,
                 std::vector<std::string>* errors);

// METRICS_PORT, METRICS_HOST and METRICS_TOKEN. The token is never echoed.
// SLA_REPLY_MINUTES, OFFICE_HOURS, QUIET_HOURS, FOLLOW_UP_* and SAVED_REPLIES_FILE.
void ParseConversation(const EnvMap& env, ConversationSettings* out,
                       std::vector<std::string>* errors);
// "Mon-Fri 08:00-18:00, Sat 09:00-13:00" (days Sun..Sat, English three-letter names, any case).
void ParseBooking(const EnvMap& env, BookingSettings* out, std::vector<std::string>* errors);

// "HH:MM" in minutes from midnight, 00:00 to 24:00; nullopt for anything else.
std::optional<unsigned> ParseClock(std::string_view text);

std::optional<WeeklyHours> ParseWeeklyHours(std::string_view text);
// "21:00-08:00".
std::optional<DailyWindow> ParseDailyWindow(std::string_view text);
// "15m,2h,next-morning,3d,7d": one to kMaxCadenceSteps steps.
std::optional<std::vector<CadenceStep>> ParseCadence(std::string_view text);

// "1,3,6": up to five whole days, ascending, each below `link_days`; "none": no day.
std::optional<std::vector<unsigned>> ParseReminderDays(std::string_view text, unsigned link_days);

void ParseMetrics(const EnvMap& env, std::uint16_t public_port, MetricsSettings* out,
                  std::vector<std::string>* errors);

}  // namespace firm::config
