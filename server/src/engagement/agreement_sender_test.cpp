// Sending a fee agreement on both engines: the link and its reminders queued by text and e-mail
// outside the quiet hours (across the 2027-03-14 change), a re-send that ends the old link and
// its reminders, a revoke, the ways a worker can be reached, and what a privacy delete keeps.
#include "engagement/agreement_sender.hpp"

#include <gtest/gtest.h>

#include "config/env_values.hpp"
#include "engine_database.hpp"
#include "leads/lead_recorder.hpp"
#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {
namespace {

using namespace std::chrono_literals;
using testing_support::DbEngine;

Instant At(const std::string& iso) { return *storage::ParseInstant(iso); }

const std::filesystem::path kShipped = std::filesystem::path(FIRM_FORMS_DIR) / ".." / "agreements";
// Friday 2027-03-12, 21:30 in California (PST): in the quiet hours (21:00-08:00). The clocks go
// forward on Sunday the 14th.
const Instant kFridayNight = At("2027-03-13T05:30:00Z");

class AgreementSenderTest : public testing_support::EngineDatabaseTest<4> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (!database_) return;
    auto loaded = LoadAgreementTemplates(kShipped, false);
    ASSERT_TRUE(loaded);
    templates_ = std::move(loaded).Value();
    recorder_ = std::make_unique<leads::LeadRecorder>(database_);
    EngagementContext context;
    context.firm = {"Test Workers Law", "(310) 555-0199", ""};
    context.site_origin = "https://firm.example";
    context.quiet_hours = *config::ParseDailyWindow("21:00-08:00");
    context.channels = {"sms", "agreement_email"};
    sender_ = std::make_unique<AgreementSender>(database_, context,
                                                "a key of at least thirty-two bytes!", templates_);
  }

  // A lead (who agreed to texts unless `sms_consent` is false) with a Spanish draft agreement.
  std::string Draft(bool sms_consent = true, const std::string& email = "maria@example.com") {
    auto lead = testing_support::SampleLead("2027-03-10T18:00:00.000Z");
    lead.answers = sms_consent ? R"({"smsConsent":true})" : R"({"smsConsent":false})";
    lead.email = email;
    auto recorded = recorder_->Record(lead);
    EXPECT_TRUE(recorded) << recorded.Error().message;
    lead_ = lead.id;
    AgreementRow draft;
    draft.lead_id = lead.id;
    draft.template_id = "contingency";
    draft.template_version = 1;
    draft.language = common::Language::kSpanish;
    draft.terms = {{"matter", "Horas extra no pagadas."},
                   {"fees", {{{"percent", "33"}, {"when", "si hay un acuerdo"}}}},
                   {"costsNote", ""}};
    draft.prepared_by = "ines";
    draft.prepared_at = "2027-03-11T18:00:00.000Z";
    auto stored = AgreementStore(database_).Prepare(draft);
    EXPECT_TRUE(stored);
    return stored ? stored.Value().id : "";
  }

  Sent Send(const std::string& id, Instant now, bool confirmed = true) {
    SendOrder order{lead_, id, {"rosa", "127.0.0.1", "Test/1.0"}, "Rosa Méndez", "98765", now};
    auto sent = sender_->Send(order, [confirmed](storage::Transaction&) {
      return storage::StoreResult<bool>::Ok(confirmed);
    });
    EXPECT_TRUE(sent) << sent.Error().message;
    return sent ? sent.Value() : Sent{};
  }

  // Each queued message's name (sent, reminder1, ...) and when it is due, by channel.
  std::vector<std::vector<std::string>> Queued(const std::string& channel) {
    const std::string sql =
        channel == "sms"
            ? "SELECT m.client_key AS k, d.next_attempt_at AS due FROM conversation_messages m"
              " JOIN deliveries d ON d.subject_key = CAST(m.id AS TEXT) AND d.channel = 'sms'"
              " WHERE m.kind = 'agreement' AND d.state = 'pending' ORDER BY d.next_attempt_at"
            : "SELECT subject_key AS k, next_attempt_at AS due FROM deliveries"
              " WHERE channel = 'agreement_email' AND state = 'pending' ORDER BY next_attempt_at";
    std::vector<std::vector<std::string>> out;
    for (auto& row : db_->Query(sql)) {
      out.push_back({row[0].substr(row[0].rfind(':') + 1), storage::IsoTimestamp(row[1])});
    }
    return out;
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  AgreementTemplates templates_;
  std::unique_ptr<leads::LeadRecorder> recorder_;
  std::unique_ptr<AgreementSender> sender_;
  std::string lead_;
};

