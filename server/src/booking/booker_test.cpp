// Booking on both engines: a call for a lead, the slot race settled by the database, the
// messages queued (no text in the quiet hours) and withdrawn when the call moves or is
// cancelled, links that stop working once used, outcomes, and the missed-call watch.
#include "booking/booker.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <latch>
#include <thread>

#include "config/env_values.hpp"
#include "engine_database.hpp"
#include "intake/arrival.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/escalation.hpp"
#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {
namespace {

using namespace std::chrono_literals;
using testing_support::DbEngine;

Instant At(const std::string& iso) { return *storage::ParseInstant(iso); }

// Monday 2026-11-02, 08:00 in California (PST).
const Instant kNow = At("2026-11-02T16:00:00Z");
// Tuesday 2026-11-03 10:00 PST, and Wednesday 08:00 (its one-hour reminder falls in the quiet
// hours, 21:00-08:00).
const Instant kTuesdayTen = At("2026-11-03T18:00:00Z");
const Instant kWednesdayEight = At("2026-11-04T16:00:00Z");

class BookerTest : public testing_support::EngineDatabaseTest<8> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (!database_) return;
    recorder_ = std::make_unique<leads::LeadRecorder>(database_);
    arrival_ = std::make_unique<intake::Arrival>(rules_, *recorder_, nullptr);
    ana_ = AddUser("ana");
    BookerContext context;
    context.settings.call_minutes = 30;
    context.settings.buffer_minutes = 10;
    context.settings.horizon_days = 14;
    context.settings.min_notice_minutes = 120;
    // Every sample lead has one phone number and e-mail address: no limit on them here
    // (ContactLimit... has its own).
    context.settings.contact_limit = 0;
    context.site_origin = "https://firm.example";
    context.firm = {"Test Workers Law", "(310) 555-0199", ""};
    context.channels = {"booking_email", "sms", "escalation_email"};
    booker_ = std::make_unique<Booker>(database_, context, "a key of at least thirty-two bytes!");
    // Ana takes calls in Spanish and English on weekdays 08:00-12:00.
    Availability hours;
    for (unsigned day = 1; day <= 5; ++day) hours.weekly.push_back({day, 8 * 60, 12 * 60});
    hours.languages = {"en", "es"};
    ASSERT_TRUE(booker_->Store().SaveAvailability(ana_, hours));
  }

  std::string AddUser(const std::string& name) {
    const std::string id = testing_support::RandomUuid();
    EXPECT_TRUE(database_->Query(
        "INSERT INTO admin_users (id, username, display_name, password_hash, created_at, role)"
        " VALUES ($1, $2, $2, 'x', '2026-03-01T00:00:00.000Z', 'intake')",
        {id, name}));
    return id;
  }

  std::string Lead(bool sms_consent = true, const std::string& phone = "",
                   const std::string& email = "") {
    auto lead = testing_support::SampleLead(storage::IsoTimestamp(kNow - 5min));
    lead.answers = sms_consent ? R"({"smsConsent":true})" : R"({"smsConsent":false})";
    if (!phone.empty()) lead.phone = phone;
    if (!email.empty()) lead.email = email;
    auto recorded = recorder_->Record(lead);
    EXPECT_TRUE(recorded) << recorded.Error().message;
    return recorded ? recorded.Value().lead_id : "";
  }

  Booked Book(const std::string& lead, Instant start, Instant now = kNow) {
    auto booked = booker_->BookForLead(lead, "es", start, now);
    EXPECT_TRUE(booked) << booked.Error().message;
    EXPECT_TRUE(booked && booked.Value());
    return booked && booked.Value() ? *booked.Value() : Booked{BookOutcome::kTaken, {}, {}, {}};
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  std::unique_ptr<leads::LeadRecorder> recorder_;
  intake::Rules rules_;  // the arrival's (a text from a new number reads none of them)
  std::unique_ptr<intake::Arrival> arrival_;
  std::unique_ptr<Booker> booker_;
  std::string ana_;
};

