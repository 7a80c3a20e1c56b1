#include "http/router.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

Request Make(std::string_view method, std::string_view target) {
  Request request;
  request.method = method;
  request.target = target;
  return request;
}

class RouterTest : public testing::Test {
 protected:
  RouterTest()
      : router_([this](const Request&, const http::NormalizedPath& path) {
          fallback_path_ = path.decoded;
          return PlainText(200, "site");
        }) {
    router_.Add("POST", "/api/contact", [](const Request& r, const http::NormalizedPath&) {
      return PlainText(201, r.body);
    });
    router_.Add("GET", "/healthz",
                [](const Request&, const http::NormalizedPath&) { return HealthResponse(); });
  }

  std::string fallback_path_;
  Router router_;
};

TEST_F(RouterTest, RoutesByPathAndMethod) {
  Request request = Make("POST", "/api/contact?x=1");
  request.body = "hello";
  auto response = router_.Handle(request);
  EXPECT_EQ(response.status, 201);
  EXPECT_EQ(response.body, "hello");
  EXPECT_EQ(router_.Handle(Make("GET", "/healthz")).body, R"({"status":"ok"})");
}

TEST_F(RouterTest, KnownPathWrongMethodIs405WithAllow) {
  auto response = router_.Handle(Make("GET", "/api/contact"));
  EXPECT_EQ(response.status, 405);
  ASSERT_EQ(response.extra_headers.size(), 1u);
  EXPECT_EQ(response.extra_headers[0], (Header{"Allow", "POST"}));
}

TEST_F(RouterTest, FallsBackToSiteWithDecodedPath) {
  auto response = router_.Handle(Make("GET", "/a%20b?q"));
  EXPECT_EQ(response.body, "site");
  EXPECT_EQ(fallback_path_, "/a b");
}

TEST_F(RouterTest, RejectsBadTargetsBeforeAnyHandler) {
  EXPECT_EQ(router_.Handle(Make("GET", "/../etc/passwd")).status, 400);
  EXPECT_EQ(router_.Handle(Make("POST", "/api/%2e%2e/contact")).status, 400);
  EXPECT_EQ(router_.Handle(Make("GET", "/" + std::string(3000, 'a'))).status, 414);
  EXPECT_TRUE(fallback_path_.empty());
}

TEST_F(RouterTest, TrailingSlashRedirectsKeepingQuery) {
  auto response = router_.Handle(Make("GET", "/services/?a=1&b=%20"));
  EXPECT_EQ(response.status, 308);
  ASSERT_EQ(response.extra_headers.size(), 1u);
  EXPECT_EQ(response.extra_headers[0], (Header{"Location", "/services?a=1&b=%20"}));
  EXPECT_EQ(router_.Handle(Make("GET", "/")).status, 200);
}

TEST_F(RouterTest, ALanguageHomeKeepsItsSlashAndItsBareFormRedirects) {
  EXPECT_EQ(router_.Handle(Make("GET", "/es/")).status, 200);
  EXPECT_EQ(fallback_path_, "/es");
  auto bare = router_.Handle(Make("GET", "/es?utm_source=x"));
  EXPECT_EQ(bare.status, 308);
  ASSERT_EQ(bare.extra_headers.size(), 1u);
  EXPECT_EQ(bare.extra_headers[0], (Header{"Location", "/es/?utm_source=x"}));
  // Below it, paths lose their trailing slash as everywhere else.
  auto below = router_.Handle(Make("GET", "/es/services/"));
  EXPECT_EQ(below.status, 308);
  EXPECT_EQ(below.extra_headers[0], (Header{"Location", "/es/services"}));
}

Response Echo(const std::string& tag, const PathParams& params) {
  std::string body = tag;
  for (const auto& [name, value] : params) body += " " + name + "=" + value;
  return PlainText(200, body);
}

class PatternRouterTest : public testing::Test {
 protected:
  PatternRouterTest()
      : router_(
            [](const Request&, const http::NormalizedPath&) { return PlainText(200, "site"); }) {
    router_.Add("GET", "/api/admin/leads/export.csv",
                [](const Request&, const http::NormalizedPath&) { return PlainText(200, "csv"); });
    router_.AddPattern("GET", "/api/admin/leads/{form}/{id}",
                       [](const Request&, const http::NormalizedPath&, const PathParams& p) {
                         return Echo("detail", p);
                       });
    router_.AddPattern("POST", "/api/admin/leads/{form}/{id}/status",
                       [](const Request&, const http::NormalizedPath&, const PathParams& p) {
                         return Echo("status", p);
                       });
    router_.AddPrefix("GET", "/admin", [](const Request&, const http::NormalizedPath& path) {
      return PlainText(200, "admin " + path.decoded);
    });
    router_.AddPrefix(
        std::string(kAnyMethod), "/api/admin",
        [](const Request&, const http::NormalizedPath&) { return PlainText(404, "admin api"); });
  }

  Router router_;
};

TEST_F(PatternRouterTest, PatternCapturesDecodedSegments) {
  auto response = router_.Handle(Make("GET", "/api/admin/leads/case-review/ab%20c?x=1"));
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, "detail form=case-review id=ab c");
  EXPECT_EQ(router_.Handle(Make("POST", "/api/admin/leads/a/b/status")).body, "status form=a id=b");
}

TEST_F(PatternRouterTest, EarlierExactRouteWinsAndSegmentCountMustMatch) {
  EXPECT_EQ(router_.Handle(Make("GET", "/api/admin/leads/export.csv")).body, "csv");
  EXPECT_EQ(router_.Handle(Make("GET", "/api/admin/leads/a")).body, "admin api");
  EXPECT_EQ(router_.Handle(Make("GET", "/api/admin/leads/a/b/c/d")).body, "admin api");
}

TEST_F(PatternRouterTest, AnyMethodRouteAnswersOnlyWhatNoSpecificRouteTakes) {
  // The status route exists for POST only; the any-method route takes the GET.
  auto response = router_.Handle(Make("GET", "/api/admin/leads/a/b/status"));
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(response.body, "admin api");
  EXPECT_EQ(router_.Handle(Make("DELETE", "/api/admin/nothing")).body, "admin api");
}

TEST_F(PatternRouterTest, PrefixMatchesItselfAndBelowButNotLongerNames) {
  EXPECT_EQ(router_.Handle(Make("GET", "/admin")).body, "admin /admin");
  EXPECT_EQ(router_.Handle(Make("GET", "/admin/leads/x")).body, "admin /admin/leads/x");
  EXPECT_EQ(router_.Handle(Make("GET", "/administrator")).body, "site");
  EXPECT_EQ(router_.Handle(Make("GET", "/")).body, "site");
}

TEST_F(PatternRouterTest, PrefixWithOtherMethodIs405) {
  auto response = router_.Handle(Make("POST", "/admin/leads"));
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(response.extra_headers.at(0), (Header{"Allow", "GET"}));
}

TEST_F(PatternRouterTest, EmptySegmentNeverMatchesAParameter) {
  // Duplicate slashes are refused before routing, so an empty {id} cannot arrive.
  EXPECT_EQ(router_.Handle(Make("GET", "/api/admin/leads/a//status")).status, 400);
}

}  // namespace
}  // namespace firm::http
