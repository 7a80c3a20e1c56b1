// The filing-deadline arithmetic against config/deadlines/fixtures.json (the web tool's
// tests read the same file), the rules parser's refusals, and the stored deadlines on
// both engines: written with the lead, filled in for earlier leads, gone with the lead.
#include "leads/lead_deadlines.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "common/civil_date.hpp"
#include "engine_database.hpp"
#include "leads/lead_deadline_store.hpp"
#include "sample_lead.hpp"

namespace firm::leads {
namespace {

using nlohmann::json;
using testing_support::DbEngine;

json ReadJson(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return json::parse(text.str());
}

const std::string kRulesFile = std::string(FIRM_DEADLINES_DIR) + "/rules.json";

DeadlineRules Rules() {
  auto rules = LoadDeadlineRules(kRulesFile);
  EXPECT_TRUE(rules) << rules.Error();
  return rules ? std::move(rules).Value() : DeadlineRules{};
}

Period PeriodOf(const json& j) {
  return Period{j.value("years", 0), j.value("months", 0), j.value("days", 0)};
}

// A fixture's "deadlines": [{rule, due}, ...].
std::vector<LeadDeadline> ExpectedDeadlines(const json& listed) {
  std::vector<LeadDeadline> expected;
  for (const auto& d : listed) {
    expected.push_back(LeadDeadline{d["rule"].get<std::string>(), d["due"].get<std::string>()});
  }
  return expected;
}

TEST(LeadDeadlinesTest, AddPeriodMatchesTheSharedFixtures) {
  auto fixtures = ReadJson(std::string(FIRM_DEADLINES_DIR) + "/fixtures.json");
  ASSERT_GE(fixtures["addPeriod"].size(), 10u);
  for (const auto& c : fixtures["addPeriod"]) {
    SCOPED_TRACE(c.dump());
    auto from = common::ParseCivilDate(c["from"].get<std::string>());
    ASSERT_TRUE(from);
    EXPECT_EQ(common::FormatCivilDate(AddPeriod(*from, PeriodOf(c["period"]))),
              c["due"].get<std::string>());
  }
}

TEST(LeadDeadlinesTest, LeadsMatchTheSharedFixtures) {
  auto rules = Rules();
  auto fixtures = ReadJson(std::string(FIRM_DEADLINES_DIR) + "/fixtures.json");
  ASSERT_GE(fixtures["leads"].size(), 5u);
  for (const auto& c : fixtures["leads"]) {
    SCOPED_TRACE(c["name"].get<std::string>());
    EXPECT_EQ(LeadDeadlines(rules, c["formType"].get<std::string>(),
                            c["createdAt"].get<std::string>(), c["answers"]),
              ExpectedDeadlines(c["deadlines"]));
  }
}

// The tool's estimates, counted as the web's estimateDeadlines counts them: the rules of the
// situations and the employer kind, each added to its day (the last day worked, if given, for
// a rule that counts from it).
TEST(LeadDeadlinesTest, EstimatesMatchTheSharedFixtures) {
  auto rules = Rules();
  auto fixtures = ReadJson(std::string(FIRM_DEADLINES_DIR) + "/fixtures.json");
  ASSERT_GE(fixtures["estimates"].size(), 6u);
  for (const auto& c : fixtures["estimates"]) {
    SCOPED_TRACE(c["name"].get<std::string>());
    auto day = common::ParseCivilDate(c["incidentDate"].get<std::string>());
    ASSERT_TRUE(day);
    std::optional<std::chrono::year_month_day> last_day;
    if (c.contains("lastDay")) {
      last_day = common::ParseCivilDate(c["lastDay"].get<std::string>());
      ASSERT_TRUE(last_day);
    }
    EXPECT_EQ(EstimateDeadlines(rules, c["situations"].get<std::vector<std::string>>(),
                                c["employer"].get<std::string>(), *day, last_day),
              ExpectedDeadlines(c["deadlines"]));
  }
}

TEST(LeadDeadlinesTest, StoredFormTypesAndTimesAreReadLikeTheFixtures) {
  auto rules = Rules();
  json answers = {{"issueType", {"Harassment"}}, {"incidentDate", "Ongoing issue"}};
  auto from_fixture = LeadDeadlines(rules, "case-review", "2026-11-20T18:00:00Z", answers);
  // The stored form type and the stored time with milliseconds give the same.
  EXPECT_EQ(LeadDeadlines(rules, "case_review", "2026-11-20T18:00:00.123Z", answers), from_fixture);
  EXPECT_TRUE(LeadDeadlines(rules, "case_review", "garbage", answers).empty());
  EXPECT_TRUE(LeadDeadlines(rules, "case_review", "2026-11-20T18:00:00Z", json("x")).empty());
  // No answer to when it happened: the date is needed, as for an ongoing issue.
  EXPECT_EQ(LeadDeadlines(rules, "case_review", "2026-11-20T18:00:00Z",
                          json{{"issueType", {"Harassment"}}}),
            (std::vector<LeadDeadline>{{std::string(kDateNeeded), "2026-11-20"}}));
  // No rules apply (no issue type the rules know): nothing, not even the mark.
  EXPECT_TRUE(LeadDeadlines(rules, "case_review", "2026-11-20T18:00:00Z",
                            json{{"issueType", {"Other"}}, {"incidentDate", "Ongoing issue"}})
                  .empty());
}

TEST(LeadDeadlinesTest, CaliforniaDayIsUtcMinusEightHours) {
  EXPECT_EQ(common::FormatCivilDate(*CaliforniaDay("2026-11-21T07:59:59.999Z")), "2026-11-20");
  EXPECT_EQ(common::FormatCivilDate(*CaliforniaDay("2026-11-21T08:00:00.000Z")), "2026-11-21");
  EXPECT_FALSE(CaliforniaDay("2026-11-21"));
  EXPECT_FALSE(CaliforniaDay("2026-11-21T25:00:00Z"));
  auto time = std::chrono::sys_days{std::chrono::year{2026} / 1 / 1} + std::chrono::hours{3};
  EXPECT_EQ(common::FormatCivilDate(CaliforniaDay(time)), "2025-12-31");
  EXPECT_EQ(DaysBetween(*CaliforniaDay("2026-01-01T12:00:00Z"), "2026-01-31"), 30);
  EXPECT_EQ(DaysBetween(*CaliforniaDay("2026-01-01T12:00:00Z"), "2025-12-31"), -1);
}

TEST(LeadDeadlinesTest, TheParserRefusesMalformedRules) {
  auto good = ReadJson(kRulesFile);
  ASSERT_TRUE(ParseDeadlineRules(good));
  auto refused = [&](const std::function<void(json&)>& change) {
    json copy = good;
    change(copy);
    auto parsed = ParseDeadlineRules(copy);
    return parsed ? std::string() : parsed.Error();
  };
  EXPECT_NE(refused([](json& j) { j["situations"][0]["rules"] = {"no-such-rule"}; }), "");
  EXPECT_NE(refused([](json& j) { j["rules"][0]["period"] = {{"weeks", 3}}; }), "");
  EXPECT_NE(refused([](json& j) { j["rules"][0]["period"] = {{"years", 1}, {"days", 2}}; }), "");
  EXPECT_NE(refused([](json& j) { j["rules"].push_back(j["rules"][0]); }), "");
  EXPECT_NE(refused([](json& j) { j.erase("flagDays"); }), "");
  EXPECT_NE(refused([](json& j) { j["issueTypes"]["Harassment"] = {"nope"}; }), "");
  EXPECT_NE(refused([](json& j) { j["incidentWindows"]["case-review"]["x"] = "soon"; }), "");
  EXPECT_NE(refused([](json& j) { j["employers"]["public"]["adds"] = {"nope"}; }), "");
  EXPECT_NE(refused([](json& j) { j["employers"]["public"]["adds"][0]["withAnyOf"] = {"nope"}; }),
            "");
  EXPECT_NE(
      refused([](json& j) { j["employers"]["public"]["adds"][0]["withAnyOf"] = json::array(); }),
      "");
  EXPECT_NE(refused([](json& j) { j["employers"]["public"]["adds"] = {"government-claim"}; }), "");
  EXPECT_NE(refused([](json& j) { j["employers"]["city-county"].erase("adds"); }), "");
  EXPECT_NE(refused([](json& j) { j["rules"][0]["countsFrom"] = "notice"; }), "");
  EXPECT_NE(refused([](json& j) { j["situations"][0]["firing"] = "yes"; }), "");
  // Every kind the tool offers and a case review's employerType may name.
  for (auto kind : kEmployerKinds) {
    EXPECT_NE(refused([&](json& j) { j["employers"].erase(std::string(kind)); }), "") << kind;
  }
  EXPECT_NE(refused([](json& j) { j.erase("employers"); }), "");
  EXPECT_FALSE(LoadDeadlineRules("/no/such/rules.json"));
}

class LeadDeadlineStoreTest : public testing_support::EngineDatabaseTest<> {
 protected:
  static leads::NewLead HarassmentLead() {
    auto lead = testing_support::SampleLead("2026-11-20T18:00:00.000Z");
    lead.answers = R"({"issueType":["Harassment"],"incidentDate":"3-6 months ago"})";
    return lead;
  }

