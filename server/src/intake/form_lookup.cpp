// Looking things up in the loaded forms and rules: a field or form by name, a message or a field's
// label in the submission's language. (form_definition.cpp reads and checks them.)
#include <string>

#include "common/text.hpp"
#include "intake/form_definition.hpp"

namespace firm::intake {

namespace {

void Replace(std::string& text, std::string_view from, std::string_view to) {
  for (auto pos = text.find(from); pos != std::string::npos;
       pos = text.find(from, pos + to.size())) {
    text.replace(pos, from.size(), to);
  }
}

}  // namespace

const FieldDefinition* FormDefinition::Find(std::string_view name) const {
  for (const auto& field : fields) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

const FormDefinition* FormCatalog::Find(std::string_view id) const {
  for (const auto& form : forms) {
    if (form.id == id) return &form;
  }
  return nullptr;
}

std::string Rules::Message(const std::string& key, std::string_view label,
                           std::optional<std::size_t> max, std::string_view language) const {
  const auto* table = &messages;
  if (auto translation = translations.find(language); translation != translations.end()) {
    table = &translation->second.messages;
  }
  auto it = table->find(key);
  std::string text = it == table->end() ? key : it->second;
  Replace(text, "{label}", label);
  if (max) Replace(text, "{max}", std::to_string(*max));
  return text;
}

std::string_view Rules::Label(std::string_view form_id, const FieldDefinition& field,
                              std::string_view language) const {
  auto translation = translations.find(language);
  if (translation == translations.end()) return field.label;
  auto form = translation->second.labels.find(form_id);
  if (form == translation->second.labels.end()) return field.label;
  auto label = form->second.find(field.name);
  return label == form->second.end() ? std::string_view(field.label) : label->second;
}

bool Rules::KnowsLanguage(std::string_view language) const {
  return common::Contains(languages, language);
}

}  // namespace firm::intake