TEST_P(AgreementSenderTest, TheLinkAndItsRemindersWaitOutTheQuietHoursAcrossTheClockChange) {
  const std::string id = Draft();
  const Sent sent = Send(id, kFridayNight);
  ASSERT_EQ(sent.outcome, SendOutcome::kSent);
  ASSERT_TRUE(sent.row);
  EXPECT_EQ(sent.row->state, "sent");
  EXPECT_EQ(sent.row->channels, "sms,email");
  EXPECT_EQ(sent.row->attorney_name, "Rosa Méndez");
  EXPECT_EQ(sent.row->worker_name, "María López");
  EXPECT_EQ(sent.row->expires_at, "2027-03-27T05:30:00.000Z");  // 14 days
  // Saturday 08:00 PST, then 08:00 PDT (15:00 UTC) on Sunday the 14th, Tuesday and Friday: each
  // reminder (days 1, 3 and 6 at 21:30 or 22:30 local) falls in the quiet hours.
  const std::vector<std::vector<std::string>> expected = {
      {"sent", "2027-03-13T16:00:00.000Z"},
      {"reminder1", "2027-03-14T15:00:00.000Z"},
      {"reminder2", "2027-03-16T15:00:00.000Z"},
      {"reminder3", "2027-03-19T15:00:00.000Z"}};
  EXPECT_EQ(Queued("agreement_email"), expected);
  EXPECT_EQ(Queued("sms"), expected);
  const auto text =
      db_->Query("SELECT body, author FROM conversation_messages WHERE client_key LIKE '%:sent'");
  ASSERT_EQ(text.size(), 1u);
  EXPECT_NE(text[0][0].find("su acuerdo de honorarios"), std::string::npos) << text[0][0];
  EXPECT_NE(text[0][0].find("https://firm.example/es/agreement?t="), std::string::npos);
  EXPECT_EQ(text[0][1], "rosa");
  // The link names the agreement until it expires.
  const std::string token =
      text[0][0].substr(text[0][0].find("?t=") + 3,
                        text[0][0].find(' ', text[0][0].find("?t=")) - text[0][0].find("?t=") - 3);
  auto checked = sender_->CheckLink(token, kFridayNight + 1h);
  ASSERT_TRUE(checked.claim);
  EXPECT_TRUE(AgreementSender::LinkIsCurrent(*sent.row, *checked.claim));
  EXPECT_EQ(sender_->CheckLink(token, kFridayNight + 15 * 24h).problem,
            common::TokenProblem::kExpired);
  // The evidence: who sent it, from where, and the hash of the text the worker will read.
  const auto events = AgreementStore(database_).Events(id);
  ASSERT_TRUE(events);
  ASSERT_EQ(events.Value().size(), 1u);
  EXPECT_EQ(events.Value()[0].step, "sent");
  EXPECT_EQ(events.Value()[0].user_agent, "Test/1.0");
  EXPECT_EQ(events.Value()[0].detail["textSha256"].get<std::string>().size(), 64u);
  // Sent once: a second send of a sent agreement is a re-send, not a second first one.
  EXPECT_EQ(Count("SELECT count(*) FROM audit_log WHERE action = 'agreement.sent'"), 1);
}

