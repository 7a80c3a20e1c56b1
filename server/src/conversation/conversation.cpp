#include "conversation/conversation.hpp"

#include <algorithm>

#include "common/text.hpp"
#include "conversation/notice_email.hpp"
#include "conversation/pacific_time.hpp"
#include "conversation/text_locks.hpp"
#include "leads/lead_conversation.hpp"
#include "leads/lead_id.hpp"
#include "leads/lead_messages.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "outbox/outbox.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::conversation {

namespace {

using storage::Fail;
using storage::Transaction;
using storage::UnitResult;

constexpr std::string_view kOptIn = "DELETE FROM sms_opt_outs WHERE phone = $1";

std::string Iso(std::chrono::system_clock::time_point time) { return storage::IsoTimestamp(time); }

std::string KeywordAnswer(SmsKeyword keyword, const site::FirmContact& firm,
                          std::string_view language) {
  return outbox::InLanguage(language, [&](std::string_view lang) {
    switch (keyword) {
      case SmsKeyword::kStop:
        return outbox::SmsStoppedText(firm, lang);
      case SmsKeyword::kStart:
      case SmsKeyword::kYes:
        return outbox::SmsStartedText(firm, lang);
      case SmsKeyword::kHelp:
        return outbox::SmsHelpText(firm, lang);
      case SmsKeyword::kNone:
        break;
    }
    return std::string();
  });
}

}  // namespace

Conversation::Conversation(std::shared_ptr<storage::Database> database, ConversationContext context,
                           const intake::Arrival* arrival, outbox::Outbox* outbox)
    : database_(database),
      context_(std::move(context)),
      arrival_(arrival),
      outbox_(outbox),
      messages_(std::move(database)) {}

bool Conversation::Sends(std::string_view channel) const {
  return common::Contains(context_.channels, channel);
}

leads::ArrivalStep Conversation::ArrivalStep() const {
  auto first_text = [this](Transaction& tx, const leads::NewLead& lead) -> UnitResult {
    if (!Sends(outbox::kSmsChannel)) return UnitResult::Ok({});
    const std::string now = storage::NowIso();
    // A text lead's automatic answer is Receive's: it knows the caps.
    if (lead.form_type == "text_message" || !lead.announce) return UnitResult::Ok({});
    if (!leads::AgreedToTexts(lead.answers)) return UnitResult::Ok({});
    auto stopped = tx.Query(kIsOptedOut, {lead.phone});
    if (!stopped) return UnitResult::Err(stopped.Error());
    if (!stopped.Value().empty()) return UnitResult::Ok({});
    leads::LeadRecord record;
    record.id = lead.id;
    record.form_type = lead.form_type;
    record.reference = lead.reference;
    record.language = lead.language;
    auto queued =
        MessageStore::QueueText(tx, OutgoingText{lead.id, "acknowledgement", "system",
                                                 outbox::AcknowledgementText(record, context_.firm),
                                                 std::nullopt, now, now});
    if (!queued) return UnitResult::Err(queued.Error());
    return UnitResult::Ok({});
  };
  std::function<void()> wake;
  if (outbox_) wake = [outbox = outbox_] { outbox->Wake(); };
  return leads::ArrivalStep{"conversation", std::move(first_text), std::move(wake)};
}

