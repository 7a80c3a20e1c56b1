// The HTTP/1.1 server (decision 0032): standalone Asio for sockets and timers, RequestParser for
// the bytes, one parse per request. RunServer starts the loops and listeners (listener.hpp, where
// the connections' life is described), waits for a stop signal and drains.
#include "http/server.hpp"

#include <pthread.h>
#include <signal.h>

#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include "http/listener.hpp"

namespace firm::http {

using net::Clock;
using net::DrainLoops;
using net::Listener;
using net::Loop;
using net::StartLoop;

namespace {

sigset_t StopSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

void BlockStopSignals() {
  sigset_t stop_signals = StopSignals();
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
}

int RunServer(const ServerOptions& options, const Router& router, const Router* metrics_router) {
  // Blocked before any loop starts so every thread inherits the mask and the
  // signals can only be picked up by sigwait below.
  BlockStopSignals();
  sigset_t stop_signals = StopSignals();
  ::signal(SIGPIPE, SIG_IGN);

  std::atomic<int> in_flight{0};
  // Declared before the listeners, so that they outlive them.
  std::vector<std::unique_ptr<Loop>> loops;
  for (unsigned i = 0; i < std::max(1u, options.threads); ++i) {
    loops.push_back(std::make_unique<Loop>());
  }
  std::vector<std::unique_ptr<Loop>> metrics_loops;
  if (metrics_router) metrics_loops.push_back(std::make_unique<Loop>());
  auto all_loops = [&] {
    std::vector<Loop*> out;
    for (auto& loop : loops) out.push_back(loop.get());
    for (auto& loop : metrics_loops) out.push_back(loop.get());
    return out;
  };
  auto stop_loops = [&] {
    for (Loop* loop : all_loops()) loop->io.stop();
    for (Loop* loop : all_loops()) {
      if (loop->thread.joinable()) loop->thread.join();
    }
    // Connections still waiting in the stopped loops go now, while the listeners exist.
    for (Loop* loop : all_loops()) loop->io.shutdown();
  };

  std::vector<Loop*> site_loops;
  for (auto& loop : loops) site_loops.push_back(loop.get());
  Listener listener(options, router, site_loops, options.host, options.port,
                    options.max_connections, options.connections_per_address,
                    /*evict_idle=*/true, in_flight);
  // Its own loop and thread: a slow scrape never holds a site thread.
  std::optional<Listener> metrics_listener;
  if (metrics_router) {
    metrics_listener.emplace(options, *metrics_router, std::vector<Loop*>{metrics_loops[0].get()},
                             options.metrics_host, options.metrics_port,
                             options.metrics_max_connections, 0, /*evict_idle=*/false, in_flight);
  }
  for (Loop* loop : all_loops()) StartLoop(*loop);

  // One write per line: other threads (the outbox's workers) log from the moment the port
  // opens, and a line written in pieces can be cut by theirs (tests wait for this whole line).
  auto opened = [](Listener& opened_listener) {
    if (!opened_listener.Open()) return false;
    std::string line = "listening on ";
    line.append(opened_listener.host())
        .append(":")
        .append(std::to_string(opened_listener.bound_port()))
        .append("\n");
    std::cerr << line << std::flush;
    return true;
  };
  // The metrics listener first, so that once the public port answers (health
  // checks, tests) the metrics listener is up too.
  if ((metrics_listener && !opened(*metrics_listener)) || !opened(listener)) {
    stop_loops();
    return 1;
  }

  int signal_number = 0;
  sigwait(&stop_signals, &signal_number);
  std::cerr << std::string("received ") + (signal_number == SIGTERM ? "SIGTERM" : "SIGINT") +
                   ", shutting down\n"
            << std::flush;

  // Stop accepting first. Then every connection drains: an idle one closes at
  // once; a busy one finishes the requests it has received (a partly received
  // one gets until io_timeout, or a 408), answers the last with "Connection:
  // close" and closes. The loops stop when none is left, or at drain_timeout.
  auto stop_started = Clock::now();
  listener.Close();
  if (metrics_listener) metrics_listener->Close();
  DrainLoops(loops);
  DrainLoops(metrics_loops);
  // Deferred work (sign-in checks) finishes and answers while the loops still run.
  if (options.before_stop) options.before_stop();
  auto open = [&] {
    return listener.OpenConnections() +
           (metrics_listener ? metrics_listener->OpenConnections() : 0);
  };
  auto deadline = stop_started + options.drain_timeout;
  while ((in_flight.load() > 0 || open() > 0) && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::size_t left = open();
  stop_loops();
  auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - stop_started);
  std::string stopped = "stopped after " + std::to_string(took.count()) + " ms";
  if (left > 0) stopped += " (" + std::to_string(left) + " connections cut at the drain timeout)";
  std::cerr << stopped + "\n" << std::flush;
  return 0;
}

}  // namespace firm::http
