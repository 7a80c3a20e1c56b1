#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace firm::http {

struct AccessLogEntry {
  std::chrono::system_clock::time_point time;
  std::string_view request_id;
  std::string_view method;
  std::string_view target;  // the query string and fragment are stripped here, secrets redacted
  int status = 0;
  std::size_t body_bytes = 0;
  std::chrono::nanoseconds duration{0};
};

// One line, e.g.
//   2026-11-21T10:00:00.123Z rid=ab12 GET /services 200 5123B 0.21ms
// Deliberately no IPs, user agents, cookies or query strings: no personal data, and none of the
// secrets links carry there (a booking link's ?t=). Secrets carried in the path are redacted:
// whatever follows a segment of kSecretPathSegments (a staff member's calendar feed,
// /calendar/<secret>.ics) is logged as REDACTED, whatever its case or percent-encoding.
std::string FormatAccessLogLine(const AccessLogEntry& entry);

// Path segments whose following segments are a secret.
inline constexpr std::string_view kSecretPathSegments[] = {"calendar"};

// The target's path as the log writes it: no query or fragment, secrets replaced by REDACTED.
std::string LoggedPath(std::string_view target);

// Writes the line to stdout with a single write(2): lines from different
// threads never interleave and no process-wide lock is taken.
void WriteAccessLog(const AccessLogEntry& entry);

}  // namespace firm::http
