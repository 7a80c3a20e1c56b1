#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace firm::storage {

// An ISO 8601 instant with a zone ("2026-11-21T08:00:00-08:00", "...Z",
// seconds and fraction optional, years 1900..2199) -> UTC "YYYY-MM-DDTHH:MM:SS.mmmZ",
// the form the database keeps (IsoTimestamp).
std::optional<std::string> NormalizeInstant(std::string_view text);
std::optional<std::chrono::system_clock::time_point> ParseInstant(std::string_view text);

}  // namespace firm::storage
