// The worker's calendar file, against a golden file that a calendar parser also reads
// (web/tests/unit/booking-ics.test.ts, with ical.js): local times with a VTIMEZONE on the day
// of the autumn change, escaping and folding.
#include "booking/ics.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "booking/booking_email.hpp"
#include "outbox/mail_message.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {
namespace {

Instant At(const std::string& iso) { return *storage::ParseInstant(iso); }

const std::string kGolden =
    std::string(FIRM_FORMS_DIR) + "/../../server/tests/golden/booking-call.ics";

// A Spanish call at 09:00 on the day of the autumn change (17:00 UTC, PST).
CallFacts Facts() {
  return CallFacts{"es",
                   "GC-7Q4M-2K9P",
                   At("2026-11-01T17:00:00Z"),
                   "Golden Coast Workers Law, APC",
                   "(310) 555-0142",
                   "https://firm.example/es/booking?t=abc.def"};
}

BookingRow Row() {
  BookingRow row;
  row.id = "0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f";
  row.starts_at = "2026-11-01T17:00:00.000Z";
  row.ends_at = "2026-11-01T17:30:00.000Z";
  return row;
}

std::string GoldenCalendar() {
  const CallFacts facts = Facts();
  const BookingRow row = Row();
  CalendarEvent later = WorkerEvent(facts, row, "firm.example");
  later.uid = "second@firm.example";
  later.start = At("2027-03-15T16:00:00Z");  // 09:00 PDT, the day after the spring change
  later.end = At("2027-03-15T16:30:00Z");
  later.summary =
      "A title; with, commas\\ and a long text that must be folded across lines "
      "because it is longer than seventy-five octets: ñandú";
  return BuildCalendar(
      CalendarHeader{"Golden Coast Workers Law, APC", "", At("2026-10-20T12:00:00Z")},
      {WorkerEvent(facts, row, "firm.example"), later});
}

TEST(Calendar, MatchesTheGoldenFile) {
  std::ifstream file(kGolden, std::ios::binary);
  ASSERT_TRUE(file) << kGolden << " (write it with FIRM_WRITE_GOLDEN=1)";
  std::stringstream golden;
  golden << file.rdbuf();
  const std::string built = GoldenCalendar();
  if (std::getenv("FIRM_WRITE_GOLDEN")) std::ofstream(kGolden, std::ios::binary) << built;
  EXPECT_EQ(built, golden.str());
  EXPECT_NE(built.find("DTSTART;TZID=America/Los_Angeles:20261101T090000\r\n"), std::string::npos);
  EXPECT_NE(built.find("DTSTART;TZID=America/Los_Angeles:20270315T090000\r\n"), std::string::npos);
}

TEST(Calendar, LinesAreAtMostSeventyFiveOctetsAndNeverSplitACharacter) {
  const std::string built = GoldenCalendar();
  std::size_t start = 0;
  while (start < built.size()) {
    const auto end = built.find("\r\n", start);
    ASSERT_NE(end, std::string::npos);
    EXPECT_LE(end - start, 75u) << built.substr(start, end - start);
    // A continuation line starts with a space and never with a UTF-8 continuation byte.
    if (built[start] == ' ') {
      EXPECT_NE(static_cast<unsigned char>(built[start + 1]) & 0xC0, 0x80);
    }
    start = end + 2;
  }
}

TEST(Calendar, EscapesText) { EXPECT_EQ(EscapeText("a;b,c\\d\ne\rf"), "a\\;b\\,c\\\\d\\nef"); }

}  // namespace
}  // namespace firm::booking

namespace firm::booking {
namespace {

// A fold never leaves a space at the end of a physical line (mail systems strip trailing white
// space, and the outbox's builder does): the space starts the next line, after the fold's own.
TEST(IcsTest, AFoldNeverEndsALineWithASpace) {
  const std::string line = "DESCRIPTION:" + std::string(62, 'a') + " b";
  const std::string folded = FoldLine(line);
  EXPECT_EQ(folded.find(" \r\n"), std::string::npos) << folded;
  std::string unfolded = folded;
  for (auto at = unfolded.find("\r\n "); at != std::string::npos; at = unfolded.find("\r\n ")) {
    unfolded.erase(at, 3);
  }
  EXPECT_EQ(unfolded, line);
}

// The worker's e-mail: the time in their language, the link, and the calendar attached.
TEST(BookingEmail, CarriesTheTimeTheLinkAndTheCalendarInTheWorkersLanguage) {
  const CallFacts facts = Facts();
  const BookingRow row = Row();
  const std::string message = BuildBookingEmail(
      MessageKind::kReminder24h, facts, row, "maria@example.com",
      BookingEmailContext{"hola@firm.example", "firm.example"}, At("2026-10-31T17:00:00Z"), "d-1");
  EXPECT_NE(message.find("Content-Type: multipart/mixed"), std::string::npos);
  const auto read = outbox::ReadMailMessage(message);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->to, "maria@example.com");
  ASSERT_EQ(read->parts.size(), 2u);
  EXPECT_EQ(read->parts[1].media_type, "text/calendar");
  EXPECT_EQ(read->parts[1].attachment, "call.ics");
  EXPECT_NE(message.find("method=PUBLISH"), std::string::npos);
  const std::string decoded = read->Text();
  EXPECT_NE(decoded.find("domingo 1 de noviembre a las 9:00 a. m. (hora de California)"),
            std::string::npos)
      << decoded;
  EXPECT_NE(decoded.find("https://firm.example/es/booking?t=abc.def"), std::string::npos);
  EXPECT_NE(decoded.find("DTSTART;TZID=America/Los_Angeles:20261101T090000\n"), std::string::npos);
  // On the wire (quoted-printable) each calendar line ends CRLF, as RFC 5545 asks.
  EXPECT_NE(message.find("DTSTART;TZID=3DAmerica/Los_Angeles:20261101T090000\r\n"),
            std::string::npos);
  EXPECT_NE(decoded.find("Referencia: GC-7Q4M-2K9P"), std::string::npos);
}

}  // namespace
}  // namespace firm::booking
