#include "admin/lead_filter.hpp"

#include <gtest/gtest.h>

namespace firm::admin {
namespace {

const std::vector<std::string> kForms = {"case-review", "harassment-questionnaire"};

LeadFilter Parse(std::string_view query, bool paging = true) {
  auto result = ParseLeadFilter(query, kForms, paging);
  EXPECT_TRUE(result.IsOk()) << query;
  return result ? result.Value() : LeadFilter{};
}

FieldErrors Errors(std::string_view query, bool paging = true) {
  auto result = ParseLeadFilter(query, kForms, paging);
  EXPECT_FALSE(result.IsOk()) << query;
  return result ? FieldErrors{} : result.Error();
}

TEST(QueryStringTest, DecodesFormEncoding) {
  auto pairs = ParseQueryString("?a=1&b=x+y%21&&c&d=%E2%9C%93");
  ASSERT_TRUE(pairs.IsOk());
  EXPECT_EQ(pairs.Value(), (QueryPairs{{"a", "1"}, {"b", "x y!"}, {"c", ""}, {"d", "\u2713"}}));
  EXPECT_FALSE(ParseQueryString("?a=%2").IsOk());
  EXPECT_FALSE(ParseQueryString("?a=%zz").IsOk());
  EXPECT_FALSE(ParseQueryString("?a=%C3%28").IsOk());  // invalid UTF-8
  EXPECT_TRUE(ParseQueryString("").Value().empty());
}

TEST(LeadFilterTest, DefaultsWithoutParameters) {
  auto filter = Parse("");
  EXPECT_EQ(filter.page, 1);
  EXPECT_EQ(filter.page_size, 50);
  EXPECT_FALSE(filter.form_type || filter.issue || filter.status || filter.from || filter.to ||
               filter.utm_source || filter.q);
}

TEST(LeadFilterTest, ReadsEveryFilter) {
  auto filter = Parse(
      "?form=harassment-questionnaire&issue=Wage+%26+Hour&status=not_a_fit"
      "&from=2026-11-21T08:00:00-08:00&to=2026-11-22T00:00Z&utm_source=google&q=Mar%C3%ADa"
      "&page=3&pageSize=200&language=es");
  EXPECT_EQ(filter.form_type, "harassment_questionnaire");
  EXPECT_EQ(filter.issue, "Wage & Hour");
  EXPECT_EQ(filter.status, "not_a_fit");
  EXPECT_EQ(filter.from, "2026-11-21T16:00:00.000Z");
  EXPECT_EQ(filter.to, "2026-11-22T00:00:00.000Z");
  EXPECT_EQ(filter.utm_source, "google");
  EXPECT_EQ(filter.q, "María");
  EXPECT_EQ(filter.page, 3);
  EXPECT_EQ(filter.page_size, 200);
  EXPECT_EQ(filter.language, "es");
}

TEST(LeadFilterTest, EmptyValuesCountAsAbsent) {
  auto filter = Parse("?form=&status=&q=");
  EXPECT_FALSE(filter.form_type || filter.status || filter.q);
}

TEST(LeadFilterTest, BadValuesAreReportedTogether) {
  auto errors =
      Errors("?form=contact&status=won&from=yesterday&page=0&pageSize=201&x=1&language=fr");
  EXPECT_EQ(errors.size(), 7u);
  EXPECT_EQ(errors["language"], std::vector<std::string>{"Choose en or es."});
  EXPECT_TRUE(errors.contains("form"));
  EXPECT_TRUE(errors.contains("status"));
  EXPECT_TRUE(errors.contains("from"));
  EXPECT_TRUE(errors.contains("page"));
  EXPECT_TRUE(errors.contains("pageSize"));
  EXPECT_TRUE(errors.contains("x"));
}

TEST(LeadFilterTest, RepeatedLongAndControlValuesAreErrors) {
  EXPECT_TRUE(Errors("?status=new&status=retained").contains("status"));
  EXPECT_TRUE(Errors("?q=" + std::string(201, 'a')).contains("q"));
  EXPECT_TRUE(Errors("?q=a%0Ab").contains("q"));
  EXPECT_TRUE(Errors("?page=1.5").contains("page"));
  EXPECT_TRUE(Errors("?page=-1").contains("page"));
  EXPECT_TRUE(Errors("?a=%zz").contains("_query"));
}

// Found by fuzz/lead_filter_fuzz.cpp ("?=q=a%0Ab"): a parameter without a name was
// reported under the key "", which no field of the admin page can show.
TEST(LeadFilterTest, ParameterWithoutNameIsAQueryError) {
  auto errors = Errors("?=q=a%0Ab");
  EXPECT_FALSE(errors.contains(""));
  EXPECT_TRUE(errors.contains("_query"));
  EXPECT_FALSE(Errors("?=1&status=new").contains(""));
}

TEST(LeadFilterTest, ExportTakesNoPaging) {
  EXPECT_TRUE(Errors("?page=2", false).contains("page"));
  EXPECT_TRUE(Parse("?status=new", false).status.has_value());
}

TEST(LeadFilterTest, EndMustFollowStart) {
  EXPECT_TRUE(Errors("?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z").contains("to"));
  EXPECT_TRUE(Errors("?from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00Z").contains("to"));
}

TEST(InstantTest, NormalizesZonesAndFractions) {
  EXPECT_EQ(NormalizeInstant("2026-03-10T12:34:56.7Z"), "2026-03-10T12:34:56.700Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T12:34:56.123456789Z"), "2026-03-10T12:34:56.123Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T23:30:00-01:00"), "2026-03-11T00:30:00.000Z");
  EXPECT_EQ(NormalizeInstant("2026-03-10T00:30+05:30"), "2026-03-09T19:00:00.000Z");
  EXPECT_EQ(NormalizeInstant("2024-02-29T00:00:00Z"), "2024-02-29T00:00:00.000Z");
  for (const char* bad :
       {"2026-03-10", "2026-03-10T12:34:56", "2025-02-29T00:00:00Z", "2026-13-01T00:00Z",
        "2026-03-10T24:00Z", "2026-03-10T12:34:56.Z", "2026-03-10T12:34:56+0100",
        "2026-03-10 12:34:56Z", "x2026-03-10T12:34Z", "2026-03-10T12:34Zjunk"}) {
    EXPECT_FALSE(NormalizeInstant(bad).has_value()) << bad;
  }
}

// Found by fuzz/lead_filter_fuzz.cpp (UBSan: "signed integer overflow" in <chrono> for
// from=3026-01-01T00:00:00-08:00): years past 2262 overflowed system_clock's nanoseconds.
TEST(InstantTest, YearsOutsideTheSupportedRangeAreRefused) {
  for (const char* bad : {"3026-01-01T00:00:00-08:00", "9999-12-31T23:59:59Z", "2262-04-12T00:00Z",
                          "2200-01-01T00:00Z", "1899-12-31T23:59Z"}) {
    EXPECT_FALSE(NormalizeInstant(bad).has_value()) << bad;
  }
  EXPECT_EQ(NormalizeInstant("2199-12-31T23:59:59.999-23:59"), "2200-01-01T23:58:59.999Z");
  EXPECT_EQ(NormalizeInstant("1900-01-01T00:00+23:59"), "1899-12-31T00:01:00.000Z");
  EXPECT_TRUE(Errors("?from=3026-01-01T00:00:00-08:00").contains("from"));
}

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
}  // namespace firm::admin