TEST_P(BookerTest, ACallIsBookedAssignedAndAnnouncedInTheLeadsLanguage) {
  const std::string lead = Lead();
  const Booked booked = Book(lead, kTuesdayTen);
  ASSERT_EQ(booked.outcome, BookOutcome::kBooked);
  EXPECT_EQ(booked.row.username, "ana");
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE assigned_to = '" + ana_ +
                  "' AND booked_call_at IS NOT NULL"),
            1);
  // The confirmation and both reminders by e-mail and by text.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'booking_email'"), 3);
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'booking'"), 3);
  const auto text =
      db_->Query("SELECT body FROM conversation_messages WHERE client_key LIKE '%:confirmation'");
  ASSERT_EQ(text.size(), 1u);
  EXPECT_NE(text[0][0].find("martes 3 de noviembre 10:00 a. m."), std::string::npos) << text[0][0];
  EXPECT_NE(text[0][0].find("https://firm.example/es/booking?t="), std::string::npos);
  // The same lead cannot hold two calls; the next slot of the day is still open for others.
  EXPECT_EQ(Book(lead, kTuesdayTen + 40min).outcome, BookOutcome::kLeadBooked);
  EXPECT_EQ(Book(Lead(), kTuesdayTen).outcome, BookOutcome::kTaken);
  EXPECT_EQ(Book(Lead(), kTuesdayTen + 5min).outcome, BookOutcome::kNotOffered);
  EXPECT_EQ(Book(Lead(), kNow + 30min).outcome, BookOutcome::kNotOffered);  // too soon
  // A lead older than the thank-you moment books through its link, not its id.
  auto late = booker_->BookForLead(Lead(), "es", kTuesdayTen + 40min, kNow + 25h);
  ASSERT_TRUE(late);
  EXPECT_FALSE(late.Value());
}

TEST_P(BookerTest, HoursAndDaysOffAreKeptAsGivenAndADayOffHasNoSlots) {
  Availability hours;
  hours.weekly = {{1, 8 * 60, 12 * 60}, {2, 8 * 60, 12 * 60}, {2, 13 * 60, 17 * 60}};
  hours.days_off = {"2026-11-03"};
  hours.languages = {"es"};
  ASSERT_TRUE(booker_->Store().SaveAvailability(ana_, hours));
  auto back = booker_->Store().AvailabilityOf(ana_);
  ASSERT_TRUE(back);
  EXPECT_EQ(back.Value().days_off, hours.days_off);
  EXPECT_EQ(back.Value().languages, hours.languages);
  ASSERT_EQ(back.Value().weekly.size(), 3u);
  EXPECT_EQ(back.Value().weekly[2].start_minute, 13u * 60);
  auto slots = booker_->Slots("es", kNow);
  ASSERT_TRUE(slots);
  ASSERT_FALSE(slots.Value().empty());
  for (const auto& slot : slots.Value()) EXPECT_NE(Pacific(slot.start).date, "2026-11-03");
  EXPECT_TRUE(booker_->Slots("en", kNow).Value().empty());
}

TEST_P(BookerTest, NoTextInTheQuietHoursAndNoneWithoutConsent) {
  const Booked early = Book(Lead(), kWednesdayEight);
  ASSERT_EQ(early.outcome, BookOutcome::kBooked);
  // The one-hour reminder (07:00) falls in the quiet hours: e-mail only.
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'booking'"), 2);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'booking_email'"), 3);
  ASSERT_EQ(Book(Lead(false), kTuesdayTen).outcome, BookOutcome::kBooked);
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'booking'"), 2);
}

