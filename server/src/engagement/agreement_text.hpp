#pragma once

#include <string>
#include <vector>

#include "engagement/agreement_store.hpp"
#include "engagement/agreement_templates.hpp"
#include "engagement/agreement_terms.hpp"

// One agreement's text: its template filled with the lead, the firm, the attorney and the terms
// (issue 54). Plain text (the signing page and the PDF set it); nothing is escaped for HTML here.
namespace firm::engagement {

struct AgreementParties {
  std::string worker_name;  // the lead's first and last name
  std::string reference;    // "GC-7K3M-Q9TD"
  std::string firm_name;
  std::string attorney_name;        // who signs for the firm; "" before an attorney is chosen
  std::string attorney_bar_number;  // theirs
  bool insured = true;              // rules.json: professionalLiabilityInsurance
};

struct AgreementSection {
  std::string heading;
  std::string text;
};

struct AgreementText {
  common::Language language = common::Language::kEnglish;
  std::string title;
  std::vector<AgreementSection> sections;
};

// The template filled in. Before an attorney is chosen, their name and number read as a blank
// line to fill ("__________").
AgreementText RenderAgreement(const AgreementTemplate& agreement, const AgreementTerms& terms,
                              const AgreementParties& parties);

// What the worker reads before signing: the text in the language the terms were discussed in
// and, for Spanish, the English beside it (both shown before any signature). `templates` holds
// the id and version in both languages (LoadAgreementTemplates makes sure of it); empty when it
// does not.
std::vector<AgreementText> RenderForWorker(const AgreementTemplates& templates,
                                           const std::string& id, int version,
                                           common::Language discussed, const AgreementTerms& terms,
                                           const AgreementParties& parties);

// A stored agreement's text as the worker reads it (RenderForWorker), with the names it carries
// once sent (the worker's, the attorney's) or, for a draft, the lead's `worker_name` and
// `reference` and a blank attorney.
// Empty when its template or terms no longer read (a template removed from config).
std::vector<AgreementText> TextOf(const AgreementTemplates& templates, const AgreementRow& row,
                                  const std::string& worker_name, const std::string& reference,
                                  const std::string& firm_name);

// The text as one UTF-8 string, in the order shown (each title, then each heading and its text,
// separated by blank lines): what the evidence's SHA-256 is taken of.
std::string RecordText(const std::vector<AgreementText>& texts);

}  // namespace firm::engagement
