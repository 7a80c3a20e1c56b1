#include "engagement/agreement_store.hpp"

#include "leads/lead_id.hpp"
#include "storage/audit_log.hpp"

namespace firm::engagement {

namespace {

using storage::StoreResult;

constexpr std::string_view kColumns =
    "SELECT id, lead_id, template_id, template_version, language, terms, state, prepared_by,"
    " prepared_at FROM agreements";
constexpr std::string_view kInsert =
    "INSERT INTO agreements (id, lead_id, template_id, template_version, language, terms, state,"
    " prepared_by, prepared_at) VALUES ($1, $2, $3, CAST($4 AS INTEGER), $5, $6, 'draft', $7, $8)";

AgreementRow RowFrom(const storage::RowView& row) {
  AgreementRow out;
  out.id = row.Text("id");
  out.lead_id = row.Text("lead_id");
  out.template_id = row.Text("template_id");
  out.template_version = static_cast<int>(row.Long("template_version"));
  out.language = common::LanguageOr(row.Text("language"));
  out.terms = nlohmann::json::parse(row.Text("terms"), nullptr, false);
  out.state = row.Text("state");
  out.prepared_by = row.Text("prepared_by");
  out.prepared_at = storage::IsoTimestamp(row.Text("prepared_at"));
  return out;
}

StoreResult<std::vector<AgreementRow>> Rows(storage::QueryOutcome rows) {
  if (!rows) return StoreResult<std::vector<AgreementRow>>::Err(rows.Error());
  std::vector<AgreementRow> out;
  for (const auto row : rows.Value()) out.push_back(RowFrom(row));
  return StoreResult<std::vector<AgreementRow>>::Ok(std::move(out));
}

}  // namespace

StoreResult<AgreementRow> AgreementStore::Prepare(AgreementRow draft) {
  draft.id = leads::NewLeadId();
  draft.state = "draft";
  auto done = database_->Transact([&](storage::Transaction& tx) {
    auto inserted = tx.Execute(
        kInsert, {draft.id, draft.lead_id, draft.template_id,
                  std::to_string(draft.template_version), std::string(common::Code(draft.language)),
                  draft.terms.dump(), draft.prepared_by, draft.prepared_at});
    if (!inserted) return inserted;
    // The audit names the agreement and its template, never the terms (the worker's matter).
    return storage::RecordAudit(
        tx, storage::AuditEntry{
                draft.prepared_at, draft.prepared_by, "agreement.prepared", draft.id,
                draft.template_id + " version " + std::to_string(draft.template_version) + ", " +
                    std::string(common::Code(draft.language))});
  });
  if (!done) return StoreResult<AgreementRow>::Err(done.Error());
  return StoreResult<AgreementRow>::Ok(std::move(draft));
}

StoreResult<std::vector<AgreementRow>> AgreementStore::OfLead(const std::string& lead_id) {
  static const std::string kOfLead =
      std::string(kColumns) + " WHERE lead_id = $1 ORDER BY prepared_at, id";
  return Rows(database_->Query(kOfLead, {lead_id}));
}

StoreResult<std::optional<AgreementRow>> AgreementStore::Get(const std::string& lead_id,
                                                             const std::string& id) {
  using R = StoreResult<std::optional<AgreementRow>>;
  static const std::string kOne = std::string(kColumns) + " WHERE lead_id = $1 AND id = $2";
  auto rows = Rows(database_->Query(kOne, {lead_id, id}));
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(std::move(rows.Value().front()));
}

}  // namespace firm::engagement
