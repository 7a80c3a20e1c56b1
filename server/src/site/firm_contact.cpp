#include "site/firm_contact.hpp"

#include <nlohmann/json.hpp>

#include "common/file.hpp"
#include "common/language.hpp"

namespace firm::site {

FirmContact ReadFirmContact(const std::filesystem::path& site_dir) {
  FirmContact firm;
  auto text = common::ReadWholeFile(site_dir / "manifest.json");
  if (!text) return firm;
  auto manifest = nlohmann::json::parse(*text, nullptr, false);
  if (!manifest.is_object()) return firm;
  auto read = [&](const char* key, std::string* out) {
    auto it = manifest.find(key);
    if (it != manifest.end() && it->is_string()) *out = it->get<std::string>();
  };
  read("firmName", &firm.name);
  read("firmPhone", &firm.phone_display);
  read("firmEmail", &firm.email);
  return firm;
}

PhoneHours ReadPhoneHours(const std::filesystem::path& site_dir) {
  PhoneHours hours;
  auto text = common::ReadWholeFile(site_dir / "manifest.json");
  if (!text) return hours;
  auto manifest = nlohmann::json::parse(*text, nullptr, false);
  if (!manifest.is_object()) return hours;
  auto given = manifest.find("firmHours");
  if (given == manifest.end() || !given->is_object()) return hours;
  for (common::Language language : common::kLanguages) {
    std::string* out = language == common::Language::kSpanish ? &hours.es : &hours.en;
    auto it = given->find(std::string(common::Code(language)));
    if (it != given->end() && it->is_string()) *out = it->get<std::string>();
  }
  return hours;
}

}  // namespace firm::site
