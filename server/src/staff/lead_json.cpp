#include "staff/lead_json.hpp"

#include "common/civil_date.hpp"

namespace firm::staff {

using nlohmann::json;

json JsonArrayOrEmpty(const std::string& text) {
  auto parsed = json::parse(text, nullptr, false);
  return parsed.is_array() ? parsed : json::array();
}

json Nullable(const std::optional<std::string>& value) {
  return value ? json(*value) : json(nullptr);
}

json DeliveryJson(const Delivery& delivery) {
  json attempts = json::array();
  for (const auto& attempt : delivery.attempts) {
    attempts.push_back(
        json{{"at", attempt.at},
             {"outcome", attempt.outcome},
             {"httpStatus", attempt.http_status ? json(*attempt.http_status) : json(nullptr)},
             {"error", attempt.error}});
  }
  return json{{"id", delivery.id},
              {"channel", delivery.channel},
              {"state", delivery.state},
              {"attemptCount", delivery.attempt_count},
              {"nextAttemptAt", delivery.next_attempt_at},
              {"lastError", delivery.last_error},
              {"attempts", attempts}};
}

json RelatedJson(const std::vector<RelatedLead>& leads, bool with_match) {
  json list = json::array();
  for (const auto& lead : leads) {
    json item{{"id", lead.id},
              {"form", PublicFormId(lead.form_type)},
              {"reference", lead.reference},
              {"createdAt", lead.created_at},
              {"firstName", lead.first_name},
              {"lastName", lead.last_name},
              {"employer", lead.employer}};
    if (with_match) item["matchedOn"] = lead.matched_on;
    list.push_back(std::move(item));
  }
  return list;
}

json ConversationJson(const LeadRow& lead) {
  return json{{"replyWaitingSince", Nullable(lead.reply_waiting_since)},
              {"unreadReplies", lead.unread_replies},
              {"ackFailedAt", Nullable(lead.ack_failed_at)},
              {"nextTryAt", Nullable(lead.next_try_at)},
              {"followUpTries", lead.follow_up_tries}};
}

json ListLeadJson(const LeadRow& lead, const LeadRelations& relations) {
  return json{{"id", lead.id},
              {"flags",
               {{"duplicate", !relations.duplicates.empty()},
                {"employerMatches", relations.employer_match_count.count},
                {"employerMatchesCapped", relations.employer_match_count.more}}},
              {"reference", lead.reference},
              {"firstContactAt", Nullable(lead.first_contact_at)},
              {"assignee", AssigneeJson(lead.assignee_username, lead.assignee_display_name)},
              {"form", PublicFormId(lead.form_type)},
              {"createdAt", lead.created_at},
              {"firstName", lead.first_name},
              {"lastName", lead.last_name},
              {"email", lead.email},
              {"phone", lead.phone},
              {"issueTypes", JsonArrayOrEmpty(lead.issue_types)},
              {"status", lead.status},
              {"utmSource", lead.utm_source},
              {"delivery", lead.delivery},
              {"language", lead.language},
              // Whether staff may text the worker (issue 51): "Do not text" on the list.
              {"mayText", lead.may_text},
              {"smsOptedOut", lead.sms_opted_out},
              {"conversation", ConversationJson(lead)}};
}

json NextDeadlineJson(const std::vector<LeadDeadline>& deadlines, std::string_view status,
                      std::chrono::year_month_day today, int flag_days) {
  const std::string today_text = common::FormatCivilDate(today);
  for (const auto& deadline : deadlines) {
    // No day to count from: flagged while the lead is worked, however old (staff must ask).
    if (deadline.rule == leads::kDateNeeded) {
      return json{{"rule", deadline.rule},
                  {"due", deadline.due},
                  {"daysLeft", DaysBetween(today, deadline.due)},
                  {"flagged", IsFlaggableStatus(status)}};
    }
    if (deadline.due < today_text) continue;
    const long days_left = DaysBetween(today, deadline.due);
    return json{{"rule", deadline.rule},
                {"due", deadline.due},
                {"daysLeft", days_left},
                {"flagged", days_left < flag_days && IsFlaggableStatus(status)}};
  }
  return nullptr;
}

json DeadlineListJson(const std::vector<LeadDeadline>& deadlines,
                      std::chrono::year_month_day today) {
  json list = json::array();
  for (const auto& deadline : deadlines) {
    list.push_back(json{{"rule", deadline.rule},
                        {"due", deadline.due},
                        {"daysLeft", DaysBetween(today, deadline.due)}});
  }
  return list;
}

}  // namespace firm::staff
