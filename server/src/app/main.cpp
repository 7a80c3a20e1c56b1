// The server's entry point: the command line, then the modules wired from Config in the order
// they build on each other (app/wiring.hpp; docs/architecture.md, "Start-up").

#include <malloc.h>

#include <iostream>
#include <string_view>
#include <thread>

#include "app/backup_cli.hpp"
#include "app/wiring.hpp"
#include "common/text.hpp"
#include "leads/deadline_backfill.hpp"
#include "leads/lead_flags.hpp"
#include "outbox/curl_library.hpp"
#include "outbox/mail_message.hpp"
#include "staff/user_cli.hpp"

namespace {

constexpr int kExitStartupError = 1;
constexpr int kExitUsageOrConfig = 2;

constexpr std::string_view kConfiguration =
    "Configuration comes from the environment: PORT, HOST, DATA_DIR, DATABASE_URL,\n"
    "SITE_DIR, THREADS, SITE_ORIGIN, HSTS, FORMS_DIR, DEADLINES_FILE, INTAKE_RATE_LIMIT,\n"
    "AGREEMENTS_DIR, SITE_MODE, AGREEMENT_LINK_DAYS, AGREEMENT_REMINDER_DAYS,\n"
    "AGREEMENT_SEAL_FILE, AGREEMENT_PDF_HELPER,\n"
    "TRUST_PROXY, CONNECTIONS_PER_ADDRESS, REQUEST_TIMEOUT, SHUTDOWN_TIMEOUT,\n"
    "GTAG_ID, META_PIXEL_ID, ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS,\n"
    "TOTP_KEY, TOTP_PREVIOUS_KEY,\n"
    "WEBHOOK_URL, WEBHOOK_SECRET, WEBHOOK_SECRET_PREVIOUS,\n"
    "SMTP_URL, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SMTP_TO, SMTP_STARTTLS,\n"
    "OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_BASE, OUTBOX_RETRY_MAX, OUTBOX_POLL_INTERVAL,\n"
    "OUTBOX_SEND_TIMEOUT, OUTBOX_WORKERS, METRICS_PORT, METRICS_HOST, METRICS_TOKEN,\n"
    "SLA_REPLY_MINUTES, OFFICE_HOURS, QUIET_HOURS, FOLLOW_UP_CADENCE, FOLLOW_UP_TEXT,\n"
    "SAVED_REPLIES_FILE, SMS_NEW_LEADS_PER_HOUR, SMS_AUTO_ANSWERS_PER_HOUR,\n"
    "BOOKING_CALL_MINUTES, BOOKING_BUFFER_MINUTES, BOOKING_HORIZON_DAYS,\n"
    "BOOKING_MIN_NOTICE_MINUTES, BOOKING_TOKEN_KEY, BOOKING_CONTACT_LIMIT,\n"
    "BOOKING_SLOTS_RATE_LIMIT, STAFF_WORKERS, STAFF_QUEUE, DATABASE_READERS\n"
    "(see server/README.md).\n";

std::string Usage() {
  return firm::common::UsageText(
             {"firm-server [serve]", firm::staff::kUserCommands, firm::app::kBackupCommands}) +
         std::string(kConfiguration);
}

int StartupError(const std::string& message) {
  std::cerr << "startup error: " << message << "\n";
  return kExitStartupError;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace firm;
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "user") return staff::RunUserCli({args.begin() + 1, args.end()});
  if (!args.empty() && (args[0] == "backup" || args[0] == "restore")) {
    return app::RunBackupCli(args[0], {args.begin() + 1, args.end()});
  }
  if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
    std::cout << Usage();
    return 0;
  }
  if (args.size() > 1 || (args.size() == 1 && args[0] != "serve")) {
    std::cerr << Usage();
    return kExitUsageOrConfig;
  }
  auto parsed =
      config::LoadConfig(config::ReadProcessEnvironment(), std::thread::hardware_concurrency());
  if (!parsed) {
    for (const auto& error : parsed.Error()) std::cerr << "configuration error: " << error << "\n";
    return kExitUsageOrConfig;
  }
  const config::Config& cfg = parsed.Value();
  // Before any thread exists (the sign-in hashing pool, the outbox workers): they must inherit
  // the blocked stop signals, or one of them could receive SIGTERM instead of RunServer's sigwait.
  http::BlockStopSignals();

  auto site = app::WireSite(cfg);
  if (!site) return StartupError(site.Error());
  auto rules = app::LoadRules(cfg);
  if (!rules) return StartupError(rules.Error());
  if (app::HasDeliveryTargets(cfg)) {
    // Every outbound message (webhook, e-mail, text) goes through libcurl, loaded only when a
    // delivery target is configured (decision 0033); a missing library stops the start here.
    try {
      outbox::Curl();
      // Every e-mail is written by GMime, loaded likewise (decision 0046).
      if (cfg.outbox.smtp) outbox::LoadMailBuilder();
    } catch (const std::exception& e) {
      return StartupError(e.what());
    }
  }
  auto database = app::OpenDatabase(cfg, app::HasDeliveryTargets(cfg) ? cfg.outbox.workers : 0);
  if (!database) return StartupError(database.Error());
  auto recorder = app::WireLeads(database.Value(), rules.Value().deadlines);
  if (!recorder) return StartupError(recorder.Error());

  const site::SiteStore& store = *site.Value().store;
  http::Router router([&store](const http::Request& request, const http::NormalizedPath& path) {
    return store.Resolve(request, path);
  });
  app::OutboxParts outbox =
      app::WireOutbox(cfg, database.Value(), site.Value().firm, *recorder.Value());
  // The one way in for every lead, before the modules whose leads arrive through it.
  const app::IntakeParts intake =
      app::WireIntake(cfg, rules.Value().forms, *recorder.Value(), router);
  auto talk = app::WireConversation(cfg, database.Value(), site.Value().firm, *recorder.Value(),
                                    *intake.arrival, outbox, router);
  if (!talk) return StartupError(talk.Error());
  auto booking =
      app::WireBooking(cfg, database.Value(), site.Value(), rules.Value(), *intake.arrival,
                       intake.limiter.get(), outbox, talk.Value().conversation.get(), router);
  if (!booking) return StartupError(booking.Error());
  auto engagement =
      app::WireEngagement(cfg, database.Value(), site.Value(), rules.Value(), outbox, router);
  if (!engagement) return StartupError(engagement.Error());
  auto staff = app::WireStaff(cfg, database.Value(), rules.Value(), site.Value().firm,
                              talk.Value().conversation.get(), booking.Value().booker.get(),
                              engagement.Value().sender.get(), router);
  if (!staff) return StartupError(staff.Error());
  app::ServerParts server =
      app::WireServer(cfg, site.Value(), database.Value(), outbox, intake, router);

  // Staff requests and sign-ins already queued are answered before the I/O stops: the staff
  // workers first, since a password change they run hands its check on to the hashing pool.
  server.options.before_stop = [&parts = *staff.Value()] {
    parts.workers->Stop();
    parts.api->StopSignIns();
  };
  // The day "flagged first" counts from follows California's (lead_flags, migration 0020).
  outbox.sla_watch->AddTask(
      "lead(s) recounted for the day's deadline flags",
      [db = database.Value()](auto now) { return leads::AdvanceFlagDay(*db, now); });
  outbox.deliveries->Start();
  outbox.sla_watch->Start();
  leads::DeadlineBackfill backfill(database.Value(), rules.Value().deadlines);
  backfill.Start();
  // Start-up freed more than it kept (the site's bodies, now in their mapped file, the forms and
  // the words): give those pages back once, before serving.
  ::malloc_trim(0);
  const int exit_code = http::RunServer(server.options, router,
                                        server.metrics_router ? &*server.metrics_router : nullptr);
  // After the last response: no new leads, so the workers can stop.
  backfill.Stop();
  outbox.sla_watch->Stop();
  outbox.deliveries->Stop();
  return exit_code;
}
