#pragma once

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/histogram.h>
#include <prometheus/metric_family.h>
#include <prometheus/registry.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace firm::metrics {

// What kind of request a target is, for metric labels: a small fixed set, so
// a label never carries a raw path (unbounded, and possibly personal).
enum class RouteClass : std::uint8_t {
  kStaticPage,
  kAsset,
  kIntakeApi,
  kAdminApi,
  kAdminPage,
  kHealth,
  kMetrics,
  kOther,
};
inline constexpr std::size_t kRouteClassCount = 8;

// "static_page", "asset", "intake_api", "admin_api", "admin_page", "health", "metrics", "other".
std::string_view RouteClassLabel(RouteClass route);

// Classifies by method and the raw path (query ignored). It never decodes: a
// percent-encoded spelling of an API path lands in "other" or "static_page",
// which costs a label, never a secret.
class RouteClassifier {
 public:
  // The intake form endpoints, e.g. "/api/case-reviews".
  explicit RouteClassifier(std::vector<std::string> intake_endpoints);

  RouteClass Classify(std::string_view method, std::string_view target) const;

 private:
  std::vector<std::string> intake_endpoints_;
};

// Why an intake POST stored nothing (label "reason").
enum class IntakeRefusal : std::uint8_t {
  kUnsupportedMediaType,  // 415
  kTooLarge,              // 413
  kRateLimited,           // 429
  kBadJson,               // 400: not UTF-8, not JSON, or not an object
  kBot,                   // honeypot or too fast: answered 201, nothing stored
  kValidation,            // 422
  kStorageUnavailable,    // 503
};
inline constexpr std::size_t kIntakeRefusalCount = 7;
std::string_view IntakeRefusalLabel(IntakeRefusal reason);

// How a staff sign-in ended (label "outcome").
enum class SignInOutcome : std::uint8_t {
  kSuccess,
  kFailure,    // wrong user name or password
  kLockedOut,  // refused without checking: too many recent failures
};
inline constexpr std::size_t kSignInOutcomeCount = 3;
std::string_view SignInOutcomeLabel(SignInOutcome outcome);

// The cap that held back a text from a new number (label "cap", conversation/, issue 50).
enum class TextCap : std::uint8_t {
  kNewLeads,     // SMS_NEW_LEADS_PER_HOUR: its lead is neither announced nor answered
  kAutoAnswers,  // SMS_AUTO_ANSWERS_PER_HOUR: its lead gets no automatic answer
};
inline constexpr std::size_t kTextCapCount = 2;
// "new_leads", "auto_answers".
std::string_view TextCapLabel(TextCap cap);

// The counters of one intake form, created once when its endpoint is built so
// the hot path only touches atomics.
struct FormCounters {
  prometheus::Counter* stored = nullptr;
  std::array<prometheus::Counter*, kIntakeRefusalCount> refused{};

  void Stored() const { stored->Increment(); }
  void Refused(IntakeRefusal reason) const {
    refused[static_cast<std::size_t>(reason)]->Increment();
  }
};

// Families read fresh at each scrape (e.g. outbox backlog from the database).
using ScrapeHook = std::function<std::vector<prometheus::MetricFamily>()>;

inline constexpr std::string_view kContentType = "text/plain; version=0.0.4; charset=utf-8";

// The process's metrics, in one prometheus-cpp registry. Every recording
// method is safe from any thread and, after the first use of a label set, costs
// atomic operations only (plus the histogram's own short mutex).
class Metrics {
 public:
  Metrics();
  Metrics(const Metrics&) = delete;
  Metrics& operator=(const Metrics&) = delete;

  // One answered request: firm_http_requests_total{route,code} and
  // firm_http_request_duration_seconds{route}.
  void ObserveRequest(RouteClass route, int status, std::chrono::nanoseconds duration);

  // The counters of the form with this id (e.g. "case-review"); the same
  // object for the same id. Meant for start-up (takes a lock).
  const FormCounters& Form(const std::string& form_id);

  void CountSignIn(SignInOutcome outcome);
  // A failed database transaction; engine is "sqlite" or "postgres".
  void CountDatabaseError(std::string_view engine);
  // One finished delivery attempt; channel and outcome come from fixed sets
  // (the deliveries table's CHECK constraint and outbox::Decide).
  void CountDeliveryAttempt(std::string_view channel, std::string_view outcome);
  // A text from a new number that a cap held back (stored all the same).
  void CountTextHeldBack(TextCap cap);

  // Runs at every Render, after the registry is collected. Add hooks before
  // serving starts.
  void AddScrapeHook(ScrapeHook hook);

  // The text exposition format (version 0.0.4) of everything above.
  std::string Render() const;

  prometheus::Registry& registry() { return *registry_; }

 private:
  // Status codes 100..599 by route class, filled on first use.
  static constexpr int kMinStatus = 100;
  static constexpr int kStatusSlots = 500;
  prometheus::Counter& RequestCounter(RouteClass route, int status);

  std::shared_ptr<prometheus::Registry> registry_;
  prometheus::Family<prometheus::Counter>* requests_;
  prometheus::Family<prometheus::Histogram>* durations_;
  prometheus::Family<prometheus::Counter>* leads_stored_;
  prometheus::Family<prometheus::Counter>* intake_refusals_;
  prometheus::Family<prometheus::Counter>* sign_ins_;
  prometheus::Family<prometheus::Counter>* database_errors_;
  prometheus::Family<prometheus::Counter>* delivery_attempts_;
  prometheus::Family<prometheus::Counter>* texts_held_back_;

  std::array<prometheus::Histogram*, kRouteClassCount> duration_by_route_{};
  std::array<prometheus::Counter*, kSignInOutcomeCount> sign_in_by_outcome_{};
  std::array<prometheus::Counter*, 2> database_errors_by_engine_{};
  std::array<prometheus::Counter*, kTextCapCount> texts_held_back_by_cap_{};
  std::unique_ptr<std::array<std::atomic<prometheus::Counter*>, kRouteClassCount * kStatusSlots>>
      request_counters_;

  mutable std::mutex mutex_;  // forms_ and hooks_, never on the request path
  std::map<std::string, FormCounters, std::less<>> forms_;
  std::vector<ScrapeHook> hooks_;
};

// The process-wide instance: metrics are process-wide by nature, and the
// modules that count (intake, admin, storage, outbox) reach it without every
// constructor growing a parameter. Tests read deltas, or build their own.
Metrics& Process();

// Builds a gauge family by hand, for scrape hooks.
prometheus::MetricFamily GaugeFamily(std::string name, std::string help);
void AddGauge(prometheus::MetricFamily& family, std::vector<prometheus::ClientMetric::Label> labels,
              double value);

}  // namespace firm::metrics
