#include "metrics/metrics.hpp"

#include <prometheus/text_serializer.h>

#include <sstream>

namespace firm::metrics {

namespace {

prometheus::Family<prometheus::Counter>* CounterFamily(prometheus::Registry& registry,
                                                       const std::string& name,
                                                       const std::string& help) {
  return &prometheus::BuildCounter().Name(name).Help(help).Register(registry);
}

constexpr std::array<std::string_view, kRouteClassCount> kRouteLabels = {
    "static_page", "asset", "intake_api", "admin_api", "admin_page", "health", "metrics", "other"};

constexpr std::array<std::string_view, kIntakeRefusalCount> kRefusalLabels = {
    "unsupported_media_type", "too_large", "rate_limited", "bad_json", "bot", "validation",
    "storage_unavailable"};

constexpr std::array<std::string_view, kSignInOutcomeCount> kSignInLabels = {"success", "failure",
                                                                             "locked_out"};

constexpr std::array<std::string_view, 2> kEngines = {"sqlite", "postgres"};

constexpr std::array<std::string_view, kTextCapCount> kTextCapLabels = {"new_leads",
                                                                        "auto_answers"};

// Seconds. Pages from memory answer in well under a millisecond; a stored
// lead waits for an fsync; a sign-in runs argon2id (~300 ms).
const prometheus::Histogram::BucketBoundaries kDurationBuckets = {
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};

std::string_view PathOf(std::string_view target) {
  return target.substr(0, target.find_first_of("?#"));
}

// "/x" itself or anything below "/x/".
bool IsUnder(std::string_view path, std::string_view prefix) {
  return path == prefix ||
         (path.starts_with(prefix) && path.size() > prefix.size() && path[prefix.size()] == '/');
}

// A file name with an extension in the last segment ("/favicon.ico",
// "/robots.txt"); pages are extensionless, except the odd "/x.html".
bool LooksLikeFile(std::string_view path) {
  auto last = path.substr(path.rfind('/') + 1);
  auto dot = last.rfind('.');
  return dot != std::string_view::npos && dot > 0 && last.substr(dot) != ".html";
}

}  // namespace

std::string_view RouteClassLabel(RouteClass route) {
  return kRouteLabels[static_cast<std::size_t>(route)];
}

std::string_view IntakeRefusalLabel(IntakeRefusal reason) {
  return kRefusalLabels[static_cast<std::size_t>(reason)];
}

std::string_view SignInOutcomeLabel(SignInOutcome outcome) {
  return kSignInLabels[static_cast<std::size_t>(outcome)];
}

std::string_view TextCapLabel(TextCap cap) { return kTextCapLabels[static_cast<std::size_t>(cap)]; }

RouteClassifier::RouteClassifier(std::vector<std::string> intake_endpoints)
    : intake_endpoints_(std::move(intake_endpoints)) {}

RouteClass RouteClassifier::Classify(std::string_view method, std::string_view target) const {
  const std::string_view path = PathOf(target);
  if (path == "/healthz") return RouteClass::kHealth;
  if (path == "/metrics") return RouteClass::kMetrics;
  if (IsUnder(path, "/api/admin")) return RouteClass::kAdminApi;
  for (const auto& endpoint : intake_endpoints_) {
    if (path == endpoint) return RouteClass::kIntakeApi;
  }
  if (IsUnder(path, "/api")) return RouteClass::kOther;
  if (method != "GET" && method != "HEAD") return RouteClass::kOther;
  if (IsUnder(path, "/admin")) return RouteClass::kAdminPage;
  if (path.starts_with("/assets/") || LooksLikeFile(path)) return RouteClass::kAsset;
  return RouteClass::kStaticPage;
}

Metrics::Metrics()
    : registry_(std::make_shared<prometheus::Registry>()),
      requests_(CounterFamily(*registry_, "firm_http_requests_total",
                              "HTTP requests answered, by route class and status code.")),
      durations_(&prometheus::BuildHistogram()
                      .Name("firm_http_request_duration_seconds")
                      .Help("Time from the parsed request to the response handed to the socket, "
                            "by route class.")
                      .Register(*registry_)),
      leads_stored_(CounterFamily(*registry_, "firm_intake_leads_stored_total",
                                  "New leads committed to storage, by form (repeats of a "
                                  "submission id are not counted).")),
      intake_refusals_(
          CounterFamily(*registry_, "firm_intake_refusals_total",
                        "Intake submissions that stored nothing, by form and reason.")),
      sign_ins_(
          CounterFamily(*registry_, "firm_admin_sign_ins_total",
                        "Staff sign-in attempts, by outcome (success, failure, locked_out).")),
      database_errors_(CounterFamily(*registry_, "firm_database_errors_total",
                                     "Database transactions that failed, by engine.")),
      delivery_attempts_(CounterFamily(*registry_, "firm_outbox_attempts_total",
                                       "Delivery attempts finished by this process, by channel and "
                                       "outcome (delivered, retry, failed, dead).")),
      texts_held_back_(CounterFamily(
          *registry_, "firm_sms_held_back_total",
          "Texts from new numbers stored by this process but held back by a cap: new_leads "
          "(neither announced nor answered), auto_answers (no automatic answer).")),
      request_counters_(
          std::make_unique<
              std::array<std::atomic<prometheus::Counter*>, kRouteClassCount * kStatusSlots>>()) {
  for (std::size_t i = 0; i < kRouteClassCount; ++i) {
    duration_by_route_[i] =
        &durations_->Add({{"route", std::string(kRouteLabels[i])}}, kDurationBuckets);
  }
  for (std::size_t i = 0; i < kSignInOutcomeCount; ++i) {
    sign_in_by_outcome_[i] = &sign_ins_->Add({{"outcome", std::string(kSignInLabels[i])}});
  }
  for (std::size_t i = 0; i < kEngines.size(); ++i) {
    database_errors_by_engine_[i] = &database_errors_->Add({{"engine", std::string(kEngines[i])}});
  }
  for (std::size_t i = 0; i < kTextCapCount; ++i) {
    texts_held_back_by_cap_[i] = &texts_held_back_->Add({{"cap", std::string(kTextCapLabels[i])}});
  }
  for (auto& slot : *request_counters_) slot.store(nullptr, std::memory_order_relaxed);
}

prometheus::Counter& Metrics::RequestCounter(RouteClass route, int status) {
  // RESTinio only sends three-digit codes; anything else would be our bug.
  if (status < kMinStatus || status >= kMinStatus + kStatusSlots) status = 500;
  auto& slot = (*request_counters_)[static_cast<std::size_t>(route) * kStatusSlots +
                                    static_cast<std::size_t>(status - kMinStatus)];
  prometheus::Counter* counter = slot.load(std::memory_order_acquire);
  if (counter == nullptr) {
    // Family::Add returns the existing series for the same labels, so two
    // threads racing here get the same counter.
    counter = &requests_->Add(
        {{"route", std::string(RouteClassLabel(route))}, {"code", std::to_string(status)}});
    slot.store(counter, std::memory_order_release);
  }
  return *counter;
}

void Metrics::ObserveRequest(RouteClass route, int status, std::chrono::nanoseconds duration) {
  RequestCounter(route, status).Increment();
  duration_by_route_[static_cast<std::size_t>(route)]->Observe(
      std::chrono::duration<double>(duration).count());
}

const FormCounters& Metrics::Form(const std::string& form_id) {
  std::lock_guard lock(mutex_);
  auto it = forms_.find(form_id);
  if (it != forms_.end()) return it->second;
  FormCounters counters;
  counters.stored = &leads_stored_->Add({{"form", form_id}});
  for (std::size_t i = 0; i < kIntakeRefusalCount; ++i) {
    counters.refused[i] =
        &intake_refusals_->Add({{"form", form_id}, {"reason", std::string(kRefusalLabels[i])}});
  }
  return forms_.emplace(form_id, counters).first->second;
}

void Metrics::CountSignIn(SignInOutcome outcome) {
  sign_in_by_outcome_[static_cast<std::size_t>(outcome)]->Increment();
}

void Metrics::CountDatabaseError(std::string_view engine) {
  database_errors_by_engine_[engine == "postgres" ? 1 : 0]->Increment();
}

void Metrics::CountDeliveryAttempt(std::string_view channel, std::string_view outcome) {
  // A few attempts a minute at most: the family's lookup is cheap enough here.
  delivery_attempts_->Add({{"channel", std::string(channel)}, {"outcome", std::string(outcome)}})
      .Increment();
}

void Metrics::CountTextHeldBack(TextCap cap) {
  texts_held_back_by_cap_[static_cast<std::size_t>(cap)]->Increment();
}

void Metrics::AddScrapeHook(ScrapeHook hook) {
  std::lock_guard lock(mutex_);
  hooks_.push_back(std::move(hook));
}

std::string Metrics::Render() const {
  std::vector<prometheus::MetricFamily> families = registry_->Collect();
  std::vector<ScrapeHook> hooks;
  {
    std::lock_guard lock(mutex_);
    hooks = hooks_;
  }
  for (const auto& hook : hooks) {
    auto extra = hook();
    families.insert(families.end(), std::make_move_iterator(extra.begin()),
                    std::make_move_iterator(extra.end()));
  }
  std::ostringstream out;
  prometheus::TextSerializer().Serialize(out, families);
  return out.str();
}

Metrics& Process() {
  // Never destroyed: threads may still count while the process exits.
  static Metrics* instance = new Metrics();
  return *instance;
}

prometheus::MetricFamily GaugeFamily(std::string name, std::string help) {
  prometheus::MetricFamily family;
  family.name = std::move(name);
  family.help = std::move(help);
  family.type = prometheus::MetricType::Gauge;
  return family;
}

void AddGauge(prometheus::MetricFamily& family, std::vector<prometheus::ClientMetric::Label> labels,
              double value) {
  prometheus::ClientMetric metric;
  metric.label = std::move(labels);
  metric.gauge.value = value;
  family.metric.push_back(std::move(metric));
}

}  // namespace firm::metrics
