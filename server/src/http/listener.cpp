// The listening sockets: accepting, the slots and each address's share, evicting idle
// connections when few slots are left (listener.hpp).
#include "http/listener.hpp"

#include <algorithm>
#include <future>
#include <iostream>
#include <memory>

#include "common/text.hpp"
#include "http/connection.hpp"

namespace firm::http::net {

namespace {

// An accept that failed for lack of file descriptors is tried again after this.
constexpr auto kAcceptRetry = std::chrono::milliseconds(50);
// While every slot is taken, idle connections are looked for again this often.
constexpr auto kEvictRetry = std::chrono::milliseconds(100);

}  // namespace

bool Listener::Open() {
  ErrorCode ec;
  auto address = asio::ip::make_address(host_, ec);
  if (!ec) {
    tcp::endpoint endpoint(address, port_);
    acceptor_.open(endpoint.protocol(), ec);
    if (!ec) acceptor_.set_option(tcp::acceptor::reuse_address(true), ec);
    if (!ec) acceptor_.bind(endpoint, ec);
    if (!ec) acceptor_.listen(asio::socket_base::max_listen_connections, ec);
  }
  if (ec) {
    std::string line =
        "cannot listen on " + host_ + ":" + std::to_string(port_) + ": " + ec.message() + "\n";
    std::cerr << line << std::flush;
    return false;
  }
  bound_port_ = acceptor_.local_endpoint(ec).port();
  asio::post(acceptor_.get_executor(), [this] { Accept(); });
  return true;
}

void Listener::Close() {
  std::promise<void> closed;
  asio::post(acceptor_.get_executor(), [this, &closed] {
    stopped_ = true;
    ErrorCode ignored;
    acceptor_.close(ignored);
    retry_.cancel();
    evict_retry_.cancel();
    closed.set_value();
  });
  closed.get_future().wait();
}

bool Listener::IsOwnOrigin(const Authority& authority) const {
  if (site_authority_ && authority.host == site_authority_->host &&
      authority.port == site_authority_->port) {
    return true;
  }
  if (authority.port != std::to_string(bound_port_)) return false;
  return authority.host == common::AsciiLower(host_) || authority.host == "localhost" ||
         authority.host == "[::1]" || authority.host.starts_with("127.");
}

void EvictIdlest(Loop& loop, const Listener& listener, std::size_t count) {
  std::vector<std::pair<Clock::time_point, Connection*>> candidates;
  candidates.reserve(loop.connections.size());
  for (Connection* connection : loop.connections) {
    if (auto since = connection->EvictableSince(listener))
      candidates.emplace_back(*since, connection);
  }
  count = std::min(count, candidates.size());
  if (count == 0) return;
  std::nth_element(candidates.begin(), candidates.begin() + (count - 1), candidates.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  // Closing a connection takes it out of loop.connections, which `candidates` copied.
  for (std::size_t i = 0; i < count; ++i) candidates[i].second->Evict();
}

void Listener::Accept() {
  if (stopped_) return;
  if (open_.load() >= max_connections_) {
    // Past the limit the kernel's backlog holds new connections until one closes.
    // Paused before the second look: a connection that closed in between either
    // saw the flag (and resumes) or left a free slot seen here.
    paused_ = true;
    if (open_.load() >= max_connections_) {
      // Connections that were answering a request at the last round may be idle by now.
      EvictIfLow();
      evict_retry_.expires_after(kEvictRetry);
      evict_retry_.async_wait([this](const ErrorCode& ec) {
        if (ec || stopped_ || !paused_.load()) return;
        paused_ = false;
        Accept();
      });
      return;
    }
    paused_ = false;
  }
  Loop& loop = *loops_[next_loop_++ % loops_.size()];
  acceptor_.async_accept(loop.io, [this, &loop](const ErrorCode& ec, tcp::socket socket) {
    if (stopped_ || ec == asio::error::operation_aborted) return;
    if (ec) {
      // Out of file descriptors and the like: try again shortly, never spin.
      retry_.expires_after(kAcceptRetry);
      retry_.async_wait([this](const ErrorCode& wait_error) {
        if (!wait_error) Accept();
      });
      return;
    }
    Accepted(loop, std::move(socket));
    Accept();
  });
}

void Listener::Accepted(Loop& loop, tcp::socket socket) {
  ErrorCode ec;
  const auto remote = socket.remote_endpoint(ec);
  if (ec) return;  // already gone
  socket.set_option(tcp::no_delay(true), ec);
  std::string peer = PeerAddress(remote.address().to_string());
  std::string share_key;
  bool refused = false;
  // From a trusted proxy the connection counts for the client of each request instead.
  if (!IsTrustedProxy(peer, options_.trust_proxy)) {
    if (std::string group = AddressGroup(peer); share_.Acquire(group)) {
      share_key = std::move(group);
    } else {
      refused = true;
    }
  }
  if (!refused) open_.fetch_add(1);
  auto connection = std::make_shared<Connection>(*this, loop, std::move(socket), std::move(peer),
                                                 std::move(share_key));
  asio::post(loop.io, [connection, refused] {
    if (refused) {
      connection->StartRefused();
    } else {
      connection->Start();
    }
  });
  if (!refused) EvictIfLow();
}

void StartLoop(Loop& loop) {
  loop.thread = std::thread([&loop] {
    auto work = asio::make_work_guard(loop.io);
    while (true) {
      try {
        loop.io.run();
        return;
      } catch (const std::exception& e) {
        // A bug in one handler must not take every other connection down with it.
        std::cerr << std::string("event loop: handler error: ") + e.what() + "\n" << std::flush;
      }
    }
  });
}

void DrainLoops(const std::vector<std::unique_ptr<Loop>>& loops) {
  for (const auto& loop : loops) {
    asio::post(loop->io, [&loop = *loop] {
      loop.draining = true;
      // A copy: a connection that closes at once leaves the set.
      std::vector<Connection*> connections(loop.connections.begin(), loop.connections.end());
      for (Connection* connection : connections) {
        if (loop.connections.count(connection)) connection->BeginDrain();
      }
    });
  }
}

}  // namespace firm::http::net
