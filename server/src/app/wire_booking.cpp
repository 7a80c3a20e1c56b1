// WireBooking: booking a call (issue 35).
#include <iostream>

#include "app/wiring.hpp"
#include "booking/booking_email.hpp"
#include "storage/iso_time.hpp"

namespace firm::app {

Wired<std::string> LinkKey(const config::Config& cfg,
                           const std::shared_ptr<storage::Database>& database) {
  // One key for every server on the database, unless the environment gives one.
  if (cfg.booking.token_key) return Wired<std::string>::Ok(*cfg.booking.token_key);
  auto stored = booking::BookingStore(database).TokenKey(storage::NowIso());
  if (!stored) return Wired<std::string>::Err("link key: " + stored.Error().message);
  return Wired<std::string>::Ok(std::move(stored).Value());
}

Wired<BookingParts> WireBooking(const config::Config& cfg,
                                std::shared_ptr<storage::Database> database, const SiteParts& site,
                                const Rules& rules, const intake::Arrival& arrival,
                                intake::RateLimiter* limiter, OutboxParts& outbox,
                                conversation::Conversation* conversation, http::Router& router) {
  using R = Wired<BookingParts>;
  const intake::FormDefinition* form = rules.forms.Find(kCallBookingFormId);
  if (!form) return R::Err("form definitions: call-booking.json is missing");
  auto key = LinkKey(cfg, database);
  if (!key) return R::Err("booking: " + key.Error());
  // The worker's e-mails about a booked call, from the acknowledgement's address: booking/'s own
  // channel, made with the booker that signs its links and added before the outbox starts.
  const auto& out = cfg.outbox;
  const bool emails = out.smtp && out.ack_email_from;
  std::vector<std::string> channels = outbox.deliveries->ChannelNames();
  if (emails) channels.emplace_back(outbox::kBookingEmailChannel);
  booking::BookerContext context{
      cfg.booking,
      cfg.conversation.quiet_hours,
      cfg.site_origin.value_or(""),
      site.firm,
      std::move(channels),
      conversation ? conversation->FollowUp() : leads::ContactFollowUp{}};
  BookingParts parts;
  parts.booker =
      std::make_unique<booking::Booker>(database, std::move(context), std::move(key).Value());
  if (emails) {
    outbox.deliveries->AddChannel(std::make_unique<booking::BookingEmailChannel>(
        *out.smtp,
        booking::BookingEmailContext{*out.ack_email_from,
                                     booking::OriginHost(cfg.site_origin.value_or(""))},
        out.send_timeout, *parts.booker));
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
