#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/language.hpp"
#include "common/result.hpp"

// The fee agreement templates a firm sends (issue 54, decision 0048): config/agreements, each
// template a JSON file of titled sections in one language, with Mustache merge fields (the
// worker's name, the reference, the matter, the fee terms, the attorney). What the law requires an
// agreement to say is config/agreements/rules.json: a contingency agreement the statements of
// Cal. Bus. & Prof. Code § 6147(a), an hourly one those of § 6148(a), and either one that the firm
// has no professional liability insurance when it has none (rule 1.4.2). A template marks the
// section that says each statement; loading refuses a template that lacks one, naming it.
namespace firm::engagement {

enum class AgreementKind { kContingency, kHourly };

struct TemplateSection {
  std::string heading;
  std::string text;                 // Mustache: {{workerName}}, {{#fees}}{{percent}}{{/fees}}, ...
  std::vector<std::string> states;  // the statements of rules.json this section makes
};

struct AgreementTemplate {
  std::string id;  // "contingency"; one id, one version in each language
  int version = 0;
  AgreementKind kind = AgreementKind::kContingency;
  common::Language language = common::Language::kEnglish;
  bool sample = true;       // written by this project; a production server refuses it
  std::string reviewed_by;  // the attorney who reviewed the firm's own, with the day
  std::string reviewed_on;  // YYYY-MM-DD
  std::string title;
  std::vector<TemplateSection> sections;
};

struct AgreementTemplates {
  std::vector<AgreementTemplate> templates;
  bool insured = true;  // rules.json: professionalLiabilityInsurance
};

// "contingency" or "hourly", as rules.json and the staff API name them.
std::string_view KindName(AgreementKind kind);

// The template of `id`, `version` and `language`; null when there is none.
const AgreementTemplate* FindTemplate(const AgreementTemplates& templates, std::string_view id,
                                      int version, common::Language language);

// Reads `dir` (rules.json and templates/*.json) and checks every template: its shape, its merge
// fields, each statement the law requires of its kind (and the insurance statement when the firm
// has none), the same statements in English and Spanish for each id and version (Civil Code
// 1632), and in `production` that none is a sample. The errors, one a problem, name the file and
// what is wrong; for a missing statement, what it must say and the law that asks for it.
common::Result<AgreementTemplates, std::vector<std::string>> LoadAgreementTemplates(
    const std::filesystem::path& dir, bool production);

}  // namespace firm::engagement
