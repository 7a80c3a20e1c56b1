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

}  // namespace

bool IsLeadStatus(std::string_view status) { return common::Contains(kLeadStatuses, status); }

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
  for (const auto& [fragment, value] : simple) {
    if (*value) where.And(fragment, **value);
  }
  if (filter.q) {
    where.NextCondition();
    where.Append(where_text, ContainsPattern(*filter.q));
    std::string digits;
    for (char c : *filter.q) {
      if (c >= '0' && c <= '9') digits += c;
    }
    // A reference is looked up as one; its digits are not a phone number.
    // Otherwise staff type phone numbers in any shape; stored ones are E.164,
    // so only the digits are compared (the digits need no LIKE escaping).
    if (auto reference = leads::NormalizeReference(*filter.q)) {
      where.Append(kWhereReference, *reference);
    } else if (!digits.empty()) {
      where.Append(kWherePhoneDigits, "%" + digits + "%");
    }
    where.Append(kWhereTextEnd, std::nullopt);
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
    } else {
      where.And(kWhereAssignee, *filter.assignee);
    }
  }
  return where;
}

}  // namespace firm::leads
