// The weekly report's figures from fixed times, worked out by hand.
#include "leads/lead_report.hpp"

#include <gtest/gtest.h>

#include "storage/iso_time.hpp"

namespace firm::leads {
namespace {

using std::chrono::minutes;

TimePoint At(const char* iso) { return *storage::ParseInstant(iso); }

ReportLead Lead(const char* created, std::optional<int> waited_minutes,
                std::string form = "case_review", std::string source = "") {
  ReportLead lead{std::move(form), std::move(source), At(created), std::nullopt};
  if (waited_minutes) lead.first_contact = lead.created + minutes(*waited_minutes);
  return lead;
}

const std::vector<std::string> kForms = {"case_review", "harassment_questionnaire"};

TEST(LeadReportTest, WeeksStartOnMondayUtc) {
  // 2026-11-24 is a Tuesday; 2026-11-23 a Monday; 2026-11-22 a Sunday.
  EXPECT_EQ(WeekStart(At("2026-11-24T23:59:00Z")), At("2026-11-23T00:00:00Z"));
  EXPECT_EQ(WeekStart(At("2026-11-23T00:00:00Z")), At("2026-11-23T00:00:00Z"));
  EXPECT_EQ(WeekStart(At("2026-11-22T23:59:59Z")), At("2026-11-16T00:00:00Z"));
  // Across a year's end: Thursday 2026-01-01 belongs to the week of Monday 2025-12-29.
  EXPECT_EQ(WeekStart(At("2026-01-01T10:00:00Z")), At("2025-12-29T00:00:00Z"));
}

TEST(LeadReportTest, PercentilesInterpolateBetweenRanks) {
  EXPECT_DOUBLE_EQ(Percentile({10, 4}, 0.5), 7);
  EXPECT_DOUBLE_EQ(Percentile({1, 2, 3}, 0.5), 2);
  // Ten values 1..10: rank 0.9 * 9 = 8.1, between 9 and 10.
  EXPECT_DOUBLE_EQ(Percentile({10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, 0.9), 9.1);
  EXPECT_DOUBLE_EQ(Percentile({42}, 0.9), 42);
}

TEST(LeadReportTest, EachWeekCountsFormsSourcesAndTimeToFirstContact) {
  const TimePoint now = At("2026-11-24T12:00:00Z");  // in the week of 2026-11-23
  std::vector<ReportLead> leads = {
      // This week: waited 4, 10 and 30 minutes; one not contacted yet.
      Lead("2026-11-23T09:00:00Z", 4, "case_review", "google"),
      Lead("2026-11-23T10:00:00Z", 10, "case_review", "google"),
      Lead("2026-11-24T08:00:00Z", 30, "harassment_questionnaire", ""),
      Lead("2026-11-24T11:00:00Z", std::nullopt, "case_review", "facebook"),
      // Last week: one lead contacted after exactly 15 minutes (within the time).
      Lead("2026-11-22T23:30:00Z", 15),
      // Before the window of two weeks: ignored.
      Lead("2026-11-15T23:59:59Z", 1),
  };
  auto weeks = BuildReport(leads, now, 2, minutes(15), kForms);
  ASSERT_EQ(weeks.size(), 2u);
  EXPECT_EQ(weeks[0].week_start, "2026-11-16");
  EXPECT_EQ(weeks[0].leads, 1);
  EXPECT_EQ(weeks[0].within_sla, 1);
  EXPECT_DOUBLE_EQ(*weeks[0].median_minutes, 15);
  EXPECT_DOUBLE_EQ(*weeks[0].within_sla_share, 1.0);
  EXPECT_EQ(weeks[0].by_form.at("harassment_questionnaire"), 0);

  const WeekFigures& week = weeks[1];
  EXPECT_EQ(week.week_start, "2026-11-23");
  EXPECT_EQ(week.leads, 4);
  EXPECT_EQ(week.by_form.at("case_review"), 3);
  EXPECT_EQ(week.by_form.at("harassment_questionnaire"), 1);
  EXPECT_EQ(week.by_source.at("google"), 2);
  EXPECT_EQ(week.by_source.at(""), 1);
  EXPECT_EQ(week.by_source.at("facebook"), 1);
  EXPECT_EQ(week.contacted, 3);
  EXPECT_DOUBLE_EQ(*week.median_minutes, 10);
  // 4, 10, 30: rank 0.9 * 2 = 1.8, 10 + 0.8 * 20 = 26.
  EXPECT_DOUBLE_EQ(*week.p90_minutes, 26);
  EXPECT_EQ(week.within_sla, 2);
  EXPECT_DOUBLE_EQ(*week.within_sla_share, 0.5);  // 2 of 4 leads
}

TEST(LeadReportTest, AWeekWithoutLeadsHasNoFigures) {
  auto weeks = BuildReport({}, At("2026-11-24T12:00:00Z"), 3, minutes(15), kForms);
  ASSERT_EQ(weeks.size(), 3u);
  EXPECT_EQ(weeks[0].week_start, "2026-11-09");
  for (const auto& week : weeks) {
    EXPECT_EQ(week.leads, 0);
    EXPECT_FALSE(week.median_minutes);
    EXPECT_FALSE(week.p90_minutes);
    EXPECT_FALSE(week.within_sla_share);
  }
}

}  // namespace
}  // namespace firm::leads
