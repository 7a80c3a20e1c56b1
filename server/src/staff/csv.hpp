#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace firm::staff {

// One RFC 4180 cell, always quoted ("" inside), with spreadsheet formula
// injection neutralised (OWASP): a value starting with = + - @ tab or carriage
// return gets a leading ' so Excel/Sheets/LibreOffice show it as text.
std::string CsvCell(std::string_view value);

// Cells joined with commas, ending in CRLF (RFC 4180).
std::string CsvRow(const std::vector<std::string>& cells);

}  // namespace firm::staff
