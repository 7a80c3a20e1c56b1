// The conversation on both engines: texts in (a new number starts one text lead with one
// automatic answer however the provider retries), STOP then a refused reply, staff replies,
// status callbacks that only move forward, the reply clock's escalation once under
// concurrency, and the follow-up cadence.
#include "conversation/conversation.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "config/env_values.hpp"
#include "conversation/pacific_time.hpp"
#include "conversation/sms_channel.hpp"
#include "engine_database.hpp"
#include "intake/arrival.hpp"
#include "leads/lead_store.hpp"
#include "metrics/metrics.hpp"
#include "opt_out_corpus.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_step.hpp"
#include "prometheus_text.hpp"
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
    arrival_ = std::make_unique<intake::Arrival>(rules_, *recorder_, nullptr);
    conversation_ = Make(database_);
    // As the server wires them: a lead's staff e-mail and webhook, then its first text.
    recorder_->AddStep(outbox::DeliveriesStep(
        {std::string(outbox::kWebhookChannel), std::string(outbox::kEmailChannel)}, nullptr));
    recorder_->AddStep(conversation_->ArrivalStep());
  }

  std::unique_ptr<Conversation> Make(std::shared_ptr<storage::Database> database,
                                     bool follow_up_text = false, config::EnvMap env = {}) {
    config::ConversationSettings settings;
    std::vector<std::string> errors;
    env["FOLLOW_UP_TEXT"] = follow_up_text ? "on" : "off";
    config::ParseConversation(env, &settings, &errors);
    EXPECT_TRUE(errors.empty());
    return std::make_unique<Conversation>(
        std::move(database),
        ConversationContext{settings,
                            {"Test Workers Law", "(310) 555-0199", ""},
                            "https://firm.example",
                            kChannels,
                            {}},
        arrival_.get(), nullptr);
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
  intake::Rules rules_;  // the arrival's (a text from a new number reads none of them)
  std::unique_ptr<intake::Arrival> arrival_;
  std::unique_ptr<Conversation> conversation_;
};

