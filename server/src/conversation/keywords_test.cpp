#include "conversation/keywords.hpp"

#include <gtest/gtest.h>

#include "opt_out_corpus.hpp"

namespace firm::conversation {
namespace {

TEST(KeywordsTest, OptOutWordsAsPeopleTypeThem) {
  for (const char* stop :
       {"STOP", "stop", " Stop ", "stop.", "STOP!!", "¡Stop!", "\"stop\"", "stop\n", "Quit", "END",
        "revoke", "Opt out", "opt-out", "OPTOUT", "opt  out", "cancel", "Unsubscribe", "stopall",
        "Alto", "ALTO.", "parar", "Cancelar", "baja", "¡BAJA!",
        // Full-width letters and punctuation, as some phone keyboards give them.
        "\xEF\xBC\xB3\xEF\xBC\xB4\xEF\xBC\xAF\xEF\xBC\xB0",              // ＳＴＯＰ
        "\xEF\xBD\x93\xEF\xBD\x94\xEF\xBD\x8F\xEF\xBD\x90\xEF\xBC\x81",  // ｓｔｏｐ！
        "\xE3\x80\x80stop\xE3\x80\x82"}) {  // ideographic space, full stop
    EXPECT_EQ(KeywordOf(stop), SmsKeyword::kStop) << stop;
  }
}

TEST(KeywordsTest, StartHelpAndYes) {
  for (const char* start : {"START", "start.", "Unstop"}) {
    EXPECT_EQ(KeywordOf(start), SmsKeyword::kStart) << start;
  }
  for (const char* help : {"HELP", "help?", "Info", "ayuda", "¿Ayuda?"}) {
    EXPECT_EQ(KeywordOf(help), SmsKeyword::kHelp) << help;
  }
  EXPECT_EQ(KeywordOf("Yes!"), SmsKeyword::kYes);
}

TEST(KeywordsTest, SentencesThatContainAWordAreAnswersNotKeywords) {
  for (const char* text :
       {"Please stop calling my work number", "stop by tomorrow?", "", "   ", "no", "stopp",
        "alto voltaje", "call me after 5", "yes call me after 5", "Parar? No, llámenme mañana"}) {
    EXPECT_EQ(KeywordOf(text), SmsKeyword::kNone) << text;
  }
  // Bounded: a long message is never a keyword, whatever it ends with.
  EXPECT_EQ(KeywordOf(std::string(100, ' ') + "stop"), SmsKeyword::kNone);
}

TEST(KeywordsTest, KeywordTextKeepsOtherLettersAndJoinsWordsWithOneSpace) {
  EXPECT_EQ(KeywordText("  ¡Hola,   MAÑANA!  "), "hola maÑana");
  EXPECT_EQ(KeywordText("opt-out"), "opt out");
  EXPECT_EQ(KeywordText("\xFF"
                        "stop"),
            "\xEF\xBF\xBDstop");  // a bad byte is U+FFFD, kept
}

// Issue 51: the FCC's rule (47 CFR 64.1200(a)(10)) lets a worker stop texts "by any reasonable
// means". Every message of the corpus is whole-message matched: the opt-outs stop texts, the
// everyday messages (stop, para, basta, no más inside a sentence) do not.
TEST(KeywordsTest, EveryOptOutOfTheCorpusStopsAndNoEverydayMessageDoes) {
  const auto corpus = testing_support::LoadOptOutCorpus();
  EXPECT_GE(corpus.opt_out.size(), 60u);
  EXPECT_GE(corpus.not_opt_out.size(), 30u);
  for (const auto& entry : corpus.opt_out) {
    EXPECT_EQ(KeywordOf(entry.text), SmsKeyword::kStop) << entry.text << " (" << entry.note << ")";
  }
  for (const auto& entry : corpus.not_opt_out) {
    EXPECT_NE(KeywordOf(entry.text), SmsKeyword::kStop) << entry.text << " (" << entry.note << ")";
  }
}

// Issue 51: a text that may be an opt-out but is not certain is flagged to staff and stops
// nothing; the everyday messages are neither (none of them is clearly a request to stop texts).
TEST(KeywordsTest, EveryMaybeOfTheCorpusIsFlaggedAndNoneStopsTexts) {
  const auto corpus = testing_support::LoadOptOutCorpus();
  EXPECT_GE(corpus.maybe.size(), 15u);
  for (const auto& entry : corpus.maybe) {
    EXPECT_TRUE(MayBeOptOut(entry.text)) << entry.text << " (" << entry.note << ")";
    EXPECT_EQ(KeywordOf(entry.text), SmsKeyword::kNone) << entry.text << " (" << entry.note << ")";
  }
  for (const auto& entry : corpus.not_opt_out) {
    EXPECT_FALSE(MayBeOptOut(entry.text)) << entry.text << " (" << entry.note << ")";
  }
  // A certain opt-out is not a "maybe": it has stopped texts already.
  for (const auto& entry : corpus.opt_out) {
    EXPECT_FALSE(MayBeOptOut(entry.text)) << entry.text << " (" << entry.note << ")";
  }
  // Negated or asked, it is no request: "won't stop texting me", "no dejen de", "Parar?".
  for (const char* text : {"they won't stop texting me", "No dejen de llamarme por favor",
                           "Stop? No, call me tomorrow", "¿Basta? No, llámenme"}) {
    EXPECT_FALSE(MayBeOptOut(text)) << text;
  }
  // Bounded: the first 1,600 bytes are read.
  EXPECT_TRUE(MayBeOptOut("leave me alone " + std::string(2000, 'a')));
  EXPECT_FALSE(MayBeOptOut(std::string(1600, 'a') + " leave me alone"));
}

TEST(KeywordsTest, CancelAloneIsTheCancelWord) {
  for (const char* cancel : {"CANCEL", "cancel.", " Cancelar! ", "CANCELAR"}) {
    EXPECT_TRUE(IsCancelWord(cancel)) << cancel;
    EXPECT_EQ(KeywordOf(cancel), SmsKeyword::kStop) << cancel;
  }
  for (const char* other : {"stop", "Cancel my appointment", "cancelled", "quiero cancelar"}) {
    EXPECT_FALSE(IsCancelWord(other)) << other;
  }
}

TEST(KeywordsTest, OptOutTextFoldsAccentsDropsEmojiAndRepeatedWords) {
  EXPECT_EQ(OptOutText("  ¡NO MÁS,   mañana! 🛑🛑 "), "no mas manana");
  EXPECT_EQ(OptOutText("no ma\xCC\x81s"), "no mas");  // a combining acute accent
  EXPECT_EQ(OptOutText("STOP stop ✋ Stop ‼️"), "stop");
  EXPECT_EQ(OptOutText("Ça Über ÿ"), "ca uber y");
  // Letters of other scripts are kept: a stop word next to them is no whole-message match.
  EXPECT_EQ(OptOutText("stop \xD0\xB4\xD0\xB0"), "stop \xD0\xB4\xD0\xB0");
  EXPECT_EQ(KeywordOf("stop \xD0\xB4\xD0\xB0"), SmsKeyword::kNone);
}

}  // namespace
}  // namespace firm::conversation
