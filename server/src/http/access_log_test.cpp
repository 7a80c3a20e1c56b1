#include "http/access_log.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

TEST(AccessLogTest, FormatsOneLineWithoutQuery) {
  AccessLogEntry entry;
  entry.time = std::chrono::system_clock::time_point(std::chrono::milliseconds(1795255200123));
  entry.request_id = "ab12";
  entry.method = "GET";
  entry.target = "/services?email=someone@example.com";
  entry.status = 200;
  entry.body_bytes = 5123;
  entry.duration = std::chrono::microseconds(210);
  EXPECT_EQ(FormatAccessLogLine(entry),
            "2026-11-21T10:00:00.123Z rid=ab12 GET /services 200 5123B 0.21ms\n");
}

TEST(AccessLogTest, EscapesUnsafeBytesAndTruncates) {
  AccessLogEntry entry;
  entry.request_id = "r";
  entry.method = "GET";
  std::string target = "/a\nb";
  entry.target = target;
  auto line = FormatAccessLogLine(entry);
  EXPECT_NE(line.find("/a%0Ab"), std::string::npos) << line;
  EXPECT_EQ(line.find('\n'), line.size() - 1);

  std::string long_target = "/" + std::string(1000, 'x');
  entry.target = long_target;
  EXPECT_LT(FormatAccessLogLine(entry).size(), 400u);
}

// A staff member's calendar feed carries its secret in the path; a booking link carries its
// token in the query. Neither reaches the log, however the path is spelled.
TEST(AccessLogTest, SecretsInLinksNeverReachTheLog) {
  const std::string secret = "Zx9qLm2Pt7Rv4Kd8Wn3Hs6Jc1Fb5Gy0A";
  AccessLogEntry entry;
  entry.request_id = "r";
  entry.method = "GET";
  entry.status = 200;
  for (const std::string& target :
       {"/calendar/" + secret + ".ics", "/CALENDAR/" + secret + ".ics",
        "/%63alendar/" + secret + ".ics", "/calendar%2F" + secret + ".ics",
        "http://firm.example/calendar/" + secret + ".ics", "/calendar/x/" + secret,
        "/booking?t=" + secret, "/es/booking?t=" + secret + "#top",
        "/api/booking/manage?t=" + secret}) {
    entry.target = target;
    const std::string line = FormatAccessLogLine(entry);
    EXPECT_EQ(line.find(secret), std::string::npos) << line;
    EXPECT_EQ(line.find(secret.substr(0, 8)), std::string::npos) << line;
  }
  EXPECT_EQ(LoggedPath("/calendar/" + secret + ".ics"), "/calendar/REDACTED");
  EXPECT_EQ(LoggedPath("/%63alendar/" + secret + ".ics"), "/%63alendar/REDACTED");
  EXPECT_EQ(LoggedPath("/calendar%2F" + secret + ".ics"), "/REDACTED");
  EXPECT_EQ(LoggedPath("http://firm.example/calendar/" + secret),
            "http://firm.example/calendar/REDACTED");
  EXPECT_EQ(LoggedPath("/booking?t=" + secret), "/booking");
  // Paths without a secret are logged as they came.
  for (std::string_view plain : {"/", "/calendar", "/services/calendar-of-deadlines",
                                 "/admin/leads/case-review/0b7f1c5e", "/a%2Fb"}) {
    EXPECT_EQ(LoggedPath(plain), plain);
  }
}

}  // namespace
}  // namespace firm::http
