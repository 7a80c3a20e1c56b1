#include "engagement/agreement_signing.hpp"

#include <iostream>

#include "common/crypto.hpp"
#include "common/text.hpp"
#include "engagement/agreement_terms.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

namespace {

using storage::StoreResult;
using storage::Transaction;

using R = StoreResult<StepResult>;

R Ok(StepResult result) { return R::Ok(result); }

std::string IsoOf(Instant at) { return storage::IsoTimestamp(at); }

// Whether the worker can still act on it (sent or viewed).
bool IsOut(const AgreementRow& row) { return row.state == "sent" || row.state == "viewed"; }

Instant InstantOf(const std::string& iso) { return storage::ParseInstant(iso).value_or(Instant{}); }

AgreementEvent Event(const AgreementRow& row, std::string step, const StepOrigin& origin,
                     Instant now, nlohmann::json detail = nlohmann::json::object()) {
  return AgreementEvent{row.id,   std::move(step),  storage::IsoTimestamp(now),
                        "worker", origin.address,   origin.user_agent,
                        "web",    std::move(detail)};
}

// A step's change and, when it changed the row, its evidence: true. False when another request
// changed the row first (a double tap on another connection): nothing is written.
StoreResult<bool> Record(Transaction& tx, const StoreResult<bool>& changed,
                         const AgreementEvent& event) {
  if (!changed || !changed.Value()) return changed;
  if (auto added = AgreementStore::AddEvent(tx, event); !added) {
    return StoreResult<bool>::Err(added.Error());
  }
  return StoreResult<bool>::Ok(true);
}

// After a change that another request made first: done when it ended in `state`.
R SettledAs(Transaction& tx, const AgreementRow& row, std::string_view state) {
  auto now = AgreementStore::Load(tx, "", row.id);
  if (!now) return R::Err(now.Error());
  return Ok(now.Value() && now.Value()->state == state ? StepResult::kDone : StepResult::kGone);
}

// Letters folded for comparing names: lower case, the accents of Spanish and Latin-1 letters
// dropped, every run of spaces, dots, commas and dashes one space.
std::string FoldName(std::string_view text) {
  static const std::vector<std::pair<std::string_view, char>> kAccents = {
      {"á", 'a'}, {"à", 'a'}, {"â", 'a'}, {"ä", 'a'}, {"ã", 'a'}, {"é", 'e'}, {"è", 'e'},
      {"ê", 'e'}, {"ë", 'e'}, {"í", 'i'}, {"ì", 'i'}, {"î", 'i'}, {"ï", 'i'}, {"ó", 'o'},
      {"ò", 'o'}, {"ô", 'o'}, {"ö", 'o'}, {"õ", 'o'}, {"ú", 'u'}, {"ù", 'u'}, {"û", 'u'},
      {"ü", 'u'}, {"ñ", 'n'}, {"ç", 'c'}, {"Á", 'a'}, {"À", 'a'}, {"Â", 'a'}, {"Ä", 'a'},
      {"Ã", 'a'}, {"É", 'e'}, {"È", 'e'}, {"Ê", 'e'}, {"Ë", 'e'}, {"Í", 'i'}, {"Ì", 'i'},
      {"Î", 'i'}, {"Ï", 'i'}, {"Ó", 'o'}, {"Ò", 'o'}, {"Ô", 'o'}, {"Ö", 'o'}, {"Õ", 'o'},
      {"Ú", 'u'}, {"Ù", 'u'}, {"Û", 'u'}, {"Ü", 'u'}, {"Ñ", 'n'}, {"Ç", 'c'}};
  std::string out;
  bool space = true;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == ' ' || c == '.' || c == ',' || c == '-' || c == '\t') {
      if (!space) out += ' ';
      space = true;
      ++i;
      continue;
    }
    space = false;
    if (c < 0x80) {
      out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      ++i;
      continue;
    }
    bool folded = false;
    for (const auto& [accented, plain] : kAccents) {
      if (text.substr(i).starts_with(accented)) {
        out += plain;
        i += accented.size();
        folded = true;
        break;
      }
    }
    if (!folded) out += text[i++];
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

bool SameName(std::string_view typed, std::string_view expected) {
  const std::string folded = FoldName(typed);
  return !folded.empty() && folded == FoldName(expected);
}

template <typename Step>
R AgreementSigning::OnAgreement(std::string_view token, Instant now, Step step,
                                bool read_only) const {
  const auto checked = sender_.CheckLink(token, now);
  if (!checked.claim) {
    return Ok(checked.problem == common::TokenProblem::kExpired ? StepResult::kGone
                                                                : StepResult::kBadLink);
  }
  auto body = [&](Transaction& tx) -> R {
    auto found = AgreementStore::Load(tx, "", checked.claim->id);
    if (!found) return R::Err(found.Error());
    if (!found.Value() || !AgreementSender::LinkMatches(*found.Value(), *checked.claim)) {
      return Ok(StepResult::kGone);
    }
    return step(tx, *found.Value());
  };
  return read_only ? storage::InRead<StepResult>(*database_, body)
                   : storage::InTransaction<StepResult>(*database_, body);
}

SigningView AgreementSigning::Open(std::string_view token, const StepOrigin& origin,
                                   Instant now) const {
  SigningView view;
  if (token.empty()) return view;
  std::optional<AgreementRow> opened;
  // A page view reads beside the writer; only the first opening writes (sent to viewed).
  auto result = OnAgreement(
      token, now,
      [&](Transaction& tx, const AgreementRow& row) -> R {
        opened = row;
        if (row.code_sent_at.empty()) return Ok(StepResult::kDone);
        auto way = sender_.WayForCode(tx, row);
        if (!way) return R::Err(way.Error());
        view.code_to = way.Value().shown;
        return Ok(StepResult::kDone);
      },
      true);
  if (result && result.Value() == StepResult::kDone && opened->state == "sent") {
    result = OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
      auto done = Record(tx, AgreementStore::MarkViewed(tx, row.id, storage::IsoTimestamp(now)),
                         Event(row, "opened", origin, now));
      if (!done) return R::Err(done.Error());
      opened->state = "viewed";
      return Ok(StepResult::kDone);
    });
  }
  if (!result) {
    std::cerr << "agreement page: storage: " << result.Error().message << std::endl;
    view.state = LinkState::kUnreadable;
    return view;
  }
  switch (result.Value()) {
    case StepResult::kBadLink:
      view.state = LinkState::kBad;
      return view;
    case StepResult::kDone:
      break;
    default:
      view.state = LinkState::kGone;
      return view;
  }
  view.state = LinkState::kOpen;
  view.row = *opened;
  view.texts = TextOf(sender_.Templates(), view.row, "", "", sender_.Context().firm.name);
  view.tries_left = kCodeTries - static_cast<int>(view.row.code_tries);
  return view;
}

