#include "site/firm_contact.hpp"

#include <nlohmann/json.hpp>

#include "common/file.hpp"

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

}  // namespace firm::site
