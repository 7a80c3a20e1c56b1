#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/language.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

// The agreements table (engagement/ owns it; migration 0023): the agreements prepared for a lead.
namespace firm::engagement {

struct AgreementRow {
  std::string id;
  std::string lead_id;
  std::string template_id;
  int template_version = 0;
  common::Language language = common::Language::kEnglish;  // the terms were discussed in it
  nlohmann::json terms;                                    // TermsJson
  std::string state;        // draft, sent, viewed, signed, complete, declined, revoked
  std::string prepared_by;  // a staff user name
  std::string prepared_at;  // ISO
  // Set when an attorney sends it (copied then, so a signed agreement stands on its own).
  std::string sent_by;     // the attorney's user name
  std::string sent_at;     // ISO, "" while a draft
  std::string expires_at;  // ISO: the link's end (a re-send moves it)
  std::string attorney_name;
  std::string attorney_bar_number;
  std::string worker_name;
  std::string reference;
  std::string channels;  // "sms,email", "sms" or "email": how the link went
  // The worker's side (ISO times, "" when not yet).
  std::string consent_at;
  std::string paper_requested_at;
  std::string code_sent_at;
  long code_tries = 0;
  std::string signed_name;
  std::string signed_at;
  std::string text_sha256;
  std::string declined_at;
  std::string decline_reason;
  std::string pdf_sha256;
  std::string completed_at;
  std::string updated_at;
};

// One step of an agreement's life, kept as evidence (agreement_events).
struct AgreementEvent {
  std::string agreement_id;
  std::string step;   // sent, resent, revoked, opened, ...
  std::string at;     // ISO
  std::string actor;  // a staff user name, "worker" or "system"
  std::string address;
  std::string user_agent;
  std::string channel;  // web, sms, email
  nlohmann::json detail = nlohmann::json::object();
};

// What sending writes on the agreement (AgreementStore::MarkSent).
struct SentFields {
  std::string sent_by;
  std::string sent_at;
  std::string expires_at;
  std::string attorney_name;
  std::string attorney_bar_number;
  std::string worker_name;
  std::string reference;
  std::string channels;
};

class AgreementStore {
 public:
  explicit AgreementStore(std::shared_ptr<storage::Database> database)
      : database_(std::move(database)) {}

  // A new draft (its id made here), with the audit entry agreement.prepared; the stored row.
  storage::StoreResult<AgreementRow> Prepare(AgreementRow draft);
  // The lead's agreements, oldest first.
  storage::StoreResult<std::vector<AgreementRow>> OfLead(const std::string& lead_id);
  // One of the lead's agreements; nullopt when the lead has none with that id.
  storage::StoreResult<std::optional<AgreementRow>> Get(const std::string& lead_id,
                                                        const std::string& id);
  // An agreement's steps, oldest first.
  storage::StoreResult<std::vector<AgreementEvent>> Events(const std::string& id);

  // In the caller's transaction (engagement/ only).
  // The agreement `id` (of `lead_id` unless that is empty), or nullopt.
  static storage::StoreResult<std::optional<AgreementRow>> Load(storage::Transaction& tx,
                                                                const std::string& lead_id,
                                                                const std::string& id);
  // Sends it, or sends it again: from one of `from_states` (and only from them, so two
  // attorneys at once send once) to "sent" with `fields`. False when its state was another.
  static storage::StoreResult<bool> MarkSent(storage::Transaction& tx, const std::string& id,
                                             const std::vector<std::string>& from_states,
                                             const SentFields& fields);
  // From one of `from_states` to `to`; false when its state was another.
  static storage::StoreResult<bool> Move(storage::Transaction& tx, const std::string& id,
                                         const std::vector<std::string>& from_states,
                                         const std::string& to, const std::string& now);
  static storage::UnitResult AddEvent(storage::Transaction& tx, const AgreementEvent& event);
  // The worker's steps, each only while the agreement is sent or viewed (false otherwise):
  // the first opening (sent to viewed), the consent to sign electronically, a wish to sign on
  // paper, a new one-time code (its tries start again), a wrong code (one more try), the
  // signature, a refusal.
  static storage::StoreResult<bool> MarkViewed(storage::Transaction& tx, const std::string& id,
                                               const std::string& now);
  static storage::StoreResult<bool> SetTime(storage::Transaction& tx, const std::string& id,
                                            std::string_view column, const std::string& now);
  static storage::StoreResult<bool> CountWrongCode(storage::Transaction& tx, const std::string& id,
                                                   const std::string& now);
  static storage::StoreResult<bool> MarkSigned(storage::Transaction& tx, const std::string& id,
                                               const std::string& name,
                                               const std::string& text_sha256,
                                               const std::string& now);
  // A signed agreement made complete with its sealed PDF (base64) and the PDF's SHA-256; false
  // when it was not signed (another process completed it first).
  static storage::StoreResult<bool> MarkComplete(storage::Transaction& tx, const std::string& id,
                                                 const std::string& pdf_base64,
                                                 const std::string& pdf_sha256,
                                                 const std::string& now);
  // The sealed PDF (base64) of a complete agreement, or nullopt.
  static storage::StoreResult<std::optional<std::string>> SealedPdf(storage::Transaction& tx,
                                                                    const std::string& id);
  // Agreements signed before `before` (ISO) and not yet complete: their PDF is owed.
  storage::StoreResult<std::vector<std::string>> SignedBefore(const std::string& before);
  static storage::StoreResult<bool> MarkDeclined(storage::Transaction& tx, const std::string& id,
                                                 const std::string& reason, const std::string& now);

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::engagement