TEST_P(BookerTest, ManyWorkersWantingOneSlotMakeOneBooking) {
  std::vector<std::string> leads;
  for (int i = 0; i < 8; ++i) leads.push_back(Lead());
  std::atomic<int> booked{0};
  std::atomic<int> taken{0};
  std::vector<std::thread> threads;
  for (const auto& lead : leads) {
    threads.emplace_back([&, lead] {
      auto result = booker_->BookForLead(lead, "en", kTuesdayTen, kNow);
      if (!result || !result.Value()) return;
      if (result.Value()->outcome == BookOutcome::kBooked) ++booked;
      if (result.Value()->outcome == BookOutcome::kTaken) ++taken;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(booked.load(), 1);
  EXPECT_EQ(taken.load(), 7);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 1);
}

// Two workers at once booking one person's touching slots (09:00 on a range that ends at 09:30
// and 09:30 on the next range) through two database handles, as two server processes would:
// the buffer after a call keeps them apart, so each round books one and refuses the other.
// Five such pairs a day over the whole horizon.
TEST_P(BookerTest, TouchingSlotsBookedAtOnceThroughTwoHandlesKeepTheBuffer) {
  Availability hours;
  for (unsigned day = 0; day < 7; ++day) {
    for (unsigned hour : {8u, 10u, 12u, 14u, 16u}) {
      hours.weekly.push_back({day, hour * 60, hour * 60 + 30});
      hours.weekly.push_back({day, hour * 60 + 30, hour * 60 + 60});
    }
  }
  hours.languages = {"en"};
  ASSERT_TRUE(booker_->Store().SaveAvailability(ana_, hours));
  auto other_handle = testing_support::OpenEngineDatabase(*db_, GetParam(), dir_ / "firm.db", 8);
  ASSERT_TRUE(other_handle) << other_handle.Error().message;
  Booker other(other_handle.Value(), booker_->Context(), "a key of at least thirty-two bytes!");
  auto open = booker_->Slots("en", kNow);
  ASSERT_TRUE(open);
  std::vector<std::pair<Instant, Instant>> pairs;
  for (std::size_t i = 0; i + 1 < open.Value().size(); ++i) {
    const Instant first = open.Value()[i].start;
    if (open.Value()[i + 1].start == first + 30min && Pacific(first).time.ends_with(":00")) {
      pairs.emplace_back(first, first + 30min);
    }
  }
  ASSERT_GE(pairs.size(), 60u);
  int booked = 0;
  int taken = 0;
  int rounds_with_both = 0;
  for (const auto& [early, late] : pairs) {
    const std::string lead_a = Lead();
    const std::string lead_b = Lead();
    std::latch start(2);
    std::optional<BookOutcome> outcomes[2];
    auto book = [&](Booker& booker, const std::string& lead, Instant at, int slot) {
      start.arrive_and_wait();
      auto result = booker.BookForLead(lead, "en", at, kNow);
      if (result && result.Value()) outcomes[slot] = result.Value()->outcome;
    };
    std::thread a(book, std::ref(*booker_), lead_a, early, 0);
    std::thread b(book, std::ref(other), lead_b, late, 1);
    a.join();
    b.join();
    int here = 0;
    for (const auto& outcome : outcomes) {
      if (outcome == BookOutcome::kBooked) ++booked, ++here;
      if (outcome == BookOutcome::kTaken) ++taken;
    }
    if (here == 2) ++rounds_with_both;
  }
  EXPECT_EQ(rounds_with_both, 0);
  EXPECT_EQ(booked, static_cast<int>(pairs.size()));
  EXPECT_EQ(taken, static_cast<int>(pairs.size()));
  // No two booked calls of one person closer than the buffer, whoever wrote them.
  const auto calls = db_->Query(
      "SELECT starts_at, ends_at FROM bookings WHERE state = 'booked' ORDER BY starts_at");
  for (std::size_t i = 1; i < calls.size(); ++i) {
    const auto prev_end = storage::ParseInstant(storage::IsoTimestamp(calls[i - 1][1]));
    const auto start = storage::ParseInstant(storage::IsoTimestamp(calls[i][0]));
    ASSERT_TRUE(prev_end && start);
    EXPECT_GE(*start - *prev_end, 10min) << calls[i][0];
  }
  // The rule is the database's, not only the booker's: another writer's call at the end of a
  // booked one is refused (PostgreSQL) or not inserted (SQLite).
  ASSERT_FALSE(calls.empty());
  const Instant end = *storage::ParseInstant(storage::IsoTimestamp(calls[0][1]));
  const std::string lead = Lead();
  try {
    db_->Execute(
        "INSERT INTO bookings (id, lead_id, user_id, starts_at, ends_at, held_until, language,"
        " state, requested_at, created_at, updated_at) VALUES ('" +
        testing_support::RandomUuid() + "', '" + lead + "', '" + ana_ + "', '" +
        storage::IsoTimestamp(end) + "', '" + storage::IsoTimestamp(end + 30min) + "', '" +
        storage::IsoTimestamp(end + 40min) + "', 'en', 'booked', '" + storage::IsoTimestamp(kNow) +
        "', '" + storage::IsoTimestamp(kNow) + "', '" + storage::IsoTimestamp(kNow) + "')");
  } catch (const std::exception& refused) {
    EXPECT_EQ(GetParam(), DbEngine::kPostgres) << refused.what();
  }
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"),
            static_cast<long>(calls.size()));
}

// BOOKING_CONTACT_LIMIT: bookings made for one phone number, and for one e-mail address (any
// case), within the window; a refused booking does not count, a move does, and the wait is until
// the oldest counted booking leaves the window.
TEST_P(BookerTest, ContactLimitCountsBookingsPerPhoneAndPerEmailInTheWindow) {
  BookerContext context = booker_->Context();
  context.settings.contact_limit = 2;
  context.settings.contact_window_seconds = 3600;
  Booker limited(database_, context, "a key of at least thirty-two bytes!");
  auto book = [&](const std::string& lead, Instant start, Instant now) {
    auto booked = limited.BookForLead(lead, "en", start, now);
    EXPECT_TRUE(booked && booked.Value());
    return booked && booked.Value() ? *booked.Value() : Booked{BookOutcome::kTaken, {}, {}, {}};
  };
  const std::string phone = "+13105550101";
  const Booked first = book(Lead(true, phone, "ana@example.com"), kTuesdayTen, kNow);
  ASSERT_EQ(first.outcome, BookOutcome::kBooked);
  const std::string second_lead = Lead(true, phone, "ben@example.com");
  EXPECT_EQ(book(second_lead, kTuesdayTen, kNow).outcome, BookOutcome::kTaken);  // not counted
  ASSERT_EQ(book(second_lead, kTuesdayTen + 40min, kNow).outcome, BookOutcome::kBooked);
  // The phone number has two bookings in the hour: a third lead with it waits until the first
  // leaves the window, 50 minutes from now; nothing is booked.
  const std::string third_lead = Lead(true, phone, "cy@example.com");
  const Booked third = book(third_lead, kTuesdayTen + 80min, kNow + 10min);
  EXPECT_EQ(third.outcome, BookOutcome::kTooMany);
  EXPECT_EQ(third.retry_after_seconds, 50 * 60);
  // A move makes a booking too: refused now, and the call stays where it was.
  const ManagedCall call = limited.Open(first.token, kNow);
  auto moved = limited.Move(call, kTuesdayTen + 24h, kNow + 10min);
  ASSERT_TRUE(moved);
  EXPECT_EQ(moved.Value().outcome, BookOutcome::kTooMany);
  EXPECT_EQ(moved.Value().retry_after_seconds, 50 * 60);
  EXPECT_EQ(limited.Open(first.token, kNow).state, CallState::kOpen);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings"), 2);
  // The e-mail address is counted by itself, whatever its case.
  ASSERT_EQ(book(Lead(true, "+13105550102", "ANA@Example.com"), kTuesdayTen + 24h, kNow).outcome,
            BookOutcome::kBooked);
  const Booked by_email =
      book(Lead(true, "+13105550103", "ana@example.com"), kTuesdayTen + 24h + 40min, kNow + 30min);
  EXPECT_EQ(by_email.outcome, BookOutcome::kTooMany);
  EXPECT_EQ(by_email.retry_after_seconds, 30 * 60);
  // An hour on, the first two have left the window.
  EXPECT_EQ(book(third_lead, kTuesdayTen + 80min, kNow + 1h).outcome, BookOutcome::kBooked);
}

TEST_P(BookerTest, CancellingFreesTheSlotWithdrawsTheRemindersAndEndsTheLink) {
  const std::string lead = Lead();
  const Booked booked = Book(lead, kTuesdayTen);
  const ManagedCall call = booker_->Open(booked.token, kNow);
  ASSERT_EQ(call.state, CallState::kOpen);
  EXPECT_EQ(call.reference, leads::LeadReference(lead));
  auto cancelled = booker_->Cancel(call, kNow);
  ASSERT_TRUE(cancelled);
  EXPECT_TRUE(cancelled.Value());
  // The confirmation stays (it may be on its way); both reminders are gone, e-mail and text.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'booking_email'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'booking'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE booked_call_at IS NOT NULL"), 0);
  EXPECT_EQ(booker_->Open(booked.token, kNow).state, CallState::kGone);
  EXPECT_FALSE(booker_->Cancel(call, kNow).Value());
  EXPECT_EQ(Book(Lead(), kTuesdayTen).outcome, BookOutcome::kBooked);
}

TEST_P(BookerTest, ACallThatCannotBeReadIsStorageDownNotGone) {
  const Booked booked = Book(Lead(), kTuesdayTen);
  // The store fails the read (its table is away): the link is still good, so the page says to
  // try again, not that the link has ended.
  const auto rename = [&](const char* sql) {
    ASSERT_TRUE(database_->Transact([&](storage::Transaction& tx) { return tx.Execute(sql, {}); }));
  };
  rename("ALTER TABLE bookings RENAME TO bookings_away");
  const ManagedCall down = booker_->Open(booked.token, kNow);
  EXPECT_EQ(down.state, CallState::kStorageDown);
  rename("ALTER TABLE bookings_away RENAME TO bookings");
  const ManagedCall back = booker_->Open(booked.token, kNow);
  EXPECT_EQ(back.state, CallState::kOpen);
}

TEST_P(BookerTest, MovingBooksTheNewTimeOrChangesNothing) {
  const Booked first = Book(Lead(), kTuesdayTen);
  const Booked other = Book(Lead(), kTuesdayTen + 40min);
  ASSERT_EQ(other.outcome, BookOutcome::kBooked);
  const ManagedCall call = booker_->Open(first.token, kNow);
  // To a time someone else holds: refused, and the call stays where it was.
  auto refused = booker_->Move(call, kTuesdayTen + 40min, kNow);
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused.Value().outcome, BookOutcome::kTaken);
  EXPECT_EQ(booker_->Open(first.token, kNow).state, CallState::kOpen);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 2);
  auto moved = booker_->Move(call, kTuesdayTen + 24h, kNow);
  ASSERT_TRUE(moved);
  ASSERT_EQ(moved.Value().outcome, BookOutcome::kBooked);
  EXPECT_EQ(booker_->Open(first.token, kNow).state, CallState::kGone);
  EXPECT_EQ(booker_->Open(moved.Value().token, kNow).state, CallState::kOpen);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'moved'"), 1);
  // The old time is free again.
  EXPECT_EQ(Book(Lead(), kTuesdayTen).outcome, BookOutcome::kBooked);
}

