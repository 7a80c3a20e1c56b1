#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "leads/lead_row.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

// What booking/ reads from and marks on a lead: who the worker is for the messages about
// their call, the person a booked call assigns the lead to, and the booked call's start, which
// the first-contact clock waits for (outbox/escalation).
namespace firm::leads {

// booking/'s view of a lead (BookingLeadOf a LeadRow).
struct BookingLead {
  std::string id;
  std::string reference;
  std::string email;
  std::string phone;
  std::string created_at;
  bool may_text = false;   // MayText
  bool opted_out = false;  // the number replied STOP
};

BookingLead BookingLeadOf(const LeadRow& row);

storage::StoreResult<std::optional<BookingLead>> BookingLeadById(storage::Transaction& tx,
                                                                 const std::string& lead_id);

// A call was booked with `user_id` (`username`) at `starts_at` (ISO): the lead is assigned to
// that person (an assignment event by "booking" when it changes) and waits for the call.
storage::UnitResult NoteCallBooked(storage::Transaction& tx, const std::string& lead_id,
                                   const std::string& user_id, const std::string& username,
                                   const std::string& starts_at, const std::string& now);
// The booked call was held, missed, moved away or cancelled: the lead no longer waits for it.
storage::UnitResult NoteCallOver(storage::Transaction& tx, const std::string& lead_id);

// booking/'s limit per phone number and per e-mail address: when the `nth` newest booking
// (1 for the newest) made after `since` (ISO) for a lead with this phone number (E.164, as
// leads are stored) or this e-mail address (any case) was made; nullopt when fewer were.
enum class ContactKind { kPhone, kEmail };
storage::StoreResult<std::optional<std::string>> NthBookingFor(storage::Transaction& tx,
                                                               ContactKind kind,
                                                               const std::string& value,
                                                               const std::string& since,
                                                               unsigned nth);

// Whether a contact attempt was logged on the lead at or after `since` (ISO).
storage::StoreResult<bool> ContactLoggedSince(storage::Transaction& tx, const std::string& lead_id,
                                              const std::string& since);

// What a staff list names a lead by: its public form id, reference and "First L.".
struct LeadLabel {
  std::string form;  // public form id ("case-review")
  std::string reference;
  std::string name;
};
storage::StoreResult<std::map<std::string, LeadLabel>> LeadLabels(
    storage::Database& database, const std::vector<std::string>& lead_ids);

}  // namespace firm::leads