TEST_P(AgreementSenderTest, ASecondSendEndsTheOldLinkAndARevokeEndsEveryMessage) {
  const std::string id = Draft();
  const Sent first = Send(id, kFridayNight);
  ASSERT_TRUE(first.row);
  // Sent again at once: a new link (its end one second later), the old one's reminders gone.
  const Sent again = Send(id, kFridayNight);
  ASSERT_EQ(again.outcome, SendOutcome::kResent);
  ASSERT_TRUE(again.row);
  EXPECT_EQ(again.row->expires_at, "2027-03-27T05:30:01.000Z");
  EXPECT_FALSE(AgreementSender::LinkIsCurrent(*again.row,
                                              {id, *storage::ParseInstant(first.row->expires_at)}));
  EXPECT_EQ(Queued("agreement_email").size(), 4u);
  EXPECT_EQ(Queued("sms").size(), 4u);
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'agreement'"), 4);
  // A send the staff side did not confirm (its code used meanwhile) changes nothing.
  EXPECT_EQ(Send(id, kFridayNight + 1h, false).outcome, SendOutcome::kCodeUsed);
  EXPECT_EQ(Queued("sms").size(), 4u);
  // Revoked: no message waits, the link is not current, and it cannot be sent or revoked again.
  auto revoked = sender_->Revoke(lead_, id, {"rosa", "127.0.0.1", ""}, kFridayNight + 2h);
  ASSERT_TRUE(revoked);
  EXPECT_EQ(revoked.Value().outcome, SendOutcome::kRevoked);
  EXPECT_TRUE(Queued("agreement_email").empty());
  EXPECT_TRUE(Queued("sms").empty());
  EXPECT_EQ(Send(id, kFridayNight + 3h).outcome, SendOutcome::kWrongState);
  auto twice = sender_->Revoke(lead_, id, {"rosa", "", ""}, kFridayNight + 3h);
  ASSERT_TRUE(twice);
  EXPECT_EQ(twice.Value().outcome, SendOutcome::kWrongState);
  EXPECT_EQ(Send(testing_support::RandomUuid(), kFridayNight).outcome,
            SendOutcome::kNoSuchAgreement);
  const auto steps = db_->Query("SELECT step FROM agreement_events ORDER BY id");
  EXPECT_EQ(steps, (std::vector<std::vector<std::string>>{{"sent"}, {"resent"}, {"revoked"}}));
}

TEST_P(AgreementSenderTest, AWorkerWhoCannotBeTextedGetsEMailAndOneWithNeitherIsRefused) {
  // Opted out by STOP: e-mail only, said on the agreement.
  const std::string opted = Draft();
  ASSERT_TRUE(
      database_->Query("INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES ('+13105550142', $1)",
                       {"2027-03-11T00:00:00.000Z"}));
  const Sent email_only = Send(opted, kFridayNight);
  ASSERT_EQ(email_only.outcome, SendOutcome::kSent);
  EXPECT_EQ(email_only.row->channels, "email");
  EXPECT_TRUE(Queued("sms").empty());
  EXPECT_EQ(Queued("agreement_email").size(), 4u);
  // No consent to texts and no e-mail address: nothing can carry the link; nothing is stored.
  const std::string unreachable = Draft(false, "");
  EXPECT_EQ(Send(unreachable, kFridayNight).outcome, SendOutcome::kNoWayToReach);
  EXPECT_EQ(Count("SELECT count(*) FROM agreements WHERE state = 'draft'"), 1);
}

TEST_P(AgreementSenderTest, APrivacyDeleteKeepsOnlyACompleteAgreementWithoutItsLead) {
  const std::string complete = Draft();
  const std::string lead = lead_;
  ASSERT_EQ(Send(complete, kFridayNight).outcome, SendOutcome::kSent);
  const std::string draft = Draft();
  // (Signing comes in a later slice: the state is set here.)
  ASSERT_TRUE(
      database_->Query("UPDATE agreements SET state = 'complete' WHERE id = $1", {complete}));
  ASSERT_TRUE(database_->Query("UPDATE agreements SET lead_id = $1 WHERE id = $2", {lead, draft}));
  ASSERT_TRUE(database_->Query("DELETE FROM leads WHERE id = $1", {lead}));
  EXPECT_EQ(db_->Query("SELECT id, lead_id, worker_name FROM agreements"),
            (std::vector<std::vector<std::string>>{{complete, "", "María López"}}));
  EXPECT_EQ(Count("SELECT count(*) FROM agreement_events"), 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, AgreementSenderTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::engagement
