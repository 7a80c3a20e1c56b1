#include "staff/agreement_api.hpp"

#include <map>

#include "engagement/agreement_terms.hpp"
#include "engagement/agreement_text.hpp"
#include "engagement/signed_copy.hpp"
#include "intake/arrival.hpp"
#include "staff/account_store.hpp"
#include "staff/api_support.hpp"
#include "staff/lead_api.hpp"
#include "staff/second_factor_store.hpp"

namespace firm::staff {

namespace {

using engagement::AgreementKind;
using engagement::AgreementRow;
using engagement::AgreementTemplate;
using engagement::FindTemplate;
using engagement::KindName;
using nlohmann::json;

constexpr std::string_view kNoSuchLead = "There is no such lead.";
constexpr std::string_view kNoSuchAgreement = "This lead has no such agreement.";
constexpr std::string_view kNoSuchTemplate = "Choose one of the agreement templates.";
constexpr std::string_view kLanguageRule =
    "Choose the language the terms were discussed in: en or es.";
constexpr std::string_view kAttorneysOnly =
    "Only an attorney can send or revoke a fee agreement (an administrator adds the State Bar "
    "number on the user's page).";
constexpr std::string_view kNotSending = "This server does not send fee agreements.";
constexpr std::string_view kWrongState =
    "This agreement can no longer be sent or revoked: see its state.";
constexpr std::string_view kNoWayToReach =
    "The worker has no e-mail address and cannot be texted (no consent, or they opted out): "
    "add an e-mail address to the lead first.";
const std::set<std::string> kPrepareFields = {"template", "language", "matter",
                                              "fees",     "rates",    "costsNote"};

// The newest version of template `id` in `language`; null when there is none.
const AgreementTemplate* Newest(const engagement::AgreementTemplates& templates,
                                const std::string& id, common::Language language) {
  const AgreementTemplate* best = nullptr;
  for (const auto& agreement : templates.templates) {
    if (agreement.id == id && agreement.language == language &&
        (best == nullptr || agreement.version > best->version)) {
      best = &agreement;
    }
  }
  return best;
}

// "sms,email" as ["sms", "email"].
json ChannelsJson(const std::string& channels) {
  json out = json::array();
  std::size_t start = 0;
  while (start < channels.size()) {
    const std::size_t comma = std::min(channels.find(',', start), channels.size());
    out.push_back(channels.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

json OrNull(const std::string& text) { return text.empty() ? json(nullptr) : json(text); }

// The state as staff see it: a sent or viewed agreement past its link's end is "expired".
std::string ShownState(const AgreementRow& row, std::chrono::system_clock::time_point now) {
  if ((row.state == "sent" || row.state == "viewed") && !row.expires_at.empty() &&
      row.expires_at <= storage::IsoTimestamp(now)) {
    return "expired";
  }
  return row.state;
}

json AgreementJson(const AgreementRow& row, AgreementKind kind,
                   std::chrono::system_clock::time_point now) {
  return json{
      {"id", row.id},
      {"template", row.template_id},
      {"version", row.template_version},
      {"kind", KindName(kind)},
      {"language", common::Code(row.language)},
      {"state", ShownState(row, now)},
      {"preparedBy", row.prepared_by},
      {"preparedAt", row.prepared_at},
      {"sentBy", OrNull(row.sent_by)},
      {"sentAt", OrNull(row.sent_at)},
      {"expiresAt", OrNull(row.expires_at)},
      {"attorney", row.attorney_name.empty()
                       ? json(nullptr)
                       : json{{"name", row.attorney_name}, {"barNumber", row.attorney_bar_number}}},
      {"channels", ChannelsJson(row.channels)},
      {"terms", row.terms}};
}

json TextJson(const std::vector<engagement::AgreementText>& texts) {
  json out = json::array();
  for (const auto& text : texts) {
    json sections = json::array();
    for (const auto& section : text.sections) {
      sections.push_back({{"heading", section.heading}, {"text", section.text}});
    }
    out.push_back(
        {{"language", common::Code(text.language)}, {"title", text.title}, {"sections", sections}});
  }
  return out;
}

}  // namespace

AgreementApi::AgreementApi(AgreementParts parts, std::string firm_name,
                           std::vector<std::string> form_ids, AdminClock clock)
    : leads_(parts.leads),
      store_(parts.store),
      templates_(parts.templates),
      sender_(parts.sender),
      second_factor_(parts.second_factor),
      firm_name_(std::move(firm_name)),
      form_ids_(std::move(form_ids)),
      clock_(std::move(clock)) {}

http::Response AgreementApi::Templates() const {
  // Each id once, at its newest version, with its title in each language.
  std::map<std::string, json> newest;
  for (const auto& agreement : templates_.templates) {
    json& entry = newest[agreement.id];
    if (entry.is_null() || entry["version"].get<int>() < agreement.version) {
      entry = json{{"id", agreement.id},
                   {"version", agreement.version},
                   {"kind", KindName(agreement.kind)},
                   {"sample", agreement.sample},
                   {"titles", json::object()}};
    }
    if (entry["version"].get<int>() == agreement.version) {
      entry["titles"][std::string(common::Code(agreement.language))] = agreement.title;
    }
  }
  json list = json::array();
  for (auto& [id, entry] : newest) list.push_back(std::move(entry));
  return Api().Json(200, json{{"templates", std::move(list)}});
}

http::Response AgreementApi::List(const http::PathParams& params) const {
  auto ref = LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNoSuchLead);
  auto rows = store_.OfLead(ref->id);
  if (!rows) return StorageDown("agreements", rows.Error());
  json list = json::array();
  for (const auto& row : rows.Value()) {
    const AgreementTemplate* agreement =
        FindTemplate(templates_, row.template_id, row.template_version, common::Language::kEnglish);
    list.push_back(
        AgreementJson(row, agreement ? agreement->kind : AgreementKind::kContingency, clock_()));
  }
  return Api().Json(200, json{{"agreements", std::move(list)}});
}

http::Response AgreementApi::Prepare(const http::Request& request, const http::PathParams& params,
                                     const SessionUser& user) const {
  auto ref = LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNoSuchLead);
  auto body = Api().ReadObject(request);
  if (!body) return Api().Error(body.Error());
  http::FieldErrors errors;
  for (const auto& [name, value] : body.Value().items()) {
    if (!kPrepareFields.contains(name)) errors[name].push_back("Unknown field.");
  }
  const json language_field = body.Value().value("language", json());
  const auto language = common::ParseLanguage(
      language_field.is_string() ? language_field.get<std::string>() : std::string());
  if (!language) errors["language"].push_back(std::string(kLanguageRule));
  const json template_id = body.Value().value("template", json());
  // Every id and version is in both languages (LoadAgreementTemplates), so the English one says
  // whether the template exists when the language is missing.
  const AgreementTemplate* agreement = template_id.is_string()
                                           ? Newest(templates_, template_id.get<std::string>(),
                                                    language.value_or(common::Language::kEnglish))
                                           : nullptr;
  if (agreement == nullptr) {
    errors["template"].push_back(std::string(kNoSuchTemplate));
    return Api().Error(http::ApiError::Of(422, std::move(errors)));
  }
  auto terms = engagement::ReadTerms(body.Value(), agreement->kind);
  if (!terms) {
    for (auto& [field, messages] : terms.Error()) {
      auto& into = errors[field];
      into.insert(into.end(), messages.begin(), messages.end());
    }
  }
  if (!errors.empty()) return Api().Error(http::ApiError::Of(422, std::move(errors)));
  auto lead = leads_.GetLead(ref->form_type, ref->id);
  if (!lead) return StorageDown("agreements", lead.Error());
  if (!lead.Value()) return Error(404, "form", kNoSuchLead);
  AgreementRow draft;
  draft.lead_id = ref->id;
  draft.template_id = agreement->id;
  draft.template_version = agreement->version;
  draft.language = *language;
  draft.terms = engagement::TermsJson(terms.Value(), agreement->kind);
  draft.prepared_by = user.username;
  draft.prepared_at = storage::IsoTimestamp(clock_());
  auto stored = store_.Prepare(std::move(draft));
  if (!stored) return StorageDown("agreements", stored.Error());
  return Answer(201, stored.Value(), agreement->kind, *lead.Value());
}

http::Response AgreementApi::Show(const http::PathParams& params) const {
  auto ref = LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNoSuchAgreement);
  auto row = store_.Get(ref->id, params.at("agreement"));
  if (!row) return StorageDown("agreements", row.Error());
  if (!row.Value()) return Error(404, "form", kNoSuchAgreement);
  auto lead = leads_.GetLead(ref->form_type, ref->id);
  if (!lead) return StorageDown("agreements", lead.Error());
  if (!lead.Value()) return Error(404, "form", kNoSuchAgreement);
  const AgreementRow& agreement = *row.Value();
  const AgreementTemplate* kind_of = FindTemplate(
      templates_, agreement.template_id, agreement.template_version, common::Language::kEnglish);
  if (kind_of == nullptr) return Error(409, "form", kNoSuchTemplate);
  auto terms = engagement::ReadTerms(agreement.terms, kind_of->kind);
  if (!terms) return Error(409, "form", kNoSuchTemplate);
  auto events = store_.Events(agreement.id);
  if (!events) return StorageDown("agreements", events.Error());
  json steps = json::array();
  for (const auto& event : events.Value()) steps.push_back(engagement::AgreementEventJson(event));
  return Answer(200, agreement, kind_of->kind, *lead.Value(), std::move(steps));
}

std::optional<http::Response> AgreementApi::Refusal(engagement::SendOutcome outcome) const {
  using engagement::SendOutcome;
  switch (outcome) {
    case SendOutcome::kSent:
    case SendOutcome::kResent:
    case SendOutcome::kRevoked:
      return std::nullopt;
    case SendOutcome::kNoSuchAgreement:
      return Error(404, "form", kNoSuchAgreement);
    case SendOutcome::kWrongState:
      return Error(409, "form", kWrongState);
    case SendOutcome::kCodeUsed:
      return Error(422, "code", "");  // replaced by the caller (RefuseUsedCode)
    case SendOutcome::kNoWayToReach:
      return Error(409, "form", kNoWayToReach);
  }
  return Error(500, "form", kNoSuchAgreement);
}

http::Response AgreementApi::Send(const http::Request& request, const http::PathParams& params,
                                  const SessionUser& user) const {
  auto ref = LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNoSuchAgreement);
  if (user.bar_number.empty()) return Error(403, "form", kAttorneysOnly);
  if (sender_ == nullptr) return Error(409, "form", kNotSending);
  auto fresh = second_factor_.CheckFreshCode(request, user);
  if (!fresh) return fresh.Error();
  const auto& code = fresh.Value();
  // The attorney as the database has them now, not as the session began.
  if (!code.account.bar_number) return Error(403, "form", kAttorneysOnly);
  const engagement::SendOrder order{
      ref->id,
      params.at("agreement"),
      {user.username, request.client_address, intake::CleanUserAgent(request.Header("User-Agent"))},
      code.account.display_name,
      *code.account.bar_number,
      code.now};
  auto sent = sender_->Send(order, [&](storage::Transaction& tx) -> storage::StoreResult<bool> {
    auto accepted = SecondFactorStore::AcceptStep(tx, user.user_id, code.step);
    if (!accepted || !accepted.Value()) return accepted;
    auto cleared = ClearAttempts(tx, user.username, request.client_address,
                                 storage::IsoTimestamp(code.now), code.device);
    if (!cleared) return storage::StoreResult<bool>::Err(cleared.Error());
    return accepted;
  });
  if (!sent) return StorageDown("agreements", sent.Error());
  if (sent.Value().outcome == engagement::SendOutcome::kCodeUsed) {
    return second_factor_.RefuseUsedCode(user, code.now);
  }
  if (auto refused = Refusal(sent.Value().outcome)) return *refused;
  return Show(params);
}

