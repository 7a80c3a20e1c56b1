#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engagement/agreement_sender.hpp"
#include "engagement/agreement_text.hpp"

// The worker's side of a fee agreement (issue 54, item 4), behind the link and nothing else: the
// separate consent to sign electronically (or "I'd rather sign on paper"), the whole text, a
// one-time code texted to the phone on file (e-mailed when it cannot be texted), good for ten
// minutes and five tries, then the full name typed and "I agree and sign", or "I do not want to
// sign" with an optional reason. Every step is kept as evidence with its time, address and user
// agent; the signature keeps the SHA-256 of the exact text shown.
namespace firm::engagement {

inline constexpr int kCodeTries = 5;
inline constexpr std::chrono::minutes kCodeLife{10};
// A new code at most once a minute (a double tap, a flood).
inline constexpr std::chrono::seconds kCodeGap{60};
inline constexpr std::size_t kMaxSignedName = 200;
inline constexpr std::size_t kMaxDeclineReason = 500;

enum class LinkState { kNoLink, kBad, kGone, kUnreadable, kOpen };

// What the signing page shows for a link.
struct SigningView {
  LinkState state = LinkState::kNoLink;
  AgreementRow row;
  std::vector<AgreementText> texts;  // the text as the worker reads it (when open)
  std::string code_to;               // where the last code went, masked ("", none yet)
  int tries_left = kCodeTries;
};

// How a step the worker took ended.
enum class StepResult {
  kDone,
  kBadLink,         // not a link of ours: 400
  kGone,            // expired, replaced, revoked or answered: 410
  kConsentMissing,  // the box was not ticked (or the step needs the consent first)
  kCodeTooSoon,     // a code was sent less than a minute ago
  kCodeNotSent,     // no code was asked for, or no way to send one
  kCodeWrong,
  kCodeExpired,
  kTooManyTries,  // five wrong codes: a new code is needed
  kNameMissing,   // empty, too long, or with control or invisible characters
  kNameMismatch,  // not the name the agreement was sent to
  kReasonInvalid,
};

class AgreementSigning {
 public:
  AgreementSigning(std::shared_ptr<storage::Database> database, const AgreementSender& sender)
      : database_(std::move(database)), sender_(sender) {}

  // The page for `token` (the first opening is recorded, and the agreement becomes viewed).
  SigningView Open(std::string_view token, const StepOrigin& origin, Instant now) const;

  storage::StoreResult<StepResult> Consent(std::string_view token, bool agreed,
                                           const StepOrigin& origin, Instant now) const;
  storage::StoreResult<StepResult> Paper(std::string_view token, const StepOrigin& origin,
                                         Instant now) const;
  storage::StoreResult<StepResult> SendCode(std::string_view token, const StepOrigin& origin,
                                            Instant now) const;
  storage::StoreResult<StepResult> Sign(std::string_view token, std::string_view code,
                                        std::string_view name, const StepOrigin& origin,
                                        Instant now) const;
  storage::StoreResult<StepResult> Decline(std::string_view token, std::string_view reason,
                                           const StepOrigin& origin, Instant now) const;
  // The agreement a good token names (its signature checked, not its state).
  std::optional<common::TokenClaim> Claim(std::string_view token, Instant now) const {
    return sender_.CheckLink(token, now).claim;
  }

 private:
  // Runs `step` in one transaction on the agreement the token names, while its link is current;
  // kBadLink or kGone otherwise. `read_only`: a read beside the writer (a page view).
  template <typename Step>
  storage::StoreResult<StepResult> OnAgreement(std::string_view token, Instant now, Step step,
                                               bool read_only = false) const;

  std::shared_ptr<storage::Database> database_;
  const AgreementSender& sender_;
};

// Whether `typed` is `expected` written another way: the same letters and words, whatever the
// case, accents and spaces ("maria  LOPEZ" for "María López").
bool SameName(std::string_view typed, std::string_view expected);

}  // namespace firm::engagement
