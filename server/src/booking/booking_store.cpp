#include "booking/booking_store.hpp"

#include <algorithm>
#include <map>

#include "common/crypto.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

using storage::Fail;
using storage::InTransaction;
using storage::Transaction;

constexpr std::string_view kUserByName = "SELECT id, username FROM admin_users WHERE username = $1";
constexpr std::string_view kHoursOf =
    "SELECT weekday, start_minute, end_minute FROM booking_hours WHERE user_id = $1"
    " ORDER BY weekday, start_minute";
constexpr std::string_view kDaysOffOf =
    "SELECT day FROM booking_days_off WHERE user_id = $1 ORDER BY day";
constexpr std::string_view kLanguagesOf =
    "SELECT language FROM booking_languages WHERE user_id = $1 ORDER BY language";
constexpr std::string_view kDeleteHours = "DELETE FROM booking_hours WHERE user_id = $1";
constexpr std::string_view kDeleteDaysOff = "DELETE FROM booking_days_off WHERE user_id = $1";
constexpr std::string_view kDeleteLanguages = "DELETE FROM booking_languages WHERE user_id = $1";
constexpr std::string_view kInsertHours =
    "INSERT INTO booking_hours (user_id, weekday, start_minute, end_minute)"
    " VALUES ($1, CAST($2 AS INTEGER), CAST($3 AS INTEGER), CAST($4 AS INTEGER))";
constexpr std::string_view kInsertDayOff =
    "INSERT INTO booking_days_off (user_id, day) VALUES ($1, $2)";
constexpr std::string_view kInsertLanguage =
    "INSERT INTO booking_languages (user_id, language) VALUES ($1, $2)";

constexpr std::string_view kStaffFor =
    "SELECT u.id, u.username FROM admin_users u JOIN booking_languages l ON l.user_id = u.id"
    " WHERE l.language = $1 AND u.disabled_at IS NULL ORDER BY u.username";
constexpr std::string_view kHoursOfStaff =
    "SELECT h.user_id, h.weekday, h.start_minute, h.end_minute FROM booking_hours h"
    " JOIN booking_languages l ON l.user_id = h.user_id WHERE l.language = $1";
constexpr std::string_view kDaysOffOfStaff =
    "SELECT d.user_id, d.day FROM booking_days_off d"
    " JOIN booking_languages l ON l.user_id = d.user_id WHERE l.language = $1"
    " AND d.day >= $2";
constexpr std::string_view kBookedBetween =
    "SELECT user_id, starts_at, ends_at, held_until FROM bookings WHERE state = 'booked'"
    " AND user_id IS NOT NULL AND starts_at >= $1 AND starts_at < $2";

constexpr std::string_view kBookingColumns =
    "SELECT b.id, b.lead_id, b.user_id, u.username, b.starts_at, b.ends_at, b.language,"
    " b.state, b.created_at, b.updated_at, b.requested_at FROM bookings b"
    " LEFT JOIN admin_users u ON u.id = b.user_id";
constexpr std::string_view kInsert =
    "INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, held_until, language, state,"
    " requested_at, created_at, updated_at)"
    " VALUES ($1, $2, $3, $4, $5, $9, $6, 'booked', $7, $8, $8) ON CONFLICT DO NOTHING"
    " RETURNING id";
constexpr std::string_view kChangeState =
    "UPDATE bookings SET state = $3, updated_at = $4 WHERE id = $1 AND state = $2 RETURNING id";
constexpr std::string_view kMarkEscalated =
    "UPDATE bookings SET escalated_at = $2 WHERE id = $1 AND escalated_at IS NULL RETURNING id";

constexpr std::string_view kFeedOwner =
    "SELECT u.id, u.username FROM calendar_feeds f JOIN admin_users u ON u.id = f.user_id"
    " WHERE f.secret_hash = $1 AND u.disabled_at IS NULL";