TEST_P(BookerTest, OutcomesOnlyForACallThatStartedAndANoShowIsATry) {
  const std::string lead = Lead();
  Book(lead, kTuesdayTen);
  auto early = booker_->MarkOutcome("case_review", lead, "no_show", "ana", kTuesdayTen - 1min);
  ASSERT_TRUE(early);
  EXPECT_EQ(early.Value(), OutcomeRefusal::kNotStarted);
  auto marked = booker_->MarkOutcome("case_review", lead, "no_show", "ana", kTuesdayTen + 5min);
  ASSERT_TRUE(marked);
  EXPECT_FALSE(marked.Value());
  EXPECT_EQ(Count("SELECT count(*) FROM lead_contacts WHERE outcome = 'no_answer'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE booked_call_at IS NOT NULL"), 0);
  auto again = booker_->MarkOutcome("case_review", lead, "done", "ana", kTuesdayTen + 6min);
  ASSERT_TRUE(again);
  EXPECT_EQ(again.Value(), OutcomeRefusal::kNotBooked);
}

TEST_P(BookerTest, TheFirstContactClockWaitsForTheCallAndAMissedCallEscalatesOnce) {
  const std::string missed = Lead();
  const std::string held = Lead();
  Book(missed, kTuesdayTen);
  Book(held, kTuesdayTen + 40min);
  // A day later nobody has called either worker: the booked calls are the plan.
  auto overdue = outbox::EscalateOverdue(*database_, {"escalation_email"}, kNow + 20h, 15min);
  ASSERT_TRUE(overdue);
  EXPECT_EQ(overdue.Value(), 0);
  ASSERT_TRUE(
      database_->Query("INSERT INTO lead_contacts (lead_id, method, outcome, actor, created_at)"
                       " VALUES ($1, 'call', 'reached', 'ana', $2)",
                       {held, storage::IsoTimestamp(kTuesdayTen + 41min)}));
  auto before = booker_->EscalateMissedCalls(kTuesdayTen + 9min);
  ASSERT_TRUE(before);
  EXPECT_EQ(before.Value(), 0);
  auto after = booker_->EscalateMissedCalls(kTuesdayTen + 90min);
  ASSERT_TRUE(after);
  EXPECT_EQ(after.Value(), 1);
  EXPECT_EQ(booker_->EscalateMissedCalls(kTuesdayTen + 120min).Value(), 0);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'escalation_email' AND "
                  "subject_key LIKE 'booking:%'"),
            1);
}

