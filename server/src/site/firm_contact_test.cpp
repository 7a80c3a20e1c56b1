#include "site/firm_contact.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

namespace firm::site {
namespace {

namespace fs = std::filesystem;

// The hours the web build writes (config/site.json) reach the server in both languages.
TEST(FirmContactTest, ReadsThePhoneHoursInEachLanguage) {
  const fs::path dir = fs::temp_directory_path() / ("firm-contact-" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "manifest.json") << R"({"firmPhone": "(310) 555-0142",
    "firmHours": {"en": "Phone lines answered 24 hours a day", "es": "Contestamos las 24 horas"}})";
  EXPECT_EQ(ReadFirmContact(dir).phone_display, "(310) 555-0142");
  const PhoneHours hours = ReadPhoneHours(dir);
  EXPECT_EQ(hours.en, "Phone lines answered 24 hours a day");
  EXPECT_EQ(hours.es, "Contestamos las 24 horas");
  // An older manifest without them: empty, never a guess.
  std::ofstream(dir / "manifest.json") << R"({"firmHours": "24/7"})";
  EXPECT_EQ(ReadPhoneHours(dir).en, "");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace firm::site
