#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "storage/database.hpp"
#include "storage/store_support.hpp"

// A lead as it is stored: one row type, read by one column list and one reader. Every view of a
// lead derives from it: the staff list and detail use it as it is; the outbox's messages
// (LeadRecord, lead_messages.hpp), booking's (BookingLead, lead_booking.hpp) and the
// conversation's (TextLead, lead_conversation.hpp) are projections of it.
namespace firm::leads {

struct LeadRow {
  std::string id;
  std::string form_type;
  std::string created_at;
  std::string status;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;
  std::string issue_types;  // JSON array text
  std::string answers;      // JSON object text
  std::string landing_page;
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string language;  // en | es: the page the lead was sent from
  std::string user_agent;
  std::string delivery;  // none | pending | delivered | failed (list only)
  std::string reference;
  std::optional<std::string> first_contact_at;  // ISO; nullopt while waiting
  std::optional<std::string> assignee_username;
  std::string assignee_display_name;
  bool sms_opted_out = false;
  bool may_text = false;  // MayText (lead_messages.hpp): agreed on the form, or a text lead
  std::string employer;
  std::string employer_key;
  // The conversation (issue 34), kept by conversation/ through lead_conversation.hpp.
  std::optional<std::string> reply_waiting_since;  // ISO; the oldest unanswered text
  long unread_replies = 0;
  std::optional<std::string> ack_failed_at;  // ISO; the acknowledgement text failed
  std::optional<std::string> next_try_at;    // ISO; the follow-up cadence's next try
  long follow_up_tries = 0;
  // List only, "flagged first": the deadline that flags the lead (YYYY-MM-DD), nullopt if none.
  std::optional<std::string> flag_due;
  // List only: the lead's key in the list's order at the stored precision (NextCursor).
  std::string list_key;
};

// The columns of LeadRow, with whether the phone replied STOP (sms_opt_outs: the one place in the
// code that asks), and their FROM: the lead and its assignee. For a query that adds its own
// columns (the list's delivery state and keys).
extern const std::string_view kLeadRowColumns;
extern const std::string_view kLeadRowFrom;

// "SELECT <kLeadRowColumns> FROM <kLeadRowFrom> WHERE <where>"; `where` names `leads.` columns.
std::string SelectLeadRow(std::string_view where);

// The row of a query that selects kLeadRowColumns.
LeadRow LeadRowFrom(const storage::RowView& row);

// Whether the lead's worker may be texted now: they agreed (or texted us), did not reply STOP,
// and there is a phone.
inline bool MayTextNow(const LeadRow& lead) {
  return lead.may_text && !lead.sms_opted_out && !lead.phone.empty();
}

// The lead of `id` in the caller's transaction, or nullopt.
storage::StoreResult<std::optional<LeadRow>> LeadRowById(storage::Transaction& tx,
                                                         const std::string& id);

}  // namespace firm::leads
