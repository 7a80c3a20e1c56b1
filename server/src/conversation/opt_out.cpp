// A worker's texts asking to stop (issue 51): staff recording an opt-out from a text, and the
// answer to CANCEL, which also speaks of a booked call.

#include "conversation/conversation.hpp"
#include "conversation/message_store.hpp"
#include "conversation/text_locks.hpp"
#include "leads/lead_conversation.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/channel.hpp"
#include "outbox/outbox.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::conversation {

namespace {

using storage::Fail;
using storage::Transaction;

// The one confirmation a number may get after it asked to stop is sent within five minutes of
// the request (the FCC's 2012 SoundBite ruling, kept by FCC 24-24 and 47 CFR 64.1200(a)(12); a
// later one needs a showing that the delay was reasonable). A text staff read later as a request
// to stop is recorded without one.
constexpr std::chrono::minutes kConfirmWithin{5};

bool InTimeToConfirm(const std::string& asked_at, std::chrono::system_clock::time_point now) {
  auto asked = storage::ParseInstant(asked_at);
  return asked && now - *asked <= kConfirmWithin;
}

}  // namespace

storage::StoreResult<std::string> Conversation::CancelAnswer(
    Transaction& tx, const std::string& lead_id, std::string_view language,
    std::chrono::system_clock::time_point now) const {
  std::optional<BookedCallNote> call;
  if (booked_call_) {
    auto found = booked_call_(tx, lead_id, now);
    if (!found) return Fail<std::string>(found.Error());
    call = std::move(found).Value();
  }
  const std::string& phone = context_.firm.phone_display;
  return storage::StoreResult<std::string>::Ok(
      outbox::InLanguage(language, [&](std::string_view lang) {
        std::string answer = outbox::SmsStoppedText(context_.firm, lang);
        if (!call) return answer;
        // How to cancel: the call's own link; else the booking text's link or a call to us.
        const char* key = !call->manage_url.empty() ? "callStillBooked"
                          : !phone.empty()          ? "callStillBookedCallUs"
                                                    : "callStillBookedNoLink";
        return answer + " " +
               outbox::FillWords(outbox::WorkerWord(lang, {"sms", key}),
                                 {{"link", call->manage_url}, {"phone", phone}});
      }));
}

storage::StoreResult<OptOutOutcome> Conversation::RecordOptOut(
    const std::string& form_type, const std::string& lead_id, const std::string& message_id,
    const std::string& author, std::chrono::system_clock::time_point now) {
  using T = OptOutOutcome;
  auto refuse = [](OptOutRefusal why) {
    OptOutOutcome refused;
    refused.refused = why;
    return storage::StoreResult<T>::Ok(std::move(refused));
  };
  const std::string now_iso = storage::IsoTimestamp(now);
  auto outcome =
      storage::InTransaction<T>(*database_, [&](Transaction& tx) -> storage::StoreResult<T> {
        auto lead = leads::TextLeadById(tx, lead_id);
        if (!lead) return Fail<T>(lead.Error());
        if (!lead.Value() || lead.Value()->form_type != form_type) {
          return refuse(OptOutRefusal::kNoSuchLead);
        }
        const leads::TextLead& found = *lead.Value();
        // As Receive: the number, then the thread, so a STOP arriving now and two staff at
        // once store one opt-out and queue one confirmation.
        if (auto locked = tx.Serialize(kTextsOfNumber, found.phone); !locked) {
          return Fail<T>(locked.Error());
        }
        if (auto locked = tx.Serialize(kThreadOfLead, lead_id); !locked) {
          return Fail<T>(locked.Error());
        }
        auto origin = MessageStore::OriginOf(tx, lead_id, message_id);
        if (!origin) return Fail<T>(origin.Error());
        if (!origin.Value()) return refuse(OptOutRefusal::kNoSuchMessage);
        if (origin.Value()->direction != "in") return refuse(OptOutRefusal::kNotFromWorker);
        auto stopped = tx.Query(kIsOptedOut, {found.phone});
        if (!stopped) return Fail<T>(stopped.Error());
        if (!stopped.Value().empty()) return storage::StoreResult<T>::Ok(OptOutOutcome{});
        if (auto stored = tx.Execute(kOptOut, {found.phone, now_iso}); !stored) {
          return Fail<T>(stored.Error());
        }
        // The message id, never the number or the words.
        if (auto audited = storage::RecordAudit(
                tx, storage::AuditEntry{now_iso, author, "lead.sms_opted_out", lead_id,
                                        "recorded from text " + message_id});
            !audited) {
          return Fail<T>(audited.Error());
        }
        if (auto answered = MessageStore::MarkAnswered(tx, lead_id, now_iso); !answered) {
          return Fail<T>(answered.Error());
        }
        OptOutOutcome recorded;
        recorded.recorded = true;
        if (!InTimeToConfirm(origin.Value()->created_at, now)) {
          recorded.confirmation_late = true;
        } else if (found.may_text && Sends(outbox::kSmsChannel)) {
          // The usual confirmation, the one text a number gets after it opted out (SmsChannel
          // sends a queued keyword answer to an opted-out number).
          auto queued = MessageStore::QueueText(
              tx, OutgoingText{lead_id, "keyword_answer", "system",
                               outbox::InLanguage(found.language,
                                                  [&](std::string_view lang) {
                                                    return outbox::SmsStoppedText(context_.firm,
                                                                                  lang);
                                                  }),
                               std::nullopt, now_iso, now_iso});
          if (!queued) return Fail<T>(queued.Error());
          recorded.confirmation_id = queued.Value().id;
        }
        return storage::StoreResult<T>::Ok(std::move(recorded));
      });
  if (outcome && !outcome.Value().confirmation_id.empty() && outbox_) outbox_->Wake();
  return outcome;
}

}  // namespace firm::conversation
