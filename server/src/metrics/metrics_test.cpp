#include "metrics/metrics.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <thread>

#include "http/router.hpp"
#include "metrics/metrics_endpoint.hpp"
#include "prometheus_text.hpp"

namespace firm::metrics {
namespace {

using namespace std::chrono_literals;
using testing_support::ParseExposition;

const RouteClassifier kClassifier({"/api/case-reviews", "/api/harassment-questionnaires"});

std::string Classify(std::string_view method, std::string_view target) {
  return std::string(RouteClassLabel(kClassifier.Classify(method, target)));
}

TEST(RouteClassifierTest, SortsRequestsIntoAFewFixedClasses) {
  EXPECT_EQ(Classify("GET", "/"), "static_page");
  EXPECT_EQ(Classify("GET", "/services/wrongful-termination"), "static_page");
  EXPECT_EQ(Classify("HEAD", "/es/faq?x=1"), "static_page");
  EXPECT_EQ(Classify("GET", "/about.html"), "static_page");
  EXPECT_EQ(Classify("GET", "/assets/app-abc123.js"), "asset");
  EXPECT_EQ(Classify("GET", "/favicon.ico"), "asset");
  EXPECT_EQ(Classify("GET", "/robots.txt"), "asset");
  EXPECT_EQ(Classify("POST", "/api/case-reviews"), "intake_api");
  EXPECT_EQ(Classify("GET", "/api/case-reviews"), "intake_api");
  EXPECT_EQ(Classify("POST", "/api/harassment-questionnaires?lang=es"), "intake_api");
  EXPECT_EQ(Classify("POST", "/api/admin/login"), "admin_api");
  EXPECT_EQ(Classify("GET", "/api/admin/leads/case_review/abc"), "admin_api");
  EXPECT_EQ(Classify("GET", "/api/admin"), "admin_api");
  EXPECT_EQ(Classify("GET", "/admin"), "admin_page");
  EXPECT_EQ(Classify("GET", "/admin/leads/x"), "admin_page");
  EXPECT_EQ(Classify("GET", "/healthz"), "health");
  EXPECT_EQ(Classify("HEAD", "/healthz"), "health");
  EXPECT_EQ(Classify("GET", "/metrics"), "metrics");
  EXPECT_EQ(Classify("GET", "/api/tracking-config"), "other");
  EXPECT_EQ(Classify("POST", "/api/nothing-here"), "other");
  EXPECT_EQ(Classify("POST", "/services"), "other");
  EXPECT_EQ(Classify("DELETE", "/"), "other");
}

TEST(RouteClassifierTest, PrefixesMatchWholeSegmentsOnly) {
  EXPECT_EQ(Classify("GET", "/administrator"), "static_page");
  EXPECT_EQ(Classify("GET", "/api/administrator"), "other");
  EXPECT_EQ(Classify("POST", "/api/case-reviews/extra"), "other");
  EXPECT_EQ(Classify("GET", "/healthz/x"), "static_page");
  EXPECT_EQ(Classify("GET", "/apinotes"), "static_page");
}

TEST(RouteClassifierTest, HostileTargetsStillGetAFixedLabel) {
  const std::set<std::string> allowed = {"static_page", "asset",  "intake_api", "admin_api",
                                         "admin_page",  "health", "metrics",    "other"};
  for (const std::string& target : std::vector<std::string>{
           "", "*", "http://evil.example/x", "/%2e%2e/etc/passwd", "/a\"b{c}=d", "/\n/x",
           "/jane.doe@example.com", "/api/%61dmin/login", std::string(5000, '/')}) {
    for (std::string_view method : {"GET", "POST", "BREW"}) {
      EXPECT_TRUE(allowed.contains(Classify(method, target))) << method << " " << target;
    }
  }
}

TEST(MetricsTest, CountsRequestsByRouteAndCodeWithLatencyHistograms) {
  Metrics metrics;
  metrics.ObserveRequest(RouteClass::kStaticPage, 200, 300us);
  metrics.ObserveRequest(RouteClass::kStaticPage, 200, 2ms);
  metrics.ObserveRequest(RouteClass::kStaticPage, 404, 100us);
  metrics.ObserveRequest(RouteClass::kIntakeApi, 201, 40ms);
  auto text = ParseExposition(metrics.Render());
  ASSERT_TRUE(text.bad_lines.empty()) << text.bad_lines.front();
  EXPECT_EQ(text.types["firm_http_requests_total"], "counter");
  EXPECT_EQ(text.One("firm_http_requests_total", {{"route", "static_page"}, {"code", "200"}}), 2);
  EXPECT_EQ(text.One("firm_http_requests_total", {{"route", "static_page"}, {"code", "404"}}), 1);
  EXPECT_EQ(text.One("firm_http_requests_total", {{"route", "intake_api"}, {"code", "201"}}), 1);
  // Only the combinations seen are exported.
  EXPECT_EQ(text.Sum("firm_http_requests_total"), 4);

  EXPECT_EQ(text.types["firm_http_request_duration_seconds"], "histogram");
  const std::map<std::string, std::string> page = {{"route", "static_page"}};
  EXPECT_EQ(text.One("firm_http_request_duration_seconds_count", page), 3);
  EXPECT_NEAR(*text.One("firm_http_request_duration_seconds_sum", page), 0.0024, 1e-9);
  auto bucket = [&](const std::string& le) {
    return text.One("firm_http_request_duration_seconds_bucket",
                    {{"route", "static_page"}, {"le", le}});
  };
  EXPECT_EQ(bucket("0.0005"), 2);  // cumulative: 100us and 300us
  EXPECT_EQ(bucket("0.0025"), 3);
  EXPECT_EQ(bucket("+Inf"), 3);
  // Every route class has its histogram from the start, even with no request.
  EXPECT_EQ(text.One("firm_http_request_duration_seconds_count", {{"route", "admin_api"}}), 0);
}

TEST(MetricsTest, FormCountersAreMadeOnceAndCountByReason) {
  Metrics metrics;
  const FormCounters& first = metrics.Form("case-review");
  EXPECT_EQ(&first, &metrics.Form("case-review"));
  first.Stored();
  first.Refused(IntakeRefusal::kValidation);
  first.Refused(IntakeRefusal::kValidation);
  first.Refused(IntakeRefusal::kBot);
  metrics.Form("harassment-questionnaire").Refused(IntakeRefusal::kRateLimited);
  auto text = ParseExposition(metrics.Render());
  EXPECT_EQ(text.One("firm_intake_leads_stored_total", {{"form", "case-review"}}), 1);
  EXPECT_EQ(
      text.One("firm_intake_refusals_total", {{"form", "case-review"}, {"reason", "validation"}}),
      2);
  EXPECT_EQ(text.One("firm_intake_refusals_total", {{"form", "case-review"}, {"reason", "bot"}}),
            1);
  EXPECT_EQ(text.One("firm_intake_refusals_total",
                     {{"form", "harassment-questionnaire"}, {"reason", "rate_limited"}}),
            1);
  // Every reason of every form is there at zero, so rate() works from the start.
  EXPECT_EQ(text.One("firm_intake_refusals_total",
                     {{"form", "case-review"}, {"reason", "storage_unavailable"}}),
            0);
  EXPECT_EQ(text.Sum("firm_intake_refusals_total", {{"form", "case-review"}}), 3);
}

TEST(MetricsTest, SignInsDatabaseErrorsAndDeliveryAttempts) {
  Metrics metrics;
  metrics.CountSignIn(SignInOutcome::kFailure);
  metrics.CountSignIn(SignInOutcome::kFailure);
  metrics.CountSignIn(SignInOutcome::kLockedOut);
  metrics.CountDatabaseError("postgres");
  metrics.CountDeliveryAttempt("webhook", "delivered");
  metrics.CountDeliveryAttempt("webhook", "retry");
  metrics.CountDeliveryAttempt("webhook", "retry");
  auto text = ParseExposition(metrics.Render());
  EXPECT_EQ(text.One("firm_admin_sign_ins_total", {{"outcome", "failure"}}), 2);
  EXPECT_EQ(text.One("firm_admin_sign_ins_total", {{"outcome", "locked_out"}}), 1);
  EXPECT_EQ(text.One("firm_admin_sign_ins_total", {{"outcome", "success"}}), 0);
  EXPECT_EQ(text.One("firm_database_errors_total", {{"engine", "postgres"}}), 1);
  EXPECT_EQ(text.One("firm_database_errors_total", {{"engine", "sqlite"}}), 0);
  EXPECT_EQ(text.One("firm_outbox_attempts_total", {{"channel", "webhook"}, {"outcome", "retry"}}),
            2);
}

TEST(MetricsTest, TextsHeldBackAreCountedByCapBothShownFromTheStart) {
  Metrics metrics;
  metrics.CountTextHeldBack(TextCap::kAutoAnswers);
  auto text = ParseExposition(metrics.Render());
  EXPECT_EQ(text.One("firm_sms_held_back_total", {{"cap", "auto_answers"}}), 1);
  EXPECT_EQ(text.One("firm_sms_held_back_total", {{"cap", "new_leads"}}), 0);
}

TEST(MetricsTest, RenderIsWellFormedTextExposition) {
  Metrics metrics;
  metrics.ObserveRequest(RouteClass::kAsset, 304, 50us);
  metrics.Form("case-review").Refused(IntakeRefusal::kTooLarge);
  metrics.AddScrapeHook([] {
    auto family = GaugeFamily("firm_test_gauge", "A gauge from a hook.");
    AddGauge(family, {{"state", "dead"}}, 3);
    return std::vector<prometheus::MetricFamily>{family};
  });
  const std::string rendered = metrics.Render();
  auto text = ParseExposition(rendered);
  ASSERT_TRUE(text.bad_lines.empty()) << text.bad_lines.front();
  EXPECT_EQ(text.One("firm_test_gauge", {{"state", "dead"}}), 3);
  EXPECT_EQ(text.types["firm_test_gauge"], "gauge");
  // HELP and TYPE for every family, each family's samples after its TYPE line.
  for (const auto& sample : text.samples) {
    std::string family = std::regex_replace(sample.name, std::regex("_(bucket|sum|count)$"), "");
    EXPECT_TRUE(text.types.contains(sample.name) || text.types.contains(family)) << sample.name;
    EXPECT_TRUE(text.help.contains(sample.name) || text.help.contains(family)) << sample.name;
  }
  EXPECT_TRUE(rendered.ends_with("\n"));
  // Label names come from a fixed set: no path, address or form text ever.
  std::set<std::string> label_names;
  for (const auto& sample : text.samples) {
    for (const auto& [name, value] : sample.labels) label_names.insert(name);
  }
  EXPECT_EQ(label_names, (std::set<std::string>{"cap", "code", "engine", "form", "le", "outcome",
                                                "reason", "route", "state"}));
}

TEST(MetricsTest, ConcurrentCountingLosesNothing) {
  Metrics metrics;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&metrics] {
      for (int i = 0; i < 2000; ++i) metrics.ObserveRequest(RouteClass::kHealth, 200, 10us);
    });
  }
  for (auto& thread : threads) thread.join();
  auto text = ParseExposition(metrics.Render());
  EXPECT_EQ(text.One("firm_http_requests_total", {{"route", "health"}, {"code", "200"}}), 8000);
  EXPECT_EQ(text.One("firm_http_request_duration_seconds_count", {{"route", "health"}}), 8000);
}

