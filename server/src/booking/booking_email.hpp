#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "booking/booker.hpp"
#include "booking/ics.hpp"
#include "config/env_config.hpp"
#include "outbox/channel.hpp"

namespace firm::booking {

// The worker's e-mails about their call (channel "booking_email", subject
// "<booking id>:<confirmation|reminder_24h|reminder_1h>"), in the lead's language: the time, the
// reference, the link to move or cancel, and the call as an .ics attachment. A message about a
// call that was moved or cancelled after it was queued is not sent (failed, with that reason,
// so it shows on the lead; the move or cancel withdraws the pending ones first).
struct BookingEmailContext {
  std::string from;  // ACK_EMAIL_FROM
  std::string site_host;
};

// The whole RFC 5322 message: multipart/mixed with a quoted-printable text part and a
// text/calendar (METHOD:PUBLISH) attachment.
std::string BuildBookingEmail(MessageKind kind, const CallFacts& facts, const BookingRow& row,
                              const std::string& to, const BookingEmailContext& context,
                              std::chrono::system_clock::time_point now,
                              std::string_view message_id);

class BookingEmailChannel : public outbox::Channel {
 public:
  // `booker` signs the links the messages carry; it outlives the outbox's workers.
  BookingEmailChannel(config::SmtpSettings settings, BookingEmailContext context,
                      std::chrono::milliseconds timeout, const Booker& booker)
      : settings_(std::move(settings)),
        context_(std::move(context)),
        timeout_(timeout),
        booker_(booker) {}

  std::string_view Name() const override { return outbox::kBookingEmailChannel; }
  void UseDatabase(std::shared_ptr<storage::Database> database) override {
    database_ = std::move(database);
  }
  outbox::SendResult Send(const outbox::Delivery& delivery, const outbox::LeadRecord& lead,
                          const std::atomic<bool>& abort) const override;

 private:
  config::SmtpSettings settings_;
  BookingEmailContext context_;
  std::chrono::milliseconds timeout_;
  std::shared_ptr<storage::Database> database_;
  const Booker& booker_;
};

// The calendar entry of one booked call for the worker.
CalendarEvent WorkerEvent(const CallFacts& facts, const BookingRow& row,
                          const std::string& site_host);

}  // namespace firm::booking