storage::StoreResult<InboundOutcome> Conversation::Receive(
    const InboundText& text, std::chrono::system_clock::time_point now) {
  using R = storage::StoreResult<InboundOutcome>;
  const std::string now_iso = Iso(now);
  const std::string since = Iso(now - std::chrono::days(leads::kTextThreadDays));
  InboundOutcome outcome;
  bool created = false;
  bool queued = false;
  std::optional<metrics::TextCap> held;
  leads::NewLead fresh_lead;  // the lead a text from a new number started
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    outcome = InboundOutcome{};
    created = queued = false;
    held.reset();
    if (auto locked = tx.Serialize(kTextsOfNumber, text.phone); !locked) return locked;
    auto known = MessageStore::SidKnown(tx, text.provider_sid);
    if (!known) return UnitResult::Err(known.Error());
    auto found = leads::NewestLeadOfPhone(tx, text.phone, since);
    if (!found) return UnitResult::Err(found.Error());
    std::optional<leads::TextLead> lead = found.Value();
    auto stopped = tx.Query(kIsOptedOut, {text.phone});
    if (!stopped) return UnitResult::Err(stopped.Error());
    const bool opted_out = !stopped.Value().empty();

    SmsKeyword keyword = KeywordOf(text.body);
    // YES restarts texts only for a number that stopped them; otherwise it is an answer.
    if (keyword == SmsKeyword::kYes && !opted_out) keyword = SmsKeyword::kNone;
    const std::string language = lead ? lead->language : "";
    if (keyword == SmsKeyword::kStop && lead && IsCancelWord(text.body)) {
      // CANCEL stops texts, as carriers read it; a booked call stays booked (issue 51).
      auto answer = CancelAnswer(tx, lead->id, language, now);
      if (!answer) return UnitResult::Err(answer.Error());
      outcome.answer = std::move(answer).Value();
    } else if (keyword != SmsKeyword::kNone) {
      outcome.answer = KeywordAnswer(keyword, context_.firm, language);
    }
    // Not certain, but maybe "stop": flagged for staff, and a new number gets no automatic answer.
    const bool possible_opt_out = keyword == SmsKeyword::kNone && MayBeOptOut(text.body);
    if (known.Value()) {
      // The provider did not get our first answer and asks again: the same answer, nothing stored.
      outcome.duplicate = true;
      return UnitResult::Ok({});
    }

    // A number with no recent lead starts one with its text; a keyword alone does not. Past a
    // cap the lead is still stored, with its text, but held back (see HeldBy).
    if (!lead && keyword == SmsKeyword::kNone) {
      auto cap = HeldBy(tx, now);
      if (!cap) return UnitResult::Err(cap.Error());
      held = cap.Value();
      leads::NewLead fresh;
      fresh.id = leads::NewLeadId();
      fresh.form_type = "text_message";
      fresh.submission_id = leads::NewLeadId();
      fresh.created_at = now_iso;
      fresh.phone = text.phone;
      fresh.issue_types = "[]";
      fresh.answers = "{}";
      fresh.reference = leads::LeadReference(fresh.id);
      fresh.language = "";  // unknown until staff set it
      fresh.announce = held != metrics::TextCap::kNewLeads;
      fresh_lead = fresh;
      auto recorded = arrival_->RecordIn(tx, fresh);
      if (!recorded) return UnitResult::Err(recorded.Error());
      created = recorded.Value().created;
      lead = leads::TextLead{
          recorded.Value().lead_id, fresh.form_type, fresh.reference, "", text.phone, true, false};
      if (created) {
        if (auto started = StartTextLead(tx, lead->id, held, !possible_opt_out, now); !started) {
          return started;
        }
      }
    } else if (lead) {
      if (auto locked = tx.Serialize(kThreadOfLead, lead->id); !locked) return locked;
    }

    if (lead) {
      // Staff hear of a thread when it starts waiting, once until they answer it; its reply
      // clock runs from that text. A held-back lead's text tells nobody and has no clock.
      bool thread_waited = false;
      if (!created && keyword == SmsKeyword::kNone) {
        auto waits = MessageStore::ThreadWaits(tx, lead->id);
        if (!waits) return UnitResult::Err(waits.Error());
        thread_waited = waits.Value();
      }
      MessageStore::Inbound inbound{lead->id, text.body,    text.media_json, text.provider_sid,
                                    now_iso,  std::nullopt, std::nullopt,    possible_opt_out};
      if (keyword != SmsKeyword::kNone) {
        inbound.answered_at = now_iso;  // the system answers keywords
      } else if (!thread_waited && held != metrics::TextCap::kNewLeads) {
        inbound.reply_due_at =
            Iso(AddOfficeMinutes(now, std::chrono::minutes(context_.settings.reply_minutes),
                                 context_.settings.office_hours));
      }
      auto stored = MessageStore::InsertInbound(tx, inbound);
      if (!stored) return UnitResult::Err(stored.Error());
      if (keyword == SmsKeyword::kNone) {
        if (auto noted = leads::NoteTextFromWorker(tx, lead->id, now_iso); !noted) return noted;
        // A new text lead is announced like any new lead; a text on a known lead has its notice.
        if (!created && !thread_waited && Sends(outbox::kReplyEmailChannel)) {
          auto notice = outbox::DeliveryStore::QueueAbout(tx, lead->id, outbox::kReplyEmailChannel,
                                                          stored.Value(), now_iso, now_iso);
          if (!notice) return notice;
          queued = true;
        }
      }
    }
    if (keyword == SmsKeyword::kStop) {
      if (auto stored = tx.Execute(kOptOut, {text.phone, now_iso}); !stored) return stored;
    } else if (keyword == SmsKeyword::kStart || keyword == SmsKeyword::kYes) {
      if (auto removed = tx.Execute(kOptIn, {text.phone}); !removed) return removed;
    }
    if (lead && !outcome.answer.empty()) {
      if (auto answered = MessageStore::InsertAnswered(tx, lead->id, outcome.answer, now_iso);
          !answered) {
        return answered;
      }
    }
    return UnitResult::Ok({});
  });
  if (!done) return R::Err(done.Error());
  if (held) metrics::Process().CountTextHeldBack(*held);
  if (created) arrival_->Committed(fresh_lead);
  if (queued && outbox_) outbox_->Wake();
  return R::Ok(std::move(outcome));
}

