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
  std::string state;                                       // "draft"
  std::string prepared_by;                                 // a staff user name
  std::string prepared_at;                                 // ISO
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

 private:
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::engagement
