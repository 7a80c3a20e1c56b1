#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "intake/validation.hpp"
#include "leads/lead_filter.hpp"

// The staff API's query strings: the leads list's and export's filters, read
// and checked here, then handed to leads/ (BuildLeadWhere) as a LeadFilter.
namespace firm::staff {

using intake::FieldErrors;
using leads::LeadFilter;

// Validates the query string of the list (with_paging) or the export, under the
// query rules of http::ParseQuery (unknown or repeated parameters are errors,
// empty values count as absent). `form_ids` are the public ids ("case-review").
common::Result<LeadFilter, FieldErrors> ParseLeadFilter(std::string_view query,
                                                        const std::vector<std::string>& form_ids,
                                                        bool with_paging);

}  // namespace firm::staff
