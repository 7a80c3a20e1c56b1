#include "engagement/agreement_sender.hpp"

#include <algorithm>
#include <charconv>

#include "booking/booking_words.hpp"
#include "common/crypto.hpp"
#include "common/language.hpp"
#include "conversation/message_store.hpp"
#include "conversation/pacific_time.hpp"
#include "engagement/agreement_text.hpp"
#include "leads/lead_row.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

namespace {

using storage::StoreResult;
using storage::Transaction;
using storage::UnitResult;

constexpr std::string_view kLinkKind = "a1";
const std::vector<std::string> kOpenStates = {"sent", "viewed"};

long long Seconds(Instant at) {
  return std::chrono::duration_cast<std::chrono::seconds>(at.time_since_epoch()).count();
}

Instant InstantOf(const std::string& iso) { return storage::ParseInstant(iso).value_or(Instant{}); }

// The messages of one link: "sent", then "reminder1" ... for each reminder day.
std::vector<std::string> MessageNames(std::size_t reminders) {
  std::vector<std::string> names{"sent"};
  for (std::size_t i = 1; i <= reminders; ++i) names.push_back("reminder" + std::to_string(i));
  return names;
}

std::string TextKey(const AgreementRow& row, const std::string& message) {
  return "agreement:" + MessageKeyText({row.id, Seconds(InstantOf(row.expires_at)), message});
}

}  // namespace

std::string MessageKeyText(const AgreementMessageKey& key) {
  return key.agreement_id + ":" + std::to_string(key.expiry) + ":" + key.message;
}

std::optional<AgreementMessageKey> ReadMessageKey(std::string_view text) {
  const auto first = text.find(':');
  const auto second = text.rfind(':');
  if (first == std::string_view::npos || first == second) return std::nullopt;
  AgreementMessageKey key{std::string(text.substr(0, first)), 0,
                          std::string(text.substr(second + 1))};
  const std::string_view expiry = text.substr(first + 1, second - first - 1);
  auto [end, error] = std::from_chars(expiry.data(), expiry.data() + expiry.size(), key.expiry);
  if (error != std::errc() || end != expiry.data() + expiry.size() ||
      !common::IsUuid(key.agreement_id)) {
    return std::nullopt;
  }
  return key;
}

AgreementSender::AgreementSender(std::shared_ptr<storage::Database> database,
                                 EngagementContext context, std::string link_key,
                                 const AgreementTemplates& templates)
    : database_(std::move(database)),
      context_(std::move(context)),
      // Its own key, made from the links' key, so an agreement's token and a booking's are
      // signed apart (and the prefix keeps them apart too).
      signer_(common::HmacSha256(link_key, "fee agreement links"), std::string(kLinkKind)),
      code_key_(common::HmacSha256(link_key, "fee agreement codes")),
      templates_(templates) {}

bool AgreementSender::Sends(std::string_view channel) const {
  return std::find(context_.channels.begin(), context_.channels.end(), channel) !=
         context_.channels.end();
}

std::string AgreementSender::LinkFor(const AgreementRow& row) const {
  const std::string token = signer_.Sign({row.id, InstantOf(row.expires_at)});
  return context_.site_origin + std::string(common::PathPrefix(row.language)) +
         "/agreement?t=" + token;
}

common::LinkSigner::Checked AgreementSender::CheckLink(std::string_view token, Instant now) const {
  return signer_.Check(token, now);
}

bool AgreementSender::LinkIsCurrent(const AgreementRow& row, const common::TokenClaim& claim) {
  return row.id == claim.id &&
         std::find(kOpenStates.begin(), kOpenStates.end(), row.state) != kOpenStates.end() &&
         Seconds(InstantOf(row.expires_at)) == Seconds(claim.expires);
}

bool AgreementSender::LinkMatches(const AgreementRow& row, const common::TokenClaim& claim) {
  return row.id == claim.id && row.state != "draft" && row.state != "revoked" &&
         Seconds(InstantOf(row.expires_at)) == Seconds(claim.expires);
}

