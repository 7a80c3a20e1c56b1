#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "http/client_address.hpp"
#include "http/request_parser.hpp"
#include "http/router.hpp"
#include "http/security_headers.hpp"

namespace firm::http {

// Told about every answered request (for metrics); must be cheap and thread-safe.
using RequestObserver = std::function<void(std::string_view method, std::string_view target,
                                           int status, std::chrono::nanoseconds duration)>;

struct ServerOptions {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  // Event loops, one thread each; a connection stays on the loop that accepted it.
  unsigned threads = 1;
  bool hsts = false;
  // Hosts of configured third-party tags, for the CSP of API responses.
  CspSources third_party;
  // Enforced by the RequestParser; a request over one gets 414, 431 or 413
  // (see server/README.md).
  GateLimits limits;
  std::size_t max_connections = 1024;
  // Open connections one client address may hold (CONNECTIONS_PER_ADDRESS);
  // past it a new one is answered 429 and closed. 0: no cap. Behind a trusted
  // proxy (trust_proxy) the forwarded client address counts, from its request on.
  std::size_t connections_per_address = 64;
  ProxyTrust trust_proxy;
  // SITE_ORIGIN ("https://example.com"): an absolute-form target naming it is
  // served like its path; so is one naming the listening address and port.
  std::optional<std::string> site_origin;
  // A request must arrive whole within this from its first byte (else 408),
  // and an answer must be written within it.
  std::chrono::milliseconds io_timeout{10'000};
  // A kept-alive connection with no request for this long is closed.
  std::chrono::milliseconds idle_timeout{10'000};
  // How long a stop signal waits for connections to finish the requests they
  // have received; what is left after it is cut. Above io_timeout so that a
  // request that had started arriving can still finish or get its 408.
  std::chrono::milliseconds drain_timeout{15'000};
  RequestObserver observe;
  // The separate metrics listener (METRICS_PORT), served by its own thread so
  // a scrape never waits behind site traffic; used when RunServer gets a
  // metrics router.
  std::string metrics_host = "127.0.0.1";
  std::uint16_t metrics_port = 0;
  std::size_t metrics_max_connections = 16;
  // Called once the server stops accepting, before the I/O threads end: the
  // place to finish work that answers deferred requests (see Response::deferred).
  std::function<void()> before_stop;
};

// Blocks SIGTERM and SIGINT in the calling thread (and every thread it starts
// afterwards), so that only RunServer's sigwait picks them up. Call it in the
// main thread before starting any thread of your own (e.g. the outbox workers).
void BlockStopSignals();

// Serves `router` until SIGTERM or SIGINT, then stops accepting, lets in-flight
// responses finish (bounded by drain_timeout) and returns 0. Returns 1 if a
// listening socket cannot be opened. Must be called from the main thread, and
// every thread started before it must have been started after BlockStopSignals
// (RunServer blocks the signals itself, which is enough if it is the first).
// With `metrics_router`, also serves it on options.metrics_host:metrics_port.
int RunServer(const ServerOptions& options, const Router& router,
              const Router* metrics_router = nullptr);

}  // namespace firm::http
