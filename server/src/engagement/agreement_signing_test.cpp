// The worker's steps on both engines: the consent, the one-time code (made from a key, queued
// by text or by e-mail, five tries, ten minutes, a minute between codes), the name that must be
// the lead's, a double tap that signs once, declining, a paper copy, and links that are bad,
// expired, replaced or revoked; each step kept as evidence.
#include "engagement/agreement_signing.hpp"

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
const Instant kSent = At("2027-03-10T18:00:00Z");  // Wednesday 10:00 PST
const StepOrigin kPhone{"worker", "203.0.113.9", "Mozilla/5.0 (Linux; Android 9)"};

class AgreementSigningTest : public testing_support::EngineDatabaseTest<4> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (!database_) return;
    auto loaded = LoadAgreementTemplates(kShipped, false);
    ASSERT_TRUE(loaded);
    templates_ = std::move(loaded).Value();
    EngagementContext context;
    context.firm = {"Test Workers Law", "(310) 555-0199", ""};
    context.site_origin = "https://firm.example";
    context.quiet_hours = *config::ParseDailyWindow("21:00-08:00");
    context.channels = {"sms", "agreement_email", "agreement_code_sms"};
    sender_ = std::make_unique<AgreementSender>(database_, context,
                                                "a key of at least thirty-two bytes!", templates_);
    signing_ = std::make_unique<AgreementSigning>(database_, *sender_);
  }

  // A Spanish agreement sent to María López (texts allowed unless `sms_consent` is false); its
  // link's token.
  std::string Sent(bool sms_consent = true) {
    auto lead = testing_support::SampleLead("2027-03-09T18:00:00.000Z");
    lead.answers = sms_consent ? R"({"smsConsent":true})" : R"({"smsConsent":false})";
    EXPECT_TRUE(leads::LeadRecorder(database_).Record(lead));
    AgreementRow draft;
    draft.lead_id = lead.id;
    draft.template_id = "contingency";
    draft.template_version = 1;
    draft.language = common::Language::kSpanish;
    draft.terms = {{"matter", "Horas extra no pagadas."},
                   {"fees", {{{"percent", "33"}, {"when", "si hay un acuerdo"}}}},
                   {"costsNote", ""}};
    draft.prepared_by = "ines";
    draft.prepared_at = "2027-03-09T19:00:00.000Z";
    auto stored = AgreementStore(database_).Prepare(draft);
    EXPECT_TRUE(stored);
    id_ = stored.Value().id;
    auto sent =
        sender_->Send({lead.id, id_, {"rosa", "", ""}, "Rosa Méndez", "98765", kSent},
                      [](storage::Transaction&) { return storage::StoreResult<bool>::Ok(true); });
    EXPECT_TRUE(sent && sent.Value().outcome == SendOutcome::kSent);
    row_ = *sent.Value().row;
    return Token(row_);
  }

  std::string Token(const AgreementRow& row) {
    const std::string link = sender_->LinkFor(row);
    return link.substr(link.find("?t=") + 3);
  }

  AgreementRow Row() {
    auto row = storage::InTransaction<std::optional<AgreementRow>>(
        *database_, [&](storage::Transaction& tx) { return AgreementStore::Load(tx, "", id_); });
    EXPECT_TRUE(row && row.Value());
    return *row.Value();
  }

  StepResult Step(storage::StoreResult<StepResult> result) {
    EXPECT_TRUE(result) << result.Error().message;
    return result ? result.Value() : StepResult::kBadLink;
  }

  std::vector<std::string> Steps() {
    std::vector<std::string> out;
    for (auto& row : db_->Query("SELECT step FROM agreement_events ORDER BY id")) {
      out.push_back(row[0]);
    }
    return out;
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  AgreementTemplates templates_;
  std::unique_ptr<AgreementSender> sender_;
  std::unique_ptr<AgreementSigning> signing_;
  std::string id_;
  AgreementRow row_;
};

