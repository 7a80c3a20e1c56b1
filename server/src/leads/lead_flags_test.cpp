// "Flagged first" kept beside the lead (issue 52, migration 0020): lead_flags follows the
// deadlines (triggers) and the kept day (SetFlagDay), and a list asked for the kept day reads it
// as one index range, giving the same pages as reading the deadlines themselves.
#include "leads/lead_flags.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine_database.hpp"
#include "leads/lead_store.hpp"
#include "query_plan.hpp"

namespace firm::leads {
namespace {

using testing_support::DbEngine;
using testing_support::ScansWholeTable;

// LoadPlanLeads(3000): leads from June 2021 to March 2022, deadlines 300 days after a seventh of
// them; about 70 fall in this window.
const DeadlineFlag kFlag{"2022-05-01", "2022-06-15"};

class LeadFlagsTest : public testing_support::EngineDatabaseTest<> {
 protected:
  // The kept flag of `lead` ("" when it has none).
  std::string Flag(const std::string& lead) {
    auto rows = db_->Query("SELECT flag_on FROM lead_flags WHERE lead_id = '" + lead + "'");
    return rows.empty() ? "" : rows.at(0).at(0);
  }
  void SetDay(const std::string& day) {
    auto set = SetFlagDay(*database_, day);
    ASSERT_TRUE(set) << set.Error().message;
    db_->Execute("ANALYZE lead_flags");
  }
  // Every page of `filter` from the first, by keyset: the ids in order, flagged ones marked.
  std::vector<std::string> AllPages(LeadStore& store, LeadFilter filter, int page_size) {
    std::vector<std::string> ids;
    for (int pages = 0; pages < 200; ++pages) {
      auto page = store.ListLeads(filter, page_size, kFlag);
      EXPECT_TRUE(page) << page.Error().message;
      if (!page) break;
      for (const auto& lead : page.Value()) ids.push_back(lead.id + (lead.flag_due ? "*" : ""));
      filter.after = NextCursor(filter, page.Value(), page_size);
      if (!filter.after) break;
    }
    return ids;
  }
};

TEST_P(LeadFlagsTest, FollowDeadlinesAndTheDay) {
  testing_support::LoadPlanLeads(*db_, 10);
  const std::string lead = "00000000-0000-4000-8000-000000000003";
  db_->Execute("DELETE FROM lead_deadlines WHERE lead_id = '" + lead + "'");
  SetDay("2024-01-01");
  EXPECT_EQ(Flag(lead), "");
  auto add = [&](const std::string& rule, const std::string& due) {
    db_->Execute("INSERT INTO lead_deadlines (lead_id, rule_id, due_on) VALUES ('" + lead + "', '" +
                 rule + "', '" + due + "')");
  };
  add("a", "2024-03-01");
  EXPECT_EQ(Flag(lead), "2024-03-01");
  add("b", "2024-01-10");
  EXPECT_EQ(Flag(lead), "2024-01-10");
  add("c", "2023-12-01");  // before the kept day: never its flag
  add("date-needed", "2024-01-02");
  EXPECT_EQ(Flag(lead), "2024-01-10");
  db_->Execute("UPDATE lead_deadlines SET due_on = '2024-02-01' WHERE lead_id = '" + lead +
               "' AND rule_id = 'b'");
  EXPECT_EQ(Flag(lead), "2024-02-01");

  // The day moves on: a flag that passed becomes the next deadline, or goes.
  SetDay("2024-02-02");
  EXPECT_EQ(Flag(lead), "2024-03-01");
  SetDay("2024-03-02");
  EXPECT_EQ(Flag(lead), "");
  // And back (a clock set back): the deadlines from that day count again.
  SetDay("2023-11-30");
  EXPECT_EQ(Flag(lead), "2023-12-01");
  auto kept = FlagDay(*database_);
  ASSERT_TRUE(kept);
  EXPECT_EQ(kept.Value(), "2023-11-30");

  db_->Execute("DELETE FROM lead_deadlines WHERE lead_id = '" + lead + "' AND rule_id = 'c'");
  EXPECT_EQ(Flag(lead), "2024-02-01");
  // A lead deleted takes its flag with it.
  db_->Execute("DELETE FROM leads WHERE id = '" + lead + "'");
  EXPECT_EQ(
      db_->Query("SELECT count(*) FROM lead_flags WHERE lead_id = '" + lead + "'").at(0).at(0),
      "0");
}

// The advance follows California's day: 07:59 UTC on 8 March 2026 is still the 7th there.
TEST_P(LeadFlagsTest, AdvanceFollowsCaliforniaDay) {
  using std::chrono::sys_days;
  const auto at = [](int day, int hour) {
    return sys_days(std::chrono::year{2026} / 3 / day) + std::chrono::hours(hour);
  };
  ASSERT_TRUE(AdvanceFlagDay(*database_, at(8, 7)));
  EXPECT_EQ(FlagDay(*database_).Value(), "2026-03-07");
  ASSERT_TRUE(AdvanceFlagDay(*database_, at(8, 8)));
  EXPECT_EQ(FlagDay(*database_).Value(), "2026-03-08");
}

// The kept day's lists give the same pages as the deadlines' (another day's), for the whole list,
// a filter, a narrow filter and a search.
TEST_P(LeadFlagsTest, KeptDayListsTheSamePagesByAnIndexRange) {
  constexpr int kLeads = 3000;
  testing_support::LoadPlanLeads(*db_, kLeads);
  auto recording = std::make_shared<testing_support::RecordingDatabase>(database_);
  LeadStore store(recording);
  LeadFilter by_language;
  by_language.language = "en";
  LeadFilter narrow = by_language;
  narrow.status = "new";
  narrow.narrow = true;
  LeadFilter search;
  search.q = "Family12";  // Family12 and Family120 to 129: about 30 leads
  for (const auto& filter : {LeadFilter{}, by_language, narrow, search}) {
    SetDay("2022-03-01");
    const auto by_deadlines = AllPages(store, filter, 40);
    SetDay(kFlag.today);
    const auto kept = AllPages(store, filter, 40);
    ASSERT_FALSE(kept.empty());
    EXPECT_EQ(kept, by_deadlines);
  }
  const auto all = AllPages(store, LeadFilter{}, 40);
  ASSERT_EQ(all.size(), static_cast<std::size_t>(kLeads));
  EXPECT_EQ(all.front().back(), '*');  // flagged first
}

// At the plan tests' size (where PostgreSQL no longer rightly scans small tables whole).
TEST_P(LeadFlagsTest, KeptDayPageReadsAnIndexRange) {
  testing_support::LoadPlanLeads(*db_, 20000);
  SetDay(kFlag.today);
  auto recording = std::make_shared<testing_support::RecordingDatabase>(database_);
  LeadStore store(recording);
  auto page = store.ListLeads(LeadFilter{}, 50, kFlag);
  ASSERT_TRUE(page) << page.Error().message;
  ASSERT_FALSE(recording->ran.empty());
  for (const auto& ran : recording->ran) {
    const auto plan = testing_support::QueryPlan(*database_, GetParam(), ran.sql, ran.params);
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", false)) << ran.sql << "\n" << plan;
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "lead_flags", false)) << ran.sql << "\n" << plan;
    EXPECT_EQ(ran.sql.find("lead_deadlines"), std::string::npos) << ran.sql;
  }
}

