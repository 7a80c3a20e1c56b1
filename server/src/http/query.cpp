#include "http/query.hpp"

#include "common/text.hpp"

namespace firm::http {

namespace {

constexpr std::string_view kBadQuery = "The query string is not valid.";
constexpr std::string_view kUnknownParameter = "This is not a parameter here.";
constexpr std::string_view kRepeated = "Give this parameter once.";
constexpr std::string_view kControl = "Control characters are not allowed.";
constexpr std::size_t kMaxEchoedName = 40;

}  // namespace

ReadQueryResult ReadQuery(std::string_view query, const std::set<std::string>& allowed) {
  if (query.starts_with('?')) query.remove_prefix(1);
  auto pairs = common::ParseFormEncoded(query);
  if (!pairs) return {{}, FieldErrors{{"_query", {std::string(kBadQuery)}}}};
  ReadQueryResult out;
  std::set<std::string> seen;
  for (auto& [name, value] : *pairs) {
    if (!allowed.contains(name)) {
      const bool echo =
          !name.empty() && name.size() <= kMaxEchoedName && !common::HasControlCharacters(name);
      out.errors[echo ? name : "_query"].push_back(std::string(kUnknownParameter));
      continue;
    }
    if (!seen.insert(name).second) {
      out.errors[name].push_back(std::string(kRepeated));
      out.params.erase(name);
      continue;
    }
    if (common::HasControlCharacters(value)) {
      out.errors[name].push_back(std::string(kControl));
      continue;
    }
    if (!value.empty()) out.params.emplace(name, std::move(value));
  }
  return out;
}

common::Result<QueryParams, FieldErrors> ParseQuery(std::string_view query,
                                                    const std::set<std::string>& allowed) {
  using R = common::Result<QueryParams, FieldErrors>;
  auto read = ReadQuery(query, allowed);
  if (!read.errors.empty()) return R::Err(std::move(read.errors));
  return R::Ok(std::move(read.params));
}

}  // namespace firm::http
