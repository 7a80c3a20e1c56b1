#pragma once

// The server's event loops and listening sockets (decision 0032; server.cpp runs them):
// - One event loop per thread (ServerOptions::threads). The acceptor runs on the
//   first and hands each connection to the loops in turn; a connection then
//   lives on its loop alone, so its state needs no lock. A deferred answer
//   (Response::deferred) is posted back to the connection's loop.
// - A connection reads, feeds the parser, answers one request at a time in
//   order (pipelined requests wait in the parser), and reads no further while a
//   whole request waits to be answered.
// - Timers: a request must arrive whole within request_timeout of its first
//   byte (else 408), however slowly its bytes trickle in; an answer must be
//   written within it; a kept-alive connection that starts no request for
//   idle_timeout after its last answer closes (reads that start no request,
//   such as the one empty line allowed before a request, do not extend it).
// - A refusal, or "Connection: close", ends the connection after the answer with
//   a lingering close: the sending side is shut down, and what the client still
//   sends (the rest of a refused 3 MB body) is read and dropped for up to
//   kLinger, so the client reads the answer instead of a reset.
// - Slots: at most max_connections open at once (the acceptor waits past it),
//   and at most connections_per_address for one client address, IPv6 clients
//   counted per /64 (a connection past it is answered 429 and closed). When at
//   most 1/16 of them are free (checked at each accept, and every kEvictRetry
//   while the acceptor waits), each loop closes its share of the connections
//   that are not answering a request (nor closing) and have gone longest
//   without sending a whole one (or since they opened), so that a crowd of
//   sockets that never finish a request cannot keep a new client waiting. A
//   connection answering a request keeps its slot (its write is bounded by
//   io_timeout); so does one in its lingering close (bounded by kLinger).
// - A streamed answer (Response::stream, decision 0041) is written chunked, one piece at a time:
//   the next is asked for once the last is written (each write bounded by io_timeout), and the
//   stream is cancelled when the connection ends. Its log line is written at its end.

// Internal to http/: listener.cpp, connection.cpp, connection_answer.cpp and server.cpp.
#include <asio.hpp>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <unordered_set>
#include <vector>

#include "http/connection_share.hpp"
#include "http/request_building.hpp"
#include "http/server.hpp"

namespace firm::http::net {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;
using ErrorCode = asio::error_code;

// io_context with its shutdown() public: it destroys every pending handler (and
// so every connection) while the listeners the connections point to still exist.
class IoContext : public asio::io_context {
 public:
  IoContext() : asio::io_context(1) {}
  using asio::io_context::shutdown;
};

class Connection;
class Listener;

// One event loop and the connections living on it (touched only by its thread).
struct Loop {
  std::unordered_set<Connection*> connections;
  bool draining = false;
  IoContext io;  // after `connections`: destroyed first, with the connections it holds
  std::thread thread;
};

// Runs the loop on a thread of its own until it is stopped.
void StartLoop(Loop& loop);

// Asks every connection of `loops` to finish and close, on their own threads.
void DrainLoops(const std::vector<std::unique_ptr<Loop>>& loops);

// Closes up to `count` of the loop's connections of `listener` that are not answering a
// request, those gone longest without a whole request first. On the loop's thread.
void EvictIdlest(Loop& loop, const Listener& listener, std::size_t count);

// A listening socket, its connections' shared settings and its slot counts.
class Listener {
 public:
  Listener(const ServerOptions& options, const Router& router, std::vector<Loop*> loops,
           std::string host, std::uint16_t port, std::size_t max_connections,
           std::size_t per_address, bool evict_idle, std::atomic<int>& in_flight)
      : options_(options),
        router_(router),
        default_security_(BuildSecurityHeaders(options.hsts, {}, options.third_party)),
        loops_(std::move(loops)),
        host_(std::move(host)),
        port_(port),
        max_connections_(max_connections),
        // The metrics listener (few, local, scraping) evicts nothing.
        evict_headroom_(evict_idle ? std::max<std::size_t>(1, max_connections / 16) : 0),
        share_(per_address),
        in_flight_(in_flight),
        acceptor_(loops_.front()->io),
        retry_(loops_.front()->io),
        evict_retry_(loops_.front()->io) {
    if (options.site_origin) site_authority_ = ParseOriginAuthority(*options.site_origin, nullptr);
  }

  // Binds and listens; false (and a message on stderr) if it cannot.
  bool Open();

  // Stops accepting (on the acceptor's loop) and waits until it has.
  void Close();

  std::size_t OpenConnections() const { return open_.load(); }
  const std::string& host() const { return host_; }
  std::uint16_t bound_port() const { return bound_port_; }

  // Called by a connection's final close, on its own loop.
  void Released(const std::string& share_key, bool counted) {
    if (!share_key.empty()) share_.Release(share_key);
    if (!counted) return;
    open_.fetch_sub(1);
    if (paused_.load()) {
      asio::post(acceptor_.get_executor(), [this] {
        if (paused_.load() && !stopped_) {
          paused_ = false;
          Accept();
        }
      });
    }
  }

  // Called after each accepted connection and while every slot is taken: with few slots left,
  // each loop closes its share (evict_headroom_ / loops, rounded up) of the connections that
  // have gone longest without a whole request.
  void EvictIfLow() {
    if (evict_headroom_ == 0 || open_.load() + evict_headroom_ < max_connections_) return;
    if (evicting_.exchange(true)) return;  // a round is under way
    auto loops_left = std::make_shared<std::atomic<std::size_t>>(loops_.size());
    const std::size_t per_loop = (evict_headroom_ + loops_.size() - 1) / loops_.size();
    for (Loop* loop : loops_) {
      asio::post(loop->io, [this, loop, per_loop, loops_left] {
        EvictIdlest(*loop, *this, per_loop);
        if (loops_left->fetch_sub(1) == 1) evicting_ = false;
      });
    }
  }

  ConnectionShare& share() { return share_; }
  const ServerOptions& options() const { return options_; }
  const Router& router() const { return router_; }
  const HeaderList& default_security() const { return default_security_; }
  std::atomic<int>& in_flight() { return in_flight_; }

  // True when an absolute-form target's origin is this server's own.
  bool IsOwnOrigin(const Authority& authority) const;

 private:
  void Accept();
  void Accepted(Loop& loop, tcp::socket socket);

  const ServerOptions& options_;
  const Router& router_;
  const HeaderList default_security_;
  std::vector<Loop*> loops_;
  std::string host_;
  std::uint16_t port_;
  std::uint16_t bound_port_ = 0;
  std::size_t max_connections_;
  const std::size_t evict_headroom_;
  std::atomic<bool> evicting_{false};
  ConnectionShare share_;
  std::atomic<int>& in_flight_;
  std::optional<Authority> site_authority_;
  tcp::acceptor acceptor_;
  asio::steady_timer retry_;
  asio::steady_timer evict_retry_;  // while paused: look for idle connections again
  std::size_t next_loop_ = 0;
  std::atomic<std::size_t> open_{0};
  std::atomic<bool> paused_{false};
  bool stopped_ = false;  // on the acceptor's loop
};

}  // namespace firm::http::net
