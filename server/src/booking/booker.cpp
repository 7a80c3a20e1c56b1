#include "booking/booker.hpp"

#include <algorithm>

#include "booking/booking_words.hpp"
#include "booking/contact_limit.hpp"
#include "common/language.hpp"
#include "common/text.hpp"
#include "conversation/message_store.hpp"
#include "conversation/pacific_time.hpp"
#include "leads/lead_id.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

using storage::Fail;
using storage::Transaction;

Instant InstantOf(const std::string& iso) { return storage::ParseInstant(iso).value_or(Instant{}); }

}  // namespace

Booker::Booker(std::shared_ptr<storage::Database> database, BookerContext context, std::string key)
    : database_(database),
      context_(std::move(context)),
      store_(std::move(database)),
      signer_(std::move(key), "b1") {}

SlotRules Booker::Rules() const {
  const auto& s = context_.settings;
  return SlotRules{std::chrono::minutes(s.call_minutes), std::chrono::minutes(s.buffer_minutes),
                   s.horizon_days, std::chrono::minutes(s.min_notice_minutes)};
}

bool Booker::Sends(std::string_view channel) const {
  return std::find(context_.channels.begin(), context_.channels.end(), channel) !=
         context_.channels.end();
}

StoreResult<Booker::Calendar> Booker::CalendarIn(Transaction& tx, const SlotRules& rules,
                                                 const std::string& language, Instant now) {
  using R = StoreResult<Calendar>;
  auto staff = BookingStore::StaffFor(tx, language, Pacific(now).date);
  if (!staff) return R::Err(staff.Error());
  // A call that started before now may still overlap the first slots: look back a day.
  auto booked = BookingStore::BookedBetween(
      tx, storage::IsoTimestamp(now - std::chrono::hours(24)),
      storage::IsoTimestamp(now + std::chrono::hours(24 * (rules.horizon_days + 1))));
  if (!booked) return R::Err(booked.Error());
  return R::Ok(Calendar{std::move(staff).Value(), std::move(booked).Value()});
}

StoreResult<std::vector<Slot>> Booker::SlotsIn(Transaction& tx, const SlotRules& rules,
                                               const std::string& language, Instant now) {
  auto calendar = CalendarIn(tx, rules, language, now);
  if (!calendar) return StoreResult<std::vector<Slot>>::Err(calendar.Error());
  return StoreResult<std::vector<Slot>>::Ok(
      OpenSlots(calendar.Value().staff, calendar.Value().booked, rules, now, language));
}

StoreResult<std::vector<Slot>> Booker::Slots(const std::string& language, Instant now) const {
  const SlotRules rules = Rules();
  return storage::InTransaction<std::vector<Slot>>(
      *database_, [&](Transaction& tx) { return SlotsIn(tx, rules, language, now); });
}

std::string Booker::TokenFor(const BookingRow& row) const {
  return signer_.Sign(common::TokenClaim{row.id, InstantOf(row.starts_at)});
}

conversation::BookedCallLookup Booker::BookedCalls() const {
  using R = StoreResult<std::optional<conversation::BookedCallNote>>;
  return [this](Transaction& tx, const std::string& lead_id, Instant now) -> R {
    auto row = BookingStore::BookedOfLead(tx, lead_id);
    if (!row) return R::Err(row.Error());
    if (!row.Value() || InstantOf(row.Value()->starts_at) <= now) return R::Ok(std::nullopt);
    return R::Ok(
        conversation::BookedCallNote{ManageUrl(row.Value()->language, TokenFor(*row.Value()))});
  };
}

std::string Booker::ManageUrl(const std::string& language, const std::string& token) const {
  return context_.site_origin + std::string(common::PathPrefix(common::LanguageOr(language))) +
         "/booking?t=" + token;
}

