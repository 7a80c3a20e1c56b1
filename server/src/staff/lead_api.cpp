#include "staff/lead_api.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "booking/slots.hpp"
#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "config/env_values.hpp"
#include "conversation/conversation.hpp"
#include "http/path.hpp"
#include "http/query.hpp"
#include "intake/intake_handler.hpp"
#include "intake/validation.hpp"
#include "leads/lead_filter.hpp"
#include "staff/api_support.hpp"
#include "staff/lead_json.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;
using SystemClock = std::chrono::system_clock;

constexpr int kAuditPageSize = 50;
constexpr int kMaxAuditPageSize = 200;
constexpr std::string_view kBadAuditDate = "Give a date like 2026-11-27.";
constexpr std::string_view kAuditEndBeforeStart = "The end must not be before the start.";
constexpr std::string_view kBadAuditPage = "Use the link to the next page as it was given.";
constexpr std::string_view kBadAuditPageSize = "A whole number from 1 to 200.";

// A whole number from `low` to `high`, or nullopt.
std::optional<int> WholeNumber(const std::string& text, int low, int high) {
  auto value = config::ParseInteger(text);
  if (!value || *value < low || *value > high) return std::nullopt;
  return static_cast<int>(*value);
}

// The first instant of a California calendar day ("2026-11-27"), and of the day after it.
std::optional<std::pair<SystemClock::time_point, SystemClock::time_point>> PacificDay(
    std::string_view text) {
  auto date = common::ParseCivilDate(text);
  if (!date) return std::nullopt;
  // Noon UTC is that same day in California, on either side of a daylight-saving change.
  const auto noon = std::chrono::sys_days(*date) + std::chrono::hours(12);
  return std::pair{booking::StartOfPacificDay(noon),
                   booking::StartOfPacificDay(noon + std::chrono::hours(24))};
}

constexpr std::string_view kStatusUnknown = "Choose one of the statuses.";

// A text staff type into a one-field body: its field, limit and messages.
struct StaffText {
  const char* field;
  std::size_t max_chars;
  std::string_view missing;
  std::string_view too_long;
};
constexpr StaffText kNote{"text", 5000, "Write a note.",
                          "A note can have at most 5000 characters."};
constexpr StaffText kReason{"reason", 500, "Give the reason for deleting this lead.",
                            "The reason can have at most 500 characters."};

// The trimmed text, or the 4xx answer: the body checks, then missing, too
// long (in characters) and control characters other than line breaks and tabs.
common::Result<std::string, http::Response> ReadStaffText(const http::Request& request,
                                                          const StaffText& rule) {
  using R = common::Result<std::string, http::Response>;
  auto body = ParseBody(request, {rule.field});
  if (!body) return R::Err(body.Error());
  std::string text{common::TrimWhitespace(StringField(body.Value(), rule.field))};
  if (text.empty()) return R::Err(Error(422, rule.field, rule.missing));
  if (intake::CountCodePoints(text) > rule.max_chars) {
    return R::Err(Error(422, rule.field, rule.too_long));
  }
  if (common::HasControlCharacters(text, common::Controls::kAllowLineBreaks)) {
    return R::Err(Error(422, rule.field, kControlCharacters));
  }
  return R::Ok(std::move(text));
}
constexpr std::string_view kNotRetryable = "Only a failed or dead delivery can be retried.";

}  // namespace

LeadApi::LeadApi(LeadStore& store, outbox::DeliveryStore& deliveries, AuditLog& audit,
                 const intake::FormCatalog& forms, const DeadlineRules& deadlines,
                 unsigned sla_minutes, AdminClock clock, conversation::Conversation* conversation)
    : store_(store),
      deliveries_(deliveries),
      audit_(audit),
      forms_(forms),
      deadlines_(deadlines),
      sla_minutes_(sla_minutes),
      clock_(std::move(clock)),
      follow_up_(conversation ? conversation->FollowUp() : leads::ContactFollowUp{}) {
  for (const auto& form : forms_.forms) form_ids_.push_back(form.id);
  form_ids_.push_back(std::string(kTextMessageFormId));
}

std::optional<LeadRef> LeadOf(const http::PathParams& params,
                              const std::vector<std::string>& form_ids) {
  const std::string& form_id = params.at("form");
  std::string id = common::AsciiLower(params.at("id"));
  if (!common::Contains(form_ids, form_id) || !intake::IsUuid(id)) return std::nullopt;
  return LeadRef{StoredFormType(form_id), std::move(id)};
}

