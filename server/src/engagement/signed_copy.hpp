#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/result.hpp"
#include "engagement/agreement_store.hpp"
#include "engagement/agreement_text.hpp"

// What an agreement's PDF shows (issue 54, item 5), as the server hands it to the PDF helper
// (firm-agreement-pdf reads it as JSON on its standard input): the text as the worker reads it,
// the agreement's row (names, dates, hashes) and its steps.
namespace firm::engagement {

struct SignedCopy {
  // false: the agreement to read before signing (its text only), true: the signed copy.
  bool signed_copy = true;
  AgreementRow row;
  std::vector<AgreementText> texts;
  std::vector<AgreementEvent> events;
  std::string firm_name;
};

nlohmann::json SignedCopyJson(const SignedCopy& copy);
// One step as JSON: {"step","at","actor","address","userAgent","channel","detail"} (the helper's
// input and the staff API's "events").
nlohmann::json AgreementEventJson(const AgreementEvent& event);
// The copy, or why the JSON is not one.
common::Result<SignedCopy, std::string> ReadSignedCopy(const nlohmann::json& json);

}  // namespace firm::engagement
