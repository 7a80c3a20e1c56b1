#include "conversation/saved_replies.hpp"

#include <gtest/gtest.h>

namespace firm::conversation {
namespace {

const std::string kHoursEn = "Phone lines answered 24 hours a day, 7 days a week";
const std::string kHoursEs = "Contestamos el teléfono las 24 horas, los 7 días de la semana";

// The shipped "call-us" reply names the hours the site states, in each language, and no other.
TEST(SavedRepliesTest, TheHoursAreTheSitesHours) {
  auto loaded = LoadSavedReplies(FIRM_FORMS_DIR "/../conversation/saved-replies.json");
  ASSERT_TRUE(loaded) << loaded.Error();
  const auto replies = WithOfficeHours(loaded.Value(), kHoursEn, kHoursEs);
  ASSERT_EQ(replies.size(), loaded.Value().size());
  bool named = false;
  for (const auto& reply : replies) {
    for (const auto* text : {&reply.text_en, &reply.text_es}) {
      EXPECT_EQ(text->find("{hours}"), std::string::npos) << *text;
      // No hours typed into a reply: only the site's.
      for (std::string_view typed : {"Monday", "Friday", "lunes", "viernes", "9 a", "5 p"}) {
        EXPECT_EQ(text->find(typed), std::string::npos) << *text;
      }
    }
    if (reply.id == "call-us") {
      named = true;
      EXPECT_NE(reply.text_en.find(kHoursEn + "."), std::string::npos) << reply.text_en;
      EXPECT_NE(reply.text_es.find(kHoursEs + "."), std::string::npos) << reply.text_es;
    }
  }
  EXPECT_TRUE(named);
}

TEST(SavedRepliesTest, AReplyThatNamesUnknownHoursIsNotOffered) {
  const std::vector<SavedReply> replies = {
      {"hours", "Hours", "Horario", "We answer: {hours}.", "Contestamos: {hours}."},
      {"plain", "Plain", "Simple", "Thank you.", "Gracias."}};
  auto filled = WithOfficeHours(replies, "Mon-Fri", "lun-vie");
  ASSERT_EQ(filled.size(), 2u);
  EXPECT_EQ(filled[0].text_en, "We answer: Mon-Fri.");
  EXPECT_EQ(filled[0].text_es, "Contestamos: lun-vie.");
  for (const auto& [en, es] : {std::pair<std::string, std::string>{"", "lun-vie"},
                               std::pair<std::string, std::string>{"Mon-Fri", ""}}) {
    auto partial = WithOfficeHours(replies, en, es);
    ASSERT_EQ(partial.size(), 1u);
    EXPECT_EQ(partial[0].id, "plain");
  }
}

}  // namespace
}  // namespace firm::conversation
