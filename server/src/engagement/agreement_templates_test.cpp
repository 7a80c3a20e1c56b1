#include "engagement/agreement_templates.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "common/file.hpp"

namespace firm::engagement {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kShipped = fs::path(FIRM_FORMS_DIR) / ".." / "agreements";

// A copy of the shipped config/agreements to change, removed after the test.
class AgreementTemplatesTest : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("agreements-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::copy(kShipped, dir_, fs::copy_options::recursive);
  }
  void TearDown() override { fs::remove_all(dir_); }

  json Read(const std::string& file) { return json::parse(*common::ReadWholeFile(dir_ / file)); }
  void Write(const std::string& file, const json& doc) {
    std::ofstream(dir_ / file) << doc.dump(2);
  }
  // The template's section that states `statement`, changed by `change`.
  void ChangeStating(const std::string& file, const std::string& statement,
                     const std::function<void(json&)>& change) {
    json doc = Read(file);
    for (auto& section : doc["sections"]) {
      const auto states = section.value("states", json::array());
      if (std::find(states.begin(), states.end(), statement) != states.end()) change(section);
    }
    Write(file, doc);
  }
  std::vector<std::string> Errors(bool production = false) {
    auto loaded = LoadAgreementTemplates(dir_, production);
    return loaded ? std::vector<std::string>{} : loaded.Error();
  }

  fs::path dir_;
};

std::string Joined(const std::vector<std::string>& errors) {
  std::string out;
  for (const auto& error : errors) out += error + "\n";
  return out;
}

TEST_F(AgreementTemplatesTest, TheShippedSamplesLoadAndAProductionServerRefusesEach) {
  auto loaded = LoadAgreementTemplates(kShipped, false);
  ASSERT_TRUE(loaded) << Joined(loaded.Error());
  EXPECT_EQ(loaded.Value().templates.size(), 4u);
  EXPECT_TRUE(loaded.Value().insured);
  const auto refused = Errors(true);
  ASSERT_EQ(refused.size(), 4u) << Joined(refused);
  for (const auto& error : refused) EXPECT_NE(error.find("a sample"), std::string::npos) << error;
  // The firm's own, reviewed by its attorney, passes.
  for (const std::string file :
       {"contingency.en.json", "contingency.es.json", "hourly.en.json", "hourly.es.json"}) {
    json doc = Read("templates/" + file);
    doc["provenance"] = {{"status", "reviewed"}, {"by", "Dana M. Reyes"}, {"on", "2026-12-07"}};
    Write("templates/" + file, doc);
  }
  EXPECT_EQ(Errors(true), std::vector<std::string>{});
}

// Each statement the law requires, taken out of one template in turn: the error names the file,
// what the section must say, the law and the mark that fixes it.
TEST_F(AgreementTemplatesTest, ATemplateWithoutAStatementTheLawRequiresIsRefusedNamingIt) {
  const json rules = Read("rules.json");
  for (const auto& [kind, language] :
       {std::pair<std::string, std::string>{"contingency", "es"}, {"hourly", "en"}}) {
    for (const auto& statement : rules["kinds"][kind]["statements"]) {
      SetUp();
      const std::string file = "templates/" + kind + "." + language + ".json";
      ChangeStating(file, statement["id"], [](json& section) { section.erase("states"); });
      const auto errors = Errors();
      ASSERT_EQ(errors.size(), 2u) << Joined(errors);  // and English and Spanish now differ
      const std::string& error = errors[0];
      EXPECT_NE(error.find(kind + "." + language + ".json"), std::string::npos) << error;
      EXPECT_NE(error.find(statement["says"].get<std::string>()), std::string::npos) << error;
      EXPECT_NE(error.find(statement["law"].get<std::string>()), std::string::npos) << error;
      EXPECT_NE(error.find("\"states\": [\"" + statement["id"].get<std::string>() + "\"]"),
                std::string::npos)
          << error;
      EXPECT_NE(errors[1].find("same statements"), std::string::npos) << errors[1];
    }
  }
}