TEST_P(ConversationTest, ANewNumberStartsOneTextLeadWithOneAnswerHoweverTheProviderRetries) {
  // Counted with every other new lead (firm_intake_leads_stored_total), once (issue 53).
  const prometheus::Counter& stored = *metrics::Process().Form("text-message").stored;
  const double stored_before = stored.Value();
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
  EXPECT_EQ(stored.Value() - stored_before, 1);

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

  // A second after the acknowledgement: in the same millisecond the thread puts a worker's
  // text first (its order at equal times), and this test would depend on the clock.
  auto received =
      conversation_->Receive(InboundText{kWorker, "sí, llámeme después de las 5",
                                         R"(["https://media.example/ME1"])", "SM9"},
                             std::chrono::system_clock::now() + std::chrono::seconds(1));
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
  // No consent on the form (the box is optional, issue 51): no acknowledgement text, and a
  // reply is refused.
  db_->Execute("DELETE FROM leads");
  const std::string silent = FormLead(false);
  EXPECT_EQ(Messages("lead_id = '" + silent + "'"), 0);
  EXPECT_EQ(
      Count("SELECT count(*) FROM deliveries WHERE channel = 'sms' AND lead_id = '" + silent + "'"),
      0);
  auto refused = conversation_->Reply("case_review", silent, "Hello", testing_support::RandomUuid(),
                                      "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused.Value().refused, ReplyRefusal::kNoConsent);
  auto wrong_form =
      conversation_->Reply("harassment_questionnaire", silent, "Hello",
                           testing_support::RandomUuid(), "ana", std::chrono::system_clock::now());
  EXPECT_EQ(wrong_form.Value().refused, ReplyRefusal::kNoSuchLead);
}

// Issue 51: every opt-out of the corpus ("stop texting me", "no más", "ya no me escriban"...)
// from a new number starts no lead and queues no text; from a lead's number it records the
// opt-out as STOP does, answered by the system and waiting for nobody.
TEST_P(ConversationTest, EveryOptOutOfTheCorpusActsAsStop) {
  const auto corpus = testing_support::LoadOptOutCorpus();
  ASSERT_FALSE(corpus.opt_out.empty());
  int number = 0;
  for (const auto& entry : corpus.opt_out) {
    const std::string phone = "+1310555" + std::to_string(6000 + ++number);
    auto outcome = Receive(entry.text, "SMnew" + std::to_string(number), phone);
    EXPECT_NE(outcome.answer.find("you will not get more texts"), std::string::npos) << entry.text;
    EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs WHERE phone = '" + phone + "'"), 1)
        << entry.text;
  }
  EXPECT_EQ(db_->CountLeads(), 0);
  EXPECT_EQ(Messages("1 = 1"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries"), 0);

  const std::string lead = FormLead(true);
  const long before = Messages("1 = 1");
  for (const auto& entry : corpus.opt_out) {
    db_->Execute("DELETE FROM sms_opt_outs");
    auto outcome = Receive(entry.text, "SMlead" + std::to_string(++number));
    EXPECT_NE(outcome.answer.find("you will not get more texts"), std::string::npos) << entry.text;
    EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs WHERE phone = '" + kWorker + "'"), 1)
        << entry.text;
  }
  const long texts = static_cast<long>(corpus.opt_out.size());
  // Each is in the thread with the system's answer, and none waits or tells staff.
  EXPECT_EQ(Messages("direction = 'in' AND answered_at IS NOT NULL"), texts);
  EXPECT_EQ(Messages("1 = 1") - before, 2 * texts);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'sms'"), 1);  // the ack only
  EXPECT_EQ(db_->CountLeads(), 1);
  auto reply = conversation_->Reply("case_review", lead, "Hello", testing_support::RandomUuid(),
                                    "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply.Value().refused, ReplyRefusal::kOptedOut);
}

// Issue 51: a text that may be an opt-out is flagged for staff and stops nothing: it waits for
// an answer like any text, and a new number's gets no automatic answer (it may say "stop").
TEST_P(ConversationTest, EveryMaybeOfTheCorpusIsFlaggedForStaffAndStopsNothing) {
  const auto corpus = testing_support::LoadOptOutCorpus();
  ASSERT_FALSE(corpus.maybe.empty());
  int number = 0;
  for (const auto& entry : corpus.maybe) {
    const std::string phone = "+1310555" + std::to_string(7000 + ++number);
    EXPECT_EQ(Receive(entry.text, "SMmaybe" + std::to_string(number), phone).answer, "")
        << entry.text;
  }
  const long texts = static_cast<long>(corpus.maybe.size());
  EXPECT_EQ(db_->CountLeads("form_type = 'text_message'"), texts);
  EXPECT_EQ(Messages("direction = 'in' AND possible_opt_out = 1"), texts);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 0);

  const std::string lead = FormLead(true);
  EXPECT_EQ(Receive(corpus.maybe.front().text, "SMmaybe-lead").answer, "");
  EXPECT_EQ(Receive("Can you call me after 5?", "SMplain").answer, "");
  EXPECT_EQ(Messages("lead_id = '" + lead + "' AND possible_opt_out = 1"), 1);
  EXPECT_EQ(Messages("lead_id = '" + lead + "' AND direction = 'in' AND possible_opt_out = 0"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE id = '" + lead +
                  "' AND reply_waiting_since IS NOT NULL"),
            1);
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 0);
  auto thread = conversation_->Messages().Thread(lead);
  ASSERT_TRUE(thread);
  long flagged = 0;
  for (const auto& message : thread.Value()) flagged += message.possible_opt_out ? 1 : 0;
  EXPECT_EQ(flagged, 1);
}

// Issue 51: staff record an opt-out from any of the worker's texts; eight at once store one
// opt-out, one audit entry and one confirmation, and a bad id changes nothing.
TEST_P(ConversationTest, StaffRecordAnOptOutOnceWithOneConfirmationHoweverManyAtOnce) {
  const std::string lead = FormLead(true, "es");
  Receive("Dejen de mandarme mensajes, ya tengo abogado", "SMask");
  const std::string text =
      db_->Query("SELECT id FROM conversation_messages WHERE direction = 'in'").at(0).at(0);
  const std::string ack =
      db_->Query("SELECT id FROM conversation_messages WHERE kind = 'acknowledgement'").at(0).at(0);
  const auto now = std::chrono::system_clock::now();
  auto refused = [&](const std::string& form, const std::string& id) {
    auto outcome = conversation_->RecordOptOut(form, lead, id, "ines", now);
    EXPECT_TRUE(outcome) << outcome.Error().message;
    return outcome ? outcome.Value().refused : std::nullopt;
  };
  EXPECT_EQ(refused("harassment_questionnaire", text), OptOutRefusal::kNoSuchLead);
  EXPECT_EQ(refused("case_review", testing_support::RandomUuid()), OptOutRefusal::kNoSuchMessage);
  EXPECT_EQ(refused("case_review", ack), OptOutRefusal::kNotFromWorker);
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM audit_log"), 0);

  std::vector<std::thread> staff;
  std::atomic<int> recorded = 0;
  std::atomic<int> confirmations = 0;
  for (int i = 0; i < 8; ++i) {
    staff.emplace_back([&, i] {
      auto outcome =
          conversation_->RecordOptOut("case_review", lead, text, "staff" + std::to_string(i), now);
      ASSERT_TRUE(outcome) << outcome.Error().message;
      EXPECT_FALSE(outcome.Value().refused);
      recorded += outcome.Value().recorded ? 1 : 0;
      confirmations += outcome.Value().confirmation_id.empty() ? 0 : 1;
    });
  }
  for (auto& thread : staff) thread.join();
  EXPECT_EQ(recorded, 1);
  EXPECT_EQ(confirmations, 1);
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs WHERE phone = '" + kWorker + "'"), 1);
  // The confirmation, in the lead's language, queued to go despite the opt-out.
  const auto confirmation =
      db_->Query("SELECT body, status FROM conversation_messages WHERE kind = 'keyword_answer'");
  ASSERT_EQ(confirmation.size(), 1u);
  EXPECT_NE(confirmation[0][0].find("ya no le enviaremos mensajes"), std::string::npos);
  EXPECT_EQ(confirmation[0][1], "queued");
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'sms'"), 2);  // ack, this
  // Audited with who and which text, never the number; the worker's text is answered.
  const auto audit = db_->Query("SELECT action, subject, detail FROM audit_log");
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0][0], "lead.sms_opted_out");
  EXPECT_EQ(audit[0][1], lead);
  EXPECT_NE(audit[0][2].find(text), std::string::npos);
  EXPECT_EQ(audit[0][2].find("5550142"), std::string::npos);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 0);
  // Again: nothing changes.
  auto again = conversation_->RecordOptOut("case_review", lead, text, "ines", now);
  ASSERT_TRUE(again);
  EXPECT_FALSE(again.Value().recorded);
  EXPECT_EQ(Messages("kind = 'keyword_answer'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM audit_log"), 1);
  auto reply =
      conversation_->Reply("case_review", lead, "Hola", testing_support::RandomUuid(), "ines", now);
  ASSERT_TRUE(reply);
  EXPECT_EQ(reply.Value().refused, ReplyRefusal::kOptedOut);
}

