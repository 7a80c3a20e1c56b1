#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "booking/booking_store.hpp"
#include "booking/booking_words.hpp"
#include "booking/slots.hpp"
#include "common/link_token.hpp"
#include "config/env_config.hpp"
#include "conversation/conversation.hpp"
#include "leads/lead_booking.hpp"
#include "leads/lead_recorder.hpp"
#include "leads/lead_store.hpp"
#include "outbox/escalation.hpp"
#include "site/firm_contact.hpp"

// Booking a call (issue 35): open slots, a booking for a lead, moving and cancelling it with a
// signed link, the messages about it, the outcome staff mark, and the watch on calls that pass
// with no contact. Every booking is one transaction; the race between two workers wanting one
// slot, or one person's touching slots, is settled by the database (a unique index and the
// buffer held in the database, INSERT ... ON CONFLICT DO NOTHING; decision 0037), so it holds
// with any number of server processes on one PostgreSQL.
namespace firm::booking {

struct BookerContext {
  config::BookingSettings settings;
  config::DailyWindow quiet_hours;
  std::string site_origin;  // for the links in messages; "" leaves them relative
  site::FirmContact firm;
  // The outbox's channels: booking messages are queued only for channels that send.
  std::vector<std::string> channels;
  // What a no-show means for the follow-up cadence (conversation::Conversation::FollowUp).
  leads::ContactFollowUp follow_up;
};

// kTooMany: the lead's phone number or e-mail address has had BOOKING_CONTACT_LIMIT bookings
// made within its window (moves included); nothing is booked.
enum class BookOutcome { kBooked, kTaken, kNotOffered, kLeadBooked, kTooMany };

struct Booked {
  BookOutcome outcome = BookOutcome::kBooked;
  BookingRow row;                // kBooked
  std::string token;             // kBooked: the worker's link token
  std::string reference;         // kBooked: the lead's reference
  long retry_after_seconds = 0;  // kTooMany: when the oldest counted booking leaves the window
};

// What opening a worker's booking link found.
enum class CallState {
  kOpen,         // a good token of a call still booked: it can be moved or cancelled
  kBadToken,     // malformed or tampered
  kExpired,      // the call has started
  kGone,         // a good token whose call was moved, cancelled or held
  kStorageDown,  // the call could not be read: the link may be good, ask again later
};

// A worker's booking link, opened (Booker::Open).
struct ManagedCall {
  CallState state = CallState::kOpen;
  BookingRow row;  // also for kGone when the row exists
  std::string reference;
  std::string token;  // the link token again (to build forms)
};

enum class OutcomeRefusal { kNoBooking, kNotBooked, kNotStarted };

class Booker {
 public:
  Booker(std::shared_ptr<storage::Database> database, BookerContext context, std::string key);

  SlotRules Rules() const;
  const BookerContext& Context() const { return context_; }
  BookingStore& Store() { return store_; }

  StoreResult<std::vector<Slot>> Slots(const std::string& language, Instant now) const;
  // What slots are made of: the staff who take calls in the language, the calls booked.
  struct Calendar {
    std::vector<StaffHours> staff;
    std::vector<BookedCall> booked;
  };
  static StoreResult<Calendar> CalendarIn(storage::Transaction& tx, const SlotRules& rules,
                                          const std::string& language, Instant now);
  static StoreResult<std::vector<Slot>> SlotsIn(storage::Transaction& tx, const SlotRules& rules,
                                                const std::string& language, Instant now);

  // In the caller's transaction (a /book lead is stored with its call): books `start` for the
  // lead in `language` with a free person, assigns the lead to them, queues the messages.
  StoreResult<Booked> BookIn(storage::Transaction& tx, const leads::BookingLead& lead,
                             const std::string& language, Instant start, Instant now) const;

  // /thank-you: a call for a lead sent within the last 24 hours that has none booked.
  // nullopt: no such lead (or too old).
  StoreResult<std::optional<Booked>> BookForLead(const std::string& lead_id,
                                                 const std::string& language, Instant start,
                                                 Instant now) const;

  ManagedCall Open(std::string_view token, Instant now) const;
  // Cancels the call of a good token; the slot is free at once. false: gone already.
  StoreResult<bool> Cancel(const ManagedCall& call, Instant now) const;
  // Moves the call of a good token to `start`: the old booking is "moved", a new one booked.
  StoreResult<Booked> Move(const ManagedCall& call, Instant start, Instant now) const;

  // Staff mark a call that has started as held ("done") or missed ("no_show").
  StoreResult<std::optional<OutcomeRefusal>> MarkOutcome(const std::string& form_type,
                                                         const std::string& lead_id,
                                                         const std::string& outcome,
                                                         const std::string& actor,
                                                         Instant now) const;

  // SLA watch: booked calls 10 minutes past their start with no contact logged since shortly
  // before it are escalated once (the escalation channels, subject "booking:<id>").
  common::Result<long, storage::StorageError> EscalateMissedCalls(Instant now) const;

  // The messages about a booking and how each went.
  struct Reminder {
    std::string kind;     // confirmation | reminder_24h | reminder_1h
    std::string channel;  // email | sms
    std::string state;    // pending | sending | delivered | failed | dead (texts: their status)
    std::string last_error;
  };
  StoreResult<std::vector<Reminder>> Reminders(const BookingRow& row) const;

  std::string ManageUrl(const std::string& language, const std::string& token) const;
  std::string TokenFor(const BookingRow& row) const;

  // For the answer to CANCEL (conversation::Conversation::UseBookedCalls, issue 51): a lead's
  // call still booked and not yet started, with its link to move or cancel it.
  conversation::BookedCallLookup BookedCalls() const;

 private:
  storage::UnitResult QueueMessages(storage::Transaction& tx, const leads::BookingLead& lead,
                                    const BookingRow& row, const std::string& token,
                                    Instant now) const;
  storage::UnitResult WithdrawMessages(storage::Transaction& tx, const BookingRow& row) const;
  bool Sends(std::string_view channel) const;

  std::shared_ptr<storage::Database> database_;
  BookerContext context_;
  BookingStore store_;
  common::LinkSigner signer_;
};

// How long after a call's start a missing contact is escalated, and how long before the start
// a logged contact counts for the call.
using outbox::kMissedCallGrace;
inline constexpr std::chrono::minutes kContactBeforeCall{30};
// The worker's link works for calls booked within this long after the lead (the /thank-you
// moment); later the link in their messages does.
inline constexpr std::chrono::hours kThankYouWindow{24};

}  // namespace firm::booking
