#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string_view>
#include <thread>

#include "admin/admin_api.hpp"
#include "admin/admin_pages.hpp"
#include "admin/lead_deadline_store.hpp"
#include "admin/lead_deadlines.hpp"
#include "admin/user_cli.hpp"
#include "app/backup_cli.hpp"
#include "config/env_config.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "intake/form_definition.hpp"
#include "intake/intake_handler.hpp"
#include "intake/lead_id.hpp"
#include "intake/rate_limiter.hpp"
#include "metrics/metrics.hpp"
#include "metrics/metrics_endpoint.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/backlog_metrics.hpp"
#include "outbox/email.hpp"
#include "outbox/escalation.hpp"
#include "outbox/outbox.hpp"
#include "outbox/queueing_repository.hpp"
#include "outbox/sms_inbound.hpp"
#include "outbox/webhook.hpp"
#include "privacy/tracking.hpp"
#include "site/firm_contact.hpp"
#include "site/site_store.hpp"
#include "storage/database.hpp"
#include "storage/lead_repository.hpp"

namespace {

constexpr int kExitStartupError = 1;
constexpr int kExitUsageOrConfig = 2;

constexpr std::string_view kUsage =
    "usage: firm-server [serve]\n"
    "       firm-server user add <username> --role admin|intake [--name \"Display Name\"]\n"
    "                                                   (password from stdin)\n"
    "       firm-server user password <username>       (password from stdin)\n"
    "       firm-server user disable|enable <username>\n"
    "       firm-server user role <username> admin|intake\n"
    "       firm-server user reset-second-factor <username>\n"
    "       firm-server user list\n"
    "       firm-server user new-key | rekey           (second-factor key rotation)\n"
    "       firm-server backup <target-file>      (SQLite: online, checked copy)\n"
    "       firm-server restore <backup-file>     (SQLite: into an empty DATA_DIR)\n"
    "Configuration comes from the environment: PORT, HOST, DATA_DIR, DATABASE_URL,\n"
    "SITE_DIR, THREADS, SITE_ORIGIN, HSTS, FORMS_DIR, DEADLINES_FILE, INTAKE_RATE_LIMIT,\n"
    "TRUST_PROXY, REQUEST_TIMEOUT, SHUTDOWN_TIMEOUT,\n"
    "GTAG_ID, META_PIXEL_ID, ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS,\n"
    "TOTP_KEY, TOTP_PREVIOUS_KEY,\n"
    "WEBHOOK_URL, WEBHOOK_SECRET, WEBHOOK_SECRET_PREVIOUS,\n"
    "SMTP_URL, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SMTP_TO, SMTP_STARTTLS,\n"
    "OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE, OUTBOX_RETRY_MAX, OUTBOX_POLL_INTERVAL,\n"
    "OUTBOX_SEND_TIMEOUT, OUTBOX_WORKERS, METRICS_PORT, METRICS_HOST, METRICS_TOKEN\n"
    "(see server/README.md).\n";

// The intake forms the server takes, by their id in FORMS_DIR.
const std::vector<std::string> kFormIds = {"case-review", "harassment-questionnaire"};

}  // namespace

