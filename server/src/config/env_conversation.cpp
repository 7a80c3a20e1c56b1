// SLA_REPLY_MINUTES, OFFICE_HOURS, QUIET_HOURS, FOLLOW_UP_CADENCE, FOLLOW_UP_TEXT and
// SAVED_REPLIES_FILE: the conversation after the first answer (issue 34); SMS_NEW_LEADS_PER_HOUR
// and SMS_AUTO_ANSWERS_PER_HOUR: what texting the firm may cost it (issue 50); BOOKING_*:
// booking a call (issue 35).
#include <algorithm>
#include <array>

#include "common/text.hpp"
#include "config/env_values.hpp"

namespace firm::config {

namespace {

constexpr std::array<std::string_view, 7> kDays = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};

std::optional<unsigned> DayIndex(std::string_view name) {
  const std::string lower = common::AsciiLower(name);
  for (unsigned i = 0; i < kDays.size(); ++i) {
    if (lower == kDays[i]) return i;
  }
  return std::nullopt;
}

std::optional<std::pair<unsigned, unsigned>> ParseClockRange(std::string_view text) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto start = ParseClock(text.substr(0, dash));
  auto end = ParseClock(text.substr(dash + 1));
  if (!start || !end) return std::nullopt;
  return std::pair{*start, *end};
}

std::vector<std::string_view> SplitOn(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t begin = 0;
  while (true) {
    const auto at = text.find(separator, begin);
    parts.push_back(common::TrimWhitespace(text.substr(begin, at - begin)));
    if (at == std::string_view::npos) break;
    begin = at + 1;
  }
  return parts;
}

}  // namespace

std::optional<unsigned> ParseClock(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return std::nullopt;
  for (std::size_t i : {0u, 1u, 3u, 4u}) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  }
  const unsigned hours = (text[0] - '0') * 10u + (text[1] - '0');
  const unsigned minutes = (text[3] - '0') * 10u + (text[4] - '0');
  if (minutes > 59 || hours > 24 || (hours == 24 && minutes != 0)) return std::nullopt;
  return hours * 60 + minutes;
}

std::optional<WeeklyHours> ParseWeeklyHours(std::string_view text) {
  WeeklyHours hours;
  for (std::string_view group : SplitOn(text, ',')) {
    const auto space = group.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    const std::string_view days = group.substr(0, space);
    auto range = ParseClockRange(common::TrimWhitespace(group.substr(space + 1)));
    if (!range || range->first >= range->second) return std::nullopt;
    unsigned first = 0;
    unsigned last = 0;
    if (const auto dash = days.find('-'); dash != std::string_view::npos) {
      auto from = DayIndex(days.substr(0, dash));
      auto to = DayIndex(days.substr(dash + 1));
      if (!from || !to || *from > *to) return std::nullopt;
      first = *from;
      last = *to;
    } else {
      auto day = DayIndex(days);
      if (!day) return std::nullopt;
      first = last = *day;
    }
    for (unsigned day = first; day <= last; ++day) {
      hours.ranges.push_back({day, range->first, range->second});
    }
  }
  std::sort(hours.ranges.begin(), hours.ranges.end(), [](const auto& a, const auto& b) {
    return std::pair{a.weekday, a.start_minute} < std::pair{b.weekday, b.start_minute};
  });
  for (std::size_t i = 1; i < hours.ranges.size(); ++i) {
    const auto& before = hours.ranges[i - 1];
    const auto& range = hours.ranges[i];
    if (before.weekday == range.weekday && before.end_minute > range.start_minute) {
      return std::nullopt;
    }
  }
  if (hours.ranges.empty()) return std::nullopt;
  return hours;
}

std::optional<DailyWindow> ParseDailyWindow(std::string_view text) {
  auto range = ParseClockRange(common::TrimWhitespace(text));
  if (!range || range->first == range->second || range->first >= 24 * 60 ||
      range->second >= 24 * 60) {
    return std::nullopt;
  }
  return DailyWindow{range->first, range->second};
}

std::optional<std::vector<CadenceStep>> ParseCadence(std::string_view text) {
  std::vector<CadenceStep> steps;
  for (std::string_view item : SplitOn(text, ',')) {
    if (common::AsciiLower(item) == "next-morning") {
      steps.push_back({true, {}});
      continue;
    }
    if (item.size() < 2 || item.size() > 5) return std::nullopt;
    const char unit = item.back();
    const std::string_view digits = item.substr(0, item.size() - 1);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return std::nullopt;
    }
    const long amount = std::stol(std::string(digits));
    const long minutes = unit == 'm'   ? amount
                         : unit == 'h' ? amount * 60
                         : unit == 'd' ? amount * 24 * 60
                                       : -1;
    if (minutes <= 0 || minutes > 30L * 24 * 60) return std::nullopt;
    steps.push_back({false, std::chrono::minutes(minutes)});
  }
  if (steps.empty() || steps.size() > kMaxCadenceSteps) return std::nullopt;
  return steps;
}

