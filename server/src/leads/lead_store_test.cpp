// LeadStore and AuditLog on both engines (PostgreSQL skipped when TEST_DATABASE_URL is unset).
#include "leads/lead_store.hpp"

#include <gtest/gtest.h>

#include "engine_database.hpp"
#include "sample_lead.hpp"

namespace firm::leads {
namespace {

using storage::AuditEntry;
using storage::AuditLog;

using testing_support::DbEngine;

constexpr const char* kNow = "2026-03-10T12:00:00.000Z";

class LeadStoreTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    store_ = std::make_unique<LeadStore>(database_);
    audit_ = std::make_unique<AuditLog>(database_);
    recorder_ = std::make_unique<LeadRecorder>(database_);
  }
  void TearDown() override {
    recorder_.reset();
    audit_.reset();
    store_.reset();
    EngineDatabaseTest::TearDown();
  }

  std::string Add(leads::NewLead lead) {
    auto stored = recorder_->Record(lead);
    EXPECT_TRUE(stored) << stored.Error().message;
    return lead.id;
  }

  // A delivery of `lead_id` in `state`, with one recorded attempt.
  std::string AddDelivery(const std::string& lead_id, const std::string& state) {
    std::string id = testing_support::RandomUuid();
    db_->Execute(
        "INSERT INTO deliveries (id, lead_id, channel, state, attempt_count,"
        " next_attempt_at, last_error, created_at, updated_at) VALUES ('" +
        id + "', '" + lead_id + "', 'webhook', '" + state + "', 3, '" + kNow + "', 'HTTP 500', '" +
        kNow + "', '" + kNow + "')");
    db_->Execute(
        "INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, http_status,"
        " error) VALUES ('" +
        id + "', '" + kNow + "', 'failed', 500, 'HTTP 500')");
    return id;
  }

  std::vector<std::string> IdsOf(const LeadFilter& filter) {
    auto leads = store_->ListLeads(filter, 50);
    EXPECT_TRUE(leads) << leads.Error().message;
    std::vector<std::string> ids;
    if (leads) {
      for (const auto& lead : leads.Value()) ids.push_back(lead.id);
    }
    return ids;
  }

  std::unique_ptr<LeadStore> store_;
  std::unique_ptr<AuditLog> audit_;
  std::unique_ptr<LeadRecorder> recorder_;
};

TEST_P(LeadStoreTest, FiltersUseTheEnginesOwnSqlForIssuesAndCase) {
  auto wages = Add(testing_support::SampleLead("2026-03-10T10:00:00.000Z"));
  auto other = testing_support::SampleLead("2026-03-10T11:00:00.000Z");
  other.first_name = "Zoë";
  other.email = "ZOE@Example.com";
  other.phone = "+14155550100";
  other.issue_types = R"(["Discrimination","Retaliation"])";
  auto discrimination = Add(other);

  LeadFilter by_issue;
  by_issue.issue = "Discrimination";
  EXPECT_EQ(IdsOf(by_issue), std::vector<std::string>{discrimination});
  by_issue.issue = "Wage";  // an element, not a substring
  EXPECT_TRUE(IdsOf(by_issue).empty());

  LeadFilter by_text;
  by_text.q = "zoe@example";  // case ignored on both engines
  EXPECT_EQ(IdsOf(by_text), std::vector<std::string>{discrimination});
  by_text.q = "(415) 555-0100";  // phone digits in any shape
  EXPECT_EQ(IdsOf(by_text), std::vector<std::string>{discrimination});

  // Newest first; the count agrees with the list.
  EXPECT_EQ(IdsOf(LeadFilter{}), (std::vector<std::string>{discrimination, wages}));
  EXPECT_EQ(store_->CountLeads(LeadFilter{}).Value().count, 2);
  EXPECT_FALSE(store_->CountLeads(LeadFilter{}).Value().more);
  auto first = store_->ListLeads(LeadFilter{}, 1).Value();
  LeadFilter after;
  after.after = NextCursor(after, first, 1);
  ASSERT_TRUE(after.after);
  EXPECT_EQ(store_->ListLeads(after, 1).Value().at(0).id, wages);
}

