#include "storage/sqlite_statement.hpp"

#include <cctype>

namespace firm::storage::sqlite {

StorageError Error(sqlite3* db, std::string_view what) {
  return StorageError{"sqlite " + std::string(what) + ": " + sqlite3_errmsg(db) + " (code " +
                      std::to_string(sqlite3_extended_errcode(db)) + ")"};
}

UnitResult ExecBatch(sqlite3* db, std::string_view sql) {
  std::string text(sql);
  char* message = nullptr;
  if (sqlite3_exec(db, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    StorageError error{"sqlite: " + std::string(message ? message : "error") + " (code " +
                       std::to_string(sqlite3_extended_errcode(db)) + ")"};
    sqlite3_free(message);
    return UnitResult::Err(std::move(error));
  }
  return UnitResult::Ok({});
}

// Steps a prepared statement to its end and collects its rows.
QueryOutcome RunStatement(sqlite3* db, Statement& stmt, const Params& params) {
  if (stmt.Bind(params) != SQLITE_OK) return QueryOutcome::Err(Error(db, "prepare"));
  const int columns = sqlite3_column_count(stmt.get());
  std::vector<std::string> names;
  names.reserve(static_cast<std::size_t>(columns));
  for (int c = 0; c < columns; ++c) names.emplace_back(sqlite3_column_name(stmt.get(), c));
  QueryResult result(std::move(names));
  int rc = 0;
  while ((rc = sqlite3_step(stmt.get())) == SQLITE_ROW) {
    std::vector<Value> row;
    row.reserve(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
      if (sqlite3_column_type(stmt.get(), c) == SQLITE_NULL) {
        row.emplace_back(std::nullopt);
      } else {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt.get(), c));
        row.emplace_back(
            std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt.get(), c))));
      }
    }
    result.AddRow(std::move(row));
  }
  if (rc != SQLITE_DONE) return QueryOutcome::Err(Error(db, "step"));
  result.affected = sqlite3_changes(db);
  return QueryOutcome::Ok(std::move(result));
}

QueryOutcome RunQuery(sqlite3* db, std::string_view sql, const Params& params) {
  Statement stmt(db, sql);
  if (!stmt.ok()) return QueryOutcome::Err(Error(db, "prepare"));
  return RunStatement(db, stmt, params);
}

// The statement starts with SELECT, WITH or VALUES (after spaces and parentheses).
bool IsQuery(std::string_view sql) {
  const auto start = sql.find_first_not_of(" \t\r\n(");
  if (start == std::string_view::npos) return false;
  sql.remove_prefix(start);
  auto starts = [sql](std::string_view word) {
    if (sql.size() <= word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
      if (std::toupper(static_cast<unsigned char>(sql[i])) != word[i]) return false;
    }
    const char after = sql[word.size()];
    return after == ' ' || after == '\n' || after == '\t' || after == '\r' || after == '(';
  };
  return starts("SELECT") || starts("WITH") || starts("VALUES");
}

}  // namespace firm::storage::sqlite
