#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace firm::app {

// `firm-server backup <target-file>` and `firm-server restore <backup-file>`
// (`command` is "backup" or "restore", `args` what follows). DATA_DIR comes
// from the environment; with DATABASE_URL set both refuse and point to
// pg_dump / pg_restore. Exit code 0, 1 (failed) or 2 (usage).
// The backup commands, a line each (common::UsageText).
inline constexpr std::string_view kBackupCommands =
    "firm-server backup <target-file>    (SQLite: an online, checked copy of DATA_DIR/firm.db)\n"
    "firm-server restore <backup-file>   (into an empty DATA_DIR, server stopped)";

int RunBackupCli(const std::string& command, const std::vector<std::string>& args);

}  // namespace firm::app
