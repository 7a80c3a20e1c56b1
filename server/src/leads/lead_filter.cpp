#include "leads/lead_filter.hpp"

#include "common/text.hpp"
#include "leads/lead_id.hpp"

namespace firm::leads {

const std::vector<std::string> kLeadStatuses = {"new",      "contacted", "consultation_scheduled",
                                                "retained", "not_a_fit", "referred_out"};

namespace {

// Each filter becomes one fixed fragment (storage::SqlWhere: "$#" is the number of the
// parameter that carries the value).
constexpr std::string_view kWhereForm = "leads.form_type = $#";
constexpr std::string_view kWhereStatus = "leads.status = $#";
constexpr std::string_view kWhereFrom = "leads.created_at >= $#";
constexpr std::string_view kWhereTo = "leads.created_at < $#";
constexpr std::string_view kWhereUtmSource = "leads.utm_source = $#";
constexpr std::string_view kWhereLanguage = "leads.language = $#";
constexpr std::string_view kWhereNotContacted = "leads.first_contact_at IS NULL";
constexpr std::string_view kWhereContacted = "leads.first_contact_at IS NOT NULL";
constexpr std::string_view kWhereReplyWaiting = "leads.reply_waiting_since IS NOT NULL";
constexpr std::string_view kWhereUnassigned = "leads.assigned_to IS NULL";
// "= (SELECT ...)", not IN: SQLite then reads leads_assigned_created in the list's order; with
// IN it walked leads_created_id checking each lead (5.5 s at a million leads for a user with
// none).
constexpr std::string_view kWhereAssignee =
    "leads.assigned_to = (SELECT id FROM admin_users WHERE username = $#)";
constexpr std::string_view kWhereAssigneeId = "leads.assigned_to = $#";
// The search (issue 52, migration 0016) through the engines' own text indexes, never a scan:
// SQLite's FTS5 trigram table leads_search (keyed by the lead's rowid; its "name" is " first
// last" and its "email" " email", space first) answers one MATCH expression, a parameter.
constexpr std::string_view kSearchSqlite =
    "(leads.rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH $#)";
// For a search matching many leads (LeadFilter::search_by_date): "+" keeps SQLite from looking
// up each match by rowid, so it walks the list's order (leads_created_id) and checks each lead
// against the matches, stopping at the page's end, instead of reading and sorting every match.
constexpr std::string_view kSearchSqliteByDate =
    "(+leads.rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH $#)";
constexpr std::string_view kMatchesStart =
    "SELECT count(*) AS matches FROM (SELECT rowid FROM leads_search WHERE leads_search MATCH $1"
    " LIMIT ";
// PostgreSQL's GIN trigram indexes: these are their expressions exactly, else the planner
// cannot use them. ILIKE folds case; the same parameter serves both columns.
constexpr std::string_view kSearchPostgres =
    "((leads.first_name || ' ' || leads.last_name) ILIKE $# ESCAPE '\\'"
    " OR leads.email ILIKE $# ESCAPE '\\'";
// A whole e-mail address: the index is asked for the part before "@", the address is checked on
// each row found ("|| ''" keeps the index away from it). Every address at a common domain shares
// its trigrams ("mai", "exa", ".ne"): the index intersected lists of a third of the table, 35 ms
// at a million leads instead of 3.
constexpr std::string_view kSearchPostgresName =
    "((leads.first_name || ' ' || leads.last_name) ILIKE $# ESCAPE '\\'";
constexpr std::string_view kSearchPostgresLocal = " OR (leads.email ILIKE $# ESCAPE '\\'";
constexpr std::string_view kSearchPostgresAddress =
    " AND (leads.email || '') ILIKE $# ESCAPE '\\')";
// Two characters: a word of the name starting with them (after the first word).
constexpr std::string_view kSearchPostgresWord =
    " OR (leads.first_name || ' ' || leads.last_name) ILIKE $# ESCAPE '\\'";
constexpr std::string_view kSearchPostgresDigits = " OR leads.phone_digits LIKE $#";
// A reference typed in any shape, compared in its stored shape (its own index).
constexpr std::string_view kWhereReference = " OR leads.reference = $#";
constexpr std::string_view kSearchEnd = ")";
// Fewer digits than this match most phones: they are not searched as a phone number.
constexpr std::size_t kMinPhoneDigits = 3;

// `text` as one FTS5 string: whatever staff type is a literal phrase, never query syntax.
std::string FtsString(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

// A LIKE pattern for `text` at the start, with \ % _ escaped.
std::string StartPattern(std::string_view text) {
  std::string pattern = ContainsPattern(text);
  return pattern.substr(1);
}

std::string Digits(std::string_view q) {
  std::string digits;
  for (char c : q) {
    if (c >= '0' && c <= '9') digits += c;
  }
  return digits;
}

// The FTS5 expression for `q` on SQLite: the phrase in the name or e-mail (a space first for a
// 2-character search: the start of a word), or its digits in the phone's.
std::string SqliteMatch(std::string_view q) {
  const std::string digits = Digits(q);
  const bool by_phone = !leads::NormalizeReference(q) && digits.size() >= kMinPhoneDigits;
  std::string phrase = SearchLength(q) >= 3 ? "" : " ";
  phrase += q;
  std::string match = "{name email} : ";
  match += FtsString(phrase);
  if (by_phone) {
    match += " OR digits : ";
    match += FtsString(digits);
  }
  return match;
}

void AppendSearch(SqlWhere& where, std::string_view q, const storage::Dialect& dialect,
                  bool by_date) {
  const std::string digits = Digits(q);
  // A reference is looked up as one; its digits are not a phone number. Otherwise staff type
  // phone numbers in any shape; stored ones are E.164, so only the digits are compared.
  const auto reference = leads::NormalizeReference(q);
  const bool by_phone = !reference && digits.size() >= kMinPhoneDigits;
  // A trigram index needs 3 characters for "contains"; 2 find the start of a name word or of
  // the e-mail (a space and the 2 characters on SQLite, where the indexed values start with one).
  const bool contains = SearchLength(q) >= 3;
  // Built by appending: GCC 12 warns falsely (-Wrestrict) on "literal" + std::string.
  std::string phrase = contains ? "" : " ";
  phrase += q;
  if (dialect.engine() == storage::Engine::kSqlite) {
    where.Append(by_date ? kSearchSqliteByDate : kSearchSqlite, SqliteMatch(q));
  } else if (const auto at = q.find('@');
             contains && at != std::string_view::npos && SearchLength(q.substr(0, at)) >= 3) {
    where.Append(kSearchPostgresName, ContainsPattern(q));
    where.Append(kSearchPostgresLocal, ContainsPattern(q.substr(0, at)));
    where.Append(kSearchPostgresAddress, ContainsPattern(q));
  } else if (contains) {
    where.Append(kSearchPostgres, ContainsPattern(q));
  } else {
    // ContainsPattern(" wu") is "% wu%": a word of the name after the first.
    where.Append(kSearchPostgres, StartPattern(q));
    where.Append(kSearchPostgresWord, ContainsPattern(phrase));
  }
  if (by_phone && dialect.engine() == storage::Engine::kPostgres) {
    std::string pattern = "%";
    pattern += digits;
    pattern += '%';
    where.Append(kSearchPostgresDigits, pattern);
  }
  if (reference) where.Append(kWhereReference, *reference);
  where.Append(kSearchEnd, std::nullopt);
}

}  // namespace

bool IsLeadStatus(std::string_view status) { return common::Contains(kLeadStatuses, status); }

std::size_t SearchLength(std::string_view q) {
  std::size_t characters = 0;
  for (const char c : q) {
    // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a character.
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++characters;
  }
  return characters;
}

std::string ContainsPattern(std::string_view text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '\\' || c == '%' || c == '_') out += '\\';
    out += c;
  }
  return out + "%";
}

