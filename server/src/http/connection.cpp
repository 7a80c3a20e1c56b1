// A connection's reading, request handling, timers and close (connection.hpp).
#include "http/connection.hpp"

#include <iostream>

#include "http/request_id.hpp"

namespace firm::http::net {

namespace {

// A refused or "Connection: close" answer's lingering close reads and drops what the client
// still sends for this long.
constexpr auto kLinger = std::chrono::seconds(2);
// The same for a connection refused at accept, which has sent at most its first request.
constexpr auto kShortLinger = std::chrono::milliseconds(250);

}  // namespace

Connection::~Connection() {
  // Reached without a close only when the server is stopping (its loops' handlers destroyed).
  Release();
}

// On the connection's loop.
void Connection::Start() {
  loop_.connections.insert(this);
  last_activity_ = Clock::now();
  progress_at_ = last_activity_;
  if (loop_.draining) BeginDrain();
  if (!closed_) Next();
}

// The address holds its share: a 429 at once, then a short lingering close.
// Not counted among the open connections, so a flood of them takes no slot.
void Connection::StartRefused() {
  refused_ = true;
  loop_.connections.insert(this);
  parser_.Drain();
  busy_ = true;
  listener_.in_flight().fetch_add(1);
  Refuse(RefusalReason::kTooManyConnections, Sent{GenerateRequestId(), "-", "-", Clock::now()});
}

// Since when this connection has sent no whole request (or since it opened), if it may be
// closed to free its slot: not while it answers one, and not if it holds no slot.
std::optional<Clock::time_point> Connection::EvictableSince(const Listener& listener) const {
  if (&listener_ != &listener || closed_ || busy_ || writing_ || lingering_ || refused_) {
    return std::nullopt;
  }
  return progress_at_;
}

// The server is stopping: finish what was received, then close.
void Connection::BeginDrain() {
  if (closed_ || draining_) return;
  draining_ = true;
  parser_.Drain();
  if (!busy_ && !parser_.HasRequest() && !parser_.HasPartialRequest()) Close();
}

// What to do next, whenever something changed.
void Connection::Next() {
  if (closed_ || lingering_) return;
  if (!busy_) {
    if (parser_.HasRequest()) {
      Handle(parser_.TakeRequest());
      if (closed_ || lingering_) return;
    } else if (parser_.TakeContinue()) {
      WriteContinue();
    } else if (read_ended_ || (draining_ && !parser_.HasPartialRequest()) ||
               (parser_.Closed() && !parser_.HasRequest())) {
      // Nothing left to answer: the client half-closed, the server stops, or
      // the last request ended the connection.
      Close();
      return;
    }
  }
  StartRead();
  ArmTimer();
}

void Connection::StartRead() {
  if (reading_ || read_ended_ || parser_.Closed() || parser_.HasRequest()) return;
  reading_ = true;
  socket_.async_read_some(asio::buffer(input_),
                          [self = shared_from_this()](const ErrorCode& ec, std::size_t n) {
                            self->reading_ = false;
                            if (self->closed_) return;
                            if (self->lingering_) return self->Linger(ec);
                            if (ec) {
                              self->read_ended_ = true;
                            } else {
                              const bool was_partial = self->parser_.HasPartialRequest();
                              self->parser_.Feed(std::string_view(self->input_.data(), n));
                              // The request's one deadline runs from its first byte; bytes
                              // that start no request leave the idle deadline as it was.
                              if (!was_partial) self->request_started_ = Clock::now();
                            }
                            self->Next();
                          });
}

void Connection::Handle(ParsedRequest parsed) {
  busy_ = true;
  listener_.in_flight().fetch_add(1);
  current_ = std::move(parsed);
  Sent sent{{}, "-", "-", Clock::now()};
  if (!current_.refusal) progress_at_ = sent.started;
  if (current_.refusal) {
    sent.request_id = GenerateRequestId();
    sent.method = current_.refusal->method;
    const std::string_view target = current_.refusal->target;
    sent.target = target.empty() ? std::string_view("-") : target;
    Respond(RefusalResponse(*current_.refusal), std::move(sent), /*close=*/true);
    return;
  }

  // The client once, for the share below and every handler's limits.
  const ProxyTrust& trust = listener_.options().trust_proxy;
  Request request = BuildRequest(current_, peer_, trust);
  sent.request_id = ChooseRequestId(request.Header("X-Request-Id"));
  sent.method = request.method;
  sent.target = request.target;

  const auto served = ServedTarget(request.target, [this](const Authority& authority) {
    return listener_.IsOwnOrigin(authority);
  });
  if (!served) {
    Refuse(RefusalReason::kForeignOrigin, std::move(sent));
    return;
  }
  request.target = *served;

  // Behind a trusted proxy the connection counts for the client it serves.
  if (trust.Enabled() && share_key_.empty()) {
    std::string group = AddressGroup(request.client_address);
    if (group != proxied_client_) {
      if (!proxied_client_.empty()) listener_.share().Release(proxied_client_);
      proxied_client_.clear();
      if (!listener_.share().Acquire(group)) {
        Refuse(RefusalReason::kTooManyConnections, std::move(sent));
        return;
      }
      proxied_client_ = std::move(group);
    }
  }

  Response response;
  try {
    response = listener_.router().Handle(request);
  } catch (const std::exception& e) {
    // A handler bug must not kill the connection silently: answer 500 and say why on stderr.
    std::string line = "rid=" + sent.request_id + " handler error: " + e.what() + "\n";
    std::cerr << line << std::flush;
    response = PlainText(500, "Internal Server Error\n");
  }
  if (response.deferred) return Defer(std::move(response.deferred), std::move(sent));
  Respond(std::move(response), std::move(sent), !current_.KeepAlive());
}

// A request this connection refuses itself (not the parser): answered, then the connection ends.
void Connection::Refuse(RefusalReason reason, Sent sent) {
  Respond(RefusalResponse({reason, std::string(sent.method), std::string(sent.target)}),
          std::move(sent), /*close=*/true);
}

// The answer comes later from another thread (e.g. the sign-in hashing
// pool): the loop is free at once. Still counted in flight until sent, so a
// stop waits for it.
void Connection::Defer(std::function<void(Reply)> deferred, Sent sent) {
  auto answered = std::make_shared<std::atomic<bool>>(false);
  auto shared_sent = std::make_shared<Sent>(std::move(sent));
  Reply reply = [self = shared_from_this(), shared_sent, answered](Response response) {
    if (answered->exchange(true)) return;
    asio::post(self->loop_.io, [self, shared_sent, response = std::move(response)]() mutable {
      self->Respond(std::move(response), std::move(*shared_sent), !self->current_.KeepAlive());
    });
  };
  try {
    deferred(reply);
  } catch (const std::exception& e) {
    std::string line = "rid=" + shared_sent->request_id + " handler error: " + e.what() + "\n";
    std::cerr << line << std::flush;
    reply(PlainText(500, "Internal Server Error\n"));
  }
}

// When the connection's current wait ends: the lingering close, the answer's write, the rest
// of a partly received request, or a kept-alive connection's idleness. None while a deferred
// answer is awaited: its own work is bounded.
std::optional<Clock::time_point> Connection::Deadline() const {
  const auto& options = listener_.options();
  if (lingering_) return linger_started_ + (refused_ ? kShortLinger : kLinger);
  if (writing_) return write_started_ + options.io_timeout;
  if (busy_) return std::nullopt;
  if (parser_.HasPartialRequest()) return request_started_ + options.io_timeout;
  return last_activity_ + options.idle_timeout;
}

void Connection::ArmTimer() {
  if (closed_) return;
  const auto deadline = Deadline();
  if (!deadline || (armed_for_ && *armed_for_ == *deadline)) return;
  armed_for_ = deadline;
  timer_.expires_at(*deadline);
  timer_.async_wait([self = shared_from_this(), at = *deadline](const ErrorCode& ec) {
    if (ec || self->closed_ || self->armed_for_ != at) return;
    self->armed_for_.reset();
    self->OnTimer();
  });
}

void Connection::OnTimer() {
  const auto deadline = Deadline();
  if (deadline && Clock::now() >= *deadline) {
    // A partly received request gets its 408; every other wait ends the connection.
    const bool awaiting_request = !lingering_ && !writing_ && parser_.HasPartialRequest();
    if (!awaiting_request) return Close();
    parser_.TimeOut();
  }
  Next();
  ArmTimer();
}

// Shuts the sending side and reads what the client still sends until it
// closes or kLinger passes.
void Connection::BeginLinger() {
  lingering_ = true;
  linger_started_ = Clock::now();
  ErrorCode ignored;
  socket_.shutdown(tcp::socket::shutdown_send, ignored);
  ArmTimer();
  if (!reading_) Linger({});
}

void Connection::Linger(const ErrorCode& ec) {
  if (ec) return Close();
  reading_ = true;
  socket_.async_read_some(asio::buffer(input_),
                          [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                            self->reading_ = false;
                            if (self->closed_) return;
                            self->Linger(ec);
                          });
}

void Connection::Close() {
  if (closed_) return;
  closed_ = true;
  if (stream_) stream_->Cancel();
  ErrorCode ignored;
  timer_.cancel();
  socket_.close(ignored);
  Release();
}

void Connection::Release() {
  if (released_) return;
  released_ = true;
  loop_.connections.erase(this);
  if (!proxied_client_.empty()) listener_.share().Release(proxied_client_);
  listener_.Released(share_key_, !refused_);
}
}  // namespace firm::http::net
