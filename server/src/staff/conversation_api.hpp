#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "conversation/conversation.hpp"
#include "conversation/saved_replies.hpp"
#include "http/message.hpp"
#include "leads/lead_store.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"
#include "staff/lead_api.hpp"

namespace firm::staff {

// The conversation of a lead in the staff API (issue 34; docs/admin-api.md "Conversation"),
// for both roles:
//   GET  /api/admin/leads/{form}/{id}/messages           the thread, who may be texted, the
//                                                        saved replies in the lead's language
//   POST /api/admin/leads/{form}/{id}/messages           a reply {"body", "clientKey"}
//   POST /api/admin/leads/{form}/{id}/messages/read      the worker's texts were seen
//   POST /api/admin/leads/{form}/{id}/messages/answered  they need no answer
//   POST /api/admin/leads/{form}/{id}/messages/{messageId}/opt-out
//                                                        the worker asked to stop texts, said
//                                                        in that text (issue 51): the number is
//                                                        opted out, audited, confirmed once
//   PUT  /api/admin/leads/{form}/{id}/language           {"language": "en" | "es"}
class ConversationApi {
 public:
  ConversationApi(leads::LeadStore& store, conversation::Conversation& conversation,
                  std::vector<std::string> form_ids, std::string firm_phone, AdminClock clock);

  void Register(AdminRoutes& routes) const;

 private:
  using Params = http::PathParams;
  std::optional<LeadRef> LeadOf(const Params& params) const {
    return staff::LeadOf(params, form_ids_);
  }

  http::Response Thread(const Params& params) const;
  http::Response Send(const http::Request& request, const Params& params,
                      const SessionUser& user) const;
  http::Response RecordOptOut(const Params& params, const SessionUser& user) const;
  http::Response MarkRead(const Params& params) const;
  http::Response MarkAnswered(const Params& params) const;
  http::Response SetLanguage(const http::Request& request, const Params& params) const;

  leads::LeadStore& store_;
  conversation::Conversation& conversation_;
  std::vector<std::string> form_ids_;
  std::string firm_phone_;
  AdminClock clock_;
};

nlohmann::json MessageJson(const conversation::Message& message);

}  // namespace firm::staff
