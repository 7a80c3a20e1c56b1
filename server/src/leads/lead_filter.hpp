#pragma once

#include <chrono>
#include <cstddef>
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
// A search is counted to here ("1,000+"): each match of a text index is checked on its row, and
// a common surname's 10,000 took 85 ms at a million leads on PostgreSQL. Past it, staff narrow
// the search rather than read the count.
inline constexpr long kSearchCountCap = 1000;

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
  // Set by the store, never from a request: `q` matches many leads (SearchMatchesProbe), so the
  // list walks its own order and checks each lead against the matches (SQLite).
  bool search_by_date = false;
  // Set by the API from the capped count, never from a request: fewer than kCountCap leads match,
  // so the flagged among them are found from them instead of by walking every deadline in the
  // window (which, for a filter with none flagged, read them all: 0.5-1 s at a million leads).
  bool narrow = false;
  // Set by the store, never from a request: the assignee's user id, looked up first on
  // PostgreSQL, which plans "assigned_to = (SELECT ...)" without knowing the user (for a user with
  // no leads it walked the whole flag window: 0.5 s at a million leads).
  std::optional<std::string> assignee_id;
};

// SQLite's search reads every match before sorting them; past this many, walking the list's
// order and checking each lead is cheaper (at 1M leads: a 2.8% surname, 0.11-0.18 s -> 10 ms).
inline constexpr long kManyMatches = 1000;
// A statement counting the text index's matches of `filter.q` up to `limit`, from the index
// alone (FTS5 stops at the LIMIT): SQLite only, nullopt elsewhere or without a search.
struct SearchMatches {
  std::string sql;
  storage::Params params;
};
std::optional<SearchMatches> SearchMatchesProbe(const LeadFilter& filter,
                                                const storage::Dialect& dialect, long limit);
// Only a name, e-mail or phone search, no other filter and not a reference: the text index's
// matches are the list's leads (one row a lead), so they can be counted there alone.
bool OnlyTextSearch(const LeadFilter& filter);

// Searches (`q`) have at least this many characters (the API answers 400 below it): the text
// indexes find the start of a name word or of the e-mail from 2 characters and any part from 3
// (issue 52); 1 character would match most leads and no index serves it.
inline constexpr std::size_t kMinSearchLength = 2;
// The characters of `q` (UTF-8 code points), as staff count them.
std::size_t SearchLength(std::string_view q);

// A LIKE pattern matching `text` anywhere, with \ % _ escaped (ESCAPE '\').
std::string ContainsPattern(std::string_view text);

using storage::SqlWhere;
SqlWhere BuildLeadWhere(const LeadFilter& filter, const storage::Dialect& dialect);

}  // namespace firm::leads
