#include "leads/lead_conversation.hpp"

#include "leads/lead_messages.hpp"

namespace firm::leads {

namespace {

using storage::StoreResult;
using storage::UnitResult;

constexpr std::string_view kTextFromWorker =
    "UPDATE leads SET unread_replies = unread_replies + 1,"
    " reply_waiting_since = COALESCE(reply_waiting_since, $2), next_try_at = NULL"
    " WHERE id = $1";
constexpr std::string_view kTextsRead = "UPDATE leads SET unread_replies = 0 WHERE id = $1";
constexpr std::string_view kTextsAnswered =
    "UPDATE leads SET unread_replies = 0, reply_waiting_since = NULL WHERE id = $1";
constexpr std::string_view kTextLeadsSince =
    "SELECT count(*) AS leads FROM leads WHERE form_type = 'text_message' AND created_at > $1";
// The first-contact watch passes it by (see NoteHeldBack).
constexpr std::string_view kHeldBack =
    "UPDATE leads SET sla_escalated_at = COALESCE(sla_escalated_at, $2) WHERE id = $1";
constexpr std::string_view kAckFailed =
    "UPDATE leads SET ack_failed_at = COALESCE(ack_failed_at, $2) WHERE id = $1";
constexpr std::string_view kMarkDueTries =
    "UPDATE leads SET try_reminded = follow_up_tries WHERE next_try_at IS NOT NULL"
    " AND next_try_at <= $1 AND try_reminded < follow_up_tries"
    " RETURNING id, follow_up_tries";

std::optional<TextLead> TextLeadFrom(const storage::QueryResult& rows) {
  if (rows.empty()) return std::nullopt;
  return TextLeadOf(LeadRowFrom(rows.front()));
}

}  // namespace

TextLead TextLeadOf(const LeadRow& row) {
  return TextLead{row.id,    row.form_type, row.reference,    row.language,
                  row.phone, row.may_text,  row.sms_opted_out};
}

StoreResult<std::optional<TextLead>> NewestLeadOfPhone(storage::Transaction& tx,
                                                       const std::string& phone,
                                                       const std::string& since) {
  using R = StoreResult<std::optional<TextLead>>;
  static const std::string kNewestOfPhone = SelectLeadRow(
      "leads.phone = $1 AND leads.created_at >= $2 ORDER BY leads.created_at DESC, leads.id DESC"
      " LIMIT 1");
  auto rows = tx.Query(kNewestOfPhone, {phone, since});
  if (!rows) return R::Err(rows.Error());
  return R::Ok(TextLeadFrom(rows.Value()));
}

StoreResult<std::optional<TextLead>> TextLeadById(storage::Transaction& tx,
                                                  const std::string& lead_id) {
  using R = StoreResult<std::optional<TextLead>>;
  static const std::string kLeadById = SelectLeadRow("leads.id = $1");
  auto rows = tx.Query(kLeadById, {lead_id});
  if (!rows) return R::Err(rows.Error());
  return R::Ok(TextLeadFrom(rows.Value()));
}

UnitResult NoteTextFromWorker(storage::Transaction& tx, const std::string& lead_id,
                              const std::string& at) {
  return tx.Execute(kTextFromWorker, {lead_id, at});
}

UnitResult NoteTextsRead(storage::Transaction& tx, const std::string& lead_id) {
  return tx.Execute(kTextsRead, {lead_id});
}

UnitResult NoteTextsAnswered(storage::Transaction& tx, const std::string& lead_id) {
  return tx.Execute(kTextsAnswered, {lead_id});
}

StoreResult<long> CountTextLeadsSince(storage::Transaction& tx, const std::string& since) {
  auto rows = tx.Query(kTextLeadsSince, {since});
  if (!rows) return StoreResult<long>::Err(rows.Error());
  return StoreResult<long>::Ok(rows.Value().empty() ? 0 : rows.Value().front().Long("leads"));
}

UnitResult NoteHeldBack(storage::Transaction& tx, const std::string& lead_id,
                        const std::string& at) {
  return tx.Execute(kHeldBack, {lead_id, at});
}

UnitResult NoteAcknowledgementFailed(storage::Transaction& tx, const std::string& lead_id,
                                     const std::string& at) {
  return tx.Execute(kAckFailed, {lead_id, at});
}

StoreResult<std::vector<DueTry>> MarkDueTriesReminded(storage::Transaction& tx,
                                                      const std::string& now) {
  using R = StoreResult<std::vector<DueTry>>;
  auto rows = tx.Query(kMarkDueTries, {now});
  if (!rows) return R::Err(rows.Error());
  std::vector<DueTry> due;
  for (const auto row : rows.Value()) {
    due.push_back(DueTry{row.Text("id"), row.Long("follow_up_tries") + 1});
  }
  return R::Ok(std::move(due));
}

}  // namespace firm::leads
