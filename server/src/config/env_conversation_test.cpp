#include <gtest/gtest.h>

#include <cstdlib>

#include "config/env_values.hpp"

namespace firm::config {
namespace {

std::vector<std::string> ErrorsOf(const EnvMap& env) {
  ConversationSettings settings;
  std::vector<std::string> errors;
  ParseConversation(env, &settings, &errors);
  return errors;
}

TEST(ConversationConfigTest, DefaultsAreAWorkweekNineToNineQuietAndFiveWaits) {
  ConversationSettings settings;
  std::vector<std::string> errors;
  ParseConversation({}, &settings, &errors);
  ASSERT_TRUE(errors.empty());
  EXPECT_EQ(settings.reply_minutes, 15u);
  ASSERT_EQ(settings.office_hours.ranges.size(), 5u);
  EXPECT_EQ(settings.office_hours.ranges.front().weekday, 1u);
  EXPECT_EQ(settings.office_hours.ranges.front().start_minute, 8u * 60);
  EXPECT_EQ(settings.office_hours.ranges.back().end_minute, 18u * 60);
  EXPECT_EQ(settings.quiet_hours.start_minute, 21u * 60);
  EXPECT_EQ(settings.quiet_hours.end_minute, 8u * 60);
  ASSERT_EQ(settings.cadence.size(), 5u);
  EXPECT_EQ(settings.cadence[0].after, std::chrono::minutes(15));
  EXPECT_TRUE(settings.cadence[2].next_morning);
  EXPECT_EQ(settings.cadence[4].after, std::chrono::minutes(7 * 24 * 60));
  EXPECT_FALSE(settings.follow_up_text);
  EXPECT_EQ(settings.new_text_leads_per_hour, 30u);
  EXPECT_EQ(settings.auto_answers_per_hour, 30u);
}

TEST(ConversationConfigTest, ReadsEverySetting) {
  ConversationSettings settings;
  std::vector<std::string> errors;
  ParseConversation({{"SLA_REPLY_MINUTES", "5"},
                     {"OFFICE_HOURS", "sat 09:00-13:00, Mon-Fri 07:30-12:00, Mon-Fri 13:00-24:00"},
                     {"QUIET_HOURS", "22:00-07:00"},
                     {"FOLLOW_UP_CADENCE", "30m, next-morning"},
                     {"FOLLOW_UP_TEXT", "on"},
                     {"SAVED_REPLIES_FILE", "/etc/firm/replies.json"}},
                    &settings, &errors);
  ASSERT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(settings.reply_minutes, 5u);
  ASSERT_EQ(settings.office_hours.ranges.size(), 11u);
  EXPECT_EQ(settings.office_hours.ranges.back().weekday, 6u);  // sorted: Saturday last
  EXPECT_EQ(settings.quiet_hours.start_minute, 22u * 60);
  ASSERT_EQ(settings.cadence.size(), 2u);
  EXPECT_TRUE(settings.follow_up_text);
  EXPECT_EQ(settings.saved_replies_file, "/etc/firm/replies.json");
}

TEST(ConversationConfigTest, TextCapsAreANumberAnHourOrOff) {
  ConversationSettings settings;
  std::vector<std::string> errors;
  ParseConversation({{"SMS_NEW_LEADS_PER_HOUR", "5"}, {"SMS_AUTO_ANSWERS_PER_HOUR", "off"}},
                    &settings, &errors);
  ASSERT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(settings.new_text_leads_per_hour, 5u);
  EXPECT_EQ(settings.auto_answers_per_hour, 0u);  // no cap
  for (const char* key : {"SMS_NEW_LEADS_PER_HOUR", "SMS_AUTO_ANSWERS_PER_HOUR"}) {
    for (const char* bad : {"0", "-1", "100001", "ten", "OFF", "5/h"}) {
      auto refused = ErrorsOf({{key, bad}});
      ASSERT_EQ(refused.size(), 1u) << key << "=" << bad;
      EXPECT_NE(refused[0].find(std::string(key) + " must be an integer from 1 to 100000, or off"),
                std::string::npos)
          << refused[0];
    }
  }
}

TEST(ConversationConfigTest, RefusesWhatCannotBeASchedule) {
  for (const char* office :
       {"Mon-Fri", "Mon-Fri 18:00-08:00", "Fri-Mon 08:00-18:00", "Mon 08:00-12:00, Mon 11:00-13:00",
        "Lun 08:00-12:00", "Mon 8:00-12:00", "Mon 08:00-24:30", ""}) {
    auto errors = ErrorsOf({{"OFFICE_HOURS", office}});
    // An empty value is unset (the default).
    if (std::string(office).empty()) {
      EXPECT_TRUE(errors.empty());
      continue;
    }
    ASSERT_EQ(errors.size(), 1u) << office;
    EXPECT_NE(errors[0].find("OFFICE_HOURS"), std::string::npos);
  }
  for (const char* quiet : {"21:00", "21:00-21:00", "25:00-08:00", "24:00-08:00"}) {
    EXPECT_EQ(ErrorsOf({{"QUIET_HOURS", quiet}}).size(), 1u) << quiet;
  }
  for (const char* cadence : {"15", "0m", "15m,2h,1d,2d,3d,4d", "31d", "tomorrow", "15m,,2h"}) {
    EXPECT_EQ(ErrorsOf({{"FOLLOW_UP_CADENCE", cadence}}).size(), 1u) << cadence;
  }
  EXPECT_EQ(ErrorsOf({{"FOLLOW_UP_TEXT", "yes"}}).size(), 1u);
  EXPECT_EQ(ErrorsOf({{"SLA_REPLY_MINUTES", "0"}}).size(), 1u);
}

TEST(BookingConfigTest, LimitsDefaultOnAndReadAsNPerSecondsOrOff) {
  BookingSettings defaults;
  std::vector<std::string> errors;
  ParseBooking({}, &defaults, &errors);
  ASSERT_TRUE(errors.empty());
  EXPECT_EQ(defaults.contact_limit, 5u);
  EXPECT_EQ(defaults.contact_window_seconds, 86400u);
  EXPECT_EQ(defaults.slots_limit, 120u);
  EXPECT_EQ(defaults.slots_window_seconds, 600u);
  BookingSettings set;
  ParseBooking({{"BOOKING_CONTACT_LIMIT", "3/604800"}, {"BOOKING_SLOTS_RATE_LIMIT", "off"}}, &set,
               &errors);
  ASSERT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(set.contact_limit, 3u);
  EXPECT_EQ(set.contact_window_seconds, 604800u);
  EXPECT_EQ(set.slots_limit, 0u);
  for (const char* bad : {"5", "0/60", "5/0", "5/604801", "five/60", "OFF", "5/60/2"}) {
    BookingSettings refused;
    std::vector<std::string> problems;
    ParseBooking({{"BOOKING_CONTACT_LIMIT", bad}}, &refused, &problems);
    ASSERT_EQ(problems.size(), 1u) << bad;
    EXPECT_NE(problems[0].find("BOOKING_CONTACT_LIMIT must be N/S"), std::string::npos);
    EXPECT_EQ(refused.contact_limit, 5u) << bad;  // the default stays
  }
  std::vector<std::string> problems;
  ParseBooking({{"BOOKING_SLOTS_RATE_LIMIT", "10/86401"}}, &defaults, &problems);
  EXPECT_EQ(problems.size(), 1u);
}

// ParseConfig sees only what ReadProcessEnvironment copies from the process: every booking
// variable must be on its list (none was until issue 50).
TEST(BookingConfigTest, EveryBookingVariableIsReadFromTheProcess) {
  const std::vector<std::string> names = {"BOOKING_CALL_MINUTES",    "BOOKING_BUFFER_MINUTES",
                                          "BOOKING_HORIZON_DAYS",    "BOOKING_MIN_NOTICE_MINUTES",
                                          "BOOKING_TOKEN_KEY",       "BOOKING_CONTACT_LIMIT",
                                          "BOOKING_SLOTS_RATE_LIMIT"};
  for (const auto& name : names) ASSERT_EQ(::setenv(name.c_str(), "7", 1), 0);
  const EnvMap env = ReadProcessEnvironment();
  for (const auto& name : names) {
    ::unsetenv(name.c_str());
    auto it = env.find(name);
    EXPECT_TRUE(it != env.end() && it->second == "7") << name;
  }
}

}  // namespace
}  // namespace firm::config
