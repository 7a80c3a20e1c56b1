#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace firm::common {

// Strict YYYY-MM-DD (exactly ten characters) that names a real calendar day.
std::optional<std::chrono::year_month_day> ParseCivilDate(std::string_view text);

std::chrono::year_month_day UtcToday(std::chrono::system_clock::time_point now);

std::string FormatCivilDate(std::chrono::year_month_day date);

}  // namespace firm::common
