// The same contract checked against a real SQLite file and a real PostgreSQL
// database (skipped when TEST_DATABASE_URL is unset; scripts/test sets it).
#include "storage/lead_repository.hpp"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <thread>

#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/migrations.hpp"
#include "test_databases.hpp"

namespace firm::storage {
namespace {

using testing_support::DbEngine;

class LeadRepositoryTest : public testing::TestWithParam<DbEngine> {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("firm-repo-" + testing_support::RandomUuid());
    std::filesystem::create_directories(dir_);
    db_ = testing_support::MakeTestDatabase(GetParam(), dir_ / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
    repository_ = Open();
    ASSERT_NE(repository_, nullptr);
  }

  void TearDown() override {
    repository_.reset();
    db_.reset();
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

  std::unique_ptr<LeadRepository> Open() {
    auto opened = GetParam() == DbEngine::kPostgres
                      ? OpenPostgresRepository(db_->database_url(), 4)
                      : OpenSqliteRepository((dir_ / "firm.db").string());
    if (!opened) {
      ADD_FAILURE() << opened.Error().message;
      return nullptr;
    }
    return std::move(opened).Value();
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
  std::unique_ptr<LeadRepository> repository_;
};

TEST_P(LeadRepositoryTest, InsertsAndStoresEveryColumn) {
  auto lead = Lead(testing_support::RandomUuid());
  auto outcome = repository_->InsertLead(lead);
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

TEST_P(LeadRepositoryTest, RepeatedSubmissionReturnsTheOriginal) {
  auto first = Lead(testing_support::RandomUuid());
  ASSERT_TRUE(repository_->InsertLead(first));
  auto again = Lead(first.submission_id);  // new lead id, same submission
  auto outcome = repository_->InsertLead(again);
  ASSERT_TRUE(outcome) << outcome.Error().message;
  EXPECT_FALSE(outcome.Value().created);
  EXPECT_EQ(outcome.Value().lead_id, first.id);
  EXPECT_EQ(db_->CountLeads(), 1);
  // The same submission id on the other form is a different lead.
  auto other = repository_->InsertLead(Lead(first.submission_id, "harassment_questionnaire"));
  ASSERT_TRUE(other);
  EXPECT_TRUE(other.Value().created);
  EXPECT_EQ(db_->CountLeads(), 2);
}

TEST_P(LeadRepositoryTest, ConcurrentDuplicatesStoreOneRow) {
  const std::string submission = testing_support::RandomUuid();
  constexpr int kThreads = 8;
  std::vector<std::string> ids(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&, i] {
      auto outcome = repository_->InsertLead(Lead(submission));
      ids[i] = outcome ? outcome.Value().lead_id : "error: " + outcome.Error().message;
    });
  }
  for (auto& t : threads) t.join();
  for (const auto& id : ids) EXPECT_EQ(id, ids[0]);
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_P(LeadRepositoryTest, AfterInsertRunsInTheSameTransaction) {
  auto lead = Lead(testing_support::RandomUuid());
  int calls = 0;
  auto outcome = repository_->InsertLead(lead, [&](Transaction& tx, const NewLead& inserted) {
    ++calls;
    EXPECT_EQ(inserted.id, lead.id);
    return tx.Execute("UPDATE leads SET status = $1 WHERE id = $2",
                      {std::string("queued"), inserted.id});
  });
  ASSERT_TRUE(outcome) << outcome.Error().message;
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(db_->Query("SELECT status FROM leads").at(0).at(0), "queued");
  // Not called again for a repeat.
  ASSERT_TRUE(repository_->InsertLead(Lead(lead.submission_id), [&](Transaction&, const NewLead&) {
    ++calls;
    return common::Result<Unit, StorageError>::Ok({});
  }));
  EXPECT_EQ(calls, 1);
}

TEST_P(LeadRepositoryTest, FailingAfterInsertRollsTheLeadBack) {
  auto outcome = repository_->InsertLead(
      Lead(testing_support::RandomUuid()), [](Transaction& tx, const NewLead&) {
        return tx.Execute("INSERT INTO no_such_table VALUES ($1)", {std::string("x")});
      });
  ASSERT_FALSE(outcome);
  EXPECT_FALSE(outcome.Error().message.empty());
  EXPECT_EQ(db_->CountLeads(), 0);
  // The connection is still usable afterwards.
  EXPECT_TRUE(repository_->InsertLead(Lead(testing_support::RandomUuid())));
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_P(LeadRepositoryTest, MigrationsAreRecordedAndAppliedOnce) {
  repository_.reset();
  repository_ = Open();  // second start-up: nothing to apply, data kept
  ASSERT_NE(repository_, nullptr);
  auto rows = db_->Query("SELECT version, name FROM schema_migrations ORDER BY version");
  const auto& embedded =
      EmbeddedMigrations(GetParam() == DbEngine::kSqlite ? Engine::kSqlite : Engine::kPostgres);
  ASSERT_EQ(rows.size(), embedded.size());
  EXPECT_EQ(rows[0][0], "1");
  EXPECT_EQ(rows[0][1], "0001_create_leads");
}

TEST_P(LeadRepositoryTest, ErrorsNeverCarryPersonalData) {
  auto lead = Lead(testing_support::RandomUuid());
  lead.form_type = "not_a_form";  // violates the CHECK constraint
  auto outcome = repository_->InsertLead(lead);
  ASSERT_FALSE(outcome);
  EXPECT_EQ(outcome.Error().message.find("María"), std::string::npos) << outcome.Error().message;
  EXPECT_EQ(outcome.Error().message.find("example.com"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadRepositoryTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

TEST(SqlitePragmasTest, WalAndFullSync) {
  auto dir =
      std::filesystem::temp_directory_path() / ("firm-pragma-" + testing_support::RandomUuid());
  std::filesystem::create_directories(dir);
  {
    auto repository = OpenSqliteRepository((dir / "firm.db").string());
    ASSERT_TRUE(repository) << repository.Error().message;
    testing_support::SqliteTestDatabase db(dir / "firm.db");
    EXPECT_EQ(db.Query("PRAGMA journal_mode").at(0).at(0), "wal");
  }
  std::filesystem::remove_all(dir);
}

TEST(MigrationsTest, AFailingMigrationAppliesNothing) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
  auto exec = [db](std::string_view sql) -> common::Result<Unit, StorageError> {
    char* message = nullptr;
    if (sqlite3_exec(db, std::string(sql).c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
      std::string text = message ? message : "error";
      sqlite3_free(message);
      return common::Result<Unit, StorageError>::Err(StorageError{text});
    }
    return common::Result<Unit, StorageError>::Ok({});
  };
  auto count = [&](const char* sql) {
    sqlite3_stmt* stmt = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr);
    int value = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int(stmt, 0) : -1;
    sqlite3_finalize(stmt);
    return value;
  };
  MigrationSteps steps{exec, [] { return common::Result<std::vector<int>, StorageError>::Ok({}); },
                       "BEGIN IMMEDIATE"};
  std::vector<Migration> migrations = {{1, "0001_good", "CREATE TABLE a (x INTEGER)"},
                                       {2, "0002_bad", "CREATE TABLE b (x INTEGER) nonsense"}};
  auto result = ApplyMigrations(migrations, steps);
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().message.find("0002_bad"), std::string::npos);
  // Table a was rolled back with the failed migration, and nothing was recorded.
  EXPECT_EQ(count("SELECT count(*) FROM sqlite_master WHERE name = 'a'"), 0);
  EXPECT_EQ(count("SELECT count(*) FROM schema_migrations"), 0);
  migrations.pop_back();
  auto fixed = ApplyMigrations(migrations, steps);
  ASSERT_TRUE(fixed) << fixed.Error().message;
  EXPECT_EQ(fixed.Value(), 1);
  EXPECT_EQ(count("SELECT count(*) FROM schema_migrations"), 1);
  sqlite3_close(db);
}

TEST(SqliteOpenTest, UnusablePathIsAnError) {
  auto repository = OpenSqliteRepository("/proc/firm-no-such-dir/firm.db");
  ASSERT_FALSE(repository);
  EXPECT_NE(repository.Error().message.find("sqlite"), std::string::npos);
}

}  // namespace
}  // namespace firm::storage
