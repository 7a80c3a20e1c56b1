// The staff leads-list filter (staff/lead_query.cpp, leads/lead_filter.cpp). Input: one flag byte
// (bit 0: the list with paging, else the export) and the query string. A query either fails with
// named field errors or yields a filter whose values are within their limits and whose
// SQL is made of fixed fragments only: the same filter with other values gives the very
// same SQL text, with one parameter per placeholder.

#include <algorithm>
#include <string>

#include "common/text.hpp"
#include "fuzz_support.hpp"
#include "http/query.hpp"
#include "leads/lead_id.hpp"
#include "staff/lead_query.hpp"
#include "storage/iso_time.hpp"

namespace {

const std::vector<std::string> kFormIds = {"case-review", "harassment-questionnaire"};

bool IsNormalInstant(const std::string& text) {
  // YYYY-MM-DDTHH:MM:SS.mmmZ
  if (text.size() != 24) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    char want = "0000-00-00T00:00:00.000Z"[i];
    if (want == '0' ? (c < '0' || c > '9') : c != want) return false;
  }
  return true;
}

// LIKE pattern back to the text: every \ escapes the next byte, the ends are %.
std::string Unescape(const std::string& pattern) {
  FUZZ_CHECK(pattern.size() >= 2 && pattern.front() == '%' && pattern.back() == '%',
             "the pattern matches anywhere");
  std::string out;
  for (std::size_t i = 1; i + 1 < pattern.size(); ++i) {
    char c = pattern[i];
    FUZZ_CHECK(c != '%' && c != '_', "no unescaped wildcard inside the pattern");
    if (c == '\\') {
      FUZZ_CHECK(i + 2 < pattern.size(), "an escape has its byte");
      c = pattern[++i];
    }
    out += c;
  }
  return out;
}

void CheckText(const std::optional<std::string>& value) {
  if (!value) return;
  FUZZ_CHECK(!value->empty() && value->size() <= 200, "a filter value is 1..200 bytes");
  FUZZ_CHECK(!firm::fuzz::HasByte(*value, firm::fuzz::IsControl), "no control bytes");
  FUZZ_CHECK(firm::common::IsValidUtf8(*value), "valid UTF-8");
}