http::Response AgreementApi::Revoke(const http::Request& request, const http::PathParams& params,
                                    const SessionUser& user) const {
  auto ref = LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNoSuchAgreement);
  if (user.bar_number.empty()) return Error(403, "form", kAttorneysOnly);
  if (sender_ == nullptr) return Error(409, "form", kNotSending);
  auto body = Api().ReadObject(request);
  if (!body) return Api().Error(body.Error());
  if (!body.Value().empty()) return Error(422, "form", "Send an empty object.");
  auto revoked = sender_->Revoke(
      ref->id, params.at("agreement"),
      {user.username, request.client_address, intake::CleanUserAgent(request.Header("User-Agent"))},
      clock_());
  if (!revoked) return StorageDown("agreements", revoked.Error());
  if (auto refused = Refusal(revoked.Value().outcome)) return *refused;
  return Show(params);
}

http::Response AgreementApi::Answer(int status, const AgreementRow& row, AgreementKind kind,
                                    const leads::LeadRow& lead, json events) const {
  json body{
      {"agreement", AgreementJson(row, kind, clock_())},
      {"text", TextJson(engagement::TextOf(templates_, row, lead.first_name + " " + lead.last_name,
                                           lead.reference, firm_name_))}};
  if (!events.is_null()) body["events"] = std::move(events);
  return Api().Json(status, body);
}

void AgreementApi::Register(AdminRoutes& routes) const {
  routes.Add("/api/admin/agreement-templates",
             {routes.SignedIn("GET", Access::kIntake, this, &AgreementApi::Templates)});
  routes.Add("/api/admin/leads/{form}/{id}/agreements",
             {routes.SignedIn("GET", Access::kIntake, this, &AgreementApi::List),
              routes.SignedIn("POST", Access::kIntake, this, &AgreementApi::Prepare)});
  routes.Add("/api/admin/leads/{form}/{id}/agreements/{agreement}",
             {routes.SignedIn("GET", Access::kIntake, this, &AgreementApi::Show)});
  routes.Add("/api/admin/leads/{form}/{id}/agreements/{agreement}/send",
             {routes.SignedIn("POST", Access::kIntake, this, &AgreementApi::Send)});
  routes.Add("/api/admin/leads/{form}/{id}/agreements/{agreement}/revoke",
             {routes.SignedIn("POST", Access::kIntake, this, &AgreementApi::Revoke)});
}

}  // namespace firm::staff
