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
      : router_([this](const Request&, const site::NormalizedPath& path) {
          fallback_path_ = path.decoded;
          return PlainText(200, "site");
        }) {
    router_.Add("POST", "/api/contact", [](const Request& r, const site::NormalizedPath&) {
      return PlainText(201, r.body);
    });
    router_.Add("GET", "/healthz",
                [](const Request&, const site::NormalizedPath&) { return HealthResponse(); });
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

}  // namespace
}  // namespace firm::http
