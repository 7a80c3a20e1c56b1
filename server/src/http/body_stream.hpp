#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace firm::http {

// One piece of a streamed body (decision 0041): bytes, the end, or a failure (the connection
// then ends without the last chunk, so the client sees a cut transfer, never a short "whole" one).
struct StreamPiece {
  enum class Kind { kData, kEnd, kFailed };
  Kind kind = Kind::kEnd;
  std::string bytes;

  static StreamPiece Data(std::string bytes) { return {Kind::kData, std::move(bytes)}; }
  static StreamPiece End() { return {Kind::kEnd, {}}; }
  static StreamPiece Failed() { return {Kind::kFailed, {}}; }
};

// Runs a task off the event loops; false when it will not (stopping), and then never will.
using StreamRunner = std::function<bool(std::function<void()>)>;

// A body made piece by piece as the client takes it (Response::stream): the server asks for the
// next piece only once the previous one is written to the socket, so at most one piece per
// connection is in memory however slowly the client reads. The producer runs on the runner (a
// StreamWorkers thread, off the event loops); without one, on the thread that pulls (tests).
class BodyStream : public std::enable_shared_from_this<BodyStream> {
 public:
  // Called once per piece, one call at a time; returns the next piece. An exception is a failure.
  using Produce = std::function<StreamPiece()>;

  explicit BodyStream(Produce produce, StreamRunner run = {})
      : produce_(std::move(produce)), run_(std::move(run)) {}

  // Where pieces are made, if the handler named no place (HandlerPool sets its workers').
  void RunOnIfUnset(StreamRunner run) {
    if (!run_) run_ = std::move(run);
  }

  // Asks for the next piece: `deliver` is called exactly once, on the runner's thread (or this
  // one), with it; with kFailed and no production after Cancel or when the runner refuses.
  void Pull(std::function<void(StreamPiece)> deliver);

  // The client is gone (or the answer failed): no piece is made from now on.
  void Cancel() { cancelled_.store(true); }
  bool Cancelled() const { return cancelled_.load(); }

 private:
  Produce produce_;
  StreamRunner run_;
  std::atomic<bool> cancelled_{false};
};

// The whole body, pulling on this thread until the end; nullopt on a failure. For tests and
// callers that want the bytes in memory.
std::optional<std::string> ReadWholeStream(BodyStream& stream);

// A piece as HTTP/1.1 chunked coding frames it (RFC 9112 7.1); kLastChunk ends the body.
std::string ChunkFrame(std::string_view bytes);
inline constexpr std::string_view kLastChunk = "0\r\n\r\n";

// Threads that make streamed bodies' pieces. Each stream has at most one piece asked for at a
// time, so the queue holds at most one task per open stream and streams take turns piece by
// piece: a long export does not keep a short one waiting for its end.
class StreamWorkers {
 public:
  explicit StreamWorkers(unsigned threads);
  ~StreamWorkers() { Stop(); }
  StreamWorkers(const StreamWorkers&) = delete;
  StreamWorkers& operator=(const StreamWorkers&) = delete;

  StreamRunner Runner();

  // Refuses new tasks (their streams fail), runs those queued, joins the threads.
  void Stop();

 private:
  bool Submit(std::function<void()> task);
  void Run();

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;  // guarded by mutex_
  bool stopping_ = false;                    // guarded by mutex_
  std::vector<std::thread> threads_;
};

}  // namespace firm::http
