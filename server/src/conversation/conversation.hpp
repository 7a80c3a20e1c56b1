#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "config/env_config.hpp"
#include "conversation/keywords.hpp"
#include "conversation/message_store.hpp"
#include "conversation/saved_replies.hpp"
#include "intake/arrival.hpp"
#include "leads/lead_recorder.hpp"
#include "leads/lead_store.hpp"
#include "metrics/metrics.hpp"
#include "site/firm_contact.hpp"
#include "storage/database.hpp"

namespace firm::outbox {
class Outbox;
}

// The conversation of a lead after the first answer (issue 34, decision 0027): one thread of
// texts per lead, in and out; a text from a number with no recent lead starts a lead of its
// own; staff replies; the reply clock; the follow-up cadence. Every text to a worker goes
// through the outbox (channel "sms"), in the worker's language, never after STOP.
namespace firm::conversation {

struct ConversationContext {
  config::ConversationSettings settings;
  site::FirmContact firm;
  std::string site_origin;
  // The outbox channels this server sends: a text is queued only with "sms", a notice only
  // with its e-mail channel.
  std::vector<std::string> channels;
  std::vector<SavedReply> saved_replies;  // SAVED_REPLIES_FILE
};

// A signed text from the provider's inbound webhook, checked.
struct InboundText {
  std::string phone;       // From, E.164
  std::string body;        // Body, control characters but line breaks and tabs removed
  std::string media_json;  // JSON array of the MediaUrlN links
  std::string provider_sid;
};
struct InboundOutcome {
  std::string answer;      // the immediate answer (to STOP, START, HELP), "" for none
  bool duplicate = false;  // the provider sent this MessageSid before: nothing stored
};

enum class ReplyRefusal { kNoSuchLead, kOptedOut, kNoConsent, kTextingOff };

// Staff recording an opt-out from a worker's text (issue 51).
enum class OptOutRefusal { kNoSuchLead, kNoSuchMessage, kNotFromWorker };
struct OptOutOutcome {
  std::optional<OptOutRefusal> refused;
  bool recorded = false;        // false: the number had opted out already; nothing changed
  std::string confirmation_id;  // the confirmation text queued, "" when none
  // No confirmation: the text was received more than five minutes before (opt_out.cpp).
  bool confirmation_late = false;
};

// A lead's booked call as the answer to CANCEL speaks of it (issue 51): booking/ gives it, as
// the conversation does not read booking's tables. `manage_url` is the worker's link to move or
// cancel the call, "" when none can be made.
struct BookedCallNote {
  std::string manage_url;
};
using BookedCallLookup = std::function<storage::StoreResult<std::optional<BookedCallNote>>(
    storage::Transaction&, const std::string& lead_id, std::chrono::system_clock::time_point now)>;
struct ReplyOutcome {
  std::optional<ReplyRefusal> refused;
  std::string message_id;
  bool created = false;  // false: the same client key was sent before
};

class Conversation {
 public:
  Conversation(std::shared_ptr<storage::Database> database, ConversationContext context,
               const intake::Arrival* arrival, outbox::Outbox* outbox);

  // Registered on the lead recorder: a new form lead's first text (the acknowledgement, when
  // its worker agreed to texts), queued in the lead's own transaction. A text lead's automatic
  // answer is queued by Receive, which knows the caps.
  leads::ArrivalStep ArrivalStep() const;

  // Stores a text from a worker on the newest lead from that number within
  // leads::kTextThreadDays (or a new text lead), acts on STOP, START and HELP, and says what to
  // answer at once. A repeated MessageSid changes nothing. Staff hear of a thread once when it
  // starts waiting, not of every text, until they answer it (Reply, MarkAnswered). A new
  // number's text past a cap (HeldBy) is stored all the same, on a lead of its own.
  storage::StoreResult<InboundOutcome> Receive(const InboundText& text,
                                               std::chrono::system_clock::time_point now);

  // A staff member's text to the lead's worker: stored, queued, the worker's texts answered,
  // and a contact attempt (text, sent) logged, in one transaction. `body` is checked already.
  storage::StoreResult<ReplyOutcome> Reply(const std::string& form_type, const std::string& lead_id,
                                           const std::string& body,
                                           const std::optional<std::string>& client_key,
                                           const std::string& author,
                                           std::chrono::system_clock::time_point now);

