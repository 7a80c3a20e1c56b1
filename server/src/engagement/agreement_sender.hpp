#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/link_token.hpp"
#include "config/env_config.hpp"
#include "engagement/agreement_store.hpp"
#include "engagement/agreement_templates.hpp"
#include "leads/lead_row.hpp"
#include "site/firm_contact.hpp"
#include "storage/database.hpp"

// Sending a fee agreement to its worker (issue 54, item 3): an attorney sends it (their second
// factor confirmed in the same transaction), the worker gets one signed link by text (with
// consent, never after STOP) and by e-mail through the outbox, in the agreement's language, with
// reminders on AGREEMENT_REMINDER_DAYS that wait out the quiet hours. The link expires
// (AGREEMENT_LINK_DAYS); sending again gives a new link and ends the old one; revoking ends it.
// Reminders not yet sent go with the link they carry.
namespace firm::engagement {

using Instant = std::chrono::system_clock::time_point;

struct EngagementContext {
  site::FirmContact firm;
  std::string site_origin;
  config::DailyWindow quiet_hours;
  // The outbox channels this server sends: a text needs "sms", an e-mail "agreement_email".
  std::vector<std::string> channels;
  unsigned link_days = 14;
  std::vector<unsigned> reminder_days{1, 3, 6};
};

// Who asks, from where (the evidence of each step).
struct StepOrigin {
  std::string actor;  // a staff user name, or "worker"
  std::string address;
  std::string user_agent;
};

// An attorney sending (or sending again) an agreement of a lead.
struct SendOrder {
  std::string lead_id;
  std::string agreement_id;
  StepOrigin by;
  std::string attorney_name;
  std::string attorney_bar_number;
  Instant now;
};

enum class SendOutcome {
  kSent,
  kResent,
  kRevoked,
  kNoSuchAgreement,
  kWrongState,   // signed, declined, revoked, or sent by someone else meanwhile
  kCodeUsed,     // the second factor's code was used meanwhile (confirm said no)
  kNoWayToReach  // no e-mail and no phone that may be texted
};

struct Sent {
  SendOutcome outcome = SendOutcome::kNoSuchAgreement;
  std::optional<AgreementRow> row;  // the agreement after the change
};

// In the send's transaction before anything is written: the staff side's confirmation (the
// attorney's second-factor code consumed); false refuses the send.
using Confirmation = std::function<storage::StoreResult<bool>(storage::Transaction&)>;

class AgreementSender {
 public:
  AgreementSender(std::shared_ptr<storage::Database> database, EngagementContext context,
                  std::string link_key, const AgreementTemplates& templates);

  // A draft is sent; a sent or viewed one (expired or not) is sent again with a new link.
  storage::StoreResult<Sent> Send(const SendOrder& order, const Confirmation& confirm) const;
  // A sent or viewed agreement's link ends; reminders not yet sent are withdrawn.
  storage::StoreResult<Sent> Revoke(const std::string& lead_id, const std::string& agreement_id,
                                    const StepOrigin& by, Instant now) const;

  // The worker's link to the agreement as sent (its language's page, the signed token).
  std::string LinkFor(const AgreementRow& row) const;
  // The agreement a token names, when the token is ours and not past its time.
  common::LinkSigner::Checked CheckLink(std::string_view token, Instant now) const;
  // Whether `row` is the agreement a checked token was made for: sent or viewed, and its link's
  // expiry the token's (a re-send moves it).
  static bool LinkIsCurrent(const AgreementRow& row, const common::TokenClaim& claim);
  // Whether the token is the agreement's last link and not revoked: it then shows the agreement
  // in any state after sending (to sign, signed, declined).
  static bool LinkMatches(const AgreementRow& row, const common::TokenClaim& claim);

  // The one-time code of the row's last code_sent_at: six digits made from it with a key of the
  // sender's, never stored.
  std::string CodeFor(const AgreementRow& row) const;
  // How a code would reach the agreement's worker: "sms" when they may be texted, else
  // "email", or "" when neither can carry it; with where, masked ("(•••) •••-0142").
  struct CodeWay {
    std::string channel;
    std::string shown;
  };
  storage::StoreResult<CodeWay> WayForCode(storage::Transaction& tx, const AgreementRow& row) const;
  // In `tx`: the code of the row's code_sent_at queued that way, at once (the worker asked).
  storage::UnitResult QueueCode(storage::Transaction& tx, const AgreementRow& row,
                                const std::string& channel, Instant now) const;
  // In `tx`: the messages of the row's current link that wait to be sent, withdrawn (signed,
  // declined, revoked, sent again).
  storage::UnitResult Withdraw(storage::Transaction& tx, const AgreementRow& row) const;

  // In `tx`: the signed copy sent at once to the agreement's worker: the PDF by e-mail, the link
  // to their page by text (with consent).
  storage::UnitResult QueueSignedCopy(storage::Transaction& tx, const AgreementRow& row,
                                      const leads::LeadRow& worker, Instant now) const;

  const EngagementContext& Context() const { return context_; }
  const AgreementTemplates& Templates() const { return templates_; }

 private:
  // Whether this server sends `channel` (EngagementContext::channels).
  bool Sends(std::string_view channel) const;
  // The link's text and e-mails, and the reminders, queued in `tx`.
  storage::UnitResult QueueMessages(storage::Transaction& tx, const AgreementRow& row, bool text,
                                    bool email, Instant now) const;

  std::shared_ptr<storage::Database> database_;
  EngagementContext context_;
  common::LinkSigner signer_;
  std::string code_key_;
  const AgreementTemplates& templates_;
};

// The outbox subject of an agreement's e-mail, "<id>:<link expiry, Unix seconds>:<message>"
// (message: "sent", "reminder<n>", or "code<Unix seconds of code_sent_at>"), and back.
struct AgreementMessageKey {
  std::string agreement_id;
  long long expiry = 0;
  std::string message;
};
std::string MessageKeyText(const AgreementMessageKey& key);

// "(•••) •••-0142" for a phone, "m•••@example.com" for an e-mail address.
std::string MaskedPhone(std::string_view phone);
std::string MaskedEmail(std::string_view email);
std::optional<AgreementMessageKey> ReadMessageKey(std::string_view text);

}  // namespace firm::engagement
