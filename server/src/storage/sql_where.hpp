#pragma once

#include <string>
#include <string_view>

#include "storage/database.hpp"

namespace firm::storage {

// " WHERE ..." (or "") built only from fixed SQL fragments; every value is a parameter,
// numbered from $1. In a fragment "$#" stands for the number of the parameter `Append` adds
// (never for the value itself); the same parameter may appear several times.
struct SqlWhere {
  std::string sql;
  Params params;

  // " WHERE " before the first condition, " AND " before each next one.
  void NextCondition() { sql += sql.empty() ? " WHERE " : " AND "; }
  // `fragment` with "$#" numbered; `value`, when there is one, as that parameter.
  void Append(std::string_view fragment, Value value) {
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "$" + std::string.
    std::string placeholder(1, '$');
    placeholder += std::to_string(params.size() + 1);
    std::string text(fragment);
    for (auto at = text.find("$#"); at != std::string::npos; at = text.find("$#", at)) {
      text.replace(at, 2, placeholder);
    }
    sql += text;
    if (value) params.push_back(std::move(value));
  }
  // A parameter for SQL outside the conditions (a join's), numbered after those before it: its
  // "$n".
  std::string Parameter(Value value) {
    params.push_back(std::move(value));
    std::string placeholder(1, '$');
    placeholder += std::to_string(params.size());
    return placeholder;
  }
  // One condition: NextCondition, then Append.
  void And(std::string_view fragment, Value value) {
    NextCondition();
    Append(fragment, std::move(value));
  }
};

}  // namespace firm::storage
