// PublicBookingApi's /book and /booking pages for use without JavaScript: the built page with the
// open times, or the booked call and its forms, filled in as plain HTML.
#include <nlohmann/json.hpp>

#include "booking/public_api.hpp"
#include "booking/public_parts.hpp"
#include "common/language.hpp"
#include "common/text.hpp"
#include "http/query.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

constexpr std::string_view kSlotsMarker = "<!--booking-slots-->";
constexpr std::string_view kManageMarker = "<!--booking-manage-->";
constexpr std::size_t kPageDays = 7;

const http::HeaderList kPageHeaders = {{"Content-Type", "text/html; charset=utf-8"},
                                       {"Cache-Control", "no-store"}};

}  // namespace

http::Response PublicBookingApi::Page(const http::Request& request,
                                      const http::NormalizedPath& path) const {
  // The page's identity bytes, to fill in.
  http::Request identity = request;
  identity.SetHeader("Accept-Encoding", std::nullopt);
  identity.SetHeader("If-None-Match", std::nullopt);
  http::Response page = pages_->Resolve(identity, path);
  if (page.status != 200) return page;
  std::string html(page.body);
  const std::string language(common::Code(common::LanguageOfPath(path.decoded)));
  const auto now = std::chrono::system_clock::now();
  if (auto at = html.find(kSlotsMarker); at != std::string::npos) {
    // Why the form came back (the form without JavaScript is answered with a redirect here).
    // A page keeps working with a visitor's extra parameters (an ad's tracking ones): what it
    // reads is taken when given once, and anything else is left aside.
    const auto query = http::ReadQuery(path.query, {"error"}).params;
    const std::string error = Get(query, "error");
    std::string html_fill;
    if (error == "slot-taken" || error == "invalid" || error == "busy" ||
        error == "contact-limit") {
      const Refusal refusal = error == "slot-taken"      ? Refusal::kSlotTaken
                              : error == "invalid"       ? Refusal::kFormInvalid
                              : error == "contact-limit" ? Refusal::kContactLimit
                                                         : Refusal::kStorageDown;
      html_fill = "<p role=\"alert\" class=\"booking-error\">" +
                  common::HtmlEscape(RefusalText(refusal, language)) + "</p>";
    }
    // The list reads the database like GET /api/booking/slots and counts against the same
    // limit per address; past it the page says to wait or call instead of listing times.
    if (Limited(slots_limiter_, request)) {
      html_fill += "<p role=\"alert\" class=\"booking-error\">" +
                   common::HtmlEscape(RefusalText(Refusal::kTooMany, language)) + "</p>";
    } else {
      auto slots = booker_.Slots(language, now);
      html_fill +=
          slots ? SlotsHtml(slots.Value(), language, kPageDays)
                : "<p>" + common::HtmlEscape(RefusalText(Refusal::kStorageDown, language)) + "</p>";
    }
    html.replace(at, kSlotsMarker.size(), html_fill);
  } else if (auto at = html.find(kManageMarker); at != std::string::npos) {
    auto query = http::ReadQuery(path.query, {"t", "done"}).params;
    ManageView view{language, "", "", std::nullopt, Get(query, "done")};
    std::vector<Slot> slots;
    if (query.contains("t")) {
      const ManagedCall call = booker_.Open(Get(query, "t"), now);
      switch (call.state) {
        case CallState::kStorageDown:
          view.notice = "busy";
          break;
        case CallState::kBadToken:
          view.notice = "bad";
          break;
        case CallState::kExpired:
          view.notice = "gone";
          break;
        case CallState::kGone:
          if (view.notice != "cancelled") view.notice = "gone";
          break;
        case CallState::kOpen:
          view.token = call.token;
          view.reference = call.reference;
          view.start = storage::ParseInstant(call.row.starts_at);
          if (auto open = booker_.Slots(call.row.language, now)) slots = std::move(open).Value();
          break;
      }
    } else if (view.notice != "cancelled") {
      view.notice = view.notice.empty() ? "bad" : view.notice;
    }
    html.replace(at, kManageMarker.size(), ManageHtml(view, slots));
  } else {
    return page;
  }
  http::Response response;
  response.status = 200;
  response.security_headers = page.security_headers;
  response.fixed_headers = &kPageHeaders;
  response.omit_body = page.omit_body;
  response.SetOwnedBody(std::move(html));
  return response;
}

}  // namespace firm::booking
