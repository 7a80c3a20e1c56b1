#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/result.hpp"

namespace firm::site {

// A manifest's list of inline-script CSP sources ("sha256-<base64>"). Only
// well-formed hash sources may reach a CSP header, so anything else is an error
// (the message says what was wrong, without the offending value).
common::Result<std::vector<std::string>, std::string> ParseScriptHashes(const nlohmann::json& list);

}  // namespace firm::site