constexpr std::string_view kFeedOf = "SELECT created_at FROM calendar_feeds WHERE user_id = $1";
constexpr std::string_view kEndFeed = "DELETE FROM calendar_feeds WHERE user_id = $1";
constexpr std::string_view kSetFeed =
    "INSERT INTO calendar_feeds (user_id, secret_hash, created_at) VALUES ($1, $2, $3)";
constexpr std::string_view kInsertKey =
    "INSERT INTO booking_keys (id, secret, created_at) VALUES (1, $1, $2)"
    " ON CONFLICT DO NOTHING";
constexpr std::string_view kSelectKey = "SELECT secret FROM booking_keys WHERE id = 1";

BookingRow RowOf(const storage::RowView& row) {
  return BookingRow{row.Text("id"),
                    row.Text("lead_id"),
                    row.Optional("user_id"),
                    row.Text("username"),
                    row.OptionalInstant("starts_at").value_or(""),
                    row.OptionalInstant("ends_at").value_or(""),
                    row.Text("language"),
                    row.Text("state"),
                    row.OptionalInstant("created_at").value_or(""),
                    row.OptionalInstant("updated_at").value_or(""),
                    row.OptionalInstant("requested_at").value_or("")};
}

StoreResult<std::vector<BookingRow>> Rows(const storage::QueryOutcome& rows) {
  using R = StoreResult<std::vector<BookingRow>>;
  if (!rows) return R::Err(rows.Error());
  std::vector<BookingRow> out;
  for (const auto row : rows.Value()) out.push_back(RowOf(row));
  return R::Ok(std::move(out));
}

StoreResult<std::optional<BookingRow>> FirstRow(const storage::QueryOutcome& rows) {
  using R = StoreResult<std::optional<BookingRow>>;
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(RowOf(rows.Value().front()));
}

std::string Day(const std::string& stored) { return stored.substr(0, 10); }

}  // namespace

StoreResult<std::optional<StaffUser>> BookingStore::UserByName(const std::string& username) const {
  using R = StoreResult<std::optional<StaffUser>>;
  auto rows = database_->Query(kUserByName, {username});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  const auto row = rows.Value().front();
  return R::Ok(StaffUser{row.Text("id"), row.Text("username")});
}

StoreResult<Availability> BookingStore::AvailabilityOf(const std::string& user_id) const {
  return InTransaction<Availability>(*database_, [&](Transaction& tx) -> StoreResult<Availability> {
    Availability out;
    auto hours = tx.Query(kHoursOf, {user_id});
    if (!hours) return Fail<Availability>(hours.Error());
    for (const auto row : hours.Value()) {
      out.weekly.push_back({static_cast<unsigned>(row.Long("weekday")),
                            static_cast<unsigned>(row.Long("start_minute")),
                            static_cast<unsigned>(row.Long("end_minute"))});
    }
    auto days = tx.Query(kDaysOffOf, {user_id});
    if (!days) return Fail<Availability>(days.Error());
    for (const auto row : days.Value()) out.days_off.push_back(Day(row.Text("day")));
    auto languages = tx.Query(kLanguagesOf, {user_id});
    if (!languages) return Fail<Availability>(languages.Error());
    for (const auto row : languages.Value()) out.languages.push_back(row.Text("language"));
    return StoreResult<Availability>::Ok(std::move(out));
  });
}

UnitResult BookingStore::SaveAvailability(const std::string& user_id,
                                          const Availability& availability) const {
  return database_->Transact([&](Transaction& tx) -> UnitResult {
    for (auto sql : {kDeleteHours, kDeleteDaysOff, kDeleteLanguages}) {
      if (auto done = tx.Execute(sql, {user_id}); !done) return done;
    }
    for (const auto& range : availability.weekly) {
      auto done = tx.Execute(
          kInsertHours, {user_id, std::to_string(range.weekday), std::to_string(range.start_minute),
                         std::to_string(range.end_minute)});
      if (!done) return done;
    }
    for (const auto& day : availability.days_off) {
      if (auto done = tx.Execute(kInsertDayOff, {user_id, day}); !done) return done;
    }
    for (const auto& language : availability.languages) {
      if (auto done = tx.Execute(kInsertLanguage, {user_id, language}); !done) return done;
    }
    return UnitResult::Ok({});
  });
}

