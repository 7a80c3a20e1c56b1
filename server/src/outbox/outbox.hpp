#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "outbox/backoff.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

struct OutboxOptions {
  unsigned workers = 2;
  unsigned max_attempts = 12;
  BackoffPolicy backoff;
  std::chrono::milliseconds poll_interval{1'000};
  std::chrono::milliseconds send_timeout{15'000};
  // How long Stop lets a send in progress finish before cutting it short.
  std::chrono::milliseconds stop_grace{2'000};
};

// A claim outlives its send by this factor of the send timeout, so a live
// worker's row is never taken over; a dead worker's row is retried after it.
inline constexpr int kLeaseFactor = 3;

// The delivery workers of this process: threads that claim due rows, send
// them through their channel outside any transaction, and record the outcome.
// Several processes may run on one PostgreSQL database (see DeliveryStore).
class Outbox {
 public:
  Outbox(std::shared_ptr<storage::Database> database,
         std::vector<std::unique_ptr<Channel>> channels, OutboxOptions options);
  ~Outbox();
  Outbox(const Outbox&) = delete;
  Outbox& operator=(const Outbox&) = delete;

  // Starts the worker threads. Every signal the caller wants to sigwait for
  // must already be blocked: the threads inherit the mask.
  void Start();

  // Stops claiming, gives a send in progress stop_grace to finish, then aborts
  // it (the row goes back to 'pending', due at once) and joins the threads.
  void Stop();

  // A lead was just committed: look now rather than at the next poll.
  void Wake();

  // A module's own channel (conversation/'s texts, booking/'s e-mails), added while the server
  // is wired, before Start: made with whatever the module needs, nothing patched in later.
  void AddChannel(std::unique_ptr<Channel> channel);

  // The channel names this process sends, for queueing.
  const std::vector<std::string>& ChannelNames() const { return channel_names_; }

 private:
  // The channel of that name, or null.
  const Channel* Find(std::string_view name) const;
  void Run(unsigned index);
  void Process(const Claim& claim, const std::string& worker, double jitter_unit);
  void Idle(std::uint64_t seen_generation);

  std::shared_ptr<storage::Database> database_;  // handed to each channel (UseDatabase)
  DeliveryStore store_;
  std::vector<std::unique_ptr<Channel>> channels_;
  std::vector<std::string> channel_names_;
  OutboxOptions options_;
  std::string process_id_;

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::uint64_t generation_ = 0;
  unsigned active_sends_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<bool> abort_sends_{false};
  std::vector<std::thread> threads_;
};

}  // namespace firm::outbox
