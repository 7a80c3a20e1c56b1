#include "booking/booking_email.hpp"

#include "booking/ics.hpp"
#include "common/language.hpp"
#include "outbox/curl_transfer.hpp"
#include "outbox/email.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

std::optional<MessageKind> KindOf(std::string_view name) {
  for (MessageKind kind :
       {MessageKind::kConfirmation, MessageKind::kReminder24h, MessageKind::kReminder1h}) {
    if (KindName(kind) == name) return kind;
  }
  return std::nullopt;
}

}  // namespace

CalendarEvent WorkerEvent(const CallFacts& facts, const BookingRow& row,
                          const std::string& site_host) {
  const Instant start = storage::ParseInstant(row.starts_at).value_or(Instant{});
  const Instant end = storage::ParseInstant(row.ends_at).value_or(start);
  return CalendarEvent{row.id + "@" + site_host,   start,           end, CalendarTitle(facts),
                       CalendarDescription(facts), facts.manage_url};
}

std::string BuildBookingEmail(MessageKind kind, const CallFacts& facts, const BookingRow& row,
                              const std::string& to, const BookingEmailContext& context,
                              std::chrono::system_clock::time_point now,
                              std::string_view message_id) {
  const EmailWords words = CallEmail(kind, facts);
  const std::string ics = BuildCalendar(CalendarHeader{facts.firm_name, "", now},
                                        {WorkerEvent(facts, row, context.site_host)});
  // The message is written with CRLF line ends: the calendar's own come back as CRLF.
  return outbox::BuildMail(
      {{outbox::HeaderSafeText(facts.firm_name, 100), context.from, outbox::HeaderSafeText(to, 254),
        outbox::HeaderSafeText(words.subject, 200), message_id, now},
       {},
       "mixed",
       {{"text/plain", words.body, {}, ""},
        {"text/calendar", ics, {{"method", "PUBLISH"}, {"name", "call.ics"}}, "call.ics"}}});
}

outbox::SendResult BookingEmailChannel::Send(const outbox::Delivery& delivery,
                                             const outbox::LeadRecord& lead,
                                             const std::atomic<bool>& abort) const {
  const auto colon = delivery.subject_key.find(':');
  const auto kind = colon == std::string::npos
                        ? std::nullopt
                        : KindOf(std::string_view(delivery.subject_key).substr(colon + 1));
  if (!kind || !database_) return outbox::Refused("not a booking message");
  const std::string booking_id = delivery.subject_key.substr(0, colon);
  auto row = storage::InTransaction<std::optional<BookingRow>>(
      *database_, [&](storage::Transaction& tx) { return BookingStore::Load(tx, booking_id); });
  if (!row) return outbox::Unsent("storage: " + row.Error().message);
  if (!row.Value() || row.Value()->state != "booked") {
    return outbox::Refused("not sent: the call was moved or cancelled");
  }
  if (lead.email.empty()) return outbox::Refused("the lead has no e-mail address");
  const std::string language(common::Code(common::LanguageOr(row.Value()->language)));
  const CallFacts facts{language,
                        lead.reference,
                        storage::ParseInstant(row.Value()->starts_at).value_or(Instant{}),
                        booker_.Context().firm.name,
                        booker_.Context().firm.phone_display,
                        booker_.ManageUrl(language, booker_.TokenFor(*row.Value()))};
  const std::string message = BuildBookingEmail(*kind, facts, *row.Value(), lead.email, context_,
                                                std::chrono::system_clock::now(), delivery.id);
  return outbox::SendMail(settings_, context_.from, lead.email, message, timeout_, abort);
}

}  // namespace firm::booking
