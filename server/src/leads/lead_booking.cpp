#include "leads/lead_booking.hpp"

#include "leads/lead_id.hpp"
#include "leads/lead_messages.hpp"

namespace firm::leads {

namespace {

using storage::StoreResult;
using storage::UnitResult;

constexpr std::string_view kAssignee =
    "SELECT assignee.username AS assignee FROM leads"
    " LEFT JOIN admin_users assignee ON assignee.id = leads.assigned_to WHERE leads.id = $1";
constexpr std::string_view kBooked =
    "UPDATE leads SET booked_call_at = $2, assigned_to = $3 WHERE id = $1";
constexpr std::string_view kAssignmentEvent =
    "INSERT INTO lead_events (lead_id, kind, from_user, to_user, actor, created_at)"
    " VALUES ($1, 'assignment', $2, $3, 'booking', $4)";
constexpr std::string_view kOver = "UPDATE leads SET booked_call_at = NULL WHERE id = $1";
// Newest first; the OFFSET (a count from config, never input) is appended.
constexpr std::string_view kBookingsByPhone =
    "SELECT b.created_at FROM bookings b JOIN leads l ON l.id = b.lead_id"
    " WHERE l.phone = $1 AND b.created_at > $2 ORDER BY b.created_at DESC LIMIT 1 OFFSET ";
constexpr std::string_view kBookingsByEmail =
    "SELECT b.created_at FROM bookings b JOIN leads l ON l.id = b.lead_id"
    " WHERE lower(l.email) = lower($1) AND b.created_at > $2 ORDER BY b.created_at DESC"
    " LIMIT 1 OFFSET ";
constexpr std::string_view kLabels =
    "SELECT id, form_type, reference, first_name, last_name FROM leads WHERE id IN (";

}  // namespace

StoreResult<std::optional<BookingLead>> BookingLeadById(storage::Transaction& tx,
                                                        const std::string& lead_id) {
  using R = StoreResult<std::optional<BookingLead>>;
  static const std::string kBookingLead = SelectLeadRow("leads.id = $1");
  auto rows = tx.Query(kBookingLead, {lead_id});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(BookingLeadOf(LeadRowFrom(rows.Value().front())));
}

BookingLead BookingLeadOf(const LeadRow& row) {
  return BookingLead{row.id,         row.reference, row.email,        row.phone,
                     row.created_at, row.may_text,  row.sms_opted_out};
}

UnitResult NoteCallBooked(storage::Transaction& tx, const std::string& lead_id,
                          const std::string& user_id, const std::string& username,
                          const std::string& starts_at, const std::string& now) {
  auto before = tx.Query(kAssignee, {lead_id});
  if (!before) return UnitResult::Err(before.Error());
  const storage::Value previous =
      before.Value().empty() ? std::nullopt : before.Value().front().Optional("assignee");
  if (auto set = tx.Execute(kBooked, {lead_id, starts_at, user_id}); !set) return set;
  if (previous && *previous == username) return UnitResult::Ok({});
  return tx.Execute(kAssignmentEvent, {lead_id, previous, username, now});
}

UnitResult NoteCallOver(storage::Transaction& tx, const std::string& lead_id) {
  return tx.Execute(kOver, {lead_id});
}

StoreResult<std::optional<std::string>> NthBookingFor(storage::Transaction& tx, ContactKind kind,
                                                      const std::string& value,
                                                      const std::string& since, unsigned nth) {
  using R = StoreResult<std::optional<std::string>>;
  if (nth == 0 || value.empty()) return R::Ok(std::nullopt);
  const std::string sql =
      std::string(kind == ContactKind::kPhone ? kBookingsByPhone : kBookingsByEmail) +
      std::to_string(nth - 1);
  auto rows = tx.Query(sql, {value, since});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(rows.Value().front().OptionalInstant("created_at"));
}

StoreResult<bool> ContactLoggedSince(storage::Transaction& tx, const std::string& lead_id,
                                     const std::string& since) {
  auto rows = tx.Query(
      "SELECT count(*) AS contacts FROM lead_contacts WHERE lead_id = $1 AND created_at >= $2",
      {lead_id, since});
  if (!rows) return StoreResult<bool>::Err(rows.Error());
  return StoreResult<bool>::Ok(rows.Value().front().Long("contacts") > 0);
}

StoreResult<std::map<std::string, LeadLabel>> LeadLabels(storage::Database& database,
                                                         const std::vector<std::string>& lead_ids) {
  using R = StoreResult<std::map<std::string, LeadLabel>>;
  std::map<std::string, LeadLabel> labels;
  if (lead_ids.empty()) return R::Ok(std::move(labels));
  // One statement for the whole list: WHERE id IN ($1, $2, ...).
  const storage::Params params(lead_ids.begin(), lead_ids.end());
  auto rows = database.Query(std::string(kLabels) + storage::Placeholders(1, lead_ids.size()) + ")",
                             params);
  if (!rows) return R::Err(rows.Error());
  for (const auto row : rows.Value()) {
    std::string name = row.Text("first_name");
    if (const std::string& last = row.Text("last_name"); !last.empty()) {
      // The first letter, whole (a UTF-8 lead byte says how many bytes it has).
      const auto lead_byte = static_cast<unsigned char>(last[0]);
      const std::size_t bytes = lead_byte >= 0xF0   ? 4
                                : lead_byte >= 0xE0 ? 3
                                : lead_byte >= 0xC0 ? 2
                                                    : 1;
      if (!name.empty()) name += ' ';
      name.append(last, 0, bytes);
      name += '.';
    }
    labels[row.Text("id")] =
        LeadLabel{PublicFormId(row.Text("form_type")), row.Text("reference"), name};
  }
  return R::Ok(std::move(labels));
}

}  // namespace firm::leads