// Issue 51: the confirmation goes only within five minutes of the worker's text (47 CFR
// 64.1200(a)(12)); a text staff read later as a request to stop is recorded without one.
TEST_P(ConversationTest, AnOptOutRecordedMoreThanFiveMinutesAfterTheTextSendsNoConfirmation) {
  const std::string lead = FormLead(true);
  Receive("I found another lawyer, you can stop now", "SMlate");
  const auto received_by = std::chrono::system_clock::now();
  const auto text = db_->Query("SELECT id FROM conversation_messages WHERE direction = 'in'");
  ASSERT_EQ(text.size(), 1u);
  auto late =
      conversation_->RecordOptOut("case_review", lead, text[0][0], "ines", received_by + 5min + 1s);
  ASSERT_TRUE(late) << late.Error().message;
  EXPECT_TRUE(late.Value().recorded);
  EXPECT_TRUE(late.Value().confirmation_late);
  EXPECT_EQ(late.Value().confirmation_id, "");
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs"), 1);
  EXPECT_EQ(Messages("kind = 'keyword_answer'"), 0);
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

// A crash after the provider took a text but before the outbox marked its delivery: the next
// attempt finds the provider's answer stored and does not send the text again.
TEST_P(ConversationTest, ATextTheProviderTookIsNotSentAgainByALaterAttempt) {
  const std::string lead = FormLead(true);
  auto reply =
      conversation_->Reply("case_review", lead, "We just tried to call you.",
                           testing_support::RandomUuid(), "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(reply && !reply.Value().refused);
  const std::string id = reply.Value().message_id;
  // Nothing listens on 127.0.0.1:9: a send that goes out fails to connect (retried).
  SmsChannel channel(config::SmsSettings{"http://127.0.0.1:9", "AC1", "token", "+13105550100"}, "",
                     config::DailyWindow{0, 0}, 5, std::chrono::milliseconds(2000));
  channel.UseDatabase(database_);
  outbox::LeadRecord record;
  record.id = lead;
  record.phone = kWorker;
  record.sms_consent = true;
  const outbox::Delivery delivery{"d-1", lead, std::string(outbox::kSmsChannel), 2, id};
  const std::atomic<bool> abort{false};
  EXPECT_EQ(channel.Send(delivery, record, abort).verdict, outbox::Verdict::kRetry);

  auto& store = conversation_->Messages();
  ASSERT_TRUE(store.RecordAccepted(id, "SM77", storage::NowIso()));
  auto again = channel.Send(delivery, record, abort);
  EXPECT_EQ(again.verdict, outbox::Verdict::kDelivered) << again.error;
  EXPECT_FALSE(again.status);  // no request was made
  ASSERT_TRUE(store.ApplyStatus("SM77", "undelivered", "30003", storage::NowIso()));
  EXPECT_EQ(channel.Send(delivery, record, abort).verdict, outbox::Verdict::kFailed);
}

double HeldBack(const std::string& cap) {
  return testing_support::ParseExposition(metrics::Process().Render())
      .Sum("firm_sms_held_back_total", {{"cap", cap}});
}

// Issue 50: 300 new numbers in 1.3 s made 300 leads, 300 automatic texts, 300 webhooks and 300
// e-mails. Past SMS_NEW_LEADS_PER_HOUR (counted in the database over a rolling hour, whichever
// server stored them) a new number's text is still a lead with its text, waiting in the inbox,
// but nothing announces or answers it, and staff get one notice an hour.
TEST_P(ConversationTest, PastTheNewLeadCapATextIsKeptUnannouncedAndStaffAreToldOnce) {
  const config::EnvMap caps = {{"SMS_NEW_LEADS_PER_HOUR", "3"}};
  auto capped = Make(database_, false, caps);
  auto other_db = testing_support::OpenEngineDatabase(*db_, GetParam(), dir_ / "firm.db", 4);
  ASSERT_TRUE(other_db);
  auto other = Make(other_db.Value(), false, caps);
  const double held_before = HeldBack("new_leads");
  const auto now = std::chrono::system_clock::now();
  auto text_from = [&](Conversation& runner, int number, std::chrono::system_clock::time_point at) {
    auto received =
        runner.Receive(InboundText{"+131055502" + std::to_string(10 + number), "I was fired today",
                                   "[]", "SMcap" + std::to_string(number)},
                       at);
    EXPECT_TRUE(received) << received.Error().message;
  };
  // Eight new numbers at once, through two "servers" on the one database.
  std::vector<std::thread> senders;
  for (int i = 0; i < 8; ++i) {
    senders.emplace_back([&, i] { text_from(i % 2 == 0 ? *capped : *other, i, now); });
  }
  for (auto& thread : senders) thread.join();
  EXPECT_EQ(db_->CountLeads("form_type = 'text_message'"), 8);
  EXPECT_EQ(Messages("direction = 'in' AND kind = 'text'"), 8);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE reply_waiting_since IS NOT NULL"), 8);
  // Three announced and answered, five held back.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'email'"), 3);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'webhook'"), 3);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 3);
  EXPECT_EQ(HeldBack("new_leads") - held_before, 5);
  // The held ones are not escalated one by one later: no reply clock, no first-contact one.
  EXPECT_EQ(Messages("direction = 'in' AND reply_due_at IS NOT NULL"), 3);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE sla_escalated_at IS NOT NULL"), 5);
  // One notice to staff, about the first held lead.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"
                  " AND subject_key = 'cap:new_leads'"),
            1);

  // Half an hour on, still over the cap: held, and no second notice.
  text_from(*capped, 8, now + 30min);
  EXPECT_EQ(db_->CountLeads("form_type = 'text_message'"), 9);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'email'"), 3);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"), 1);
  // An hour after the burst it has rolled off: a new number is announced and answered again.
  text_from(*other, 9, now + 61min);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'email'"), 4);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 4);
  EXPECT_EQ(HeldBack("new_leads") - held_before, 6);
}

