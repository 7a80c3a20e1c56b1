// The per-connection state behind GuardedSocket (guarded_socket.hpp, whose top
// comment says what it adds to a plain socket) and the registry that drains
// every connection. Included only through guarded_socket.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <restinio/asio_include.hpp>
#include <restinio/tls_fwd.hpp>
#include <set>
#include <string>
#include <utility>

#include "http/request_gate.hpp"

namespace firm::http {

struct GuardSettings {
  GateLimits limits;
  std::string secret;
  std::chrono::milliseconds request_timeout{10'000};
  std::chrono::milliseconds idle_timeout{10'000};
  std::chrono::milliseconds linger_timeout{2'000};
};

namespace guard_detail {

using ErrorCode = asio::error_code;
using Clock = std::chrono::steady_clock;

// A move-only type-erased read handler (asio 1.22 has no any_completion_handler).
class ReadHandler {
 public:
  ReadHandler() = default;
  template <typename Handler>
  explicit ReadHandler(Handler handler)
      : impl_(std::make_unique<Impl<Handler>>(std::move(handler))) {}
  explicit operator bool() const { return impl_ != nullptr; }
  void operator()(const ErrorCode& ec, std::size_t n) {
    auto impl = std::move(impl_);
    impl->Call(ec, n);
  }

 private:
  struct Base {
    virtual ~Base() = default;
    virtual void Call(const ErrorCode& ec, std::size_t n) = 0;
  };
  template <typename Handler>
  struct Impl final : Base {
    explicit Impl(Handler h) : handler(std::move(h)) {}
    void Call(const ErrorCode& ec, std::size_t n) override { handler(ec, n); }
    Handler handler;
  };
  std::unique_ptr<Base> impl_;
};

class State;

// Every serving connection, so that RunServer can drain them.
class Registry {
 public:
  static Registry& Get() {
    static Registry registry;
    return registry;
  }
  void Add(const std::shared_ptr<State>& state, bool& draining) {
    std::lock_guard lock(mutex_);
    states_.insert(state);
    draining = draining_;
  }
  void Remove(const std::shared_ptr<State>& state) {
    std::lock_guard lock(mutex_);
    states_.erase(state);
  }
  std::size_t Open() {
    std::lock_guard lock(mutex_);
    return states_.size();
  }
  inline void DrainAll();
  void Reset() {
    std::lock_guard lock(mutex_);
    draining_ = false;
  }

 private:
  std::mutex mutex_;
  std::set<std::shared_ptr<State>> states_;
  bool draining_ = false;
};

class State : public std::enable_shared_from_this<State> {
 public:
  static const GuardSettings*& Settings() {
    static const GuardSettings* settings = nullptr;
    return settings;
  }

  explicit State(const asio::any_io_executor& executor)
      : socket_(executor), timer_(executor), gate_(Settings()->limits, Settings()->secret) {}

  asio::ip::tcp::socket& Socket() { return socket_; }

  template <typename Buffers, typename Handler>
  void AsyncReadSome(const Buffers& buffers, Handler&& handler) {
    auto lock = Lock();
    if (!strand_) {
      strand_.emplace(asio::get_associated_executor(handler, socket_.get_executor()));
      Registry::Get().Add(shared_from_this(), draining_);
      if (draining_) gate_.Drain();
      last_activity_ = Clock::now();
    }
    auto first = asio::buffer_sequence_begin(buffers);
    target_ = asio::mutable_buffer(*first);
    pending_ = ReadHandler(std::forward<Handler>(handler));
    Pump();
  }

  template <typename Buffers, typename Handler>
  void AsyncWriteSome(const Buffers& buffers, Handler&& handler) {
    auto lock = Lock();
    ++writes_;
    auto executor = asio::get_associated_executor(handler, socket_.get_executor());
    socket_.async_write_some(
        buffers, asio::bind_executor(executor, [self = shared_from_this(),
                                                handler = std::forward<Handler>(handler)](
                                                   const ErrorCode& ec, std::size_t n) mutable {
          auto lock = self->Lock();
          --self->writes_;
          self->last_activity_ = Clock::now();
          handler(ec, n);
          self->Pump();
        }));
  }

  bool IsOpen() const {
    auto lock = Lock();
    return socket_.is_open() && !closed_;
  }

  void Cancel(ErrorCode& ec) {
    auto lock = Lock();
    CompletePending(asio::error::operation_aborted);
    socket_.cancel(ec);
  }

  // RESTinio's close(): shutdown(both) then close(). Only the sending side is
  // shut down here; close() lingers.
  void Shutdown(asio::socket_base::shutdown_type, ErrorCode& ec) {
    auto lock = Lock();
    socket_.shutdown(asio::socket_base::shutdown_send, ec);
  }

  void Close() {
    auto lock = Lock();
    if (closed_) return;
    closed_ = true;
    CompletePending(asio::error::operation_aborted);
    Registry::Get().Remove(shared_from_this());
    if (!socket_.is_open()) return;
    ErrorCode ignored;
    socket_.shutdown(asio::socket_base::shutdown_send, ignored);
    if (!strand_) {
      socket_.close(ignored);
      return;
    }
    ++timer_generation_;
    timer_.expires_after(Settings()->linger_timeout);
    timer_.async_wait(asio::bind_executor(*strand_, [self = shared_from_this()](const ErrorCode&) {
      auto lock = self->Lock();
      ErrorCode ignored;
      self->socket_.close(ignored);
    }));
    Linger();
  }

  // The wrapper went away without close() (RESTinio never does that while
  // serving, but a socket that was never connected ends this way).
  void Abandon() {
    auto lock = Lock();
    if (closed_) return;  // lingering on its own
    ErrorCode ignored;
    if (strand_) Registry::Get().Remove(shared_from_this());
    closed_ = true;
    timer_.cancel();
    if (socket_.is_open()) socket_.close(ignored);
  }

  // Asks the connection, on its own strand, to finish what it has received and close.
  void PostDrain() {
    auto lock = Lock();
    if (!strand_ || closed_) return;
    asio::post(*strand_, [self = shared_from_this()] { self->BeginDrain(); });
  }

  void BeginDrain() {
    auto lock = Lock();
    if (closed_) return;
    draining_ = true;
    gate_.Drain();
    Pump();
  }

 private:
  // Every member is touched under this lock. RESTinio calls the socket on the
  // connection's strand, but the first read is started from the acceptor and
  // ThreadSanitizer saw it race with a write (issue 13's TSan run); the lock
  // makes the order explicit. Recursive: a completed write calls RESTinio,
  // which may start the next read or write on the same State at once.
  std::unique_lock<std::recursive_mutex> Lock() const {
    return std::unique_lock<std::recursive_mutex>(mutex_);
  }

  void CompletePending(const ErrorCode& ec, std::size_t n = 0) {
    if (!pending_) return;
    asio::post(*strand_, [handler = std::move(pending_), ec, n]() mutable { handler(ec, n); });
    pending_ = ReadHandler();
  }

  bool Idle() const {
    return current_.empty() && !gate_.HasRequest() && !gate_.HasPartialRequest() && writes_ == 0;
  }

  void Pump() {
    if (!pending_) return;
    if (closed_) {
      CompletePending(asio::error::operation_aborted);
      return;
    }
    if (current_.empty() && gate_.HasRequest() && writes_ == 0) {
      current_ = gate_.TakeRequest();
      current_pos_ = 0;
    }
    if (current_pos_ < current_.size()) {
      std::size_t n = std::min(target_.size(), current_.size() - current_pos_);
      std::memcpy(target_.data(), current_.data() + current_pos_, n);
      current_pos_ += n;
      if (current_pos_ == current_.size()) current_.clear();
      last_activity_ = Clock::now();
      CompletePending({}, n);
      return;
    }
    if (Idle() && (draining_ || read_error_)) {
      // Nothing left to answer: EOF closes the connection in RESTinio.
      CompletePending(read_error_ ? read_error_ : ErrorCode(asio::error::eof));
      return;
    }
    if (!reading_ && !gate_.Closed() && !read_error_) StartRead();
    ArmTimer();
  }

  void StartRead() {
    reading_ = true;
    socket_.async_read_some(asio::buffer(input_),
                            asio::bind_executor(*strand_, [self = shared_from_this()](
                                                              const ErrorCode& ec, std::size_t n) {
                              auto lock = self->Lock();
                              self->reading_ = false;
                              if (self->closed_) return;
                              if (ec) {
                                self->read_error_ = ec;
                              } else {
                                bool was_partial = self->gate_.HasPartialRequest();
                                self->gate_.Feed(std::string_view(self->input_.data(), n));
                                if (!was_partial) self->request_started_ = Clock::now();
                                self->last_activity_ = Clock::now();
                              }
                              self->Pump();
                            }));
  }

  void ArmTimer() {
    std::optional<Clock::time_point> deadline;
    if (gate_.HasPartialRequest()) {
      deadline = request_started_ + Settings()->request_timeout;
    } else if (Idle()) {
      deadline = last_activity_ + Settings()->idle_timeout;
    }
    if (!deadline || (armed_for_ && *armed_for_ == *deadline)) return;
    armed_for_ = deadline;
    auto generation = ++timer_generation_;
    timer_.expires_at(*deadline);
    timer_.async_wait(
        asio::bind_executor(*strand_, [self = shared_from_this(), generation](const ErrorCode& ec) {
          auto lock = self->Lock();
          if (ec || generation != self->timer_generation_ || self->closed_) return;
          self->armed_for_.reset();
          self->OnTimer();
        }));
  }

  void OnTimer() {
    auto now = Clock::now();
    if (gate_.HasPartialRequest()) {
      if (now >= request_started_ + Settings()->request_timeout) gate_.TimeOut();
    } else if (Idle() && now >= last_activity_ + Settings()->idle_timeout) {
      read_error_ = asio::error::eof;
    }
    Pump();
    ArmTimer();
  }

  void Linger() {
    socket_.async_read_some(asio::buffer(input_),
                            asio::bind_executor(*strand_, [self = shared_from_this()](
                                                              const ErrorCode& ec, std::size_t) {
                              auto lock = self->Lock();
                              if (!ec) return self->Linger();
                              ErrorCode ignored;
                              self->timer_.cancel();
                              self->socket_.close(ignored);
                            }));
  }

  mutable std::recursive_mutex mutex_;
  asio::ip::tcp::socket socket_;
  asio::steady_timer timer_;
  RequestGate gate_;
  std::optional<asio::any_io_executor> strand_;
  std::array<char, 16 * 1024> input_{};
  ReadHandler pending_;
  asio::mutable_buffer target_;
  std::string current_;
  std::size_t current_pos_ = 0;
  int writes_ = 0;
  bool reading_ = false;
  bool closed_ = false;
  bool draining_ = false;
  ErrorCode read_error_;
  Clock::time_point request_started_{};
  Clock::time_point last_activity_{};
  std::optional<Clock::time_point> armed_for_;
  std::uint64_t timer_generation_ = 0;
};

inline void Registry::DrainAll() {
  std::set<std::shared_ptr<State>> states;
  {
    std::lock_guard lock(mutex_);
    draining_ = true;
    states = states_;
  }
  // Outside the registry's lock: a State takes its own lock first and the
  // registry's second (Add, Remove), never the other way round.
  for (const auto& state : states) state->PostDrain();
}

}  // namespace guard_detail

}  // namespace firm::http
