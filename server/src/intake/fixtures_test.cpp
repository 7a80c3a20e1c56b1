// Runs every case of config/forms/fixtures/*.json through the validator: the
// web client's tests run the same files, so the two sides cannot drift.
#include <gtest/gtest.h>

#include "common/civil_date.hpp"
#include "form_fixtures.hpp"
#include "intake/validation.hpp"

namespace firm::intake {
namespace {

using nlohmann::json;

TEST(FixturesTest, EveryCaseMatches) {
  auto loaded = LoadFormCatalog(FIRM_FORMS_DIR, testing_support::kFixtureForms);
  ASSERT_TRUE(loaded) << loaded.Error();
  const auto& catalog = loaded.Value();
  auto today = common::UtcToday(std::chrono::system_clock::now());
  auto cases = testing_support::LoadFixtureCases(FIRM_FORMS_DIR);
  ASSERT_GE(cases.size(), 40u);
  int valid = 0;
  int invalid = 0;
  for (const auto& c : cases) {
    SCOPED_TRACE(c.form + ": " + c.name);
    auto result = ValidateSubmission(*catalog.Find(c.form), catalog.rules, c.payload, today);
    if (c.valid) {
      ++valid;
      ASSERT_TRUE(result) << json(result.Error()).dump();
      if (c.expected.is_object()) {
        for (const auto& [key, value] : c.expected.items()) {
          EXPECT_EQ(result.Value().answers.value(key, json()), value) << key;
        }
      }
    } else {
      ++invalid;
      ASSERT_FALSE(result) << "accepted";
      EXPECT_EQ(json(result.Error()), c.expected);
    }
  }
  EXPECT_GT(valid, 0);
  EXPECT_GT(invalid, 0);
}

}  // namespace
}  // namespace firm::intake
