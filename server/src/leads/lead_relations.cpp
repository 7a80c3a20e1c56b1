// LeadStore::Relations: possible duplicates (the same phone or e-mail within 180 days) and
// conflict-check hints (the same employer, any time) for a page of leads, bounded whatever the
// table holds (issue 52): each lookup is an index range of at most kRelatedShown + 1 rows (the
// newest first), and the employer's other leads are counted up to kEmployerMatchCap. A big
// employer may have thousands of leads over ten years; before, a page read all of them. The
// window is compared here as well, so both engines agree on it without date arithmetic in SQL.
#include <algorithm>
#include <chrono>
#include <set>

#include "common/text.hpp"
#include "leads/lead_filter.hpp"
#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"
#include "storage/sql_where.hpp"

namespace firm::leads {

namespace {

constexpr std::string_view kRelatedColumns =
    "SELECT id, form_type, reference, created_at, first_name, last_name, employer,"
    " employer_key, phone, lower(email) AS email FROM leads WHERE ";
// Each lookup reads one index (leads_phone_created, leads_email_created,
// leads_employer_created: migration 0018) newest first and stops.
constexpr std::string_view kByPhone = "phone = $#";
constexpr std::string_view kByEmail = "lower(email) = $#";
constexpr std::string_view kFrom = " AND created_at >= $#";
constexpr std::string_view kTo = " AND created_at <= $#";
// The partial index holds named employers only; the first condition lets SQLite use it.
constexpr std::string_view kByEmployer = "employer_key <> '' AND employer_key = $#";
constexpr std::string_view kNewestFirst = " ORDER BY created_at DESC, id DESC LIMIT ";
constexpr std::string_view kEmployerCount =
    "SELECT CAST($# AS TEXT) AS employer_key, (SELECT count(*) FROM (SELECT 1 AS one FROM leads"
    " WHERE employer_key <> '' AND employer_key = $# LIMIT ";

// PostgreSQL: the same lookups as one statement of three LATERAL subqueries over arrays, so it is
// planned once whatever the page holds. Planning the UNION of a page's 100-150 lookups (a custom
// plan for each, with every value) took 15-20 ms at a million leads, more than running it.
// unnest keeps the arrays' order in step; the times are compared as timestamptz, as the column.
constexpr std::string_view kRelatedLateral =
    "SELECT r.* FROM unnest(CAST($1 AS text[]), CAST($2 AS timestamptz[]),"
    " CAST($3 AS timestamptz[])) AS k(phone, since, until) CROSS JOIN LATERAL (SELECT id,"
    " form_type, reference, created_at, first_name, last_name, employer, employer_key, phone,"
    " lower(email) AS email FROM leads WHERE leads.phone = k.phone AND created_at >= k.since"
    " AND created_at <= k.until ORDER BY created_at DESC, id DESC LIMIT {n}) r"
    " UNION ALL SELECT r.* FROM unnest(CAST($4 AS text[]), CAST($5 AS timestamptz[]),"
    " CAST($6 AS timestamptz[])) AS k(email, since, until) CROSS JOIN LATERAL (SELECT id,"
    " form_type, reference, created_at, first_name, last_name, employer, employer_key, phone,"
    " lower(email) AS email FROM leads WHERE lower(leads.email) = k.email"
    " AND created_at >= k.since AND created_at <= k.until ORDER BY created_at DESC, id DESC"
    " LIMIT {n}) r"
    " UNION ALL SELECT r.* FROM unnest(CAST($7 AS text[])) AS k(employer_key) CROSS JOIN LATERAL"
    " (SELECT id, form_type, reference, created_at, first_name, last_name, employer,"
    " leads.employer_key, phone, lower(email) AS email FROM leads WHERE leads.employer_key <> ''"
    " AND leads.employer_key = k.employer_key ORDER BY created_at DESC, id DESC LIMIT {n}) r";
constexpr std::string_view kEmployerCountLateral =
    "SELECT k.employer_key, (SELECT count(*) FROM (SELECT 1 AS one FROM leads"
    " WHERE leads.employer_key <> '' AND leads.employer_key = k.employer_key LIMIT {n}) c)"
    " AS leads FROM unnest(CAST($1 AS text[])) AS k(employer_key)";

// A PostgreSQL array literal of `values`: each element quoted, with \ and " escaped.
std::string PgArray(const std::vector<std::string>& values) {
  std::string out = "{";
  for (const auto& value : values) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (const char c : value) {
      if (c == '\\' || c == '"') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out + "}";
}

std::string WithLimit(std::string_view sql, long limit) {
  std::string out(sql);
  for (auto at = out.find("{n}"); at != std::string::npos; at = out.find("{n}", at)) {
    out.replace(at, 3, std::to_string(limit));
  }
  return out;
}

// One kind of lookup for PostgreSQL's arrays: the values, with the window for phone and e-mail.
struct LookupArrays {
  std::vector<std::string> values, since, until;
};

struct Candidate {
  RelatedLead lead;
  std::string created_key;  // as stored, for the order
  std::string employer_key;
  std::string phone;
  std::string email;
  std::optional<std::chrono::system_clock::time_point> at;
};

bool Within(const std::optional<std::chrono::system_clock::time_point>& a,
            const std::optional<std::chrono::system_clock::time_point>& b) {
  if (!a || !b) return false;
  const auto gap = *a > *b ? *a - *b : *b - *a;
  return gap <= std::chrono::hours(24 * kDuplicateWindowDays);
}

// Statements joined by UNION ALL, numbered by storage::SqlWhere (each "$#" of a piece is the
// parameter it adds).
class Lookups {
 public:
  // One bounded lookup: the pieces of its condition, each with its value.
  void Add(std::initializer_list<std::pair<std::string_view, std::string>> pieces) {
    query_.Append(query_.sql.empty() ? "SELECT * FROM (" : " UNION ALL SELECT * FROM (",
                  std::nullopt);
    query_.Append(kRelatedColumns, std::nullopt);
    for (const auto& [piece, value] : pieces) query_.Append(piece, value);
    query_.Append(std::string(kNewestFirst) + std::to_string(kRelatedShown + 1) + ") r" +
                      std::to_string(++count_),
                  std::nullopt);
  }
  const storage::SqlWhere& Query() const { return query_; }

 private:
  storage::SqlWhere query_;
  int count_ = 0;
};

// The window's ends, a day wider than kDuplicateWindowDays (Within decides; the day covers
// PostgreSQL's microseconds and any rounding of the stored form).
std::pair<std::string, std::string> Window(const std::string& created_at) {
  const auto at = storage::ParseInstant(created_at);
  if (!at) return {created_at, created_at};
  const auto reach = std::chrono::hours(24 * (kDuplicateWindowDays + 1));
  return {storage::IsoTimestamp(*at - reach), storage::IsoTimestamp(*at + reach)};
}

}  // namespace

StoreResult<std::map<std::string, LeadRelations>> LeadStore::Relations(
    const std::vector<LeadRow>& leads) {
  using T = std::map<std::string, LeadRelations>;
  T relations;
  if (leads.empty()) return StoreResult<T>::Ok(std::move(relations));
  const bool postgres = database_->engine() == storage::Engine::kPostgres;
  // The page's lookups once: PostgreSQL takes them as arrays, SQLite as a UNION built from them.
  LookupArrays phones, emails;
  std::vector<std::string> employers;
  for (const auto& lead : leads) {
    const auto [from, to] = Window(lead.created_at);
    if (!lead.phone.empty()) {
      phones.values.push_back(lead.phone), phones.since.push_back(from), phones.until.push_back(to);
    }
    if (const auto email = common::AsciiLower(lead.email); !email.empty()) {
      emails.values.push_back(email), emails.since.push_back(from), emails.until.push_back(to);
    }
    if (!lead.employer_key.empty() && !common::Contains(employers, lead.employer_key)) {
      employers.push_back(lead.employer_key);
    }
  }
  for (const auto& lead : leads) relations[lead.id];
  if (phones.values.empty() && emails.values.empty() && employers.empty()) {
    return StoreResult<T>::Ok(std::move(relations));
  }
  auto rows =
      postgres
          ? database_->Query(WithLimit(kRelatedLateral, kRelatedShown + 1),
                             {PgArray(phones.values), PgArray(phones.since), PgArray(phones.until),
                              PgArray(emails.values), PgArray(emails.since), PgArray(emails.until),
                              PgArray(employers)})
          : [&] {
              Lookups lookups;
              for (const auto& [by, kind] :
                   {std::pair{kByPhone, &phones}, std::pair{kByEmail, &emails}}) {
                for (std::size_t i = 0; i < kind->values.size(); ++i) {
                  lookups.Add(
                      {{by, kind->values[i]}, {kFrom, kind->since[i]}, {kTo, kind->until[i]}});
                }
              }
              for (const auto& key : employers) lookups.Add({{kByEmployer, key}});
              return database_->Query(lookups.Query().sql, lookups.Query().params);
            }();
  if (!rows) return Fail<T>(rows.Error());

  std::vector<Candidate> candidates;
  std::set<std::string> seen;
  for (const auto row : rows.Value()) {
    if (!seen.insert(row.Text("id")).second) continue;
    Candidate c;
    c.lead.id = row.Text("id");
    c.lead.form_type = row.Text("form_type");
    c.lead.reference = row.Text("reference");
    c.created_key = row.Text("created_at");
    c.lead.created_at = storage::IsoTimestamp(c.created_key);
    c.lead.first_name = row.Text("first_name");
    c.lead.last_name = row.Text("last_name");
    c.lead.employer = row.Text("employer");
    c.employer_key = row.Text("employer_key");
    c.phone = row.Text("phone");
    c.email = row.Text("email");
    c.at = storage::ParseInstant(c.lead.created_at);
    candidates.push_back(std::move(c));
  }
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    return a.at != b.at ? a.at > b.at : a.lead.id > b.lead.id;
  });
  for (const auto& lead : leads) {
    LeadRelations& found = relations[lead.id];
    const auto at = storage::ParseInstant(lead.created_at);
    const std::string email = common::AsciiLower(lead.email);
    for (const auto& c : candidates) {
      if (c.lead.id == lead.id) continue;
      RelatedLead related = c.lead;
      if (!lead.phone.empty() && c.phone == lead.phone) related.matched_on.emplace_back("phone");
      if (!email.empty() && c.email == email) related.matched_on.emplace_back("email");
      if (!related.matched_on.empty() && Within(at, c.at) &&
          found.duplicates.size() < kRelatedShown) {
        found.duplicates.push_back(related);
      }
      if (!lead.employer_key.empty() && c.employer_key == lead.employer_key &&
          found.employer_matches.size() < kRelatedShown) {
        related.matched_on.clear();
        found.employer_matches.push_back(std::move(related));
      }
    }
  }
  if (employers.empty()) return StoreResult<T>::Ok(std::move(relations));

