#include "outbox/email.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace firm::outbox {
namespace {

LeadRecord MakeLead() {
  LeadRecord lead;
  lead.id = "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f";
  lead.form_type = "case_review";
  lead.created_at = "2026-03-10T12:34:56.700Z";
  lead.first_name = "Ana";
  lead.last_name = "Smith";
  lead.email = "ana.smith@example.com";
  lead.phone = "+13105550142";
  lead.issue_types = {"Wage & Hour", "Retaliation"};
  lead.answers_json = R"({"issueDetails":"my boss owes me overtime","zip":"90012"})";
  lead.utm_source = "google";
  return lead;
}

const NotificationContext kContext{"website@firm.example", "intake@firm.example",
                                   "https://firm.example"};
// 2026-03-10 12:34:56 UTC, a Tuesday.
const auto kNow = std::chrono::system_clock::time_point(std::chrono::seconds(1773146096));

std::string Headers(const std::string& message) {
  return message.substr(0, message.find("\r\n\r\n"));
}

std::vector<std::string> HeaderLines(const std::string& message) {
  std::vector<std::string> lines;
  auto headers = Headers(message);
  std::size_t start = 0;
  while (start <= headers.size()) {
    auto end = headers.find("\r\n", start);
    if (end == std::string::npos) end = headers.size();
    lines.push_back(headers.substr(start, end - start));
    start = end + 2;
  }
  return lines;
}

TEST(EmailTest, CarriesNameIssueFormTimeAndLinkButNoContactDetails) {
  auto message = BuildNotification(MakeLead(), kContext, kNow, "d-123");
  auto headers = Headers(message);
  const auto read = ReadMailMessage(message);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->Header("Date"), "Tue, 10 Mar 2026 12:34:56 +0000");
  EXPECT_EQ(read->from_name, "Website intake");
  EXPECT_EQ(read->from, "website@firm.example");
  EXPECT_EQ(read->to, "intake@firm.example");
  EXPECT_EQ(read->subject, "New case review: Ana Smith (Wage & Hour, Retaliation)");
  EXPECT_EQ(read->message_id, "d-123@firm.example");
  EXPECT_EQ(read->Header("Auto-Submitted"), "auto-generated");
  EXPECT_NE(headers.find("Content-Type: text/plain; charset=utf-8"), std::string::npos);
  EXPECT_NE(headers.find("Content-Transfer-Encoding: quoted-printable"), std::string::npos);
  auto body = read->Text();
  EXPECT_NE(body.find("Name: Ana Smith"), std::string::npos) << body;
  EXPECT_NE(body.find("Form: Case review"), std::string::npos);
  EXPECT_NE(body.find("Issue type(s): Wage & Hour, Retaliation"), std::string::npos);
  EXPECT_NE(body.find("Received: 2026-03-10 12:34:56 UTC"), std::string::npos);
  EXPECT_NE(body.find("https://firm.example/admin/leads/case-review/"
                      "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f"),
            std::string::npos);
  for (std::string_view secret :
       {"ana.smith@example.com", "3105550142", "overtime", "90012", "google"}) {
    EXPECT_EQ(message.find(secret), std::string::npos) << secret;
    EXPECT_EQ(body.find(secret), std::string::npos) << secret;
  }
}

TEST(EmailTest, EveryLineEndsWithCrlfAndStaysShort) {
  auto lead = MakeLead();
  lead.first_name = std::string(300, 'x');  // longer than any form allows
  auto message = BuildNotification(lead, kContext, kNow, "d-1");
  for (std::size_t i = 0; i < message.size(); ++i) {
    if (message[i] == '\n') {
      ASSERT_TRUE(i > 0 && message[i - 1] == '\r') << i;
    }
    if (message[i] == '\r') {
      ASSERT_TRUE(i + 1 < message.size() && message[i + 1] == '\n') << i;
    }
  }
  std::size_t start = 0;
  while (start < message.size()) {
    auto end = message.find("\r\n", start);
    EXPECT_LE(end - start, 998u);
    start = end + 2;
  }
  std::size_t body_start = message.find("\r\n\r\n") + 4;
  start = body_start;
  while (start < message.size()) {
    auto end = message.find("\r\n", start);
    EXPECT_LE(end - start, 76u) << message.substr(start, end - start);
    start = end + 2;
  }
}

