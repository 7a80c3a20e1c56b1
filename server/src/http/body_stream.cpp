#include "http/body_stream.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>

namespace firm::http {

void BodyStream::Pull(std::function<void(StreamPiece)> deliver) {
  auto job = [self = shared_from_this(), deliver] {
    if (self->Cancelled()) return deliver(StreamPiece::Failed());
    StreamPiece piece;
    try {
      piece = self->produce_();
    } catch (const std::exception& e) {
      std::cerr << std::string("body stream: producer error: ") + e.what() + "\n" << std::flush;
      piece = StreamPiece::Failed();
    }
    // A cancel while the piece was made: nobody will write it.
    if (self->Cancelled()) piece = StreamPiece::Failed();
    deliver(std::move(piece));
  };
  if (!run_) return job();
  if (!run_(job)) deliver(StreamPiece::Failed());
}

std::optional<std::string> ReadWholeStream(BodyStream& stream) {
  std::string whole;
  for (;;) {
    std::optional<StreamPiece> got;
    std::mutex mutex;
    std::condition_variable done;
    stream.Pull([&](StreamPiece piece) {
      std::lock_guard lock(mutex);
      got = std::move(piece);
      done.notify_one();
    });
    std::unique_lock lock(mutex);
    done.wait(lock, [&] { return got.has_value(); });
    if (got->kind == StreamPiece::Kind::kFailed) return std::nullopt;
    if (got->kind == StreamPiece::Kind::kEnd) return whole;
    whole += got->bytes;
  }
}

std::string ChunkFrame(std::string_view bytes) {
  char size[20];
  const int n = std::snprintf(size, sizeof size, "%zx\r\n", bytes.size());
  std::string frame;
  frame.reserve(static_cast<std::size_t>(n) + bytes.size() + 2);
  frame.append(size, static_cast<std::size_t>(n)).append(bytes).append("\r\n");
  return frame;
}

StreamWorkers::StreamWorkers(unsigned threads) {
  for (unsigned i = 0; i < std::max(1u, threads); ++i) threads_.emplace_back([this] { Run(); });
}

StreamRunner StreamWorkers::Runner() {
  return [this](std::function<void()> task) { return Submit(std::move(task)); };
}

bool StreamWorkers::Submit(std::function<void()> task) {
  std::lock_guard lock(mutex_);
  if (stopping_) return false;
  queue_.push_back(std::move(task));
  ready_.notify_one();
  return true;
}

void StreamWorkers::Stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

void StreamWorkers::Run() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      // Queued tasks still run at a stop: each owes its stream an answer.
      if (queue_.empty()) return;
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    task();  // BodyStream::Pull's job catches the producer's exceptions itself
  }
}

}  // namespace firm::http
