#include "common/civil_date.hpp"

#include <gtest/gtest.h>

namespace firm::common {
namespace {

TEST(CivilDateTest, ParsesOnlyRealDates) {
  ASSERT_TRUE(ParseCivilDate("2024-02-29"));
  EXPECT_EQ(FormatCivilDate(*ParseCivilDate("2024-02-29")), "2024-02-29");
  EXPECT_FALSE(ParseCivilDate("2023-02-29"));
  EXPECT_FALSE(ParseCivilDate("2023-04-31"));
  EXPECT_FALSE(ParseCivilDate("2023-00-10"));
  EXPECT_FALSE(ParseCivilDate("2023-01-00"));
  EXPECT_FALSE(ParseCivilDate("2023-1-01"));
  EXPECT_FALSE(ParseCivilDate("2023/01/01"));
  EXPECT_FALSE(ParseCivilDate("+023-01-01"));
  EXPECT_FALSE(ParseCivilDate(""));
}

TEST(CivilDateTest, UtcTodayIgnoresTimeOfDay) {
  auto ymd = *ParseCivilDate("2026-03-10");
  auto midnight = std::chrono::sys_days{ymd};
  EXPECT_EQ(FormatCivilDate(UtcToday(midnight)), "2026-03-10");
  EXPECT_EQ(FormatCivilDate(UtcToday(midnight + std::chrono::hours(23) + std::chrono::minutes(59))),
            "2026-03-10");
}

}  // namespace
}  // namespace firm::common
