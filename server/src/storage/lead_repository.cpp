#include "storage/lead_repository.hpp"

namespace firm::storage {

namespace {

using InsertResult = common::Result<InsertOutcome, StorageError>;

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

class DatabaseLeadRepository : public LeadRepository {
 public:
  explicit DatabaseLeadRepository(std::shared_ptr<Database> database)
      : database_(std::move(database)) {}

  std::string_view Engine() const override { return database_->EngineName(); }

  InsertResult InsertLead(const NewLead& lead, const AfterInsert& after_insert) override {
    InsertOutcome outcome;
    const auto insert_sql =
        database_->engine() == Engine::kSqlite ? kInsertLeadSqlite : kInsertLeadPostgres;
    auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
      auto inserted =
          tx.Query(insert_sql, {lead.id, lead.form_type, lead.submission_id, lead.created_at,
                                lead.first_name, lead.last_name, lead.email, lead.phone,
                                lead.issue_types, lead.answers, lead.landing_page, lead.utm_source,
                                lead.utm_medium, lead.utm_campaign, lead.user_agent, lead.reference,
                                lead.employer, lead.employer_key, lead.language});
      if (!inserted) return UnitResult::Err(inserted.Error());
      if (inserted.Value().rows.size() == 1) {
        outcome = InsertOutcome{inserted.Value().Text(0, 0), true};
        if (after_insert) return after_insert(tx, lead);
        return UnitResult::Ok({});
      }
      auto existing = tx.Query(kSelectLeadBySubmission, {lead.form_type, lead.submission_id});
      if (!existing) return UnitResult::Err(existing.Error());
      if (existing.Value().rows.size() != 1) {
        return UnitResult::Err(StorageError{"read back: the existing submission was not found"});
      }
      outcome = InsertOutcome{existing.Value().Text(0, 0), false};
      return UnitResult::Ok({});
    });
    if (!done) return InsertResult::Err(done.Error());
    return InsertResult::Ok(std::move(outcome));
  }

 private:
  std::shared_ptr<Database> database_;
};

using OpenResult = common::Result<std::unique_ptr<LeadRepository>, StorageError>;

OpenResult Wrap(common::Result<std::shared_ptr<Database>, StorageError> opened) {
  if (!opened) return OpenResult::Err(opened.Error());
  return OpenResult::Ok(MakeLeadRepository(std::move(opened).Value()));
}

}  // namespace

std::unique_ptr<LeadRepository> MakeLeadRepository(std::shared_ptr<Database> database) {
  return std::make_unique<DatabaseLeadRepository>(std::move(database));
}

OpenResult OpenSqliteRepository(const std::string& path) { return Wrap(OpenSqliteDatabase(path)); }

OpenResult OpenPostgresRepository(const std::string& url, unsigned pool_size) {
  return Wrap(OpenPostgresDatabase(url, pool_size));
}

}  // namespace firm::storage
