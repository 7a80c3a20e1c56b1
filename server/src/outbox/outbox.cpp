#include "outbox/outbox.hpp"

#include <unistd.h>

#include <iostream>
#include <random>
#include <sstream>
#include <stdexcept>

#include "leads/lead_id.hpp"
#include "metrics/metrics.hpp"
#include "outbox/outcome.hpp"

namespace firm::outbox {

namespace {

// A database outage should not flood stderr: one line per worker per interval.
constexpr std::chrono::seconds kStorageErrorLogInterval{30};

std::string HostName() {
  char buffer[256] = {};
  if (gethostname(buffer, sizeof buffer - 1) != 0) return "host";
  return buffer;
}

// One line per event, written at once so threads do not interleave.
void Log(const std::string& line) { std::cerr << ("outbox: " + line + "\n") << std::flush; }

}  // namespace

Outbox::Outbox(std::shared_ptr<storage::Database> database,
               std::vector<std::unique_ptr<Channel>> channels, OutboxOptions options)
    : database_(database),
      store_(database),
      channels_(std::move(channels)),
      options_(options),
      // claimed_by: which process (host, pid, a random part against pid reuse) and thread.
      process_id_(HostName() + "/" + std::to_string(::getpid()) + "/" +
                  leads::NewLeadId().substr(0, 8)) {
  for (const auto& channel : channels_) {
    channel_names_.emplace_back(channel->Name());
    channel->UseDatabase(database);
  }
}

Outbox::~Outbox() { Stop(); }

void Outbox::Start() {
  if (channels_.empty() || !threads_.empty()) return;
  for (unsigned i = 0; i < options_.workers; ++i) {
    threads_.emplace_back([this, i] { Run(i); });
  }
  std::ostringstream line;
  line << "started " << options_.workers << " worker(s) for";
  for (const auto& name : channel_names_) line << " " << name;
  line << " as " << process_id_;
  Log(line.str());
}

void Outbox::Stop() {
  if (threads_.empty()) return;
  {
    std::unique_lock lock(mutex_);
    stopping_ = true;
    wake_.notify_all();
    idle_.wait_for(lock, options_.stop_grace, [this] { return active_sends_ == 0; });
  }
  abort_sends_ = true;
  for (auto& thread : threads_) thread.join();
  threads_.clear();
  Log("stopped");
}

void Outbox::Wake() {
  std::lock_guard lock(mutex_);
  ++generation_;
  wake_.notify_all();
}

void Outbox::Idle(std::uint64_t seen_generation) {
  std::unique_lock lock(mutex_);
  wake_.wait_for(lock, options_.poll_interval,
                 [&] { return stopping_.load() || generation_ != seen_generation; });
}

const Channel* Outbox::Find(std::string_view name) const {
  for (const auto& channel : channels_) {
    if (channel->Name() == name) return channel.get();
  }
  return nullptr;
}

void Outbox::AddChannel(std::unique_ptr<Channel> channel) {
  if (!threads_.empty()) throw std::logic_error("outbox: a channel added after Start");
  channel_names_.emplace_back(channel->Name());
  channel->UseDatabase(database_);
  channels_.push_back(std::move(channel));
}

void Outbox::Run(unsigned index) {
  const std::string worker = process_id_ + "/w" + std::to_string(index);
  std::mt19937_64 random{std::random_device{}()};
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const auto lease = options_.send_timeout * kLeaseFactor;
  auto last_error_log = std::chrono::steady_clock::time_point{};
  while (!stopping_) {
    std::uint64_t seen;
    {
      std::lock_guard lock(mutex_);
      seen = generation_;
      // Counted before the claim so Stop's grace also covers claim-to-send.
      ++active_sends_;
    }
    const auto now = std::chrono::system_clock::now();
    auto claimed = store_.ClaimNext(worker, channel_names_, storage::IsoTimestamp(now),
                                    storage::IsoTimestamp(now + lease));
    if (claimed && claimed.Value()) Process(*claimed.Value(), worker, unit(random));
    {
      std::lock_guard lock(mutex_);
      --active_sends_;
      idle_.notify_all();
    }
    if (!claimed) {
      if (std::chrono::steady_clock::now() - last_error_log > kStorageErrorLogInterval) {
        last_error_log = std::chrono::steady_clock::now();
        Log("storage error while claiming: " + claimed.Error().message);
      }
      Idle(seen);
    } else if (!claimed.Value()) {
      Idle(seen);
    }
  }
}

void Outbox::Process(const Claim& claim, const std::string& worker, double jitter_unit) {
  const Delivery& delivery = claim.delivery;
  const auto started = std::chrono::steady_clock::now();
  Completion completion;
  SendResult result;
  bool sent = false;

  auto lead = store_.LoadLead(delivery.lead_id);
  if (!lead) {
    // The row stays 'sending' and is retried once its lease runs out.
    Log("delivery=" + delivery.id + " storage error reading the lead: " + lead.Error().message);
    return;
  }
  const Channel* channel = Find(delivery.channel);
  if (!lead.Value()) {
    result = Refused("the lead no longer exists");
  } else if (!channel) {
    result = Refused("no target configured for this channel");
  } else if (delivery.attempt > options_.max_attempts) {
    // Only after a lease takeover: the last allowed attempt never reported back.
    result = Unsent("no attempts left");
  } else {
    result = channel->Send(delivery, *lead.Value(), abort_sends_);
    sent = true;
  }

  const auto now = std::chrono::system_clock::now();
  completion.now = storage::IsoTimestamp(now);
  completion.next_attempt_at = completion.now;
  completion.status = result.status;
  completion.error = result.error;
  completion.duration_ms = static_cast<long>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                                 std::chrono::steady_clock::now() - started)
                                                 .count());
  std::chrono::milliseconds delay{0};
  if (result.interrupted) {
    // Not the receiver's fault: due again at once, for whichever process is running.
    completion.state = "pending";
    completion.outcome = "retry";
  } else {
    const Decision decision = Decide(
        result.verdict, std::min(delivery.attempt, options_.max_attempts), options_.max_attempts);
    completion.state = decision.state;
    completion.outcome = decision.outcome;
    if (decision.state == "pending") {
      delay = RetryDelay(options_.backoff, delivery.attempt, jitter_unit, result.retry_after);
      completion.next_attempt_at = storage::IsoTimestamp(now + delay);
    }
  }

  auto finished = store_.Finish(delivery, worker, completion);
  metrics::Process().CountDeliveryAttempt(delivery.channel, completion.outcome);
  std::ostringstream line;
  line << "delivery=" << delivery.id << " channel=" << delivery.channel
       << " attempt=" << delivery.attempt << "/" << options_.max_attempts
       << " outcome=" << completion.outcome;
  if (result.status) line << " status=" << *result.status;
  if (completion.state == "pending") line << " retry_in=" << delay.count() << "ms";
  if (!sent) line << " not_sent";
  if (claim.lease_expired) line << " took_over_expired_lease";
  if (!result.error.empty()) line << " error=\"" << result.error << "\"";
  if (!finished) {
    line << " NOT RECORDED (storage error: " << finished.Error().message
         << "); retried after the lease";
  } else if (!finished.Value()) {
    line << " NOT RECORDED (the claim was lost: lease expired or lead deleted)";
  }
  Log(line.str());
}

}  // namespace firm::outbox