TEST_P(AgreementSigningTest, AWorkerConsentsGetsACodeByTextAndSignsOnceWithTheirName) {
  const std::string token = Sent();
  Instant now = kSent + 1h;
  // Opened: viewed, the text in Spanish then English.
  const SigningView view = signing_->Open(token, kPhone, now);
  ASSERT_EQ(view.state, LinkState::kOpen);
  EXPECT_EQ(view.row.state, "viewed");
  ASSERT_EQ(view.texts.size(), 2u);
  EXPECT_EQ(view.texts[0].language, common::Language::kSpanish);
  // No code before the consent; the consent's box must be ticked.
  EXPECT_EQ(Step(signing_->SendCode(token, kPhone, now)), StepResult::kConsentMissing);
  EXPECT_EQ(Step(signing_->Consent(token, false, kPhone, now)), StepResult::kConsentMissing);
  EXPECT_EQ(Step(signing_->Consent(token, true, kPhone, now)), StepResult::kDone);
  // A code by text, made from a key (never stored); a second one within a minute is refused.
  EXPECT_EQ(Step(signing_->SendCode(token, kPhone, now)), StepResult::kDone);
  EXPECT_EQ(Step(signing_->SendCode(token, kPhone, now + 30s)), StepResult::kCodeTooSoon);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_code_sms'"), 1);
  const std::string code = sender_->CodeFor(Row());
  ASSERT_EQ(code.size(), 6u);
  EXPECT_EQ(signing_->Open(token, kPhone, now).code_to, "(•••) •••-0142");
  // A wrong code counts a try; a name that is not hers is refused without one; a bad name too.
  const std::string wrong = code == "000000" ? "111111" : "000000";
  EXPECT_EQ(Step(signing_->Sign(token, wrong, "María López", kPhone, now)), StepResult::kCodeWrong);
  EXPECT_EQ(Step(signing_->Sign(token, code, "Ana Ruiz", kPhone, now)), StepResult::kNameMismatch);
  EXPECT_EQ(Step(signing_->Sign(token, code, "María\u200b López", kPhone, now)),
            StepResult::kNameMissing);
  EXPECT_EQ(Step(signing_->Sign(token, code, "  ", kPhone, now)), StepResult::kNameMissing);
  EXPECT_EQ(Row().code_tries, 1);
  // Signed with her name written another way; a second tap finds it signed: nothing twice.
  EXPECT_EQ(Step(signing_->Sign(token, code, "maria  LOPEZ", kPhone, now + 1min)),
            StepResult::kDone);
  EXPECT_EQ(Step(signing_->Sign(token, code, "maria  LOPEZ", kPhone, now + 1min)),
            StepResult::kDone);
  const AgreementRow signed_row = Row();
  EXPECT_EQ(signed_row.state, "signed");
  EXPECT_EQ(signed_row.signed_name, "maria  LOPEZ");
  EXPECT_EQ(signed_row.text_sha256.size(), 64u);
  EXPECT_EQ(Count("SELECT count(*) FROM agreement_events WHERE step = 'signed'"), 1);
  // The reminders stop; the page still shows it, signed; steps after it are refused.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_email'"
                  " AND subject_key LIKE '%reminder%'"),
            0);
  EXPECT_EQ(signing_->Open(token, kPhone, now + 2min).row.state, "signed");
  EXPECT_EQ(Step(signing_->Decline(token, "", kPhone, now + 2min)), StepResult::kGone);
  EXPECT_EQ(Steps(), (std::vector<std::string>{"sent", "opened", "consented", "code_sent",
                                               "code_checked", "code_checked", "signed"}));
  const auto evidence =
      db_->Query("SELECT address, user_agent FROM agreement_events WHERE step = 'signed'");
  EXPECT_EQ(
      evidence,
      (std::vector<std::vector<std::string>>{{"203.0.113.9", "Mozilla/5.0 (Linux; Android 9)"}}));
}

TEST_P(AgreementSigningTest, FiveWrongCodesOrTenMinutesEndACodeAndANewOneStartsAgain) {
  const std::string token = Sent(false);  // no texts: the code goes by e-mail
  const Instant now = kSent + 1h;
  ASSERT_EQ(Step(signing_->Consent(token, true, kPhone, now)), StepResult::kDone);
  EXPECT_EQ(Step(signing_->Sign(token, "123456", "María López", kPhone, now)),
            StepResult::kCodeNotSent);
  ASSERT_EQ(Step(signing_->SendCode(token, kPhone, now)), StepResult::kDone);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_email'"
                  " AND subject_key LIKE '%:code%'"),
            1);
  const std::string code = sender_->CodeFor(Row());
  const std::string wrong = code == "000000" ? "111111" : "000000";
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(Step(signing_->Sign(token, wrong, "María López", kPhone, now)),
              StepResult::kCodeWrong);
  }
  EXPECT_EQ(Step(signing_->Sign(token, wrong, "María López", kPhone, now)),
            StepResult::kTooManyTries);
  // Even the right code now: a new one is needed.
  EXPECT_EQ(Step(signing_->Sign(token, code, "María López", kPhone, now)),
            StepResult::kTooManyTries);
  ASSERT_EQ(Step(signing_->SendCode(token, kPhone, now + 2min)), StepResult::kDone);
  const std::string second = sender_->CodeFor(Row());
  EXPECT_EQ(Row().code_tries, 0);
  // Ten minutes later it has expired.
  EXPECT_EQ(Step(signing_->Sign(token, second, "María López", kPhone, now + 12min)),
            StepResult::kCodeExpired);
  EXPECT_EQ(Row().state, "sent");  // never opened here, and not signed
}

