// LeadStore::Relations: possible duplicates (the same phone or e-mail within
// 180 days) and conflict-check hints (the same employer, any time), found for
// a page of leads with one query and compared here, so both engines agree on
// the time window without date arithmetic in SQL.
#include <algorithm>
#include <chrono>

#include "common/text.hpp"
#include "leads/lead_filter.hpp"
#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {

namespace {

constexpr std::string_view kSelectRelated =
    "SELECT id, form_type, reference, created_at, first_name, last_name, employer,"
    " employer_key, phone, lower(email) AS email FROM leads WHERE ";

struct Candidate {
  RelatedLead lead;
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

}  // namespace

StoreResult<std::map<std::string, LeadRelations>> LeadStore::Relations(
    const std::vector<LeadRow>& leads) {
  using T = std::map<std::string, LeadRelations>;
  T relations;
  if (leads.empty()) return StoreResult<T>::Ok(std::move(relations));
  std::vector<std::string> phones;
  std::vector<std::string> emails;
  std::vector<std::string> employers;
  auto add = [](std::vector<std::string>& list, const std::string& value) {
    if (!value.empty() && std::find(list.begin(), list.end(), value) == list.end()) {
      list.push_back(value);
    }
  };
  for (const auto& lead : leads) {
    add(phones, lead.phone);
    add(emails, common::AsciiLower(lead.email));
    add(employers, lead.employer_key);
  }
  // One indexed lookup a kind (leads_phone, leads_email, leads_employer_key), joined by UNION:
  // an OR of the three, or an ORDER BY the engine could walk an index for, read the whole table.
  std::string sql;
  storage::Params params;
  for (const auto& [condition, values] :
       {std::pair{std::string_view("phone IN ("), &phones},
        std::pair{std::string_view("lower(email) IN ("), &emails},
        std::pair{std::string_view("employer_key <> '' AND employer_key IN ("), &employers}}) {
    if (values->empty()) continue;
    if (!sql.empty()) sql += " UNION ";
    sql += kSelectRelated;
    sql += condition;
    sql += storage::Placeholders(params.size() + 1, values->size()) + ")";
    params.insert(params.end(), values->begin(), values->end());
  }
  if (sql.empty()) return StoreResult<T>::Ok(std::move(relations));
  sql += " ORDER BY created_at DESC, id DESC";
  auto rows = database_->Query(sql, params);
  if (!rows) return Fail<T>(rows.Error());

  std::vector<Candidate> candidates;
  for (const auto row : rows.Value()) {
    Candidate c;
    c.lead.id = row.Text("id");
    c.lead.form_type = row.Text("form_type");
    c.lead.reference = row.Text("reference");
    c.lead.created_at = storage::IsoTimestamp(row.Text("created_at"));
    c.lead.first_name = row.Text("first_name");
    c.lead.last_name = row.Text("last_name");
    c.lead.employer = row.Text("employer");
    c.employer_key = row.Text("employer_key");
    c.phone = row.Text("phone");
    c.email = row.Text("email");
    c.at = storage::ParseInstant(c.lead.created_at);
    candidates.push_back(std::move(c));
  }
  for (const auto& lead : leads) {
    LeadRelations found;
    const auto at = storage::ParseInstant(lead.created_at);
    const std::string email = common::AsciiLower(lead.email);
    for (const auto& c : candidates) {
      if (c.lead.id == lead.id) continue;
      RelatedLead related = c.lead;
      if (!lead.phone.empty() && c.phone == lead.phone) related.matched_on.emplace_back("phone");
      if (!email.empty() && c.email == email) related.matched_on.emplace_back("email");
      if (!related.matched_on.empty() && Within(at, c.at)) found.duplicates.push_back(related);
      if (!lead.employer_key.empty() && c.employer_key == lead.employer_key) {
        related.matched_on.clear();
        found.employer_matches.push_back(std::move(related));
      }
    }
    relations[lead.id] = std::move(found);
  }
  return StoreResult<T>::Ok(std::move(relations));
}

}  // namespace firm::leads
