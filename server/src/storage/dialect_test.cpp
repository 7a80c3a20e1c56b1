#include "storage/dialect.hpp"

#include <gtest/gtest.h>

namespace firm::storage {
namespace {

// The statements built from these run on both engines in the admin and outbox
// store tests; here, that each engine gets its own words.
TEST(DialectTest, EachEngineGetsItsOwnSql) {
  Dialect sqlite(Engine::kSqlite);
  Dialect postgres(Engine::kPostgres);
  EXPECT_EQ(sqlite.LockRows(), "");
  EXPECT_EQ(postgres.LockRows(), " FOR UPDATE");
  EXPECT_EQ(sqlite.LockRowsSkipLocked(), "");
  EXPECT_EQ(postgres.LockRowsSkipLocked(), " FOR UPDATE SKIP LOCKED");
  EXPECT_EQ(sqlite.CaseInsensitiveLike(), "LIKE");
  EXPECT_EQ(postgres.CaseInsensitiveLike(), "ILIKE");
  EXPECT_EQ(sqlite.JsonArrayHas("t.c", "$2"),
            "EXISTS (SELECT 1 FROM json_each(t.c) WHERE json_each.value = $2)");
  EXPECT_EQ(postgres.JsonArrayHas("t.c", "$2"), "t.c @> jsonb_build_array($2::text)");
  EXPECT_EQ(sqlite.MillisecondsBetween("$1", "t.c"),
            "CAST(round((julianday(t.c) - julianday($1)) * 86400000) AS INTEGER)");
  EXPECT_EQ(postgres.MillisecondsBetween("$1", "t.c"),
            "round(extract(epoch FROM (t.c)::timestamptz - ($1)::timestamptz) * 1000)::bigint");
}

}  // namespace
}  // namespace firm::storage