// Values with quotes and backslashes reach each engine's lookups intact (PostgreSQL passes a
// page's phones, e-mails and employers as arrays: leads/lead_relations.cpp).
TEST_P(LeadStoreTest, RelationsFindLeadsWhateverTheirValuesHold) {
  auto first = testing_support::SampleLead("2026-03-10T10:00:00.000Z");
  first.email = R"("odd\name"@example.com)";
  first.employer = R"(Smith "Bros" \ Co, {Inc})";
  first.employer_key = R"(smith "bros" \ co, {inc})";
  auto second = first;
  second.id = testing_support::RandomUuid();
  second.submission_id = testing_support::RandomUuid();
  second.created_at = "2026-03-11T10:00:00.000Z";
  second.phone = "+14155550111";
  const std::string a = Add(first);
  const std::string b = Add(second);
  auto page = store_->ListLeads(LeadFilter{}, 50);
  ASSERT_TRUE(page) << page.Error().message;
  auto relations = store_->Relations(page.Value());
  ASSERT_TRUE(relations) << relations.Error().message;
  const auto& of_b = relations.Value().at(b);
  ASSERT_EQ(of_b.duplicates.size(), 1u);
  EXPECT_EQ(of_b.duplicates[0].id, a);
  EXPECT_EQ(of_b.duplicates[0].matched_on, (std::vector<std::string>{"email"}));
  ASSERT_EQ(of_b.employer_matches.size(), 1u);
  EXPECT_EQ(of_b.employer_matches[0].id, a);
  EXPECT_EQ(of_b.employer_match_count.count, 1);
}

TEST_P(LeadStoreTest, StatusChangesAndNotesAreEventsWithTheOldStatus) {
  auto id = Add(testing_support::SampleLead(kNow));
  auto changed = store_->ChangeStatus("case_review", id, "contacted", "ana", kNow).Value();
  ASSERT_TRUE(changed);
  EXPECT_EQ(changed->from_status, "new");
  EXPECT_EQ(changed->to_status, "contacted");
  ASSERT_TRUE(store_->AddNote("case_review", id, "Left a voicemail.", "bo", kNow).Value());
  // The wrong form type finds nothing and changes nothing.
  EXPECT_FALSE(store_->ChangeStatus("harassment_questionnaire", id, "closed", "ana", kNow)
                   .Value()
                   .has_value());
  EXPECT_FALSE(store_->AddNote("case_review", testing_support::RandomUuid(), "x", "ana", kNow)
                   .Value()
                   .has_value());

  auto events = store_->Events(id).Value();
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].kind, "status");
  EXPECT_EQ(events[1].kind, "note");
  EXPECT_EQ(events[1].text, "Left a voicemail.");
  EXPECT_EQ(events[1].actor, "bo");
  EXPECT_EQ(store_->GetLead("case_review", id).Value()->status, "contacted");
}

TEST_P(LeadStoreTest, DeletingALeadTakesItsRowsAndLeavesOneAuditEntry) {
  auto id = Add(testing_support::SampleLead(kNow));
  AddDelivery(id, "failed");
  ASSERT_TRUE(store_->AddNote("case_review", id, "note", "ana", kNow).Value());
  EXPECT_FALSE(store_->DeleteLead("harassment_questionnaire", id, "{}", "ana", kNow).Value());
  EXPECT_TRUE(store_->DeleteLead("case_review", id, R"({"reason":"test"})", "ana", kNow).Value());
  EXPECT_FALSE(store_->DeleteLead("case_review", id, "{}", "ana", kNow).Value());
  for (const char* table : {"leads", "deliveries", "delivery_attempts", "lead_events"}) {
    EXPECT_EQ(db_->Query(std::string("SELECT count(*) FROM ") + table).at(0).at(0), "0") << table;
  }
  ASSERT_TRUE(audit_->Record(AuditEntry{kNow, "cli", "user.created", "bo", ""}));
  auto entries = audit_->Entries({}).Value().entries;
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].action, "user.created");  // newest first
  EXPECT_EQ(entries[1].action, "lead.deleted");
  EXPECT_EQ(entries[1].subject, id);
  EXPECT_EQ(entries[1].detail, R"({"reason":"test"})");
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
