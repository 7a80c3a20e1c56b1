#include "intake/form_definition.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace firm::intake {
namespace {

using nlohmann::json;

json MinimalForm() {
  return json::parse(R"({"id": "f", "endpoint": "/api/f", "fields": [
    {"name": "kind", "kind": "choice", "label": "kind", "required": true,
     "options": [{"value": "A"}, {"value": "B"}], "eligible": ["A"]},
    {"name": "when", "kind": "choiceOrDate", "label": "when", "required": true,
     "dateOption": "Date", "options": [{"value": "Now"}, {"value": "Date"}]},
    {"name": "types", "kind": "multiChoice", "label": "types", "required": true,
     "otherField": "typesOther", "options": [{"value": "X"}]},
    {"name": "typesOther", "kind": "text", "label": "other", "maxLength": 10}
  ]})");
}

std::string ParseError(const json& form) {
  auto result = ParseFormDefinition(form);
  return result ? "" : result.Error();
}

TEST(FormDefinitionTest, SharedDefinitionsLoad) {
  auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review", "harassment-questionnaire"});
  ASSERT_TRUE(catalog) << catalog.Error();
  const auto* form = catalog.Value().Find("case-review");
  ASSERT_NE(form, nullptr);
  EXPECT_EQ(form->endpoint, "/api/case-reviews");
  ASSERT_NE(form->Find("incidentDate"), nullptr);
  EXPECT_EQ(form->Find("incidentDate")->date_option, "More than 1 year ago");
  EXPECT_EQ(catalog.Value().rules.max_body_bytes, 32768u);
  EXPECT_EQ(catalog.Value().rules.rate_limit.per_address, 10u);
  EXPECT_EQ(catalog.Value().rules.Message("tooLong", "description", 5000),
            "Please keep description to 5000 characters or fewer.");
}

TEST(FormDefinitionTest, MinimalFormParses) {
  auto result = ParseFormDefinition(MinimalForm());
  ASSERT_TRUE(result) << result.Error();
  EXPECT_EQ(result.Value().Find("kind")->eligible, std::vector<std::string>{"A"});
  EXPECT_EQ(result.Value().Find("types")->other_field, "typesOther");
}

TEST(FormDefinitionTest, RefusesDefinitionsTheValidatorWouldMisread) {
  auto with = [](auto change) {
    json form = MinimalForm();
    change(form);
    return ParseError(form);
  };
  EXPECT_NE(with([](json& f) { f["fields"][0]["kind"] = "dropdown"; }).find("kind"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][0]["options"] = json::array(); }).find("options"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][0]["eligible"] = {"C"}; }).find("eligible"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][1]["dateOption"] = "Later"; }).find("dateOption"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][2]["otherField"] = "missing"; }).find("otherField"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][3]["maxLength"] = -1; }).find("maxLength"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][3]["name"] = "kind"; }).find("twice"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][3]["name"] = "website"; }).find("envelope"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][0].erase("label"); }).find("label"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["endpoint"] = "/x"; }).find("endpoint"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["fields"][0]["options"][1]["value"] = "A"; }).find("twice"),
            std::string::npos);
}

TEST(FormDefinitionTest, RulesNeedEveryMessage) {
  auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {});
  ASSERT_TRUE(catalog);
  std::ifstream in(std::filesystem::path(FIRM_FORMS_DIR) / "rules.json");
  json rules = json::parse(in);
  ASSERT_TRUE(ParseRules(rules));
  rules["messages"].erase("invalidPhone");
  auto result = ParseRules(rules);
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().find("messages.invalidPhone"), std::string::npos);
}

TEST(FormDefinitionTest, EveryOtherLanguageHasEveryMessageAndLabel) {
  auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review", "harassment-questionnaire"});
  ASSERT_TRUE(catalog) << catalog.Error();
  const auto& rules = catalog.Value().rules;
  EXPECT_EQ(rules.languages, (std::vector<std::string>{"en", "es"}));
  EXPECT_TRUE(rules.KnowsLanguage("es"));
  EXPECT_FALSE(rules.KnowsLanguage("fr"));
  const auto* form = catalog.Value().Find("case-review");
  const auto* email = form->Find("email");
  EXPECT_EQ(rules.Label("case-review", *email, "es"), "su correo electrónico");
  EXPECT_EQ(rules.Label("case-review", *email, "en"), "email address");
  EXPECT_EQ(rules.Message("requiredText", "su nombre", std::nullopt, "es"),
            "Por favor, escriba su nombre.");
  EXPECT_EQ(rules.Message("requiredText", "first name"), "Please enter your first name.");

  std::ifstream in(std::filesystem::path(FIRM_FORMS_DIR) / "es.json");
  const json spanish = json::parse(in);
  const auto& forms = catalog.Value().forms;
  ASSERT_TRUE(ParseTranslation(spanish, "es", forms));
  json no_message = spanish;
  no_message["messages"].erase("invalidPhone");
  auto result = ParseTranslation(no_message, "es", forms);
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().find("messages.invalidPhone"), std::string::npos);
  json no_label = spanish;
  no_label["labels"]["harassment-questionnaire"].erase("harasser");
  result = ParseTranslation(no_label, "es", forms);
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().find("labels.harassment-questionnaire.harasser"), std::string::npos);
  EXPECT_FALSE(ParseTranslation(spanish, "fr", forms));  // the file says which language it is

  std::ifstream rules_in(std::filesystem::path(FIRM_FORMS_DIR) / "rules.json");
  json rules_json = json::parse(rules_in);
  rules_json["languages"] = json::array({"es", "en"});
  EXPECT_FALSE(ParseRules(rules_json));  // English, the forms' own labels, comes first
  rules_json["languages"] = json::array({"en", 7});
  EXPECT_FALSE(ParseRules(rules_json));
}