http::Response LeadApi::ListLeads(const http::Request& request, const SessionUser& user) const {
  auto path = http::NormalizePath(request.target);
  auto filter = ParseLeadFilter(path ? path.Value().query : "", form_ids_, true);
  if (!filter) return Api().Error(http::ApiError::Of(400, filter.Error()));
  LeadFilter& f = filter.Value();
  if (f.assignee && *f.assignee == "me") f.assignee = user.username;
  auto total = store_.CountLeads(f);
  if (!total) return StorageDown("leads", total.Error());
  const auto today = CaliforniaDay(clock_());
  const DeadlineFlag flag{
      common::FormatCivilDate(today),
      common::FormatCivilDate(AddPeriod(today, Period{0, 0, deadlines_.flag_days}))};
  f.narrow = !total.Value().more;
  auto leads = store_.ListLeads(f, f.page_size, flag);
  if (!leads) return StorageDown("leads", leads.Error());
  auto relations = store_.Relations(leads.Value());
  if (!relations) return StorageDown("leads", relations.Error());
  std::vector<std::string> ids;
  for (const auto& lead : leads.Value()) ids.push_back(lead.id);
  auto deadlines = store_.Deadlines(ids, deadlines_);
  if (!deadlines) return StorageDown("leads", deadlines.Error());
  json list = json::array();
  for (const auto& lead : leads.Value()) {
    json item = ListLeadJson(lead, relations.Value()[lead.id]);
    item["deadline"] =
        NextDeadlineJson(deadlines.Value()[lead.id], lead.status, today, deadlines_.flag_days);
    list.push_back(std::move(item));
  }
  // Keyset pages: `next` is handed back as `after` for the page after this one. The count
  // stops at leads::kCountCap ("10,000+" on the list), so it never reads the whole table.
  const auto next = leads::NextCursor(f, leads.Value(), f.page_size);
  return Api().Json(200, json{{"total", total.Value().count},
                              {"totalCapped", total.Value().more},
                              {"next", next ? json(leads::EncodeCursor(*next)) : json(nullptr)},
                              {"pageSize", f.page_size},
                              {"slaMinutes", sla_minutes_},
                              {"leads", list}});
}

http::Response LeadApi::LeadDetail(const Params& params) const {
  auto ref = LeadOf(params);
  if (!ref) return Error(404, "form", kNotFound);
  const auto& [form_type, id] = *ref;
  auto lead = store_.GetLead(form_type, id);
  if (!lead) return StorageDown("lead", lead.Error());
  if (!lead.Value()) return Error(404, "form", kNotFound);
  const LeadRow& row = *lead.Value();
  auto events = store_.Events(id);
  if (!events) return StorageDown("lead", events.Error());
  auto deliveries = store_.Deliveries(id);
  if (!deliveries) return StorageDown("lead", deliveries.Error());
  auto contacts = store_.Contacts(id);
  if (!contacts) return StorageDown("lead", contacts.Error());
  auto relations = store_.Relations({row});
  if (!relations) return StorageDown("lead", relations.Error());
  const LeadRelations& related = relations.Value()[row.id];
  auto deadlines = store_.Deadlines({row.id}, deadlines_);
  if (!deadlines) return StorageDown("lead", deadlines.Error());

  json answers = json::parse(row.answers, nullptr, false);
  if (!answers.is_object()) answers = json::object();
  json consent = json::object();
  if (const auto* form = forms_.Find(params.at("form"))) {
    for (const auto& field : form->fields) {
      if (field.kind != intake::FieldKind::kConsent) continue;
      auto it = answers.find(field.name);
      consent[field.name] = it != answers.end() && it->is_boolean() && it->get<bool>();
    }
  }
  json event_list = json::array();
  for (const auto& event : events.Value()) event_list.push_back(EventJson(event));
  json delivery_list = json::array();
  for (const auto& delivery : deliveries.Value()) delivery_list.push_back(DeliveryJson(delivery));
  json contact_list = json::array();
  for (const auto& contact : contacts.Value()) contact_list.push_back(ContactJson(contact));
  json lead_json = {{"id", row.id},
                    {"reference", row.reference},
                    {"firstContactAt", Nullable(row.first_contact_at)},
                    {"assignee", AssigneeJson(row.assignee_username, row.assignee_display_name)},
                    {"smsOptedOut", row.sms_opted_out},
                    {"mayText", row.may_text},
                    {"employer", row.employer},
                    {"form", PublicFormId(row.form_type)},
                    {"createdAt", row.created_at},
                    {"status", row.status},
                    {"firstName", row.first_name},
                    {"lastName", row.last_name},
                    {"email", row.email},
                    {"phone", row.phone},
                    {"issueTypes", JsonArrayOrEmpty(row.issue_types)},
                    {"answers", answers},
                    {"consent", consent},
                    {"landingPage", row.landing_page},
                    {"utmSource", row.utm_source},
                    {"utmMedium", row.utm_medium},
                    {"utmCampaign", row.utm_campaign},
                    {"language", row.language},
                    {"userAgent", row.user_agent},
                    {"conversation", ConversationJson(row)}};
  return Api().Json(
      200, json{{"lead", lead_json},
                {"slaMinutes", sla_minutes_},
                {"contacts", contact_list},
                {"deadlines", DeadlineListJson(deadlines.Value()[row.id], CaliforniaDay(clock_()))},
                {"duplicates", RelatedJson(related.duplicates, true)},
                {"employerMatches", RelatedJson(related.employer_matches, false)},
                {"employerMatchCount", related.employer_match_count.count},
                {"employerMatchesCapped", related.employer_match_count.more},
                {"events", event_list},
                {"deliveries", delivery_list}});
}