TEST(EmailTest, HeaderInjectionThroughNamesIsImpossible) {
  auto lead = MakeLead();
  lead.first_name = "Eve\r\nBcc: victim@example.com\r\n";
  lead.last_name = "X\nSubject: spoofed\rTo: a@b.c\x0b\x7f";
  lead.issue_types = {"Harassment\r\nX-Injected: 1",
                      "\xC2\x85"
                      "Bcc: c@d.e"};
  auto message = BuildNotification(lead, kContext, kNow, "id\r\nX-Evil: 1");
  auto lines = HeaderLines(message);
  for (const auto& line : lines) {
    EXPECT_FALSE(line.starts_with("Bcc:")) << line;
    EXPECT_FALSE(line.starts_with("X-Injected")) << line;
    EXPECT_FALSE(line.starts_with("X-Evil")) << line;
    EXPECT_EQ(std::count(line.begin(), line.end(), '\r'), 0) << line;
    EXPECT_EQ(std::count(line.begin(), line.end(), '\n'), 0) << line;
    for (char c : line) EXPECT_GE(static_cast<unsigned char>(c), 0x20u) << line;
  }
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [](const std::string& l) { return l.starts_with("Subject:"); }),
            1);
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [](const std::string& l) { return l.starts_with("To:"); }),
            1);
  // The text survives, flattened onto one line.
  EXPECT_EQ(ReadMailMessage(message)->subject,
            "New case review: Eve Bcc: victim@example.com X Subject: spoofed To: a@b.c "
            "(Harassment X-Injected: 1, Bcc: c@d.e)");
  // Exactly our nine header fields before the first empty line (a folded field goes on in
  // lines that start with a space).
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [](const std::string& l) { return !l.starts_with(' '); }),
            9)
      << Headers(message);
}

// Found by fuzz/email_fuzz.cpp: the Message-ID kept any non-control byte of the id, so
// spaces, angle brackets, '@' and 8-bit bytes could land in a header that must be ASCII.
TEST(EmailTest, MessageIdKeepsOnlyIdCharacters) {
  auto message = BuildNotification(MakeLead(), kContext, kNow, "d-1 <x>@evil\xC3\xA9.x_y");
  EXPECT_NE(Headers(message).find("\r\nMessage-Id: <d-1xevilx_y@firm.example>\r\n"),
            std::string::npos)
      << Headers(message);
  auto empty = BuildNotification(MakeLead(), kContext, kNow, "\xC3\xA9");
  EXPECT_EQ(ReadMailMessage(empty)->message_id, "notification@firm.example");
}

TEST(EmailTest, NonAsciiNamesAreEncodedWordsInTheSubjectAndUtf8InTheBody) {
  auto lead = MakeLead();
  lead.first_name = "María";
  lead.last_name = "López";
  auto message = BuildNotification(lead, kContext, kNow, "d-2");
  auto headers = Headers(message);
  EXPECT_NE(headers.find("Subject: New case review: =?UTF-8?"), std::string::npos) << headers;
  for (char c : headers) EXPECT_LT(static_cast<unsigned char>(c), 0x80u);  // 7-bit headers
  const auto read = ReadMailMessage(message);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->subject, "New case review: María López (Wage & Hour, Retaliation)");
  EXPECT_NE(read->Text().find("Name: María López"), std::string::npos);
}

