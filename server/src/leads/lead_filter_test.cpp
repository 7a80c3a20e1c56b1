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
  // The expressions of migration 0016's trigram indexes, exactly.
  EXPECT_EQ(where.sql,
            " WHERE leads.form_type = $1 AND leads.status = $2 AND ((leads.first_name || ' ' ||"
            " leads.last_name) ILIKE $3 ESCAPE '\\' OR leads.email ILIKE $3 ESCAPE '\\' OR"
            " leads.phone_digits LIKE $4)");
  ASSERT_EQ(where.params.size(), 4u);
  EXPECT_EQ(where.params[2], "%O'Brien (310)%");
  EXPECT_EQ(where.params[3], "%310%");
}

// SQLite: one MATCH of the FTS5 trigram table, whatever was typed a quoted phrase (a quote
// doubled), never FTS5 syntax; phone digits in their own column.
TEST(LeadWhereTest, SqliteSearchesTheTrigramTableWithOnePhrase) {
  LeadFilter filter;
  filter.q = "say \"hi\" OR x* (310)";
  auto where = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_EQ(where.sql,
            " WHERE (leads.rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH"
            " $1))");
  ASSERT_EQ(where.params.size(), 1u);
  EXPECT_EQ(where.params[0], "{name email} : \"say \"\"hi\"\" OR x* (310)\" OR digits : \"310\"");
}

TEST(LeadWhereTest, EngineSpecificFragments) {
  LeadFilter filter;
  filter.issue = "Wage & Hour";
  filter.q = "maria";
  auto sqlite = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite));
  EXPECT_NE(sqlite.sql.find("json_each(leads.issue_types)"), std::string::npos);
  EXPECT_NE(sqlite.sql.find("leads_search MATCH $2"), std::string::npos);
  // No digits in q: no phone clause.
  EXPECT_EQ(sqlite.params.at(1), "{name email} : \"maria\"");
  EXPECT_EQ(sqlite.params.size(), 2u);
  auto postgres = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres));
  EXPECT_NE(postgres.sql.find("@> jsonb_build_array($1::text)"), std::string::npos);
  EXPECT_EQ(postgres.sql.find("phone"), std::string::npos);
}

// Fewer than 3 digits would match most phones: not a phone search.
TEST(LeadWhereTest, PhoneDigitsFromThree) {
  LeadFilter filter;
  filter.q = "Apt 12";
  EXPECT_EQ(BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite)).params.at(0),
            "{name email} : \"Apt 12\"");
  EXPECT_EQ(BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres)).sql.find("phone"),
            std::string::npos);
  filter.q = "Apt 123";
  EXPECT_EQ(BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite)).params.at(0),
            "{name email} : \"Apt 123\" OR digits : \"123\"");
}

// Two characters (a trigram index needs three for "contains"): the start of a name word or of
// the e-mail. SQLite's indexed values start with a space, so " wu" is a start.
TEST(LeadWhereTest, TwoCharactersFindTheStartOfAWord) {
  LeadFilter filter;
  filter.q = "Wu";
  EXPECT_EQ(BuildLeadWhere(filter, storage::Dialect(storage::Engine::kSqlite)).params.at(0),
            "{name email} : \" Wu\"");
  auto postgres = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres));
  EXPECT_EQ(postgres.sql,
            " WHERE ((leads.first_name || ' ' || leads.last_name) ILIKE $1 ESCAPE '\\' OR"
            " leads.email ILIKE $1 ESCAPE '\\' OR (leads.first_name || ' ' || leads.last_name)"
            " ILIKE $2 ESCAPE '\\')");
  EXPECT_EQ(postgres.params, (storage::Params{"Wu%", "% Wu%"}));
  filter.q = "_%";  // wildcards stay literal
  EXPECT_EQ(BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres)).params.at(0),
            "\\_\\%%");
}

TEST(LeadWhereTest, SearchLengthCountsCharacters) {
  EXPECT_EQ(SearchLength(""), 0u);
  EXPECT_EQ(SearchLength("Ñ"), 1u);
  EXPECT_EQ(SearchLength("Núñez"), 5u);
}

TEST(BuildLeadWhereTest, AReferenceIsLookedUpAsOneNotAsPhoneDigits) {
  LeadFilter filter;
  filter.q = "gc 7k3m q9td";
  for (auto engine : {storage::Engine::kSqlite, storage::Engine::kPostgres}) {
    auto where = BuildLeadWhere(filter, storage::Dialect(engine));
    EXPECT_NE(where.sql.find("leads.reference = "), std::string::npos) << where.sql;
    EXPECT_EQ(where.sql.find("phone_digits"), std::string::npos) << where.sql;
    EXPECT_EQ(where.params.at(0).value_or("").find("digits"), std::string::npos);
  }
  filter.q = "310 555";
  auto where = BuildLeadWhere(filter, storage::Dialect(storage::Engine::kPostgres));
  EXPECT_NE(where.sql.find("leads.phone_digits"), std::string::npos) << where.sql;
  EXPECT_EQ(where.sql.find("leads.reference"), std::string::npos) << where.sql;
}

}  // namespace
}  // namespace firm::leads