R AgreementSigning::Consent(std::string_view token, bool agreed, const StepOrigin& origin,
                            Instant now) const {
  if (!agreed) return Ok(StepResult::kConsentMissing);
  return OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
    if (!IsOut(row)) return Ok(StepResult::kGone);
    if (!row.consent_at.empty()) return Ok(StepResult::kDone);
    auto done = Record(tx, AgreementStore::SetTime(tx, row.id, "consent_at", IsoOf(now)),
                       Event(row, "consented", origin, now));
    if (!done) return R::Err(done.Error());
    return Ok(StepResult::kDone);  // or given by another tap just now
  });
}

R AgreementSigning::Paper(std::string_view token, const StepOrigin& origin, Instant now) const {
  return OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
    if (!IsOut(row)) return Ok(StepResult::kGone);
    if (!row.paper_requested_at.empty()) return Ok(StepResult::kDone);
    auto done = Record(tx, AgreementStore::SetTime(tx, row.id, "paper_requested_at", IsoOf(now)),
                       Event(row, "paper_requested", origin, now));
    if (!done) return R::Err(done.Error());
    if (!done.Value()) return Ok(StepResult::kDone);  // asked by another tap just now
    if (auto audited = storage::RecordAudit(
            tx, {IsoOf(now), "worker", "agreement.paper_requested", row.id, ""});
        !audited) {
      return R::Err(audited.Error());
    }
    return Ok(StepResult::kDone);
  });
}

R AgreementSigning::SendCode(std::string_view token, const StepOrigin& origin, Instant now) const {
  return OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
    if (!IsOut(row)) return Ok(StepResult::kGone);
    if (row.consent_at.empty()) return Ok(StepResult::kConsentMissing);
    if (!row.code_sent_at.empty() && now < InstantOf(row.code_sent_at) + kCodeGap) {
      return Ok(StepResult::kCodeTooSoon);
    }
    auto way = sender_.WayForCode(tx, row);
    if (!way) return R::Err(way.Error());
    if (way.Value().channel.empty()) return Ok(StepResult::kCodeNotSent);
    auto set = AgreementStore::SetTime(tx, row.id, "code_sent_at", IsoOf(now));
    if (!set) return R::Err(set.Error());
    auto reread = AgreementStore::Load(tx, "", row.id);
    if (!reread) return R::Err(reread.Error());
    if (auto queued = sender_.QueueCode(tx, *reread.Value(), way.Value().channel, now); !queued) {
      return R::Err(queued.Error());
    }
    if (auto added = AgreementStore::AddEvent(
            tx, Event(row, "code_sent", origin, now, {{"channel", way.Value().channel}}));
        !added) {
      return R::Err(added.Error());
    }
    return Ok(StepResult::kDone);
  });
}

