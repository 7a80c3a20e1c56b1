// Reads config/forms/fixtures/*.json: `base` with each case's `set` (a value
// {"$repeat": s, "times": n} is s repeated n times) and `remove` applied.
#pragma once

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace firm::testing_support {

struct FixtureCase {
  std::string form;  // case-review | harassment-questionnaire
  std::string name;
  nlohmann::json payload;
  bool valid = false;
  nlohmann::json expected;  // valid: `stored` (null when absent); invalid: `errors`
};

inline const std::vector<std::string> kFixtureForms = {"case-review", "harassment-questionnaire",
                                                       "call-booking"};

inline nlohmann::json ReadJsonFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return nlohmann::json::parse(buffer.str());
}

inline nlohmann::json ExpandFixtureValue(const nlohmann::json& value) {
  if (value.is_object() && value.contains("$repeat")) {
    std::string out;
    for (int i = 0; i < value.at("times").get<int>(); ++i) out += value.at("$repeat");
    return out;
  }
  return value;
}

inline nlohmann::json FixtureBase(const std::filesystem::path& forms_dir, const std::string& form) {
  return ReadJsonFile(forms_dir / "fixtures" / (form + ".json")).at("base");
}

inline std::vector<FixtureCase> LoadFixtureCases(const std::filesystem::path& forms_dir) {
  std::vector<FixtureCase> cases;
  for (const auto& form : kFixtureForms) {
    auto file = ReadJsonFile(forms_dir / "fixtures" / (form + ".json"));
    for (const char* group : {"valid", "invalid"}) {
      for (const auto& c : file.at(group)) {
        nlohmann::json payload = file.at("base");
        if (c.contains("set")) {
          for (const auto& [key, value] : c.at("set").items()) {
            payload[key] = ExpandFixtureValue(value);
          }
        }
        if (c.contains("remove")) {
          for (const auto& key : c.at("remove")) payload.erase(key.get<std::string>());
        }
        bool valid = std::string(group) == "valid";
        cases.push_back(FixtureCase{form, c.at("name"), payload, valid,
                                    valid ? c.value("stored", nlohmann::json()) : c.at("errors")});
      }
    }
  }
  return cases;
}

}  // namespace firm::testing_support
