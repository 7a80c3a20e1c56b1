#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "leads/lead_messages.hpp"
#include "outbox/outcome.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

using leads::LeadRecord;

// One claimed delivery row.
struct Delivery {
  std::string id;
  std::string lead_id;
  std::string channel;   // one of the k*Channel names below
  unsigned attempt = 0;  // this attempt, 1-based
  // What the delivery is about when a lead has several of one channel: a text message's id
  // (conversation/), a follow-up try; "" for the lead itself.
  std::string subject_key;
};

inline constexpr std::string_view kWebhookChannel = "webhook";
inline constexpr std::string_view kEmailChannel = "email";
// To the worker: the acknowledgement e-mail and text (outbox/acknowledgement).
inline constexpr std::string_view kAckEmailChannel = "ack_email";
inline constexpr std::string_view kAckSmsChannel = "ack_sms";
// To staff, once, when a lead waits past the first-contact time (outbox/escalation).
inline constexpr std::string_view kEscalationEmailChannel = "escalation_email";
inline constexpr std::string_view kEscalationWebhookChannel = "escalation_webhook";
// The conversation (conversation/): a text message of the lead's thread (subject: its id);
// staff hear of a text from the worker, of one unanswered past SLA_REPLY_MINUTES (subject: the
// message id), and of a follow-up try that is due (subject: the try's number).
inline constexpr std::string_view kSmsChannel = "sms";
inline constexpr std::string_view kReplyEmailChannel = "reply_email";
inline constexpr std::string_view kReplyEscalationEmailChannel = "reply_escalation_email";
inline constexpr std::string_view kFollowUpEmailChannel = "follow_up_email";
// booking/: the worker's e-mails about a booked call (confirmation, reminders, changes).
inline constexpr std::string_view kBookingEmailChannel = "booking_email";
// engagement/: the worker's e-mails with a fee agreement's link and its reminders.
inline constexpr std::string_view kAgreementEmailChannel = "agreement_email";
// engagement/: the one-time code to sign a fee agreement, by text (subject "<agreement id>:<Unix
// seconds the code was made>"; the code is made again from them, never stored).
inline constexpr std::string_view kAgreementCodeSmsChannel = "agreement_code_sms";

// One delivery target. Send is bounded by the channel's timeout and returns
// early (interrupted) once `abort` is set. Called from several worker threads.
class Channel {
 public:
  virtual ~Channel() = default;
  virtual std::string_view Name() const = 0;
  virtual SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                          const std::atomic<bool>& abort) const = 0;
  // The outbox's database, given once by the Outbox before its workers start, for a channel
  // that records what it sent (conversation's SMS channel). Channels are made before the
  // database is opened: their number sizes its connection pool.
  virtual void UseDatabase(std::shared_ptr<storage::Database> /*database*/) {}
};

}  // namespace firm::outbox
