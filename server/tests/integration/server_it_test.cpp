// Starts the real firm-server binary on a free local port and talks to it over
// HTTP with libcurl. Every network call and every wait is bounded in time.
#include <gtest/gtest.h>

#include "test_server.hpp"

namespace firm::it {
namespace {

using namespace std::chrono_literals;

class ServerTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    root_ = new fs::path(MakeTempDir());
    WriteFixtureSite(*root_ / "site");
    server_ = StartServer(*root_).release();
  }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
    fs::remove_all(*root_);
    delete root_;
    curl_global_cleanup();
  }
  void SetUp() override { ASSERT_NE(server_, nullptr); }

  int port() const { return server_->port(); }

  static void ExpectSecurityHeaders(const HttpResult& r) {
    EXPECT_NE(r.Header("content-security-policy").find("default-src 'self'"), std::string::npos);
    EXPECT_NE(r.Header("content-security-policy").find("frame-ancestors 'none'"),
              std::string::npos);
    EXPECT_EQ(r.Header("x-content-type-options"), "nosniff");
    EXPECT_EQ(r.Header("referrer-policy"), "strict-origin-when-cross-origin");
    EXPECT_EQ(r.Header("x-frame-options"), "DENY");
    EXPECT_EQ(r.Header("cross-origin-opener-policy"), "same-origin");
    EXPECT_TRUE(r.HasHeader("permissions-policy"));
    EXPECT_FALSE(r.HasHeader("strict-transport-security"));
    EXPECT_TRUE(r.HasHeader("x-request-id"));
  }

  static fs::path* root_;
  static ServerProcess* server_;
};

fs::path* ServerTest::root_ = nullptr;
ServerProcess* ServerTest::server_ = nullptr;

TEST_F(ServerTest, HealthzIsJson) {
  auto r = Get(port(), "/healthz");
  ASSERT_EQ(r.code, CURLE_OK);
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, R"({"status":"ok"})");
  EXPECT_EQ(r.Header("content-type"), "application/json");
  EXPECT_EQ(r.Header("cache-control"), "no-store");
  ExpectSecurityHeaders(r);
  EXPECT_EQ(Fetch(port(), {"HEAD", "/healthz", {}, std::nullopt}).status, 200);
  EXPECT_EQ(Fetch(port(), {"POST", "/healthz", {}, std::string("x")}).status, 405);
}

TEST_F(ServerTest, HomePageHasSecurityHeadersAndHashedCsp) {
  auto r = Get(port(), "/");
  ASSERT_EQ(r.code, CURLE_OK);
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "<!doctype html><h1>Home</h1>");
  EXPECT_EQ(r.Header("content-type"), "text/html; charset=utf-8");
  EXPECT_EQ(r.Header("cache-control"), "no-cache");
  ExpectSecurityHeaders(r);
  std::string csp = r.Header("content-security-policy");
  auto script_src = csp.substr(csp.find("script-src"));
  script_src = script_src.substr(0, script_src.find(';'));
  EXPECT_EQ(script_src, "script-src 'self' '" + kScriptHash + "'");
  EXPECT_EQ(script_src.find("unsafe-inline"), std::string::npos);
  EXPECT_EQ(csp.find("'unsafe-eval'"), std::string::npos);
}

TEST_F(ServerTest, DirectoryIndexesAndIndexHtml) {
  EXPECT_EQ(Get(port(), "/services").body, "<!doctype html><h1>Services</h1>");
  EXPECT_EQ(Get(port(), "/index.html").body, "<!doctype html><h1>Home</h1>");
}