R AgreementSigning::Sign(std::string_view token, std::string_view code, std::string_view name,
                         const StepOrigin& origin, Instant now) const {
  const std::string typed = TextLine(name, kMaxSignedName);
  return OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
    // A second tap on "sign" finds it signed: the same answer, nothing written twice.
    if (row.state == "signed" || row.state == "complete") return Ok(StepResult::kDone);
    if (!IsOut(row)) return Ok(StepResult::kGone);
    if (row.consent_at.empty()) return Ok(StepResult::kConsentMissing);
    if (row.code_sent_at.empty()) return Ok(StepResult::kCodeNotSent);
    if (row.code_tries >= kCodeTries) return Ok(StepResult::kTooManyTries);
    if (now >= InstantOf(row.code_sent_at) + kCodeLife) return Ok(StepResult::kCodeExpired);
    if (typed.empty()) return Ok(StepResult::kNameMissing);
    const bool right = code.size() == 6 && common::ConstantTimeEquals(code, sender_.CodeFor(row));
    if (!right) {
      auto done = Record(tx, AgreementStore::CountWrongCode(tx, row.id, IsoOf(now)),
                         Event(row, "code_checked", origin, now,
                               {{"result", "wrong"}, {"try", row.code_tries + 1}}));
      if (!done) return R::Err(done.Error());
      if (!done.Value()) return Ok(StepResult::kGone);
      return Ok(row.code_tries + 1 >= kCodeTries ? StepResult::kTooManyTries
                                                 : StepResult::kCodeWrong);
    }
    if (!SameName(typed, row.worker_name)) return Ok(StepResult::kNameMismatch);
    // The exact text shown, by its hash: what the worker signed.
    const std::string shown = common::Sha256Hex(
        RecordText(TextOf(sender_.Templates(), row, "", "", sender_.Context().firm.name)));
    auto done = Record(tx, AgreementStore::MarkSigned(tx, row.id, typed, shown, IsoOf(now)),
                       Event(row, "code_checked", origin, now, {{"result", "right"}}));
    if (!done) return R::Err(done.Error());
    // Another tap signed it first (or the worker declined meanwhile): nothing twice.
    if (!done.Value()) return SettledAs(tx, row, "signed");
    if (auto added = AgreementStore::AddEvent(
            tx, Event(row, "signed", origin, now, {{"name", typed}, {"textSha256", shown}}));
        !added) {
      return R::Err(added.Error());
    }
    if (auto withdrawn = sender_.Withdraw(tx, row); !withdrawn) return R::Err(withdrawn.Error());
    if (auto audited =
            storage::RecordAudit(tx, {IsoOf(now), "worker", "agreement.signed", row.id, ""});
        !audited) {
      return R::Err(audited.Error());
    }
    return Ok(StepResult::kDone);
  });
}

R AgreementSigning::Decline(std::string_view token, std::string_view reason,
                            const StepOrigin& origin, Instant now) const {
  const std::string trimmed(common::TrimWhitespace(reason));
  const std::string why = trimmed.empty() ? "" : TextBlock(trimmed, kMaxDeclineReason);
  if (!trimmed.empty() && why.empty()) return Ok(StepResult::kReasonInvalid);
  return OnAgreement(token, now, [&](Transaction& tx, const AgreementRow& row) -> R {
    if (row.state == "declined") return Ok(StepResult::kDone);
    if (!IsOut(row)) return Ok(StepResult::kGone);
    auto done = Record(tx, AgreementStore::MarkDeclined(tx, row.id, why, IsoOf(now)),
                       Event(row, "declined", origin, now, {{"reason", !why.empty()}}));
    if (!done) return R::Err(done.Error());
    if (!done.Value()) return SettledAs(tx, row, "declined");
    if (auto withdrawn = sender_.Withdraw(tx, row); !withdrawn) return R::Err(withdrawn.Error());
    if (auto audited =
            storage::RecordAudit(tx, {IsoOf(now), "worker", "agreement.declined", row.id, ""});
        !audited) {
      return R::Err(audited.Error());
    }
    return Ok(StepResult::kDone);
  });
}

}  // namespace firm::engagement
