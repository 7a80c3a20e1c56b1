#include "storage/backup.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <memory>

namespace firm::storage {

namespace {

namespace fs = std::filesystem;
using SummaryResult = common::Result<BackupSummary, std::string>;

constexpr int kBusyTimeoutMs = 10000;
using Connection = std::unique_ptr<sqlite3, decltype(&sqlite3_close_v2)>;

common::Result<Connection, std::string> Open(const fs::path& path, int flags) {
  using R = common::Result<Connection, std::string>;
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, flags, nullptr);
  Connection connection(db, &sqlite3_close_v2);
  if (rc != SQLITE_OK) {
    return R::Err("cannot open " + path.string() + ": " + (db ? sqlite3_errmsg(db) : "no memory"));
  }
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  return R::Ok(std::move(connection));
}

// The first column of the first row as text, or the error.
common::Result<std::string, std::string> One(sqlite3* db, const std::string& sql,
                                             const std::string& parameter = {}) {
  using R = common::Result<std::string, std::string>;
  sqlite3_stmt* raw = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &raw, nullptr) != SQLITE_OK) {
    return R::Err(sqlite3_errmsg(db));
  }
  std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)> stmt(raw, &sqlite3_finalize);
  if (!parameter.empty()) {
    sqlite3_bind_text(raw, 1, parameter.data(), static_cast<int>(parameter.size()),
                      SQLITE_TRANSIENT);
  }
  int rc = sqlite3_step(raw);
  if (rc == SQLITE_DONE) return R::Ok("");
  if (rc != SQLITE_ROW) return R::Err(sqlite3_errmsg(db));
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(raw, 0));
  return R::Ok(text ? text : "");
}

// A copy is usable when SQLite finds no damage and it has the server's schema.
SummaryResult CheckCopy(const fs::path& path) {
  auto db = Open(path, SQLITE_OPEN_READONLY);
  if (!db) return SummaryResult::Err(db.Error());
  auto integrity = One(db.Value().get(), "PRAGMA integrity_check");
  if (!integrity) return SummaryResult::Err("integrity check failed: " + integrity.Error());
  if (integrity.Value() != "ok") {
    return SummaryResult::Err("integrity check failed: " + integrity.Value());
  }
  BackupSummary summary;
  const std::pair<const char*, long*> counts[] = {
      {"SELECT count(*) FROM leads", &summary.leads},
      {"SELECT count(*) FROM deliveries", &summary.deliveries},
      {"SELECT count(*) FROM admin_users", &summary.accounts}};
  for (const auto& [sql, into] : counts) {
    auto value = One(db.Value().get(), sql);
    if (!value) return SummaryResult::Err("not a firm-server database: " + value.Error());
    *into = std::stol(value.Value().empty() ? "0" : value.Value());
  }
  auto version = One(db.Value().get(), "SELECT max(version) FROM schema_migrations");
  if (!version) return SummaryResult::Err("not a firm-server database: " + version.Error());
  summary.schema_version = std::stoi(version.Value().empty() ? "0" : version.Value());
  return SummaryResult::Ok(summary);
}

// fsync a file or a directory (so a rename is durable).
bool Sync(const fs::path& path, bool directory) {
  int fd = ::open(path.c_str(), directory ? (O_RDONLY | O_DIRECTORY) : O_RDONLY);
  if (fd < 0) return false;
  bool ok = ::fsync(fd) == 0;
  ::close(fd);
  return ok;
}

fs::path ParentOf(const fs::path& path) {
  return path.has_parent_path() ? path.parent_path() : fs::path(".");
}

fs::path PartialName(const fs::path& target) {
  return target.string() + ".partial-" + std::to_string(::getpid());
}

// Checks `partial`, syncs it and renames it to `target`; removes it on failure.
SummaryResult Commit(const fs::path& partial, const fs::path& target) {
  auto summary = CheckCopy(partial);
  std::error_code ec;
  if (!summary) {
    fs::remove(partial, ec);
    return summary;
  }
  // Leads are personal data: only the service user may read the copy.
  fs::permissions(partial, fs::perms::owner_read | fs::perms::owner_write, ec);
  if (!Sync(partial, false)) {
    fs::remove(partial, ec);
    return SummaryResult::Err("cannot fsync " + partial.string());
  }
  fs::rename(partial, target, ec);
  if (ec) {
    fs::remove(partial, ec);
    return SummaryResult::Err("cannot rename to " + target.string() + ": " + ec.message());
  }
  if (!Sync(ParentOf(target), true)) {
    return SummaryResult::Err("cannot fsync the directory of " + target.string());
  }
  return summary;
}

}  // namespace

SummaryResult BackupSqlite(const fs::path& source, const fs::path& target) {
  std::error_code ec;
  if (fs::exists(target, ec)) {
    return SummaryResult::Err(target.string() + " exists already; choose a new file name");
  }
  if (!fs::exists(source, ec)) return SummaryResult::Err("no database at " + source.string());
  // Read-write without CREATE: a WAL database needs its -shm; nothing is written.
  auto db = Open(source, SQLITE_OPEN_READWRITE);
  if (!db) return SummaryResult::Err(db.Error());
  fs::path partial = PartialName(target);
  fs::remove(partial, ec);
  // One read transaction: a consistent snapshot while the server keeps writing.
  auto vacuumed = One(db.Value().get(), "VACUUM INTO ?1", partial.string());
  db.Value().reset();
  if (!vacuumed) {
    fs::remove(partial, ec);
    return SummaryResult::Err("VACUUM INTO failed: " + vacuumed.Error());
  }
  return Commit(partial, target);
}

SummaryResult RestoreSqlite(const fs::path& backup, const fs::path& data_dir) {
  std::error_code ec;
  const fs::path target = data_dir / "firm.db";
  for (const auto& existing : {target, fs::path(target.string() + "-wal")}) {
    if (fs::exists(existing, ec)) {
      return SummaryResult::Err(existing.string() +
                                " exists: restore into an empty DATA_DIR, with the server "
                                "stopped (move the old files away first)");
    }
  }
  auto checked = CheckCopy(backup);
  if (!checked) return SummaryResult::Err(backup.string() + ": " + checked.Error());
  fs::create_directories(data_dir, ec);
  if (ec) return SummaryResult::Err("cannot create " + data_dir.string() + ": " + ec.message());
  // A stale shared-memory index of another database must not be picked up.
  fs::remove(target.string() + "-shm", ec);
  fs::path partial = PartialName(target);
  fs::copy_file(backup, partial, fs::copy_options::overwrite_existing, ec);
  if (ec) return SummaryResult::Err("cannot copy to " + partial.string() + ": " + ec.message());
  return Commit(partial, target);
}

}  // namespace firm::storage
