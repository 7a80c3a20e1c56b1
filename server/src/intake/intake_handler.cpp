#include "intake/intake_handler.hpp"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>

#include "common/text.hpp"
#include "intake/civil_date.hpp"
#include "intake/lead_id.hpp"

namespace firm::intake {

namespace {

using nlohmann::json;

const http::HeaderList kJsonHeaders = {
    {"Content-Type", "application/json"},
    {"Cache-Control", "no-store"},
};

constexpr std::string_view kUnsupportedType =
    "Please send the form as JSON (Content-Type: application/json).";
constexpr std::string_view kTooLarge = "The form is too large to send.";
constexpr std::string_view kTooMany =
    "Too many attempts from your connection. Please wait a few minutes or call us.";
constexpr std::string_view kBadUtf8 = "The request body is not valid UTF-8.";
constexpr std::string_view kBadJson = "The request body is not valid JSON.";
constexpr std::string_view kNotObject = "The request body must be a JSON object.";
constexpr std::string_view kStorageDown =
    "We could not save your request just now. Please try again in a minute or call us.";
// A full disk, a busy or unreachable database: each passes, so the visitor is
// asked to send the same answers again (the form keeps them).
constexpr int kStorageRetrySeconds = 60;

http::Response JsonResponse(int status, const json& body) {
  http::Response response;
  response.status = status;
  response.fixed_headers = &kJsonHeaders;
  response.SetOwnedBody(body.dump());
  return response;
}

// Printable ASCII only (real user agents are), capped: stored, never logged.
std::string CleanUserAgent(std::optional<std::string_view> user_agent) {
  std::string out;
  if (!user_agent) return out;
  for (char c : user_agent->substr(0, storage::kMaxUserAgentBytes)) {
    out += (c >= 0x20 && c < 0x7f) ? c : '?';
  }
  return out;
}

}  // namespace

bool IsJsonContentType(std::string_view content_type) {
  std::string value = common::AsciiLower(content_type);
  std::string_view rest = value;
  auto semicolon = rest.find(';');
  if (common::TrimOws(rest.substr(0, semicolon)) != "application/json") return false;
  if (semicolon == std::string_view::npos) return true;
  std::string_view parameter = common::TrimOws(rest.substr(semicolon + 1));
  auto equals = parameter.find('=');
  if (equals == std::string_view::npos || parameter.find(';') != std::string_view::npos) {
    return false;
  }
  std::string_view name = common::TrimOws(parameter.substr(0, equals));
  std::string_view charset = common::TrimOws(parameter.substr(equals + 1));
  return name == "charset" && (charset == "utf-8" || charset == "\"utf-8\"");
}

http::Response ErrorResponse(int status, const FieldErrors& errors) {
  json fields = json::object();
  for (const auto& [field, messages] : errors) fields[field] = messages;
  return JsonResponse(status, json{{"errors", fields}});
}

http::Response BodyError(int status, const std::string& message) {
  return ErrorResponse(status, FieldErrors{{"_body", {message}}});
}

std::string IntakeEndpoint::FormType(const std::string& form_id) {
  std::string type = form_id;
  std::replace(type.begin(), type.end(), '-', '_');
  return type;
}

IntakeEndpoint::IntakeEndpoint(const FormDefinition& form, const Rules& rules,
                               storage::LeadRepository& repository, RateLimiter* limiter,
                               http::ProxyTrust trust_proxy, IntakeClock clock)
    : form_(form),
      rules_(rules),
      repository_(repository),
      limiter_(limiter),
      trust_proxy_(std::move(trust_proxy)),
      clock_(std::move(clock)),
      form_type_(FormType(form.id)),
      counters_(metrics::Process().Form(form.id)) {}

http::Response IntakeEndpoint::Handle(const http::Request& request) const {
  using metrics::IntakeRefusal;
  auto refuse = [this](IntakeRefusal reason, int status, std::string_view message) {
    counters_.Refused(reason);
    return BodyError(status, std::string(message));
  };
  if (!request.content_type || !IsJsonContentType(*request.content_type)) {
    return refuse(IntakeRefusal::kUnsupportedMediaType, 415, kUnsupportedType);
  }
  if (request.body.size() > rules_.max_body_bytes) {
    return refuse(IntakeRefusal::kTooLarge, 413, kTooLarge);
  }
  if (limiter_) {
    auto decision = limiter_->Attempt(http::ClientAddress(request, trust_proxy_), clock_.steady());
    if (!decision.allowed) {
      auto response = refuse(IntakeRefusal::kRateLimited, 429, kTooMany);
      response.extra_headers.emplace_back("Retry-After",
                                          std::to_string(decision.retry_after_seconds));
      return response;
    }
  }
  if (!common::IsValidUtf8(request.body)) return refuse(IntakeRefusal::kBadJson, 400, kBadUtf8);
  json body;
  try {
    body = json::parse(request.body);
  } catch (const json::exception&) {
    return refuse(IntakeRefusal::kBadJson, 400, kBadJson);
  }
  if (!body.is_object()) return refuse(IntakeRefusal::kBadJson, 400, kNotObject);

  // Before validation, so a bot gets the same answer whatever else it sent.
  if (LooksLikeBot(rules_, body)) {
    counters_.Refused(IntakeRefusal::kBot);
    return JsonResponse(201, json{{"id", NewLeadId()}});
  }

  auto now = clock_.wall();
  auto validated = ValidateSubmission(form_, rules_, body, UtcToday(now));
  if (!validated) {
    counters_.Refused(IntakeRefusal::kValidation);
    return ErrorResponse(422, validated.Error());
  }
  const NormalizedLead& lead = validated.Value();

  storage::NewLead row;
  row.id = NewLeadId();
  row.form_type = form_type_;
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
  row.user_agent = CleanUserAgent(request.user_agent);

  auto stored = repository_.InsertLead(row);
  if (!stored) {
    // The message comes from the engine and names no field values.
    std::cerr << "intake " << form_.id << ": storage error (" << repository_.Engine()
              << "): " << stored.Error().message << std::endl;
    auto response = refuse(IntakeRefusal::kStorageUnavailable, 503, kStorageDown);
    response.extra_headers.emplace_back("Retry-After", std::to_string(kStorageRetrySeconds));
    return response;
  }
  if (stored.Value().created) counters_.Stored();
  return JsonResponse(201, json{{"id", stored.Value().lead_id}});
}

}  // namespace firm::intake
