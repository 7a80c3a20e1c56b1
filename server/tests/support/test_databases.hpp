// Real databases for tests: a fresh SQLite file or a fresh PostgreSQL database
// on the server named by TEST_DATABASE_URL (scripts/test starts one). Rows are
// read with the C APIs directly, never through the code under test.
#pragma once

#include <libpq-fe.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace firm::testing_support {

enum class DbEngine { kSqlite, kPostgres };

inline const char* EngineName(DbEngine engine) {
  return engine == DbEngine::kSqlite ? "Sqlite" : "Postgres";
}

// gtest prints parameters with this instead of their bytes.
inline void PrintTo(DbEngine engine, std::ostream* out) { *out << EngineName(engine); }

inline std::optional<std::string> TestDatabaseUrl() {
  const char* url = std::getenv("TEST_DATABASE_URL");
  if (!url || !*url) return std::nullopt;
  return std::string(url);
}

// Replaces the database name (the path) of a postgresql:// URL.
inline std::string WithDatabase(const std::string& url, const std::string& name) {
  auto query = url.find('?');
  std::string base = url.substr(0, query);
  auto slash = base.find('/', base.find("://") + 3);
  return (slash == std::string::npos ? base : base.substr(0, slash)) + "/" + name +
         (query == std::string::npos ? "" : url.substr(query));
}

// One query result as strings (NULL as ""), for assertions.
using Rows = std::vector<std::vector<std::string>>;

class TestDatabase {
 public:
  virtual ~TestDatabase() = default;
  virtual DbEngine engine() const = 0;
  // For the server: DATABASE_URL, or empty for SQLite in data_dir.
  virtual std::string database_url() const = 0;
  // Runs a query with no parameters; throws on error.
  virtual Rows Query(const std::string& sql) = 0;
  // Runs statements that write (test set-up: rows the API cannot create,
  // clocks moved back); throws on error.
  virtual void Execute(const std::string& sql) = 0;

  long CountLeads(const std::string& where = "1=1") {
    return std::stol(Query("SELECT count(*) FROM leads WHERE " + where).at(0).at(0));
  }
};

class SqliteTestDatabase : public TestDatabase {
 public:
  explicit SqliteTestDatabase(std::filesystem::path file) : file_(std::move(file)) {}
  DbEngine engine() const override { return DbEngine::kSqlite; }
  std::string database_url() const override { return ""; }
  const std::filesystem::path& file() const { return file_; }

  void Execute(const std::string& sql) override {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(file_.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
      sqlite3_close(db);
      throw std::runtime_error("cannot open " + file_.string());
    }
    sqlite3_busy_timeout(db, 5000);
    sqlite3_exec(db, "PRAGMA foreign_keys=ON", nullptr, nullptr, nullptr);
    char* message = nullptr;
    int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message);
    std::string error = message ? message : "";
    sqlite3_free(message);
    sqlite3_close(db);
    if (rc != SQLITE_OK) throw std::runtime_error("sqlite: " + error);
  }

  Rows Query(const std::string& sql) override {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(file_.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
      sqlite3_close(db);
      throw std::runtime_error("cannot open " + file_.string());
    }
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt* stmt = nullptr;
    Rows rows;
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
      std::string error = sqlite3_errmsg(db);
      sqlite3_close(db);
      throw std::runtime_error("sqlite: " + error);
    }
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      std::vector<std::string> row;
      for (int i = 0; i < sqlite3_column_count(stmt); ++i) {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, i));
        row.emplace_back(text ? text : "");
      }
      rows.push_back(std::move(row));
    }
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return rows;
  }

 private:
  std::filesystem::path file_;
};

// Creates a uniquely named database and drops it (with FORCE) at the end.
class PostgresTestDatabase : public TestDatabase {
 public:
  explicit PostgresTestDatabase(const std::string& admin_url) : admin_url_(admin_url) {
    std::random_device random;
    name_ = "firm_t_" + std::to_string(::getpid()) + "_" + std::to_string(random());
    Admin("CREATE DATABASE " + name_);
    url_ = WithDatabase(admin_url_, name_);
  }
  ~PostgresTestDatabase() override {
    try {
      Admin("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    } catch (...) {
    }
  }
  DbEngine engine() const override { return DbEngine::kPostgres; }
  std::string database_url() const override { return url_; }
  const std::string& name() const { return name_; }

  Rows Query(const std::string& sql) override { return Run(url_, sql); }
  void Execute(const std::string& sql) override { Run(url_, sql); }
  void Admin(const std::string& sql) { Run(admin_url_, sql); }

 private:
  static Rows Run(const std::string& url, const std::string& sql) {
    std::unique_ptr<PGconn, decltype(&PQfinish)> conn(PQconnectdb(url.c_str()), &PQfinish);
    if (PQstatus(conn.get()) != CONNECTION_OK) {
      throw std::runtime_error(std::string("postgres connect: ") + PQerrorMessage(conn.get()));
    }
    std::unique_ptr<PGresult, decltype(&PQclear)> result(PQexec(conn.get(), sql.c_str()), &PQclear);
    auto status = PQresultStatus(result.get());
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
      throw std::runtime_error(std::string("postgres: ") + PQerrorMessage(conn.get()));
    }
    Rows rows;
    for (int r = 0; r < PQntuples(result.get()); ++r) {
      std::vector<std::string> row;
      for (int c = 0; c < PQnfields(result.get()); ++c)
        row.emplace_back(PQgetvalue(result.get(), r, c));
      rows.push_back(std::move(row));
    }
    return rows;
  }

  std::string admin_url_;
  std::string name_;
  std::string url_;
};

inline constexpr const char* kNoPostgres = "TEST_DATABASE_URL is not set (scripts/test sets it)";

// The database a parameterised test runs on: a fresh PostgreSQL database, or
// the SQLite file `sqlite_file` (created by whoever opens it). nullptr when
// PostgreSQL is asked for but TEST_DATABASE_URL is unset: skip with kNoPostgres.
inline std::unique_ptr<TestDatabase> MakeTestDatabase(DbEngine engine,
                                                      const std::filesystem::path& sqlite_file) {
  if (engine == DbEngine::kSqlite) return std::make_unique<SqliteTestDatabase>(sqlite_file);
  auto url = TestDatabaseUrl();
  if (!url) return nullptr;
  return std::make_unique<PostgresTestDatabase>(*url);
}

}  // namespace firm::testing_support
