#pragma once

#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "staff/lead_api.hpp"

// The staff API's JSON for a lead and what hangs off it (docs/admin-api.md), built from
// leads/' rows.
namespace firm::staff {

nlohmann::json JsonArrayOrEmpty(const std::string& text);
nlohmann::json Nullable(const std::optional<std::string>& value);
nlohmann::json DeliveryJson(const Delivery& delivery);
nlohmann::json RelatedJson(const std::vector<RelatedLead>& leads, bool with_match);
nlohmann::json ListLeadJson(const LeadRow& lead, const LeadRelations& relations);
// The conversation's marks on a lead: a text waiting, unread, a failed acknowledgement, the
// next follow-up try.
nlohmann::json ConversationJson(const LeadRow& lead);
// The lead's earliest deadline on or after today, or null; flagged when it is under
// flagDays away and the lead is still being worked (the list's order agrees: lead_store).
// A lead marked leads::kDateNeeded gives the mark instead, flagged while it is worked.
nlohmann::json NextDeadlineJson(const std::vector<LeadDeadline>& deadlines, std::string_view status,
                                std::chrono::year_month_day today, int flag_days);
nlohmann::json DeadlineListJson(const std::vector<LeadDeadline>& deadlines,
                                std::chrono::year_month_day today);

}  // namespace firm::staff
