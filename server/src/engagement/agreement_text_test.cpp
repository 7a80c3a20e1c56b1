#include "engagement/agreement_text.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace firm::engagement {
namespace {

using nlohmann::json;

const std::filesystem::path kShipped = std::filesystem::path(FIRM_FORMS_DIR) / ".." / "agreements";

AgreementTemplates Shipped() {
  auto loaded = LoadAgreementTemplates(kShipped, false);
  EXPECT_TRUE(loaded);
  return loaded ? loaded.Value() : AgreementTemplates{};
}

AgreementTerms Contingency(std::string costs_note = "") {
  auto terms = ReadTerms(json{{"matter", "Unpaid overtime at Acme Foods, 2023 to 2025."},
                              {"fees",
                               {{{"percent", "33.33"}, {"when", "if it settles before a lawsuit"}},
                                {{"percent", "40"}, {"when", "after a lawsuit is filed"}}}},
                              {"costsNote", costs_note}},
                         AgreementKind::kContingency);
  EXPECT_TRUE(terms);
  return terms ? terms.Value() : AgreementTerms{};
}

const AgreementParties kParties{"María López",   "GC-7K3M-Q9TD", "Golden Coast Workers Law, APC",
                                "Dana M. Reyes", "98765",        true};

std::string Section(const AgreementText& text, const std::string& heading) {
  for (const auto& section : text.sections) {
    if (section.heading == heading) return section.text;
  }
  return "<no section " + heading + ">";
}

TEST(AgreementTextTest, TheTemplateIsFilledWithTheTermsAsPlainText) {
  const auto texts = RenderForWorker(Shipped(), "contingency", 1, common::Language::kEnglish,
                                     Contingency(), kParties);
  ASSERT_EQ(texts.size(), 1u);
  const AgreementText& text = texts[0];
  EXPECT_EQ(text.title, "Contingency fee agreement");
  EXPECT_NE(Section(text, "Who this agreement is between")
                .find("you, María López, and Golden "
                      "Coast Workers Law, APC"),
            std::string::npos);
  EXPECT_EQ(
      Section(text, "Our fee"),
      "You pay us a fee only if money is recovered for you, by a settlement, a judgment or an "
      "award. The fee is a share of the whole amount recovered, before costs are paid back:\n"
      "- 33.33% if it settles before a lawsuit\n- 40% after a lawsuit is filed\n"
      "If nothing is recovered, you owe us no fee.");
  // No note, no trailing space; the firm is insured; the attorney signs with their number.
  EXPECT_TRUE(Section(text, "Costs").ends_with("you do not pay the costs back."));
  EXPECT_EQ(Section(text, "Insurance"), "We have professional liability (malpractice) insurance.");
  EXPECT_EQ(Section(text, "Signed for the firm"),
            "Dana M. Reyes, State Bar of California number 98765, for Golden Coast Workers Law, "
            "APC.");
}

// Civil Code 1632: a worker who discussed the terms in Spanish reads the Spanish text first, and
// the English beside it; before an attorney is chosen their name is a blank to fill. Nothing is
// HTML-escaped in plain text.
TEST(AgreementTextTest, SpanishFirstThenEnglishWithTheSameTerms) {
  AgreementParties parties = kParties;
  parties.attorney_name.clear();
  parties.attorney_bar_number.clear();
  parties.insured = false;
  const auto texts =
      RenderForWorker(Shipped(), "contingency", 1, common::Language::kSpanish,
                      Contingency("Costs over $500 need your \"yes\" & O'Brien's."), parties);
  ASSERT_EQ(texts.size(), 2u);
  EXPECT_EQ(texts[0].language, common::Language::kSpanish);
  EXPECT_EQ(texts[1].language, common::Language::kEnglish);
  EXPECT_NE(
      Section(texts[0], "Nuestros honorarios").find("- 33.33 % if it settles before a lawsuit"),
      std::string::npos);
  EXPECT_EQ(Section(texts[0], "Seguro"),
            "No tenemos seguro de responsabilidad profesional (seguro contra negligencia "
            "profesional).");
  EXPECT_TRUE(Section(texts[1], "Costs")
                  .ends_with("costs back. Costs over $500 need your \"yes\" & O'Brien's."));
  EXPECT_EQ(Section(texts[1], "Signed for the firm"),
            "__________, State Bar of California number __________, for Golden Coast Workers Law, "
            "APC.");
  EXPECT_TRUE(RenderForWorker(Shipped(), "contingency", 2, common::Language::kSpanish,
                              Contingency(), parties)
                  .empty());
}

TEST(AgreementTermsTest, EachBadTermIsNamedUnderItsField) {
  const std::vector<std::pair<json, std::string>> cases = {
      {json{{"fees", {{{"percent", "33"}, {"when", "always"}}}}}, "matter"},
      {json{{"matter", "x"}, {"fees", json::array()}}, "fees"},
      {json{{"matter", "x"}, {"fees", {{{"percent", "61"}, {"when", "always"}}}}},
       "fees[0].percent"},
      {json{{"matter", "x"}, {"fees", {{{"percent", "33.333"}, {"when", "always"}}}}},
       "fees[0].percent"},
      {json{{"matter", "x"}, {"fees", {{{"percent", "0"}, {"when", "always"}}}}},
       "fees[0].percent"},
      {json{{"matter", "x"}, {"fees", {{{"percent", "33"}, {"when", "al\x07ways"}}}}},
       "fees[0].when"},
      {json{{"matter", "x\u200by"}, {"fees", {{{"percent", "33"}, {"when", "a"}}}}}, "matter"},
      {json{{"matter", std::string(301, 'x')}, {"fees", {{{"percent", "33"}, {"when", "a"}}}}},
       "matter"},
      {json{{"matter", "x"},
            {"fees", {{{"percent", "33"}, {"when", "a"}}}},
            {"costsNote", std::string(501, 'x')}},
       "costsNote"},
  };
  for (const auto& [body, field] : cases) {
    auto read = ReadTerms(body, AgreementKind::kContingency);
    ASSERT_FALSE(read) << body.dump();
    EXPECT_TRUE(read.Error().contains(field)) << body.dump();
    EXPECT_EQ(read.Error().size(), 1u) << body.dump();
  }
  auto hourly = ReadTerms(json{{"matter", "Advice on a severance offer."},
                               {"rates", {{{"who", "Attorney"}, {"amount", "450.5"}}}}},
                          AgreementKind::kHourly);
  ASSERT_FALSE(hourly);
  EXPECT_TRUE(hourly.Error().contains("rates[0].amount"));
  auto good = ReadTerms(json{{"matter", "Advice on a severance offer."},
                             {"rates", {{{"who", "Attorney"}, {"amount", "450.00"}}}}},
                        AgreementKind::kHourly);
  ASSERT_TRUE(good);
  EXPECT_EQ(TermsJson(good.Value(), AgreementKind::kHourly),
            (json{{"matter", "Advice on a severance offer."},
                  {"rates", {{{"who", "Attorney"}, {"amount", "450.00"}}}}}));
}

}  // namespace
}  // namespace firm::engagement