// Past SMS_AUTO_ANSWERS_PER_HOUR a new text lead is announced as usual but gets no automatic
// text; staff are told once.
TEST_P(ConversationTest, PastTheAutomaticAnswerCapANewTextLeadIsAnnouncedButNotAnswered) {
  const config::EnvMap caps = {{"SMS_AUTO_ANSWERS_PER_HOUR", "2"},
                               {"SMS_NEW_LEADS_PER_HOUR", "off"}};
  auto capped = Make(database_, false, caps);
  auto other_db = testing_support::OpenEngineDatabase(*db_, GetParam(), dir_ / "firm.db", 4);
  ASSERT_TRUE(other_db);
  auto other = Make(other_db.Value(), false, caps);
  const double held_before = HeldBack("auto_answers");
  const auto now = std::chrono::system_clock::now();
  std::vector<std::thread> senders;
  for (int i = 0; i < 6; ++i) {
    senders.emplace_back([&, i] {
      auto received = (i % 2 == 0 ? *capped : *other)
                          .Receive(InboundText{"+131055503" + std::to_string(10 + i), "hola", "[]",
                                               "SManswer" + std::to_string(i)},
                                   now);
      EXPECT_TRUE(received) << received.Error().message;
    });
  }
  for (auto& thread : senders) thread.join();
  EXPECT_EQ(db_->CountLeads("form_type = 'text_message'"), 6);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'email'"), 6);
  EXPECT_EQ(Messages("kind = 'auto_answer'"), 2);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'sms'"), 2);
  EXPECT_EQ(HeldBack("auto_answers") - held_before, 4);
  EXPECT_EQ(Messages("direction = 'in' AND reply_due_at IS NOT NULL"), 6);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"
                  " AND subject_key = 'cap:auto_answers'"),
            1);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'"), 1);
}

