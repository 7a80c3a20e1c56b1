// Shared by the integration tests: a real firm-server child process on a free
// local port, a libcurl client, and a small fixture site. Every network call and
// every wait is bounded in time.
#pragma once

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
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "leads/lead_id.hpp"

namespace firm::it {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

inline constexpr long kCurlTimeoutMs = 5000;
inline constexpr auto kStartTimeout = 10s;
inline constexpr auto kStopTimeout = 5s;
inline const std::string kScriptHash = "sha256-dGVzdGhhc2hmb3JpbmxpbmVzY3JpcHQxMjM0NTY3OA==";

// A fresh random UUID v4 (submission ids, lead ids).
inline std::string RandomUuid() { return leads::NewLeadId(); }

// Polls `condition` every 20 ms until it holds or `timeout` passes; the last check's answer.
inline bool WaitUntil(const std::function<bool()>& condition, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (condition()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return condition();
}

inline std::string ReadAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

inline void WriteFile(const fs::path& path, const std::string& content) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << content;
}

inline fs::path MakeTempDir() {
  std::string pattern = (fs::temp_directory_path() / "firm-it-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
  return pattern;
}

inline int FindFreePort() {
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
inline const std::string kAppJs = "console.log('identity');\n";
inline const std::string kAppJsBr =
    std::string("\x0b\x02\x80", 3) + "BROTLI-BYTES" + std::string(1, '\0');
inline const std::string kAppJsGz = std::string("\x1f\x8b\x08\x00", 4) + "GZIP-BYTES";

inline void WriteFixtureSite(const fs::path& site) {
  WriteFile(site / "manifest.json", R"({
    "firmName": "Test Workers Law, APC", "firmPhone": "(310) 555-0199",
    "firmEmail": "help@firm.example",
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

inline size_t OnBody(char* data, size_t size, size_t count, void* user) {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

inline size_t OnHeader(char* data, size_t size, size_t count, void* user) {
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
  long timeout_ms = kCurlTimeoutMs;
};

inline HttpResult Fetch(int port, const RequestSpec& spec) {
  HttpResult result;
  CURL* curl = curl_easy_init();
  std::string url = "http://127.0.0.1:" + std::to_string(port) + spec.target;
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  // Send "/../x" as written instead of letting curl resolve it.
  curl_easy_setopt(curl, CURLOPT_PATH_AS_IS, 1L);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, spec.timeout_ms);
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

inline HttpResult Get(int port, const std::string& target, std::vector<std::string> headers = {}) {
  return Fetch(port, RequestSpec{"GET", target, std::move(headers), std::nullopt});
}

// Sanitized builds (scripts/test): a child server gets the tests' sanitizer options, so it
// writes its reports where they do and a report from a server whose test passed still fails
// the step.
inline void AppendSanitizerOptions(const std::map<std::string, std::string>& env,
                                   std::vector<std::string>& env_strings) {
  for (const char* name : {"ASAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"}) {
    const char* value = std::getenv(name);
    if (value && !env.contains(name)) env_strings.push_back(std::string(name) + "=" + value);
  }
}

// A running firm-server child process with stdout/stderr captured to files.
class ServerProcess {
 public:
  ~ServerProcess() { Kill(); }

  // Returns false if the process exited before becoming healthy.
  bool Start(const std::map<std::string, std::string>& env, const fs::path& log_dir, int port) {
    port_ = port;
    // What RunServer prints once the public port is open (GCC 12's -Wrestrict
    // misfires on "a" + b + "c" here, so it is appended).
    auto host = env.find("HOST");
    listening_line_ = "listening on ";
    listening_line_.append(host == env.end() ? "0.0.0.0" : host->second);
    listening_line_.append(":").append(std::to_string(port)).append("\n");
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
      // Healthy only once this process says it listens on the port: between the
      // probe and the bind another test's server may have taken it, and its
      // /healthz would answer for ours (seen under ASan with ctest -j2).
      if (SaysItListens()) {
        auto health = Get(port_, "/healthz");
        if (health.code == CURLE_OK && health.status == 200) return true;
      }
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
    AppendSanitizerOptions(env, env_strings);
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
  bool SaysItListens() const { return Stderr().find(listening_line_) != std::string::npos; }
  pid_t pid() const { return pid_; }
  // The caller reaped the process itself (WaitForExit); nothing left to kill.
  void Forget() { pid_ = -1; }
  std::string Stdout() const { return ReadAll(stdout_path_); }
  std::string Stderr() const { return ReadAll(stderr_path_); }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string listening_line_;
  fs::path stdout_path_;
  fs::path stderr_path_;
};

// Starts a server on a fresh free port, retrying when another process grabbed
// the port between our probe and the server's bind.
inline std::unique_ptr<ServerProcess> StartServer(
    const fs::path& root, std::map<std::string, std::string> extra_env = {}) {
  for (int attempt = 0; attempt < 5; ++attempt) {
    auto server = std::make_unique<ServerProcess>();
    int port = FindFreePort();
    std::map<std::string, std::string> env = {{"PORT", std::to_string(port)},
                                              {"HOST", "127.0.0.1"},
                                              {"SITE_DIR", (root / "site").string()},
                                              {"DATA_DIR", (root / "data").string()},
                                              {"THREADS", "2"},
                                              {"FORMS_DIR", FIRM_FORMS_DIR},
                                              {"INTAKE_RATE_LIMIT", "off"}};
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

}  // namespace firm::it
