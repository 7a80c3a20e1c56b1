// Query plans on both engines (issue 52): what a statement would do at scale, checked in a
// test instead of timed. SQLite answers EXPLAIN QUERY PLAN (one line a step, "SCAN leads" when
// it reads the whole table); PostgreSQL answers EXPLAIN (FORMAT JSON) (a tree of nodes, "Seq
// Scan" on leads when it reads the whole table). PostgreSQL's planner rightly scans a table of
// a few rows, so LoadPlanLeads fills the tables with a few thousand rows by SQL and ANALYZEs
// them (SQLite too, so both plan from statistics) before a plan is asked for.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "storage/database.hpp"
#include "test_databases.hpp"

namespace firm::testing_support {

// A statement as the code under test ran it.
struct RanStatement {
  std::string sql;
  storage::Params params;
};

// The server's Database with every statement recorded, so a test runs the real store method and
// then asks for the plan of each statement it ran.
class RecordingDatabase : public storage::Database {
 public:
  explicit RecordingDatabase(std::shared_ptr<storage::Database> inner) : inner_(std::move(inner)) {}
  storage::Engine engine() const override { return inner_->engine(); }
  storage::UnitResult Transact(const Body& body) override {
    return inner_->Transact([&](storage::Transaction& tx) {
      Recording recording(tx, ran);
      return body(recording);
    });
  }
  storage::UnitResult Read(const Body& body) override {
    return inner_->Read([&](storage::Transaction& tx) {
      Recording recording(tx, ran);
      return body(recording);
    });
  }
  // One statement where the engine would run it (beside the writer when it only reads).
  storage::QueryOutcome Query(std::string_view sql, const storage::Params& params = {}) override {
    ran.push_back(RanStatement{std::string(sql), params});
    return inner_->Query(sql, params);
  }
  std::vector<RanStatement> ran;

 private:
  class Recording : public storage::Transaction {
   public:
    Recording(storage::Transaction& tx, std::vector<RanStatement>& ran) : tx_(tx), ran_(ran) {}
    storage::QueryOutcome Query(std::string_view sql, const storage::Params& params) override {
      ran_.push_back(RanStatement{std::string(sql), params});
      return tx_.Query(sql, params);
    }
    storage::UnitResult Serialize(std::int32_t scope, std::string_view key) override {
      return tx_.Serialize(scope, key);
    }

