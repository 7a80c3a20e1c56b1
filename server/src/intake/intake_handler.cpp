#include "intake/intake_handler.hpp"

#include <algorithm>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>

#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "intake/bot_trap.hpp"
#include "intake/formats.hpp"
#include "leads/lead_id.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

constexpr std::string_view kUnsupportedType =
    "Please send the form as JSON (Content-Type: application/json).";
constexpr std::string_view kTooLarge = "The form is too large to send.";
constexpr std::string_view kTooMany =
    "Too many attempts from your connection. Please wait a few minutes or call us.";
constexpr std::string_view kStorageDown =
    "We could not save your request just now. Please try again in a minute or call us.";
// A full disk, a busy or unreachable database: each passes, so the visitor is
// asked to send the same answers again (the form keeps them).
constexpr int kStorageRetrySeconds = 60;

// Printable ASCII only (real user agents are), capped: stored, never logged.
std::string CleanUserAgent(std::optional<std::string_view> user_agent) {
  std::string out;
  if (!user_agent) return out;
  for (char c : user_agent->substr(0, leads::kMaxUserAgentBytes)) {
    out += (c >= 0x20 && c < 0x7f) ? c : '?';
  }
  return out;
}

}  // namespace

metrics::IntakeRefusal RefusalOf(http::BodyProblem problem) {
  switch (problem) {
    case http::BodyProblem::kUnsupportedType:
      return metrics::IntakeRefusal::kUnsupportedMediaType;
    case http::BodyProblem::kTooLarge:
      return metrics::IntakeRefusal::kTooLarge;
    default:
      return metrics::IntakeRefusal::kBadJson;
  }
}

leads::NewLead LeadRowOf(std::string_view form_type, const NormalizedLead& lead,
                         std::optional<std::string_view> user_agent,
                         std::chrono::system_clock::time_point now) {
  leads::NewLead row;
  row.id = leads::NewLeadId();
  row.form_type = std::string(form_type);
  row.submission_id = lead.submission_id;
  row.created_at = storage::IsoTimestamp(now);
  row.first_name = lead.first_name;
  row.last_name = lead.last_name;
  row.email = lead.email;
  row.phone = lead.phone;
  row.issue_types = json(lead.issue_types).dump();
  row.answers = lead.answers.dump();
  row.landing_page = lead.landing_page;
  row.utm_source = lead.utm_source;
  row.utm_medium = lead.utm_medium;
  row.utm_campaign = lead.utm_campaign;
  row.language = lead.language;
  row.user_agent = CleanUserAgent(user_agent);
  row.reference = leads::LeadReference(row.id);
  if (auto employer = lead.answers.find("employerName");
      employer != lead.answers.end() && employer->is_string()) {
    row.employer = employer->get<std::string>();
    row.employer_key = EmployerKey(row.employer);
  }

  return row;
}

IntakeEndpoint::IntakeEndpoint(const FormDefinition& form, const Rules& rules,
                               const leads::LeadRecorder& recorder, RateLimiter* limiter,
                               IntakeClock clock)
    : form_(form),
      rules_(rules),
      recorder_(recorder),
      limiter_(limiter),
      clock_(std::move(clock)),
      form_type_(leads::StoredFormType(form.id)),
      counters_(metrics::Process().Form(form.id)),
      api_(http::JsonApi::Options{nullptr, rules.max_body_bytes, std::string(kUnsupportedType),
                                  std::string(kTooLarge)}) {}

http::Response IntakeEndpoint::Handle(const http::Request& request) const {
  using metrics::IntakeRefusal;
  auto refuse = [this](IntakeRefusal reason, http::ApiError error) {
    counters_.Refused(reason);
    return api_.Error(error);
  };
  if (auto refused = api_.CheckEnvelope(request)) {
    return refuse(RefusalOf(*refused->problem), std::move(*refused));
  }
  if (limiter_) {
    auto decision = limiter_->Attempt(request.client_address, clock_.steady());
    if (!decision.allowed) {
      return refuse(
          IntakeRefusal::kRateLimited,
          http::ApiError::Of(429, "_body", kTooMany).RetryAfter(decision.retry_after_seconds));
    }
  }
  auto parsed = api_.ParseObject(request.body);
  if (!parsed) return refuse(RefusalOf(*parsed.Error().problem), parsed.Error());
  const json& body = parsed.Value();

  // Before validation, so a bot gets the same answer whatever else it sent.
  if (LooksLikeBot(rules_, body)) {
    counters_.Refused(IntakeRefusal::kBot);
    const std::string id = leads::NewLeadId();
    return api_.Json(201, json{{"id", id}, {"reference", leads::LeadReference(id)}});
  }

  auto now = clock_.wall();
  auto validated = ValidateSubmission(form_, rules_, body, common::UtcToday(now));
  if (!validated) {
    counters_.Refused(IntakeRefusal::kValidation);
    return api_.Error(http::ApiError::Of(422, validated.Error()));
  }
  const NormalizedLead& lead = validated.Value();

  const leads::NewLead row = LeadRowOf(form_type_, lead, request.Header("User-Agent"), now);
  auto stored = recorder_.Record(row);
  if (!stored) {
    // The message comes from the engine and names no field values.
    std::cerr << "intake " << form_.id << ": storage error (" << recorder_.Engine()
              << "): " << stored.Error().message << std::endl;
    return refuse(IntakeRefusal::kStorageUnavailable,
                  http::ApiError::Of(503, "_body", kStorageDown).RetryAfter(kStorageRetrySeconds));
  }
  // A new lead is counted by the recorder once it is durable (LeadRecorder::AfterCommit).
  // A repeated submission answers the original lead and its reference.
  return api_.Json(201, json{{"id", stored.Value().lead_id},
                             {"reference", leads::LeadReference(stored.Value().lead_id)}});
}

}  // namespace firm::intake
