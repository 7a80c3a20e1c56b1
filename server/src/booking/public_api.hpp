#pragma once

#include <string>

#include "booking/booker.hpp"
#include "http/json_api.hpp"
#include "http/router.hpp"
#include "intake/arrival.hpp"
#include "intake/form_definition.hpp"
#include "intake/rate_limiter.hpp"
#include "site/site_store.hpp"

// The worker's side of booking (docs/booking-api.md): the open slots, a call for the lead just
// sent (/thank-you), the /book form (a lead of kind call_booking stored with its call in one
// transaction) in public_api.cpp; the link to see, move or cancel a call (manage_api.cpp); the
// /book and /booking pages for use without JavaScript, their templates filled (plain_pages.cpp);
// and the staff members' calendar feeds (calendar_feed.cpp). Changes
// are limited per client address (`limiter`, the intake's), reads of the open slots per address
// (`slots_limiter`, BOOKING_SLOTS_RATE_LIMIT), and bookings per phone number and e-mail
// address (Booker, BOOKING_CONTACT_LIMIT); past a limit, 429 with Retry-After.
namespace firm::booking {

class PublicBookingApi {
 public:
  // The /book form arrives through `arrival` (intake/arrival.hpp) like every lead; `limiter` is
  // the intake's, for the other changes (a call for a lead, moving or cancelling one).
  PublicBookingApi(Booker& booker, const intake::FormDefinition& form,
                   const intake::Arrival& arrival, intake::RateLimiter* limiter,
                   intake::RateLimiter* slots_limiter, const site::SiteStore* pages);

  void Register(http::Router& router) const;

  http::Response Slots(const http::Request& request, const http::NormalizedPath& path) const;
  http::Response BookForLead(const http::Request& request) const;
  http::Response CallBooking(const http::Request& request) const;
  http::Response ManageGet(const http::Request& request, const http::NormalizedPath& path) const;
  http::Response ManagePost(const http::Request& request) const;
  http::Response Page(const http::Request& request, const http::NormalizedPath& path) const;
  http::Response Feed(const http::Request& request, const http::NormalizedPath& path) const;

 private:
  // Seconds to wait when `limiter` refuses the request's address; nullopt when it may go on
  // (or there is no limiter).
  static std::optional<long> Limited(intake::RateLimiter* limiter, const http::Request& request);
  http::Response Refuse(int status, std::string field, std::string_view language,
                        Refusal refusal) const;
  // 429 with Retry-After.
  http::Response TooMany(std::string_view language, long retry_after_seconds,
                         Refusal refusal = Refusal::kTooMany) const;
  // A booking that was not made: 409 (with the next free slots), 422 or 429.
  http::Response NotBooked(std::string_view language, const Booked& booked, Instant now) const;

  // The /book form's body posted without JavaScript: its size, its fields, its checkboxes.
  intake::BodyReader FormReader() const;

  Booker& booker_;
  const intake::FormDefinition& form_;
  const intake::Arrival& arrival_;
  intake::RateLimiter* limiter_;
  intake::RateLimiter* slots_limiter_;
  const site::SiteStore* pages_;
  http::JsonApi api_;
  // The /book form as a kind of lead: JSON from the page's script, or a form post without it.
  intake::ArrivalKind json_kind_;
  intake::ArrivalKind form_kind_;
};

// The slot list as the API answers it: {start, date, time} each.
nlohmann::json SlotsJson(const std::vector<Slot>& slots);

}  // namespace firm::booking
