#include "intake/deadline_situations.hpp"

#include <algorithm>

namespace firm::intake {

std::optional<std::string> CheckEstimateSituations(const leads::DeadlineRules& rules,
                                                   const FormCatalog& forms) {
  for (const auto& form : forms.forms) {
    for (const auto& field : form.fields) {
      if (field.kind != FieldKind::kEstimate) continue;
      for (const auto& id : field.estimate.situations) {
        bool known = std::any_of(rules.situations.begin(), rules.situations.end(),
                                 [&id](const leads::DeadlineSituation& s) { return s.id == id; });
        if (!known) {
          return form.id + " field '" + field.name + "': situation '" + id +
                 "' is not in the deadline rules";
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace firm::intake