StoreResult<Booked> Booker::BookIn(Transaction& tx, const leads::BookingLead& lead,
                                   const std::string& language, Instant start, Instant now) const {
  using R = StoreResult<Booked>;
  auto current = BookingStore::BookedOfLead(tx, lead.id);
  if (!current) return R::Err(current.Error());
  if (current.Value()) return R::Ok(Booked{BookOutcome::kLeadBooked, {}, {}, {}});
  auto wait = ContactWait(tx, context_.settings, lead, now);
  if (!wait) return R::Err(wait.Error());
  if (wait.Value() > 0) return R::Ok(Booked{BookOutcome::kTooMany, {}, {}, {}, wait.Value()});
  const SlotRules rules = Rules();
  auto calendar = CalendarIn(tx, rules, language, now);
  if (!calendar) return R::Err(calendar.Error());
  const auto& [staff, booked] = calendar.Value();
  auto slot = FindSlot(OpenSlots(staff, booked, rules, now, language), start);
  if (!slot) {
    // Taken (a start the hours offer, held by calls booked meanwhile) or never offered.
    const bool offered = FindSlot(OpenSlots(staff, {}, rules, now, language), start).has_value();
    return R::Ok(Booked{offered ? BookOutcome::kTaken : BookOutcome::kNotOffered, {}, {}, {}});
  }
  const std::string now_iso = storage::IsoTimestamp(now);
  BookingRow row;
  row.lead_id = lead.id;
  row.starts_at = storage::IsoTimestamp(start);
  row.ends_at = storage::IsoTimestamp(start + rules.call);
  row.language = language;
  row.state = "booked";
  row.created_at = row.updated_at = now_iso;
  const std::string held_until = storage::IsoTimestamp(start + rules.call + rules.buffer);
  // The first free person whose slot is still free when the row goes in: once a concurrent
  // booking of that slot, or of a time within this call's buffer, has committed, this INSERT
  // inserts nothing (the unique index; migration 0011's buffer) and the next person is tried.
  for (const auto& user_id : slot->user_ids) {
    row.id = leads::NewLeadId();
    row.user_id = user_id;
    auto inserted = BookingStore::Insert(tx, row, lead.created_at, held_until);
    if (!inserted) return R::Err(inserted.Error());
    if (!inserted.Value()) continue;
    auto loaded = BookingStore::Load(tx, row.id);
    if (!loaded) return R::Err(loaded.Error());
    if (!loaded.Value()) return R::Err({"a booking vanished inside its transaction"});
    row = *loaded.Value();
    if (auto noted =
            leads::NoteCallBooked(tx, lead.id, user_id, row.username, row.starts_at, now_iso);
        !noted) {
      return R::Err(noted.Error());
    }
    const std::string token = TokenFor(row);
    if (auto queued = QueueMessages(tx, lead, row, token, now); !queued) {
      return R::Err(queued.Error());
    }
    return R::Ok(Booked{BookOutcome::kBooked, row, token, lead.reference});
  }
  return R::Ok(Booked{BookOutcome::kTaken, {}, {}, {}});
}

StoreResult<std::optional<Booked>> Booker::BookForLead(const std::string& lead_id,
                                                       const std::string& language, Instant start,
                                                       Instant now) const {
  return storage::InTransaction<std::optional<Booked>>(
      *database_, [&](Transaction& tx) -> StoreResult<std::optional<Booked>> {
        using R = StoreResult<std::optional<Booked>>;
        auto lead = leads::BookingLeadById(tx, lead_id);
        if (!lead) return R::Err(lead.Error());
        if (!lead.Value() || InstantOf(lead.Value()->created_at) + kThankYouWindow < now) {
          return R::Ok(std::nullopt);
        }
        auto booked = BookIn(tx, *lead.Value(), language, start, now);
        if (!booked) return R::Err(booked.Error());
        return R::Ok(std::move(booked).Value());
      });
}

ManagedCall Booker::Open(std::string_view token, Instant now) const {
  ManagedCall call;
  auto checked = signer_.Check(token, now);
  if (checked.problem) {
    call.state = *checked.problem == common::TokenProblem::kExpired ? CallState::kExpired
                                                                    : CallState::kBadToken;
    return call;
  }
  call.token = std::string(token);
  auto done = database_->Transact([&](Transaction& tx) -> storage::UnitResult {
    auto loaded = BookingStore::Load(tx, checked.claim->id);
    if (!loaded) return storage::UnitResult::Err(loaded.Error());
    if (!loaded.Value() || loaded.Value()->state != "booked") {
      call.state = CallState::kGone;
      if (loaded.Value()) call.row = *loaded.Value();
      return storage::UnitResult::Ok({});
    }
    call.row = *loaded.Value();
    auto lead = leads::BookingLeadById(tx, call.row.lead_id);
    if (!lead) return storage::UnitResult::Err(lead.Error());
    if (lead.Value()) call.reference = lead.Value()->reference;
    return storage::UnitResult::Ok({});
  });
  if (!done) call.state = CallState::kStorageDown;
  return call;
}

StoreResult<bool> Booker::Cancel(const ManagedCall& call, Instant now) const {
  return storage::InTransaction<bool>(*database_, [&](Transaction& tx) -> StoreResult<bool> {
    auto changed = BookingStore::ChangeState(tx, call.row.id, "booked", "cancelled",
                                             storage::IsoTimestamp(now));
    if (!changed || !changed.Value()) return changed;
    if (auto over = leads::NoteCallOver(tx, call.row.lead_id); !over)
      return Fail<bool>(over.Error());
    if (auto withdrawn = WithdrawMessages(tx, call.row); !withdrawn) {
      return Fail<bool>(withdrawn.Error());
    }
    return StoreResult<bool>::Ok(true);
  });
}