TEST(BearerTokenTest, MatchesOnlyTheExactTokenAfterBearer) {
  const std::string token(40, 'k');
  EXPECT_TRUE(BearerTokenMatches("Bearer " + token, token));
  EXPECT_TRUE(BearerTokenMatches("bearer " + token, token));
  EXPECT_TRUE(BearerTokenMatches("Bearer   " + token + " ", token));
  EXPECT_FALSE(BearerTokenMatches(std::nullopt, token));
  EXPECT_FALSE(BearerTokenMatches("", token));
  EXPECT_FALSE(BearerTokenMatches(token, token));
  EXPECT_FALSE(BearerTokenMatches("Basic " + token, token));
  EXPECT_FALSE(BearerTokenMatches("Bearer " + token.substr(1), token));
  EXPECT_FALSE(BearerTokenMatches("Bearer " + token + "k", token));
  EXPECT_FALSE(BearerTokenMatches("Bearer", token));
  EXPECT_FALSE(BearerTokenMatches("Bearer ", ""));
}

http::Request Make(std::string_view method, std::string_view target,
                   std::optional<std::string_view> authorization = std::nullopt) {
  http::Request request;
  request.method = method;
  request.target = target;
  request.SetHeader("Authorization", authorization);
  return request;
}

TEST(MetricsEndpointTest, PublicEndpointLooksAbsentWithoutTheToken) {
  Metrics metrics;
  const std::string token(32, 't');
  const std::string good = "Bearer " + token;
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "site not found");
  });
  RegisterPublicEndpoint(router, metrics, token,
                         [](const http::Request&, const http::NormalizedPath&) {
                           return http::PlainText(404, "site not found");
                         });
  for (auto method : {"GET", "HEAD", "POST", "DELETE"}) {
    auto response = router.Handle(Make(method, "/metrics"));
    EXPECT_EQ(response.status, 404) << method;
    EXPECT_EQ(response.body, "site not found");
    EXPECT_TRUE(response.extra_headers.empty());  // no Allow, no WWW-Authenticate
    EXPECT_EQ(router.Handle(Make(method, "/metrics", "Bearer wrong")).status, 404);
  }
  EXPECT_EQ(router.Handle(Make("POST", "/metrics", good)).status, 404);
  auto ok = router.Handle(Make("GET", "/metrics?x", good));
  EXPECT_EQ(ok.status, 200);
  ASSERT_NE(ok.fixed_headers, nullptr);
  EXPECT_EQ(ok.fixed_headers->at(0), (http::Header{"Content-Type", std::string(kContentType)}));
  EXPECT_NE(ok.body.find("# TYPE firm_http_request_duration_seconds histogram"), std::string::npos);
}

TEST(MetricsEndpointTest, ListenerServesMetricsAndNothingElse) {
  Metrics metrics;
  auto open = MakeListenerRouter(metrics, std::nullopt);
  EXPECT_EQ(open.Handle(Make("GET", "/metrics")).status, 200);
  EXPECT_EQ(open.Handle(Make("HEAD", "/metrics")).status, 200);
  EXPECT_EQ(open.Handle(Make("GET", "/")).status, 404);
  EXPECT_EQ(open.Handle(Make("GET", "/healthz")).status, 404);
  EXPECT_EQ(open.Handle(Make("POST", "/metrics")).status, 405);

  const std::string token(32, 'z');
  auto guarded = MakeListenerRouter(metrics, token);
  auto refused = guarded.Handle(Make("GET", "/metrics"));
  EXPECT_EQ(refused.status, 401);
  EXPECT_EQ(refused.extra_headers.at(0), (http::Header{"WWW-Authenticate", "Bearer"}));
  EXPECT_EQ(guarded.Handle(Make("GET", "/metrics", "Bearer nope")).status, 401);
  EXPECT_EQ(guarded.Handle(Make("GET", "/metrics", "Bearer " + token)).status, 200);
}

}  // namespace
}  // namespace firm::metrics