http::Response LeadApi::ChangeStatus(const http::Request& request, const Params& params,
                                     const SessionUser& user) const {
  auto lead = LeadOf(params);
  if (!lead) return Error(404, "form", kNotFound);
  const auto& [form_type, id] = *lead;
  auto body = ParseBody(request, {"status"});
  if (!body) return body.Error();
  std::string status = StringField(body.Value(), "status");
  if (!IsLeadStatus(status)) return Error(422, "status", kStatusUnknown);
  auto event =
      store_.ChangeStatus(form_type, id, status, user.username, storage::IsoTimestamp(clock_()));
  if (!event) return StorageDown("status", event.Error());
  if (!event.Value()) return Error(404, "form", kNotFound);
  return Api().Json(200, json{{"event", EventJson(*event.Value())}});
}

http::Response LeadApi::AddNote(const http::Request& request, const Params& params,
                                const SessionUser& user) const {
  auto lead = LeadOf(params);
  if (!lead) return Error(404, "form", kNotFound);
  const auto& [form_type, id] = *lead;
  auto read = ReadStaffText(request, kNote);
  if (!read) return read.Error();
  const std::string& text = read.Value();
  auto event = store_.AddNote(form_type, id, text, user.username, storage::IsoTimestamp(clock_()));
  if (!event) return StorageDown("note", event.Error());
  if (!event.Value()) return Error(404, "form", kNotFound);
  return Api().Json(201, json{{"event", EventJson(*event.Value())}});
}

http::Response LeadApi::DeleteLead(const http::Request& request, const Params& params,
                                   const SessionUser& user) const {
  auto lead = LeadOf(params);
  if (!lead) return Error(404, "form", kNotFound);
  const auto& [form_type, id] = *lead;
  auto read = ReadStaffText(request, kReason);
  if (!read) return read.Error();
  const std::string& reason = read.Value();
  // The audit entry names the lead by id and form only: the person is gone.
  std::string detail = json{{"form", params.at("form")}, {"reason", reason}}.dump();
  auto deleted =
      store_.DeleteLead(form_type, id, detail, user.username, storage::IsoTimestamp(clock_()));
  if (!deleted) return StorageDown("delete", deleted.Error());
  if (!deleted.Value()) return Error(404, "form", kNotFound);
  return Api().NoContent();
}

http::Response LeadApi::RetryDelivery(const Params& params, const SessionUser& user) const {
  std::string id = common::AsciiLower(params.at("id"));
  if (!intake::IsUuid(id)) return Error(404, "form", kNotFound);
  auto outcome = deliveries_.Retry(id, user.username, storage::IsoTimestamp(clock_()));
  if (!outcome) return StorageDown("retry", outcome.Error());
  if (outcome.Value() == RetryOutcome::kNoSuchDelivery) return Error(404, "form", kNotFound);
  if (outcome.Value() == RetryOutcome::kNotFailed) return Error(409, "form", kNotRetryable);
  auto delivery = store_.GetDelivery(id);
  if (!delivery) return StorageDown("retry", delivery.Error());
  if (!delivery.Value()) return Error(404, "form", kNotFound);
  return Api().Json(200, json{{"delivery", DeliveryJson(*delivery.Value())}});
}

