// The same contract checked against a real SQLite file and a real PostgreSQL
// database (skipped when TEST_DATABASE_URL is unset; scripts/test sets it).
#include "leads/lead_recorder.hpp"

#include <gtest/gtest.h>

#include <thread>

#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/migrations.hpp"
#include "test_databases.hpp"

namespace firm::leads {
namespace {

using storage::Transaction;
using testing_support::DbEngine;

class LeadRecorderTest : public testing::TestWithParam<DbEngine> {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("firm-repo-" + testing_support::RandomUuid());
    std::filesystem::create_directories(dir_);
    db_ = testing_support::MakeTestDatabase(GetParam(), dir_ / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
    recorder_ = Open();
    ASSERT_NE(recorder_, nullptr);
  }

  void TearDown() override {
    recorder_.reset();
    db_.reset();
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

  std::unique_ptr<LeadRecorder> Open() {
    auto opened = GetParam() == DbEngine::kPostgres
                      ? storage::OpenPostgresDatabase(db_->database_url(), 4)
                      : storage::OpenSqliteDatabase((dir_ / "firm.db").string());
    if (!opened) {
      ADD_FAILURE() << opened.Error().message;
      return nullptr;
    }
    return std::make_unique<LeadRecorder>(std::move(opened).Value());
  }

  static NewLead Lead(const std::string& submission_id,
                      const std::string& form_type = "case_review") {
    NewLead lead = testing_support::SampleLead("2026-03-10T12:34:56.789Z", form_type);
    lead.submission_id = submission_id;
    lead.answers = R"({"firstName":"María","phone":"+13105550142"})";
    lead.utm_source = "google";
    lead.user_agent = "test-agent";
    return lead;
  }

  std::unique_ptr<testing_support::TestDatabase> db_;
  std::filesystem::path dir_;
  std::unique_ptr<LeadRecorder> recorder_;
};

TEST_P(LeadRecorderTest, InsertsAndStoresEveryColumn) {
  auto lead = Lead(testing_support::RandomUuid());
  auto outcome = recorder_->Record(lead);
  ASSERT_TRUE(outcome) << outcome.Error().message;
  EXPECT_TRUE(outcome.Value().created);
  EXPECT_EQ(outcome.Value().lead_id, lead.id);
  auto rows = db_->Query(
      "SELECT id, form_type, submission_id, first_name, last_name, email, phone, landing_page,"
      " utm_source, user_agent, status FROM leads");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{lead.id, "case_review", lead.submission_id, "María",
                                               "López", "maria@example.com", "+13105550142",
                                               "/services", "google", "test-agent", "new"}));
  auto json = db_->Query(GetParam() == DbEngine::kSqlite
                             ? "SELECT json_extract(answers, '$.phone') FROM leads"
                             : "SELECT answers->>'phone' FROM leads");
  EXPECT_EQ(json.at(0).at(0), "+13105550142");
}

TEST_P(LeadRecorderTest, RepeatedSubmissionReturnsTheOriginal) {
  auto first = Lead(testing_support::RandomUuid());
  ASSERT_TRUE(recorder_->Record(first));
  auto again = Lead(first.submission_id);  // new lead id, same submission
  auto outcome = recorder_->Record(again);
  ASSERT_TRUE(outcome) << outcome.Error().message;
  EXPECT_FALSE(outcome.Value().created);
  EXPECT_EQ(outcome.Value().lead_id, first.id);
  EXPECT_EQ(db_->CountLeads(), 1);
  // The same submission id on the other form is a different lead.
  auto other = recorder_->Record(Lead(first.submission_id, "harassment_questionnaire"));
  ASSERT_TRUE(other);
  EXPECT_TRUE(other.Value().created);
  EXPECT_EQ(db_->CountLeads(), 2);
}

TEST_P(LeadRecorderTest, ConcurrentDuplicatesStoreOneRow) {
  const std::string submission = testing_support::RandomUuid();
  constexpr int kThreads = 8;
  std::vector<std::string> ids(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&, i] {
      auto outcome = recorder_->Record(Lead(submission));
      ids[i] = outcome ? outcome.Value().lead_id : "error: " + outcome.Error().message;
    });
  }
  for (auto& t : threads) t.join();
  for (const auto& id : ids) EXPECT_EQ(id, ids[0]);
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_P(LeadRecorderTest, ArrivalStepsRunInOrderInTheLeadsTransactionOnlyForANewLead) {
  auto lead = Lead(testing_support::RandomUuid());
  std::vector<std::string> ran;
  int committed = 0;
  recorder_->AddStep(ArrivalStep{"first",
                                 [&](Transaction& tx, const NewLead& arrived) {
                                   ran.push_back("first");
                                   EXPECT_EQ(arrived.id, lead.id);
                                   return tx.Execute("UPDATE leads SET status = $1 WHERE id = $2",
                                                     {std::string("queued"), arrived.id});
                                 },
                                 [&] { ++committed; }});
  recorder_->AddStep(ArrivalStep{"second",
                                 [&](Transaction& tx, const NewLead& arrived) {
                                   ran.push_back("second");
                                   // The first step's write is visible: one transaction.
                                   auto status = tx.Query("SELECT status FROM leads WHERE id = $1",
                                                          {arrived.id});
                                   EXPECT_EQ(status.Value().front().Text("status"), "queued");
                                   return storage::UnitResult::Ok({});
                                 },
                                 {}});
  auto outcome = recorder_->Record(lead);
  ASSERT_TRUE(outcome) << outcome.Error().message;
  EXPECT_EQ(ran, (std::vector<std::string>{"first", "second"}));
  EXPECT_EQ(committed, 1);
  EXPECT_EQ(db_->Query("SELECT status FROM leads").at(0).at(0), "queued");
  // Not run again for a repeated submission.
  ASSERT_TRUE(recorder_->Record(Lead(lead.submission_id)));
  EXPECT_EQ(ran.size(), 2u);
  EXPECT_EQ(committed, 1);
}

