#include "site/script_hashes.hpp"

#include <regex>

namespace firm::site {

common::Result<std::vector<std::string>, std::string> ParseScriptHashes(
    const nlohmann::json& list) {
  using R = common::Result<std::vector<std::string>, std::string>;
  static const std::regex kHashPattern("^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$");
  if (!list.is_array()) return R::Err("must be an array");
  std::vector<std::string> hashes;
  for (const auto& hash : list) {
    if (!hash.is_string() || !std::regex_match(hash.get<std::string>(), kHashPattern)) {
      return R::Err("invalid script hash");
    }
    hashes.push_back(hash.get<std::string>());
  }
  return R::Ok(std::move(hashes));
}

}  // namespace firm::site
