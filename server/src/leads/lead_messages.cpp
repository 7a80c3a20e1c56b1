#include "leads/lead_messages.hpp"

#include <nlohmann/json.hpp>

namespace firm::leads {

namespace {

using storage::StoreResult;

constexpr std::string_view kMarkOverdue =
    "UPDATE leads SET sla_escalated_at = $1 WHERE sla_escalated_at IS NULL"
    " AND first_contact_at IS NULL AND booked_call_at IS NULL AND created_at <= $2 RETURNING id";

constexpr std::string_view kLatestLanguage =
    "SELECT language FROM leads WHERE phone = $1 ORDER BY created_at DESC LIMIT 1";

}  // namespace

bool AgreedToTexts(std::string_view answers_json) {
  auto answers = nlohmann::json::parse(answers_json, nullptr, false);
  if (!answers.is_object()) return false;
  auto consent = answers.find("smsConsent");
  return consent != answers.end() && consent->is_boolean() && consent->get<bool>();
}

bool MayText(std::string_view form_type, std::string_view answers_json) {
  return form_type == "text_message" || AgreedToTexts(answers_json);
}

StoreResult<std::optional<LeadRecord>> LoadLeadRecord(storage::Database& database,
                                                      std::string_view lead_id) {
  using R = StoreResult<std::optional<LeadRecord>>;
  static const std::string kSelectLead = SelectLeadRow("leads.id = $1");
  auto rows = database.Query(kSelectLead, {std::string(lead_id)});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(RecordOf(LeadRowFrom(rows.Value().front())));
}

LeadRecord RecordOf(const LeadRow& row) {
  LeadRecord lead;
  lead.id = row.id;
  lead.form_type = row.form_type;
  lead.created_at = row.created_at;
  lead.first_name = row.first_name;
  lead.last_name = row.last_name;
  lead.email = row.email;
  lead.phone = row.phone;
  auto issues = nlohmann::json::parse(row.issue_types, nullptr, false);
  if (issues.is_array()) {
    for (const auto& issue : issues) {
      if (issue.is_string()) lead.issue_types.push_back(issue.get<std::string>());
    }
  }
  lead.answers_json = row.answers;
  lead.landing_page = row.landing_page;
  lead.utm_source = row.utm_source;
  lead.utm_medium = row.utm_medium;
  lead.utm_campaign = row.utm_campaign;
  lead.reference = row.reference;
  lead.sms_opted_out = row.sms_opted_out;
  lead.language = row.language;
  lead.sms_consent = row.may_text;
  return lead;
}

StoreResult<std::vector<std::string>> MarkOverdueEscalated(storage::Transaction& tx,
                                                           const std::string& now,
                                                           const std::string& cutoff) {
  using R = StoreResult<std::vector<std::string>>;
  auto marked = tx.Query(kMarkOverdue, {now, cutoff});
  if (!marked) return R::Err(marked.Error());
  std::vector<std::string> ids;
  for (const auto row : marked.Value()) ids.push_back(row.Text("id"));
  return R::Ok(std::move(ids));
}

StoreResult<std::optional<std::string>> LatestLanguageOfPhone(storage::Database& database,
                                                              const std::string& phone) {
  using R = StoreResult<std::optional<std::string>>;
  auto latest = database.Query(kLatestLanguage, {phone});
  if (!latest) return R::Err(latest.Error());
  if (latest.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(latest.Value().front().Text("language"));
}

}  // namespace firm::leads
