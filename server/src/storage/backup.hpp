#pragma once

#include <filesystem>
#include <string>

#include "common/result.hpp"

namespace firm::storage {

// What a checked copy holds, for the operator to compare with what they expect.
struct BackupSummary {
  long leads = 0;
  long deliveries = 0;
  long accounts = 0;
  int schema_version = 0;
};

// An online copy of the SQLite database `source` (the server may keep
// running): VACUUM INTO a temporary file next to `target` (one consistent
// snapshot, compacted, without free pages that could hold deleted rows),
// checked with PRAGMA integrity_check, fsynced, then renamed to `target`.
// Refuses an existing `target`.
common::Result<BackupSummary, std::string> BackupSqlite(const std::filesystem::path& source,
                                                        const std::filesystem::path& target);

// Puts the checked copy `backup` in place as `data_dir`/firm.db. Refuses when
// that database (or its WAL) already exists: restore into an empty DATA_DIR
// with the server stopped.
common::Result<BackupSummary, std::string> RestoreSqlite(const std::filesystem::path& backup,
                                                         const std::filesystem::path& data_dir);

}  // namespace firm::storage
