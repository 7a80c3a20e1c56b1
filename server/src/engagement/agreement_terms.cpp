#include "engagement/agreement_terms.hpp"

#include <regex>

#include "common/text.hpp"
#include "intake/formats.hpp"

namespace firm::engagement {

namespace {

using nlohmann::json;

const std::regex kPercent(R"(([1-9]\d?)(\.\d{1,2})?)");
const std::regex kAmount(R"([1-9]\d{0,4}(\.\d{2})?)");

std::string Line(const json& value, std::size_t max) {
  return value.is_string() ? TextLine(value.get<std::string>(), max) : "";
}

std::string Text(const json& body, const char* name) {
  return body.contains(name) && body[name].is_string() ? body[name].get<std::string>() : "";
}

}  // namespace

std::string TextLine(std::string_view value, std::size_t max) {
  const std::string text(common::TrimWhitespace(value));
  if (text.empty() || !common::IsValidUtf8(text) || intake::CountCodePoints(text) > max ||
      common::HasControlCharacters(text) || common::HasInvisibleCharacters(text)) {
    return "";
  }
  return text;
}

std::string TextBlock(std::string_view value, std::size_t max) {
  const std::string text(common::TrimWhitespace(value));
  if (text.empty() || !common::IsValidUtf8(text) || intake::CountCodePoints(text) > max ||
      common::HasControlCharacters(text, common::Controls::kAllowLineBreaks) ||
      common::HasInvisibleCharacters(text)) {
    return "";
  }
  return text;
}

common::Result<AgreementTerms, http::FieldErrors> ReadTerms(const json& body, AgreementKind kind) {
  using R = common::Result<AgreementTerms, http::FieldErrors>;
  http::FieldErrors errors;
  AgreementTerms terms;
  if (!body.is_object()) return R::Err({{"_body", {"Send the terms as a JSON object."}}});
  terms.matter = Line(body.value("matter", json()), kMaxMatter);
  if (terms.matter.empty()) {
    errors["matter"].push_back(
        "Say what the agreement is for in a sentence (at most 300 "
        "characters, no control characters).");
  }
  const bool contingency = kind == AgreementKind::kContingency;
  const char* rows_name = contingency ? "fees" : "rates";
  const json rows = body.value(rows_name, json());
  if (!rows.is_array() || rows.empty() || rows.size() > kMaxFeeRows) {
    errors[rows_name].push_back(contingency
                                    ? "Give 1 to 5 fee percentages, each with when it applies."
                                    : "Give 1 to 5 hourly rates, each with whose time it is.");
  } else {
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const json& row = rows[i];
      const std::string at = std::string(rows_name) + "[" + std::to_string(i) + "]";
      if (!row.is_object()) {
        errors[at].push_back("Send an object.");
        continue;
      }
      if (contingency) {
        Fee fee{Text(row, "percent"), Line(row.value("when", json()), kMaxWhen)};
        std::smatch match;
        if (!std::regex_match(fee.percent, match, kPercent) || std::stod(fee.percent) > 60) {
          errors[at + ".percent"].push_back(
              "Give the percentage as a number from 1 to 60, at most two decimals (33.33).");
        }
        if (fee.when.empty()) {
          errors[at + ".when"].push_back(
              "Say when this percentage applies (at most 200 "
              "characters).");
        }
        terms.fees.push_back(std::move(fee));
      } else {
        Rate rate{Line(row.value("who", json()), kMaxWhen), Text(row, "amount")};
        if (rate.who.empty()) errors[at + ".who"].push_back("Say whose time this rate is for.");
        if (!std::regex_match(rate.amount, kAmount)) {
          errors[at + ".amount"].push_back(
              "Give the dollars an hour as a whole number or with cents (450 or 450.00).");
        }
        terms.rates.push_back(std::move(rate));
      }
    }
  }
  if (contingency && body.contains("costsNote") && !body["costsNote"].is_null() &&
      !(body["costsNote"].is_string() && body["costsNote"].get<std::string>().empty())) {
    terms.costs_note = Line(body["costsNote"], kMaxCostsNote);
    if (terms.costs_note.empty()) {
      errors["costsNote"].push_back(
          "A note on costs has at most 500 characters and no control "
          "characters.");
    }
  }
  if (!errors.empty()) return R::Err(std::move(errors));
  return R::Ok(std::move(terms));
}

json TermsJson(const AgreementTerms& terms, AgreementKind kind) {
  json out{{"matter", terms.matter}};
  if (kind == AgreementKind::kContingency) {
    json fees = json::array();
    for (const auto& fee : terms.fees)
      fees.push_back({{"percent", fee.percent}, {"when", fee.when}});
    out["fees"] = std::move(fees);
    out["costsNote"] = terms.costs_note;
  } else {
    json rates = json::array();
    for (const auto& rate : terms.rates) {
      rates.push_back({{"who", rate.who}, {"amount", rate.amount}});
    }
    out["rates"] = std::move(rates);
  }
  return out;
}

}  // namespace firm::engagement
