#include "http/message.hpp"

#include <algorithm>

#include "common/text.hpp"

namespace firm::http {

std::optional<std::string_view> Request::Header(std::string_view name) const {
  for (const auto& [field, value] : fields) {
    if (common::EqualsIgnoreCase(field, name)) return value;
  }
  return std::nullopt;
}

void Request::SetHeader(std::string_view name, std::optional<std::string_view> value) {
  std::erase_if(
      fields, [name](const FieldLine& line) { return common::EqualsIgnoreCase(line.first, name); });
  if (value) fields.emplace_back(name, *value);
}

}  // namespace firm::http
