// The provider's side of the conversation: webhook signatures (Twilio's published vectors),
// status words, the id in a send's answer, and staff notices that carry no text.
#include "conversation/inbound.hpp"

#include <gtest/gtest.h>

#include "conversation/notice_email.hpp"
#include "conversation/sms_channel.hpp"
#include "quoted_printable.hpp"

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

TEST(NoticeTest, ANoticeNamesTheReferenceAndLinkButNeverTheText) {
  outbox::LeadRecord lead;
  lead.id = "0b7f1c5e-2d4a-4e8b-9c3d-5a6b7c8d9e0f";
  lead.form_type = "text_message";
  lead.reference = "GC-7K3M-Q9TD";
  lead.first_name = "Maria";
  lead.phone = "+13105550142";
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

}  // namespace
}  // namespace firm::conversation
