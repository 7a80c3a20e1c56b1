#include "engagement/agreement_text.hpp"

#include <kainjow/mustache.hpp>

namespace firm::engagement {

namespace {

using View = kainjow::mustache::data;

constexpr std::string_view kBlank = "__________";

View Flag(bool on) { return View(on ? View::type::bool_true : View::type::bool_false); }

// A Mustache list of `rows`, each with the named members.
template <typename Row>
View ListOf(const std::vector<Row>& rows,
            std::initializer_list<std::pair<const char*, std::string Row::*>> members) {
  View list(View::type::list);
  for (const auto& row : rows) {
    View item;
    for (const auto& [name, member] : members) item.set(name, row.*member);
    list.push_back(item);
  }
  return list;
}

View ViewOf(const AgreementTerms& terms, const AgreementParties& parties) {
  View view;
  view.set("workerName", parties.worker_name);
  view.set("reference", parties.reference);
  view.set("matter", terms.matter);
  view.set("firmName", parties.firm_name);
  view.set("attorneyName",
           parties.attorney_name.empty() ? std::string(kBlank) : parties.attorney_name);
  view.set("attorneyBarNumber",
           parties.attorney_bar_number.empty() ? std::string(kBlank) : parties.attorney_bar_number);
  view.set("insured", Flag(parties.insured));
  view.set("fees", ListOf(terms.fees, {{"percent", &Fee::percent}, {"when", &Fee::when}}));
  view.set("rates", ListOf(terms.rates, {{"who", &Rate::who}, {"amount", &Rate::amount}}));
  // An empty note is no note: the section's {{#costsNote}} leaves it out.
  view.set("costsNote", terms.costs_note.empty() ? Flag(false) : View(terms.costs_note));
  return view;
}

}  // namespace

AgreementText RenderAgreement(const AgreementTemplate& agreement, const AgreementTerms& terms,
                              const AgreementParties& parties) {
  const View view = ViewOf(terms, parties);
  AgreementText out{agreement.language, agreement.title, {}};
  for (const auto& section : agreement.sections) {
    kainjow::mustache::mustache text(section.text);
    text.set_custom_escape([](const std::string& value) { return value; });
    out.sections.push_back({section.heading, text.render(view)});
  }
  return out;
}

std::vector<AgreementText> RenderForWorker(const AgreementTemplates& templates,
                                           const std::string& id, int version,
                                           common::Language discussed, const AgreementTerms& terms,
                                           const AgreementParties& parties) {
  std::vector<AgreementText> out;
  const AgreementTemplate* first = FindTemplate(templates, id, version, discussed);
  const AgreementTemplate* english =
      FindTemplate(templates, id, version, common::Language::kEnglish);
  if (first == nullptr || english == nullptr) return out;
  out.push_back(RenderAgreement(*first, terms, parties));
  if (discussed != common::Language::kEnglish)
    out.push_back(RenderAgreement(*english, terms, parties));
  return out;
}

}  // namespace firm::engagement
