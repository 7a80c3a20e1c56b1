// The HTTP/1.1 server (decision 0032): standalone Asio for sockets and timers,
// RequestParser for the bytes, one parse per request.
//
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
#include "http/server.hpp"

#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <array>
#include <asio.hpp>
#include <atomic>
#include <future>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>
#include <unordered_set>

#include "common/text.hpp"
#include "http/access_log.hpp"
#include "http/body_stream.hpp"
#include "http/connection_share.hpp"
#include "http/request_id.hpp"
#include "http/security_headers.hpp"

namespace firm::http {

namespace {

using asio::ip::tcp;
using Clock = std::chrono::steady_clock;
using ErrorCode = asio::error_code;

constexpr std::size_t kReadBufferSize = 8 * 1024;
constexpr auto kLinger = std::chrono::seconds(2);
// The same for a connection refused at accept, which has sent at most its first request.
constexpr auto kShortLinger = std::chrono::milliseconds(250);
// An accept that failed for lack of file descriptors is tried again after this.
constexpr auto kAcceptRetry = std::chrono::milliseconds(50);
// While every slot is taken, idle connections are looked for again this often.
constexpr auto kEvictRetry = std::chrono::milliseconds(100);

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

// Closes up to `count` of the loop's connections of `listener` that are not answering a
// request, those gone longest without a whole request first. On the loop's thread.
void EvictIdlest(Loop& loop, const Listener& listener, std::size_t count);

// An origin an absolute-form target may name: scheme-less host (lower case) and port.
struct Authority {
  std::string host;
  std::string port;
};

// "https://Example.com" -> {"example.com", "443"}; nullopt if it is not an origin.
std::optional<Authority> ParseOriginAuthority(std::string_view url, std::string_view* rest) {
  std::string_view default_port;
  if (url.starts_with("http://")) {
    default_port = "80";
    url.remove_prefix(7);
  } else if (url.starts_with("https://")) {
    default_port = "443";
    url.remove_prefix(8);
  } else {
    return std::nullopt;
  }
  const auto end = url.find_first_of("/?#");
  std::string_view authority = url.substr(0, end);
  if (rest) *rest = end == std::string_view::npos ? std::string_view() : url.substr(end);
  if (authority.empty() || authority.find('@') != std::string_view::npos) return std::nullopt;
  std::string_view port = default_port;
  const auto colon = authority.rfind(':');
  if (colon != std::string_view::npos && authority.find(']', colon) == std::string_view::npos) {
    if (colon + 1 < authority.size()) port = authority.substr(colon + 1);
    authority = authority.substr(0, colon);
  }
  return Authority{common::AsciiLower(authority), std::string(port)};
}

// The fields a handler reads, each from the first line of its name; the request
// id (no member) is the server's own.
using FieldMember = std::optional<std::string_view> Request::*;
const std::array<std::pair<std::string_view, FieldMember>, 9> kRequestFields = {{
    {"Accept-Encoding", &Request::accept_encoding},
    {"If-None-Match", &Request::if_none_match},
    {"Content-Type", &Request::content_type},
    {"User-Agent", &Request::user_agent},
    {"Cookie", &Request::cookie},
    {"X-CSRF-Token", &Request::csrf_token},
    {"Authorization", &Request::authorization},
    {"X-Twilio-Signature", &Request::sms_signature},
    {"X-Request-Id", nullptr},
}};

// What the access log and the metrics say about an answer, kept until it is sent.
struct Sent {
  std::string request_id;
  // Views into the connection's current request (or its refusal), which it keeps until the
  // answer is written, or into literals.
  std::string_view method;
  std::string_view target;
  Clock::time_point started;
};

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
  bool Open() {
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

  // Stops accepting (on the acceptor's loop) and waits until it has.
  void Close() {
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
  bool IsOwnOrigin(const Authority& authority) const {
    if (site_authority_ && authority.host == site_authority_->host &&
        authority.port == site_authority_->port) {
      return true;
    }
    if (authority.port != std::to_string(bound_port_)) return false;
    return authority.host == common::AsciiLower(host_) || authority.host == "localhost" ||
           authority.host == "[::1]" || authority.host.starts_with("127.");
  }

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

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(Listener& listener, Loop& loop, tcp::socket socket, std::string peer,
             std::string share_key)
      : listener_(listener),
        loop_(loop),
        socket_(std::move(socket)),
        timer_(loop.io),
        parser_(listener.options().limits),
        peer_(std::move(peer)),
        share_key_(std::move(share_key)) {}

  ~Connection() {
    // Reached without a close only when the server is stopping (its loops' handlers destroyed).
    Release();
  }

  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // On the connection's loop.
  void Start() {
    loop_.connections.insert(this);
    last_activity_ = Clock::now();
    progress_at_ = last_activity_;
    if (loop_.draining) BeginDrain();
    if (!closed_) Next();
  }

  // The address holds its share: a 429 at once, then a short lingering close.
  // Not counted among the open connections, so a flood of them takes no slot.
  void StartRefused() {
    refused_ = true;
    loop_.connections.insert(this);
    parser_.Drain();
    busy_ = true;
    listener_.in_flight().fetch_add(1);
    Refuse(RefusalReason::kTooManyConnections, Sent{GenerateRequestId(), "-", "-", Clock::now()});
  }

  // Since when this connection has sent no whole request (or since it opened), if it may be
  // closed to free its slot: not while it answers one, and not if it holds no slot.
  std::optional<Clock::time_point> EvictableSince(const Listener& listener) const {
    if (&listener_ != &listener || closed_ || busy_ || writing_ || lingering_ || refused_) {
      return std::nullopt;
    }
    return progress_at_;
  }

  // Closed to free its slot for a new client (EvictIdlest).
  void Evict() { Close(); }

  // The server is stopping: finish what was received, then close.
  void BeginDrain() {
    if (closed_ || draining_) return;
    draining_ = true;
    parser_.Drain();
    if (!busy_ && !parser_.HasRequest() && !parser_.HasPartialRequest()) Close();
  }

 private:
  // What to do next, whenever something changed.
  void Next() {
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

  void StartRead() {
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

  void Handle(ParsedRequest parsed) {
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

    Request request;
    request.method = current_.Method();
    request.target = current_.Target();
    std::optional<std::string_view> request_id;
    for (std::size_t i = 0; i < current_.FieldCount(); ++i) {
      const auto [name, value] = current_.FieldAt(i);
      if (common::EqualsIgnoreCase(name, "X-Forwarded-For")) {
        // All the lines: a client can send its own first line, and a proxy may
        // add a line of its own instead of appending to the client's.
        if (request.forwarded_for) {
          request.forwarded_for->append(", ").append(value);
        } else {
          request.forwarded_for.emplace(value);
        }
        continue;
      }
      for (const auto& [known, member] : kRequestFields) {
        if (!common::EqualsIgnoreCase(name, known)) continue;
        auto& slot = member ? request.*member : request_id;
        if (!slot) slot = value;
        break;
      }
    }
    // The client once, for the share below and every handler's limits.
    const ProxyTrust& trust = listener_.options().trust_proxy;
    request.client_address = trust.Enabled() && request.forwarded_for
                                 ? ClientAddress(peer_, request.forwarded_for, trust)
                                 : peer_;
    request.body = current_.Body();
    sent.request_id = ChooseRequestId(request_id);
    sent.method = request.method;
    sent.target = request.target;

    // RFC 9112 3.2.2: an absolute-form target for this server's own origin is
    // served like its path; another origin is not this server's to answer.
    if (!request.target.starts_with('/') && request.target != "*") {
      std::string_view path;
      auto authority = ParseOriginAuthority(request.target, &path);
      if (!authority || !listener_.IsOwnOrigin(*authority)) {
        Refuse(RefusalReason::kForeignOrigin, std::move(sent));
        return;
      }
      request.target = path.empty() || path.front() != '/' ? std::string_view("/") : path;
    }

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
  void Refuse(RefusalReason reason, Sent sent) {
    Respond(RefusalResponse({reason, std::string(sent.method), std::string(sent.target)}),
            std::move(sent), /*close=*/true);
  }

  // The answer comes later from another thread (e.g. the sign-in hashing
  // pool): the loop is free at once. Still counted in flight until sent, so a
  // stop waits for it.
  void Defer(std::function<void(Reply)> deferred, Sent sent) {
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

  void Respond(Response response, Sent sent, bool close) {
    if (closed_) {
      listener_.in_flight().fetch_sub(1);
      return;
    }
    if (sent.method == "HEAD") response.omit_body = true;
    if (draining_ && !parser_.HasRequest() && !parser_.HasPartialRequest()) close = true;
    const bool streamed = response.stream != nullptr;
    if (streamed && response.omit_body) response.stream->Cancel();
    if (streamed && !response.omit_body) stream_ = std::move(response.stream);
    // HTTP/1.0 has no chunked coding: the body ends where the connection does.
    chunked_ = !current_.Http10();
    if (streamed && !chunked_) close = true;

    head_.clear();
    head_.append("HTTP/1.1 ")
        .append(std::to_string(response.status))
        .append(" ")
        .append(ReasonPhrase(response.status))
        .append("\r\n");
    auto append = [this](const Header& header) {
      head_.append(header.first).append(": ").append(header.second).append("\r\n");
    };
    const HeaderList& security =
        response.security_headers ? *response.security_headers : listener_.default_security();
    for (const auto& header : security) append(header);
    if (response.fixed_headers) {
      for (const auto& header : *response.fixed_headers) append(header);
    }
    for (const auto& header : response.extra_headers) append(header);
    head_.append("X-Request-Id: ").append(sent.request_id).append("\r\n");
    if (!streamed) {
      head_.append("Content-Length: ").append(std::to_string(response.body.size())).append("\r\n");
    } else if (chunked_) {
      head_.append("Transfer-Encoding: chunked\r\n");
    }
    if (close) {
      head_.append("Connection: close\r\n");
    } else if (current_.Http10()) {
      head_.append("Connection: keep-alive\r\n");
    }
    head_.append("\r\n");

    std::size_t body_bytes = 0;
    std::array<asio::const_buffer, 2> buffers{asio::buffer(head_), asio::const_buffer()};
    body_ = response.owned_body;  // keeps a generated body alive until written
    if (!response.omit_body && !response.body.empty()) {
      body_bytes = response.body.size();
      buffers[1] = asio::buffer(response.body.data(), response.body.size());
    }

    // Logged before the write so the line is never later than the response; a stream's at its
    // end, with the bytes it came to.
    if (stream_) {
      stream_log_.emplace(std::move(sent));
      stream_status_ = response.status;
      stream_bytes_ = 0;
    } else {
      Log(sent, response.status, body_bytes);
    }

    close_after_write_ = close;
    writing_ = true;
    write_started_ = Clock::now();
    ArmTimer();
    asio::async_write(socket_, buffers,
                      [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                        self->writing_ = false;
                        if (self->stream_ && !ec && !self->closed_) return self->PullPiece();
                        self->Answered(!ec);
                      });
  }

  void Log(const Sent& sent, int status, std::size_t body_bytes) {
    const auto duration = Clock::now() - sent.started;
    WriteAccessLog(AccessLogEntry{std::chrono::system_clock::now(), sent.request_id, sent.method,
                                  sent.target, status, body_bytes, duration});
    if (listener_.options().observe) {
      listener_.options().observe(sent.method, sent.target, status, duration);
    }
  }

  // The answer is written (ok) or cannot be: the connection goes on to the next request.
  void Answered(bool ok) {
    if (stream_) {
      ErrorCode ignored;
      // Cut: a close-delimited (HTTP/1.0) body must end in a reset, or it would read as whole.
      if (!ok && !chunked_) socket_.set_option(asio::socket_base::linger(true, 0), ignored);
      if (!ok) stream_->Cancel();
      if (stream_log_) Log(*stream_log_, stream_status_, stream_bytes_);
      stream_log_.reset();
      stream_.reset();
      std::string().swap(chunk_);  // a kept-alive connection does not keep its largest piece
    }
    busy_ = false;
    body_.reset();
    current_ = ParsedRequest();
    listener_.in_flight().fetch_sub(1);
    last_activity_ = Clock::now();
    if (closed_) return;
    if (!ok) return Close();
    if (close_after_write_) return BeginLinger();
    Next();
  }

  // Asks the stream for its next piece; OnPiece gets it on this loop.
  void PullPiece() {
    stream_->Pull([self = shared_from_this()](StreamPiece piece) {
      asio::post(self->loop_.io,
                 [self, piece = std::move(piece)]() mutable { self->OnPiece(std::move(piece)); });
    });
  }

  void OnPiece(StreamPiece piece) {
    using Kind = StreamPiece::Kind;
    if (closed_ || piece.kind == Kind::kFailed) return Answered(false);
    // An empty chunk would read as the end: ask again.
    if (piece.kind == Kind::kData && piece.bytes.empty()) return PullPiece();
    const bool last = piece.kind == Kind::kEnd;
    if (last) {
      if (stream_log_) Log(*stream_log_, stream_status_, stream_bytes_);
      stream_log_.reset();
      if (!chunked_) return Answered(true);
    }
    stream_bytes_ += piece.bytes.size();
    chunk_ = last ? std::string(kLastChunk) : chunked_ ? ChunkFrame(piece.bytes) : piece.bytes;
    writing_ = true;
    write_started_ = Clock::now();
    ArmTimer();
    asio::async_write(socket_, asio::buffer(chunk_),
                      [self = shared_from_this(), last](const ErrorCode& ec, std::size_t) {
                        self->writing_ = false;
                        self->chunk_.clear();
                        const bool ok = !ec && !self->closed_;
                        if (!ok || last) return self->Answered(ok);
                        self->PullPiece();
                      });
  }

  void WriteContinue() {
    static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    busy_ = true;
    writing_ = true;
    write_started_ = Clock::now();
    asio::async_write(socket_, asio::buffer(kContinue.data(), kContinue.size()),
                      [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                        self->writing_ = false;
                        self->busy_ = false;
                        if (self->closed_) return;
                        if (ec) return self->Close();
                        self->Next();
                      });
  }

  // When the connection's current wait ends: the lingering close, the answer's write, the rest
  // of a partly received request, or a kept-alive connection's idleness. None while a deferred
  // answer is awaited: its own work is bounded.
  std::optional<Clock::time_point> Deadline() const {
    const auto& options = listener_.options();
    if (lingering_) return linger_started_ + (refused_ ? kShortLinger : kLinger);
    if (writing_) return write_started_ + options.io_timeout;
    if (busy_) return std::nullopt;
    if (parser_.HasPartialRequest()) return request_started_ + options.io_timeout;
    return last_activity_ + options.idle_timeout;
  }

  void ArmTimer() {
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

  void OnTimer() {
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
  void BeginLinger() {
    lingering_ = true;
    linger_started_ = Clock::now();
    ErrorCode ignored;
    socket_.shutdown(tcp::socket::shutdown_send, ignored);
    ArmTimer();
    if (!reading_) Linger({});
  }

  void Linger(const ErrorCode& ec) {
    if (ec) return Close();
    reading_ = true;
    socket_.async_read_some(asio::buffer(input_),
                            [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                              self->reading_ = false;
                              if (self->closed_) return;
                              self->Linger(ec);
                            });
  }

  void Close() {
    if (closed_) return;
    closed_ = true;
    if (stream_) stream_->Cancel();
    ErrorCode ignored;
    timer_.cancel();
    socket_.close(ignored);
    Release();
  }

  void Release() {
    if (released_) return;
    released_ = true;
    loop_.connections.erase(this);
    if (!proxied_client_.empty()) listener_.share().Release(proxied_client_);
    listener_.Released(share_key_, !refused_);
  }

  Listener& listener_;
  Loop& loop_;
  tcp::socket socket_;
  asio::steady_timer timer_;
  RequestParser parser_;
  const std::string peer_;
  // The address this connection counts for in the listener's share ("" when it
  // came from a trusted proxy, or was refused); proxied_client_ behind a proxy.
  const std::string share_key_;
  std::string proxied_client_;
  std::array<char, kReadBufferSize> input_{};
  ParsedRequest current_;  // the request being answered: the Request's views point into it
  std::string head_;
  std::shared_ptr<const std::string> body_;
  // The streamed answer under way: its current piece (framed), and its log line until written.
  std::shared_ptr<BodyStream> stream_;
  std::string chunk_;
  std::optional<Sent> stream_log_;
  int stream_status_ = 0;
  std::size_t stream_bytes_ = 0;
  bool chunked_ = true;
  bool busy_ = false;  // a request (or 100 Continue) is being answered
  bool writing_ = false;
  bool reading_ = false;
  bool read_ended_ = false;
  bool draining_ = false;
  bool lingering_ = false;
  bool close_after_write_ = false;
  bool closed_ = false;
  bool released_ = false;
  bool refused_ = false;  // answered 429 at accept
  Clock::time_point request_started_{};
  Clock::time_point last_activity_{};
  Clock::time_point progress_at_{};  // the last whole request, or the accept
  Clock::time_point write_started_{};
  Clock::time_point linger_started_{};
  std::optional<Clock::time_point> armed_for_;
};

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

sigset_t StopSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
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

// Asks every connection of `loops` to finish and close, on their own threads.
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
