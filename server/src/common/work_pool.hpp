#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace firm::common {

// A fixed number of worker threads with a bounded queue, for slow CPU-bound
// work (argon2 password checks) that must not run on the HTTP threads. Room is
// reserved before the work is handed over, so a caller that finds the pool full
// can answer at once (503) instead of waiting, and at most `workers` tasks run
// at the same time (each argon2 check takes 64 MiB: this bounds the memory).
class WorkPool {
 public:
  // Room for one task; given back when dropped unused or when its task ends.
  class Slot {
   public:
    Slot(Slot&& other) noexcept : pool_(other.pool_) { other.pool_ = nullptr; }
    Slot& operator=(Slot&& other) noexcept;
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    ~Slot();

   private:
    friend class WorkPool;
    explicit Slot(WorkPool* pool) : pool_(pool) {}
    WorkPool* pool_ = nullptr;
  };

  WorkPool(unsigned workers, std::size_t max_queued);
  ~WorkPool();
  WorkPool(const WorkPool&) = delete;
  WorkPool& operator=(const WorkPool&) = delete;

  // nullopt when `workers + max_queued` tasks are running, queued or reserved,
  // or once Stop has begun.
  std::optional<Slot> TryReserve();

  // Queues `task` on the room `slot` holds. After Stop the task runs on the
  // calling thread instead, so that it is never lost.
  void Submit(Slot slot, std::function<void()> task);

  // Refuses new reservations, runs every queued task, joins the workers.
  void Stop();

 private:
  void Run();
  void Release();

  const std::size_t capacity_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> queue_;  // guarded by mutex_
  std::size_t held_ = 0;                     // reserved, queued or running; guarded by mutex_
  bool stopping_ = false;                    // guarded by mutex_
  std::vector<std::thread> threads_;
};

}  // namespace firm::common
