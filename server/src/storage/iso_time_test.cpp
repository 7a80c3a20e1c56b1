#include "storage/iso_time.hpp"

#include <gtest/gtest.h>

namespace firm::storage {
namespace {

TEST(InstantTest, NormalizesZonesAndFractions) {
  EXPECT_EQ(NormalizeInstant("2026-03-10T12:34:56.7Z"), "2026-03-10T12:34:56.700Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T12:34:56.123456789Z"), "2026-03-10T12:34:56.123Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T23:30:00-01:00"), "2026-03-11T00:30:00.000Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T00:30+05:30"), "2026-03-09T19:00:00.000Z");
  EXPECT_EQ(NormalizeInstant("2024-02-29T00:00:00Z"), "2024-02-29T00:00:00.000Z");
  for (const char* bad :
       {"2026-03-10", "2026-03-10T12:34:56", "2025-02-29T00:00:00Z", "2026-13-01T00:00Z",
        "2026-03-10T24:00Z", "2026-03-10T12:34:56.Z", "2026-03-10T12:34:56+0100",
        "2026-03-10 12:34:56Z", "x2026-03-10T12:34Z", "2026-03-10T12:34Zjunk"}) {
    EXPECT_FALSE(NormalizeInstant(bad).has_value()) << bad;
  }
}

// Found by fuzz/lead_filter_fuzz.cpp (UBSan: "signed integer overflow" in <chrono> for
// from=3026-01-01T00:00:00-08:00): years past 2262 overflowed system_clock's nanoseconds.
TEST(InstantTest, YearsOutsideTheSupportedRangeAreRefused) {
  for (const char* bad : {"3026-01-01T00:00:00-08:00", "9999-12-31T23:59:59Z", "2262-04-12T00:00Z",
                          "2200-01-01T00:00Z", "1899-12-31T23:59Z"}) {
    EXPECT_FALSE(NormalizeInstant(bad).has_value()) << bad;
  }
  EXPECT_EQ(NormalizeInstant("2199-12-31T23:59:59.999-23:59"), "2200-01-01T23:58:59.999Z");
  EXPECT_EQ(NormalizeInstant("1900-01-01T00:00+23:59"), "1899-12-31T00:01:00.000Z");
}

}  // namespace
}  // namespace firm::storage