storage::StoreResult<ReplyOutcome> Conversation::Reply(const std::string& form_type,
                                                       const std::string& lead_id,
                                                       const std::string& body,
                                                       const std::optional<std::string>& client_key,
                                                       const std::string& author,
                                                       std::chrono::system_clock::time_point now) {
  using T = ReplyOutcome;
  auto refuse = [](ReplyRefusal why) {
    ReplyOutcome refused;
    refused.refused = why;
    return storage::StoreResult<T>::Ok(std::move(refused));
  };
  const std::string now_iso = Iso(now);
  const storage::Dialect dialect = database_->dialect();
  auto outcome =
      storage::InTransaction<T>(*database_, [&](Transaction& tx) -> storage::StoreResult<T> {
        if (auto locked = tx.Serialize(kThreadOfLead, lead_id); !locked) {
          return Fail<T>(locked.Error());
        }
        auto lead = leads::TextLeadById(tx, lead_id);
        if (!lead) return Fail<T>(lead.Error());
        if (!lead.Value() || lead.Value()->form_type != form_type) {
          return refuse(ReplyRefusal::kNoSuchLead);
        }
        if (lead.Value()->opted_out) return refuse(ReplyRefusal::kOptedOut);
        if (!lead.Value()->may_text) return refuse(ReplyRefusal::kNoConsent);
        if (!Sends(outbox::kSmsChannel)) return refuse(ReplyRefusal::kTextingOff);
        auto queued = MessageStore::QueueText(
            tx, OutgoingText{lead_id, "reply", author, body, client_key, now_iso, now_iso});
        if (!queued) return Fail<T>(queued.Error());
        ReplyOutcome reply{std::nullopt, queued.Value().id, queued.Value().created};
        if (!reply.created) return storage::StoreResult<T>::Ok(std::move(reply));
        if (auto answered = MessageStore::MarkAnswered(tx, lead_id, now_iso); !answered) {
          return Fail<T>(answered.Error());
        }
        leads::LeadContact contact{"", "text", "sent", "", author, now_iso};
        auto logged = leads::AddContactIn(tx, dialect, form_type, lead_id, contact);
        if (!logged) return Fail<T>(logged.Error());
        return storage::StoreResult<T>::Ok(std::move(reply));
      });
  if (outcome && outcome.Value().created && outbox_) outbox_->Wake();
  return outcome;
}

storage::StoreResult<bool> Conversation::MarkTexts(
    const std::string& form_type, const std::string& lead_id,
    std::chrono::system_clock::time_point now,
    UnitResult (*mark)(Transaction&, const std::string&, const std::string&)) {
  const std::string now_iso = Iso(now);
  return storage::InTransaction<bool>(
      *database_, [&](Transaction& tx) -> storage::StoreResult<bool> {
        if (auto locked = tx.Serialize(kThreadOfLead, lead_id); !locked) {
          return Fail<bool>(locked.Error());
        }
        auto lead = leads::TextLeadById(tx, lead_id);
        if (!lead) return Fail<bool>(lead.Error());
        if (!lead.Value() || lead.Value()->form_type != form_type) {
          return storage::StoreResult<bool>::Ok(false);
        }
        if (auto marked = mark(tx, lead_id, now_iso); !marked) return Fail<bool>(marked.Error());
        return storage::StoreResult<bool>::Ok(true);
      });
}

