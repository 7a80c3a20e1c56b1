#include "conversation/reply_text.hpp"

#include <gtest/gtest.h>

#include "conversation/saved_replies.hpp"

namespace firm::conversation {
namespace {

TEST(ReplyTextTest, RefusesWhatHidesOrBreaksAText) {
  EXPECT_FALSE(ReplyTextProblem("Hola, ¿cuándo le podemos llamar?\nGracias"));
  EXPECT_FALSE(ReplyTextProblem("Windows line\r\nbreaks"));
  EXPECT_FALSE(ReplyTextProblem(std::string(kMaxReplyCharacters, 'a')));
  // 1,600 characters of two bytes each is still 1,600 characters.
  std::string accents;
  for (std::size_t i = 0; i < kMaxReplyCharacters; ++i) accents += "é";
  EXPECT_FALSE(ReplyTextProblem(accents));
  for (const std::string& bad :
       {std::string(""), std::string(" \n "), std::string(kMaxReplyCharacters + 1, 'a'),
        std::string("tab\there"), std::string("nul\0x", 5), std::string("del\x7F"),
        std::string("c1 \xC2\x85"), std::string("Ann\xE2\x80\xAEgnp.exe"),
        std::string("iso \xE2\x81\xA6x\xE2\x81\xA9"), std::string("line \xE2\x80\xA8 sep"),
        std::string("bad \xFF utf8"), std::string("zero\u200Bwidth"), std::string("\uFEFFbom"),
        std::string("rlm \u200F"), std::string("tag \U000E0001"), std::string("private \uE000")}) {
    EXPECT_TRUE(ReplyTextProblem(bad)) << bad;
  }
}

TEST(ReplyTextTest, SavedRepliesAreFilledAndTheShippedFileLoads) {
  EXPECT_EQ(
      FillReply("Ref {reference}, call {phone}. {reference}", "GC-7K3M-Q9TD", "(310) 555-0142"),
      "Ref GC-7K3M-Q9TD, call (310) 555-0142. GC-7K3M-Q9TD");
  auto replies = LoadSavedReplies(FIRM_FORMS_DIR "/../conversation/saved-replies.json");
  ASSERT_TRUE(replies) << replies.Error();
  ASSERT_GE(replies.Value().size(), 3u);
  for (const auto& reply : replies.Value()) {
    EXPECT_FALSE(reply.text_es.empty()) << reply.id;
    EXPECT_FALSE(reply.label_es.empty()) << reply.id;
  }
  EXPECT_FALSE(LoadSavedReplies("/nonexistent/replies.json"));
}

}  // namespace
}  // namespace firm::conversation
