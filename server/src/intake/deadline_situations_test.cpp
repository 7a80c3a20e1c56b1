// The form definitions and the deadline rules agree: every situation a worker can pick in
// an estimate field is one the rules count.
#include "intake/deadline_situations.hpp"

#include <gtest/gtest.h>

namespace firm::intake {
namespace {

TEST(DeadlineSituationsTest, EverySituationTheFormOffersIsInTheRules) {
  auto forms = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
  ASSERT_TRUE(forms) << forms.Error();
  auto rules = leads::LoadDeadlineRules(std::string(FIRM_DEADLINES_DIR) + "/rules.json").Value();
  EXPECT_EQ(CheckEstimateSituations(rules, forms.Value()), std::nullopt);
  rules.situations.pop_back();
  auto mismatch = CheckEstimateSituations(rules, forms.Value());
  ASSERT_TRUE(mismatch);
  EXPECT_NE(mismatch->find("fired-for-leave"), std::string::npos) << *mismatch;
}

}  // namespace
}  // namespace firm::intake
