#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "http/json_api.hpp"

namespace firm::http {

// A query's parameters by name.
using QueryParams = std::map<std::string, std::string>;

// The query rules every endpoint keeps (docs/admin-api.md "Query strings"), so that one
// request means one thing everywhere:
// - a query that is not form-encoded UTF-8 is refused ("_query");
// - a name that is not one of `allowed` is refused (under that name when it is short and
//   printable, else "_query");
// - a name given twice is refused (`?weeks=1&weeks=2`): there is no "first wins" or "last wins";
// - a value with a control character (common::HasControlCharacters) is refused;
// - an empty value means the same as no parameter: it is left out of the answer.
// Refusals are field errors for a 400 answer. A leading '?' is skipped.
common::Result<QueryParams, FieldErrors> ParseQuery(std::string_view query,
                                                    const std::set<std::string>& allowed);

// The same, for a caller that reports the values' own faults together with these: the
// parameters that passed, and the refusals.
struct ReadQueryResult {
  QueryParams params;
  FieldErrors errors;
};
ReadQueryResult ReadQuery(std::string_view query, const std::set<std::string>& allowed);

}  // namespace firm::http
