#include "outbox/escalation.hpp"

#include <iostream>

#include "leads/lead_messages.hpp"
#include "outbox/curl_transfer.hpp"
#include "outbox/delivery_store.hpp"
#include "outbox/email.hpp"
#include "outbox/outbox.hpp"

namespace firm::outbox {

namespace {

// A database outage should not flood stderr.
constexpr std::chrono::seconds kErrorLogInterval{60};

}  // namespace

common::Result<long, storage::StorageError> EscalateOverdue(
    storage::Database& database, const std::vector<std::string>& channels,
    std::chrono::system_clock::time_point now, std::chrono::minutes first_contact) {
  using R = common::Result<long, storage::StorageError>;
  const std::string now_iso = storage::IsoTimestamp(now);
  const std::string cutoff = storage::IsoTimestamp(now - first_contact);
  long escalated = 0;
  auto done = database.Transact([&](storage::Transaction& tx) -> storage::UnitResult {
    escalated = 0;
    auto marked = leads::MarkOverdueEscalated(tx, now_iso, cutoff);
    if (!marked) return storage::UnitResult::Err(marked.Error());
    for (const auto& lead_id : marked.Value()) {
      auto queued = DeliveryStore::Queue(tx, lead_id, channels, now_iso);
      if (!queued) return queued;
      ++escalated;
    }
    return storage::UnitResult::Ok({});
  });
  if (!done) return R::Err(done.Error());
  return R::Ok(escalated);
}

std::string BuildEscalation(const LeadRecord& lead, const EscalationContext& context,
                            std::chrono::system_clock::time_point now, std::string_view message_id,
                            bool missed_call) {
  const std::string name = LeadName(lead);
  const std::string shown = name.empty() ? std::string("(no name)") : name;
  const std::string reference = HeaderSafeText(lead.reference, 20);
  const std::string minutes = std::to_string(context.first_contact_minutes);
  const std::string issues = JoinIssues(lead);
  const std::string subject = (missed_call ? std::string("Booked call missed, no contact logged: ")
                                           : "Waiting over " + minutes + " min with no contact: ") +
                              shown + (reference.empty() ? "" : " (" + reference + ")");
  std::string body;
  body += missed_call ? "This lead's booked call started more than "
                      : "This lead has waited more than ";
  body += missed_call ? std::to_string(kMissedCallGrace.count()) + " minutes ago"
                      : minutes + " minutes";
  body += " and nobody has logged a contact attempt.\n\n";
  body += "Name: " + shown + "\n";
  if (!reference.empty()) body += "Reference: " + reference + "\n";
  body += "Issue type(s): " + (issues.empty() ? std::string("(none given)") : issues) + "\n";
  body += "Received: " + ReadableTime(lead.created_at) + "\n\n";
  body += "Open the lead, call, and log the attempt (sign-in required):\n" +
          AdminLeadLink(lead, context.site_origin) + "\n\n";
  body += "You get this once per lead. Contact details are only in the staff area.\n";
  return BuildMail({{"Website intake", context.from, context.to, subject, message_id, now},
                    {{"X-Priority", "1"}},
                    "mixed",
                    {{"text/plain", body, {}, ""}}});
}

SendResult EscalationEmailChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                                        const std::atomic<bool>& abort) const {
  const std::string message =
      BuildEscalation(lead, context_, std::chrono::system_clock::now(), delivery.id,
                      MissedCallBooking(delivery.subject_key).has_value());
  return SendMail(settings_, context_.from, context_.to, message, timeout_, abort);
}

SlaWatch::SlaWatch(std::shared_ptr<storage::Database> database, std::vector<std::string> channels,
                   std::chrono::minutes first_contact, std::chrono::milliseconds interval,
                   Outbox* outbox)
    : database_(std::move(database)),
      channels_(std::move(channels)),
      first_contact_(first_contact),
      interval_(interval),
      outbox_(outbox) {}

SlaWatch::~SlaWatch() { Stop(); }

void SlaWatch::Start() {
  if (thread_.joinable()) return;
  thread_ = std::thread([this] { Run(); });
}

void SlaWatch::Stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void SlaWatch::RunTask(const std::string& what, const Task& run,
                       std::chrono::steady_clock::time_point& last_error_log) {
  auto queued = run(std::chrono::system_clock::now());
  if (!queued) {
    if (std::chrono::steady_clock::now() - last_error_log > kErrorLogInterval) {
      last_error_log = std::chrono::steady_clock::now();
      std::cerr << ("sla: storage error: " + queued.Error().message + "\n") << std::flush;
    }
  } else if (queued.Value() > 0) {
    // Counts only: never who.
    std::cerr << ("sla: " + std::to_string(queued.Value()) + " " + what + "\n") << std::flush;
    if (outbox_) outbox_->Wake();
  }
}

void SlaWatch::Run() {
  auto last_error_log = std::chrono::steady_clock::time_point{};
  const Task first_contact = [this](std::chrono::system_clock::time_point now) {
    return EscalateOverdue(*database_, channels_, now, first_contact_);
  };
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    RunTask("lead(s) passed the first-contact time", first_contact, last_error_log);
    for (const auto& [what, run] : tasks_) RunTask(what, run, last_error_log);
    lock.lock();
    wake_.wait_for(lock, interval_, [this] { return stopping_; });
  }
}

}  // namespace firm::outbox
