#include "common/work_pool.hpp"

#include <algorithm>
#include <exception>
#include <iostream>

namespace firm::common {

WorkPool::Slot& WorkPool::Slot::operator=(Slot&& other) noexcept {
  if (this != &other) {
    if (pool_) pool_->Release();
    pool_ = other.pool_;
    other.pool_ = nullptr;
  }
  return *this;
}

WorkPool::Slot::~Slot() {
  if (pool_) pool_->Release();
}

WorkPool::WorkPool(unsigned workers, std::size_t max_queued)
    : capacity_(std::max(1u, workers) + max_queued) {
  for (unsigned i = 0; i < std::max(1u, workers); ++i) threads_.emplace_back([this] { Run(); });
}

WorkPool::~WorkPool() { Stop(); }

std::optional<WorkPool::Slot> WorkPool::TryReserve() {
  std::lock_guard lock(mutex_);
  if (stopping_ || held_ >= capacity_) return std::nullopt;
  ++held_;
  return Slot(this);
}

void WorkPool::Submit(Slot slot, std::function<void()> task) {
  {
    std::lock_guard lock(mutex_);
    if (!stopping_) {
      // The room now belongs to the queued task; the worker gives it back.
      slot.pool_ = nullptr;
      queue_.push_back(std::move(task));
      ready_.notify_one();
      return;
    }
  }
  task();
}

void WorkPool::Stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (auto& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

void WorkPool::Release() {
  std::lock_guard lock(mutex_);
  --held_;
}

void WorkPool::Run() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to run
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      task();
    } catch (const std::exception& e) {
      // Tasks answer their own errors; this is a bug, kept off the worker's back.
      std::cerr << "work pool: task failed: " << e.what() << std::endl;
    }
    Release();
  }
}

}  // namespace firm::common