std::string AgreementSender::CodeFor(const AgreementRow& row) const {
  const std::string mac = common::HmacSha256(code_key_, row.id + ":" + row.code_sent_at);
  std::uint32_t number = 0;
  for (int i = 0; i < 4; ++i) number = (number << 8) | static_cast<unsigned char>(mac[i]);
  std::string code = std::to_string(number % 1'000'000);
  return std::string(6 - code.size(), '0') + code;
}

StoreResult<AgreementSender::CodeWay> AgreementSender::WayForCode(Transaction& tx,
                                                                  const AgreementRow& row) const {
  using R = StoreResult<CodeWay>;
  auto lead = leads::LeadRowById(tx, row.lead_id);
  if (!lead) return R::Err(lead.Error());
  if (!lead.Value()) return R::Ok({});
  const leads::LeadRow& worker = *lead.Value();
  if (leads::MayTextNow(worker) && Sends(outbox::kAgreementCodeSmsChannel)) {
    return R::Ok({"sms", MaskedPhone(worker.phone)});
  }
  if (!worker.email.empty() && Sends(outbox::kAgreementEmailChannel)) {
    return R::Ok({"email", MaskedEmail(worker.email)});
  }
  return R::Ok({});
}

UnitResult AgreementSender::QueueCode(Transaction& tx, const AgreementRow& row,
                                      const std::string& channel, Instant now) const {
  const std::string made = std::to_string(Seconds(InstantOf(row.code_sent_at)));
  const std::string now_iso = storage::IsoTimestamp(now);
  if (channel == outbox::kAgreementCodeSmsChannel || channel == "sms") {
    return outbox::DeliveryStore::QueueAbout(tx, row.lead_id, outbox::kAgreementCodeSmsChannel,
                                             row.id + ":" + made, now_iso, now_iso);
  }
  return outbox::DeliveryStore::QueueAbout(
      tx, row.lead_id, outbox::kAgreementEmailChannel,
      MessageKeyText({row.id, Seconds(InstantOf(row.expires_at)), "code" + made}), now_iso,
      now_iso);
}

std::string MaskedPhone(std::string_view phone) {
  if (phone.size() < 4) return "•••";
  return "(•••) •••-" + std::string(phone.substr(phone.size() - 4));
}

std::string MaskedEmail(std::string_view email) {
  const auto at = email.find('@');
  if (at == std::string_view::npos || at == 0) return "•••";
  return std::string(email.substr(0, 1)) + "•••" + std::string(email.substr(at));
}

UnitResult AgreementSender::QueueMessages(Transaction& tx, const AgreementRow& row, bool text,
                                          bool email, Instant now) const {
  const Instant sent = InstantOf(row.sent_at);
  const Instant expires = InstantOf(row.expires_at);
  const std::string language(common::Code(row.language));
  const std::string now_iso = storage::IsoTimestamp(now);
  const auto names = MessageNames(context_.reminder_days.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    // Nothing goes in the quiet hours, the link included (it is sent at the attorney's word, but
    // the worker did not ask for it just then); a reminder then past the link's end is not sent.
    const Instant due = conversation::AfterQuietHours(
        i == 0 ? now : sent + std::chrono::days(context_.reminder_days[i - 1]),
        context_.quiet_hours);
    if (due >= expires) continue;
    if (email) {
      auto queued =
          outbox::DeliveryStore::QueueAbout(tx, row.lead_id, outbox::kAgreementEmailChannel,
                                            MessageKeyText({row.id, Seconds(expires), names[i]}),
                                            now_iso, storage::IsoTimestamp(due));
      if (!queued) return queued;
    }
    if (!text) continue;
    const std::string body = outbox::FillWords(
        outbox::WorkerWord(language, {"agreement", "text", i == 0 ? "sent" : "reminder"}),
        {{"firm", context_.firm.name},
         {"reference", row.reference},
         {"link", LinkFor(row)},
         {"until", booking::SpokenDay(expires, language)},
         {"phone", context_.firm.phone_display}});
    conversation::OutgoingText message{row.lead_id,
                                       std::string(conversation::kAgreementKind),
                                       i == 0 ? row.sent_by : "system",
                                       body,
                                       TextKey(row, names[i]),
                                       now_iso,
                                       storage::IsoTimestamp(due)};
    auto queued = conversation::MessageStore::QueueText(tx, message);
    if (!queued) return UnitResult::Err(queued.Error());
  }
  return UnitResult::Ok({});
}

