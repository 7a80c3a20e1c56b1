#pragma once

#include <chrono>
#include <nlohmann/json.hpp>

#include "intake/form_definition.hpp"

namespace firm::intake {

// A free tool's estimate attached to a form (the deadline tool's or the wage calculator's):
// one of two shapes, told apart by "tool", every value within the field's limits; anything
// else is refused. Used by ValidateSubmission.
bool ValidEstimate(const FieldDefinition& field, const Rules& rules, const nlohmann::json& estimate,
                   std::chrono::year_month_day today);

}  // namespace firm::intake
