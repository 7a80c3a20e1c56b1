#include "intake/arrival.hpp"

#include <iostream>

#include "common/civil_date.hpp"
#include "intake/bot_trap.hpp"
#include "intake/formats.hpp"
#include "leads/lead_id.hpp"

namespace firm::intake {

namespace {

using metrics::IntakeRefusal;
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
// The kind's step declined the lead: rolled back, and told apart from a storage failure.
constexpr std::string_view kDeclined = "declined by the kind's step";

}  // namespace

std::string CleanUserAgent(std::optional<std::string_view> user_agent) {
  std::string out;
  if (!user_agent) return out;
  for (char c : user_agent->substr(0, leads::kMaxUserAgentBytes)) {
    out += (c >= 0x20 && c < 0x7f) ? c : '?';
  }
  return out;
}

metrics::IntakeRefusal RefusalOf(http::BodyProblem problem) {
  switch (problem) {
    case http::BodyProblem::kUnsupportedType:
      return IntakeRefusal::kUnsupportedMediaType;
    case http::BodyProblem::kTooLarge:
      return IntakeRefusal::kTooLarge;
    default:
      return IntakeRefusal::kBadJson;
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

Arrival::Arrival(const Rules& rules, const leads::LeadRecorder& recorder, RateLimiter* limiter,
                 IntakeClock clock)
    : rules_(rules), recorder_(recorder), limiter_(limiter), clock_(std::move(clock)) {}

ArrivalKind Arrival::Kind(
    const FormDefinition& form, BodyReader reader,
    std::function<void(leads::NewLead&, const NormalizedLead&)> complete_row) const {
  return ArrivalKind{&form, std::move(reader), std::move(complete_row),
                     &metrics::Process().Form(form.id)};
}

BodyReader Arrival::JsonReader(std::optional<std::size_t> max_body_bytes) const {
  auto api = std::make_shared<const http::JsonApi>(
      http::JsonApi::Options{nullptr, max_body_bytes.value_or(rules_.max_body_bytes),
                             std::string(kUnsupportedType), std::string(kTooLarge)});
  return BodyReader{[api](const http::Request& request) -> std::optional<BodyRefusal> {
                      auto refused = api->CheckEnvelope(request);
                      if (!refused) return std::nullopt;
                      return BodyRefusal{RefusalOf(*refused->problem), std::move(*refused)};
                    },
                    [api](const http::Request& request) -> common::Result<json, BodyRefusal> {
                      auto parsed = api->ParseObject(request.body);
                      if (!parsed) {
                        return common::Result<json, BodyRefusal>::Err(
                            BodyRefusal{RefusalOf(*parsed.Error().problem), parsed.Error()});
                      }
                      return common::Result<json, BodyRefusal>::Ok(std::move(parsed).Value());
                    }};
}

Arrived Arrival::Run(const http::Request& request, const ArrivalKind& kind,
                     const KindStep& step) const {
  const FormDefinition& form = *kind.form;
  const metrics::FormCounters& counters = *kind.counters;
  Arrived arrived;
  auto stop = [&](ArrivalStop where, IntakeRefusal counted, std::optional<http::ApiError> error) {
    counters.Refused(counted);
    arrived.stop = where;
    arrived.error = std::move(error);
    return std::move(arrived);
  };

  // envelope
  if (auto refused = kind.reader.envelope(request)) {
    return stop(ArrivalStop::kEnvelope, refused->counted, std::move(refused->error));
  }
  // limits
  if (limiter_) {
    auto decision = limiter_->Attempt(request.client_address, clock_.steady());
    if (!decision.allowed) {
      arrived.retry_after_seconds = decision.retry_after_seconds;
      return stop(
          ArrivalStop::kRateLimited, IntakeRefusal::kRateLimited,
          http::ApiError::Of(429, "_body", kTooMany).RetryAfter(decision.retry_after_seconds));
    }
  }
  // parse
  auto parsed = kind.reader.parse(request);
  if (!parsed) {
    return stop(ArrivalStop::kUnreadable, parsed.Error().counted, std::move(parsed.Error().error));
  }
  arrived.body = std::move(parsed).Value();
  // bot trap: before validation, so a bot gets the same answer whatever else it sent
  if (LooksLikeBot(rules_, arrived.body)) {
    arrived.bot_id = leads::NewLeadId();
    return stop(ArrivalStop::kBot, IntakeRefusal::kBot, std::nullopt);
  }
  // validate
  const auto now = clock_.wall();
  auto validated = ValidateSubmission(form, rules_, arrived.body, common::UtcToday(now));
  if (!validated) {
    return stop(ArrivalStop::kInvalid, IntakeRefusal::kValidation,
                http::ApiError::Of(422, validated.Error()));
  }
  arrived.lead = std::move(validated).Value();
  // record
  leads::NewLead row =
      LeadRowOf(leads::StoredFormType(form.id), *arrived.lead, request.Header("User-Agent"), now);
  if (kind.complete_row) kind.complete_row(row, *arrived.lead);
  bool declined = false;
  leads::LeadRecorder::Also also;
  if (step) {
    also = [&](storage::Transaction& tx, const leads::InsertOutcome& stored) {
      auto went_on = step(tx, stored, row, *arrived.lead);
      if (!went_on) return storage::UnitResult::Err(went_on.Error());
      declined = !went_on.Value();
      if (declined) return storage::UnitResult::Err({std::string(kDeclined)});
      return storage::UnitResult::Ok({});
    };
  }
  auto stored = recorder_.Record(row, also);
  if (declined) {
    arrived.stop = ArrivalStop::kDeclined;
    return arrived;
  }
  if (!stored) {
    // The message comes from the engine and names no field values.
    std::cerr << "arrival " << form.id << ": storage error (" << recorder_.Engine()
              << "): " << stored.Error().message << std::endl;
    return stop(ArrivalStop::kStorage, IntakeRefusal::kStorageUnavailable,
                http::ApiError::Of(503, "_body", kStorageDown).RetryAfter(kStorageRetrySeconds));
  }
  // A new lead is counted by the recorder once it is durable (LeadRecorder::AfterCommit).
  arrived.stored = std::move(stored).Value();
  return arrived;
}

common::Result<leads::InsertOutcome, storage::StorageError> Arrival::RecordIn(
    storage::Transaction& tx, const leads::NewLead& lead) const {
  return recorder_.RecordIn(tx, lead);
}

void Arrival::Committed(const leads::NewLead& lead) const { recorder_.AfterCommit(lead); }

}  // namespace firm::intake
