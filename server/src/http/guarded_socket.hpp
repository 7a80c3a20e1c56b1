// RESTinio's stream socket, wrapped so that a RequestGate sees every byte the
// client sends before RESTinio's parser does. Included only by server.cpp.
//
// What the wrapper adds to a plain asio socket, all on the connection's strand:
//   - requests are handed to RESTinio whole, one at a time, and the next one
//     only once the previous answer is written: RESTinio 0.6 closes the
//     connection when pipelined requests fill its response table (issue 13);
//   - a refused request is replaced by the gate's stand-in, so RESTinio's
//     handler answers it with a status instead of RESTinio closing silently;
//   - a request that is still incomplete after request_timeout becomes a 408
//     stand-in; a connection idle for idle_timeout is closed (keep-alive end);
//   - a client's half-close (EOF) reaches RESTinio only after every request
//     already received is answered;
//   - close() is a lingering close: the answer is sent, the sending side shut
//     down, and what the client still sends (the rest of a refused 3 MB body)
//     is read and dropped for up to linger_timeout, so the client reads the
//     answer instead of a reset;
//   - a process-wide registry lets RunServer drain: idle connections close at
//     once, each busy one after its last answer, which carries Connection: close.
#pragma once

#include <memory>
#include <restinio/asio_include.hpp>
#include <utility>

#include "http/guard_state.hpp"

namespace firm::http {

// The Traits::stream_socket_t of the server (see the top of this file).
class GuardedSocket {
 public:
  using executor_type = asio::any_io_executor;

  explicit GuardedSocket(asio::io_context& io)
      : executor_(io.get_executor()), state_(std::make_shared<guard_detail::State>(executor_)) {}
  // The acceptor moves a connected socket out and keeps accepting into the
  // moved-from one, so a moved-from wrapper gets a fresh state.
  GuardedSocket(GuardedSocket&& other) noexcept
      : executor_(other.executor_),
        state_(std::exchange(other.state_, std::make_shared<guard_detail::State>(executor_))) {}
  GuardedSocket& operator=(GuardedSocket&&) = delete;
  GuardedSocket(const GuardedSocket&) = delete;
  GuardedSocket& operator=(const GuardedSocket&) = delete;
  ~GuardedSocket() {
    if (state_) state_->Abandon();
  }

  // Must be set before the server starts and outlive it.
  static void Configure(const GuardSettings* settings) {
    guard_detail::State::Settings() = settings;
    guard_detail::Registry::Get().Reset();
  }
  static void DrainAll() { guard_detail::Registry::Get().DrainAll(); }
  static std::size_t OpenConnections() { return guard_detail::Registry::Get().Open(); }

  asio::ip::tcp::socket& lowest_layer() { return state_->Socket(); }
  const asio::ip::tcp::socket& lowest_layer() const { return state_->Socket(); }
  executor_type get_executor() { return executor_; }
  auto remote_endpoint() const { return lowest_layer().remote_endpoint(); }
  bool is_open() const { return state_->IsOpen(); }

  void cancel(asio::error_code& ec) { state_->Cancel(ec); }
  void cancel() {
    asio::error_code ignored;
    state_->Cancel(ignored);
  }
  void shutdown(asio::socket_base::shutdown_type how, asio::error_code& ec) {
    state_->Shutdown(how, ec);
  }
  void close() { state_->Close(); }
  void close(asio::error_code&) { state_->Close(); }

  template <typename Buffers, typename Handler>
  void async_read_some(const Buffers& buffers, Handler&& handler) {
    state_->AsyncReadSome(buffers, std::forward<Handler>(handler));
  }
  template <typename Buffers, typename Handler>
  void async_write_some(const Buffers& buffers, Handler&& handler) {
    state_->AsyncWriteSome(buffers, std::forward<Handler>(handler));
  }

 private:
  asio::any_io_executor executor_;
  std::shared_ptr<guard_detail::State> state_;
};

// Both found by argument-dependent lookup from RESTinio's connection code.
template <typename Connection, typename StartRead, typename Failed>
void prepare_connection_and_start_read(GuardedSocket&, Connection&, StartRead start_read, Failed) {
  start_read();
}

inline restinio::tls_socket_t* make_tls_socket_pointer_for_state_listener(GuardedSocket&) noexcept {
  return nullptr;
}

}  // namespace firm::http