// The rate is this agreement's: a section that writes a fixed rate instead of the terms' fields
// is refused.
TEST_F(AgreementTemplatesTest, TheRateSectionMustUseTheAgreementsFeeTerms) {
  ChangeStating("templates/contingency.en.json", "rate",
                [](json& section) { section["text"] = "Our fee is 40% of any recovery."; });
  const auto errors = Errors();
  ASSERT_EQ(errors.size(), 1u) << Joined(errors);
  EXPECT_NE(errors[0].find("must use the merge field {{fees}}"), std::string::npos) << errors[0];
}

// Rule 1.4.2: a firm without professional liability insurance says so in every agreement.
TEST_F(AgreementTemplatesTest, WithoutInsuranceEveryTemplateMustSaySo) {
  json rules = Read("rules.json");
  rules["professionalLiabilityInsurance"] = false;
  Write("rules.json", rules);
  auto loaded = LoadAgreementTemplates(dir_, false);
  ASSERT_TRUE(loaded) << Joined(loaded.Error());
  EXPECT_FALSE(loaded.Value().insured);
  for (const std::string language : {"en", "es"}) {
    ChangeStating("templates/hourly." + language + ".json", "insurance",
                  [](json& section) { section["states"] = json::array(); });
  }
  const auto errors = Errors();
  ASSERT_EQ(errors.size(), 2u) << Joined(errors);
  for (const auto& error : errors) {
    EXPECT_NE(error.find("rule 1.4.2"), std::string::npos) << error;
    EXPECT_NE(error.find("hourly."), std::string::npos) << error;
  }
  // With insurance, the statement is not required.
  rules["professionalLiabilityInsurance"] = true;
  Write("rules.json", rules);
  EXPECT_EQ(Errors(), std::vector<std::string>{});
}

TEST_F(AgreementTemplatesTest, EveryTemplateIsInEnglishAndSpanish) {
  fs::remove(dir_ / "templates" / "hourly.es.json");
  const auto errors = Errors();
  ASSERT_EQ(errors.size(), 1u) << Joined(errors);
  EXPECT_NE(errors[0].find("hourly version 1"), std::string::npos) << errors[0];
  EXPECT_NE(errors[0].find("Civil Code 1632"), std::string::npos) << errors[0];
}

TEST_F(AgreementTemplatesTest, BadTemplatesAreRefusedWithTheirProblem) {
  const std::vector<std::pair<std::function<void(json&)>, std::string>> cases = {
      {[](json& t) { t["sections"][0]["text"] = "Hello {{workerNmae}}."; },
       "uses {{workerNmae}}, which is not a merge field"},
      {[](json& t) { t["sections"][0]["text"] = "{{#fees}}unclosed"; }, "section \""},
      {[](json& t) { t["sections"][0]["states"] = {"rate2"}; }, "states \"rate2\""},
      {[](json& t) { t["kind"] = "flat"; }, "\"kind\" must be"},
      {[](json& t) { t["language"] = "fr"; }, "\"language\" must be"},
      {[](json& t) { t["version"] = 0; }, "\"version\""},
      {[](json& t) {
         t["provenance"] = {{"status", "reviewed"}};
       },
       "names who reviewed it"},
      {[](json& t) { t["sections"] = json::array(); }, "needs \"sections\""},
  };
  for (const auto& [change, expected] : cases) {
    SetUp();
    json doc = Read("templates/contingency.en.json");
    change(doc);
    Write("templates/contingency.en.json", doc);
    const std::string errors = Joined(Errors());
    EXPECT_NE(errors.find("contingency.en.json: "), std::string::npos) << errors;
    EXPECT_NE(errors.find(expected), std::string::npos) << expected << "\n" << errors;
  }
}

}  // namespace
}  // namespace firm::engagement