UnitResult AgreementSender::QueueSignedCopy(Transaction& tx, const AgreementRow& row,
                                            const leads::LeadRow& worker, Instant now) const {
  const std::string at = storage::IsoTimestamp(now);
  if (!worker.email.empty() && Sends(outbox::kAgreementEmailChannel)) {
    auto queued = outbox::DeliveryStore::QueueAbout(
        tx, row.lead_id, outbox::kAgreementEmailChannel,
        MessageKeyText({row.id, Seconds(InstantOf(row.expires_at)), "signed"}), at, at);
    if (!queued) return queued;
  }
  if (!leads::MayTextNow(worker) || !Sends(outbox::kSmsChannel)) return UnitResult::Ok({});
  const std::string language(common::Code(row.language));
  const std::string body = outbox::FillWords(
      outbox::WorkerWord(language, {"agreement", "text", "signed"}),
      {{"firm", context_.firm.name}, {"reference", row.reference}, {"link", LinkFor(row)}});
  conversation::OutgoingText text{row.lead_id,
                                  std::string(conversation::kAgreementSignedKind),
                                  "system",
                                  body,
                                  "agreement:" + row.id + ":signed",
                                  at,
                                  at};
  auto queued = conversation::MessageStore::QueueText(tx, text);
  if (!queued) return UnitResult::Err(queued.Error());
  return UnitResult::Ok({});
}

UnitResult AgreementSender::Withdraw(Transaction& tx, const AgreementRow& row) const {
  if (row.lead_id.empty() || row.expires_at.empty()) return UnitResult::Ok({});
  std::vector<std::string> text_keys;
  for (const auto& name : MessageNames(context_.reminder_days.size())) {
    auto withdrawn = outbox::DeliveryStore::WithdrawPending(
        tx, row.lead_id, outbox::kAgreementEmailChannel,
        MessageKeyText({row.id, Seconds(InstantOf(row.expires_at)), name}));
    if (!withdrawn) return UnitResult::Err(withdrawn.Error());
    text_keys.push_back(TextKey(row, name));
  }
  return conversation::MessageStore::WithdrawQueued(tx, row.lead_id, text_keys);
}

