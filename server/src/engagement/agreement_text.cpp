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

std::vector<AgreementText> TextOf(const AgreementTemplates& templates, const AgreementRow& row,
                                  const std::string& worker_name, const std::string& reference,
                                  const std::string& firm_name) {
  const AgreementTemplate* english =
      FindTemplate(templates, row.template_id, row.template_version, common::Language::kEnglish);
  if (english == nullptr) return {};
  auto terms = ReadTerms(row.terms, english->kind);
  if (!terms) return {};
  const bool sent = !row.sent_at.empty();
  const AgreementParties parties{sent ? row.worker_name : worker_name,
                                 sent ? row.reference : reference,
                                 firm_name,
                                 row.attorney_name,
                                 row.attorney_bar_number,
                                 templates.insured};
  return RenderForWorker(templates, row.template_id, row.template_version, row.language,
                         terms.Value(), parties);
}

std::string RecordText(const std::vector<AgreementText>& texts) {
  std::string out;
  for (const auto& text : texts) {
    if (!out.empty()) out += "\n\n";
    out += text.title;
    for (const auto& section : text.sections)
      out += "\n\n" + section.heading + "\n\n" + section.text;
  }
  return out;
}

}  // namespace firm::engagement
