#include <gtest/gtest.h>

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

}  // namespace
}  // namespace firm::config
