// The conversation on both engines: texts in (a new number starts one text lead with one
// automatic answer however the provider retries), STOP then a refused reply, staff replies,
// status callbacks that only move forward, the reply clock's escalation once under
// concurrency, and the follow-up cadence.
#include "conversation/conversation.hpp"

#include <gtest/gtest.h>

#include <thread>

#include "config/env_values.hpp"
#include "conversation/pacific_time.hpp"
#include "engine_database.hpp"
#include "leads/lead_store.hpp"
#include "outbox/channel.hpp"
#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/iso_time.hpp"

namespace firm::conversation {
namespace {

using testing_support::DbEngine;
using namespace std::chrono_literals;

const std::string kWorker = "+13105550142";
const std::vector<std::string> kChannels = {"sms", "reply_email", "reply_escalation_email",
                                            "follow_up_email"};

class ConversationTest : public testing_support::EngineDatabaseTest<8> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (!database_) return;
    recorder_ = std::make_unique<leads::LeadRecorder>(database_);
    conversation_ = Make(database_);
    recorder_->AddStep(conversation_->ArrivalStep());
  }

  std::unique_ptr<Conversation> Make(std::shared_ptr<storage::Database> database,
                                     bool follow_up_text = false) {
    config::ConversationSettings settings;
    std::vector<std::string> errors;
    config::ParseConversation({{"FOLLOW_UP_TEXT", follow_up_text ? "on" : "off"}}, &settings,
                              &errors);
    EXPECT_TRUE(errors.empty());
    return std::make_unique<Conversation>(
        std::move(database),
        ConversationContext{settings,
                            {"Test Workers Law", "(310) 555-0199", ""},
                            "https://firm.example",
                            kChannels,
                            {}},
        recorder_.get(), nullptr);
  }

  InboundOutcome Receive(const std::string& body, const std::string& sid,
                         const std::string& phone = kWorker) {
    auto received = conversation_->Receive(InboundText{phone, body, "[]", sid},
                                           std::chrono::system_clock::now());
    EXPECT_TRUE(received) << received.Error().message;
    return received ? received.Value() : InboundOutcome{};
  }

  std::string FormLead(bool sms_consent, const std::string& language = "en") {
    auto lead = testing_support::SampleLead(storage::NowIso());
    lead.phone = kWorker;
    lead.language = language;
    lead.answers = sms_consent ? R"({"smsConsent":true})" : R"({"smsConsent":false})";
    auto recorded = recorder_->Record(lead);
    EXPECT_TRUE(recorded) << recorded.Error().message;
    return recorded ? recorded.Value().lead_id : "";
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }
  long Messages(const std::string& where) {
    return Count("SELECT count(*) FROM conversation_messages WHERE " + where);
  }

  std::unique_ptr<leads::LeadRecorder> recorder_;
  std::unique_ptr<Conversation> conversation_;
};

TEST_P(ConversationTest, ANewNumberStartsOneTextLeadWithOneAnswerHoweverTheProviderRetries) {
  EXPECT_EQ(Receive("Hola, me despidieron ayer", "SM1").answer, "");
  EXPECT_TRUE(Receive("Hola, me despidieron ayer", "SM1").duplicate);
  // The provider retrying at once from several connections.
  std::vector<std::thread> retries;
  for (int i = 0; i < 4; ++i) {
    retries.emplace_back([&] { (void)Receive("Hola, me despidieron ayer", "SM1"); });
  }
  for (auto& thread : retries) thread.join();
  ASSERT_EQ(db_->CountLeads(), 1);
  EXPECT_EQ(db_->Query("SELECT form_type, language, phone, first_name FROM leads").at(0),
            (std::vector<std::string>{"text_message", "", kWorker, ""}));
  EXPECT_EQ(Messages("direction = 'in' AND body = 'Hola, me despidieron ayer'"), 1);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'sms'"), 1);
  // The worker's text waits for an answer on the new lead.
  EXPECT_EQ(db_->Query("SELECT unread_replies FROM leads").at(0).at(0), "1");
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 1);

  // Two different texts at once from another new number: one lead, both texts.
  std::thread first([&] { (void)Receive("hi", "SM2", "+13105550143"); });
  std::thread second([&] { (void)Receive("I was fired", "SM3", "+13105550143"); });
  first.join();
  second.join();
  EXPECT_EQ(db_->CountLeads("phone = '+13105550143'"), 1);
  EXPECT_EQ(Messages("provider_sid IN ('SM2', 'SM3')"), 2);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 2);
}

