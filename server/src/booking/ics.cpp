#include "booking/ics.hpp"

#include <date/date.h>
#include <date/tz.h>

#include "common/california_time.hpp"

namespace firm::booking {

namespace {

// The US rules since 2007 (Energy Policy Act of 2005), which the tz database also applies.
constexpr std::string_view kTimezone =
    "BEGIN:VTIMEZONE\r\n"
    "TZID:America/Los_Angeles\r\n"
    "X-LIC-LOCATION:America/Los_Angeles\r\n"
    "BEGIN:DAYLIGHT\r\n"
    "TZOFFSETFROM:-0800\r\n"
    "TZOFFSETTO:-0700\r\n"
    "TZNAME:PDT\r\n"
    "DTSTART:20070311T020000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n"
    "END:DAYLIGHT\r\n"
    "BEGIN:STANDARD\r\n"
    "TZOFFSETFROM:-0700\r\n"
    "TZOFFSETTO:-0800\r\n"
    "TZNAME:PST\r\n"
    "DTSTART:20071104T020000\r\n"
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n"
    "END:STANDARD\r\n"
    "END:VTIMEZONE\r\n";

std::string ZoneStamp(Instant at) {
  return date::format("%Y%m%dT%H%M%S",
                      common::CaliforniaZone().to_local(date::floor<std::chrono::seconds>(at)));
}

std::string UtcStamp(Instant at) {
  return date::format("%Y%m%dT%H%M%SZ", date::floor<std::chrono::seconds>(at));
}

void Line(std::string& out, std::string_view line) {
  out += FoldLine(line);
  out += "\r\n";
}

}  // namespace

std::string EscapeText(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case ';':
        out += "\\;";
        break;
      case ',':
        out += "\\,";
        break;
      case '\n':
        out += "\\n";
        break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) out += c;
    }
  }
  return out;
}

std::string FoldLine(std::string_view line) {
  std::string out;
  std::size_t width = 0;  // octets on the current physical line
  for (std::size_t i = 0; i < line.size();) {
    const auto lead = static_cast<unsigned char>(line[i]);
    const std::size_t bytes = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (width + bytes > 75) {
      // A space never ends a physical line (mail systems and the outbox's builder drop trailing
      // white space): it starts the next one, after the fold's own.
      const bool carried = out.ends_with(' ');
      if (carried) out.pop_back();
      out += carried ? "\r\n  " : "\r\n ";
      width = carried ? 2 : 1;
    }
    out.append(line.substr(i, bytes));
    width += bytes;
    i += bytes;
  }
  return out;
}

std::string OriginHost(std::string_view origin) {
  const auto scheme_end = origin.find("//");
  const std::string_view host =
      scheme_end == std::string_view::npos ? origin : origin.substr(scheme_end + 2);
  return host.empty() ? std::string("localhost") : std::string(host);
}

std::string BuildCalendar(const CalendarHeader& header, const std::vector<CalendarEvent>& events) {
  std::string out;
  Line(out, "BEGIN:VCALENDAR");
  Line(out, "VERSION:2.0");
  Line(out, "PRODID:-//" + EscapeText(header.product) + "//Booked calls//EN");
  Line(out, "CALSCALE:GREGORIAN");
  Line(out, "METHOD:PUBLISH");
  if (!header.name.empty()) Line(out, "X-WR-CALNAME:" + EscapeText(header.name));
  out += kTimezone;
  for (const auto& event : events) {
    Line(out, "BEGIN:VEVENT");
    Line(out, "UID:" + EscapeText(event.uid));
    Line(out, "DTSTAMP:" + UtcStamp(header.stamp));
    Line(out,
         "DTSTART;TZID=" + std::string(common::kCaliforniaZoneName) + ":" + ZoneStamp(event.start));
    Line(out,
         "DTEND;TZID=" + std::string(common::kCaliforniaZoneName) + ":" + ZoneStamp(event.end));
    // A moved call is a new event (its booking is new) and a cancelled one leaves the feed.
    Line(out, "SEQUENCE:0");
    Line(out, "STATUS:CONFIRMED");
    Line(out, "SUMMARY:" + EscapeText(event.summary));
    if (!event.description.empty()) Line(out, "DESCRIPTION:" + EscapeText(event.description));
    if (!event.url.empty()) Line(out, "URL:" + event.url);
    Line(out, "END:VEVENT");
  }
  Line(out, "END:VCALENDAR");
  return out;
}

}  // namespace firm::booking
