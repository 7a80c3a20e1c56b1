// PublicBookingApi's calendar feeds (GET /calendar/<secret>.ics): a staff member's booked calls,
// 30 days back and 90 ahead, for their own calendar program.
#include "booking/ics.hpp"
#include "booking/public_api.hpp"
#include "common/crypto.hpp"
#include "common/language.hpp"
#include "leads/lead_booking.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

const http::HeaderList kFeedHeaders = {{"Content-Type", "text/calendar; charset=utf-8"},
                                       {"Cache-Control", "no-store"},
                                       {"X-Robots-Tag", "noindex"}};

}  // namespace

http::Response PublicBookingApi::Feed(const http::Request&,
                                      const http::NormalizedPath& path) const {
  constexpr std::string_view kPrefix = "/calendar/";
  std::string_view name = path.decoded;
  if (!name.starts_with(kPrefix) || !name.ends_with(".ics"))
    return http::PlainText(404, "Not Found\n");
  name = name.substr(kPrefix.size(), name.size() - kPrefix.size() - 4);
  if (name.size() < 20 || name.size() > 100) return http::PlainText(404, "Not Found\n");
  auto owner = booker_.Store().FeedOwner(common::Sha256Hex(name));
  if (!owner) return http::PlainText(503, "Try again later.\n");
  if (!owner.Value()) return http::PlainText(404, "Not Found\n");
  const auto now = std::chrono::system_clock::now();
  auto calls = booker_.Store().Calls(storage::IsoTimestamp(now - std::chrono::hours(24 * 30)),
                                     storage::IsoTimestamp(now + std::chrono::hours(24 * 90)),
                                     owner.Value()->id);
  if (!calls) return http::PlainText(503, "Try again later.\n");
  std::vector<std::string> ids;
  for (const auto& call : calls.Value()) ids.push_back(call.lead_id);
  auto labels = leads::LeadLabels(booker_.Store().Database(), ids);
  if (!labels) return http::PlainText(503, "Try again later.\n");
  const std::string& origin = booker_.Context().site_origin;
  const std::string host = OriginHost(origin);
  std::vector<CalendarEvent> events;
  for (const auto& call : calls.Value()) {
    if (call.state == "cancelled") continue;
    auto label = labels.Value().find(call.lead_id);
    const std::string reference =
        label == labels.Value().end() ? std::string("a lead") : label->second.reference;
    const std::string form =
        label == labels.Value().end() ? std::string("case-review") : label->second.form;
    CalendarEvent event;
    event.uid = call.id + "@" + host;
    event.start = storage::ParseInstant(call.starts_at).value_or(now);
    event.end = storage::ParseInstant(call.ends_at).value_or(event.start);
    const bool spanish = common::LanguageOr(call.language) == common::Language::kSpanish;
    event.summary = "Call " + reference + (spanish ? " (Spanish)" : " (English)");
    event.url = origin + "/admin/leads/" + form + "/" + call.lead_id;
    event.description = "Open the lead (sign-in required): " + event.url;
    events.push_back(std::move(event));
  }
  http::Response response;
  response.fixed_headers = &kFeedHeaders;
  response.SetOwnedBody(BuildCalendar(
      CalendarHeader{booker_.Context().firm.name.empty() ? "Firm" : booker_.Context().firm.name,
                     "Booked calls: " + owner.Value()->username, now},
      events));
  return response;
}

}  // namespace firm::booking