StoreResult<Sent> AgreementSender::Send(const SendOrder& order, const Confirmation& confirm) const {
  return storage::InTransaction<Sent>(*database_, [&](Transaction& tx) -> StoreResult<Sent> {
    auto found = AgreementStore::Load(tx, order.lead_id, order.agreement_id);
    if (!found) return StoreResult<Sent>::Err(found.Error());
    if (!found.Value()) return StoreResult<Sent>::Ok({SendOutcome::kNoSuchAgreement, {}});
    AgreementRow row = *found.Value();
    const bool again = row.state != "draft";
    if (again &&
        std::find(kOpenStates.begin(), kOpenStates.end(), row.state) == kOpenStates.end()) {
      return StoreResult<Sent>::Ok({SendOutcome::kWrongState, row});
    }
    auto lead = leads::LeadRowById(tx, order.lead_id);
    if (!lead) return StoreResult<Sent>::Err(lead.Error());
    if (!lead.Value()) return StoreResult<Sent>::Ok({SendOutcome::kNoSuchAgreement, {}});
    const leads::LeadRow& worker = *lead.Value();
    const bool text = leads::MayTextNow(worker) && Sends(outbox::kSmsChannel);
    const bool email = !worker.email.empty() && Sends(outbox::kAgreementEmailChannel);
    if (!text && !email) return StoreResult<Sent>::Ok({SendOutcome::kNoWayToReach, row});
    auto confirmed = confirm(tx);
    if (!confirmed) return StoreResult<Sent>::Err(confirmed.Error());
    if (!confirmed.Value()) return StoreResult<Sent>::Ok({SendOutcome::kCodeUsed, row});
    if (again) {
      if (auto withdrawn = Withdraw(tx, row); !withdrawn) {
        return StoreResult<Sent>::Err(withdrawn.Error());
      }
    }
    const std::string now = storage::IsoTimestamp(order.now);
    // The link's end names its messages and its token: a re-send's is always later, so the old
    // link ends and the new messages are new (even twice in one second).
    Instant expires =
        std::chrono::floor<std::chrono::seconds>(order.now + std::chrono::days(context_.link_days));
    if (again && expires <= InstantOf(row.expires_at)) {
      expires = std::chrono::floor<std::chrono::seconds>(InstantOf(row.expires_at)) +
                std::chrono::seconds(1);
    }
    const SentFields fields{order.by.actor,
                            now,
                            storage::IsoTimestamp(expires),
                            order.attorney_name,
                            order.attorney_bar_number,
                            worker.first_name + " " + worker.last_name,
                            worker.reference,
                            text && email ? "sms,email" : (text ? "sms" : "email")};
    const std::vector<std::string> from = again ? kOpenStates : std::vector<std::string>{"draft"};
    auto marked = AgreementStore::MarkSent(tx, row.id, from, fields);
    if (!marked) return StoreResult<Sent>::Err(marked.Error());
    if (!marked.Value()) return StoreResult<Sent>::Ok({SendOutcome::kWrongState, row});
    auto reread = AgreementStore::Load(tx, order.lead_id, row.id);
    if (!reread) return StoreResult<Sent>::Err(reread.Error());
    row = *reread.Value();
    // The evidence: the exact text the worker will be shown, by its SHA-256.
    const std::string shown = RecordText(TextOf(templates_, row, "", "", context_.firm.name));
    const std::string step = again ? "resent" : "sent";
    AgreementEvent event{row.id,
                         step,
                         now,
                         order.by.actor,
                         order.by.address,
                         order.by.user_agent,
                         "web",
                         {{"channels", row.channels},
                          {"expiresAt", row.expires_at},
                          {"textSha256", common::Sha256Hex(shown)},
                          {"secondFactor", "code"}}};
    if (auto added = AgreementStore::AddEvent(tx, event); !added) {
      return StoreResult<Sent>::Err(added.Error());
    }
    if (auto audited = storage::RecordAudit(
            tx, {now, order.by.actor, "agreement." + step, row.id, row.channels});
        !audited) {
      return StoreResult<Sent>::Err(audited.Error());
    }
    if (auto queued = QueueMessages(tx, row, text, email, order.now); !queued) {
      return StoreResult<Sent>::Err(queued.Error());
    }
    return StoreResult<Sent>::Ok({again ? SendOutcome::kResent : SendOutcome::kSent, row});
  });
}

StoreResult<Sent> AgreementSender::Revoke(const std::string& lead_id,
                                          const std::string& agreement_id, const StepOrigin& by,
                                          Instant now) const {
  return storage::InTransaction<Sent>(*database_, [&](Transaction& tx) -> StoreResult<Sent> {
    auto found = AgreementStore::Load(tx, lead_id, agreement_id);
    if (!found) return StoreResult<Sent>::Err(found.Error());
    if (!found.Value()) return StoreResult<Sent>::Ok({SendOutcome::kNoSuchAgreement, {}});
    AgreementRow row = *found.Value();
    const std::string at = storage::IsoTimestamp(now);
    auto moved = AgreementStore::Move(tx, row.id, kOpenStates, "revoked", at);
    if (!moved) return StoreResult<Sent>::Err(moved.Error());
    if (!moved.Value()) return StoreResult<Sent>::Ok({SendOutcome::kWrongState, row});
    if (auto withdrawn = Withdraw(tx, row); !withdrawn) {
      return StoreResult<Sent>::Err(withdrawn.Error());
    }
    AgreementEvent event{row.id, "revoked", at, by.actor, by.address, by.user_agent, "web", {}};
    if (auto added = AgreementStore::AddEvent(tx, event); !added) {
      return StoreResult<Sent>::Err(added.Error());
    }
    if (auto audited = storage::RecordAudit(tx, {at, by.actor, "agreement.revoked", row.id, ""});
        !audited) {
      return StoreResult<Sent>::Err(audited.Error());
    }
    row.state = "revoked";
    row.updated_at = at;
    return StoreResult<Sent>::Ok({SendOutcome::kRevoked, row});
  });
}

}  // namespace firm::engagement
