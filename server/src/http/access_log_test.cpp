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

}  // namespace
}  // namespace firm::http
