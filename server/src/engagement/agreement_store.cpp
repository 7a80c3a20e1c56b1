#include "engagement/agreement_store.hpp"

#include "leads/lead_id.hpp"
#include "storage/audit_log.hpp"

namespace firm::engagement {

namespace {

using storage::StoreResult;

constexpr std::string_view kColumns =
    "SELECT id, lead_id, template_id, template_version, language, terms, state, prepared_by,"
    " prepared_at, sent_by, sent_at, expires_at, attorney_name, attorney_bar_number, worker_name,"
    " reference, channels, consent_at, paper_requested_at, code_sent_at, code_tries, signed_name,"
    " signed_at, text_sha256, declined_at, decline_reason, pdf_sha256, completed_at, updated_at"
    " FROM agreements";
// The worker's steps happen only while the agreement is out.
constexpr std::string_view kWhileOut = " WHERE id = $1 AND state IN ('sent', 'viewed')";
constexpr std::string_view kInsert =
    "INSERT INTO agreements (id, lead_id, template_id, template_version, language, terms, state,"
    " prepared_by, prepared_at, updated_at)"
    " VALUES ($1, $2, $3, CAST($4 AS INTEGER), $5, $6, 'draft', $7, $8, $8)";
constexpr std::string_view kInsertEvent =
    "INSERT INTO agreement_events (agreement_id, step, at, actor, address, user_agent, channel,"
    " detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
constexpr std::string_view kEvents =
    "SELECT agreement_id, step, at, actor, address, user_agent, channel, detail"
    " FROM agreement_events WHERE agreement_id = $1 ORDER BY id";

// "state IN ($k, ...)" over `states`, numbered from $`first`.
std::string StateIn(const std::vector<std::string>& states, std::size_t first) {
  std::string out = "state IN (";
  for (std::size_t i = 0; i < states.size(); ++i) {
    out += (i ? ", $" : "$") + std::to_string(first + i);
  }
  return out + ")";
}

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
  out.sent_by = row.Text("sent_by");
  out.sent_at = row.OptionalInstant("sent_at").value_or("");
  out.expires_at = row.OptionalInstant("expires_at").value_or("");
  out.attorney_name = row.Text("attorney_name");
  out.attorney_bar_number = row.Text("attorney_bar_number");
  out.worker_name = row.Text("worker_name");
  out.reference = row.Text("reference");
  out.channels = row.Text("channels");
  out.consent_at = row.OptionalInstant("consent_at").value_or("");
  out.paper_requested_at = row.OptionalInstant("paper_requested_at").value_or("");
  out.code_sent_at = row.OptionalInstant("code_sent_at").value_or("");
  out.code_tries = row.Long("code_tries");
  out.signed_name = row.Text("signed_name");
  out.signed_at = row.OptionalInstant("signed_at").value_or("");
  out.text_sha256 = row.Text("text_sha256");
  out.declined_at = row.OptionalInstant("declined_at").value_or("");
  out.decline_reason = row.Text("decline_reason");
  out.pdf_sha256 = row.Text("pdf_sha256");
  out.completed_at = row.OptionalInstant("completed_at").value_or("");
  out.updated_at = storage::IsoTimestamp(row.Text("updated_at"));
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

StoreResult<std::vector<AgreementEvent>> AgreementStore::Events(const std::string& id) {
  using R = StoreResult<std::vector<AgreementEvent>>;
  auto rows = database_->Query(kEvents, {id});
  if (!rows) return R::Err(rows.Error());
  std::vector<AgreementEvent> out;
  for (const auto row : rows.Value()) {
    out.push_back({row.Text("agreement_id"), row.Text("step"),
                   storage::IsoTimestamp(row.Text("at")), row.Text("actor"), row.Text("address"),
                   row.Text("user_agent"), row.Text("channel"),
                   nlohmann::json::parse(row.Text("detail"), nullptr, false)});
  }
  return R::Ok(std::move(out));
}

StoreResult<std::optional<AgreementRow>> AgreementStore::Load(storage::Transaction& tx,
                                                              const std::string& lead_id,
                                                              const std::string& id) {
  using R = StoreResult<std::optional<AgreementRow>>;
  static const std::string kById = std::string(kColumns) + " WHERE id = $1";
  static const std::string kOfLead = std::string(kColumns) + " WHERE id = $1 AND lead_id = $2";
  auto rows =
      lead_id.empty() ? Rows(tx.Query(kById, {id})) : Rows(tx.Query(kOfLead, {id, lead_id}));
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(std::move(rows.Value().front()));
}

StoreResult<bool> AgreementStore::MarkSent(storage::Transaction& tx, const std::string& id,
                                           const std::vector<std::string>& from_states,
                                           const SentFields& fields) {
  const std::string sql =
      "UPDATE agreements SET state = 'sent', sent_by = $1, sent_at = $2, expires_at = $3,"
      " attorney_name = $4, attorney_bar_number = $5, worker_name = $6, reference = $7,"
      " channels = $8, updated_at = $2 WHERE id = $9 AND " +
      StateIn(from_states, 10);
  storage::Params params{fields.sent_by,
                         fields.sent_at,
                         fields.expires_at,
                         fields.attorney_name,
                         fields.attorney_bar_number,
                         fields.worker_name,
                         fields.reference,
                         fields.channels,
                         id};
  params.insert(params.end(), from_states.begin(), from_states.end());
  auto updated = tx.Query(sql, params);
  if (!updated) return StoreResult<bool>::Err(updated.Error());
  return StoreResult<bool>::Ok(updated.Value().affected == 1);
}

StoreResult<bool> AgreementStore::Move(storage::Transaction& tx, const std::string& id,
                                       const std::vector<std::string>& from_states,
                                       const std::string& to, const std::string& now) {
  const std::string sql = "UPDATE agreements SET state = $1, updated_at = $2 WHERE id = $3 AND " +
                          StateIn(from_states, 4);
  storage::Params params{to, now, id};
  params.insert(params.end(), from_states.begin(), from_states.end());
  auto updated = tx.Query(sql, params);
  if (!updated) return StoreResult<bool>::Err(updated.Error());
  return StoreResult<bool>::Ok(updated.Value().affected == 1);
}

storage::UnitResult AgreementStore::AddEvent(storage::Transaction& tx,
                                             const AgreementEvent& event) {
  return tx.Execute(kInsertEvent,
                    {event.agreement_id, event.step, event.at, event.actor, event.address,
                     event.user_agent, event.channel, event.detail.dump()});
}

namespace {

StoreResult<bool> Changed(storage::QueryOutcome updated) {
  if (!updated) return StoreResult<bool>::Err(updated.Error());
  return StoreResult<bool>::Ok(updated.Value().affected == 1);
}

}  // namespace

StoreResult<bool> AgreementStore::MarkViewed(storage::Transaction& tx, const std::string& id,
                                             const std::string& now) {
  return Changed(tx.Query(
      "UPDATE agreements SET state = 'viewed', updated_at = $2 WHERE id = $1 AND state = 'sent'",
      {id, now}));
}

StoreResult<bool> AgreementStore::SetTime(storage::Transaction& tx, const std::string& id,
                                          std::string_view column, const std::string& now) {
  // `column` is one of the worker's step columns, named in the code, never from a request.
  if (column != "consent_at" && column != "paper_requested_at" && column != "code_sent_at") {
    return StoreResult<bool>::Ok(false);
  }
  // A new code starts its tries again; the consent and the wish for paper are given once.
  const bool code = column == "code_sent_at";
  return Changed(tx.Query("UPDATE agreements SET " + std::string(column) + " = $2" +
                              (code ? ", code_tries = 0" : "") + ", updated_at = $2" +
                              std::string(kWhileOut) +
                              (code ? "" : " AND " + std::string(column) + " IS NULL"),
                          {id, now}));
}

StoreResult<bool> AgreementStore::CountWrongCode(storage::Transaction& tx, const std::string& id,
                                                 const std::string& now) {
  return Changed(tx.Query(
      "UPDATE agreements SET code_tries = code_tries + 1, updated_at = $2" + std::string(kWhileOut),
      {id, now}));
}

StoreResult<bool> AgreementStore::MarkSigned(storage::Transaction& tx, const std::string& id,
                                             const std::string& name,
                                             const std::string& text_sha256,
                                             const std::string& now) {
  return Changed(
      tx.Query("UPDATE agreements SET state = 'signed', signed_name = $2, text_sha256 = $3,"
               " signed_at = $4, updated_at = $4" +
                   std::string(kWhileOut),
               {id, name, text_sha256, now}));
}

StoreResult<bool> AgreementStore::MarkComplete(storage::Transaction& tx, const std::string& id,
                                               const std::string& pdf_base64,
                                               const std::string& pdf_sha256,
                                               const std::string& now) {
  return Changed(tx.Query(
      "UPDATE agreements SET state = 'complete', pdf = $2, pdf_sha256 = $3, completed_at = $4,"
      " updated_at = $4 WHERE id = $1 AND state = 'signed'",
      {id, pdf_base64, pdf_sha256, now}));
}

StoreResult<std::optional<std::string>> AgreementStore::SealedPdf(storage::Transaction& tx,
                                                                  const std::string& id) {
  using R = StoreResult<std::optional<std::string>>;
  auto rows = tx.Query("SELECT pdf FROM agreements WHERE id = $1 AND state = 'complete'", {id});
  if (!rows) return R::Err(rows.Error());
  if (rows.Value().empty()) return R::Ok(std::nullopt);
  return R::Ok(rows.Value().front().Text("pdf"));
}

StoreResult<std::vector<std::string>> AgreementStore::SignedBefore(const std::string& before) {
  using R = StoreResult<std::vector<std::string>>;
  auto rows = database_->Query(
      "SELECT id FROM agreements WHERE state = 'signed' AND signed_at < $1 ORDER BY signed_at"
      " LIMIT 20",
      {before});
  if (!rows) return R::Err(rows.Error());
  std::vector<std::string> out;
  for (const auto row : rows.Value()) out.push_back(row.Text("id"));
  return R::Ok(std::move(out));
}

StoreResult<bool> AgreementStore::MarkDeclined(storage::Transaction& tx, const std::string& id,
                                               const std::string& reason, const std::string& now) {
  return Changed(
      tx.Query("UPDATE agreements SET state = 'declined', decline_reason = $2, declined_at = $3,"
               " updated_at = $3" +
                   std::string(kWhileOut),
               {id, reason, now}));
}

}  // namespace firm::engagement
