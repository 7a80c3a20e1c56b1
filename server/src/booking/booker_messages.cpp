// Booker's messages about a call (issue 35): the confirmation and the two reminders, each by
// e-mail and by text (with consent), queued in the outbox with the booking and withdrawn when the
// call is moved or cancelled.
#include "booking/booker.hpp"
#include "booking/booking_words.hpp"
#include "conversation/message_store.hpp"
#include "conversation/pacific_time.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

using storage::Fail;
using storage::Transaction;

using outbox::kBookingEmailChannel;

Instant InstantOf(const std::string& iso) { return storage::ParseInstant(iso).value_or(Instant{}); }

std::string TextKey(const BookingRow& row, MessageKind kind) {
  return "booking:" + row.id + ":" + std::string(KindName(kind));
}

std::string EmailKey(const BookingRow& row, MessageKind kind) {
  return row.id + ":" + std::string(KindName(kind));
}

constexpr MessageKind kKinds[] = {MessageKind::kConfirmation, MessageKind::kReminder24h,
                                  MessageKind::kReminder1h};

}  // namespace

storage::UnitResult Booker::QueueMessages(Transaction& tx, const leads::BookingLead& lead,
                                          const BookingRow& row, const std::string& token,
                                          Instant now) const {
  const Instant start = InstantOf(row.starts_at);
  const std::string now_iso = storage::IsoTimestamp(now);
  // When each message is due; a reminder whose time has passed is not sent.
  auto due_of = [&](MessageKind kind) -> std::optional<Instant> {
    switch (kind) {
      case MessageKind::kConfirmation:
        return now;
      case MessageKind::kReminder24h:
        if (start - std::chrono::hours(24) <= now + std::chrono::hours(1)) return std::nullopt;
        return start - std::chrono::hours(24);
      case MessageKind::kReminder1h:
        if (start - std::chrono::hours(1) <= now + std::chrono::minutes(15)) return std::nullopt;
        return start - std::chrono::hours(1);
    }
    return std::nullopt;
  };
  if (!lead.email.empty() && Sends(kBookingEmailChannel)) {
    for (MessageKind kind : kKinds) {
      auto due = due_of(kind);
      if (!due) continue;
      auto queued =
          outbox::DeliveryStore::QueueAbout(tx, lead.id, kBookingEmailChannel, EmailKey(row, kind),
                                            now_iso, storage::IsoTimestamp(*due));
      if (!queued) return queued;
    }
  }
  if (lead.may_text && !lead.opted_out && !lead.phone.empty() && Sends(outbox::kSmsChannel)) {
    const CallFacts facts{row.language,
                          lead.reference,
                          start,
                          context_.firm.name,
                          context_.firm.phone_display,
                          ManageUrl(row.language, token)};
    for (MessageKind kind : kKinds) {
      auto due = due_of(kind);
      if (!due) continue;
      // No automatic text in the quiet hours: it waits for their end, unless that is too
      // close to the call (then the e-mail alone reminds).
      const Instant at = conversation::AfterQuietHours(*due, context_.quiet_hours);
      if (at != *due && (kind == MessageKind::kReminder1h || at > start - std::chrono::hours(2))) {
        continue;
      }
      conversation::OutgoingText text{lead.id,
                                      std::string(conversation::kBookingKind),
                                      "system",
                                      CallText(kind, facts),
                                      TextKey(row, kind),
                                      now_iso,
                                      storage::IsoTimestamp(at)};
      auto queued = conversation::MessageStore::QueueText(tx, text);
      if (!queued) return storage::UnitResult::Err(queued.Error());
    }
  }
  return storage::UnitResult::Ok({});
}

storage::UnitResult Booker::WithdrawMessages(Transaction& tx, const BookingRow& row) const {
  std::vector<std::string> text_keys;
  for (MessageKind kind : kKinds) {
    // The confirmation of a call that is being moved is already on its way or sent.
    if (kind == MessageKind::kConfirmation) continue;
    auto withdrawn = outbox::DeliveryStore::WithdrawPending(tx, row.lead_id, kBookingEmailChannel,
                                                            EmailKey(row, kind));
    if (!withdrawn) return storage::UnitResult::Err(withdrawn.Error());
    text_keys.push_back(TextKey(row, kind));
  }
  return conversation::MessageStore::WithdrawQueued(tx, row.lead_id, text_keys);
}

StoreResult<std::vector<Booker::Reminder>> Booker::Reminders(const BookingRow& row) const {
  using List = std::vector<Reminder>;
  return storage::InTransaction<List>(*database_, [&](Transaction& tx) -> StoreResult<List> {
    std::vector<std::string> email_keys;
    std::vector<std::string> text_keys;
    for (MessageKind kind : kKinds) {
      email_keys.push_back(EmailKey(row, kind));
      text_keys.push_back(TextKey(row, kind));
    }
    List out;
    auto emails =
        outbox::DeliveryStore::AboutSubjects(tx, row.lead_id, kBookingEmailChannel, email_keys);
    if (!emails) return Fail<List>(emails.Error());
    for (const auto& email : emails.Value()) {
      out.push_back({email.subject_key.substr(email.subject_key.find(':') + 1), "email",
                     email.state, email.last_error});
    }
    auto texts = conversation::MessageStore::StatusOfKeys(tx, row.lead_id, text_keys);
    if (!texts) return Fail<List>(texts.Error());
    for (const auto& text : texts.Value()) {
      out.push_back(
          {text.client_key.substr(text.client_key.rfind(':') + 1), "sms", text.status, text.error});
    }
    return StoreResult<List>::Ok(std::move(out));
  });
}

}  // namespace firm::booking
