#pragma once

#include <optional>
#include <string>
#include <vector>

#include "leads/lead_row.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

// What the conversation (conversation/) reads from and marks on a lead, so that the inbox
// filters and sorts on the leads table alone: which lead a text from a number belongs to,
// a reply waiting and unread, a failed acknowledgement, and the follow-up tries that are due.
namespace firm::leads {

// A text from a number belongs to the newest lead sent from it within this many days;
// after that it starts a new lead.
inline constexpr int kTextThreadDays = 180;

// The conversation's view of a lead (TextLeadOf a LeadRow).
struct TextLead {
  std::string id;
  std::string form_type;
  std::string reference;
  std::string language;  // "" while unknown (a text lead before staff set it)
  std::string phone;
  bool may_text = false;   // MayText: agreed on the form, or a text lead
  bool opted_out = false;  // the number replied STOP
};

TextLead TextLeadOf(const LeadRow& row);

// The newest lead from `phone` (E.164) created at or after `since` (ISO); nullopt when there is
// none. The caller serialises the texts of one number (Transaction::Serialize), so no row lock.
storage::StoreResult<std::optional<TextLead>> NewestLeadOfPhone(storage::Transaction& tx,
                                                                const std::string& phone,
                                                                const std::string& since);

// The lead by id, nullopt when it is gone.
storage::StoreResult<std::optional<TextLead>> TextLeadById(storage::Transaction& tx,
                                                           const std::string& lead_id);

// A text from the worker arrived at `at`: one more unread, waiting since the oldest unanswered
// one, and the follow-up cadence ends (the worker answered).
storage::UnitResult NoteTextFromWorker(storage::Transaction& tx, const std::string& lead_id,
                                       const std::string& at);
// Staff opened the conversation: nothing is unread.
storage::UnitResult NoteTextsRead(storage::Transaction& tx, const std::string& lead_id);
// Staff answered (or marked the texts as needing no answer): nothing waits, nothing is unread.
storage::UnitResult NoteTextsAnswered(storage::Transaction& tx, const std::string& lead_id);
// How many leads started with a text (form text_message) were created after `since` (ISO),
// held back or not. The caller serialises the check (Transaction::Serialize) when it acts on it.
storage::StoreResult<long> CountTextLeadsSince(storage::Transaction& tx, const std::string& since);
// A text lead held back by SMS_NEW_LEADS_PER_HOUR (conversation/, issue 50): the cap's one notice
// to staff stands for its first-contact escalation, so the watch passes it by (marked as
// escalated at `at`); it waits in the inbox like any lead nobody has contacted.
storage::UnitResult NoteHeldBack(storage::Transaction& tx, const std::string& lead_id,
                                 const std::string& at);
// The acknowledgement text failed or was not delivered.
storage::UnitResult NoteAcknowledgementFailed(storage::Transaction& tx, const std::string& lead_id,
                                              const std::string& at);

struct DueTry {
  std::string lead_id;
  long try_number = 0;  // the try that is due: tries so far + 1
};
// Marks every lead whose next try is due at `now` (ISO) and not yet reminded of as reminded,
// in `tx`; returns them. The UPDATE ... WHERE try_reminded < follow_up_tries decides which
// process reminds, so each try is reminded of once.
storage::StoreResult<std::vector<DueTry>> MarkDueTriesReminded(storage::Transaction& tx,
                                                               const std::string& now);

}  // namespace firm::leads
