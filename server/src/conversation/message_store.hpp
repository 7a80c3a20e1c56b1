#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "storage/database.hpp"
#include "storage/store_support.hpp"

// The conversation_messages table (migration 0007): every text of a lead's thread, in and out.
// Bodies are personal data: never logged, deleted with the lead (ON DELETE CASCADE).
namespace firm::conversation {

using storage::StoreResult;
using storage::UnitResult;

// A message as staff see it in the thread.
struct Message {
  std::string id;
  std::string direction;  // in | out
  // text (from the worker) | acknowledgement | reply (staff) | follow_up | auto_answer |
  // keyword_answer (to STOP, START, HELP; and the confirmation of an opt-out staff recorded)
  std::string kind;
  std::string author;  // a staff user name, "system" or "worker"
  std::string body;
  std::vector<std::string> media;  // MMS links as the provider sent them; never fetched
  // received (in) | queued | sent | delivered | failed | undelivered | refused
  std::string status;
  std::string error;  // the provider's error code, or why the outbox gave up
  std::string created_at;
  std::optional<std::string> read_at;
  std::optional<std::string> answered_at;
  // A worker's text that may be a request to stop texts (MayBeOptOut, issue 51): staff see
  // "This may be a request to stop texts" and can record the opt-out.
  bool possible_opt_out = false;
};

// The kinds of text the firm sends on its own (not an answer to something the worker just did):
// they wait out the quiet hours (sms_channel).
// Every other text goes at once, day or night: the acknowledgement of a form and the automatic
// answer to a new number's text (they answer what the worker just did), the answers to STOP,
// START and HELP, and staff replies.
inline constexpr std::string_view kFollowUpKind = "follow_up";
inline constexpr std::string_view kBookingKind = "booking";
// A fee agreement's link and its reminders (engagement/), and the signed copy's link, which goes
// at once (the worker just signed).
inline constexpr std::string_view kAgreementKind = "agreement";
inline constexpr std::string_view kAgreementSignedKind = "agreement_signed";
inline bool WaitsOutQuietHours(std::string_view kind) {
  return kind == kFollowUpKind || kind == kBookingKind || kind == kAgreementKind;
}
// The one automatic answer to a text from a new number (capped by SMS_AUTO_ANSWERS_PER_HOUR).
inline constexpr std::string_view kAutoAnswerKind = "auto_answer";

// A text to the worker, queued through the outbox (channel "sms", subject: the message id).
struct OutgoingText {
  std::string lead_id;
  std::string kind;    // acknowledgement | reply | follow_up | auto_answer | booking | agreement
  std::string author;  // a user name or "system"
  std::string body;
  std::optional<std::string> client_key;  // a staff reply's idempotency key
  std::string now;                        // ISO
  std::string due;                        // ISO: now, or when the quiet hours end
};
struct Queued {
  std::string id;
  bool created = false;  // false: the client key was already used (the first one stands)
};

// What the SMS channel needs to send one message.
struct TextToSend {
  std::string lead_id;
  std::string kind;
  std::string body;
  std::string status;
};

// A provider status callback that matched a message.
struct StatusChange {
  std::string message_id;
  std::string lead_id;
  std::string kind;
  std::string status;  // after the change
};

struct DueReply {
  std::string message_id;
  std::string lead_id;
};

class MessageStore {
 public:
  explicit MessageStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // --- inside a caller's transaction ---
  static StoreResult<bool> SidKnown(storage::Transaction& tx, const std::string& provider_sid);
  // A text from the worker. `answered_at` is set for keywords (answered by the system);
  // `reply_due_at` starts the reply clock for free text.
  struct Inbound {
    std::string lead_id;
    std::string body;
    std::string media_json;  // JSON array of URLs
    std::string provider_sid;
    std::string at;
    std::optional<std::string> answered_at;
    std::optional<std::string> reply_due_at;
    bool possible_opt_out = false;  // MayBeOptOut
  };
  static StoreResult<std::string> InsertInbound(storage::Transaction& tx, const Inbound& text);
  // Message `message_id` of `lead_id`: its direction ("in" or "out") and when it was stored
  // (ISO, UTC); nullopt when the lead has no such message.
  struct Origin {
    std::string direction;
    std::string created_at;
  };
  static StoreResult<std::optional<Origin>> OriginOf(storage::Transaction& tx,
                                                     const std::string& lead_id,
                                                     const std::string& message_id);
  // Whether a text from the worker of `lead_id` waits for an answer (staff have not replied nor
  // marked it as needing none). The caller serialises the lead's thread.
  static StoreResult<bool> ThreadWaits(storage::Transaction& tx, const std::string& lead_id);
  // How many texts of `kind` were queued after `since` (ISO), on any lead.
  static StoreResult<long> CountSince(storage::Transaction& tx, std::string_view kind,
                                      const std::string& since);
  // The message and its delivery, due at `text.due`.
  static StoreResult<Queued> QueueText(storage::Transaction& tx, const OutgoingText& text);
  // Withdraws queued texts of `lead_id` whose client key is one of `client_keys` and whose
  // delivery has not started: the message and its delivery are deleted (a reminder of a call
  // that was moved or cancelled). A text already being sent stays.
  static UnitResult WithdrawQueued(storage::Transaction& tx, const std::string& lead_id,
                                   const std::vector<std::string>& client_keys);
  // The queued or sent texts of `lead_id` with these client keys: {client key, status, error}.
  struct KeyedStatus {
    std::string client_key;
    std::string status;
    std::string error;
  };
  static StoreResult<std::vector<KeyedStatus>> StatusOfKeys(
      storage::Transaction& tx, const std::string& lead_id,
      const std::vector<std::string>& client_keys);
  // An answer the provider sends for us at once (TwiML): stored as sent.
  static UnitResult InsertAnswered(storage::Transaction& tx, const std::string& lead_id,
                                   const std::string& body, const std::string& at);
  // Marks the worker's texts of `lead_id` answered at `at`.
  static UnitResult MarkAnswered(storage::Transaction& tx, const std::string& lead_id,
                                 const std::string& at);
  // Marks the worker's texts of `lead_id` read at `at`.
  static UnitResult MarkRead(storage::Transaction& tx, const std::string& lead_id,
                             const std::string& at);
  // Marks every unanswered text whose reply time has passed at `now` as escalated; returns them.
  static StoreResult<std::vector<DueReply>> MarkDueRepliesEscalated(storage::Transaction& tx,
                                                                    const std::string& now);

