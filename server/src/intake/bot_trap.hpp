#pragma once

#include <nlohmann/json.hpp>

#include "intake/form_definition.hpp"

namespace firm::intake {

// Bot traps, checked on the parsed object before validation so that a bot
// learns nothing from error messages: a non-empty honeypot, or an integer
// elapsedMs under rules.min_elapsed_ms.
bool LooksLikeBot(const Rules& rules, const nlohmann::json& body);

}  // namespace firm::intake