int main(int argc, char** argv) {
  using namespace firm;

  if (argc >= 2 && std::string_view(argv[1]) == "user") {
    return admin::RunUserCli(std::vector<std::string>(argv + 2, argv + argc));
  }
  if (argc >= 2 &&
      (std::string_view(argv[1]) == "backup" || std::string_view(argv[1]) == "restore")) {
    return app::RunBackupCli(argv[1], std::vector<std::string>(argv + 2, argv + argc));
  }
  if (argc > 2 || (argc == 2 && std::string_view(argv[1]) != "serve")) {
    if (argc == 2 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h")) {
      std::cout << kUsage;
      return 0;
    }
    std::cerr << kUsage;
    return kExitUsageOrConfig;
  }

  auto parsed =
      config::LoadConfig(config::ReadProcessEnvironment(), std::thread::hardware_concurrency());
  if (!parsed) {
    for (const auto& error : parsed.Error()) std::cerr << "configuration error: " << error << "\n";
    return kExitUsageOrConfig;
  }
  const config::Config& cfg = parsed.Value();
  // Before any thread exists (the sign-in hashing pool, the outbox workers):
  // they must inherit the blocked stop signals, or one of them could receive
  // SIGTERM instead of RunServer's sigwait.
  http::BlockStopSignals();

  const privacy::TrackingIds tracking{cfg.gtag_id, cfg.meta_pixel_id};
  const http::CspSources third_party = privacy::ThirdPartySources(tracking);
  auto store = site::SiteStore::Load(cfg.site_dir, cfg.hsts, third_party);
  if (!store) {
    std::cerr << "startup error: site " << cfg.site_dir << ": " << store.Error() << "\n";
    return kExitStartupError;
  }
  // The bodies go to an unnamed file on the data directory's disk, mapped: the page cache holds
  // them, not the heap (docs/decisions/0024). If that fails they stay in the heap.
  if (auto moved = store.Value()->MoveBodiesToFile(cfg.data_dir); !moved) {
    std::cerr << "site: bodies stay in memory: " << moved.Error() << "\n";
  }
  const site::SiteStore& site = *store.Value();
  std::cerr << "site: " << site.DocumentCount() << " documents, " << site.FileBodyBytes() / 1024
            << " KiB of bodies in a mapped file, " << site.HeldBodyBytes() / 1024
            << " KiB in memory\n";

  auto catalog = intake::LoadFormCatalog(cfg.forms_dir, kFormIds);
  if (!catalog) {
    std::cerr << "startup error: form definitions: " << catalog.Error() << "\n";
    return kExitStartupError;
  }
  const intake::FormCatalog& forms = catalog.Value();
  auto deadline_rules = admin::LoadDeadlineRules(cfg.deadlines_file);
  if (!deadline_rules) {
    std::cerr << "startup error: deadline rules: " << deadline_rules.Error() << "\n";
    return kExitStartupError;
  }
  const admin::DeadlineRules& deadlines = deadline_rules.Value();
  if (auto mismatch = admin::CheckEstimateSituations(deadlines, forms)) {
    std::cerr << "startup error: deadline rules: " << *mismatch << "\n";
    return kExitStartupError;
  }

  // Before any thread exists: curl's global set-up is not thread-safe.
  curl_global_init(CURL_GLOBAL_DEFAULT);

  // The firm's name, phone and e-mail, for messages to workers and the staff area.
  const site::FirmContact firm = site::ReadFirmContact(cfg.site_dir);
  const auto& out = cfg.outbox;
  const std::string origin = cfg.site_origin.value_or("");
  std::vector<std::unique_ptr<outbox::Channel>> channels;
  std::vector<std::string> escalation_channels;
  if (out.webhook) {
    channels.push_back(std::make_unique<outbox::WebhookChannel>(*out.webhook, out.send_timeout));
    channels.push_back(std::make_unique<outbox::WebhookChannel>(*out.webhook, out.send_timeout,
                                                                outbox::kEscalationWebhookChannel,
                                                                outbox::kLeadSlaBreachedEvent));
    escalation_channels.emplace_back(outbox::kEscalationWebhookChannel);
  }
  if (out.smtp) {
    channels.push_back(std::make_unique<outbox::EmailChannel>(*out.smtp, origin, out.send_timeout));
  }
  if (out.smtp && out.ack_email_from) {
    channels.push_back(std::make_unique<outbox::AckEmailChannel>(*out.smtp, *out.ack_email_from,
                                                                 firm, out.send_timeout));
  }
  if (out.sms) {
    channels.push_back(std::make_unique<outbox::AckSmsChannel>(*out.sms, firm, out.send_timeout));
  }
  if (out.smtp && out.escalation_email) {
    channels.push_back(std::make_unique<outbox::EscalationEmailChannel>(
        *out.smtp,
        outbox::EscalationContext{out.smtp->from, *out.escalation_email, origin,
                                  out.sla_first_contact_minutes},
        out.send_timeout));
    escalation_channels.emplace_back(outbox::kEscalationEmailChannel);
  }
  const unsigned outbox_workers = channels.empty() ? 0 : cfg.outbox.workers;

  // Sign-in checks (one core each while they run) get at most half the cores,
  // so that pages and forms always have one.
  const unsigned hash_workers = std::clamp(std::thread::hardware_concurrency() / 2, 1u, 2u);
  // Several handler threads may each hold one connection, and so may each outbox
  // worker and each sign-in hashing worker.
  auto database = cfg.database_url
                      ? storage::OpenPostgresDatabase(
                            *cfg.database_url, cfg.threads + 1 + outbox_workers + hash_workers)
                      : storage::OpenSqliteDatabase((cfg.data_dir / "firm.db").string());
  if (!database) {
    std::cerr << "startup error: storage: " << database.Error().message << "\n";
    return kExitStartupError;
  }
  outbox::OutboxOptions outbox_options;
  outbox_options.workers = outbox_workers;
  outbox_options.max_attempts = cfg.outbox.max_attempts;
  outbox_options.backoff = {cfg.outbox.retry_base, cfg.outbox.retry_max};
  outbox_options.poll_interval = cfg.outbox.poll_interval;
  outbox_options.send_timeout = cfg.outbox.send_timeout;
  outbox::Outbox deliveries(database.Value(), std::move(channels), outbox_options);
  outbox::SlaWatch sla_watch(database.Value(), escalation_channels,
                             std::chrono::minutes(out.sla_first_contact_minutes),
                             out.sla_check_interval, &deliveries);
  // Leads stored before references existed get theirs (migration 0004).
  if (auto filled = intake::FillMissingReferences(*database.Value()); !filled) {
    std::cerr << "startup error: storage: " << filled.Error().message << "\n";
    return kExitStartupError;
  } else if (filled.Value() > 0) {
    std::cerr << "intake: gave " << filled.Value() << " earlier lead(s) their reference\n";
  }
  // Leads stored before deadlines existed get theirs (migration 0005).
  if (auto filled = admin::FillMissingDeadlines(*database.Value(), deadlines); !filled) {
    std::cerr << "startup error: storage: " << filled.Error().message << "\n";
    return kExitStartupError;
  } else if (filled.Value() > 0) {
    std::cerr << "intake: gave " << filled.Value() << " earlier lead(s) their filing deadlines\n";
  }
  auto stored_leads = storage::MakeLeadRepository(database.Value());
  // Every lead stored through intake gets its deliveries and its filing deadlines in the
  // same transaction.
  outbox::QueueingLeadRepository queueing(*stored_leads, deliveries.ChannelNames(), &deliveries);
  admin::DeadlineRecordingRepository repository(queueing, deadlines);
  storage::LeadRepository& leads = repository;

  std::unique_ptr<intake::RateLimiter> limiter;
  intake::RateLimitRule limit = forms.rules.rate_limit;
  if (cfg.intake_rate_limit) {
    limit = {cfg.intake_rate_limit->per_address, cfg.intake_rate_limit->window_seconds};
  }
  if (!cfg.intake_rate_limit || !cfg.intake_rate_limit->off) {
    limiter = std::make_unique<intake::RateLimiter>(limit.per_address,
                                                    std::chrono::seconds(limit.window_seconds));
  }
  std::vector<std::unique_ptr<intake::IntakeEndpoint>> endpoints;
  for (const auto& form : forms.forms) {
    endpoints.push_back(std::make_unique<intake::IntakeEndpoint>(form, forms.rules, leads,
                                                                 limiter.get(), cfg.trust_proxy));
  }

  admin::AccountStore account_store(database.Value());
  admin::UserStore user_store(database.Value());
  admin::SecondFactorStore second_factor_store(database.Value());
  admin::LeadStore lead_store(database.Value());
  admin::AuditLog audit_log(database.Value());
  auto secret_box = admin::SecretBoxFromConfig(cfg);
  if (!secret_box) {
    std::cerr << "startup error: second factor key: " << secret_box.Error() << "\n";
    return kExitStartupError;
  }
  if (auto sealed = second_factor_store.SealedSecrets()) {
    std::size_t unreadable = 0;
    for (const auto& [id, value] : sealed.Value()) {
      if (!secret_box.Value().Open(value, id)) ++unreadable;
    }
    // A wrong or new key (a restore without it, another server's key file):
    // said at once, not at the first sign-in (docs/runbook.md).
    if (unreadable > 0) {
      std::cerr << "second factor: " << unreadable
                << " staff secret(s) do not open with the configured key; those users cannot "
                   "sign in until the right TOTP_KEY (or DATA_DIR/totp.key) is back or their "
                   "second factor is reset"
                << std::endl;
    }
  }
  std::string issuer = firm.name;
  if (issuer.empty()) issuer = "Staff area";
  admin::AdminSettings admin_settings;
  admin_settings.session_idle = std::chrono::minutes(cfg.admin_session_idle_minutes);
  admin_settings.session_max = std::chrono::hours(cfg.admin_session_max_hours);
  admin_settings.secure_cookie = cfg.site_origin && cfg.site_origin->starts_with("https://");
  admin_settings.trust_proxy = cfg.trust_proxy;
  admin_settings.hash_workers = hash_workers;
  admin_settings.sla_first_contact_minutes = out.sla_first_contact_minutes;
  admin_settings.deadlines = &deadlines;
  const admin::AdminApi admin_api(
      admin::AdminStores{account_store, user_store, second_factor_store, lead_store, audit_log},
      forms, secret_box.Value(), issuer, admin_settings);
  auto admin_pages = admin::AdminPages::Load(
      cfg.site_dir, cfg.hsts,
      [&admin_api](const http::Request& request) { return admin_api.StateOf(request); });
  if (!admin_pages) {
    std::cerr << "startup error: admin pages: " << admin_pages.Error() << "\n";
    return kExitStartupError;
  }

  http::Router router([&site](const http::Request& request, const http::NormalizedPath& path) {
    return site.Resolve(request, path);
  });
  auto health = [](const http::Request&, const http::NormalizedPath&) {
    return http::HealthResponse();
  };
  router.Add("GET", "/healthz", health);
  router.Add("HEAD", "/healthz", health);
  auto tracking_config = [&tracking](const http::Request&, const http::NormalizedPath&) {
    return privacy::TrackingConfigResponse(tracking);
  };
  router.Add("GET", "/api/tracking-config", tracking_config);
  router.Add("HEAD", "/api/tracking-config", tracking_config);
  for (const auto& endpoint : endpoints) {
    router.Add("POST", endpoint->Endpoint(),
               [&endpoint = *endpoint](const http::Request& request, const http::NormalizedPath&) {
                 return endpoint.Handle(request);
               });
  }
  std::optional<outbox::SmsInbound> sms_inbound;
  if (out.sms) {
    sms_inbound.emplace(database.Value(), *out.sms, origin, firm);
    sms_inbound->Register(router);
  }
  admin_api.Register(router);
  admin_pages.Value()->Register(router);

  metrics::Metrics& process_metrics = metrics::Process();
  process_metrics.AddScrapeHook(
      outbox::BacklogScrapeHook(database.Value(), deliveries.ChannelNames()));
  if (cfg.metrics.token) {
    // Without the token /metrics is what any unknown path is: the site's 404.
    metrics::RegisterPublicEndpoint(
        router, process_metrics, *cfg.metrics.token,
        [&site](const http::Request& request, const http::NormalizedPath& path) {
          return site.Resolve(request, path);
        });
  }
  std::optional<http::Router> metrics_router;
  if (cfg.metrics.port) {
    metrics_router.emplace(metrics::MakeListenerRouter(
        process_metrics,
        cfg.metrics.listener_needs_token ? cfg.metrics.token : std::optional<std::string>()));
  }
  std::vector<std::string> intake_paths;
  for (const auto& endpoint : endpoints) intake_paths.push_back(endpoint->Endpoint());
  const metrics::RouteClassifier classifier(std::move(intake_paths));
  std::cerr << "intake storage: " << leads.Engine() << "\n";
  if (deliveries.ChannelNames().empty()) {
    std::cerr << "outbox: no delivery target configured (WEBHOOK_URL, SMTP_URL); leads are only "
                 "stored\n";
  }

  http::ServerOptions options;
  options.host = cfg.host;
  options.port = cfg.port;
  options.threads = cfg.threads;
  options.hsts = cfg.hsts;
  options.third_party = third_party;
  options.observe = [&classifier, &process_metrics](std::string_view method,
                                                    std::string_view target, int status,
                                                    std::chrono::nanoseconds duration) {
    process_metrics.ObserveRequest(classifier.Classify(method, target), status, duration);
  };
  if (cfg.metrics.port) {
    options.metrics_host = cfg.metrics.host;
    options.metrics_port = *cfg.metrics.port;
  }
  options.io_timeout = cfg.request_timeout;
  options.idle_timeout = cfg.request_timeout;
  options.drain_timeout = cfg.shutdown_timeout;
  // The workers must inherit the blocked stop signals, or one of them could
  // receive SIGTERM instead of RunServer's sigwait.
  http::BlockStopSignals();
  // Sign-ins already queued for their password check are answered before the I/O stops.
  options.before_stop = [&admin_api] { admin_api.StopSignIns(); };
  deliveries.Start();
  sla_watch.Start();
  const int exit_code =
      http::RunServer(options, router, metrics_router ? &*metrics_router : nullptr);
  // After the last response: no new leads, so the workers can stop.
  sla_watch.Stop();
  deliveries.Stop();
  curl_global_cleanup();
  return exit_code;
}