// The builder is GMime's (decision 0046); these pin what the senders rely on it for. GMime keeps a
// run of non-ASCII text without a space in one encoded word, longer than RFC 2047's 75
// characters when the run is long (mail readers decode it); every line stays within RFC 5322's
// 998, and the text reads back whole.
TEST(EmailTest, LongNonAsciiSubjectsStayWithinTheLineLimitAndDecodeWhole) {
  std::string text;
  for (int i = 0; i < 100; ++i) text += i % 7 == 6 ? " " : "é";
  const std::string message =
      BuildMail({{"Website intake", "a@firm.example", "b@firm.example", text, "m", kNow},
                 {},
                 "mixed",
                 {{"text/plain", "x", {}, ""}}});
  for (const auto& line : HeaderLines(message)) {
    EXPECT_LE(line.size(), 998u) << line;
    for (char c : line) EXPECT_LT(static_cast<unsigned char>(c), 0x80u) << line;
  }
  EXPECT_EQ(ReadMailMessage(message)->subject, text);
}

TEST(EmailTest, HeaderSafeTextFlattensAndTruncatesOnCharacterBoundaries) {
  EXPECT_EQ(HeaderSafeText("  a\r\n\tb  \x01 c ", 100), "a b c");
  EXPECT_EQ(HeaderSafeText("a\xE2\x80\xA8"
                           "b",
                           100),
            "a b");
  EXPECT_EQ(HeaderSafeText("ééé", 5), "éé");
  // Text that looks like an encoded word is not one (found by fuzz/email_fuzz.cpp).
  EXPECT_EQ(HeaderSafeText("a=?UTF-8?B?QQ==?=", 100), "a= ?UTF-8?B?QQ== ?=");
  // Bytes that are not UTF-8 (found by fuzz/email_fuzz.cpp): the replacement character.
  EXPECT_EQ(HeaderSafeText("a\x92"
                           "b",
                           100),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(HeaderSafeText("", 5), "");
}

TEST(EmailTest, TextPartsAreQuotedPrintableUtf8AndDecodeExactly) {
  const std::string text = "a=b\nc \n\u00e9\n" + std::string(200, 'a');
  const std::string message =
      BuildMail({{"Website intake", "a@firm.example", "b@firm.example", "s", "m", kNow},
                 {},
                 "alternative",
                 {{"text/plain", text, {}, ""}, {"text/html", "<p>\u00e9</p>", {}, ""}}});
  const std::string body = message.substr(message.find("\r\n\r\n") + 4);
  EXPECT_NE(body.find("a=3Db"), std::string::npos) << body;
  EXPECT_NE(body.find("=C3=A9"), std::string::npos) << body;
  const auto read = ReadMailMessage(message);
  ASSERT_TRUE(read);
  ASSERT_EQ(read->parts.size(), 2u);
  EXPECT_EQ(read->parts[0].media_type, "text/plain");
  EXPECT_EQ(read->parts[1].media_type, "text/html");
  // Read back in canonical form: LF line ends, no space at a line's end (GMime's encoder let such
  // a line run past 76 octets), a TAB or other control as one space.
  EXPECT_EQ(read->parts[0].text, "a=b\nc\n\u00e9\n" + std::string(200, 'a'));
  const auto controls =
      ReadMailMessage(BuildMail({{"W", "a@firm.example", "b@firm.example", "s", "m", kNow},
                                 {},
                                 "mixed",
                                 {{"text/plain", "x\t\x01  y \r\nz\r", {}, ""}}}));
  ASSERT_TRUE(controls);
  EXPECT_TRUE(controls->parts[0].text.starts_with("x    y\nz")) << controls->parts[0].text;
  // A calendar line folded before a space (RFC 5545: CRLF, the fold's space, then the text's
  // own) keeps both spaces: unfolded, the text is whole.
  const std::string folded = "DESCRIPTION:" + std::string(63, 'a') + "\r\n  b\r\n";
  const auto calendar = ReadMailMessage(
      BuildMail({{"W", "a@firm.example", "b@firm.example", "s", "m", kNow},
                 {},
                 "mixed",
                 {{"text/plain", "x", {}, ""}, {"text/calendar", folded, {}, "call.ics"}}}));
  ASSERT_TRUE(calendar);
  ASSERT_EQ(calendar->parts.size(), 2u);
  EXPECT_NE(calendar->parts[1].text.find(std::string(63, 'a') + "\n  b"), std::string::npos)
      << calendar->parts[1].text;
}

}  // namespace
}  // namespace firm::outbox