  std::vector<LeadDeadline> Stored(const std::string& id) {
    auto stored = StoredDeadlines(*database_, rules_, {id});
    EXPECT_TRUE(stored);
    return stored ? stored.Value()[id] : std::vector<LeadDeadline>{};
  }

  long Missing() {
    auto rows =
        database_->Query("SELECT count(*) AS missing FROM leads WHERE deadlines_at IS NULL");
    EXPECT_TRUE(rows);
    return rows ? rows.Value().front().Long("missing") : -1;
  }

  DeadlineRules rules_ = Rules();
  const std::vector<LeadDeadline> expected_ = {{"federal-eeo", "2026-07-04"},
                                               {"eeoc-charge", "2027-03-16"},
                                               {"crd-complaint", "2029-05-20"}};
};

TEST_P(LeadDeadlineStoreTest, TheDeadlinesStepGivesANewLeadItsDeadlinesInItsTransaction) {
  LeadRecorder recorder(database_);
  recorder.AddStep(DeadlinesStep(rules_));
  auto lead = HarassmentLead();
  auto stored = recorder.Record(lead);
  ASSERT_TRUE(stored) << stored.Error().message;
  EXPECT_EQ(Stored(lead.id), expected_);
  EXPECT_EQ(Missing(), 0);
  // A repeated submission writes nothing more.
  auto again = recorder.Record(lead);
  ASSERT_TRUE(again);
  EXPECT_FALSE(again.Value().created);
  EXPECT_EQ(Stored(lead.id), expected_);

  // A later step failing rolls back the lead and its deadlines alike.
  recorder.AddStep(ArrivalStep{"refusing",
                               [](storage::Transaction&, const NewLead&) {
                                 return storage::UnitResult::Err(storage::StorageError{"no"});
                               },
                               {}});
  auto failing = HarassmentLead();
  EXPECT_FALSE(recorder.Record(failing));
  EXPECT_TRUE(Stored(failing.id).empty());
}

TEST_P(LeadDeadlineStoreTest, EarlierLeadsAreFilledInOnceAndDeletedWithTheLead) {
  LeadRecorder plain(database_);
  auto lead = HarassmentLead();
  auto without = testing_support::SampleLead("2026-11-20T18:00:00.000Z");
  without.answers = R"({"issueType":["Harassment"],"incidentDate":"More than 1 year ago"})";
  ASSERT_TRUE(plain.Record(lead));
  ASSERT_TRUE(plain.Record(without));
  EXPECT_EQ(Missing(), 2);
  auto filled = FillMissingDeadlines(*database_, rules_);
  ASSERT_TRUE(filled) << filled.Error().message;
  EXPECT_EQ(filled.Value(), 2);
  EXPECT_EQ(Missing(), 0);
  EXPECT_EQ(Stored(lead.id), expected_);
  // No day to count from: the mark, due the day the lead arrived.
  EXPECT_EQ(Stored(without.id),
            (std::vector<LeadDeadline>{{std::string(kDateNeeded), "2026-11-20"}}));
  auto second = FillMissingDeadlines(*database_, rules_);
  ASSERT_TRUE(second);
  EXPECT_EQ(second.Value(), 0);
  // In batches (of 2 here): every lead once, whatever the batch boundaries.
  ASSERT_TRUE(database_->Query("DELETE FROM lead_deadlines"));
  ASSERT_TRUE(database_->Query("UPDATE leads SET deadlines_at = NULL"));
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(plain.Record(HarassmentLead()));
  EXPECT_EQ(Missing(), 5);
  auto batched = FillMissingDeadlines(*database_, rules_, 2);
  ASSERT_TRUE(batched) << batched.Error().message;
  EXPECT_EQ(batched.Value(), 5);
  EXPECT_EQ(Missing(), 0);
  EXPECT_EQ(Stored(lead.id), expected_);
  // Stopped (the server shutting down during the background recount): after the batch in hand,
  // and the next run goes on from there.
  ASSERT_TRUE(database_->Query("UPDATE leads SET deadlines_at = NULL"));
  int asked = 0;
  auto stopped = FillMissingDeadlines(*database_, rules_, 2, [&asked] { return ++asked > 1; });
  ASSERT_TRUE(stopped);
  EXPECT_EQ(stopped.Value(), 2);
  EXPECT_EQ(Missing(), 3);
  auto rest = FillMissingDeadlines(*database_, rules_, 2);
  ASSERT_TRUE(rest);
  EXPECT_EQ(rest.Value(), 3);
  EXPECT_EQ(Stored(lead.id), expected_);

  ASSERT_TRUE(database_->Query("DELETE FROM leads WHERE id = $1", {lead.id}));
  auto left = database_->Query(
      "SELECT count(*) AS left_over FROM lead_deadlines WHERE lead_id = $1", {lead.id});
  ASSERT_TRUE(left);
  EXPECT_EQ(left.Value().front().Text("left_over"), "0");
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadDeadlineStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
