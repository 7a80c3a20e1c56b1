#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/result.hpp"
#include "storage/database.hpp"
#include "storage/sql_where.hpp"

namespace firm::leads {

// The status pipeline of docs/admin-api.md, in order.
extern const std::vector<std::string> kLeadStatuses;
bool IsLeadStatus(std::string_view status);

inline constexpr int kDefaultPageSize = 50;
inline constexpr int kMaxPageSize = 200;
// Counts stop here: past it the list says "10,000+" (a count that does not scan the table).
inline constexpr long kCountCap = 10000;

// Where a page of the list starts (keyset pagination, no OFFSET): just after the last lead of
// the page before, in the list's order. `key` is that lead's created_at (reply_waiting_since for
// needs_reply), ISO; `flag_due` its flagging deadline (YYYY-MM-DD) while it was flagged.
struct LeadCursor {
  std::optional<std::string> flag_due;
  std::string key;
  std::string id;
};
// The cursor as staff pass it back: "key~id" or "flag_due~key~id"; nullopt for anything else.
std::string EncodeCursor(const LeadCursor& cursor);
std::optional<LeadCursor> DecodeCursor(std::string_view text);

// GET /api/admin/leads filters, validated. Form is the stored form type
// (case_review); instants are normalised to "YYYY-MM-DDTHH:MM:SS.mmmZ" UTC so
// SQLite's text comparison and PostgreSQL's timestamptz agree.
struct LeadFilter {
  std::optional<std::string> form_type;
  std::optional<std::string> issue;
  std::optional<std::string> status;
  std::optional<std::string> from;
  std::optional<std::string> to;
  std::optional<std::string> utm_source;
  std::optional<std::string> q;
  // none: no contact attempt yet (then the longest waiting come first); made.
  std::optional<std::string> contact;
  // A user name, "none" (unassigned) or "me" (the API puts the signed-in
  // user's name in its place before the filter reaches the store).
  std::optional<std::string> assignee;
  std::optional<std::string> language;  // en | es
  // view=needs_reply: a text from the worker waits for an answer (the longest waiting first).
  bool needs_reply = false;
  std::optional<LeadCursor> after;  // nullopt: the first page
  int page_size = kDefaultPageSize;
};

// A LIKE pattern matching `text` anywhere, with \ % _ escaped (ESCAPE '\').
std::string ContainsPattern(std::string_view text);

using storage::SqlWhere;
SqlWhere BuildLeadWhere(const LeadFilter& filter, const storage::Dialect& dialect);

}  // namespace firm::leads