  // Each employer's leads counted up to the cap plus the lead itself and one more: past the cap,
  // the list says "100+".
  auto counts = postgres ? database_->Query(WithLimit(kEmployerCountLateral, kEmployerMatchCap + 2),
                                            {PgArray(employers)})
                         : [&] {
                             storage::SqlWhere counting;
                             const std::string limit =
                                 std::to_string(kEmployerMatchCap + 2) + ") c) AS leads";
                             for (const auto& key : employers) {
                               if (!counting.sql.empty())
                                 counting.Append(" UNION ALL ", std::nullopt);
                               counting.Append(kEmployerCount, key);  // both "$#" are the key
                               counting.Append(limit, std::nullopt);
                             }
                             return database_->Query(counting.sql, counting.params);
                           }();
  if (!counts) return Fail<T>(counts.Error());
  std::map<std::string, long> others;
  for (const auto row : counts.Value()) {
    others[row.Text("employer_key")] = row.Long("leads") - 1;  // the lead itself is one of them
  }
  for (const auto& lead : leads) {
    if (lead.employer_key.empty()) continue;
    const long count = std::max(0L, others[lead.employer_key]);
    relations[lead.id].employer_match_count =
        LeadCount{std::min(count, kEmployerMatchCap), count > kEmployerMatchCap};
  }
  return StoreResult<T>::Ok(std::move(relations));
}

}  // namespace firm::leads
