// Availability bodies: each fault named at its field, nothing accepted with a fault.
#include "staff/booking_api.hpp"

#include <gtest/gtest.h>

namespace firm::staff {
namespace {

using nlohmann::json;

json Body(json weekly, json days_off = json::array(), json languages = {"en"}) {
  return json{{"weekly", weekly}, {"daysOff", days_off}, {"languages", languages}};
}

TEST(ParseAvailability, TakesSeveralRangesADayAndGivesThemBackSorted) {
  auto parsed = ParseAvailability(Body(
      {{"mon", {{{"start", "13:00"}, {"end", "17:00"}}, {{"start", "09:00"}, {"end", "12:00"}}}},
       {"sat", {{{"start", "10:00"}, {"end", "24:00"}}}}},
      {"2026-12-24", "2026-12-24"}, {"es", "en"}));
  ASSERT_TRUE(parsed);
  const json back = AvailabilityJson(parsed.Value());
  EXPECT_EQ(back["weekly"]["mon"],
            json::parse(R"([{"start":"09:00","end":"12:00"},{"start":"13:00","end":"17:00"}])"));
  EXPECT_EQ(back["weekly"]["sat"], json::parse(R"([{"start":"10:00","end":"24:00"}])"));
  EXPECT_EQ(back["daysOff"], json::parse(R"(["2026-12-24"])"));
  EXPECT_EQ(back["languages"], json::parse(R"(["en","es"])"));
}

TEST(ParseAvailability, NamesEachFaultAtItsField) {
  auto parsed = ParseAvailability(Body(
      {{"mon", {{{"start", "12:00"}, {"end", "09:00"}}, {{"start", "9:00"}, {"end", "10:00"}}}},
       {"tue", {{{"start", "09:00"}, {"end", "12:00"}}, {{"start", "11:00"}, {"end", "13:00"}}}},
       {"wed", {{{"start", "09:03"}, {"end", "10:00"}}}},
       {"funday", json::array()}},
      {"2026-02-30", "soon"}, {"fr"}));
  ASSERT_FALSE(parsed);
  const auto& errors = parsed.Error();
  for (const char* field : {"weekly.mon.0", "weekly.mon.1", "weekly.tue.1", "weekly.wed.0",
                            "weekly.funday", "daysOff.0", "daysOff.1", "languages"}) {
    EXPECT_TRUE(errors.contains(field)) << field;
  }
  EXPECT_EQ(errors.at("weekly.mon.0").front(), "This range ends before it starts.");
  EXPECT_EQ(errors.at("weekly.tue.1").front(), "This range overlaps the one before it.");
}

TEST(ParseAvailability, RefusesAWrongShape) {
  EXPECT_FALSE(ParseAvailability(json::object()));
  EXPECT_FALSE(ParseAvailability(
      json{{"weekly", json::array()}, {"daysOff", json::array()}, {"languages", json::array()}}));
  EXPECT_TRUE(ParseAvailability(Body(json::object())));  // no hours at all is allowed
  EXPECT_FALSE(ParseAvailability(json{{"weekly", json::object()},
                                      {"daysOff", json::array()},
                                      {"languages", json::array()},
                                      {"extra", 1}}));
}

}  // namespace
}  // namespace firm::staff
