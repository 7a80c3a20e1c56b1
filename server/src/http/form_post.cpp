#include "http/form_post.hpp"

#include "common/text.hpp"
#include "http/json_api.hpp"

namespace firm::http {

bool IsFormPost(const Request& request) {
  const auto type = request.Header("Content-Type");
  return type && IsFormContentType(*type);
}

std::optional<std::map<std::string, std::string>> FormFieldsOnce(std::string_view body) {
  auto pairs = common::ParseFormEncoded(body);
  if (!pairs) return std::nullopt;
  std::map<std::string, std::string> out;
  for (auto& [name, value] : *pairs) {
    if (!out.emplace(name, value).second) return std::nullopt;
  }
  return out;
}

std::string FormValue(const std::map<std::string, std::string>& values, const std::string& name) {
  auto it = values.find(name);
  return it == values.end() ? std::string() : it->second;
}

}  // namespace firm::http
