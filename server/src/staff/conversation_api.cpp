#include "staff/conversation_api.hpp"

#include <algorithm>

#include "common/language.hpp"
#include "common/text.hpp"
#include "conversation/reply_text.hpp"
#include "intake/validation.hpp"
#include "leads/lead_id.hpp"
#include "leads/lead_messages.hpp"
#include "outbox/channel.hpp"
#include "staff/api_support.hpp"

namespace firm::staff {

namespace {

using conversation::ReplyRefusal;
using nlohmann::json;

constexpr std::string_view kOptedOut =
    "This number replied STOP: it cannot be texted until the worker texts START.";
constexpr std::string_view kNoConsent =
    "The worker did not agree to texts. Call or e-mail instead.";
constexpr std::string_view kTextingOff = "Texting is not set up on this server (SMS_URL).";
constexpr std::string_view kBadClientKey = "A UUID made by the page for this message.";
constexpr std::string_view kBadLanguage = "Choose en or es.";
constexpr std::string_view kNoSuchText = "This lead has no text with this id.";
constexpr std::string_view kNotFromWorker =
    "This text was sent by the firm. Record the opt-out from one of the worker's texts.";

json Nullable(const std::optional<std::string>& value) {
  return value ? json(*value) : json(nullptr);
}

}  // namespace

json MessageJson(const conversation::Message& message) {
  return json{{"id", message.id},
              {"direction", message.direction},
              {"kind", message.kind},
              {"author", message.author},
              {"body", message.body},
              {"media", message.media},
              {"status", message.status},
              {"error", message.error},
              {"at", message.created_at},
              {"readAt", Nullable(message.read_at)},
              {"answeredAt", Nullable(message.answered_at)},
              {"possibleOptOut", message.possible_opt_out}};
}

ConversationApi::ConversationApi(leads::LeadStore& store, conversation::Conversation& conversation,
                                 std::vector<std::string> form_ids, std::string firm_phone,
                                 AdminClock clock)
    : store_(store),
      conversation_(conversation),
      form_ids_(std::move(form_ids)),
      firm_phone_(std::move(firm_phone)),
      clock_(std::move(clock)) {}

http::Response ConversationApi::Thread(const Params& params) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  auto lead = store_.GetLead(ref->form_type, ref->id);
  if (!lead) return StorageDown("conversation", lead.Error());
  if (!lead.Value()) return Error(404, "form", kNotFound);
  const leads::LeadRow& row = *lead.Value();
  auto thread = conversation_.Messages().Thread(row.id);
  if (!thread) return StorageDown("conversation", thread.Error());
  json messages = json::array();
  for (const auto& message : thread.Value()) messages.push_back(MessageJson(message));

  json refusal = nullptr;
  if (row.sms_opted_out) {
    refusal = json{{"reason", "optedOut"}, {"message", kOptedOut}};
  } else if (!leads::MayText(row.form_type, row.answers)) {
    refusal = json{{"reason", "noConsent"}, {"message", kNoConsent}};
  } else if (!conversation_.Sends(outbox::kSmsChannel)) {
    refusal = json{{"reason", "textingOff"}, {"message", kTextingOff}};
  }
  // The saved replies in the lead's language; both while it is unknown.
  json replies = json::array();
  for (const auto& reply : conversation_.Context().saved_replies) {
    for (common::Language each : common::kLanguages) {
      const std::string_view language = common::Code(each);
      if (!row.language.empty() && row.language != language) continue;
      const bool es = each == common::Language::kSpanish;
      replies.push_back(json{{"id", reply.id},
                             {"language", language},
                             {"label", es ? reply.label_es : reply.label_en},
                             {"text", conversation::FillReply(es ? reply.text_es : reply.text_en,
                                                              row.reference, firm_phone_)}});
    }
  }
  return Api().Json(200, json{{"messages", messages},
                              {"language", row.language},
                              {"cannotText", refusal},
                              {"maxCharacters", conversation::kMaxReplyCharacters},
                              {"savedReplies", replies}});
}

