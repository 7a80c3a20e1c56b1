// WireBooking: booking a call (issue 35).
#include <iostream>

#include "app/wiring.hpp"
#include "booking/booking_email.hpp"
#include "storage/iso_time.hpp"

namespace firm::app {

Wired<BookingParts> WireBooking(const config::Config& cfg,
                                std::shared_ptr<storage::Database> database, const SiteParts& site,
                                const Rules& rules, const intake::Arrival& arrival,
                                intake::RateLimiter* limiter, OutboxParts& outbox,
                                conversation::Conversation* conversation, http::Router& router) {
  using R = Wired<BookingParts>;
  const intake::FormDefinition* form = rules.forms.Find(kCallBookingFormId);
  if (!form) return R::Err("form definitions: call-booking.json is missing");
  // One key for every server on the database, unless the environment gives one.
  std::string key;
  if (cfg.booking.token_key) {
    key = *cfg.booking.token_key;
  } else {
    auto stored = booking::BookingStore(database).TokenKey(storage::NowIso());
    if (!stored) return R::Err("booking: link key: " + stored.Error().message);
    key = std::move(stored).Value();
  }
  booking::BookerContext context{
      cfg.booking,
      cfg.conversation.quiet_hours,
      cfg.site_origin.value_or(""),
      site.firm,
      outbox.deliveries->ChannelNames(),
      conversation ? conversation->FollowUp() : leads::ContactFollowUp{}};
  BookingParts parts;
  parts.booker = std::make_unique<booking::Booker>(database, std::move(context), std::move(key));
  if (auto* channel = dynamic_cast<const booking::BookingEmailChannel*>(
          outbox.deliveries->Find("booking_email"))) {
    channel->UseBooker(parts.booker.get());
  }
  if (cfg.booking.slots_limit > 0) {
    parts.slots_limiter = std::make_unique<intake::RateLimiter>(
        cfg.booking.slots_limit, std::chrono::seconds(cfg.booking.slots_window_seconds));
  }
  parts.api = std::make_unique<booking::PublicBookingApi>(
      *parts.booker, *form, arrival, limiter, parts.slots_limiter.get(), site.store.get());
  parts.api->Register(router);
  auto* booker = parts.booker.get();
  // The answer to CANCEL says whether a call is still booked, with its link (issue 51).
  if (conversation) conversation->UseBookedCalls(booker->BookedCalls());
  outbox.sla_watch->AddTask("booked call(s) passed with no contact",
                            [booker](auto now) { return booker->EscalateMissedCalls(now); });
  return R::Ok(std::move(parts));
}

}  // namespace firm::app