TEST(FormDefinitionTest, RulesNeedAnEmailFormatAndElapsedBound) {
  std::ifstream in(std::filesystem::path(FIRM_FORMS_DIR) / "rules.json");
  const json rules = json::parse(in);
  auto error = [&](auto change) {
    json copy = rules;
    change(copy);
    auto result = ParseRules(copy);
    return result ? std::string("<accepted>") : result.Error();
  };
  EXPECT_NE(error([](json& r) {
              r["formats"]["email"]["pattern"] = "[a-z]+@x";
            }).find("formats.email.pattern"),
            std::string::npos);
  EXPECT_NE(error([](json& r) {
              r["formats"]["email"]["pattern"] = "^([a-z]+$";
            }).find("not a valid regular expression"),
            std::string::npos);
  EXPECT_NE(error([](json& r) { r.erase("formats"); }).find("formats.email.pattern"),
            std::string::npos);
  EXPECT_NE(error([](json& r) {
              r["formats"]["email"]["maxLength"] = 1000;
            }).find("formats.email.maxLength"),
            std::string::npos);
  EXPECT_NE(error([](json& r) { r["maxElapsedMs"] = 10; }).find("maxElapsedMs"), std::string::npos);
}

TEST(FormDefinitionTest, BadFilesNameTheFile) {
  auto dir = std::filesystem::temp_directory_path() /
             ("firm-forms-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  std::filesystem::create_directories(dir);
  std::filesystem::copy_file(std::filesystem::path(FIRM_FORMS_DIR) / "rules.json",
                             dir / "rules.json", std::filesystem::copy_options::overwrite_existing);
  std::ofstream(dir / "case-review.json") << "{ not json";
  auto result = LoadFormCatalog(dir, {"case-review"});
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().find("case-review.json"), std::string::npos);
  EXPECT_NE(result.Error().find("invalid JSON"), std::string::npos);
  auto missing = LoadFormCatalog(dir, {"nope"});
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.Error().find("nope.json"), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(FormDefinitionTest, EstimateFieldsNeedTheirListsAndLimits) {
  auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
  ASSERT_TRUE(catalog) << catalog.Error();
  const auto* estimate = catalog.Value().Find("case-review")->Find("estimate");
  ASSERT_NE(estimate, nullptr);
  EXPECT_EQ(estimate->kind, FieldKind::kEstimate);
  EXPECT_EQ(estimate->estimate.situations.size(), 7u);
  EXPECT_EQ(estimate->estimate.wage_lines.front(), "minimum-wage");
  EXPECT_EQ(estimate->estimate.max_weeks, 209);
  EXPECT_EQ(estimate->estimate.max_hourly_rate, 1000);
  EXPECT_EQ(estimate->estimate.max_amount_usd, 10000000);

  const json good = json::parse(R"({"name": "estimate", "kind": "estimate", "label": "e",
    "situations": ["a", "b"], "wageLines": ["x"], "maxHourlyRate": 10.5, "maxWeeks": 3,
    "maxAmountUsd": 100})");
  auto with = [&](auto change) {
    json form = MinimalForm();
    json field = good;
    change(field);
    form["fields"].push_back(field);
    return ParseError(form);
  };
  EXPECT_EQ(with([](json&) {}), "");
  EXPECT_NE(with([](json& f) { f.erase("situations"); }).find("situations"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["situations"] = json::array(); }).find("situations"),
            std::string::npos);
  EXPECT_NE(with([](json& f) {
              f["situations"] = {"a", "a"};
            }).find("situations"),
            std::string::npos);
  EXPECT_NE(with([](json& f) { f["wageLines"] = {1}; }).find("wageLines"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["maxHourlyRate"] = 0; }).find("maxHourlyRate"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["maxWeeks"] = 2.5; }).find("maxWeeks"), std::string::npos);
  EXPECT_NE(with([](json& f) { f["maxAmountUsd"] = "100"; }).find("maxAmountUsd"),
            std::string::npos);
  EXPECT_NE(with([](json& f) {
              f["options"] = {{{"value", "A"}}};
            }).find("options"),
            std::string::npos);
  // The limits belong to the estimate kind only.
  EXPECT_NE(with([](json& f) {
              f["kind"] = "text";
              f.erase("wageLines");
            }).find("only belongs to kind estimate"),
            std::string::npos);
}

}  // namespace
}  // namespace firm::intake
