#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/result.hpp"
#include "engagement/agreement_templates.hpp"
#include "http/json_api.hpp"

// The terms staff give one agreement (issue 54, item 2): the matter in a sentence, and the fee:
// for a contingency agreement each percentage and when it applies, with an optional note on
// costs; for an hourly one each rate and whose time it is. They fill the template's merge fields
// (agreement_text.hpp). Every problem is named under its field, as the staff API answers 422.
namespace firm::engagement {

struct Fee {
  std::string percent;  // "33.33": 1 to 60, at most two decimals
  std::string when;     // "if the case settles before a lawsuit is filed"
};

struct Rate {
  std::string who;     // "Attorney"
  std::string amount;  // "450" or "450.00": dollars an hour, 1 to 99999
};

struct AgreementTerms {
  std::string matter;  // "Unpaid overtime at Acme Foods, 2023 to 2025."
  std::vector<Fee> fees;
  std::vector<Rate> rates;
  std::string costs_note;  // contingency only; may be empty
};

inline constexpr std::size_t kMaxMatter = 300;
inline constexpr std::size_t kMaxWhen = 200;
inline constexpr std::size_t kMaxCostsNote = 500;
inline constexpr std::size_t kMaxFeeRows = 5;

// `body` as the staff API sends it: {"matter", "fees": [{"percent", "when"}], "costsNote"} for a
// contingency agreement, {"matter", "rates": [{"who", "amount"}]} for an hourly one.
common::Result<AgreementTerms, http::FieldErrors> ReadTerms(const nlohmann::json& body,
                                                            AgreementKind kind);
// The terms as stored and sent back: the same shape ReadTerms reads.
nlohmann::json TermsJson(const AgreementTerms& terms, AgreementKind kind);

// Text a worker or staff typed: trimmed, 1 to `max` characters (code points, as the intake
// forms count them), well-formed UTF-8, no control or invisible characters (a block may hold
// line breaks); "" when it is not one.
std::string TextLine(std::string_view value, std::size_t max);
std::string TextBlock(std::string_view value, std::size_t max);

}  // namespace firm::engagement