StoreResult<Booked> Booker::Move(const ManagedCall& call, Instant start, Instant now) const {
  std::optional<Booked> refused;
  auto moved =
      storage::InTransaction<Booked>(*database_, [&](Transaction& tx) -> StoreResult<Booked> {
        using R = StoreResult<Booked>;
        const std::string now_iso = storage::IsoTimestamp(now);
        auto refuse = [&refused](Booked outcome, std::string why) {
          refused = std::move(outcome);
          return R::Err({std::move(why)});
        };
        // Freed first, so the worker may move to a time that only their own call blocked; if the
        // new time cannot be had, the transaction rolls back and the call stays where it was.
        auto changed = BookingStore::ChangeState(tx, call.row.id, "booked", "moved", now_iso);
        if (!changed) return R::Err(changed.Error());
        const Booked gone{BookOutcome::kLeadBooked, {}, {}, {}};
        if (!changed.Value()) return refuse(gone, "the call is no longer booked");
        if (auto withdrawn = WithdrawMessages(tx, call.row); !withdrawn) {
          return R::Err(withdrawn.Error());
        }
        auto lead = leads::BookingLeadById(tx, call.row.lead_id);
        if (!lead) return R::Err(lead.Error());
        if (!lead.Value()) return refuse(gone, "the lead is gone");
        auto booked = BookIn(tx, *lead.Value(), call.row.language, start, now);
        if (!booked) return booked;
        if (booked.Value().outcome != BookOutcome::kBooked) {
          return refuse(booked.Value(), "the new time cannot be had");
        }
        return booked;
      });
  if (refused) return StoreResult<Booked>::Ok(std::move(*refused));
  return moved;
}

StoreResult<std::optional<OutcomeRefusal>> Booker::MarkOutcome(const std::string& form_type,
                                                               const std::string& lead_id,
                                                               const std::string& outcome,
                                                               const std::string& actor,
                                                               Instant now) const {
  using T = std::optional<OutcomeRefusal>;
  return storage::InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto booked = BookingStore::BookedOfLead(tx, lead_id);
    if (!booked) return Fail<T>(booked.Error());
    if (!booked.Value()) return StoreResult<T>::Ok(OutcomeRefusal::kNotBooked);
    const BookingRow& row = *booked.Value();
    if (InstantOf(row.starts_at) > now) return StoreResult<T>::Ok(OutcomeRefusal::kNotStarted);
    const std::string now_iso = storage::IsoTimestamp(now);
    auto changed = BookingStore::ChangeState(tx, row.id, "booked", outcome, now_iso);
    if (!changed) return Fail<T>(changed.Error());
    if (!changed.Value()) return StoreResult<T>::Ok(OutcomeRefusal::kNotBooked);
    if (auto over = leads::NoteCallOver(tx, lead_id); !over) return Fail<T>(over.Error());
    // A call held is a contact that reached the worker; a no-show is a try with no answer,
    // which starts (or continues) the follow-up cadence.
    leads::LeadContact contact{leads::NewLeadId(),
                               "call",
                               outcome == "done" ? "reached" : "no_answer",
                               outcome == "done" ? "Booked call held" : "Booked call: no-show",
                               actor,
                               now_iso};
    auto logged = leads::AddContactIn(tx, database_->dialect(), form_type, lead_id, contact,
                                      context_.follow_up);
    if (!logged) return Fail<T>(logged.Error());
    return StoreResult<T>::Ok(std::nullopt);
  });
}

common::Result<long, storage::StorageError> Booker::EscalateMissedCalls(Instant now) const {
  std::vector<std::string> channels;
  for (std::string_view channel :
       {outbox::kEscalationEmailChannel, outbox::kEscalationWebhookChannel}) {
    if (Sends(channel)) channels.emplace_back(channel);
  }
  return storage::InTransaction<long>(*database_, [&](Transaction& tx) -> StoreResult<long> {
    const std::string now_iso = storage::IsoTimestamp(now);
    auto due =
        BookingStore::UnescalatedStartedBy(tx, storage::IsoTimestamp(now - kMissedCallGrace));
    if (!due) return Fail<long>(due.Error());
    long escalated = 0;
    for (const auto& row : due.Value()) {
      auto contacted = leads::ContactLoggedSince(
          tx, row.lead_id, storage::IsoTimestamp(InstantOf(row.starts_at) - kContactBeforeCall));
      if (!contacted) return Fail<long>(contacted.Error());
      // Marked either way: a call someone answered needs no escalation later either.
      auto marked = BookingStore::MarkEscalated(tx, row.id, now_iso);
      if (!marked) return Fail<long>(marked.Error());
      if (!marked.Value() || contacted.Value()) continue;
      for (const auto& channel : channels) {
        auto queued = outbox::DeliveryStore::QueueAbout(
            tx, row.lead_id, channel, std::string(outbox::kMissedCallSubject) + row.id, now_iso,
            now_iso);
        if (!queued) return Fail<long>(queued.Error());
      }
      ++escalated;
    }
    return StoreResult<long>::Ok(escalated);
  });
}

}  // namespace firm::booking
