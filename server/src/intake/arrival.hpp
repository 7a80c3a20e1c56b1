#pragma once

// One way in for every lead (issue 53, item 1). Whatever brings it, a form, the questionnaire,
// /book (JSON, or a form posted without JavaScript), a text from a new number, a lead goes
// through the same named steps, in order:
//
//   envelope  what the body is and how large it may be             415, 413
//   limits    the client address's rate limit                      429 + Retry-After
//   parse     the body read into one JSON object                   400
//   bot trap  the honeypot and the timer: a plausible answer       201, nothing stored
//   validate  every field of the kind's form                        422, all errors together
//   record    the lead and every module's arrival steps, with the
//             kind's own step (the booking) in the same transaction 503 / declined: nothing stored
//   answer    the kind's answer to what happened (JSON, or a redirect for a form post)
//
// Each step that stops a lead counts it once in firm_intake_refusals_total for the kind's form;
// the recorder counts a new lead in firm_intake_leads_stored_total once it is durable. A new
// kind of lead is an ArrivalKind (its form, how its body is read) plus its steps, not a new
// handler. A text from a new number has no HTTP body of its own (the provider's webhook checked
// and read it): it enters at the record step, inside the transaction that stores the text.
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "http/json_api.hpp"
#include "http/message.hpp"
#include "intake/form_definition.hpp"
#include "intake/rate_limiter.hpp"
#include "intake/validation.hpp"
#include "leads/lead_recorder.hpp"
#include "metrics/metrics.hpp"

namespace firm::intake {

struct IntakeClock {
  std::function<std::chrono::system_clock::time_point()> wall = [] {
    return std::chrono::system_clock::now();
  };
  std::function<RateLimiter::Clock::time_point()> steady = [] { return RateLimiter::Clock::now(); };
};

// The row to store for a validated submission of `form_type` (stored form, e.g. "case_review")
// received at `now`: a new id, its reference, the employer's key, the user agent cleaned.
leads::NewLead LeadRowOf(std::string_view form_type, const NormalizedLead& lead,
                         std::optional<std::string_view> user_agent,
                         std::chrono::system_clock::time_point now);

// The refusal counted for a body the envelope or the JSON parser refused.
metrics::IntakeRefusal RefusalOf(http::BodyProblem problem);

// A request's User-Agent as stored (a lead's, an agreement step's evidence): printable ASCII
// only (real user agents are), capped at leads::kMaxUserAgentBytes; never logged.
std::string CleanUserAgent(std::optional<std::string_view> user_agent);

// Where a lead stopped; kNone when it was recorded.
enum class ArrivalStop {
  kNone,
  kEnvelope,
  kRateLimited,
  kUnreadable,
  kBot,
  kInvalid,
  kDeclined,
  kStorage
};

// How a kind's body is read: its envelope (size, type) and its parse into one JSON object.
// An error carries the refusal it counts as and the API's answer.
struct BodyRefusal {
  metrics::IntakeRefusal counted;
  http::ApiError error;
};
struct BodyReader {
  std::function<std::optional<BodyRefusal>(const http::Request&)> envelope;
  std::function<common::Result<nlohmann::json, BodyRefusal>(const http::Request&)> parse;
};

// One kind of lead: its form (fields, checks, stored form type), how its body is read, and how
// its row differs from the form's (the call's language for /book).
// Made by Arrival::Kind, which registers the form's counters and keeps them here.
struct ArrivalKind {
  const FormDefinition* form = nullptr;
  BodyReader reader;
  std::function<void(leads::NewLead&, const NormalizedLead&)> complete_row;
  const metrics::FormCounters* counters = nullptr;
};

// The kind's own step inside the lead's transaction, for a new lead or a repeated submission
// (`stored.created` tells which), given the row and the validated lead it was made from:
// Ok(true) goes on, Ok(false) declines the lead (rolled back, nothing stored,
// ArrivalStop::kDeclined), an error rolls it back as a storage failure.
using KindStep = std::function<common::Result<bool, storage::StorageError>(
    storage::Transaction&, const leads::InsertOutcome& stored, const leads::NewLead&,
    const NormalizedLead&)>;

// What the answer step gets.
struct Arrived {
  ArrivalStop stop = ArrivalStop::kNone;
  std::optional<http::ApiError> error;  // envelope, limits, parse, validate, storage
  nlohmann::json body;                  // the parsed body (from the parse step on)
  std::optional<NormalizedLead> lead;   // the validated lead (from the validate step on)
  std::string bot_id;                   // kBot: the plausible id answered
  long retry_after_seconds = 0;         // kRateLimited
  leads::InsertOutcome stored;          // kNone: the stored lead (the original on a repeat)
};

class Arrival {
 public:
  // `limiter` may be null (rate limiting off); it is shared by every kind.
  Arrival(const Rules& rules, const leads::LeadRecorder& recorder, RateLimiter* limiter,
          IntakeClock clock = {});

  // The steps from the envelope to the record, for a request of `kind`; `step` runs in the
  // lead's transaction when given.
  Arrived Run(const http::Request& request, const ArrivalKind& kind,
              const KindStep& step = {}) const;

  // The record step alone, inside a transaction the caller holds (a text from a new number);
  // Committed once the caller has committed a created lead.
  common::Result<leads::InsertOutcome, storage::StorageError> RecordIn(
      storage::Transaction& tx, const leads::NewLead& lead) const;
  void Committed(const leads::NewLead& lead) const;

  // A kind of lead of `form`: its counters are registered at once, so that /metrics shows the
  // form's series (at zero) before its first lead or refusal.
  ArrivalKind Kind(
      const FormDefinition& form, BodyReader reader,
      std::function<void(leads::NewLead&, const NormalizedLead&)> complete_row = {}) const;

  // The body reader of the JSON API: Content-Type application/json, at most `max_body_bytes`
  // (the rules' limit when not given).
  BodyReader JsonReader(std::optional<std::size_t> max_body_bytes = std::nullopt) const;

 private:
  const Rules& rules_;
  const leads::LeadRecorder& recorder_;
  RateLimiter* limiter_;
  IntakeClock clock_;
};

}  // namespace firm::intake
