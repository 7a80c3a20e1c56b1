#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "booking/slots.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

// booking/'s tables (migration 0008): staff hours, days off and call languages, booked calls,
// calendar feeds and the link-signing key. Lead columns are written through leads/.
namespace firm::booking {

using storage::StoreResult;
using storage::UnitResult;

struct Availability {
  std::vector<HoursRange> weekly;      // sorted by weekday, then start
  std::vector<std::string> days_off;   // sorted "YYYY-MM-DD"
  std::vector<std::string> languages;  // sorted
};

struct BookingRow {
  std::string id;
  std::string lead_id;
  std::optional<std::string> user_id;  // nullopt once the user was deleted
  std::string username;                // "" then
  std::string starts_at;               // ISO (storage::IsoTimestamp)
  std::string ends_at;
  std::string language;
  std::string state;  // booked | done | no_show | cancelled | moved
  std::string created_at;
  std::string updated_at;
  std::string requested_at;  // when the lead arrived
};

struct StaffUser {
  std::string id;
  std::string username;
};

class BookingStore {
 public:
  explicit BookingStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  storage::Database& Database() const { return *database_; }

  // --- one transaction each ---
  StoreResult<std::optional<StaffUser>> UserByName(const std::string& username) const;
  StoreResult<Availability> AvailabilityOf(const std::string& user_id) const;
  // Replaces the user's hours, days off and languages at once.
  UnitResult SaveAvailability(const std::string& user_id, const Availability& availability) const;
  StoreResult<std::optional<BookingRow>> LatestOfLead(const std::string& lead_id) const;
  // Calls starting in [from, to), of one user when `user_id` is set, oldest first.
  StoreResult<std::vector<BookingRow>> Calls(const std::string& from, const std::string& to,
                                             const std::optional<std::string>& user_id) const;
  // Bookings made since `since` (not the ones a move replaced), for the report.
  StoreResult<std::vector<BookingRow>> MadeSince(const std::string& since) const;
  // Calendar feeds: the owner of a secret's hash; the feed of a user; set (replacing) or end.
  StoreResult<std::optional<StaffUser>> FeedOwner(const std::string& secret_hash) const;
  StoreResult<std::optional<std::string>> FeedCreatedAt(const std::string& user_id) const;
  UnitResult SetFeed(const std::string& user_id, const std::string& secret_hash,
                     const std::string& now) const;
  UnitResult EndFeed(const std::string& user_id) const;
  // The link-signing key: made by the first caller on this database, the same for all after.
  StoreResult<std::string> TokenKey(const std::string& now) const;

  // --- inside a caller's transaction ---
  // Every enabled user who takes calls in `language`, with hours and days off from `from_date`.
  static StoreResult<std::vector<StaffHours>> StaffFor(storage::Transaction& tx,
                                                       const std::string& language,
                                                       const std::string& from_date);
  // Booked calls starting in [from, to), with the time the database holds for each.
  static StoreResult<std::vector<BookedCall>> BookedBetween(storage::Transaction& tx,
                                                            const std::string& from,
                                                            const std::string& to);
  // INSERT ... ON CONFLICT DO NOTHING: false when the person's slot (or the lead) already holds
  // a booked call, or the call would overlap the time a booked call of the person holds
  // (`held_until`: the call's end plus the buffer; migration 0011), whoever committed first.
  static StoreResult<bool> Insert(storage::Transaction& tx, const BookingRow& row,
                                  const std::string& requested_at, const std::string& held_until);
  static StoreResult<std::optional<BookingRow>> Load(storage::Transaction& tx,
                                                     const std::string& id);
  static StoreResult<std::optional<BookingRow>> BookedOfLead(storage::Transaction& tx,
                                                             const std::string& lead_id);
  // Moves a booking from `from_state` to `to_state`; false when it was not in `from_state`.
  static StoreResult<bool> ChangeState(storage::Transaction& tx, const std::string& id,
                                       const std::string& from_state, const std::string& to_state,
                                       const std::string& now);
  // Booked calls that started at or before `cutoff` and were never escalated.
  static StoreResult<std::vector<BookingRow>> UnescalatedStartedBy(storage::Transaction& tx,
                                                                   const std::string& cutoff);
  // Marks one escalated; false when another process did first.
  static StoreResult<bool> MarkEscalated(storage::Transaction& tx, const std::string& id,
                                         const std::string& now);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::booking
