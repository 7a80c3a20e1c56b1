#pragma once

#include <optional>
#include <string>

#include "intake/form_definition.hpp"
#include "leads/lead_deadlines.hpp"

namespace firm::intake {

// Every situation an estimate field of `forms` offers must be one the deadline rules know, or
// a worker's estimate would count for nothing: the message names the first that is not.
std::optional<std::string> CheckEstimateSituations(const leads::DeadlineRules& rules,
                                                   const FormCatalog& forms);

}  // namespace firm::intake