SqlWhere BuildLeadWhere(const LeadFilter& filter, const storage::Dialect& dialect) {
  const std::string where_issue = dialect.JsonArrayHas("leads.issue_types", "$#");
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
  for (const auto& [fragment, value] : simple) {
    if (*value) where.And(fragment, **value);
  }
  if (filter.q) {
    where.NextCondition();
    AppendSearch(where, *filter.q, dialect, filter.search_by_date);
  }
  if (filter.contact) {
    where.And(*filter.contact == "none" ? kWhereNotContacted : kWhereContacted, std::nullopt);
  }
  if (filter.needs_reply) {
    where.And(kWhereReplyWaiting, std::nullopt);
  }
  if (filter.assignee) {
    if (*filter.assignee == "none") {
      where.And(kWhereUnassigned, std::nullopt);
    } else if (filter.assignee_id) {
      where.And(kWhereAssigneeId, *filter.assignee_id);
    } else {
      where.And(kWhereAssignee, *filter.assignee);
    }
  }
  return where;
}

std::optional<SearchMatches> SearchMatchesProbe(const LeadFilter& filter,
                                                const storage::Dialect& dialect, long limit) {
  if (!filter.q || dialect.engine() != storage::Engine::kSqlite) return std::nullopt;
  std::string sql(kMatchesStart);
  sql += std::to_string(limit);
  sql += ") m";
  return SearchMatches{std::move(sql), {SqliteMatch(*filter.q)}};
}

bool OnlyTextSearch(const LeadFilter& filter) {
  return filter.q && !NormalizeReference(*filter.q) && !filter.form_type && !filter.issue &&
         !filter.status && !filter.from && !filter.to && !filter.utm_source && !filter.contact &&
         !filter.assignee && !filter.language && !filter.needs_reply;
}

}  // namespace firm::leads
