// Starts the real firm-server binary on a free local port and talks to it over
// HTTP with libcurl. Every network call and every wait is bounded in time.
#include <arpa/inet.h>
#include <curl/curl.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace firm::it {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

constexpr long kCurlTimeoutMs = 5000;
constexpr auto kStartTimeout = 10s;
constexpr auto kStopTimeout = 5s;
const std::string kScriptHash = "sha256-dGVzdGhhc2hmb3JpbmxpbmVzY3JpcHQxMjM0NTY3OA==";

std::string ReadAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void WriteFile(const fs::path& path, const std::string& content) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << content;
}

fs::path MakeTempDir() {
  std::string pattern = (fs::temp_directory_path() / "firm-it-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
  return pattern;
}

int FindFreePort() {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  socklen_t len = sizeof addr;
  if (bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
    close(fd);
    throw std::runtime_error("cannot find a free port");
  }
  close(fd);
  return ntohs(addr.sin_port);
}

// Fake compressed bytes are enough: the server must return them byte-exact.
const std::string kAppJs = "console.log('identity');\n";
const std::string kAppJsBr = std::string("\x0b\x02\x80", 3) + "BROTLI-BYTES" + std::string(1, '\0');
const std::string kAppJsGz = std::string("\x1f\x8b\x08\x00", 4) + "GZIP-BYTES";

void WriteFixtureSite(const fs::path& site) {
  WriteFile(site / "manifest.json", R"({
    "notFound": [{"prefix": "/services/", "file": "errors/services.html"},
                 {"prefix": "/", "file": "errors/404.html"}],
    "immutablePrefixes": ["/assets/"],
    "scriptHashes": {"public/index.html": [")" +
                                        kScriptHash + R"("]}
  })");
  WriteFile(site / "public/index.html", "<!doctype html><h1>Home</h1>");
  WriteFile(site / "public/services/index.html", "<!doctype html><h1>Services</h1>");
  WriteFile(site / "public/assets/app-abc123.js", kAppJs);
  WriteFile(site / "public/assets/app-abc123.js.br", kAppJsBr);
  WriteFile(site / "public/assets/app-abc123.js.gz", kAppJsGz);
  WriteFile(site / "errors/404.html", "<!doctype html><h1>General not found</h1>");
  WriteFile(site / "errors/services.html", "<!doctype html><h1>No such service</h1>");
  // A secret next to the site: traversal must never reach it.
  WriteFile(site.parent_path() / "secret.txt", "TOP-SECRET");
}

struct HttpResult {
  CURLcode code = CURLE_OK;
  long status = 0;
  std::multimap<std::string, std::string> headers;  // lower-case names
  std::string body;

  std::string Header(const std::string& name) const {
    auto it = headers.find(name);
    return it == headers.end() ? "<missing>" : it->second;
  }
  bool HasHeader(const std::string& name) const { return headers.count(name) > 0; }
};

size_t OnBody(char* data, size_t size, size_t count, void* user) {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

size_t OnHeader(char* data, size_t size, size_t count, void* user) {
  std::string line(data, size * count);
  auto colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = line.substr(0, colon);
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string value = line.substr(colon + 1);
    value.erase(0, value.find_first_not_of(" \t"));
    value.erase(value.find_last_not_of(" \t\r\n") + 1);
    static_cast<HttpResult*>(user)->headers.emplace(name, value);
  }
  return size * count;
}

struct RequestSpec {
  std::string method = "GET";
  std::string target = "/";
  std::vector<std::string> headers;
  std::optional<std::string> body;
  curl_off_t max_recv_bytes_per_second = 0;  // 0 = unlimited
};

HttpResult Fetch(int port, const RequestSpec& spec) {
  HttpResult result;
  CURL* curl = curl_easy_init();
  std::string url = "http://127.0.0.1:" + std::to_string(port) + spec.target;
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  // Send "/../x" as written instead of letting curl resolve it.
  curl_easy_setopt(curl, CURLOPT_PATH_AS_IS, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, kCurlTimeoutMs);
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, kCurlTimeoutMs);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, OnBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &result.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, OnHeader);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &result);
  if (spec.method == "HEAD") {
    curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
  } else if (spec.method != "GET") {
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, spec.method.c_str());
  }
  if (spec.body) {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, spec.body->data());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(spec.body->size()));
  }
  if (spec.max_recv_bytes_per_second > 0) {
    curl_easy_setopt(curl, CURLOPT_MAX_RECV_SPEED_LARGE, spec.max_recv_bytes_per_second);
  }
  curl_slist* list = nullptr;
  for (const auto& h : spec.headers) list = curl_slist_append(list, h.c_str());
  if (list) curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  result.code = curl_easy_perform(curl);
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result.status);
  curl_slist_free_all(list);
  curl_easy_cleanup(curl);
  return result;
}

