#include "leads/lead_row.hpp"

#include "leads/lead_messages.hpp"

namespace firm::leads {

const std::string_view kLeadRowColumns =
    "leads.id, leads.form_type, leads.created_at, leads.status, leads.first_name,"
    " leads.last_name, leads.email, leads.phone, leads.issue_types, leads.landing_page,"
    " leads.utm_source, leads.utm_medium, leads.utm_campaign, leads.reference,"
    " leads.first_contact_at, assignee.username AS assignee_username,"
    " assignee.display_name AS assignee_display_name, leads.employer,"
    " leads.employer_key, leads.language, leads.reply_waiting_since, leads.unread_replies,"
    " leads.ack_failed_at, leads.next_try_at, leads.follow_up_tries, leads.answers,"
    " leads.user_agent,"
    " (SELECT count(*) FROM sms_opt_outs o WHERE o.phone = leads.phone) AS opt_outs";
const std::string_view kLeadRowFrom =
    " FROM leads LEFT JOIN admin_users assignee ON assignee.id = leads.assigned_to";

std::string SelectLeadRow(std::string_view where) {
  std::string sql = "SELECT ";
  sql += kLeadRowColumns;
  sql += kLeadRowFrom;
  sql += " WHERE ";
  sql += where;
  return sql;
}

LeadRow LeadRowFrom(const storage::RowView& row) {
  LeadRow lead;
  lead.id = row.Text("id");
  lead.form_type = row.Text("form_type");
  lead.created_at = storage::IsoTimestamp(row.Text("created_at"));
  lead.status = row.Text("status");
  lead.first_name = row.Text("first_name");
  lead.last_name = row.Text("last_name");
  lead.email = row.Text("email");
  lead.phone = row.Text("phone");
  lead.issue_types = row.Text("issue_types");
  lead.answers = row.Text("answers");
  lead.landing_page = row.Text("landing_page");
  lead.utm_source = row.Text("utm_source");
  lead.utm_medium = row.Text("utm_medium");
  lead.utm_campaign = row.Text("utm_campaign");
  lead.language = row.Text("language");
  lead.user_agent = row.Text("user_agent");
  lead.reference = row.Text("reference");
  lead.first_contact_at = row.OptionalInstant("first_contact_at");
  lead.assignee_username = row.Optional("assignee_username");
  lead.assignee_display_name = row.Text("assignee_display_name");
  lead.sms_opted_out = row.Long("opt_outs") != 0;
  lead.may_text = MayText(lead.form_type, lead.answers);
  lead.employer = row.Text("employer");
  lead.employer_key = row.Text("employer_key");
  lead.reply_waiting_since = row.OptionalInstant("reply_waiting_since");
  lead.unread_replies = row.Long("unread_replies");
  lead.ack_failed_at = row.OptionalInstant("ack_failed_at");
  lead.next_try_at = row.OptionalInstant("next_try_at");
  lead.follow_up_tries = row.Long("follow_up_tries");
  return lead;
}

storage::StoreResult<std::optional<LeadRow>> LeadRowById(storage::Transaction& tx,
                                                         const std::string& id) {
  using R = storage::StoreResult<std::optional<LeadRow>>;
  static const std::string kById = SelectLeadRow("leads.id = $1");
  auto rows = tx.Query(kById, {id});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(LeadRowFrom(rows.Value().front()));
}

}  // namespace firm::leads
