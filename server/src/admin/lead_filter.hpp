#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/result.hpp"
#include "intake/validation.hpp"
#include "storage/database.hpp"

namespace firm::admin {

using intake::FieldErrors;

// The status pipeline of docs/admin-api.md, in order.
extern const std::vector<std::string> kLeadStatuses;
bool IsLeadStatus(std::string_view status);

inline constexpr int kDefaultPageSize = 50;
inline constexpr int kMaxPageSize = 200;

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
  int page = 1;
  int page_size = kDefaultPageSize;
};

using QueryPairs = std::vector<std::pair<std::string, std::string>>;

// "?a=1&b=x+y%21" -> {{"a","1"},{"b","x y!"}} (application/x-www-form-urlencoded).
// Fails on a bad percent escape or invalid UTF-8 after decoding.
common::Result<QueryPairs, std::string> ParseQueryString(std::string_view query);

// Validates the query string of the list (with_paging) or the export. Unknown
// or repeated parameters are errors, like unknown JSON fields; empty values
// count as absent. `form_ids` are the public ids ("case-review").
common::Result<LeadFilter, FieldErrors> ParseLeadFilter(std::string_view query,
                                                        const std::vector<std::string>& form_ids,
                                                        bool with_paging);

// An ISO 8601 instant with a zone ("2026-11-21T08:00:00-08:00", "...Z",
// seconds and fraction optional, years 1900..2199) -> UTC "YYYY-MM-DDTHH:MM:SS.mmmZ".
std::optional<std::string> NormalizeInstant(std::string_view text);
std::optional<std::chrono::system_clock::time_point> ParseInstant(std::string_view text);

// A LIKE pattern matching `text` anywhere, with \ % _ escaped (ESCAPE '\').
std::string ContainsPattern(std::string_view text);

// " WHERE ..." (or "") built only from fixed SQL fragments; every value is a
// parameter, numbered from $1.
struct SqlWhere {
  std::string sql;
  storage::Params params;
};
SqlWhere BuildLeadWhere(const LeadFilter& filter, const storage::Dialect& dialect);

}  // namespace firm::admin
