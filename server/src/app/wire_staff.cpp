// WireIntake and WireStaff: the public forms, and the staff area that works their leads.
#include <filesystem>
#include <iostream>
#include <thread>

#include "app/wiring.hpp"
#include "storage/iso_time.hpp"

namespace firm::app {

IntakeParts WireIntake(const config::Config& cfg, const intake::FormCatalog& forms,
                       const leads::LeadRecorder& recorder, http::Router& router) {
  IntakeParts parts;
  intake::RateLimitRule limit = forms.rules.rate_limit;
  if (cfg.intake_rate_limit) {
    limit = {cfg.intake_rate_limit->per_address, cfg.intake_rate_limit->window_seconds};
  }
  if (!cfg.intake_rate_limit || !cfg.intake_rate_limit->off) {
    parts.limiter = std::make_unique<intake::RateLimiter>(
        limit.per_address, std::chrono::seconds(limit.window_seconds));
  }
  parts.arrival = std::make_unique<intake::Arrival>(forms.rules, recorder, parts.limiter.get());
  for (const auto& form : forms.forms) {
    // booking/ takes the /book form: its lead is stored with its call (WireBooking).
    if (form.id == kCallBookingFormId) continue;
    parts.endpoints.push_back(std::make_unique<intake::IntakeEndpoint>(form, *parts.arrival));
    router.Add("POST", parts.endpoints.back()->Endpoint(),
               [&endpoint = *parts.endpoints.back()](const http::Request& request,
                                                     const http::NormalizedPath&) {
                 return endpoint.Handle(request);
               });
  }
  return parts;
}

Wired<std::unique_ptr<StaffParts>> WireStaff(
    const config::Config& cfg, std::shared_ptr<storage::Database> database, const Rules& rules,
    const site::FirmContact& firm, conversation::Conversation* conversation,
    booking::Booker* booker, const engagement::AgreementSender* agreements, http::Router& router) {
  using R = Wired<std::unique_ptr<StaffParts>>;
  std::optional<std::filesystem::path> made_key_file;
  auto secret_box = staff::SecretBoxFromConfig(cfg, &made_key_file);
  if (!secret_box) return R::Err("second factor key: " + secret_box.Error());
  auto parts = std::make_unique<StaffParts>(database, std::move(secret_box).Value());
  auto sealed = parts->second_factor.SealedSecrets();
  if (!sealed) return R::Err("second factor key: " + sealed.Error().message);
  if (auto checked = staff::CheckSealingKey(parts->second_factor, parts->secret_box, sealed.Value(),
                                            storage::NowIso());
      !checked) {
    // A key file made just now is no one's key: it goes, so that the right one can be put
    // in its place.
    if (made_key_file) {
      std::error_code ignored;
      std::filesystem::remove(*made_key_file, ignored);
    }
    return R::Err("second factor key: " + checked.Error());
  }
  std::size_t unreadable = 0;
  for (const auto& [id, value] : sealed.Value()) {
    if (!parts->secret_box.Open(value, id)) ++unreadable;
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
  staff::AdminSettings settings;
  settings.session_idle = std::chrono::minutes(cfg.admin_session_idle_minutes);
  settings.session_max = std::chrono::hours(cfg.admin_session_max_hours);
  settings.secure_cookie = cfg.site_origin && cfg.site_origin->starts_with("https://");
  settings.hash_workers = staff::SignInHashWorkers();
  settings.sla_first_contact_minutes = cfg.outbox.sla_first_contact_minutes;
  settings.deadlines = &rules.deadlines;
  settings.conversation = conversation;
  settings.firm_phone = firm.phone_display;
  settings.booker = booker;
  settings.agreement_templates = &rules.agreements;
  settings.agreements = &parts->agreements;
  settings.agreement_sender = agreements;
  settings.firm_name = firm.name;
  parts->api = std::make_unique<staff::AdminApi>(
      staff::AdminStores{parts->accounts, parts->users, parts->second_factor, parts->leads,
                         parts->deliveries, parts->audit},
      rules.forms, parts->secret_box, firm.name.empty() ? "Staff area" : firm.name, settings);
  auto pages = staff::AdminPages::Load(
      cfg.site_dir, cfg.hsts,
      [api = parts->api.get()](const http::Request& request) { return api->StateOf(request); });
  if (!pages) return R::Err("admin pages: " + pages.Error());
  parts->pages = std::move(pages).Value();
  // The staff API off the event loops (decision 0039): on workers of its own, a 503 past them.
  parts->workers = std::make_unique<http::HandlerPool>(
      http::HandlerPool::Options{cfg.staff_workers, cfg.staff_queue,
                                 std::chrono::milliseconds(5'000)},
      [] { return staff::AdminApi::WorkersBusy(); });
  parts->api->Register(
      router, [&cfg, database, workers = parts->workers.get()](http::ParamHandler handler) {
        if (cfg.test_staff_read_delay.count() > 0) {
          // Tests only: a slow staff query, a read transaction held open on the worker.
          handler = [database, delay = cfg.test_staff_read_delay, handler = std::move(handler)](
                        const http::Request& request, const http::NormalizedPath& path,
                        const http::PathParams& params) {
            (void)database->Read([delay](storage::Transaction& tx) {
              auto begun = tx.Query("SELECT count(*) AS n FROM schema_migrations", {});
              std::this_thread::sleep_for(delay);
              return begun ? storage::UnitResult::Ok({}) : storage::UnitResult::Err(begun.Error());
            });
            return handler(request, path, params);
          };
        }
        return workers->Wrap(std::move(handler));
      });
  parts->pages->Register(router);
  return R::Ok(std::move(parts));
}

}  // namespace firm::app
