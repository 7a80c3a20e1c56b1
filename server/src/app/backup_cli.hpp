#pragma once

#include <string>
#include <vector>

namespace firm::app {

// `firm-server backup <target-file>` and `firm-server restore <backup-file>`
// (`command` is "backup" or "restore", `args` what follows). DATA_DIR comes
// from the environment; with DATABASE_URL set both refuse and point to
// pg_dump / pg_restore. Exit code 0, 1 (failed) or 2 (usage).
int RunBackupCli(const std::string& command, const std::vector<std::string>& args);

}  // namespace firm::app