StoreResult<std::optional<BookingRow>> BookingStore::LatestOfLead(
    const std::string& lead_id) const {
  return FirstRow(database_->Query(std::string(kBookingColumns) +
                                       " WHERE b.lead_id = $1 ORDER BY b.created_at DESC, b.id"
                                       " LIMIT 1",
                                   {lead_id}));
}

StoreResult<std::vector<BookingRow>> BookingStore::Calls(
    const std::string& from, const std::string& to,
    const std::optional<std::string>& user_id) const {
  std::string sql = std::string(kBookingColumns) +
                    " WHERE b.starts_at >= $1 AND b.starts_at < $2 AND b.state <> 'moved'";
  storage::Params params = {from, to};
  if (user_id) {
    sql += " AND b.user_id = $3";
    params.push_back(*user_id);
  }
  return Rows(database_->Query(sql + " ORDER BY b.starts_at, u.username", params));
}

StoreResult<std::vector<BookingRow>> BookingStore::MadeSince(const std::string& since) const {
  return Rows(database_->Query(std::string(kBookingColumns) +
                                   " WHERE b.created_at >= $1 AND b.state <> 'moved'"
                                   " ORDER BY b.created_at",
                               {since}));
}

StoreResult<std::optional<StaffUser>> BookingStore::FeedOwner(
    const std::string& secret_hash) const {
  using R = StoreResult<std::optional<StaffUser>>;
  auto rows = database_->Query(kFeedOwner, {secret_hash});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  const auto row = rows.Value().front();
  return R::Ok(StaffUser{row.Text("id"), row.Text("username")});
}

StoreResult<std::optional<std::string>> BookingStore::FeedCreatedAt(
    const std::string& user_id) const {
  using R = StoreResult<std::optional<std::string>>;
  auto rows = database_->Query(kFeedOf, {user_id});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(rows.Value().front().OptionalInstant("created_at"));
}

UnitResult BookingStore::SetFeed(const std::string& user_id, const std::string& secret_hash,
                                 const std::string& now) const {
  return database_->Transact([&](Transaction& tx) -> UnitResult {
    if (auto done = tx.Execute(kEndFeed, {user_id}); !done) return done;
    return tx.Execute(kSetFeed, {user_id, secret_hash, now});
  });
}

UnitResult BookingStore::EndFeed(const std::string& user_id) const {
  auto done = database_->Query(kEndFeed, {user_id});
  if (!done) return UnitResult::Err(done.Error());
  return UnitResult::Ok({});
}

StoreResult<std::string> BookingStore::TokenKey(const std::string& now) const {
  return InTransaction<std::string>(*database_, [&](Transaction& tx) -> StoreResult<std::string> {
    auto inserted = tx.Execute(kInsertKey, {common::RandomToken(32), now});
    if (!inserted) return Fail<std::string>(inserted.Error());
    auto rows = tx.Query(kSelectKey, {});
    if (!rows) return Fail<std::string>(rows.Error());
    if (rows.Value().empty()) return Fail<std::string>({"booking_keys holds no key"});
    return StoreResult<std::string>::Ok(rows.Value().front().Text("secret"));
  });
}