HttpResult Get(int port, const std::string& target, std::vector<std::string> headers = {}) {
  return Fetch(port, RequestSpec{"GET", target, std::move(headers), std::nullopt});
}

// A running firm-server child process with stdout/stderr captured to files.
class ServerProcess {
 public:
  ~ServerProcess() { Kill(); }

  // Returns false if the process exited before becoming healthy.
  bool Start(const std::map<std::string, std::string>& env, const fs::path& log_dir, int port) {
    port_ = port;
    stdout_path_ = log_dir / "stdout.log";
    stderr_path_ = log_dir / "stderr.log";
    pid_ = Spawn(env, {}, stdout_path_, stderr_path_);
    auto deadline = std::chrono::steady_clock::now() + kStartTimeout;
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return false;
      }
      auto health = Get(port_, "/healthz");
      if (health.code == CURLE_OK && health.status == 200) return true;
      std::this_thread::sleep_for(20ms);
    }
    Kill();
    return false;
  }

  static pid_t Spawn(const std::map<std::string, std::string>& env,
                     const std::vector<std::string>& args, const fs::path& out,
                     const fs::path& err) {
    std::vector<std::string> env_strings;
    for (const auto& [k, v] : env) env_strings.push_back(k + "=" + v);
    pid_t pid = fork();
    if (pid == 0) {
      int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(out_fd, STDOUT_FILENO);
      dup2(err_fd, STDERR_FILENO);
      std::vector<char*> argv = {const_cast<char*>(FIRM_SERVER_BINARY)};
      for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
      argv.push_back(nullptr);
      std::vector<char*> envp;
      for (auto& s : env_strings) envp.push_back(s.data());
      envp.push_back(nullptr);
      execve(FIRM_SERVER_BINARY, argv.data(), envp.data());
      _exit(127);
    }
    return pid;
  }

  // Waits for exit; returns the exit status, or nullopt on timeout / signal death.
  static std::optional<int> WaitForExit(pid_t pid, std::chrono::milliseconds timeout) {
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
      int status = 0;
      if (waitpid(pid, &status, WNOHANG) == pid) {
        if (WIFEXITED(status)) return WEXITSTATUS(status);
        return std::nullopt;
      }
      std::this_thread::sleep_for(10ms);
    }
    return std::nullopt;
  }

  std::optional<int> Terminate(int signal_number) {
    if (pid_ <= 0) return std::nullopt;
    kill(pid_, signal_number);
    auto code =
        WaitForExit(pid_, std::chrono::duration_cast<std::chrono::milliseconds>(kStopTimeout));
    if (code) pid_ = -1;
    return code;
  }

  void Kill() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }

  int port() const { return port_; }
  std::string Stdout() const { return ReadAll(stdout_path_); }
  std::string Stderr() const { return ReadAll(stderr_path_); }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  fs::path stdout_path_;
  fs::path stderr_path_;
};

// Starts a server on a fresh free port, retrying when another process grabbed
// the port between our probe and the server's bind.
std::unique_ptr<ServerProcess> StartServer(const fs::path& root,
                                           std::map<std::string, std::string> extra_env = {}) {
  for (int attempt = 0; attempt < 5; ++attempt) {
    auto server = std::make_unique<ServerProcess>();
    int port = FindFreePort();
    std::map<std::string, std::string> env = {{"PORT", std::to_string(port)},
                                              {"HOST", "127.0.0.1"},
                                              {"SITE_DIR", (root / "site").string()},
                                              {"DATA_DIR", (root / "data").string()},
                                              {"THREADS", "2"}};
    for (const auto& [k, v] : extra_env) env[k] = v;
    if (server->Start(env, root, port)) return server;
    if (server->Stderr().find("cannot listen") == std::string::npos) {
      ADD_FAILURE() << "server failed to start:\n" << server->Stderr();
      return nullptr;
    }
  }
  ADD_FAILURE() << "no free port after 5 attempts";
  return nullptr;
}

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
