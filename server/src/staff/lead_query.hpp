#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/result.hpp"
#include "intake/validation.hpp"
#include "leads/lead_filter.hpp"

// The staff API's query strings: the leads list's and export's filters, read
// and checked here, then handed to leads/ (BuildLeadWhere) as a LeadFilter.
namespace firm::staff {

using intake::FieldErrors;
using leads::LeadFilter;

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

}  // namespace firm::staff
