// The provider's side of the conversation: webhook signatures (Twilio's published vectors),
// status words, the id in a send's answer, and staff notices that carry no text.
#include "conversation/inbound.hpp"

#include <gtest/gtest.h>

#include "conversation/notice_email.hpp"
#include "conversation/sms_channel.hpp"
#include "mail_reader.hpp"

namespace firm::conversation {
namespace {

TEST(SmsWebhooksTest, SignaturesMatchTwilioPublishedVectors) {
  const std::string url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  EXPECT_EQ(SmsSignature("12345", url,
                         {{"Digits", "1234"},
                          {"To", "+18005551212"},
                          {"From", "+14158675309"},
                          {"Caller", "+14158675309"},
                          {"CallSid", "CA1234567890ABCDE"}}),
            "RSOYDt4T1cUTdK1PDd93/VVr8B8=");
  // A repeated name: its values sorted too.
  EXPECT_EQ(SmsSignature("12345", url,
                         {{"Sid", "CA123"},
                          {"SidAccount", "AC123"},
                          {"Digits", "5678"},
                          {"Digits", "1234"},
                          {"Digits", "1234"}}),
            "IK+Dwps556ElfBT0I3Rgjkr1wJU=");
  EXPECT_NE(SmsSignature("12346", url, {{"Digits", "1234"}}),
            SmsSignature("12345", url, {{"Digits", "1234"}}));
}

using Params = std::vector<std::pair<std::string, std::string>>;

const std::string kSid = "SM" + std::string(16, 'a') + std::string(16, '7');

// What Twilio posts for a text with one picture (its documented parameters).
Params TwilioText() {
  const std::string& sid = kSid;
  return {{"AccountSid", "AC" + std::string(32, 'f')},
          {"ApiVersion", "2010-04-01"},
          {"Body", "Can you call me after 5?"},
          {"From", "+13105550142"},
          {"FromCity", "LOS ANGELES"},
          {"FromCountry", "US"},
          {"MediaContentType0", "image/jpeg"},
          {"MediaUrl0", "https://api.twilio.com/2010-04-01/Accounts/AC/Messages/MM/Media/ME"},
          {"MessageSid", sid},
          {"NumMedia", "1"},
          {"NumSegments", "1"},
          {"SmsMessageSid", sid},
          {"SmsSid", sid},
          {"SmsStatus", "received"},
          {"To", "+13105550100"}};
}

Params With(Params params, const std::string& name, const std::string& value) {
  bool found = false;
  for (auto& [key, old] : params) {
    if (key == name) old = value, found = true;
  }
  if (!found) params.emplace_back(name, value);
  return params;
}

Params Without(Params params, const std::string& name) {
  std::erase_if(params, [&](const auto& param) { return param.first == name; });
  return params;
}

std::string ProblemField(const Params& params) {
  auto problem = InboundFieldProblem(params);
  return problem ? problem->field : "";
}

TEST(SmsWebhooksTest, EveryFieldReadIsHeldToItsGrammar) {
  EXPECT_EQ(ProblemField(TwilioText()), "");
  // Optional fields may be left out; an MMS id and upper-case hex are ids too.
  Params minimal = {
      {"From", "+13105550142"}, {"MessageSid", "MM" + std::string(32, 'A')}, {"NumMedia", "0"}};
  EXPECT_EQ(ProblemField(minimal), "");
  EXPECT_EQ(ProblemField(With(minimal, "Body", "")), "");

  const std::string& sid = kSid;
  const std::vector<std::pair<Params, std::string>> refused = {
      {Without(TwilioText(), "From"), "From"},
      {With(TwilioText(), "From", "3105550142"), "From"},
      {With(TwilioText(), "To", "13105550100"), "To"},
      {Without(TwilioText(), "MessageSid"), "MessageSid"},
      {With(TwilioText(), "MessageSid", "SM1"), "MessageSid"},
      {With(TwilioText(), "MessageSid", "SM" + std::string(32, 'g')), "MessageSid"},
      {With(TwilioText(), "MessageSid", "CA" + std::string(32, 'a')), "MessageSid"},
      {With(TwilioText(), "MessageSid", sid + "0"), "MessageSid"},
      {With(TwilioText(), "SmsSid", "SM" + std::string(32, 'b')), "SmsSid"},
      {With(TwilioText(), "SmsMessageSid", sid.substr(0, 33)), "SmsMessageSid"},
      {With(TwilioText(), "AccountSid", "AC123"), "AccountSid"},
      {With(TwilioText(), "MessagingServiceSid", "MG" + std::string(31, '0')),
       "MessagingServiceSid"},
      {Without(TwilioText(), "NumMedia"), "NumMedia"},
      {With(TwilioText(), "NumMedia", ""), "NumMedia"},
      {With(TwilioText(), "NumMedia", "11"), "NumMedia"},
      {With(TwilioText(), "NumMedia", "1a"), "NumMedia"},
      {With(TwilioText(), "NumMedia", "+1"), "NumMedia"},
      {With(TwilioText(), "NumMedia", "0"), "MediaUrl0"},
      {With(TwilioText(), "NumMedia", "2"), "MediaUrl1"},
      {With(TwilioText(), "MediaUrl10", "https://x.example/"), "MediaUrl10"},
  };
  for (const auto& [params, field] : refused) EXPECT_EQ(ProblemField(params), field) << field;
  Params twice = TwilioText();
  twice.emplace_back("MessageSid", "SM" + std::string(32, 'c'));
  EXPECT_EQ(ProblemField(twice), "MessageSid");
  twice = TwilioText();
  twice.emplace_back("Body", "and another");
  EXPECT_EQ(ProblemField(twice), "Body");
}

// The signature runs names and values together: moving characters from a value into the next
// name, or from a name into its own value, keeps it valid. A captured text so re-shaped must
// not pass as a new message (a new MessageSid would be stored again).
TEST(SmsWebhooksTest, AReplayWithCharactersMovedBetweenFieldsIsRefused) {
  const std::string token = "12345";
  const std::string url = "https://firm.example/api/sms/inbound";
  const Params captured = TwilioText();
  const std::string signature = SmsSignature(token, url, captured);
  const std::string& sid = kSid;

  // "MessageSid" + sid + "NumMedia" + "1" read as one longer MessageSid, NumMedia gone.
  Params longer_sid = Without(With(captured, "MessageSid", sid + "NumMedia1"), "NumMedia");
  // The same move without SmsSid and SmsMessageSid (a provider that leaves them out).
  Params bare = Without(Without(captured, "SmsSid"), "SmsMessageSid");
  Params bare_moved = Without(With(bare, "MessageSid", sid + "NumMedia1"), "NumMedia");
  // A name cut short, its tail moved into its value: "NumMedi" = "a1".
  Params cut_name = With(Without(captured, "NumMedia"), "NumMedi", "a1");
  for (const Params* moved : {&longer_sid, &cut_name}) {
    ASSERT_EQ(SmsSignature(token, url, *moved), signature) << "not a signature-keeping move";
    EXPECT_TRUE(InboundFieldProblem(*moved));
  }
  ASSERT_EQ(SmsSignature(token, url, bare_moved), SmsSignature(token, url, bare));
  EXPECT_EQ(ProblemField(bare), "");
  EXPECT_EQ(ProblemField(bare_moved), "MessageSid");
  EXPECT_EQ(ProblemField(longer_sid), "MessageSid");
  EXPECT_EQ(ProblemField(cut_name), "NumMedia");
}

TEST(SmsWebhooksTest, ProviderStatusesMapToWhatTheThreadShows) {
  EXPECT_EQ(ThreadStatusOf("queued"), "queued");
  EXPECT_EQ(ThreadStatusOf("sending"), "queued");
  EXPECT_EQ(ThreadStatusOf("sent"), "sent");
  EXPECT_EQ(ThreadStatusOf("delivered"), "delivered");
  EXPECT_EQ(ThreadStatusOf("read"), "delivered");
  EXPECT_EQ(ThreadStatusOf("undelivered"), "undelivered");
  EXPECT_EQ(ThreadStatusOf("failed"), "failed");
  EXPECT_EQ(ThreadStatusOf("canceled"), "failed");
  EXPECT_EQ(ThreadStatusOf("received"), "");
  EXPECT_FALSE(ThreadStatusOf("Delivered"));
  EXPECT_FALSE(ThreadStatusOf(""));
  EXPECT_FALSE(ThreadStatusOf("lost"));
  EXPECT_LT(StatusRank("queued"), StatusRank("sent"));
  EXPECT_LT(StatusRank("sent"), StatusRank("delivered"));
  EXPECT_LT(StatusRank("delivered"), StatusRank("undelivered"));
}

TEST(SmsWebhooksTest, TheProvidersIdIsReadOnlyWhenItIsOne) {
  EXPECT_EQ(ProviderSid(R"({"sid":"SM0123456789abcdef","status":"queued"})"), "SM0123456789abcdef");
  EXPECT_EQ(ProviderSid(R"({"sid":"SM<script>"})"), "");
  EXPECT_EQ(ProviderSid(R"({"status":"queued"})"), "");
  EXPECT_EQ(ProviderSid("not json"), "");
  EXPECT_EQ(ProviderSid(R"({"sid":42})"), "");
}

// A lead started by a text, with a name and a number no notice may show.
outbox::LeadRecord TextLead() {
  outbox::LeadRecord lead;
  lead.id = "0b7f1c5e-2d4a-4e8b-9c3d-5a6b7c8d9e0f";
  lead.form_type = "text_message";
  lead.reference = "GC-7K3M-Q9TD";
  lead.first_name = "Maria";
  lead.phone = "+13105550142";
  return lead;
}

TEST(NoticeTest, ANoticeNamesTheReferenceAndLinkButNeverTheText) {
  const outbox::LeadRecord lead = TextLead();
  const NoticeContext context{"site@firm.example", "intake@firm.example", "https://firm.example",
                              15};
  outbox::Delivery delivery{"d-1", lead.id, "follow_up_email", 1, "3"};
  for (auto kind : {NoticeKind::kNewText, NoticeKind::kUnansweredText, NoticeKind::kTryDue}) {
    const std::string message =
        BuildNotice(kind, lead, delivery, context, std::chrono::system_clock::time_point{});
    const std::string decoded = testing_support::DecodedBodies(message);
    EXPECT_NE(message.find("(GC-7K3M-Q9TD)"), std::string::npos) << message;
    EXPECT_NE(decoded.find("https://firm.example/admin/leads/text-message/" + lead.id),
              std::string::npos)
        << decoded;
    for (std::string_view secret : {"Maria", "5550142"}) {
      EXPECT_EQ(message.find(secret), std::string::npos) << secret;
    }
  }
  EXPECT_NE(BuildNotice(NoticeKind::kTryDue, lead, delivery, context, {}).find("Try 3 is due"),
            std::string::npos);
  EXPECT_NE(testing_support::DecodedBodies(
                BuildNotice(NoticeKind::kUnansweredText, lead, delivery, context, {}))
                .find("more than 15 office-hour minutes"),
            std::string::npos);
}

// Issue 50: a cap's one notice an hour says which cap, what it holds back and which lead came
// first, and like every notice names no worker.
TEST(NoticeTest, ACapsNoticeSaysWhatIsHeldBackAndNamesNoWorker) {
  const outbox::LeadRecord lead = TextLead();
  const NoticeContext context{
      "site@firm.example", "intake@firm.example", "https://firm.example", 15, 30, 20};
  const outbox::Delivery leads_cap{"d-2", lead.id, "reply_email", 1,
                                   CapSubject(metrics::TextCap::kNewLeads)};
  const outbox::Delivery answers_cap{"d-3", lead.id, "reply_email", 1,
                                     CapSubject(metrics::TextCap::kAutoAnswers)};
  EXPECT_EQ(leads_cap.subject_key, "cap:new_leads");
  EXPECT_EQ(CapOfSubject("cap:auto_answers"), metrics::TextCap::kAutoAnswers);
  EXPECT_FALSE(CapOfSubject("cap:"));
  EXPECT_FALSE(CapOfSubject(lead.id));  // a text's notice

  const std::string held = BuildNotice(NoticeKind::kNewText, lead, leads_cap, context, {});
  EXPECT_NE(held.find("Subject: Texts from new numbers held back: 30 new text leads in an hour"),
            std::string::npos)
      << held;
  const std::string paused = BuildNotice(NoticeKind::kNewText, lead, answers_cap, context, {});
  EXPECT_NE(paused.find("Subject: Automatic answers paused: 20 sent in an hour"), std::string::npos)
      << paused;
  for (const std::string& message : {held, paused}) {
    const std::string decoded = testing_support::DecodedBodies(message);
    EXPECT_NE(decoded.find("GC-7K3M-Q9TD"), std::string::npos) << decoded;
    EXPECT_NE(decoded.find("https://firm.example/admin/leads/text-message/" + lead.id),
              std::string::npos)
        << decoded;
    EXPECT_NE(decoded.find("only notice of it in an hour"), std::string::npos) << decoded;
    for (std::string_view secret : {"Maria", "5550142"}) {
      EXPECT_EQ(message.find(secret), std::string::npos) << secret;
    }
  }
  EXPECT_NE(testing_support::DecodedBodies(held).find("SMS_NEW_LEADS_PER_HOUR"), std::string::npos);
  EXPECT_NE(testing_support::DecodedBodies(paused).find("answer them from the lead page"),
            std::string::npos);
}

}  // namespace
}  // namespace firm::conversation
