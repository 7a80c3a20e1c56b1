#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/language.hpp"
#include "leads/lead_row.hpp"
#include "storage/database.hpp"
#include "storage/store_support.hpp"

// What the outbox reads from and marks on a lead: the lead as messages need it (read at send
// time, not copied into the outbox, so a lead deleted for a privacy request is never sent),
// the leads past their first-contact time, and the language a phone number last wrote in.
namespace firm::leads {

// The outbox's view of a lead (RecordOf a LeadRow).
struct LeadRecord {
  std::string id;
  std::string form_type;   // case_review | harassment_questionnaire | text_message
  std::string created_at;  // ISO 8601 UTC
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string phone;
  std::vector<std::string> issue_types;
  std::string answers_json;  // the normalised payload, a JSON object
  std::string landing_page;
  std::string utm_source;
  std::string utm_medium;
  std::string utm_campaign;
  std::string reference;       // "GC-7K3M-Q9TD"
  bool sms_consent = false;    // MayText: smsConsent was ticked, or a text lead
  bool sms_opted_out = false;  // the phone replied STOP (sms_opt_outs)
  // The page's language, a common::Language code (issue 19); "" unknown.
  std::string language{common::Code(common::Language::kEnglish)};
};

LeadRecord RecordOf(const LeadRow& row);

// The case review's smsConsent was ticked, in a lead's stored answers (JSON object text).
bool AgreedToTexts(std::string_view answers_json);
// The firm may text the lead's number: its worker agreed on the form, or the lead began with
// the worker's own text (a text lead: answering it is what they asked for).
bool MayText(std::string_view form_type, std::string_view answers_json);

// nullopt when the lead is gone (deleted since its delivery was queued).
storage::StoreResult<std::optional<LeadRecord>> LoadLeadRecord(storage::Database& database,
                                                               std::string_view lead_id);

// Marks every lead created at or before `cutoff` that nobody has contacted and that is not
// yet escalated as escalated at `now` (both ISO), inside `tx`; returns their ids.
storage::StoreResult<std::vector<std::string>> MarkOverdueEscalated(storage::Transaction& tx,
                                                                    const std::string& now,
                                                                    const std::string& cutoff);

// The language ("en", "es") of the latest lead sent from `phone` (E.164); nullopt when the
// number has sent none.
storage::StoreResult<std::optional<std::string>> LatestLanguageOfPhone(storage::Database& database,
                                                                       const std::string& phone);

}  // namespace firm::leads
