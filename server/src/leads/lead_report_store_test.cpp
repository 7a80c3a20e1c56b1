// The report's closed weeks counted once and kept (issue 52, migration 0021): the same figures as
// counting every lead again, dropped when a lead of the week is written, counted again for
// another first-contact time; the week in progress is never kept.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "engine_database.hpp"
#include "leads/lead_store.hpp"
#include "query_plan.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {
namespace {

using testing_support::DbEngine;

const std::vector<std::string> kForms = {"case_review", "harassment_questionnaire"};
constexpr std::chrono::minutes kSla{60};

// LoadPlanLeads(4000): a lead every 131 minutes from 1 June 2021 to the end of December 2021.
TimePoint Now() { return *storage::ParseInstant("2021-10-06T12:00:00.000Z"); }

void ExpectSame(const std::vector<WeekFigures>& got, const std::vector<WeekFigures>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    SCOPED_TRACE(want[i].week_start);
    EXPECT_EQ(got[i].week_start, want[i].week_start);
    EXPECT_EQ(got[i].leads, want[i].leads);
    EXPECT_EQ(got[i].by_form, want[i].by_form);
    EXPECT_EQ(got[i].by_source, want[i].by_source);
    EXPECT_EQ(got[i].contacted, want[i].contacted);
    EXPECT_EQ(got[i].median_minutes, want[i].median_minutes);
    EXPECT_EQ(got[i].p90_minutes, want[i].p90_minutes);
    EXPECT_EQ(got[i].within_sla, want[i].within_sla);
    EXPECT_EQ(got[i].within_sla_share, want[i].within_sla_share);
  }
}

class ReportWeeksTest : public testing_support::EngineDatabaseTest<> {
 protected:
  // Every lead counted again, as the report did before weeks were kept.
  std::vector<WeekFigures> Counted(LeadStore& store, int weeks, std::chrono::minutes sla) {
    const TimePoint since = WeekStart(Now()) - std::chrono::hours(24 * 7 * (weeks - 1));
    auto leads = store.ReportLeads(storage::IsoTimestamp(since));
    EXPECT_TRUE(leads);
    return BuildReport(leads ? leads.Value() : std::vector<ReportLead>{}, Now(), weeks, sla,
                       kForms);
  }
  long Kept() {
    return std::stol(db_->Query("SELECT count(*) FROM lead_report_weeks").at(0).at(0));
  }
};

TEST_P(ReportWeeksTest, KeptWeeksGiveTheCountedFigures) {
  testing_support::LoadPlanLeads(*db_, 4000);
  LeadStore store(database_);
  auto first = store.ReportWeeks(Now(), 12, kSla, kForms);
  ASSERT_TRUE(first) << first.Error().message;
  ExpectSame(first.Value(), Counted(store, 12, kSla));
  EXPECT_EQ(Kept(), 11);  // the closed weeks, not the one in progress

  // Read from the kept weeks: the same, reading the leads of the week in progress only.
  auto recording = std::make_shared<testing_support::RecordingDatabase>(database_);
  LeadStore recorded(recording);
  auto again = recorded.ReportWeeks(Now(), 12, kSla, kForms);
  ASSERT_TRUE(again) << again.Error().message;
  ExpectSame(again.Value(), first.Value());
  int lead_reads = 0;
  for (const auto& ran : recording->ran) {
    if (ran.sql.find("FROM leads") == std::string::npos) continue;
    ++lead_reads;
    ASSERT_FALSE(ran.params.empty());
    EXPECT_EQ(*ran.params.front(), storage::IsoTimestamp(WeekStart(Now())));
  }
  EXPECT_EQ(lead_reads, 1);

  // Another first-contact time: counted again, and kept for it.
  const auto stricter = store.ReportWeeks(Now(), 12, std::chrono::minutes(3), kForms);
  ASSERT_TRUE(stricter);
  ExpectSame(stricter.Value(), Counted(store, 12, std::chrono::minutes(3)));
  EXPECT_NE(stricter.Value()[0].within_sla, first.Value()[0].within_sla);
}

TEST_P(ReportWeeksTest, ALeadWrittenInAKeptWeekDropsIt) {
  testing_support::LoadPlanLeads(*db_, 4000);
  LeadStore store(database_);
  ASSERT_TRUE(store.ReportWeeks(Now(), 12, kSla, kForms));
  ASSERT_EQ(Kept(), 11);
  const bool postgres = GetParam() == DbEngine::kPostgres;
  // A first contact at last for a lead of the week of 16 August (every tenth lead had none).
  const std::string waiting =
      db_->Query(
             std::string("SELECT id FROM leads WHERE first_contact_at IS NULL AND created_at >= ") +
             (postgres ? "'2021-08-17T00:00:00Z'" : "'2021-08-17'") +
             " ORDER BY created_at LIMIT 1")
          .at(0)
          .at(0);
  db_->Execute("UPDATE leads SET first_contact_at = created_at WHERE id = '" + waiting + "'");
  EXPECT_EQ(Kept(), 10);
  // A lead written by SQL into another closed week, and one deleted from a third.
  db_->Execute(
      "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
      " phone, answers) VALUES ('00000000-0000-4000-8000-900000000001', 'case_review',"
      " '10000000-0000-4000-8000-900000000001', '2021-09-01T10:00:00.000Z', 'Late', 'Entry',"
      " 'late@example.com', '+14155550100', '{}')");
  EXPECT_EQ(Kept(), 9);
  db_->Execute(std::string("DELETE FROM leads WHERE created_at >= ") +
               (postgres ? "'2021-09-14T00:00:00Z'" : "'2021-09-14'") + " AND created_at < " +
               (postgres ? "'2021-09-14T06:00:00Z'" : "'2021-09-14T06'"));
  EXPECT_EQ(Kept(), 8);
  auto after = store.ReportWeeks(Now(), 12, kSla, kForms);
  ASSERT_TRUE(after) << after.Error().message;
  ExpectSame(after.Value(), Counted(store, 12, kSla));
  EXPECT_EQ(Kept(), 11);
}

// The leads waiting past the first-contact time are counted to a cap, never the whole table.
TEST_P(ReportWeeksTest, WaitingLeadsAreCountedToACap) {
  testing_support::LoadPlanLeads(*db_, 4000);  // every tenth never contacted
  LeadStore store(database_);
  auto all = store.OpenBreaches("2030-01-01T00:00:00.000Z", 1000);
  ASSERT_TRUE(all) << all.Error().message;
  EXPECT_EQ(all.Value().count, 400);
  EXPECT_FALSE(all.Value().more);
  auto capped = store.OpenBreaches("2030-01-01T00:00:00.000Z", 100);
  ASSERT_TRUE(capped);
  EXPECT_EQ(capped.Value().count, 100);
  EXPECT_TRUE(capped.Value().more);
}

INSTANTIATE_TEST_SUITE_P(Engines, ReportWeeksTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