storage::StoreResult<bool> Conversation::MarkAnswered(const std::string& form_type,
                                                      const std::string& lead_id,
                                                      std::chrono::system_clock::time_point now) {
  return MarkTexts(form_type, lead_id, now, &MessageStore::MarkAnswered);
}

storage::StoreResult<bool> Conversation::MarkRead(const std::string& form_type,
                                                  const std::string& lead_id,
                                                  std::chrono::system_clock::time_point now) {
  return MarkTexts(form_type, lead_id, now, &MessageStore::MarkRead);
}

leads::ContactFollowUp Conversation::FollowUp() const {
  leads::ContactFollowUp follow_up;
  follow_up.next_try = [this](long tries, const std::string& at) -> std::optional<std::string> {
    auto instant = storage::ParseInstant(at);
    if (!instant) return std::nullopt;
    auto next = NextTry(tries, *instant, context_.settings.cadence, context_.settings.office_hours);
    if (!next) return std::nullopt;
    return Iso(*next);
  };
  follow_up.then = [this](Transaction& tx, const std::string& lead_id,
                          const leads::LoggedContact& logged) -> UnitResult {
    if (!context_.settings.follow_up_text || !Sends(outbox::kSmsChannel) ||
        !leads::CallsForAnotherTry(logged.contact.outcome)) {
      return UnitResult::Ok({});
    }
    auto lead = leads::TextLeadById(tx, lead_id);
    if (!lead) return UnitResult::Err(lead.Error());
    if (!lead.Value() || !lead.Value()->may_text || lead.Value()->opted_out) {
      return UnitResult::Ok({});
    }
    // The try's own time, as the cadence counts from it.
    const auto now =
        storage::ParseInstant(logged.contact.at).value_or(std::chrono::system_clock::now());
    const std::string due = Iso(AfterQuietHours(now, context_.settings.quiet_hours));
    auto queued = MessageStore::QueueText(
        tx, OutgoingText{lead_id, std::string(kFollowUpKind), "system",
                         outbox::FollowUpText(context_.firm, lead.Value()->reference,
                                              lead.Value()->language),
                         std::nullopt, Iso(now), due});
    if (!queued) return UnitResult::Err(queued.Error());
    return UnitResult::Ok({});
  };
  return follow_up;
}

common::Result<long, storage::StorageError> Conversation::EscalateDueReplies(
    std::chrono::system_clock::time_point now) {
  const std::string now_iso = Iso(now);
  long count = 0;
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    count = 0;
    auto due = MessageStore::MarkDueRepliesEscalated(tx, now_iso);
    if (!due) return UnitResult::Err(due.Error());
    for (const auto& reply : due.Value()) {
      if (Sends(outbox::kReplyEscalationEmailChannel)) {
        auto queued = outbox::DeliveryStore::QueueAbout(tx, reply.lead_id,
                                                        outbox::kReplyEscalationEmailChannel,
                                                        reply.message_id, now_iso, now_iso);
        if (!queued) return queued;
      }
      ++count;
    }
    return UnitResult::Ok({});
  });
  if (!done) return common::Result<long, storage::StorageError>::Err(done.Error());
  return common::Result<long, storage::StorageError>::Ok(count);
}

common::Result<long, storage::StorageError> Conversation::RemindDueTries(
    std::chrono::system_clock::time_point now) {
  const std::string now_iso = Iso(now);
  long count = 0;
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    count = 0;
    auto due = leads::MarkDueTriesReminded(tx, now_iso);
    if (!due) return UnitResult::Err(due.Error());
    for (const auto& try_due : due.Value()) {
      if (Sends(outbox::kFollowUpEmailChannel)) {
        auto queued =
            outbox::DeliveryStore::QueueAbout(tx, try_due.lead_id, outbox::kFollowUpEmailChannel,
                                              std::to_string(try_due.try_number), now_iso, now_iso);
        if (!queued) return queued;
      }
      ++count;
    }
    return UnitResult::Ok({});
  });
  if (!done) return common::Result<long, storage::StorageError>::Err(done.Error());
  return common::Result<long, storage::StorageError>::Ok(count);
}

}  // namespace firm::conversation
