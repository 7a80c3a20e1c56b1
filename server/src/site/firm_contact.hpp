#pragma once

#include <filesystem>
#include <string>

namespace firm::site {

// The firm as the web build wrote it into SITE_DIR/manifest.json (from
// config/site.json): what messages to workers and the staff area name.
// Fields the manifest lacks are empty.
struct FirmContact {
  std::string name;           // "Golden Coast Workers Law, APC"
  std::string phone_display;  // "(310) 555-0142"
  std::string email;          // the public contact address
};

FirmContact ReadFirmContact(const std::filesystem::path& site_dir);

// When the phones are answered, as the site says it (config/site.json "contact.hours" and
// "spanish.hours", written into the manifest's "firmHours"); empty when the manifest lacks them.
struct PhoneHours {
  std::string en;  // "Phone lines answered 24 hours a day, 7 days a week"
  std::string es;
};
PhoneHours ReadPhoneHours(const std::filesystem::path& site_dir);

}  // namespace firm::site
