// PublicBookingApi's /book and /booking pages for use without JavaScript. The web build writes,
// after a marker comment, a Mustache template made by the same React components as the scripted
// page (web/features/booking/components/plain-pages.tsx); this fills it with the open times, or
// the booked call, and what the page came back to say (docs/decisions/0047, the names in
// docs/booking-api.md). The template and the values are rendered by kainjow's Mustache, which
// escapes every value for HTML.
#include <map>

#include "booking/booking_words.hpp"
#include "booking/public_api.hpp"
#include "booking/public_parts.hpp"
#include "common/language.hpp"
#include "http/query.hpp"
#include "site/page_part.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

using View = site::PartView;
using site::FillPart;
using site::True;

constexpr std::string_view kSlotsMarker = "booking-slots";
constexpr std::string_view kManageMarker = "booking-manage";
constexpr std::size_t kPageDays = 7;

const http::HeaderList kPageHeaders = {{"Content-Type", "text/html; charset=utf-8"},
                                       {"Cache-Control", "no-store"}};

// The first kPageDays days of open times, each with its times, as `days`; `noTimes` without any.
void AddTimes(View& view, const std::vector<Slot>& slots, std::string_view language) {
  if (slots.empty()) {
    view.set("noTimes", True());
    return;
  }
  View days(View::type::list);
  View day;
  View times(View::type::list);
  std::string date;
  std::size_t count = 0;
  for (const auto& slot : slots) {
    const std::string slot_date = Pacific(slot.start).date;
    if (slot_date != date) {
      if (!date.empty()) {
        day.set("times", times);
        days.push_back(day);
      }
      if (count == kPageDays) {
        date.clear();
        break;
      }
      ++count;
      date = slot_date;
      day = View();
      day.set("day", SpokenDay(slot.start, language));
      times = View(View::type::list);
    }
    View time;
    time.set("start", SlotText(slot.start));
    time.set("clock", SpokenClock(slot.start, language));
    times.push_back(time);
  }
  if (!date.empty()) {
    day.set("times", times);
    days.push_back(day);
  }
  view.set("days", days);
}

// The name a returned code (?error= on /book, ?done= on /booking) has in the template, or "".
std::string NoteName(std::string_view code) {
  static const std::map<std::string_view, std::string_view> kNames = {
      {"slot-taken", "slotTaken"},       {"invalid", "invalid"},    {"busy", "busy"},
      {"contact-limit", "contactLimit"}, {"booked", "booked"},      {"moved", "moved"},
      {"slot-missing", "slotMissing"},   {"action", "changeFailed"}};
  const auto found = kNames.find(code);
  return found == kNames.end() ? "" : std::string(found->second);
}

// /book: why the form came back, and the open times (or why they are not listed).
View BookView(Booker& booker, bool limited, std::string_view query, std::string_view language) {
  View view;
  // Why the form without JavaScript came back. A page keeps working with a visitor's extra
  // parameters (an ad's tracking ones): what it reads is taken when given once.
  const std::string note =
      NoteName(http::FormValue(http::ReadQuery(query, {"error"}).params, "error"));
  if (note == "slotTaken" || note == "invalid" || note == "busy" || note == "contactLimit") {
    view.set(note, True());
  }
  // The list reads the database like GET /api/booking/slots and counts against the same limit
  // per address; past it the page says to wait or call instead of listing times.
  if (limited) {
    view.set("tooMany", True());
  } else if (auto slots = booker.Slots(std::string(language), std::chrono::system_clock::now())) {
    AddTimes(view, slots.Value(), language);
  } else {
    view.set("unreadable", True());
  }
  return view;
}

// /booking: the call behind the link, with what the page came back to say, or why there is none.
View ManageView(Booker& booker, std::string_view query, std::string_view language) {
  View view;
  auto params = http::ReadQuery(query, {"t", "done"}).params;
  const std::string done = http::FormValue(params, "done");
  if (!params.contains("t")) {
    view.set(done == "cancelled" || done == "gone" || done == "bad" ? done : "noLink", True());
    return view;
  }
  const auto now = std::chrono::system_clock::now();
  const ManagedCall call = booker.Open(http::FormValue(params, "t"), now);
  switch (call.state) {
    case CallState::kStorageDown:
      view.set("unreadable", True());
      return view;
    case CallState::kBadToken:
      view.set("bad", True());
      return view;
    case CallState::kExpired:
      view.set("gone", True());
      return view;
    case CallState::kGone:
      view.set(done == "cancelled" ? "cancelled" : "gone", True());
      return view;
    case CallState::kOpen:
      break;
  }
  View shown;
  if (const std::string note = NoteName(done);
      !note.empty() && note != "invalid" && note != "busy") {
    shown.set(note, True());
  } else if (note == "busy") {
    shown.set("changeFailed", True());  // a change sent without JavaScript was not stored
  }
  shown.set("token", call.token);
  shown.set("reference", call.reference);
  if (auto start = storage::ParseInstant(call.row.starts_at)) {
    shown.set("when", SpokenTime(*start, language, false));
  }
  auto slots = booker.Slots(call.row.language, now);
  AddTimes(shown, slots ? slots.Value() : std::vector<Slot>{}, language);
  view.set("call", shown);
  return view;
}

}  // namespace

http::Response PublicBookingApi::Page(const http::Request& request,
                                      const http::NormalizedPath& path) const {
  const std::string_view language = common::Code(common::LanguageOfPath(path.decoded));
  return site::FilledPage(*pages_, request, path, kPageHeaders, [&](std::string& html) {
    const bool book = html.find("<!--" + std::string(kSlotsMarker) + "-->") != std::string::npos;
    return book ? FillPart(html, kSlotsMarker,
                           BookView(booker_, Limited(slots_limiter_, request).has_value(),
                                    path.query, language))
                : FillPart(html, kManageMarker, ManageView(booker_, path.query, language));
  });
}

}  // namespace firm::booking
