#include "staff/csv.hpp"

namespace firm::staff {

std::string CsvCell(std::string_view value) {
  std::string out = "\"";
  if (!value.empty()) {
    char first = value.front();
    if (first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' ||
        first == '\r') {
      out += '\'';
    }
  }
  for (char c : value) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string CsvRow(const std::vector<std::string>& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) out += ',';
    out += CsvCell(cells[i]);
  }
  out += "\r\n";
  return out;
}

}  // namespace firm::staff
