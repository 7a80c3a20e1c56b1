// The caps on texting the firm (issue 50; Conversation::HeldBy and StartTextLead, called by
// Receive for a text from a new number): SMS_NEW_LEADS_PER_HOUR and SMS_AUTO_ANSWERS_PER_HOUR,
// counted over a rolling hour from the rows every server stores, and one notice a cap an hour.
#include "conversation/conversation.hpp"
#include "conversation/notice_email.hpp"
#include "leads/lead_conversation.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::conversation {

namespace {

using storage::Transaction;
using storage::UnitResult;

// Texts from new numbers are counted against the caps one at a time, whichever server stores
// them, so two at the cap never both pass (locks: number, caps, thread; conversation.cpp).
constexpr std::int32_t kTextCaps = 1819242402;
constexpr std::string_view kTextCapsKey = "new numbers";
constexpr auto kCapWindow = std::chrono::hours(1);

}  // namespace

storage::StoreResult<std::optional<metrics::TextCap>> Conversation::HeldBy(
    Transaction& tx, std::chrono::system_clock::time_point now) const {
  using R = storage::StoreResult<std::optional<metrics::TextCap>>;
  const auto& settings = context_.settings;
  const bool count_answers = Sends(outbox::kSmsChannel) && settings.auto_answers_per_hour > 0;
  if (settings.new_text_leads_per_hour == 0 && !count_answers) return R::Ok(std::nullopt);
  // Counted from the rows every server stores, so the caps hold for all of them together.
  if (auto locked = tx.Serialize(kTextCaps, kTextCapsKey); !locked) return R::Err(locked.Error());
  const std::string since = storage::IsoTimestamp(now - kCapWindow);
  if (settings.new_text_leads_per_hour > 0) {
    auto started = leads::CountTextLeadsSince(tx, since);
    if (!started) return R::Err(started.Error());
    if (started.Value() >= settings.new_text_leads_per_hour) {
      return R::Ok(metrics::TextCap::kNewLeads);
    }
  }
  if (count_answers) {
    auto answered = MessageStore::CountSince(tx, kAutoAnswerKind, since);
    if (!answered) return R::Err(answered.Error());
    if (answered.Value() >= settings.auto_answers_per_hour) {
      return R::Ok(metrics::TextCap::kAutoAnswers);
    }
  }
  return R::Ok(std::nullopt);
}

UnitResult Conversation::StartTextLead(Transaction& tx, const std::string& lead_id,
                                       std::optional<metrics::TextCap> held, bool answer,
                                       std::chrono::system_clock::time_point now) const {
  const std::string now_iso = storage::IsoTimestamp(now);
  if (!held) {
    if (!answer || !Sends(outbox::kSmsChannel)) return UnitResult::Ok({});
    auto queued = MessageStore::QueueText(
        tx, OutgoingText{lead_id, std::string(kAutoAnswerKind), "system",
                         outbox::AutoAnswerText(context_.firm, context_.site_origin), std::nullopt,
                         now_iso, now_iso});
    if (!queued) return UnitResult::Err(queued.Error());
    return UnitResult::Ok({});
  }
  if (*held == metrics::TextCap::kNewLeads) {
    if (auto noted = leads::NoteHeldBack(tx, lead_id, now_iso); !noted) return noted;
  }
  // One notice a cap an hour, about the first lead it held back.
  if (!Sends(outbox::kReplyEmailChannel)) return UnitResult::Ok({});
  const std::string subject = CapSubject(*held);
  auto told = outbox::DeliveryStore::QueuedSince(tx, outbox::kReplyEmailChannel, subject,
                                                 storage::IsoTimestamp(now - kCapWindow));
  if (!told) return UnitResult::Err(told.Error());
  if (told.Value()) return UnitResult::Ok({});
  return outbox::DeliveryStore::QueueAbout(tx, lead_id, outbox::kReplyEmailChannel, subject,
                                           now_iso, now_iso);
}

}  // namespace firm::conversation
