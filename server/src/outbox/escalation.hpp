#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "common/result.hpp"
#include "config/env_config.hpp"
#include "outbox/channel.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

class Outbox;

// In one transaction: marks every lead that has waited longer than the
// first-contact time with no contact attempt and no escalation yet, and queues
// `channels` for each. The UPDATE ... WHERE sla_escalated_at IS NULL decides
// which process escalates a lead (PostgreSQL re-checks the condition after a
// concurrent update commits; SQLite has one writer), so with any number of
// processes each lead is escalated once. Returns how many leads it escalated.
common::Result<long, storage::StorageError> EscalateOverdue(
    storage::Database& database, const std::vector<std::string>& channels,
    std::chrono::system_clock::time_point now, std::chrono::minutes first_contact);

// The e-mail to ESCALATION_EMAIL: like the staff notification (names, form,
// issue types, the reference and a link, never contact details or answers),
// saying how long the lead has waited without a contact attempt.
struct EscalationContext {
  std::string from;
  std::string to;
  std::string site_origin;
  unsigned first_contact_minutes = 15;
};
// A booked call's escalation (booking/): a delivery about kMissedCallSubject + the booking's id,
// queued once the call is kMissedCallGrace past its start with no contact logged.
inline constexpr std::string_view kMissedCallSubject = "booking:";
// The booking an escalation is about when it is a missed call's; nullopt for a lead's first
// contact.
inline std::optional<std::string_view> MissedCallBooking(std::string_view subject_key) {
  if (!subject_key.starts_with(kMissedCallSubject)) return std::nullopt;
  return subject_key.substr(kMissedCallSubject.size());
}
inline constexpr std::chrono::minutes kMissedCallGrace{10};
// With `missed_call`: the lead's booked call passed with no contact logged, instead of the
// first-contact time.
std::string BuildEscalation(const LeadRecord& lead, const EscalationContext& context,
                            std::chrono::system_clock::time_point now, std::string_view message_id,
                            bool missed_call = false);

class EscalationEmailChannel : public Channel {
 public:
  EscalationEmailChannel(config::SmtpSettings settings, EscalationContext context,
                         std::chrono::milliseconds timeout)
      : settings_(std::move(settings)), context_(std::move(context)), timeout_(timeout) {}

  std::string_view Name() const override { return kEscalationEmailChannel; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::SmtpSettings settings_;
  EscalationContext context_;
  std::chrono::milliseconds timeout_;
};

// A thread that runs EscalateOverdue every `interval` and wakes the outbox
// when it queued something. Runs even with no escalation channel configured,
// so that configuring one later does not escalate every old lead at once.
class SlaWatch {
 public:
  SlaWatch(std::shared_ptr<storage::Database> database, std::vector<std::string> channels,
           std::chrono::minutes first_contact, std::chrono::milliseconds interval, Outbox* outbox);
  ~SlaWatch();
  SlaWatch(const SlaWatch&) = delete;
  SlaWatch& operator=(const SlaWatch&) = delete;

  // Another clock to watch at the same interval (the conversation's reply clock and follow-up
  // tries): `run` queues what is due at `now` and says how many; `what` names them for the log
  // ("text(s) waited past the reply time"). Before Start.
  using Task = std::function<common::Result<long, storage::StorageError>(
      std::chrono::system_clock::time_point now)>;
  void AddTask(std::string what, Task run) { tasks_.push_back({std::move(what), std::move(run)}); }

  // Every signal the caller sigwaits for must already be blocked.
  void Start();
  void Stop();

 private:
  void Run();
  void RunTask(const std::string& what, const Task& run,
               std::chrono::steady_clock::time_point& last_error_log);

  std::shared_ptr<storage::Database> database_;
  std::vector<std::string> channels_;
  std::chrono::minutes first_contact_;
  std::chrono::milliseconds interval_;
  Outbox* outbox_;
  std::vector<std::pair<std::string, Task>> tasks_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace firm::outbox
