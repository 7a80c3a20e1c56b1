#include "leads/lead_filter.hpp"

#include <gtest/gtest.h>

namespace firm::leads {
namespace {

TEST(LikePatternTest, EscapesWildcards) {
  EXPECT_EQ(ContainsPattern("50%_off\\"), "%50\\%\\_off\\\\%");
}

TEST(LeadWhereTest, NoFiltersNoWhere) {
  auto where = BuildLeadWhere(LeadFilter{}, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_EQ(where.sql, "");
  EXPECT_TRUE(where.params.empty());
}

TEST(LeadWhereTest, ValuesOnlyTravelAsNumberedParameters) {
  LeadFilter filter;
  filter.form_type = "case_review";
  filter.status = "new";
  filter.q = "O'Brien (310)";
  auto where = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres));
  EXPECT_EQ(where.sql.find("O'Brien"), std::string::npos);
  EXPECT_EQ(where.sql,
            " WHERE leads.form_type = $1 AND leads.status = $2 AND (leads.first_name ILIKE $3"
            " ESCAPE '\\' OR leads.last_name ILIKE $3 ESCAPE '\\' OR (leads.first_name || ' ' ||"
            " leads.last_name) ILIKE $3 ESCAPE '\\' OR leads.email ILIKE $3 ESCAPE '\\' OR"
            " leads.phone LIKE $4)");
  ASSERT_EQ(where.params.size(), 4u);
  EXPECT_EQ(where.params[2], "%O'Brien (310)%");
  EXPECT_EQ(where.params[3], "%310%");
}

TEST(LeadWhereTest, EngineSpecificFragments) {
  LeadFilter filter;
  filter.issue = "Wage & Hour";
  filter.q = "maria";
  auto sqlite = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_NE(sqlite.sql.find("json_each(leads.issue_types)"), std::string::npos);
  EXPECT_NE(sqlite.sql.find("first_name LIKE $2"), std::string::npos);
  // No digits in q: no phone clause.
  EXPECT_EQ(sqlite.sql.find("phone"), std::string::npos);
  EXPECT_EQ(sqlite.params.size(), 2u);
  auto postgres = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres));
  EXPECT_NE(postgres.sql.find("@> jsonb_build_array($1::text)"), std::string::npos);
}

TEST(BuildLeadWhereTest, AReferenceIsLookedUpAsOneNotAsPhoneDigits) {
  LeadFilter filter;
  filter.q = "gc 7k3m q9td";
  auto where = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_NE(where.sql.find("leads.reference = "), std::string::npos) << where.sql;
  EXPECT_EQ(where.sql.find("leads.phone"), std::string::npos) << where.sql;
  filter.q = "310 555";
  where = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_NE(where.sql.find("leads.phone"), std::string::npos) << where.sql;
  EXPECT_EQ(where.sql.find("leads.reference"), std::string::npos) << where.sql;
}

}  // namespace
}  // namespace firm::leads
