#pragma once

// One client connection of a Listener (listener.hpp, internal to http/): reading and parsing,
// answering one request at a time in order, its timers and its lingering close. Lives on one
// loop; its state needs no lock. connection.cpp reads and handles, connection_answer.cpp writes.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "http/body_stream.hpp"
#include "http/listener.hpp"
#include "http/request_parser.hpp"

namespace firm::http::net {

constexpr std::size_t kReadBufferSize = 8 * 1024;

// What the access log and the metrics say about an answer, kept until it is sent.
struct Sent {
  std::string request_id;
  // Views into the connection's current request (or its refusal), which it keeps until the
  // answer is written, or into literals.
  std::string_view method;
  std::string_view target;
  Clock::time_point started;
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

  ~Connection();

  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // On the connection's loop.
  void Start();

  // The address holds its share: a 429 at once, then a short lingering close.
  // Not counted among the open connections, so a flood of them takes no slot.
  void StartRefused();

  // Since when this connection has sent no whole request (or since it opened), if it may be
  // closed to free its slot: not while it answers one, and not if it holds no slot.
  std::optional<Clock::time_point> EvictableSince(const Listener& listener) const;

  // Closed to free its slot for a new client (EvictIdlest).
  void Evict() { Close(); }

  // The server is stopping: finish what was received, then close.
  void BeginDrain();

 private:
  // What to do next, whenever something changed.
  void Next();

  void StartRead();

  void Handle(ParsedRequest parsed);

  // A request this connection refuses itself (not the parser): answered, then the connection ends.
  void Refuse(RefusalReason reason, Sent sent);

  // The answer comes later from another thread (e.g. the sign-in hashing
  // pool): the loop is free at once. Still counted in flight until sent, so a
  // stop waits for it.
  void Defer(std::function<void(Reply)> deferred, Sent sent);

  void Respond(Response response, Sent sent, bool close);

  void Log(const Sent& sent, int status, std::size_t body_bytes);

  // The answer is written (ok) or cannot be: the connection goes on to the next request.
  void Answered(bool ok);

  // Asks the stream for its next piece; OnPiece gets it on this loop.
  void PullPiece();

  void OnPiece(StreamPiece piece);

  void WriteContinue();

  // When the connection's current wait ends: the lingering close, the answer's write, the rest
  // of a partly received request, or a kept-alive connection's idleness. None while a deferred
  // answer is awaited: its own work is bounded.
  std::optional<Clock::time_point> Deadline() const;

  void ArmTimer();

  void OnTimer();

  // Shuts the sending side and reads what the client still sends until it
  // closes or kLinger passes.
  void BeginLinger();

  void Linger(const ErrorCode& ec);

  void Close();

  void Release();

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

}  // namespace firm::http::net