// A narrow filter (here a user with no leads) reads its own leads and probes lead_flags by key,
// never walking lead_flags_order (which gives the list's order) looking for them.
TEST_P(LeadFlagsTest, KeptDayNarrowFilterReadsItsLeads) {
  testing_support::LoadPlanLeads(*db_, 20000);
  // Not ANALYZEd since (as after migration 0020 on a big database): the plan holds without
  // lead_flags' statistics too.
  ASSERT_TRUE(SetFlagDay(*database_, kFlag.today));
  auto recording = std::make_shared<testing_support::RecordingDatabase>(database_);
  LeadStore store(recording);
  LeadFilter filter;
  filter.status = "new";
  filter.language = "en";  // LoadPlanLeads: every "new" lead is "en"
  filter.to = "2022-01-01T00:00:00.000Z";
  filter.narrow = true;
  LeadFilter mine;
  mine.assignee = "nobody";
  mine.narrow = true;
  for (const auto& narrow : {filter, mine}) {
    recording->ran.clear();
    auto page = store.ListLeads(narrow, 50, kFlag);
    ASSERT_TRUE(page) << page.Error().message;
    for (const auto& ran : recording->ran) {
      const auto plan = testing_support::QueryPlan(*database_, GetParam(), ran.sql, ran.params);
      for (const std::string_view table : {"leads", "lead_flags", "f"}) {
        EXPECT_FALSE(ScansWholeTable(plan, GetParam(), table, true)) << ran.sql << "\n" << plan;
      }
      // Nor the window's range of it in the list's order (at a million leads SQLite chose that
      // for a plain JOIN: 0.55 s). PostgreSQL plans from the user it now sees.
      if (GetParam() == DbEngine::kSqlite) {
        EXPECT_FALSE(testing_support::UsesIndex(plan, "lead_flags_order")) << ran.sql << plan;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadFlagsTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
