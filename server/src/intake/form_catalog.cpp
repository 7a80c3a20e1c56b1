// LoadFormCatalog: the form definitions and shared rules read from FORMS_DIR.
#include <filesystem>

#include "common/file.hpp"
#include "intake/form_definition.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

template <typename T>
using R = common::Result<T, std::string>;

R<json> ReadJsonFile(const std::filesystem::path& path) {
  auto text = common::ReadWholeFile(path);
  if (!text) return R<json>::Err(path.string() + ": cannot be read");
  try {
    return R<json>::Ok(json::parse(*text));
  } catch (const json::parse_error& e) {
    return R<json>::Err(path.string() + ": invalid JSON (" + e.what() + ")");
  }
}

}  // namespace

R<FormCatalog> LoadFormCatalog(const std::filesystem::path& dir,
                               const std::vector<std::string>& form_ids) {
  FormCatalog catalog;
  auto rules_json = ReadJsonFile(dir / "rules.json");
  if (!rules_json) return R<FormCatalog>::Err(rules_json.Error());
  auto rules = ParseRules(rules_json.Value());
  if (!rules) return R<FormCatalog>::Err((dir / "rules.json").string() + ": " + rules.Error());
  catalog.rules = std::move(rules).Value();
  for (const auto& id : form_ids) {
    auto path = dir / (id + ".json");
    auto form_json = ReadJsonFile(path);
    if (!form_json) return R<FormCatalog>::Err(form_json.Error());
    auto form = ParseFormDefinition(form_json.Value());
    if (!form) return R<FormCatalog>::Err(path.string() + ": " + form.Error());
    if (form.Value().id != id) {
      return R<FormCatalog>::Err(path.string() + ": \"id\" must be '" + id + "'");
    }
    catalog.forms.push_back(std::move(form).Value());
  }
  for (std::size_t i = 1; i < catalog.rules.languages.size(); ++i) {
    const auto& language = catalog.rules.languages[i];
    auto path = dir / (language + ".json");
    auto translation_json = ReadJsonFile(path);
    if (!translation_json) return R<FormCatalog>::Err(translation_json.Error());
    auto translation = ParseTranslation(translation_json.Value(), language, catalog.forms);
    if (!translation) return R<FormCatalog>::Err(path.string() + ": " + translation.Error());
    catalog.rules.translations[language] = std::move(translation).Value();
  }
  return R<FormCatalog>::Ok(std::move(catalog));
}

}  // namespace firm::intake