StoreResult<std::vector<StaffHours>> BookingStore::StaffFor(Transaction& tx,
                                                            const std::string& language,
                                                            const std::string& from_date) {
  using R = StoreResult<std::vector<StaffHours>>;
  auto users = tx.Query(kStaffFor, {language});
  if (!users) return R::Err(users.Error());
  std::vector<StaffHours> staff;
  std::map<std::string, std::size_t> index;
  for (const auto row : users.Value()) {
    index[row.Text("id")] = staff.size();
    staff.push_back(StaffHours{row.Text("id"), row.Text("username"), {}, {}, {language}});
  }
  auto hours = tx.Query(kHoursOfStaff, {language});
  if (!hours) return R::Err(hours.Error());
  for (const auto row : hours.Value()) {
    auto it = index.find(row.Text("user_id"));
    if (it == index.end()) continue;  // a disabled user
    staff[it->second].weekly.push_back({static_cast<unsigned>(row.Long("weekday")),
                                        static_cast<unsigned>(row.Long("start_minute")),
                                        static_cast<unsigned>(row.Long("end_minute"))});
  }
  auto days = tx.Query(kDaysOffOfStaff, {language, from_date});
  if (!days) return R::Err(days.Error());
  for (const auto row : days.Value()) {
    auto it = index.find(row.Text("user_id"));
    if (it != index.end()) staff[it->second].days_off.push_back(Day(row.Text("day")));
  }
  return R::Ok(std::move(staff));
}

StoreResult<std::vector<BookedCall>> BookingStore::BookedBetween(Transaction& tx,
                                                                 const std::string& from,
                                                                 const std::string& to) {
  using R = StoreResult<std::vector<BookedCall>>;
  auto rows = tx.Query(kBookedBetween, {from, to});
  if (!rows) return R::Err(rows.Error());
  std::vector<BookedCall> calls;
  for (const auto row : rows.Value()) {
    auto start = storage::ParseInstant(row.OptionalInstant("starts_at").value_or(""));
    auto end = storage::ParseInstant(row.OptionalInstant("ends_at").value_or(""));
    auto held = storage::ParseInstant(row.OptionalInstant("held_until").value_or(""));
    if (start && end) {
      calls.push_back(BookedCall{row.Text("user_id"), *start, *end, held.value_or(Instant{})});
    }
  }
  return R::Ok(std::move(calls));
}

StoreResult<bool> BookingStore::Insert(Transaction& tx, const BookingRow& row,
                                       const std::string& requested_at,
                                       const std::string& held_until) {
  using R = StoreResult<bool>;
  auto rows = tx.Query(kInsert, {row.id, row.lead_id, row.user_id, row.starts_at, row.ends_at,
                                 row.language, requested_at, row.created_at, held_until});
  if (!rows) return R::Err(rows.Error());
  return R::Ok(!rows.Value().empty());
}

StoreResult<std::optional<BookingRow>> BookingStore::Load(Transaction& tx, const std::string& id) {
  return FirstRow(tx.Query(std::string(kBookingColumns) + " WHERE b.id = $1", {id}));
}

StoreResult<std::optional<BookingRow>> BookingStore::BookedOfLead(Transaction& tx,
                                                                  const std::string& lead_id) {
  return FirstRow(tx.Query(
      std::string(kBookingColumns) + " WHERE b.lead_id = $1 AND b.state = 'booked'", {lead_id}));
}

StoreResult<bool> BookingStore::ChangeState(Transaction& tx, const std::string& id,
                                            const std::string& from_state,
                                            const std::string& to_state, const std::string& now) {
  using R = StoreResult<bool>;
  auto rows = tx.Query(kChangeState, {id, from_state, to_state, now});
  if (!rows) return R::Err(rows.Error());
  return R::Ok(!rows.Value().empty());
}

StoreResult<std::vector<BookingRow>> BookingStore::UnescalatedStartedBy(Transaction& tx,
                                                                        const std::string& cutoff) {
  return Rows(tx.Query(std::string(kBookingColumns) +
                           " WHERE b.state = 'booked' AND b.escalated_at IS NULL"
                           " AND b.starts_at <= $1 ORDER BY b.starts_at",
                       {cutoff}));
}

StoreResult<bool> BookingStore::MarkEscalated(Transaction& tx, const std::string& id,
                                              const std::string& now) {
  using R = StoreResult<bool>;
  auto rows = tx.Query(kMarkEscalated, {id, now});
  if (!rows) return R::Err(rows.Error());
  return R::Ok(!rows.Value().empty());
}

}  // namespace firm::booking