TEST_F(ServerTest, ContentNegotiationPicksBrGzipOrIdentity) {
  auto br = Get(port(), "/assets/app-abc123.js", {"Accept-Encoding: gzip, deflate, br"});
  EXPECT_EQ(br.status, 200);
  EXPECT_EQ(br.body, kAppJsBr);
  EXPECT_EQ(br.Header("content-encoding"), "br");
  EXPECT_EQ(br.Header("vary"), "Accept-Encoding");
  EXPECT_EQ(br.Header("content-type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(br.Header("content-length"), std::to_string(kAppJsBr.size()));

  auto gz = Get(port(), "/assets/app-abc123.js", {"Accept-Encoding: gzip;q=1, br;q=0"});
  EXPECT_EQ(gz.body, kAppJsGz);
  EXPECT_EQ(gz.Header("content-encoding"), "gzip");
  EXPECT_EQ(gz.Header("vary"), "Accept-Encoding");

  auto identity = Get(port(), "/assets/app-abc123.js", {"Accept-Encoding: identity"});
  EXPECT_EQ(identity.body, kAppJs);
  EXPECT_FALSE(identity.HasHeader("content-encoding"));
  EXPECT_EQ(identity.Header("vary"), "Accept-Encoding");

  EXPECT_NE(br.Header("etag"), gz.Header("etag"));
  EXPECT_NE(br.Header("etag"), identity.Header("etag"));
}

TEST_F(ServerTest, CacheControlImmutableForAssetsNoCacheForHtml) {
  EXPECT_EQ(Get(port(), "/assets/app-abc123.js").Header("cache-control"),
            "public, max-age=31536000, immutable");
  EXPECT_EQ(Get(port(), "/services").Header("cache-control"), "no-cache");
}

TEST_F(ServerTest, EtagRevalidationGives304) {
  auto first = Get(port(), "/assets/app-abc123.js", {"Accept-Encoding: br"});
  std::string etag = first.Header("etag");
  ASSERT_EQ(etag.front(), '"');
  auto second =
      Get(port(), "/assets/app-abc123.js", {"Accept-Encoding: br", "If-None-Match: " + etag});
  EXPECT_EQ(second.status, 304);
  EXPECT_TRUE(second.body.empty());
  EXPECT_EQ(second.Header("etag"), etag);
  EXPECT_EQ(second.Header("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(second.Header("vary"), "Accept-Encoding");
  ExpectSecurityHeaders(second);

  auto weak = Get(port(), "/assets/app-abc123.js",
                  {"Accept-Encoding: br", "If-None-Match: \"other\", W/" + etag});
  EXPECT_EQ(weak.status, 304);
  // The brotli tag must not validate the identity representation.
  auto mismatch = Get(port(), "/assets/app-abc123.js", {"If-None-Match: " + etag});
  EXPECT_EQ(mismatch.status, 200);
  EXPECT_EQ(mismatch.body, kAppJs);
}

TEST_F(ServerTest, HeadHasHeadersAndLengthButNoBody) {
  auto get = Get(port(), "/services");
  auto head = Fetch(port(), {"HEAD", "/services", {}, std::nullopt});
  ASSERT_EQ(head.code, CURLE_OK);
  EXPECT_EQ(head.status, 200);
  EXPECT_TRUE(head.body.empty());
  EXPECT_EQ(head.Header("content-length"), std::to_string(get.body.size()));
  EXPECT_EQ(head.Header("etag"), get.Header("etag"));
  EXPECT_EQ(head.Header("content-type"), "text/html; charset=utf-8");
  ExpectSecurityHeaders(head);
}

TEST_F(ServerTest, NotFoundPagesByPrefix) {
  auto services = Get(port(), "/services/nope");
  EXPECT_EQ(services.status, 404);
  EXPECT_EQ(services.body, "<!doctype html><h1>No such service</h1>");
  EXPECT_EQ(services.Header("content-type"), "text/html; charset=utf-8");
  EXPECT_EQ(services.Header("cache-control"), "no-cache");
  ExpectSecurityHeaders(services);

  auto general = Get(port(), "/elsewhere");
  EXPECT_EQ(general.status, 404);
  EXPECT_EQ(general.body, "<!doctype html><h1>General not found</h1>");

  auto asset = Get(port(), "/assets/missing-123.js");
  EXPECT_EQ(asset.status, 404);
  EXPECT_EQ(asset.Header("content-type"), "text/plain; charset=utf-8");
}

TEST_F(ServerTest, TrailingSlashRedirects) {
  auto r = Get(port(), "/services/?ref=nav");
  EXPECT_EQ(r.status, 308);
  EXPECT_EQ(r.Header("location"), "/services?ref=nav");
  ExpectSecurityHeaders(r);
}

TEST_F(ServerTest, TraversalNeverEscapesTheSite) {
  for (std::string target :
       {"/../etc/passwd", "/../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e/x", "/a/%2e%2e%2fb",
        "/a/%2e%2e%2f%2e%2e%2fsecret.txt", "/%5c..%5csecret.txt", "/..%5csecret.txt", "/%00",
        "/%252e%252e/secret.txt", "/assets/app-abc123.js.br", "/manifest.json", "/errors/404.html",
        "//secret.txt"}) {
    auto r = Get(port(), target);
    ASSERT_EQ(r.code, CURLE_OK) << target;
    EXPECT_TRUE(r.status == 400 || r.status == 404) << target << " -> " << r.status;
    EXPECT_EQ(r.body.find("TOP-SECRET"), std::string::npos) << target;
    EXPECT_EQ(r.body.find("BROTLI"), std::string::npos) << target;
    EXPECT_EQ(r.body.find("notFound"), std::string::npos) << target;
    ExpectSecurityHeaders(r);
  }
  EXPECT_EQ(Get(port(), "/../etc/passwd").status, 400);
  EXPECT_EQ(Get(port(), "/%2e%2e/x").status, 400);
  EXPECT_EQ(Get(port(), "/a/%2e%2e%2fb").status, 400);
}

TEST_F(ServerTest, LongPathIs414) {
  EXPECT_EQ(Get(port(), "/" + std::string(3000, 'a')).status, 414);
}

TEST_F(ServerTest, OtherMethodsOnSitePathsAre405) {
  auto post = Fetch(port(), {"POST", "/services", {}, std::string("a=1")});
  EXPECT_EQ(post.status, 405);
  EXPECT_EQ(post.Header("allow"), "GET, HEAD");
  ExpectSecurityHeaders(post);
  EXPECT_EQ(Fetch(port(), {"DELETE", "/", {}, std::nullopt}).status, 405);
}

TEST_F(ServerTest, OversizedRequestsAreCutOff) {
  // RESTinio closes the connection without a response when a limit is hit.
  auto body = Fetch(port(), {"POST", "/services", {}, std::string(200 * 1024, 'x')});
  EXPECT_TRUE(body.code != CURLE_OK || body.status == 413) << curl_easy_strerror(body.code);
  EXPECT_NE(body.status, 405);
  auto header = Get(port(), "/", {"X-Big: " + std::string(16 * 1024, 'h')});
  EXPECT_TRUE(header.code != CURLE_OK || header.status == 431) << header.status;
  auto url = Get(port(), "/?" + std::string(10 * 1024, 'q'));
  EXPECT_TRUE(url.code != CURLE_OK || url.status == 414) << url.status;
  // The server is still healthy afterwards.
  EXPECT_EQ(Get(port(), "/healthz").status, 200);
}

TEST_F(ServerTest, RequestIdIsEchoedOrGenerated) {
  EXPECT_EQ(Get(port(), "/", {"X-Request-Id: trace.abc-123_X"}).Header("x-request-id"),
            "trace.abc-123_X");
  auto generated = Get(port(), "/", {"X-Request-Id: bad id <script>"}).Header("x-request-id");
  EXPECT_EQ(generated.size(), 16u);
  EXPECT_EQ(generated.find_first_not_of("0123456789abcdef"), std::string::npos);
  auto none = Get(port(), "/").Header("x-request-id");
  EXPECT_EQ(none.size(), 16u);
  EXPECT_NE(none, generated);
}

TEST_F(ServerTest, AccessLogHasOneLineWithoutQuery) {
  auto r = Get(port(), "/services?email=private%40example.com",
               {"X-Request-Id: logtest-1", "Cookie: session=SECRETCOOKIE"});
  ASSERT_EQ(r.status, 200);
  std::string log = server_->Stdout();
  auto pos = log.find("rid=logtest-1 ");
  ASSERT_NE(pos, std::string::npos) << log;
  std::string line = log.substr(pos, log.find('\n', pos) - pos);
  EXPECT_NE(line.find("rid=logtest-1 GET /services 200 " + std::to_string(r.body.size()) + "B "),
            std::string::npos)
      << line;
  EXPECT_EQ(log.find("private"), std::string::npos);
  EXPECT_EQ(log.find("SECRETCOOKIE"), std::string::npos);
  EXPECT_EQ(log.find("127.0.0.1"), std::string::npos);
  // Exactly one line for this request, timestamp first.
  EXPECT_EQ(log.find("rid=logtest-1 ", pos + 1), std::string::npos);
  auto line_start = log.rfind('\n', pos);
  line_start = line_start == std::string::npos ? 0 : line_start + 1;
  EXPECT_EQ(log.substr(line_start, 2), "20");
}

TEST_F(ServerTest, StartupMessageGoesToStderr) {
  EXPECT_NE(server_->Stderr().find("listening on 127.0.0.1:" + std::to_string(port())),
            std::string::npos);
  EXPECT_EQ(server_->Stdout().find("listening"), std::string::npos);
}

class ProcessTest : public testing::Test {
 protected:
  void SetUp() override {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    root_ = MakeTempDir();
    WriteFixtureSite(root_ / "site");
  }
  void TearDown() override {
    fs::remove_all(root_);
    curl_global_cleanup();
  }
  fs::path root_;
};

TEST_F(ProcessTest, SigtermStopsGracefullyWithExitZero) {
  auto server = StartServer(root_);
  ASSERT_NE(server, nullptr);
  EXPECT_EQ(Get(server->port(), "/").status, 200);
  auto started = std::chrono::steady_clock::now();
  EXPECT_EQ(server->Terminate(SIGTERM), 0);
  EXPECT_LT(std::chrono::steady_clock::now() - started, 3s);
  EXPECT_NE(Get(server->port(), "/healthz").code, CURLE_OK);
}

TEST_F(ProcessTest, SigtermLetsInFlightResponsesFinish) {
  // Large enough to outlast the socket buffers at the throttled read rate (~2 s).
  const std::string big(16 * 1024 * 1024, 'b');
  WriteFile(root_ / "site/public/big.bin", big);
  auto server = StartServer(root_);
  ASSERT_NE(server, nullptr);
  HttpResult download;
  std::thread client([&] {
    RequestSpec spec;
    spec.target = "/big.bin";
    spec.max_recv_bytes_per_second = 8 * 1024 * 1024;
    download = Fetch(server->port(), spec);
  });
  std::this_thread::sleep_for(300ms);
  auto code = server->Terminate(SIGTERM);
  client.join();
  EXPECT_EQ(code, 0);
  EXPECT_EQ(download.code, CURLE_OK) << curl_easy_strerror(download.code);
  EXPECT_EQ(download.status, 200);
  EXPECT_EQ(download.body.size(), big.size());
}

TEST_F(ProcessTest, SigintStopsWithExitZero) {
  auto server = StartServer(root_);
  ASSERT_NE(server, nullptr);
  EXPECT_EQ(server->Terminate(SIGINT), 0);
}

TEST_F(ProcessTest, HstsHeaderWhenEnabled) {
  auto server = StartServer(root_, {{"HSTS", "1"}, {"SITE_ORIGIN", "https://example.com"}});
  ASSERT_NE(server, nullptr);
  for (const std::string target : {"/", "/nope", "/healthz", "/%2e%2e/x"}) {
    EXPECT_EQ(Get(server->port(), target).Header("strict-transport-security"),
              "max-age=63072000; includeSubDomains")
        << target;
  }
}

TEST_F(ProcessTest, BadEnvironmentExitsWithCode2AndAllMessages) {
  pid_t pid = ServerProcess::Spawn({{"PORT", "abc"},
                                    {"THREADS", "0"},
                                    {"HSTS", "yes"},
                                    {"SITE_DIR", (root_ / "missing").string()},
                                    {"DATA_DIR", (root_ / "data").string()}},
                                   {}, root_ / "out.log", root_ / "err.log");
  EXPECT_EQ(ServerProcess::WaitForExit(pid, 5s), 2);
  std::string err = ReadAll(root_ / "err.log");
  EXPECT_NE(err.find("configuration error: PORT must be an integer from 1 to 65535 (got 'abc')"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("configuration error: THREADS"), std::string::npos) << err;
  EXPECT_NE(err.find("configuration error: HSTS"), std::string::npos) << err;
  EXPECT_NE(err.find("configuration error: SITE_DIR"), std::string::npos) << err;
}

TEST_F(ProcessTest, UnknownSubcommandExitsWithCode2) {
  pid_t pid = ServerProcess::Spawn({}, {"bogus"}, root_ / "out.log", root_ / "err.log");
  EXPECT_EQ(ServerProcess::WaitForExit(pid, 5s), 2);
  EXPECT_NE(ReadAll(root_ / "err.log").find("usage"), std::string::npos);
}

}  // namespace
}  // namespace firm::it
