// Issue 51: every text the firm sends on its own ends with how to stop texts, in English and
// Spanish: the acknowledgement, the automatic answer, the follow-up, a booked call's texts, and
// the answers to HELP and START (the answer to STOP need not). Two checks, so that a new text
// cannot slip by: every whole-text template of config/words/worker-messages.json ("sms" and
// "booking.text", each starting with "{firm}:") ends with the words or {stopHelp}, and every
// text as the server builds it ends with them. (Here in booking/, the module that sees both
// outbox/'s texts and booking/'s.)
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "booking/booking_words.hpp"
#include "outbox/acknowledgement.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {
namespace {

// What ends every automatic text: the brief's words, or the English {stopHelp}.
bool EndsWithHowToStop(std::string_view text, std::string_view language) {
  if (language == "es") return text.ends_with("Responda STOP si ya no quiere recibir mensajes.");
  return text.ends_with("Reply STOP to opt out.") ||
         text.ends_with("Reply STOP to opt out, HELP for help.");
}

// Whole texts that need not end so: the confirmation of STOP (and of CANCEL, which adds the
// call's words to it), and the acknowledgement, whose code adds {stopHelp} after the phone.
const std::set<std::string> kNotEnded = {"stopped", "acknowledgement"};

TEST(AutomaticTextsTest, EveryTemplateOfAWholeTextEndsWithHowToStop) {
  for (const std::string language : {"en", "es"}) {
    SCOPED_TRACE(language);
    const auto& words = outbox::WorkerWords(language);
    EXPECT_TRUE(EndsWithHowToStop(words["sms"]["stopHelp"].get<std::string>(), language));
    int whole = 0;
    for (const auto* group : {&words["sms"], &words["booking"]["text"]}) {
      for (const auto& [key, value] : group->items()) {
        if (!value.is_string()) continue;
        const std::string text = value.get<std::string>();
        if (!text.starts_with("{firm}:")) continue;  // a piece of a text, not a text
        ++whole;
        if (kNotEnded.contains(key)) continue;
        EXPECT_TRUE(text.ends_with("{stopHelp}") || EndsWithHowToStop(text, language))
            << key << ": " << text;
      }
    }
    // help (2), started, autoAnswer, followUp (2), the booking text, and the two not ended.
    EXPECT_GE(whole, 9);
  }
}

TEST(AutomaticTextsTest, EveryTextAsBuiltEndsWithHowToStop) {
  const site::FirmContact firm{"Golden Coast Workers Law, APC", "(310) 555-0142",
                               "help@firm.example"};
  site::FirmContact no_phone = firm;
  no_phone.phone_display.clear();
  const auto start = *storage::ParseInstant("2026-12-02T18:30:00Z");
  for (const std::string language : {"en", "es"}) {
    SCOPED_TRACE(language);
    outbox::LeadRecord lead;
    lead.id = "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f";
    lead.reference = "GC-7K3M-Q9TD";
    lead.language = language;
    std::vector<std::string> texts = {
        outbox::AcknowledgementText(lead, firm),
        outbox::AcknowledgementText(lead, no_phone),
        outbox::SmsHelpText(firm, language),
        outbox::SmsHelpText(no_phone, language),
        outbox::SmsStartedText(firm, language),
        outbox::FollowUpText(firm, lead.reference, language),
        outbox::FollowUpText(no_phone, lead.reference, language),
    };
    for (auto kind :
         {MessageKind::kConfirmation, MessageKind::kReminder24h, MessageKind::kReminder1h}) {
      texts.push_back(
          CallText(kind, CallFacts{language, lead.reference, start, firm.name, firm.phone_display,
                                   "https://firm.example/booking?t=abc.def"}));
    }
    // The automatic answer is sent in both languages, one after the other.
    const std::string both = outbox::AutoAnswerText(firm, "https://firm.example");
    const auto line = both.find('\n');
    ASSERT_NE(line, std::string::npos) << both;
    texts.push_back(language == "en" ? both.substr(0, line) : both.substr(line + 1));
    for (const auto& text : texts) EXPECT_TRUE(EndsWithHowToStop(text, language)) << text;
  }
}

}  // namespace
}  // namespace firm::booking
