#include "leads/lead_messages.hpp"

#include <nlohmann/json.hpp>

namespace firm::leads {

namespace {

using storage::StoreResult;

constexpr std::string_view kSelectLead =
    "SELECT id, form_type, created_at, first_name, last_name, email, phone, issue_types,"
    " answers, landing_page, utm_source, utm_medium, utm_campaign, reference,"
    " (SELECT count(*) FROM sms_opt_outs o WHERE o.phone = leads.phone) AS opt_outs, language"
    " FROM leads WHERE id = $1";

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
  auto rows = database.Query(kSelectLead, {std::string(lead_id)});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  const auto row = rows.Value().front();
  LeadRecord lead;
  lead.id = row.Text("id");
  lead.form_type = row.Text("form_type");
  lead.created_at = storage::IsoTimestamp(row.Text("created_at"));
  lead.first_name = row.Text("first_name");
  lead.last_name = row.Text("last_name");
  lead.email = row.Text("email");
  lead.phone = row.Text("phone");
  auto issues = nlohmann::json::parse(row.Text("issue_types"), nullptr, false);
  if (issues.is_array()) {
    for (const auto& issue : issues) {
      if (issue.is_string()) lead.issue_types.push_back(issue.get<std::string>());
    }
  }
  lead.answers_json = row.Text("answers");
  lead.landing_page = row.Text("landing_page");
  lead.utm_source = row.Text("utm_source");
  lead.utm_medium = row.Text("utm_medium");
  lead.utm_campaign = row.Text("utm_campaign");
  lead.reference = row.Text("reference");
  lead.sms_opted_out = row.Long("opt_outs") != 0;
  lead.language = row.Text("language");
  lead.sms_consent = MayText(lead.form_type, lead.answers_json);
  return R::Ok(std::move(lead));
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