http::Response ConversationApi::Send(const http::Request& request, const Params& params,
                                     const SessionUser& user) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"body", "clientKey"});
  if (!body) return body.Error();
  const std::string text = StringField(body.Value(), "body");
  const std::string key = common::AsciiLower(StringField(body.Value(), "clientKey"));
  intake::FieldErrors errors;
  if (auto problem = conversation::ReplyTextProblem(text)) errors["body"].push_back(*problem);
  if (!intake::IsUuid(key)) errors["clientKey"].emplace_back(kBadClientKey);
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, std::move(errors)));
  auto sent = conversation_.Reply(ref->form_type, ref->id, text, key, user.username, clock_());
  if (!sent) return StorageDown("conversation", sent.Error());
  if (const auto refused = sent.Value().refused) {
    switch (*refused) {
      case ReplyRefusal::kNoSuchLead:
        return Error(404, "form", kNotFound);
      case ReplyRefusal::kOptedOut:
        return Error(409, "body", kOptedOut);
      case ReplyRefusal::kNoConsent:
        return Error(409, "body", kNoConsent);
      case ReplyRefusal::kTextingOff:
        return Error(409, "body", kTextingOff);
    }
  }
  auto thread = conversation_.Messages().Thread(ref->id);
  if (!thread) return StorageDown("conversation", thread.Error());
  for (const auto& message : thread.Value()) {
    if (message.id != sent.Value().message_id) continue;
    return Api().Json(sent.Value().created ? 201 : 200, json{{"message", MessageJson(message)}});
  }
  return Error(404, "form", kNotFound);
}

http::Response ConversationApi::RecordOptOut(const Params& params, const SessionUser& user) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  const std::string message_id = common::AsciiLower(params.at("messageId"));
  if (!intake::IsUuid(message_id)) return Error(404, "messageId", kNoSuchText);
  auto recorded =
      conversation_.RecordOptOut(ref->form_type, ref->id, message_id, user.username, clock_());
  if (!recorded) return StorageDown("opt-out", recorded.Error());
  if (const auto refused = recorded.Value().refused) {
    switch (*refused) {
      case conversation::OptOutRefusal::kNoSuchLead:
        return Error(404, "form", kNotFound);
      case conversation::OptOutRefusal::kNoSuchMessage:
        return Error(404, "messageId", kNoSuchText);
      case conversation::OptOutRefusal::kNotFromWorker:
        return Error(422, "messageId", kNotFromWorker);
    }
  }
  json confirmation = nullptr;
  if (const auto& id = recorded.Value().confirmation_id; !id.empty()) {
    auto thread = conversation_.Messages().Thread(ref->id);
    if (!thread) return StorageDown("opt-out", thread.Error());
    for (const auto& message : thread.Value()) {
      if (message.id == id) confirmation = MessageJson(message);
    }
  }
  // 201 when this request recorded it; 200 when the number had opted out already.
  return Api().Json(recorded.Value().recorded ? 201 : 200,
                    json{{"optedOut", true},
                         {"recorded", recorded.Value().recorded},
                         {"confirmation", confirmation},
                         {"confirmationLate", recorded.Value().confirmation_late}});
}

http::Response ConversationApi::MarkRead(const Params& params) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  auto read = conversation_.MarkRead(ref->form_type, ref->id, clock_());
  if (!read) return StorageDown("conversation", read.Error());
  if (!read.Value()) return Error(404, "form", kNotFound);
  return Api().NoContent();
}

http::Response ConversationApi::MarkAnswered(const Params& params) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  auto answered = conversation_.MarkAnswered(ref->form_type, ref->id, clock_());
  if (!answered) return StorageDown("conversation", answered.Error());
  if (!answered.Value()) return Error(404, "form", kNotFound);
  return Api().NoContent();
}

http::Response ConversationApi::SetLanguage(const http::Request& request,
                                            const Params& params) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"language"});
  if (!body) return body.Error();
  const std::string language = StringField(body.Value(), "language");
  if (!common::ParseLanguage(language)) return Error(422, "language", kBadLanguage);
  auto set = store_.SetLanguage(ref->form_type, ref->id, language);
  if (!set) return StorageDown("language", set.Error());
  if (!set.Value()) return Error(404, "form", kNotFound);
  return Api().Json(200, json{{"language", language}});
}

void ConversationApi::Register(AdminRoutes& routes) const {
  routes.Add("/api/admin/leads/{form}/{id}/messages",
             {routes.SignedIn("GET", Access::kIntake, this, &ConversationApi::Thread),
              routes.SignedIn("POST", Access::kIntake, this, &ConversationApi::Send)});
  routes.Add("/api/admin/leads/{form}/{id}/messages/read",
             {routes.SignedIn("POST", Access::kIntake, this, &ConversationApi::MarkRead)});
  routes.Add("/api/admin/leads/{form}/{id}/messages/{messageId}/opt-out",
             {routes.SignedIn("POST", Access::kIntake, this, &ConversationApi::RecordOptOut)});
  routes.Add("/api/admin/leads/{form}/{id}/messages/answered",
             {routes.SignedIn("POST", Access::kIntake, this, &ConversationApi::MarkAnswered)});
  routes.Add("/api/admin/leads/{form}/{id}/language",
             {routes.SignedIn("PUT", Access::kIntake, this, &ConversationApi::SetLanguage)});
}

}  // namespace firm::staff
