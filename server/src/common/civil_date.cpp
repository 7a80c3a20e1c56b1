#include "common/civil_date.hpp"

#include <cstdio>

namespace firm::common {

std::optional<std::chrono::year_month_day> ParseCivilDate(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t starts[3] = {0, 5, 8};
  const std::size_t lengths[3] = {4, 2, 2};
  for (int p = 0; p < 3; ++p) {
    for (std::size_t i = starts[p]; i < starts[p] + lengths[p]; ++i) {
      if (text[i] < '0' || text[i] > '9') return std::nullopt;
      parts[p] = parts[p] * 10 + (text[i] - '0');
    }
  }
  std::chrono::year_month_day date{std::chrono::year{parts[0]},
                                   std::chrono::month{static_cast<unsigned>(parts[1])},
                                   std::chrono::day{static_cast<unsigned>(parts[2])}};
  if (!date.ok()) return std::nullopt;
  return date;
}

std::chrono::year_month_day UtcToday(std::chrono::system_clock::time_point now) {
  return std::chrono::year_month_day{std::chrono::floor<std::chrono::days>(now)};
}

std::string FormatCivilDate(std::chrono::year_month_day date) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return buffer;
}

}  // namespace firm::common