TEST_P(ConversationTest, ATextOnAKnownLeadIsStoredWaitsAndIsAnnounced) {
  const std::string lead = FormLead(true, "es");
  // The acknowledgement is the thread's first message, in the lead's language.
  auto thread = conversation_->Messages().Thread(lead);
  ASSERT_TRUE(thread);
  ASSERT_EQ(thread.Value().size(), 1u);
  EXPECT_EQ(thread.Value()[0].kind, "acknowledgement");
  EXPECT_NE(thread.Value()[0].body.find("recibimos su solicitud"), std::string::npos);

  auto received = conversation_->Receive(InboundText{kWorker, "sí, llámeme después de las 5",
                                                     R"(["https://media.example/ME1"])", "SM9"},
                                         std::chrono::system_clock::now());
  ASSERT_TRUE(received);
  thread = conversation_->Messages().Thread(lead);
  ASSERT_EQ(thread.Value().size(), 2u);
  EXPECT_EQ(thread.Value()[1].direction, "in");
  EXPECT_EQ(thread.Value()[1].body, "sí, llámeme después de las 5");
  EXPECT_EQ(thread.Value()[1].media, (std::vector<std::string>{"https://media.example/ME1"}));
  EXPECT_EQ(db_->CountLeads(), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"), 1);
  EXPECT_EQ(db_->Query("SELECT unread_replies FROM leads").at(0).at(0), "1");

  // Staff open the thread: read, still waiting; staff answer: nothing waits.
  ASSERT_TRUE(conversation_->MarkRead("case_review", lead, std::chrono::system_clock::now()));
  EXPECT_EQ(db_->Query("SELECT unread_replies FROM leads").at(0).at(0), "0");
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 1);
  auto reply =
      conversation_->Reply("case_review", lead, "Le llamamos a las 5.",
                           testing_support::RandomUuid(), "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(reply);
  ASSERT_FALSE(reply.Value().refused);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 0);
  // The reply is a contact attempt: the first-contact clock stops.
  EXPECT_EQ(db_->Query("SELECT method, outcome, actor FROM lead_contacts").at(0),
            (std::vector<std::string>{"text", "sent", "ana"}));
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE first_contact_at IS NOT NULL"), 1);

  // The privacy delete takes the thread with the lead.
  db_->Execute("DELETE FROM leads");
  EXPECT_EQ(Messages("1 = 1"), 0);
}

TEST_P(ConversationTest, StopInEveryFormThenRepliesAreRefusedUntilStart) {
  const std::string lead = FormLead(true);
  int sid = 100;
  for (const char* stop : {"STOP", " stop. ", "Opt out", "REVOKE", "alto", "Baja!",
                           "\xEF\xBC\xB3\xEF\xBC\xB4\xEF\xBC\xAF\xEF\xBC\xB0"}) {
    db_->Execute("DELETE FROM sms_opt_outs");
    auto outcome = Receive(stop, "SM" + std::to_string(++sid));
    EXPECT_NE(outcome.answer.find("you will not get more texts"), std::string::npos) << stop;
    EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 1) << stop;
    auto reply = conversation_->Reply("case_review", lead, "Hello", testing_support::RandomUuid(),
                                      "ana", std::chrono::system_clock::now());
    ASSERT_TRUE(reply);
    EXPECT_EQ(reply.Value().refused, ReplyRefusal::kOptedOut) << stop;
  }
  EXPECT_EQ(Messages("kind = 'reply'"), 0);
  // Keywords are in the thread, answered by the system, and wait for nobody.
  EXPECT_EQ(Messages("direction = 'in' AND answered_at IS NOT NULL"), 7);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 0);
  // YES restarts a stopped number; START too.
  EXPECT_NE(Receive("yes", "SM200").answer.find("texts are on again"), std::string::npos);
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 0);
  auto reply = conversation_->Reply("case_review", lead, "Hello", testing_support::RandomUuid(),
                                    "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(reply);
  EXPECT_FALSE(reply.Value().refused);
  // YES from a number that never stopped is an ordinary answer.
  EXPECT_EQ(Receive("yes", "SM201").answer, "");
  // No consent on the form: refused.
  db_->Execute("DELETE FROM leads");
  const std::string silent = FormLead(false);
  auto refused = conversation_->Reply("case_review", silent, "Hello", testing_support::RandomUuid(),
                                      "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused.Value().refused, ReplyRefusal::kNoConsent);
  auto wrong_form =
      conversation_->Reply("harassment_questionnaire", silent, "Hello",
                           testing_support::RandomUuid(), "ana", std::chrono::system_clock::now());
  EXPECT_EQ(wrong_form.Value().refused, ReplyRefusal::kNoSuchLead);
}

TEST_P(ConversationTest, AReplyIsStoredOncePerClientKeyAndStatusesOnlyMoveForward) {
  const std::string lead = FormLead(true);
  const std::string key = testing_support::RandomUuid();
  auto first = conversation_->Reply("case_review", lead, "We just tried to call you.", key, "ana",
                                    std::chrono::system_clock::now());
  auto again = conversation_->Reply("case_review", lead, "We just tried to call you.", key, "ana",
                                    std::chrono::system_clock::now());
  ASSERT_TRUE(first && again);
  EXPECT_TRUE(first.Value().created);
  EXPECT_FALSE(again.Value().created);
  EXPECT_EQ(first.Value().message_id, again.Value().message_id);
  EXPECT_EQ(Messages("kind = 'reply'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM lead_contacts"), 1);

  auto& store = conversation_->Messages();
  const std::string id = first.Value().message_id;
  ASSERT_TRUE(store.RecordAccepted(id, "SM77", storage::NowIso()));
  auto delivered = store.ApplyStatus("SM77", "delivered", "", storage::NowIso());
  ASSERT_TRUE(delivered && delivered.Value());
  auto late = store.ApplyStatus("SM77", "sent", "", storage::NowIso());
  ASSERT_TRUE(late && late.Value());
  EXPECT_EQ(late.Value()->status, "delivered");
  auto unknown = store.ApplyStatus("SM78", "delivered", "", storage::NowIso());
  ASSERT_TRUE(unknown);
  EXPECT_FALSE(unknown.Value());

  // A failed acknowledgement is flagged on the lead, with the provider's code.
  const std::string ack =
      db_->Query("SELECT id FROM conversation_messages WHERE kind = 'acknowledgement'").at(0).at(0);
  ASSERT_TRUE(store.RecordAccepted(ack, "SM79", storage::NowIso()));
  ASSERT_TRUE(store.ApplyStatus("SM79", "undelivered", "30003", storage::NowIso()));
  EXPECT_EQ(
      db_->Query("SELECT status, error_code FROM conversation_messages WHERE id = '" + ack + "'")
          .at(0),
      (std::vector<std::string>{"undelivered", "30003"}));
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE ack_failed_at IS NOT NULL"), 1);
}

TEST_P(ConversationTest, AnUnansweredTextIsEscalatedOnceWhateverRunsTheClock) {
  (void)FormLead(true);
  (void)Receive("Can you call me after 5?", "SM300");
  // Not yet due: nothing.
  auto early = conversation_->EscalateDueReplies(std::chrono::system_clock::now());
  ASSERT_TRUE(early);
  EXPECT_EQ(early.Value(), 0);
  // Due: two "processes" (each its own Database and connections) race many times.
  auto other_db = testing_support::OpenEngineDatabase(*db_, GetParam(), dir_ / "firm.db", 4);
  ASSERT_TRUE(other_db);
  auto other = Make(other_db.Value());
  const auto later = std::chrono::system_clock::now() + std::chrono::hours(24 * 7);
  std::atomic<long> escalated{0};
  std::vector<std::thread> watchers;
  for (int i = 0; i < 8; ++i) {
    watchers.emplace_back([&, i] {
      auto& runner = i % 2 == 0 ? *conversation_ : *other;
      for (int round = 0; round < 5; ++round) {
        auto done = runner.EscalateDueReplies(later);
        if (done) escalated += done.Value();
      }
    });
  }
  for (auto& thread : watchers) thread.join();
  EXPECT_EQ(escalated.load(), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_escalation_email'"), 1);
  // An answered text is never escalated.
  (void)Receive("Still there?", "SM301");
  const std::string lead = db_->Query("SELECT id FROM leads").at(0).at(0);
  ASSERT_TRUE(conversation_->MarkAnswered("case_review", lead, std::chrono::system_clock::now()));
  auto after = conversation_->EscalateDueReplies(later);
  ASSERT_TRUE(after);
  EXPECT_EQ(after.Value(), 0);
}

TEST_P(ConversationTest, MissedCallsFollowTheCadenceAndEachDueTryIsRemindedOnce) {
  auto texting = Make(database_, /*follow_up_text=*/true);
  const std::string lead = FormLead(true, "es");
  leads::LeadStore store(database_);
  auto log = [&](const std::string& outcome) {
    leads::LeadContact contact{"", "call", outcome, "", "ana", storage::NowIso()};
    auto logged = store.AddContact("case_review", lead, contact, texting->FollowUp());
    EXPECT_TRUE(logged && logged.Value());
    return logged && logged.Value() ? *logged.Value() : leads::LoggedContact{};
  };
  auto first = log("no_answer");
  EXPECT_EQ(first.follow_up_tries, 1);
  ASSERT_TRUE(first.next_try_at);
  EXPECT_GT(*first.next_try_at, storage::NowIso());
  // The follow-up text, in Spanish, never due inside the quiet hours.
  EXPECT_EQ(Messages("kind = 'follow_up' AND body LIKE '%intentamos llamarle%'"), 1);
  auto due = storage::ParseInstant(storage::IsoTimestamp(
      db_->Query("SELECT d.next_attempt_at FROM deliveries d JOIN conversation_messages m"
                 " ON CAST(m.id AS TEXT) = d.subject_key WHERE m.kind = 'follow_up'")
          .at(0)
          .at(0)));
  ASSERT_TRUE(due);
  EXPECT_FALSE(InQuietHours(*due, config::DailyWindow{}));

  // Due: one reminder for the try, however often the watch runs.
  const auto later = std::chrono::system_clock::now() + std::chrono::hours(24 * 30);
  long reminded = 0;
  for (int i = 0; i < 3; ++i) reminded += texting->RemindDueTries(later).Value();
  EXPECT_EQ(reminded, 1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'follow_up_email'"
                  " AND subject_key = '2'"),
            1);
  // More tries up to the sixth, then the cadence is over.
  for (int i = 2; i <= 5; ++i) EXPECT_TRUE(log("left_message").next_try_at) << i;
  EXPECT_FALSE(log("no_answer").next_try_at);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE next_try_at IS NULL"), 1);
  // A reply from the worker ends it too.
  db_->Execute("UPDATE leads SET next_try_at = created_at");
  (void)Receive("Llámeme mañana", "SM400");
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE next_try_at IS NULL"), 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, ConversationTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::conversation
