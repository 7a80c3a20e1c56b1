#pragma once

// Running one SQL statement on a SQLite connection (sqlite_database.cpp's writer and readers):
// the prepared statement, binding, reading rows, and errors that name what failed. Internal to
// storage/.
#include <sqlite3.h>

#include <cstdio>
#include <string_view>

#include "storage/database.hpp"

namespace firm::storage::sqlite {

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql) {
    rc_ = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return rc_ == SQLITE_OK && stmt_ != nullptr; }
  sqlite3_stmt* get() const { return stmt_; }

  // SQLite numbers "$N" parameters in order of first appearance, not by N, so
  // "... $2 ... $1" would swap them: look each one up by its name instead.
  int Bind(const Params& params) {
    for (std::size_t i = 0; i < params.size(); ++i) {
      char name[24];
      std::snprintf(name, sizeof name, "$%zu", i + 1);
      int index = sqlite3_bind_parameter_index(stmt_, name);
      if (index == 0) continue;  // not used by this statement
      int rc = params[i] ? sqlite3_bind_text(stmt_, index, params[i]->data(),
                                             static_cast<int>(params[i]->size()), SQLITE_TRANSIENT)
                         : sqlite3_bind_null(stmt_, index);
      if (rc != SQLITE_OK) return rc;
    }
    return SQLITE_OK;
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
  int rc_ = SQLITE_OK;
};

// The connection's last error, naming `what` failed.
StorageError Error(sqlite3* db, std::string_view what);
// Statements separated by ";", no parameters, no rows (the pragmas, a migration).
UnitResult ExecBatch(sqlite3* db, std::string_view sql);
// Binds `params` and steps `stmt` to its end: its rows, or the rows it changed.
QueryOutcome RunStatement(sqlite3* db, Statement& stmt, const Params& params);
// Prepares `sql` and runs it (RunStatement).
QueryOutcome RunQuery(sqlite3* db, std::string_view sql, const Params& params);
// Whether `sql` reads (SELECT, WITH, VALUES) rather than writes.
bool IsQuery(std::string_view sql);

}  // namespace firm::storage::sqlite
