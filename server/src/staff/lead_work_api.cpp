// LeadApi's routes for working a lead (issue 16): logging a contact attempt
// and assigning the lead.
#include <algorithm>

#include "common/text.hpp"
#include "intake/validation.hpp"
#include "staff/api_support.hpp"
#include "staff/lead_api.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxContactNote = 1000;
constexpr std::string_view kUnknownMethod = "Choose call, voicemail, email or text.";
constexpr std::string_view kUnknownOutcome =
    "Choose reached, no_answer, left_message, sent or wrong_number.";
constexpr std::string_view kNoteTooLong = "A note can have at most 1000 characters.";
constexpr std::string_view kUnknownUser = "There is no staff user with this name.";
constexpr std::string_view kDisabledUser = "This user is disabled. Choose someone else.";
constexpr std::string_view kNotYours =
    "You can take a lead that is free or give back your own. Ask an administrator to move it.";
constexpr std::string_view kUsernameType = "Give a user name, or null for nobody.";

}  // namespace

json EventJson(const LeadEvent& event) {
  auto nullable = [](const std::optional<std::string>& value) {
    return value ? json(*value) : json(nullptr);
  };
  json out{{"kind", event.kind},
           {"fromStatus", nullable(event.from_status)},
           {"toStatus", nullable(event.to_status)},
           {"text", nullable(event.text)},
           {"actor", event.actor},
           {"at", event.at}};
  if (event.kind == "assignment") {
    out["fromUser"] = nullable(event.from_user);
    out["toUser"] = nullable(event.to_user);
  }
  return out;
}

json ContactJson(const LeadContact& contact) {
  return json{{"id", contact.id},     {"method", contact.method}, {"outcome", contact.outcome},
              {"note", contact.note}, {"actor", contact.actor},   {"at", contact.at}};
}

json AssigneeJson(const std::optional<std::string>& username, const std::string& display_name) {
  if (!username) return nullptr;
  return json{{"username", *username}, {"displayName", display_name}};
}

http::Response LeadApi::LogContact(const http::Request& request, const Params& params,
                                   const SessionUser& user) const {
  auto lead = LeadOf(params);
  if (!lead) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"method", "outcome", "note"});
  if (!body) return body.Error();
  LeadContact contact;
  contact.method = StringField(body.Value(), "method");
  contact.outcome = StringField(body.Value(), "outcome");
  contact.note = std::string(common::TrimWhitespace(StringField(body.Value(), "note")));
  intake::FieldErrors errors;
  if (!common::Contains(kContactMethods, contact.method))
    errors["method"].emplace_back(kUnknownMethod);
  if (!common::Contains(kContactOutcomes, contact.outcome))
    errors["outcome"].emplace_back(kUnknownOutcome);
  if (intake::CountCodePoints(contact.note) > kMaxContactNote) {
    errors["note"].emplace_back(kNoteTooLong);
  } else if (common::HasControlCharacters(contact.note, common::Controls::kAllowLineBreaks)) {
    errors["note"].emplace_back(kControlCharacters);
  }
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, std::move(errors)));
  contact.actor = user.username;
  contact.at = storage::IsoTimestamp(clock_());
  auto logged = store_.AddContact(lead->form_type, lead->id, contact, follow_up_);
  if (!logged) return StorageDown("contact", logged.Error());
  if (!logged.Value()) return Error(404, "form", kNotFound);
  const auto& next_try = logged.Value()->next_try_at;
  return Api().Json(201, json{{"contact", ContactJson(logged.Value()->contact)},
                              {"firstContactAt", logged.Value()->first_contact_at},
                              {"followUpTries", logged.Value()->follow_up_tries},
                              {"nextTryAt", next_try ? json(*next_try) : json(nullptr)}});
}

http::Response LeadApi::Assign(const http::Request& request, const Params& params,
                               const SessionUser& user) const {
  auto lead = LeadOf(params);
  if (!lead) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"username"});
  if (!body) return body.Error();
  AssignmentChange change;
  auto username = body.Value().find("username");
  if (username == body.Value().end()) return Error(422, "username", kUsernameType);
  // User names are kept lower-case, and matched without case: "ALICE" is alice.
  if (username->is_string()) {
    change.username = common::AsciiLower(common::TrimWhitespace(username->get<std::string>()));
  }
  change.actor = user.username;
  change.actor_is_admin = user.role == Role::kAdmin;
  change.now = storage::IsoTimestamp(clock_());
  auto assigned = store_.Assign(lead->form_type, lead->id, change);
  if (!assigned) return StorageDown("assign", assigned.Error());
  const Assigned& result = assigned.Value();
  if (result.refused) {
    switch (*result.refused) {
      case AssignRefusal::kNoSuchLead:
        return Error(404, "form", kNotFound);
      case AssignRefusal::kNoSuchUser:
        return Error(422, "username", kUnknownUser);
      case AssignRefusal::kDisabledUser:
        return Error(422, "username", kDisabledUser);
      case AssignRefusal::kNotYours:
        return Error(403, "username", kNotYours);
    }
  }
  return Api().Json(200, json{{"assignee", AssigneeJson(result.username, result.display_name)},
                              {"event", result.event ? EventJson(*result.event) : json(nullptr)}});
}

void LeadApi::RegisterWork(AdminRoutes& routes) const {
  using http::Request;
  routes.Add("/api/admin/leads/{form}/{id}/contacts",
             {routes.SignedIn(
                 "POST", Access::kIntake,
                 [this](const Request& request, const Params& params, const SessionUser& user) {
                   return LogContact(request, params, user);
                 })});
  routes.Add(
      "/api/admin/leads/{form}/{id}/assignee",
      {routes.SignedIn("PUT", Access::kIntake,
                       [this](const Request& request, const Params& params,
                              const SessionUser& user) { return Assign(request, params, user); })});
}

}  // namespace firm::staff
