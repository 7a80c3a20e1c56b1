// CSV export cells (staff/csv.cpp): any bytes, cut into cells at 0x1F, must give one RFC 4180
// record that a strict reader splits back into the same cells, and no cell may open with a
// character a spreadsheet reads as a formula (OWASP CSV injection).

#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "staff/csv.hpp"

namespace {

bool StartsFormula(std::string_view cell) {
  if (cell.empty()) return false;
  char first = cell.front();
  return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' ||
         first == '\r';
}

// A strict RFC 4180 reader for one record of quoted cells ending in CRLF.
std::vector<std::string> ReadRecord(std::string_view row) {
  std::vector<std::string> cells;
  std::size_t i = 0;
  while (true) {
    FUZZ_CHECK(i < row.size() && row[i] == '"', "every cell is quoted");
    ++i;
    std::string cell;
    while (true) {
      FUZZ_CHECK(i < row.size(), "a quoted cell is closed");
      if (row[i] == '"') {
        if (i + 1 < row.size() && row[i + 1] == '"') {
          cell += '"';
          i += 2;
          continue;
        }
        ++i;
        break;
      }
      cell += row[i++];
    }
    cells.push_back(std::move(cell));
    if (i < row.size() && row[i] == ',') {
      ++i;
      continue;
    }
    FUZZ_CHECK(row.substr(i) == "\r\n", "the record ends with exactly CRLF after the last cell");
    return cells;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> cells;
  for (auto part : firm::fuzz::Split(firm::fuzz::AsText(data, size), '\x1f')) {
    cells.emplace_back(part);
  }
  const std::string row = firm::staff::CsvRow(cells);
  const std::vector<std::string> read = ReadRecord(row);
  FUZZ_CHECK(read.size() == cells.size(), "as many cells read back as written");
  for (std::size_t i = 0; i < cells.size(); ++i) {
    FUZZ_CHECK(!StartsFormula(read[i]), "no cell starts like a formula");
    const std::string& original = cells[i];
    // Round trip: the value itself, or the value behind the neutralising quote.
    const bool same = read[i] == original;
    std::string neutralised(1, '\'');
    neutralised.append(original);  // not "'" + original: GCC 12's false -Wrestrict
    const bool quoted = StartsFormula(original) && read[i] == neutralised;
    FUZZ_CHECK(same || quoted, "a cell reads back as its value");
    FUZZ_CHECK(firm::staff::CsvCell(original) + "\r\n" == firm::staff::CsvRow({original}),
               "a one-cell row is the cell and CRLF");
  }
  return 0;
}