// Issue 50: 100 texts from one number made 100 notice e-mails. Staff hear of a thread that
// starts waiting, once, until they answer it (a reply or "No reply needed"); opening it is not
// an answer. The reply clock runs from the thread's oldest unanswered text, so it escalates once.
TEST_P(ConversationTest, StaffHearOfAWaitingThreadOnceUntilTheyAnswerIt) {
  const std::string lead = FormLead(true);
  auto notices = [&] {
    return Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_email'");
  };
  (void)Receive("Can you call me?", "SM500");
  std::thread first([&] { (void)Receive("Hello?", "SM501"); });
  std::thread second([&] { (void)Receive("Are you there?", "SM502"); });
  first.join();
  second.join();
  EXPECT_EQ(notices(), 1);
  EXPECT_EQ(Messages("direction = 'in' AND reply_due_at IS NOT NULL"), 1);
  EXPECT_EQ(conversation_->Messages().Thread(lead).Value().size(), 4u);  // the ack and all three
  EXPECT_EQ(db_->Query("SELECT unread_replies FROM leads").at(0).at(0), "3");

  ASSERT_TRUE(conversation_->MarkRead("case_review", lead, std::chrono::system_clock::now()));
  (void)Receive("Hello??", "SM503");
  EXPECT_EQ(notices(), 1);
  auto reply =
      conversation_->Reply("case_review", lead, "We call you at 5.", testing_support::RandomUuid(),
                           "ana", std::chrono::system_clock::now());
  ASSERT_TRUE(reply && !reply.Value().refused);
  (void)Receive("Thanks, 5 works", "SM504");
  (void)Receive("Or 6", "SM505");
  EXPECT_EQ(notices(), 2);
  ASSERT_TRUE(conversation_->MarkAnswered("case_review", lead, std::chrono::system_clock::now()));
  (void)Receive("One more thing", "SM506");
  EXPECT_EQ(notices(), 3);
  EXPECT_EQ(Messages("direction = 'in' AND reply_due_at IS NOT NULL"), 3);
  // A keyword waits for nobody and tells nobody.
  (void)Receive("HELP", "SM507");
  EXPECT_EQ(notices(), 3);

  // A new number's lead is announced as a lead; its next texts before an answer add no notice.
  (void)Receive("hi", "SM510", "+13105550150");
  (void)Receive("I was fired", "SM511", "+13105550150");
  EXPECT_EQ(notices(), 3);
}

// A text that arrives while staff answer the thread is either answered by that reply or starts
// the thread waiting again, with its notice and its clock: never left waiting unannounced.
TEST_P(ConversationTest, ATextArrivingAsStaffAnswerIsNeverLeftWaitingUnannounced) {
  const std::string lead = FormLead(true);
  for (int round = 0; round < 15; ++round) {
    (void)Receive("first", "SMrace" + std::to_string(round) + "a");
    std::thread text([&] { (void)Receive("second", "SMrace" + std::to_string(round) + "b"); });
    std::thread answer([&] {
      auto reply =
          conversation_->Reply("case_review", lead, "On it.", testing_support::RandomUuid(), "ana",
                               std::chrono::system_clock::now());
      EXPECT_TRUE(reply) << reply.Error().message;
    });
    text.join();
    answer.join();
    const long waiting = Messages(
        "direction = 'in' AND kind = 'text' AND answered_at IS NULL"
        " AND body NOT IN ('HELP')");
    if (waiting > 0) {
      EXPECT_EQ(Messages("direction = 'in' AND answered_at IS NULL AND reply_due_at IS NOT NULL"),
                1)
          << round;
      EXPECT_EQ(Count("SELECT count(*) FROM deliveries d JOIN conversation_messages m"
                      " ON CAST(m.id AS TEXT) = d.subject_key WHERE d.channel = 'reply_email'"
                      " AND m.answered_at IS NULL"),
                1)
          << round;
    }
    ASSERT_TRUE(conversation_->MarkAnswered("case_review", lead, std::chrono::system_clock::now()));
  }
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