void CheckSql(const firm::leads::LeadFilter& filter, firm::storage::Engine engine) {
  auto where = firm::leads::BuildLeadWhere(filter, firm::storage::Dialect(engine));
  // Same shape, other values: the SQL text must not change.
  firm::leads::LeadFilter other = filter;
  for (auto* value : {&other.form_type, &other.issue, &other.status, &other.from, &other.to,
                      &other.utm_source, &other.q}) {
    // emplace, not = "x": GCC 12 reports a false -Wrestrict (PR105329) on the assignment.
    if (*value) value->emplace(1, 'x');
  }
  if (filter.q) {
    // A reference adds the reference comparison, 3 digits or more the phone comparison, a whole
    // address (3+ characters before "@") its own comparison on PostgreSQL, and the search's
    // length picks "contains" (3+ characters) or "starts a word" (2): keep that shape.
    const auto digits = std::count_if(filter.q->begin(), filter.q->end(),
                                      [](char c) { return c >= '0' && c <= '9'; });
    const std::size_t length = firm::leads::SearchLength(*filter.q);
    const bool reference = firm::leads::NormalizeReference(*filter.q).has_value();
    const auto at = filter.q->find('@');
    const bool address = length >= 3 && at != std::string::npos &&
                         firm::leads::SearchLength(filter.q->substr(0, at)) >= 3;
    other.q.emplace(reference                ? "GC-2222-2222"
                    : address && digits >= 3 ? "x123@y"
                    : address                ? "xyz@y"
                    : digits >= 3            ? "123"
                    : length >= 3            ? "xyz"
                    : length == 2            ? "xy"
                                             : "x");
  }
  // "none" is its own fragment; a user name is a parameter like any value.
  if (filter.assignee && *filter.assignee != "none") other.assignee.emplace(1, 'x');
  auto other_where = firm::leads::BuildLeadWhere(other, firm::storage::Dialect(engine));
  FUZZ_CHECK(where.sql == other_where.sql, "values never reach the SQL text");
  FUZZ_CHECK(where.params.size() == other_where.params.size(), "same number of parameters");
  std::size_t highest = 0;
  for (std::size_t at = where.sql.find('$'); at != std::string::npos;
       at = where.sql.find('$', at + 1)) {
    std::size_t number = 0;
    std::size_t i = at + 1;
    for (; i < where.sql.size() && where.sql[i] >= '0' && where.sql[i] <= '9'; ++i) {
      number = number * 10 + static_cast<std::size_t>(where.sql[i] - '0');
    }
    FUZZ_CHECK(i > at + 1, "every $ is a numbered placeholder");
    highest = std::max(highest, number);
  }
  FUZZ_CHECK(highest == where.params.size(), "one parameter per placeholder number");
  for (const auto& param : where.params) FUZZ_CHECK(param.has_value(), "no NULL parameter");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace firm::staff;
  using firm::leads::ContainsPattern;
  using firm::leads::IsLeadStatus;
  using firm::leads::kDefaultPageSize;
  using firm::leads::kMaxPageSize;
  if (size == 0) return 0;
  const bool with_paging = (data[0] & 1) != 0;
  const std::string_view query = firm::fuzz::AsText(data + 1, size - 1);

  // The shared query rules (http::ParseQuery): what passes is valid UTF-8, named once, without
  // control characters, and never empty.
  auto read = firm::http::ReadQuery(query, {"q", "status", "page"});
  for (const auto& [name, value] : read.params) {
    FUZZ_CHECK(firm::common::IsValidUtf8(name) && firm::common::IsValidUtf8(value),
               "decoded parameters are valid UTF-8");
    FUZZ_CHECK(!value.empty() && !firm::common::HasControlCharacters(value),
               "a parameter that passes has a value without control characters");
  }

  auto result = ParseLeadFilter(query, kFormIds, with_paging);
  if (!result) {
    FUZZ_CHECK(!result.Error().empty(), "a refusal names at least one field");
    for (const auto& [key, messages] : result.Error()) {
      FUZZ_CHECK(!key.empty() && !messages.empty(), "every error has a key and a message");
      FUZZ_CHECK(!firm::fuzz::HasByte(key, firm::fuzz::IsControl), "no control bytes in keys");
    }
    return 0;
  }
  const LeadFilter& filter = result.Value();
  if (filter.after) {
    FUZZ_CHECK(firm::leads::DecodeCursor(firm::leads::EncodeCursor(*filter.after)).has_value(),
               "a cursor read is one the list could hand out");
  }
  FUZZ_CHECK(filter.page_size >= 1 && filter.page_size <= kMaxPageSize, "page size 1..200");
  if (!with_paging) {
    FUZZ_CHECK(!filter.after && filter.page_size == kDefaultPageSize, "no paging on export");
  }
  if (filter.form_type) {
    FUZZ_CHECK(
        *filter.form_type == "case_review" || *filter.form_type == "harassment_questionnaire",
        "a known form");
  }
  if (filter.status) FUZZ_CHECK(IsLeadStatus(*filter.status), "a known status");
  for (const auto* instant : {&filter.from, &filter.to}) {
    if (!*instant) continue;
    FUZZ_CHECK(IsNormalInstant(**instant), "instants are normalised to UTC with milliseconds");
    FUZZ_CHECK(firm::storage::NormalizeInstant(**instant) == **instant,
               "a normalised instant is a fixed point");
  }
  if (filter.from && filter.to) FUZZ_CHECK(*filter.from < *filter.to, "from before to");
  CheckText(filter.issue);
  CheckText(filter.utm_source);
  CheckText(filter.q);
  if (filter.q) FUZZ_CHECK(Unescape(ContainsPattern(*filter.q)) == *filter.q, "LIKE round trip");
  CheckSql(filter, firm::storage::Engine::kSqlite);
  CheckSql(filter, firm::storage::Engine::kPostgres);
  return 0;
}