  // Staff saw the worker's texts and no answer is needed: the reply clock stops. False when
  // the lead is gone (or is not of `form_type`).
  storage::StoreResult<bool> MarkAnswered(const std::string& form_type, const std::string& lead_id,
                                          std::chrono::system_clock::time_point now);
  // Staff opened the thread: the worker's texts are read. False as for MarkAnswered.
  storage::StoreResult<bool> MarkRead(const std::string& form_type, const std::string& lead_id,
                                      std::chrono::system_clock::time_point now);

  // Staff record that the worker of `lead_id` asked to stop texts, from their text `message_id`
  // (a possible opt-out, or any text): in one transaction, the number is opted out (as STOP),
  // the audit log gets "lead.sms_opted_out" with the author and the message id, the worker's
  // texts are answered, and the usual STOP confirmation is queued (when the worker may be
  // texted, texting is on, and the text came at most five minutes before `now`): the last text
  // the number gets. Recording it again, or for a
  // number that opted out already, changes nothing (`recorded` false). Two staff at once: one
  // opt-out, one confirmation (the number's lock, as Receive).
  storage::StoreResult<OptOutOutcome> RecordOptOut(const std::string& form_type,
                                                   const std::string& lead_id,
                                                   const std::string& message_id,
                                                   const std::string& author,
                                                   std::chrono::system_clock::time_point now);

  // booking/'s view of a lead's booked call, for the answer to CANCEL; set at start-up.
  void UseBookedCalls(BookedCallLookup lookup) { booked_call_ = std::move(lookup); }

  // For LeadStore::AddContact: the next try from the cadence, and the follow-up text.
  leads::ContactFollowUp FollowUp() const;

  // The SLA watch's tasks: texts past the reply time (one escalation each), follow-up tries
  // that are due (one reminder each). Each returns how many it queued.
  common::Result<long, storage::StorageError> EscalateDueReplies(
      std::chrono::system_clock::time_point now);
  common::Result<long, storage::StorageError> RemindDueTries(
      std::chrono::system_clock::time_point now);

  MessageStore& Messages() { return messages_; }
  const ConversationContext& Context() const { return context_; }
  bool Sends(std::string_view channel) const;

 private:
  // In one transaction: `mark` on the lead's texts, if the lead exists and is of `form_type`.
  storage::StoreResult<bool> MarkTexts(const std::string& form_type, const std::string& lead_id,
                                       std::chrono::system_clock::time_point now,
                                       storage::UnitResult (*mark)(storage::Transaction&,
                                                                   const std::string&,
                                                                   const std::string&));

  // The cap that holds back a text from a new number at `now`, if any, counted over the last
  // hour in the database (every server's rows) under one lock, so two texts at the cap never
  // both pass: SMS_NEW_LEADS_PER_HOUR (leads started by a text, held back or not), then
  // SMS_AUTO_ANSWERS_PER_HOUR (automatic answers queued, with texting on).
  storage::StoreResult<std::optional<metrics::TextCap>> HeldBy(
      storage::Transaction& tx, std::chrono::system_clock::time_point now) const;
  // A new text lead, just recorded: its automatic answer (unless `answer` is false: its text
  // may be an opt-out), or, held back, no answer and one notice to staff a cap an hour; past
  // the new-lead cap the first-contact watch passes it by.
  storage::UnitResult StartTextLead(storage::Transaction& tx, const std::string& lead_id,
                                    std::optional<metrics::TextCap> held, bool answer,
                                    std::chrono::system_clock::time_point now) const;
  // The answer to a whole-message CANCEL or CANCELAR: the STOP confirmation and, when the
  // worker has a booked call, that it is still booked and how to cancel it.
  storage::StoreResult<std::string> CancelAnswer(storage::Transaction& tx,
                                                 const std::string& lead_id,
                                                 std::string_view language,
                                                 std::chrono::system_clock::time_point now) const;

  std::shared_ptr<storage::Database> database_;
  ConversationContext context_;
  // A text from a new number arrives like every lead (intake/arrival.hpp), at its record step.
  const intake::Arrival* arrival_;
  outbox::Outbox* outbox_;
  MessageStore messages_;
  BookedCallLookup booked_call_;
};

}  // namespace firm::conversation
