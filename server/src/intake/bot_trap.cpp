#include "intake/bot_trap.hpp"

#include <cstdint>

namespace firm::intake {

using nlohmann::json;

bool LooksLikeBot(const Rules& rules, const json& body) {
  if (!body.is_object()) return false;
  auto website = body.find("website");
  if (website != body.end() && !website->is_null() &&
      !(website->is_string() && website->get<std::string>().empty())) {
    return true;
  }
  auto elapsed = body.find("elapsedMs");
  if (elapsed != body.end() && elapsed->is_number_integer()) {
    if (elapsed->is_number_unsigned()) {
      return elapsed->get<std::uint64_t>() < static_cast<std::uint64_t>(rules.min_elapsed_ms);
    }
    auto ms = elapsed->get<std::int64_t>();
    return ms >= 0 && ms < rules.min_elapsed_ms;
  }
  return false;
}

}  // namespace firm::intake