  // --- one transaction each ---
  // Oldest first.
  StoreResult<std::vector<Message>> Thread(const std::string& lead_id);
  StoreResult<std::optional<TextToSend>> LoadText(const std::string& message_id);
  // The provider took the message: its id, and status "sent" unless a callback got further.
  UnitResult RecordAccepted(const std::string& message_id, const std::string& provider_sid,
                            const std::string& now);
  // The outbox gave up on the message (or refused it): failed with `error`, or refused; an
  // acknowledgement's failure is flagged on the lead.
  UnitResult RecordGivenUp(const std::string& message_id, const std::string& status,
                           const std::string& error, const std::string& now);
  // A status callback: nullopt when no message has that provider id. A status never goes
  // back (a late "sent" after "delivered" changes nothing).
  StoreResult<std::optional<StatusChange>> ApplyStatus(const std::string& provider_sid,
                                                       const std::string& status,
                                                       const std::string& error_code,
                                                       const std::string& now);

 private:
  // In one transaction: the message locked, its provider id set (when given), its status moved.
  UnitResult MoveLocked(const std::string& message_id, const std::string& status,
                        const std::string& error, const std::string& now,
                        const std::string& provider_sid);

  std::shared_ptr<storage::Database> database_;
};

// How far a status has come: a callback may only move a message forward.
int StatusRank(std::string_view status);

// A provider's message id as stored (provider_sid): 2 to 64 ASCII letters and digits.
bool IsProviderSid(std::string_view sid);

}  // namespace firm::conversation