   private:
    storage::Transaction& tx_;
    std::vector<RanStatement>& ran_;
  };
  std::shared_ptr<storage::Database> inner_;
};

// The plan of `sql` with `params`, as the server's own Database would run it: SQLite's steps
// one a line ("SEARCH leads USING INDEX ..."), PostgreSQL's JSON text.
inline std::string QueryPlan(storage::Database& database, DbEngine engine, std::string_view sql,
                             const storage::Params& params = {}) {
  const bool postgres = engine == DbEngine::kPostgres;
  std::string explain(postgres ? "EXPLAIN (FORMAT JSON) " : "EXPLAIN QUERY PLAN ");
  explain += sql;
  auto rows = database.Query(explain, params);
  if (!rows) return "error: " + rows.Error().message;
  std::string plan;
  for (const auto row : rows.Value()) {
    plan += row.Text(postgres ? "QUERY PLAN" : "detail");
    plan += "\n";
  }
  return plan;
}

namespace plan_detail {

// Every node of a PostgreSQL plan, depth first.
template <typename Visit>
void EachNode(const nlohmann::json& node, const Visit& visit) {
  if (!node.is_object()) return;
  visit(node);
  if (auto plans = node.find("Plans"); plans != node.end() && plans->is_array()) {
    for (const auto& child : *plans) EachNode(child, visit);
  }
}

// Partial indexes of leads (migrations 0004-0015) that hold only due rows: walked whole they read
// those, not the table, so an index scan of one without a condition is no scan.
inline bool IsPartialIndex(const std::string& index) {
  for (const char* partial :
       {"leads_waiting", "leads_deadlines_missing", "leads_reply_waiting", "leads_next_try",
        "leads_first_contact_due", "leads_try_due", "leads_date_needed"}) {
    if (index == partial) return true;
  }
  return false;
}

inline bool PostgresScansAll(const std::string& plan, std::string_view table, bool index_too) {
  auto parsed = nlohmann::json::parse(plan, nullptr, false);
  if (!parsed.is_array()) return true;  // no plan: count it as a failure
  bool scans = false;
  for (const auto& entry : parsed) {
    EachNode(entry.value("Plan", nlohmann::json::object()), [&](const nlohmann::json& node) {
      if (node.value("Relation Name", "") != table) return;
      const std::string type = node.value("Node Type", "");
      if (type == "Seq Scan") scans = true;
      // An index walked from end to end (no condition) reads the whole table too.
      if (index_too && (type == "Index Scan" || type == "Index Only Scan") &&
          !node.contains("Index Cond") && !IsPartialIndex(node.value("Index Name", ""))) {
        scans = true;
      }
    });
  }
  return scans;
}

inline bool SqliteScansAll(const std::string& plan, std::string_view table, bool index_too) {
  const std::string scan = "SCAN " + std::string(table);
  for (std::size_t at = plan.find(scan); at != std::string::npos; at = plan.find(scan, at + 1)) {
    const std::size_t end = plan.find('\n', at);
    const std::string line = plan.substr(at, end == std::string::npos ? end : end - at);
    // "SCAN leads" alone, or "SCAN leads USING ..." (an index walked from end to end).
    if (line.size() > scan.size() && line[scan.size()] != ' ') continue;  // "SCAN leads_x"
    if (index_too || line.find("INDEX") == std::string::npos) return true;
  }
  return false;
}

}  // namespace plan_detail

// The plan reads every row of `table` (the check "no full scan of leads"). A list page ordered by
// an index and cut by LIMIT may walk that index (it stops after a page): `index_too` false lets
// it; a count or a lookup must not (`index_too` true).
inline bool ScansWholeTable(const std::string& plan, DbEngine engine,
                            std::string_view table = "leads", bool index_too = false) {
  return engine == DbEngine::kPostgres ? plan_detail::PostgresScansAll(plan, table, index_too)
                                       : plan_detail::SqliteScansAll(plan, table, index_too);
}

// The plan reads `table` through the index named `index`.
inline bool UsesIndex(const std::string& plan, std::string_view index) {
  return plan.find("INDEX " + std::string(index)) != std::string::npos ||
         plan.find("\"Index Name\": \"" + std::string(index) + "\"") != std::string::npos;
}

// `count` leads (and their filing deadlines) written by plain SQL, as the benchmark multiplies
// rows: one every 131 minutes from June 2021 (20,000 span five years), six statuses, two
// languages, three leads an employer; one in ten never contacted; one in seven with a deadline
// 300 days after it, one such deadline in 49 a "date-needed" mark. Then ANALYZE, so both
// planners see a table of this size (and its proportions, not a tiny table they rightly scan).
inline void LoadPlanLeads(TestDatabase& db, int count) {
  const std::string n = std::to_string(count);
  const std::string employers = std::to_string(count / 3 > 0 ? count / 3 : 1);
  if (db.engine() == DbEngine::kPostgres) {
    db.Execute(
        "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
        " email, phone, answers, status, reference, language, employer, employer_key,"
        " first_contact_at, sla_escalated_at, deadlines_at)"
        " SELECT ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'case_review',"
        " ('10000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,"
        " timestamptz '2021-06-01 00:00:00+00' + i * interval '131 minutes',"
        " 'Name' || i, 'Family' || (i % 997), 'person' || i || '@example.com',"
        " '+1415' || lpad(i::text, 7, '0'), '{}',"
        " (ARRAY['new','contacted','consultation_scheduled','retained','not_a_fit',"
        "'referred_out'])[1 + i % 6], 'GC-' || lpad(i::text, 4, '0') || '-PLAN',"
        " CASE WHEN i % 2 = 0 THEN 'en' ELSE 'es' END, 'Employer ' || (i % " +
        employers +
        "),"
        " 'employer ' || (i % " +
        employers +
        "),"
        " CASE WHEN i % 10 = 0 THEN NULL ELSE timestamptz '2021-06-01 00:05:00+00'"
        " + i * interval '131 minutes' END, NULL, now()"
        " FROM generate_series(1, " +
        n +
        ") AS i;"
        " INSERT INTO lead_deadlines (lead_id, rule_id, due_on)"
        " SELECT id, CASE WHEN row_number() OVER () % 49 = 0 THEN 'date-needed' ELSE 'rule' END,"
        " to_char(created_at + interval '300 days', 'YYYY-MM-DD') FROM leads"
        " WHERE substr(id::text, 30)::int % 7 = 0;"
        " ANALYZE leads; ANALYZE lead_deadlines;");
    return;
  }
  db.Execute(
      "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
      " email, phone, answers, status, reference, language, employer, employer_key,"
      " first_contact_at, sla_escalated_at, deadlines_at)"
      " WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " +
      n +
      ")"
      " SELECT printf('00000000-0000-4000-8000-%012d', i), 'case_review',"
      " printf('10000000-0000-4000-8000-%012d', i),"
      " strftime('%Y-%m-%dT%H:%M:%fZ', '2021-06-01', '+' || (i * 131) || ' minutes'),"
      " 'Name' || i, 'Family' || (i % 997), 'person' || i || '@example.com',"
      " printf('+1415%07d', i), '{}',"
      " CASE i % 6 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN"
      " 'consultation_scheduled' WHEN 3 THEN 'retained' WHEN 4 THEN 'not_a_fit'"
      " ELSE 'referred_out' END, printf('GC-%04d-PLAN', i),"
      " CASE WHEN i % 2 = 0 THEN 'en' ELSE 'es' END, 'Employer ' || (i % " +
      employers +
      "),"
      " 'employer ' || (i % " +
      employers +
      "),"
      " CASE WHEN i % 10 = 0 THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', '2021-06-01',"
      " '+' || (i * 131 + 5) || ' minutes') END, NULL, '2026-01-01T00:00:00.000Z' FROM n;"
      " INSERT INTO lead_deadlines (lead_id, rule_id, due_on)"
      " SELECT id, CASE WHEN (rowid / 7) % 49 = 0 THEN 'date-needed' ELSE 'rule' END,"
      " date(substr(created_at, 1, 10), '+300 days') FROM leads"
      " WHERE CAST(substr(id, 30) AS INTEGER) % 7 = 0;"
      " ANALYZE;");
}

}  // namespace firm::testing_support
