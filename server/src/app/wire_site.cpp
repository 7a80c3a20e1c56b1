// WireSite, LoadRules, WireLeads and OpenDatabase: what the rest is built on.
#include <algorithm>
#include <iostream>
#include <thread>

#include "app/wiring.hpp"
#include "intake/deadline_situations.hpp"
#include "leads/lead_deadline_store.hpp"
#include "leads/lead_id.hpp"

namespace firm::app {

namespace {

// The intake forms the server takes, by their id in FORMS_DIR.
const std::vector<std::string> kFormIds = {"case-review", "harassment-questionnaire",
                                           "call-booking"};

}  // namespace

Wired<SiteParts> WireSite(const config::Config& cfg) {
  SiteParts parts;
  parts.tracking = privacy::TrackingIds{cfg.gtag_id, cfg.meta_pixel_id};
  parts.third_party = privacy::ThirdPartySources(parts.tracking);
  auto store = site::SiteStore::Load(cfg.site_dir, cfg.hsts, parts.third_party);
  if (!store) return Wired<SiteParts>::Err("site " + cfg.site_dir.string() + ": " + store.Error());
  // The bodies go to an unnamed file on the data directory's disk, mapped: the page cache holds
  // them, not the heap (docs/decisions/0024). If that fails they stay in the heap.
  if (auto moved = store.Value()->MoveBodiesToFile(cfg.data_dir); !moved) {
    std::cerr << "site: bodies stay in memory: " << moved.Error() << "\n";
  }
  parts.store = std::move(store).Value();
  std::cerr << "site: " << parts.store->DocumentCount() << " documents, "
            << parts.store->FileBodyBytes() / 1024 << " KiB of bodies in a mapped file, "
            << parts.store->HeldBodyBytes() / 1024 << " KiB in memory\n";
  // The firm's name, phone and e-mail, for messages to workers and the staff area.
  parts.firm = site::ReadFirmContact(cfg.site_dir);
  return Wired<SiteParts>::Ok(std::move(parts));
}

Wired<Rules> LoadRules(const config::Config& cfg) {
  auto forms = intake::LoadFormCatalog(cfg.forms_dir, kFormIds);
  if (!forms) return Wired<Rules>::Err("form definitions: " + forms.Error());
  auto deadlines = leads::LoadDeadlineRules(cfg.deadlines_file);
  if (!deadlines) return Wired<Rules>::Err("deadline rules: " + deadlines.Error());
  if (auto mismatch = intake::CheckEstimateSituations(deadlines.Value(), forms.Value())) {
    return Wired<Rules>::Err("deadline rules: " + *mismatch);
  }
  auto agreements = engagement::LoadAgreementTemplates(cfg.agreements_dir, cfg.production);
  if (!agreements) {
    std::string problems;
    for (const auto& problem : agreements.Error()) problems += "\n  " + problem;
    return Wired<Rules>::Err("fee agreement templates (" + cfg.agreements_dir.string() +
                             "):" + problems);
  }
  return Wired<Rules>::Ok(
      Rules{std::move(forms).Value(), std::move(deadlines).Value(), std::move(agreements).Value()});
}

Wired<std::shared_ptr<storage::Database>> OpenDatabase(const config::Config& cfg,
                                                       unsigned outbox_workers) {
  using R = Wired<std::shared_ptr<storage::Database>>;
  // Each handler thread, outbox worker, sign-in hashing worker and staff worker may hold a
  // connection; reads hold at most DATABASE_READERS of them, never the last (decision 0039).
  const unsigned hash_workers = staff::SignInHashWorkers();
  auto database =
      cfg.database_url
          ? storage::OpenPostgresDatabase(
                *cfg.database_url,
                cfg.threads + 1 + outbox_workers + hash_workers + cfg.staff_workers,
                cfg.database_readers)
          : storage::OpenSqliteDatabase((cfg.data_dir / "firm.db").string(), cfg.database_readers);
  if (!database) return R::Err("storage: " + database.Error().message);
  std::cerr << "intake storage: " << database.Value()->EngineName() << "\n";
  return R::Ok(std::move(database).Value());
}

Wired<std::unique_ptr<leads::LeadRecorder>> WireLeads(std::shared_ptr<storage::Database> database,
                                                      const leads::DeadlineRules& deadlines) {
  using R = Wired<std::unique_ptr<leads::LeadRecorder>>;
  // Leads stored before references existed get theirs (migration 0004).
  auto references = leads::FillMissingReferences(*database);
  if (!references) return R::Err("storage: " + references.Error().message);
  if (references.Value() > 0) {
    std::cerr << "intake: gave " << references.Value() << " earlier lead(s) their reference\n";
  }
  // Leads without deadlines get theirs once the server listens (leads::DeadlineBackfill, main).
  auto recorder = std::make_unique<leads::LeadRecorder>(std::move(database));
  recorder->AddStep(leads::DeadlinesStep(deadlines));
  return R::Ok(std::move(recorder));
}

}  // namespace firm::app