// Issue 51: CANCEL (or CANCELAR) stops texts, as carriers read it; the call stays booked, and
// the answer says so with the call's own link, the one way to cancel it. Once that link has
// cancelled the call, CANCEL gets the plain confirmation.
TEST_P(BookerTest, CancelByTextStopsTextsAndPointsToTheCallsLink) {
  config::ConversationSettings settings;
  std::vector<std::string> errors;
  config::ParseConversation({}, &settings, &errors);
  const site::FirmContact firm{"Test Workers Law", "(310) 555-0199", ""};
  conversation::Conversation talk(
      database_,
      conversation::ConversationContext{settings, firm, "https://firm.example", {"sms"}, {}},
      arrival_.get(), nullptr);
  talk.UseBookedCalls(booker_->BookedCalls());
  const std::string phone = "+13105550171";
  const Booked booked = Book(Lead(true, phone), kTuesdayTen);
  ASSERT_EQ(booked.outcome, BookOutcome::kBooked);
  auto cancel = [&](const std::string& body, const std::string& sid) {
    auto received = talk.Receive(conversation::InboundText{phone, body, "[]", sid}, kNow);
    EXPECT_TRUE(received) << received.Error().message;
    return received ? received.Value().answer : "";
  };
  const std::string answer = cancel("CANCEL", "SMcancel1");
  EXPECT_TRUE(answer.starts_with(outbox::SmsStoppedText(firm, "en"))) << answer;
  EXPECT_NE(answer.find("Your call with us is still booked. To cancel it, use this link: "
                        "https://firm.example/es/booking?t=" +
                        booked.token),
            std::string::npos)
      << answer;
  EXPECT_EQ(Count("SELECT count(*) FROM sms_opt_outs WHERE phone = '" + phone + "'"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 1);
  // The answer is in the thread; the link in it cancels the call.
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'keyword_answer'"), 1);
  const ManagedCall call = booker_->Open(booked.token, kNow);
  ASSERT_EQ(call.state, CallState::kOpen);
  ASSERT_TRUE(booker_->Cancel(call, kNow));
  EXPECT_EQ(cancel("Cancelar.", "SMcancel2"), outbox::SmsStoppedText(firm, "en"));
}

INSTANTIATE_TEST_SUITE_P(Engines, BookerTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::booking
