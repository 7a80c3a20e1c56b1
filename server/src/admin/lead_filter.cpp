#include "admin/lead_filter.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <set>

#include "common/text.hpp"
#include "intake/lead_id.hpp"

namespace firm::admin {

const std::vector<std::string> kLeadStatuses = {"new",      "contacted", "consultation_scheduled",
                                                "retained", "not_a_fit", "referred_out"};

namespace {

constexpr std::size_t kMaxFilterLength = 200;
constexpr int kEarliestYear = 1900;
constexpr int kLatestYear = 2199;

constexpr std::string_view kBadQuery = "The query string is not valid.";
constexpr std::string_view kUnknownParameter = "This is not a filter of the leads list.";
constexpr std::string_view kRepeated = "Give this filter once.";
constexpr std::string_view kUnknownForm = "Unknown form.";
constexpr std::string_view kUnknownStatus = "Unknown status.";
constexpr std::string_view kBadInstant =
    "Give a date and time in ISO 8601 with a time zone, e.g. 2026-11-21T08:00:00Z.";
constexpr std::string_view kToBeforeFrom = "The end must be after the start.";
constexpr std::string_view kTooLong = "At most 200 characters.";
constexpr std::string_view kControl = "Control characters are not allowed.";
constexpr std::string_view kBadPage = "A whole number from 1.";
constexpr std::string_view kBadPageSize = "A whole number from 1 to 200.";
constexpr std::string_view kBadContact = "Choose none or made.";
constexpr std::string_view kBadLanguage = "Choose en or es.";

// Each filter becomes one fixed fragment; "$#" is replaced by the number of the
// parameter that carries the value (never by the value itself).
constexpr std::string_view kWhereForm = "leads.form_type = $#";
constexpr std::string_view kWhereStatus = "leads.status = $#";
constexpr std::string_view kWhereFrom = "leads.created_at >= $#";
constexpr std::string_view kWhereTo = "leads.created_at < $#";
constexpr std::string_view kWhereUtmSource = "leads.utm_source = $#";
constexpr std::string_view kWhereLanguage = "leads.language = $#";
constexpr std::string_view kWhereNotContacted = "leads.first_contact_at IS NULL";
constexpr std::string_view kWhereContacted = "leads.first_contact_at IS NOT NULL";
constexpr std::string_view kWhereUnassigned = "leads.assigned_to IS NULL";
constexpr std::string_view kWhereAssignee =
    "leads.assigned_to = (SELECT id FROM admin_users WHERE username = $#)";
// A reference typed in any shape, compared in its stored shape.
constexpr std::string_view kWhereReference = " OR leads.reference = $#";
// "{like}" is the dialect's case-insensitive LIKE; the same parameter serves
// every column.
constexpr std::string_view kWhereText =
    "(leads.first_name {like} $# ESCAPE '\\' OR leads.last_name {like} $# ESCAPE '\\'"
    " OR (leads.first_name || ' ' || leads.last_name) {like} $# ESCAPE '\\'"
    " OR leads.email {like} $# ESCAPE '\\'";
constexpr std::string_view kWherePhoneDigits = " OR leads.phone LIKE $#";
constexpr std::string_view kWhereTextEnd = ")";

std::optional<int> ParseInt(std::string_view text) {
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// Reads exactly `count` digits at `pos`.
std::optional<int> Digits(std::string_view text, std::size_t pos, std::size_t count) {
  if (pos + count > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t i = pos; i < pos + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

void Append(SqlWhere& where, std::string_view fragment, std::optional<std::string> value) {
  std::string placeholder(1, '$');
  placeholder += std::to_string(where.params.size() + 1);
  std::string text(fragment);
  for (auto at = text.find("$#"); at != std::string::npos; at = text.find("$#", at)) {
    text.replace(at, 2, placeholder);
  }
  where.sql += text;
  if (value) where.params.push_back(std::move(value));
}

}  // namespace

bool IsLeadStatus(std::string_view status) {
  return std::find(kLeadStatuses.begin(), kLeadStatuses.end(), status) != kLeadStatuses.end();
}

common::Result<QueryPairs, std::string> ParseQueryString(std::string_view query) {
  using R = common::Result<QueryPairs, std::string>;
  if (query.starts_with('?')) query.remove_prefix(1);
  auto pairs = common::ParseFormEncoded(query);
  if (!pairs) return R::Err(std::string(kBadQuery));
  return R::Ok(std::move(*pairs));
}

std::optional<std::string> NormalizeInstant(std::string_view text) {
  auto instant = ParseInstant(text);
  if (!instant) return std::nullopt;
  return storage::IsoTimestamp(*instant);
}

std::optional<std::chrono::system_clock::time_point> ParseInstant(std::string_view text) {
  // YYYY-MM-DDTHH:MM[:SS[.fraction]](Z|+HH:MM|-HH:MM)
  auto year = Digits(text, 0, 4);
  auto month = Digits(text, 5, 2);
  auto day = Digits(text, 8, 2);
  auto hour = Digits(text, 11, 2);
  auto minute = Digits(text, 14, 2);
  if (!year || !month || !day || !hour || !minute || text.size() < 17 || text[4] != '-' ||
      text[7] != '-' || (text[10] != 'T' && text[10] != 't') || text[13] != ':') {
    return std::nullopt;
  }
  std::size_t pos = 16;
  int second = 0;
  int millis = 0;
  if (pos < text.size() && text[pos] == ':') {
    auto s = Digits(text, pos + 1, 2);
    if (!s) return std::nullopt;
    second = *s;
    pos += 3;
    if (pos < text.size() && text[pos] == '.') {
      std::size_t start = ++pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
      if (pos == start || pos - start > 9) return std::nullopt;
      std::string fraction(text.substr(start, pos - start));
      fraction.resize(3, '0');
      millis = std::stoi(fraction.substr(0, 3));
    }
  }
  int offset_minutes = 0;
  std::string_view zone = text.substr(std::min(pos, text.size()));
  if (zone != "Z" && zone != "z") {
    if (zone.size() == 6 && (zone[0] == '+' || zone[0] == '-') && zone[3] == ':') {
      auto oh = Digits(zone, 1, 2);
      auto om = Digits(zone, 4, 2);
      if (!oh || !om || *oh > 23 || *om > 59) return std::nullopt;
      offset_minutes = (*oh * 60 + *om) * (zone[0] == '-' ? -1 : 1);
    } else {
      return std::nullopt;
    }
  }
  using namespace std::chrono;
  year_month_day date{std::chrono::year(*year), std::chrono::month(static_cast<unsigned>(*month)),
                      std::chrono::day(static_cast<unsigned>(*day))};
  // system_clock counts nanoseconds in 64 bits (years 1677..2262): a later year overflowed
  // (undefined behaviour). Staff filter leads by dates of this century and the next.
  if (!date.ok() || *year < kEarliestYear || *year > kLatestYear || *hour > 23 || *minute > 59 ||
      second > 59) {
    return std::nullopt;
  }
  auto local = sys_days(date) + hours(*hour) + minutes(*minute) + seconds(second) +
               milliseconds(millis) - minutes(offset_minutes);
  return system_clock::time_point(local);
}

std::string ContainsPattern(std::string_view text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '\\' || c == '%' || c == '_') out += '\\';
    out += c;
  }
  return out + "%";
}

common::Result<LeadFilter, FieldErrors> ParseLeadFilter(std::string_view query,
                                                        const std::vector<std::string>& form_ids,
                                                        bool with_paging) {
  using R = common::Result<LeadFilter, FieldErrors>;
  FieldErrors errors;
  auto pairs = ParseQueryString(query);
  if (!pairs) return R::Err(FieldErrors{{"_query", {pairs.Error()}}});

  std::set<std::string> known = {"form",       "issue", "status",  "from",     "to",
                                 "utm_source", "q",     "contact", "assignee", "language"};
  if (with_paging) known.insert({"page", "pageSize"});
  std::set<std::string> seen;
  LeadFilter filter;
  for (const auto& [name, value] : pairs.Value()) {
    if (!known.contains(name)) {
      // The name is echoed as a key only when it is short and printable; a parameter
      // without a name ("?=x") is the query's fault, not a field's.
      std::string key = !name.empty() && name.size() <= 40 && !common::HasControlCharacters(name)
                            ? name
                            : "_query";
      errors[key].push_back(std::string(kUnknownParameter));
      continue;
    }
    if (!seen.insert(name).second) {
      errors[name].push_back(std::string(kRepeated));
      continue;
    }
    if (value.empty()) continue;
    if (value.size() > kMaxFilterLength) {
      errors[name].push_back(std::string(kTooLong));
      continue;
    }
    if (common::HasControlCharacters(value)) {
      errors[name].push_back(std::string(kControl));
      continue;
    }
    if (name == "form") {
      if (std::find(form_ids.begin(), form_ids.end(), value) == form_ids.end()) {
        errors[name].push_back(std::string(kUnknownForm));
      } else {
        std::string type = value;
        std::replace(type.begin(), type.end(), '-', '_');
        filter.form_type = type;
      }
    } else if (name == "issue") {
      filter.issue = value;
    } else if (name == "status") {
      if (!IsLeadStatus(value)) {
        errors[name].push_back(std::string(kUnknownStatus));
      } else {
        filter.status = value;
      }
    } else if (name == "from" || name == "to") {
      auto instant = NormalizeInstant(value);
      if (!instant) {
        errors[name].push_back(std::string(kBadInstant));
      } else {
        (name == "from" ? filter.from : filter.to) = *instant;
      }
    } else if (name == "utm_source") {
      filter.utm_source = value;
    } else if (name == "q") {
      filter.q = value;
    } else if (name == "contact") {
      if (value != "none" && value != "made") {
        errors[name].push_back(std::string(kBadContact));
      } else {
        filter.contact = value;
      }
    } else if (name == "assignee") {
      filter.assignee = value;
    } else if (name == "language") {
      // The languages of config/forms/rules.json; a lead is stored with one of them.
      if (value != "en" && value != "es") {
        errors[name].push_back(std::string(kBadLanguage));
      } else {
        filter.language = value;
      }
    } else if (name == "page") {
      auto page = ParseInt(value);
      if (!page || *page < 1) {
        errors[name].push_back(std::string(kBadPage));
      } else {
        filter.page = *page;
      }
    } else if (name == "pageSize") {
      auto size = ParseInt(value);
      if (!size || *size < 1 || *size > kMaxPageSize) {
        errors[name].push_back(std::string(kBadPageSize));
      } else {
        filter.page_size = *size;
      }
    }
  }
  if (filter.from && filter.to && *filter.to <= *filter.from) {
    errors["to"].push_back(std::string(kToBeforeFrom));
  }
  if (!errors.empty()) return R::Err(std::move(errors));
  return R::Ok(std::move(filter));
}

SqlWhere BuildLeadWhere(const LeadFilter& filter, const storage::Dialect& dialect) {
  const std::string where_issue = dialect.JsonArrayHas("leads.issue_types", "$#");
  std::string where_text(kWhereText);
  for (auto at = where_text.find("{like}"); at != std::string::npos;
       at = where_text.find("{like}", at)) {
    where_text.replace(at, 6, dialect.CaseInsensitiveLike());
  }
  SqlWhere where;
  std::vector<std::pair<std::string_view, const std::optional<std::string>*>> simple = {
      {kWhereForm, &filter.form_type},
      {where_issue, &filter.issue},
      {kWhereStatus, &filter.status},
      {kWhereFrom, &filter.from},
      {kWhereTo, &filter.to},
      {kWhereUtmSource, &filter.utm_source},
      {kWhereLanguage, &filter.language},
  };
  auto next = [&where]() { where.sql += where.sql.empty() ? " WHERE " : " AND "; };
  for (const auto& [fragment, value] : simple) {
    if (!*value) continue;
    next();
    Append(where, fragment, **value);
  }
  if (filter.q) {
    next();
    Append(where, where_text, ContainsPattern(*filter.q));
    std::string digits;
    for (char c : *filter.q) {
      if (c >= '0' && c <= '9') digits += c;
    }
    // A reference is looked up as one; its digits are not a phone number.
    // Otherwise staff type phone numbers in any shape; stored ones are E.164,
    // so only the digits are compared (the digits need no LIKE escaping).
    if (auto reference = intake::NormalizeReference(*filter.q)) {
      Append(where, kWhereReference, *reference);
    } else if (!digits.empty()) {
      Append(where, kWherePhoneDigits, "%" + digits + "%");
    }
    Append(where, kWhereTextEnd, std::nullopt);
  }
  if (filter.contact) {
    next();
    Append(where, *filter.contact == "none" ? kWhereNotContacted : kWhereContacted, std::nullopt);
  }
  if (filter.assignee) {
    next();
    if (*filter.assignee == "none") {
      Append(where, kWhereUnassigned, std::nullopt);
    } else {
      Append(where, kWhereAssignee, *filter.assignee);
    }
  }
  return where;
}

}  // namespace firm::admin
