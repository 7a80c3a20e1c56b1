// WireServer: the routes every deployment has, the metrics, and the HTTP server's options.
#include "app/wiring.hpp"
#include "metrics/metrics_endpoint.hpp"
#include "outbox/backlog_metrics.hpp"

namespace firm::app {

ServerParts WireServer(const config::Config& cfg, const SiteParts& site,
                       std::shared_ptr<storage::Database> database, const OutboxParts& outbox,
                       const IntakeParts& intake, http::Router& router) {
  ServerParts parts;
  auto health = [](const http::Request&, const http::NormalizedPath&) {
    return http::HealthResponse();
  };
  router.Add("GET", "/healthz", health);
  router.Add("HEAD", "/healthz", health);
  auto tracking_config = [tracking = site.tracking](const http::Request&,
                                                    const http::NormalizedPath&) {
    return privacy::TrackingConfigResponse(tracking);
  };
  router.Add("GET", "/api/tracking-config", tracking_config);
  router.Add("HEAD", "/api/tracking-config", tracking_config);

  metrics::Metrics& process_metrics = metrics::Process();
  process_metrics.AddScrapeHook(
      outbox::BacklogScrapeHook(std::move(database), outbox.deliveries->ChannelNames()));
  if (cfg.metrics.token) {
    // Without the token /metrics is what any unknown path is: the site's 404.
    metrics::RegisterPublicEndpoint(
        router, process_metrics, *cfg.metrics.token,
        [&store = *site.store](const http::Request& request, const http::NormalizedPath& path) {
          return store.Resolve(request, path);
        });
  }
  if (cfg.metrics.port) {
    parts.metrics_router.emplace(metrics::MakeListenerRouter(
        process_metrics,
        cfg.metrics.listener_needs_token ? cfg.metrics.token : std::optional<std::string>()));
  }
  std::vector<std::string> intake_paths;
  for (const auto& endpoint : intake.endpoints) intake_paths.push_back(endpoint->Endpoint());
  parts.classifier = std::make_unique<metrics::RouteClassifier>(std::move(intake_paths));

  http::ServerOptions& options = parts.options;
  options.host = cfg.host;
  options.port = cfg.port;
  options.threads = cfg.threads;
  options.connections_per_address = cfg.connections_per_address;
  options.trust_proxy = cfg.trust_proxy;
  options.site_origin = cfg.site_origin;
  options.hsts = cfg.hsts;
  options.third_party = site.third_party;
  options.observe = [classifier = parts.classifier.get(), &process_metrics](
                        std::string_view method, std::string_view target, int status,
                        std::chrono::nanoseconds duration) {
    process_metrics.ObserveRequest(classifier->Classify(method, target), status, duration);
  };
  if (cfg.metrics.port) {
    options.metrics_host = cfg.metrics.host;
    options.metrics_port = *cfg.metrics.port;
  }
  options.io_timeout = cfg.request_timeout;
  options.idle_timeout = cfg.request_timeout;
  options.drain_timeout = cfg.shutdown_timeout;
  return parts;
}

}  // namespace firm::app
