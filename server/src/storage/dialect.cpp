#include "storage/dialect.hpp"

namespace firm::storage {

std::string Placeholders(std::size_t first, std::size_t count) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "$" + std::string.
  std::string list;
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) list += ", ";
    list += '$';
    list += std::to_string(first + i);
  }
  return list;
}

std::string_view Dialect::LockRows() const {
  return engine_ == Engine::kPostgres ? " FOR UPDATE" : "";
}

std::string Dialect::LockRowsOf(std::string_view table) const {
  return engine_ == Engine::kPostgres ? " FOR UPDATE OF " + std::string(table) : std::string();
}

std::string_view Dialect::LockRowsSkipLocked() const {
  return engine_ == Engine::kPostgres ? " FOR UPDATE SKIP LOCKED" : "";
}

std::string_view Dialect::CaseInsensitiveLike() const {
  return engine_ == Engine::kPostgres ? "ILIKE" : "LIKE";
}

std::string Dialect::JsonArrayHas(std::string_view column, std::string_view placeholder) const {
  std::string sql;
  if (engine_ == Engine::kPostgres) {
    sql.append(column).append(" @> jsonb_build_array(").append(placeholder).append("::text)");
  } else {
    sql.append("EXISTS (SELECT 1 FROM json_each(")
        .append(column)
        .append(") WHERE json_each.value = ")
        .append(placeholder)
        .append(")");
  }
  return sql;
}

std::string Dialect::MillisecondsBetween(std::string_view from, std::string_view to) const {
  std::string sql;
  if (engine_ == Engine::kPostgres) {
    sql.append("round(extract(epoch FROM (")
        .append(to)
        .append(")::timestamptz - (")
        .append(from)
        .append(")::timestamptz) * 1000)::bigint");
  } else {
    // julianday keeps the stored milliseconds; rounding drops the double's last digits.
    sql.append("CAST(round((julianday(")
        .append(to)
        .append(") - julianday(")
        .append(from)
        .append(")) * 86400000) AS INTEGER)");
  }
  return sql;
}

}  // namespace firm::storage