http::Response LeadApi::Audit(const http::Request& request) const {
  auto path = http::NormalizePath(request.target);
  auto [params, errors] = http::ReadQuery(path ? path.Value().query : "",
                                          {"actor", "action", "from", "to", "after", "pageSize"});
  AuditLog::Query query;
  query.page_size = kAuditPageSize;
  // Plain values, not optionals: GCC 12 sees a false maybe-uninitialized in the optional pair.
  bool has_from = false;
  bool has_to = false;
  SystemClock::time_point from_start{};
  SystemClock::time_point to_start{};
  SystemClock::time_point to_end{};
  for (const auto& [name, value] : params) {
    if (name == "actor") {
      query.actor = common::AsciiLower(value);
    } else if (name == "action") {
      query.action = value;
    } else if (name == "from" || name == "to") {
      auto day = PacificDay(value);
      if (!day) {
        errors[name].push_back(std::string(kBadAuditDate));
      } else if (name == "from") {
        has_from = true;
        from_start = day->first;
      } else {
        has_to = true;
        to_start = day->first;
        to_end = day->second;
      }
    } else if (name == "after") {
      // A cursor from a page's `next` (keyset pages, issue 52).
      if (!storage::ReadAuditCursor(value)) errors[name].push_back(std::string(kBadAuditPage));
      query.after = value;
    } else if (name == "pageSize") {
      auto size = WholeNumber(value, 1, kMaxAuditPageSize);
      if (!size) errors[name].push_back(std::string(kBadAuditPageSize));
      query.page_size = size.value_or(kAuditPageSize);
    }
  }
  if (has_from && has_to && to_start < from_start) {
    errors["to"].push_back(std::string(kAuditEndBeforeStart));
  }
  if (!errors.empty()) return Api().Error(http::ApiError::Of(400, std::move(errors)));
  if (has_from) query.from = storage::IsoTimestamp(from_start);
  if (has_to) query.to = storage::IsoTimestamp(to_end);  // the whole "to" day is in

  auto page = audit_.Entries(query);
  if (!page) return StorageDown("audit", page.Error());
  json list = json::array();
  for (const auto& entry : page.Value().entries) {
    list.push_back(json{{"at", entry.at},
                        {"actor", entry.actor},
                        {"action", entry.action},
                        {"subject", entry.subject},
                        {"detail", entry.detail}});
  }
  return Api().Json(200, json{{"entries", list},
                              {"total", page.Value().total},
                              {"totalCapped", page.Value().total_capped},
                              {"next", page.Value().next ? json(*page.Value().next) : json()},
                              {"pageSize", query.page_size},
                              {"actions", page.Value().actions},
                              {"actors", page.Value().actors}});
}

void LeadApi::Register(AdminRoutes& routes) const {
  routes.Add("/api/admin/leads",
             {routes.SignedIn("GET", Access::kIntake, this, &LeadApi::ListLeads)});
  routes.Add("/api/admin/leads/export.csv",
             {routes.SignedIn("GET", Access::kAdmin, this, &LeadApi::ExportLeads)});
  routes.Add("/api/admin/leads/{form}/{id}",
             {routes.SignedIn("GET", Access::kIntake, this, &LeadApi::LeadDetail),
              routes.SignedIn("DELETE", Access::kAdmin, this, &LeadApi::DeleteLead)});
  routes.Add("/api/admin/leads/{form}/{id}/status",
             {routes.SignedIn("POST", Access::kIntake, this, &LeadApi::ChangeStatus)});
  routes.Add("/api/admin/leads/{form}/{id}/notes",
             {routes.SignedIn("POST", Access::kIntake, this, &LeadApi::AddNote)});
  RegisterWork(routes);
  RegisterReport(routes);
  routes.Add("/api/admin/deliveries/{id}/retry",
             {routes.SignedIn("POST", Access::kAdmin, this, &LeadApi::RetryDelivery)});
  routes.Add("/api/admin/audit", {routes.SignedIn("GET", Access::kAdmin, this, &LeadApi::Audit)});
}

}  // namespace firm::staff
