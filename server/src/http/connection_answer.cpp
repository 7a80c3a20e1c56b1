// A connection's answers (connection.hpp): the head and body, a streamed answer's pieces, the
// access log line, and "100 Continue".
#include "http/access_log.hpp"
#include "http/connection.hpp"
#include "http/response_head.hpp"

namespace firm::http::net {

void Connection::Respond(Response response, Sent sent, bool close) {
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

  WriteResponseHead(head_, response, listener_.default_security(), sent.request_id,
                    BodyFraming{streamed, chunked_, close, current_.Http10()});

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

void Connection::Log(const Sent& sent, int status, std::size_t body_bytes) {
  const auto duration = Clock::now() - sent.started;
  WriteAccessLog(AccessLogEntry{std::chrono::system_clock::now(), sent.request_id, sent.method,
                                sent.target, status, body_bytes, duration});
  if (listener_.options().observe) {
    listener_.options().observe(sent.method, sent.target, status, duration);
  }
}

// The answer is written (ok) or cannot be: the connection goes on to the next request.
void Connection::Answered(bool ok) {
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
void Connection::PullPiece() {
  stream_->Pull([self = shared_from_this()](StreamPiece piece) {
    asio::post(self->loop_.io,
               [self, piece = std::move(piece)]() mutable { self->OnPiece(std::move(piece)); });
  });
}

void Connection::OnPiece(StreamPiece piece) {
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

void Connection::WriteContinue() {
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
}  // namespace firm::http::net
