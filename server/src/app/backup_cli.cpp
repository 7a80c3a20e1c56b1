#include "app/backup_cli.hpp"

#include <filesystem>
#include <iostream>

#include "common/text.hpp"
#include "config/env_config.hpp"
#include "storage/backup.hpp"

namespace firm::app {

namespace {

namespace fs = std::filesystem;
using storage::BackupSummary;

constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

void PrintSummary(std::ostream& out, const std::string& what, const fs::path& path,
                  const BackupSummary& summary) {
  out << what << " " << path.string() << ": " << summary.leads << " leads, " << summary.deliveries
      << " deliveries, " << summary.accounts << " accounts, schema version "
      << summary.schema_version << " (integrity ok)\n";
}

}  // namespace

int RunBackupCli(const std::string& command, const std::vector<std::string>& args) {
  if (args.size() != 1 || args[0].empty() || args[0] == "--help" || args[0] == "-h") {
    std::cerr << common::UsageText({kBackupCommands});
    return kExitUsage;
  }
  // Only the storage settings matter here; the site and forms need not exist.
  auto parsed = config::ParseConfig(config::ReadProcessEnvironment(), 1);
  if (!parsed) {
    for (const auto& error : parsed.Error()) std::cerr << "configuration error: " << error << "\n";
    return kExitUsage;
  }
  const config::Config& cfg = parsed.Value();
  if (cfg.database_url) {
    std::cerr << "error: DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with "
                 "pg_restore (docs/runbook.md, \"Back up and restore\")\n";
    return kExitUsage;
  }
  const fs::path database = cfg.data_dir / "firm.db";
  if (command == "backup") {
    auto summary = storage::BackupSqlite(database, args[0]);
    if (!summary) {
      std::cerr << "backup failed: " << summary.Error() << "\n";
      return kExitFailed;
    }
    PrintSummary(std::cout, "backup written to", args[0], summary.Value());
    return 0;
  }
  auto summary = storage::RestoreSqlite(args[0], cfg.data_dir);
  if (!summary) {
    std::cerr << "restore failed: " << summary.Error() << "\n";
    return kExitFailed;
  }
  PrintSummary(std::cout, "restored into", database, summary.Value());
  return 0;
}

}  // namespace firm::app
