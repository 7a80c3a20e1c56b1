#include "engagement/agreement_templates.hpp"

#include <algorithm>
#include <kainjow/mustache.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "common/file.hpp"

namespace firm::engagement {

namespace {

using json = nlohmann::json;
using Errors = std::vector<std::string>;

// A statement the law requires (rules.json).
struct Statement {
  std::string id;
  std::string law;
  std::string says;
  std::vector<std::string> fields;
};

struct KindRules {
  std::string law;
  std::vector<Statement> statements;
  std::set<std::string> fields;  // the merge fields a template of the kind may use
};

struct Rules {
  std::map<std::string, KindRules> kinds;
  Statement uninsured;
  bool insured = true;
};

std::vector<std::string> Strings(const json& value) {
  std::vector<std::string> out;
  if (!value.is_array()) return out;
  for (const auto& item : value) {
    if (item.is_string()) out.push_back(item.get<std::string>());
  }
  return out;
}

Statement StatementFrom(const json& value) {
  return Statement{value.value("id", ""), value.value("law", ""), value.value("says", ""),
                   Strings(value.value("fields", json::array()))};
}

common::Result<Rules, std::string> ReadRules(const std::filesystem::path& file) {
  using R = common::Result<Rules, std::string>;
  const auto text = common::ReadWholeFile(file);
  if (!text) return R::Err(file.string() + ": cannot be read");
  const json doc = json::parse(*text, nullptr, false);
  if (!doc.is_object() || !doc.contains("kinds") || !doc["kinds"].is_object() ||
      !doc.contains("uninsured") ||
      !doc.value("professionalLiabilityInsurance", json()).is_boolean()) {
    return R::Err(file.string() +
                  ": needs \"kinds\", \"uninsured\" and \"professionalLiabilityInsurance\" "
                  "(true or false)");
  }
  Rules rules;
  for (const auto& [name, kind] : doc["kinds"].items()) {
    KindRules kind_rules{kind.value("law", ""), {}, {}};
    for (const auto& statement : kind.value("statements", json::array())) {
      kind_rules.statements.push_back(StatementFrom(statement));
    }
    for (const auto& field : Strings(kind.value("fields", json::array()))) {
      kind_rules.fields.insert(field);
    }
    rules.kinds.emplace(name, std::move(kind_rules));
  }
  rules.uninsured = StatementFrom(doc["uninsured"]);
  rules.insured = doc["professionalLiabilityInsurance"].get<bool>();
  return R::Ok(std::move(rules));
}

// The names a Mustache text reads ({{name}}, {{#name}}, {{^name}}, {{/name}}, {{{name}}},
// {{&name}}); comments ({{! ...}}) read nothing. Partials ({{> name}}) are refused as "> name".
std::set<std::string> TagNames(std::string_view text) {
  std::set<std::string> names;
  for (auto at = text.find("{{"); at != std::string_view::npos; at = text.find("{{", at)) {
    const auto end = text.find("}}", at + 2);
    if (end == std::string_view::npos) break;
    std::string tag(text.substr(at + 2, end - at - 2));
    at = end + 2;
    if (!tag.empty() && tag.front() == '{') {
      tag.erase(0, 1);
      if (at < text.size() && text[at] == '}') ++at;
    }
    if (!tag.empty() && tag.front() == '!') continue;
    if (!tag.empty() && std::string_view("#^/&").find(tag.front()) != std::string_view::npos) {
      tag.erase(0, 1);
    }
    const auto first = tag.find_first_not_of(' ');
    const auto last = tag.find_last_not_of(' ');
    names.insert(first == std::string::npos ? "" : tag.substr(first, last - first + 1));
  }
  return names;
}

const std::regex kDay(R"(\d{4}-\d{2}-\d{2})");

struct Read {
  AgreementTemplate agreement;
  std::string file;
  std::set<std::string> states;
};

// One template file: its shape and fields; the problems go to `errors`.
std::optional<Read> ReadTemplate(const std::filesystem::path& path, const Rules& rules,
                                 Errors& errors) {
  const std::string file = path.filename().string();
  auto fail = [&](const std::string& problem) {
    errors.push_back("agreement template " + file + ": " + problem);
    return std::nullopt;
  };
  const auto text = common::ReadWholeFile(path);
  if (!text) return fail("cannot be read");
  const json doc = json::parse(*text, nullptr, false);
  if (!doc.is_object()) return fail("is not a JSON object");
  Read read{{}, file, {}};
  AgreementTemplate& agreement = read.agreement;
  agreement.id = doc.value("id", "");
  agreement.title = doc.value("title", "");
  const json version = doc.value("version", json());
  const std::string kind = doc.value("kind", "");
  const auto language = common::ParseLanguage(doc.value("language", ""));
  if (agreement.id.empty() || agreement.title.empty())
    return fail("needs an \"id\" and a \"title\"");
  if (!version.is_number_integer() || version.get<int>() < 1) {
    return fail("\"version\" must be a whole number from 1");
  }
  agreement.version = version.get<int>();
  const auto kind_rules = rules.kinds.find(kind);
  if (kind_rules == rules.kinds.end()) {
    return fail("\"kind\" must be one of rules.json's kinds (contingency, hourly), not \"" + kind +
                "\"");
  }
  agreement.kind = kind == "hourly" ? AgreementKind::kHourly : AgreementKind::kContingency;
  if (!language) return fail("\"language\" must be \"en\" or \"es\"");
  agreement.language = *language;
  const json provenance = doc.value("provenance", json::object());
  const std::string status = provenance.value("status", "");
  if (status == "reviewed") {
    agreement.sample = false;
    agreement.reviewed_by = provenance.value("by", "");
    agreement.reviewed_on = provenance.value("on", "");
    if (agreement.reviewed_by.empty() || !std::regex_match(agreement.reviewed_on, kDay)) {
      return fail(
          "a reviewed template names who reviewed it (\"by\") and when (\"on\": YYYY-MM-DD)");
    }
  } else if (status != "sample") {
    return fail(
        "\"provenance\" must be {\"status\": \"sample\"} or {\"status\": \"reviewed\", "
        "\"by\": ..., \"on\": ...}");
  }
  const json sections = doc.value("sections", json());
  if (!sections.is_array() || sections.empty()) return fail("needs \"sections\"");
  std::set<std::string> known_states;
  for (const auto& statement : kind_rules->second.statements) known_states.insert(statement.id);
  known_states.insert(rules.uninsured.id);
  for (const auto& section : sections) {
    TemplateSection out{section.value("heading", ""), section.value("text", ""),
                        Strings(section.value("states", json::array()))};
    if (out.heading.empty() || out.text.empty()) {
      return fail("every section needs a \"heading\" and a \"text\"");
    }
    const kainjow::mustache::mustache parsed(out.text);
    if (!parsed.is_valid()) {
      return fail("section \"" + out.heading + "\": " + parsed.error_message());
    }
    for (const auto& name : TagNames(out.text)) {
      if (!kind_rules->second.fields.contains(name)) {
        return fail("section \"" + out.heading + "\" uses {{" + name +
                    "}}, which is not a merge field of a " + kind + " agreement (rules.json)");
      }
    }
    for (const auto& state : out.states) {
      if (!known_states.contains(state)) {
        return fail("section \"" + out.heading + "\" states \"" + state +
                    "\", which is not a statement of a " + kind + " agreement (rules.json)");
      }
      read.states.insert(state);
    }
    agreement.sections.push_back(std::move(out));
  }
  return read;
}

// Whether some section stating `statement` says it with its fields; else the error.
std::optional<std::string> Missing(const Read& read, const Statement& statement) {
  std::set<std::string> used;
  bool stated = false;
  for (const auto& section : read.agreement.sections) {
    if (std::find(section.states.begin(), section.states.end(), statement.id) ==
        section.states.end()) {
      continue;
    }
    stated = true;
    const auto names = TagNames(section.text);
    used.insert(names.begin(), names.end());
  }
  const std::string where = "agreement template " + read.file + ": ";
  const std::string& law = statement.law;
  if (!stated) {
    return where + "no section says " + statement.says + " (" + law +
           "); mark the section that says it with \"states\": [\"" + statement.id + "\"]";
  }
  for (const auto& field : statement.fields) {
    if (!used.contains(field)) {
      return where + "the section that says " + statement.says + " (" + law +
             ") must use the merge field {{" + field + "}}, so it states this agreement's terms";
    }
  }
  return std::nullopt;
}

}  // namespace

std::string_view KindName(AgreementKind kind) {
  return kind == AgreementKind::kHourly ? "hourly" : "contingency";
}

const AgreementTemplate* FindTemplate(const AgreementTemplates& templates, std::string_view id,
                                      int version, common::Language language) {
  for (const auto& agreement : templates.templates) {
    if (agreement.id == id && agreement.version == version && agreement.language == language) {
      return &agreement;
    }
  }
  return nullptr;
}

common::Result<AgreementTemplates, std::vector<std::string>> LoadAgreementTemplates(
    const std::filesystem::path& dir, bool production) {
  using R = common::Result<AgreementTemplates, std::vector<std::string>>;
  auto rules = ReadRules(dir / "rules.json");
  if (!rules) return R::Err({"agreements: " + rules.Error()});
  Errors errors;
  std::vector<Read> reads;
  std::error_code ec;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "templates", ec)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  if (files.empty())
    errors.push_back("agreements: no templates in " + (dir / "templates").string());
  for (const auto& file : files) {
    if (auto read = ReadTemplate(file, rules.Value(), errors)) reads.push_back(std::move(*read));
  }
  // Each id and version: one template a language, saying the same statements.
  std::map<std::pair<std::string, int>, std::map<common::Language, const Read*>> pairs;
  for (const auto& read : reads) {
    const auto& agreement = read.agreement;
    const KindRules& kind_rules = rules.Value().kinds.at(std::string(KindName(agreement.kind)));
    for (const auto& statement : kind_rules.statements) {
      if (auto missing = Missing(read, statement)) errors.push_back(*missing);
    }
    if (!rules.Value().insured) {
      if (auto missing = Missing(read, rules.Value().uninsured)) errors.push_back(*missing);
    }
    if (production && agreement.sample) {
      errors.push_back(
          "agreement template " + read.file +
          ": a sample, written by this project; SITE_MODE=production needs the "
          "firm's own, reviewed by its attorney (docs/runbook.md, \"Fee agreements\")");
    }
    auto& languages = pairs[{agreement.id, agreement.version}];
    if (!languages.emplace(agreement.language, &read).second) {
      errors.push_back("agreement template " + read.file + ": a second " +
                       std::string(common::Code(agreement.language)) + " template of " +
                       agreement.id + " version " + std::to_string(agreement.version));
    }
  }
  for (const auto& [key, languages] : pairs) {
    const std::string name = key.first + " version " + std::to_string(key.second);
    if (languages.size() != common::kLanguages.size()) {
      errors.push_back("agreement template " + name +
                       ": needs one template in English and one in Spanish (a worker who "
                       "discussed the terms in Spanish reads them in Spanish: Civil Code 1632)");
    } else if (languages.begin()->second->states != languages.rbegin()->second->states ||
               languages.begin()->second->agreement.kind !=
                   languages.rbegin()->second->agreement.kind) {
      errors.push_back("agreement template " + name +
                       ": the English and Spanish templates must be of one kind and make the "
                       "same statements");
    }
  }
  if (!errors.empty()) return R::Err(std::move(errors));
  AgreementTemplates out{{}, rules.Value().insured};
  for (auto& read : reads) out.templates.push_back(std::move(read.agreement));
  return R::Ok(std::move(out));
}

}  // namespace firm::engagement
