#include "conversation/keywords.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace firm::conversation