TEST_P(AgreementSigningTest, ADeclineKeepsItsReasonAndPaperIsNotedOnce) {
  const std::string token = Sent();
  const Instant now = kSent + 1h;
  EXPECT_EQ(Step(signing_->Paper(token, kPhone, now)), StepResult::kDone);
  EXPECT_EQ(Step(signing_->Paper(token, kPhone, now)), StepResult::kDone);
  EXPECT_EQ(Count("SELECT count(*) FROM agreement_events WHERE step = 'paper_requested'"), 1);
  EXPECT_EQ(Step(signing_->Decline(token, std::string(501, 'x'), kPhone, now)),
            StepResult::kReasonInvalid);
  EXPECT_EQ(Step(signing_->Decline(token, "Quiero\u202e pensarlo", kPhone, now)),
            StepResult::kReasonInvalid);
  EXPECT_EQ(Step(signing_->Decline(token, "Quiero pensarlo.\nGracias.", kPhone, now)),
            StepResult::kDone);
  EXPECT_EQ(Row().state, "declined");
  EXPECT_EQ(Row().decline_reason, "Quiero pensarlo.\nGracias.");
  EXPECT_EQ(Step(signing_->Consent(token, true, kPhone, now)), StepResult::kGone);
  EXPECT_EQ(signing_->Open(token, kPhone, now).row.state, "declined");
}

TEST_P(AgreementSigningTest, BadExpiredReplacedAndRevokedLinksShowNothing) {
  const std::string token = Sent();
  std::string tampered = token;
  tampered[5] = tampered[5] == 'A' ? 'B' : 'A';
  EXPECT_EQ(signing_->Open(tampered, kPhone, kSent).state, LinkState::kBad);
  EXPECT_EQ(signing_->Open("", kPhone, kSent).state, LinkState::kNoLink);
  EXPECT_EQ(Step(signing_->Consent(tampered, true, kPhone, kSent)), StepResult::kBadLink);
  EXPECT_EQ(signing_->Open(token, kPhone, kSent + 15 * 24h).state, LinkState::kGone);
  // Sent again: the old link is gone, the new one opens.
  auto again =
      sender_->Send({row_.lead_id, id_, {"rosa", "", ""}, "Rosa Méndez", "98765", kSent + 1h},
                    [](storage::Transaction&) { return storage::StoreResult<bool>::Ok(true); });
  ASSERT_TRUE(again && again.Value().row);
  EXPECT_EQ(signing_->Open(token, kPhone, kSent + 2h).state, LinkState::kGone);
  const std::string fresh = Token(*again.Value().row);
  EXPECT_EQ(signing_->Open(fresh, kPhone, kSent + 2h).state, LinkState::kOpen);
  ASSERT_TRUE(sender_->Revoke(row_.lead_id, id_, {"rosa", "", ""}, kSent + 3h));
  EXPECT_EQ(signing_->Open(fresh, kPhone, kSent + 4h).state, LinkState::kGone);
  EXPECT_EQ(Step(signing_->SendCode(fresh, kPhone, kSent + 4h)), StepResult::kGone);
  EXPECT_EQ(Count("SELECT count(*) FROM agreement_events WHERE step = 'opened'"), 1);
}

TEST(SameName, ComparesLettersNotCaseAccentsOrSpaces) {
  EXPECT_TRUE(SameName("maria lopez", "María López"));
  EXPECT_TRUE(SameName(" MARÍA   LÓPEZ ", "María López"));
  EXPECT_TRUE(SameName("Jose-Luis Nunez", "José Luis Núñez"));
  EXPECT_FALSE(SameName("María", "María López"));
  EXPECT_FALSE(SameName("", ""));
  EXPECT_FALSE(SameName("Mario López", "María López"));
}

INSTANTIATE_TEST_SUITE_P(Engines, AgreementSigningTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::engagement
