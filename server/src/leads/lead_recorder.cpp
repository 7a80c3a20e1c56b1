#include "leads/lead_recorder.hpp"

#include "leads/lead_id.hpp"
#include "metrics/metrics.hpp"

namespace firm::leads {

namespace {

using InsertResult = common::Result<InsertOutcome, storage::StorageError>;

// ON CONFLICT DO NOTHING waits for a concurrent inserter of the same
// submission to commit; RETURNING then gives no row and the original is read.
constexpr std::string_view kInsertLeadSqlite =
    "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
    " phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign,"
    " user_agent, reference, employer, employer_key, language) VALUES ($1, $2, $3, $4, $5, $6,"
    " $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)"
    " ON CONFLICT (form_type, submission_id) DO NOTHING RETURNING id";

constexpr std::string_view kInsertLeadPostgres =
    "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
    " phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign,"
    " user_agent, reference, employer, employer_key, language) VALUES ($1, $2, $3, $4, $5, $6,"
    " $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19)"
    " ON CONFLICT (form_type, submission_id) DO NOTHING RETURNING id";

// Under READ COMMITTED a new statement sees the row committed by the other inserter.
constexpr std::string_view kSelectLeadBySubmission =
    "SELECT id FROM leads WHERE form_type = $1 AND submission_id = $2";

}  // namespace

InsertResult LeadRecorder::RecordIn(storage::Transaction& tx, const NewLead& lead) const {
  using storage::UnitResult;
  const auto insert_sql =
      database_->engine() == storage::Engine::kSqlite ? kInsertLeadSqlite : kInsertLeadPostgres;
  auto inserted =
      tx.Query(insert_sql,
               {lead.id, lead.form_type, lead.submission_id, lead.created_at, lead.first_name,
                lead.last_name, lead.email, lead.phone, lead.issue_types, lead.answers,
                lead.landing_page, lead.utm_source, lead.utm_medium, lead.utm_campaign,
                lead.user_agent, lead.reference, lead.employer, lead.employer_key, lead.language});
  if (!inserted) return InsertResult::Err(inserted.Error());
  if (!inserted.Value().empty()) {
    for (const auto& step : steps_) {
      auto done = step.in_transaction(tx, lead);
      if (!done) {
        return InsertResult::Err(
            storage::StorageError{"arrival step " + step.name + ": " + done.Error().message});
      }
    }
    return InsertResult::Ok(InsertOutcome{inserted.Value().front().Text("id"), true});
  }
  auto existing = tx.Query(kSelectLeadBySubmission, {lead.form_type, lead.submission_id});
  if (!existing) return InsertResult::Err(existing.Error());
  if (existing.Value().size() != 1) {
    return InsertResult::Err(
        storage::StorageError{"read back: the existing submission was not found"});
  }
  return InsertResult::Ok(InsertOutcome{existing.Value().front().Text("id"), false});
}

void LeadRecorder::AfterCommit(const NewLead& lead) const {
  metrics::Process().Form(PublicFormId(lead.form_type)).Stored();
  for (const auto& step : steps_) {
    if (step.after_commit) step.after_commit();
  }
}

InsertResult LeadRecorder::Record(const NewLead& lead, const Also& also) const {
  using storage::Transaction;
  using storage::UnitResult;
  InsertOutcome outcome;
  auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
    auto recorded = RecordIn(tx, lead);
    if (!recorded) return UnitResult::Err(recorded.Error());
    outcome = std::move(recorded).Value();
    return also ? also(tx, outcome) : UnitResult::Ok({});
  });
  if (!done) return InsertResult::Err(done.Error());
  if (outcome.created) AfterCommit(lead);
  return InsertResult::Ok(std::move(outcome));
}

}  // namespace firm::leads
