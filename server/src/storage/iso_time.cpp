#include "storage/iso_time.hpp"

#include <algorithm>

#include "storage/database.hpp"

namespace firm::storage {

namespace {

constexpr int kEarliestYear = 1900;
constexpr int kLatestYear = 2199;

// Reads exactly `count` digits at `pos`.
std::optional<int> Digits(std::string_view text, std::size_t pos, std::size_t count) {
  if (pos + count > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t i = pos; i < pos + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

}  // namespace

std::optional<std::string> NormalizeInstant(std::string_view text) {
  auto instant = ParseInstant(text);
  if (!instant) return std::nullopt;
  return IsoTimestamp(*instant);
}

std::optional<std::chrono::system_clock::time_point> ParseInstant(std::string_view text) {
  // YYYY-MM-DDTHH:MM[:SS[.fraction]](Z|+HH:MM|-HH:MM)
  auto year = Digits(text, 0, 4);
  auto month = Digits(text, 5, 2);
  auto day = Digits(text, 8, 2);
  auto hour = Digits(text, 11, 2);
  auto minute = Digits(text, 14, 2);
  if (!year || !month || !day || !hour || !minute || text.size() < 17 || text[4] != '-' ||
      text[7] != '-' || (text[10] != 'T' && text[10] != 't') || text[13] != ':') {
    return std::nullopt;
  }
  std::size_t pos = 16;
  int second = 0;
  int millis = 0;
  if (pos < text.size() && text[pos] == ':') {
    auto s = Digits(text, pos + 1, 2);
    if (!s) return std::nullopt;
    second = *s;
    pos += 3;
    if (pos < text.size() && text[pos] == '.') {
      std::size_t start = ++pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
      if (pos == start || pos - start > 9) return std::nullopt;
      std::string fraction(text.substr(start, pos - start));
      fraction.resize(3, '0');
      millis = std::stoi(fraction.substr(0, 3));
    }
  }
  int offset_minutes = 0;
  std::string_view zone = text.substr(std::min(pos, text.size()));
  if (zone != "Z" && zone != "z") {
    if (zone.size() == 6 && (zone[0] == '+' || zone[0] == '-') && zone[3] == ':') {
      auto oh = Digits(zone, 1, 2);
      auto om = Digits(zone, 4, 2);
      if (!oh || !om || *oh > 23 || *om > 59) return std::nullopt;
      offset_minutes = (*oh * 60 + *om) * (zone[0] == '-' ? -1 : 1);
    } else {
      return std::nullopt;
    }
  }
  using namespace std::chrono;
  year_month_day date{std::chrono::year(*year), std::chrono::month(static_cast<unsigned>(*month)),
                      std::chrono::day(static_cast<unsigned>(*day))};
  // system_clock counts nanoseconds in 64 bits (years 1677..2262): a later year overflowed
  // (undefined behaviour). Staff filter leads by dates of this century and the next.
  if (!date.ok() || *year < kEarliestYear || *year > kLatestYear || *hour > 23 || *minute > 59 ||
      second > 59) {
    return std::nullopt;
  }
  auto local = sys_days(date) + hours(*hour) + minutes(*minute) + seconds(second) +
               milliseconds(millis) - minutes(offset_minutes);
  return system_clock::time_point(local);
}

}  // namespace firm::storage
