#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "booking/slots.hpp"

// iCalendar (RFC 5545) for booked calls: the file attached to a worker's confirmation and each
// staff member's calendar feed. Times are local to America/Los_Angeles (DTSTART;TZID=...) with
// a VTIMEZONE that gives the daylight-saving rules, so a calendar shows 09:00 for a 09:00 call
// on either side of a change; DTSTAMP is UTC. Lines end in CRLF and are folded at 75 octets
// without splitting a UTF-8 character; text values are escaped (\\, \;, \, and \n).
namespace firm::booking {

struct CalendarEvent {
  std::string uid;  // unique and stable: "<booking id>@<site host>"
  Instant start;
  Instant end;
  std::string summary;
  std::string description;
  std::string url;  // "" for none
};

struct CalendarHeader {
  std::string product;  // PRODID's name part
  std::string name;     // X-WR-CALNAME for a feed; "" for none
  Instant stamp;        // DTSTAMP of every event
};

// The host (and port) of a site origin, what calendar entries' UIDs end with:
// "https://firm.example" -> "firm.example"; "" -> "localhost".
std::string OriginHost(std::string_view origin);

std::string BuildCalendar(const CalendarHeader& header, const std::vector<CalendarEvent>& events);

// RFC 5545 TEXT escaping (section 3.3.11); control characters other than LF are dropped.
std::string EscapeText(std::string_view text);
// Folds one content line (without its CRLF) at 75 octets (section 3.1).
std::string FoldLine(std::string_view line);

}  // namespace firm::booking