void ParseConversation(const EnvMap& env, ConversationSettings* out,
                       std::vector<std::string>* errors) {
  ParseUnsignedKey(env, "SLA_REPLY_MINUTES", 1, 24 * 60, &out->reply_minutes, errors);
  const std::string office = Lookup(env, "OFFICE_HOURS").value_or("Mon-Fri 08:00-18:00");
  if (auto hours = ParseWeeklyHours(office)) {
    out->office_hours = std::move(*hours);
  } else {
    errors->push_back(
        "OFFICE_HOURS must be days and hours in California time, like "
        "\"Mon-Fri 08:00-18:00, Sat 09:00-13:00\", ranges not overlapping (got " +
        Quote(office) + ")");
  }
  if (auto quiet = Lookup(env, "QUIET_HOURS")) {
    if (auto window = ParseDailyWindow(*quiet)) {
      out->quiet_hours = *window;
    } else {
      errors->push_back("QUIET_HOURS must be a daily window like 21:00-08:00 (got " +
                        Quote(*quiet) + ")");
    }
  }
  const std::string cadence =
      Lookup(env, "FOLLOW_UP_CADENCE").value_or("15m,2h,next-morning,3d,7d");
  if (auto steps = ParseCadence(cadence)) {
    out->cadence = std::move(*steps);
  } else {
    errors->push_back("FOLLOW_UP_CADENCE must be 1 to " + std::to_string(kMaxCadenceSteps) +
                      " waits like 15m, 2h, 3d or next-morning, separated by commas (got " +
                      Quote(cadence) + ")");
  }
  if (auto text = Lookup(env, "FOLLOW_UP_TEXT")) {
    if (*text == "on") {
      out->follow_up_text = true;
    } else if (*text != "off") {
      errors->push_back("FOLLOW_UP_TEXT must be on or off (got " + Quote(*text) + ")");
    }
  }
  if (auto file = Lookup(env, "SAVED_REPLIES_FILE")) out->saved_replies_file = *file;
  for (auto [key, cap] : {std::pair{"SMS_NEW_LEADS_PER_HOUR", &out->new_text_leads_per_hour},
                          std::pair{"SMS_AUTO_ANSWERS_PER_HOUR", &out->auto_answers_per_hour}}) {
    auto text = Lookup(env, key);
    if (!text) continue;
    const auto value = *text == "off" ? std::optional<long>(0) : ParseInteger(*text);
    if (!value || (*text != "off" && (*value < 1 || *value > 100000))) {
      errors->push_back(std::string(key) + " must be an integer from 1 to 100000, or off (got " +
                        Quote(*text) + ")");
      continue;
    }
    *cap = static_cast<unsigned>(*value);
  }
}

namespace {

// "N/S" (N 1..1000000, S 1..max_window) or "off" (0/0). `what` names N and S for the message.
void ParseLimitKey(const EnvMap& env, const std::string& key, long max_window,
                   const std::string& what, unsigned* limit, unsigned* window,
                   std::vector<std::string>* errors) {
  auto text = Lookup(env, key);
  if (!text) return;
  if (*text == "off") {
    *limit = 0;
    *window = 0;
    return;
  }
  const auto slash = text->find('/');
  const auto n = slash == std::string::npos ? std::nullopt : ParseInteger(text->substr(0, slash));
  const auto s = slash == std::string::npos ? std::nullopt : ParseInteger(text->substr(slash + 1));
  if (!n || !s || *n < 1 || *n > 1000000 || *s < 1 || *s > max_window) {
    errors->push_back(key + " must be N/S (" + what + ", N 1..1000000, S 1.." +
                      std::to_string(max_window) + ") or off (got " + Quote(*text) + ")");
    return;
  }
  *limit = static_cast<unsigned>(*n);
  *window = static_cast<unsigned>(*s);
}

}  // namespace

void ParseBooking(const EnvMap& env, BookingSettings* out, std::vector<std::string>* errors) {
  ParseUnsignedKey(env, "BOOKING_CALL_MINUTES", 10, 240, &out->call_minutes, errors);
  ParseUnsignedKey(env, "BOOKING_BUFFER_MINUTES", 0, 120, &out->buffer_minutes, errors);
  ParseUnsignedKey(env, "BOOKING_HORIZON_DAYS", 1, 60, &out->horizon_days, errors);
  ParseUnsignedKey(env, "BOOKING_MIN_NOTICE_MINUTES", 0, 7 * 24 * 60, &out->min_notice_minutes,
                   errors);
  if (auto key = Lookup(env, "BOOKING_TOKEN_KEY")) {
    if (key->size() < kMinBookingTokenKeyBytes) {
      errors->push_back("BOOKING_TOKEN_KEY must be at least " +
                        std::to_string(kMinBookingTokenKeyBytes) + " bytes");
    } else {
      out->token_key = *key;
    }
  }
  ParseLimitKey(env, "BOOKING_CONTACT_LIMIT", 7 * 86400,
                "N bookings per S seconds per phone number and per e-mail address",
                &out->contact_limit, &out->contact_window_seconds, errors);
  ParseLimitKey(env, "BOOKING_SLOTS_RATE_LIMIT", 86400,
                "N reads of the open slots per S seconds per address", &out->slots_limit,
                &out->slots_window_seconds, errors);
}

}  // namespace firm::config