TEST_P(LeadRecorderTest, AFailingStepRollsTheLeadBackAndIsNamed) {
  int committed = 0;
  recorder_->AddStep(ArrivalStep{"written",
                                 [](Transaction& tx, const NewLead& arrived) {
                                   return tx.Execute("UPDATE leads SET status = 'x' WHERE id = $1",
                                                     {arrived.id});
                                 },
                                 [&] { ++committed; }});
  recorder_->AddStep(ArrivalStep{"broken",
                                 [](Transaction& tx, const NewLead&) {
                                   return tx.Execute("INSERT INTO no_such_table VALUES ($1)",
                                                     {std::string("x")});
                                 },
                                 {}});
  auto outcome = recorder_->Record(Lead(testing_support::RandomUuid()));
  ASSERT_FALSE(outcome);
  EXPECT_NE(outcome.Error().message.find("arrival step broken"), std::string::npos)
      << outcome.Error().message;
  EXPECT_EQ(db_->CountLeads(), 0);
  EXPECT_EQ(committed, 0);
}

TEST_P(LeadRecorderTest, TheConnectionServesTheNextLeadAfterARollback) {
  bool fail = true;
  recorder_->AddStep(ArrivalStep{"sometimes",
                                 [&](Transaction& tx, const NewLead&) {
                                   if (!fail) return storage::UnitResult::Ok({});
                                   return tx.Execute("INSERT INTO no_such_table VALUES (1)", {});
                                 },
                                 {}});
  ASSERT_FALSE(recorder_->Record(Lead(testing_support::RandomUuid())));
  fail = false;
  EXPECT_TRUE(recorder_->Record(Lead(testing_support::RandomUuid())));
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_P(LeadRecorderTest, MigrationsAreRecordedAndAppliedOnce) {
  recorder_.reset();
  recorder_ = Open();  // second start-up: nothing to apply, data kept
  ASSERT_NE(recorder_, nullptr);
  auto rows = db_->Query("SELECT version, name FROM schema_migrations ORDER BY version");
  const auto& embedded = storage::EmbeddedMigrations(
      GetParam() == DbEngine::kSqlite ? storage::Engine::kSqlite : storage::Engine::kPostgres);
  ASSERT_EQ(rows.size(), embedded.size());
  EXPECT_EQ(rows[0][0], "1");
  EXPECT_EQ(rows[0][1], "0001_create_leads");
}

TEST_P(LeadRecorderTest, ErrorsNeverCarryPersonalData) {
  auto lead = Lead(testing_support::RandomUuid());
  lead.form_type = "not_a_form";  // violates the CHECK constraint
  auto outcome = recorder_->Record(lead);
  ASSERT_FALSE(outcome);
  EXPECT_EQ(outcome.Error().message.find("María"), std::string::npos) << outcome.Error().message;
  EXPECT_EQ(outcome.Error().message.find("example.com"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadRecorderTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
