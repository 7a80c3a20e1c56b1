#include "engagement/agreement_completion.hpp"

#include <iostream>

#include "common/crypto.hpp"
#include "engagement/signed_copy.hpp"
#include "leads/lead_row.hpp"
#include "leads/lead_store.hpp"
#include "storage/audit_log.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

namespace {

using storage::StoreResult;
using storage::Transaction;

}  // namespace

StoreResult<bool> AgreementCompletion::Complete(const std::string& id, Instant now) const {
  using R = StoreResult<bool>;
  // Read what the PDF shows, outside any write.
  SignedCopy copy;
  copy.firm_name = sender_.Context().firm.name;
  auto row = storage::InTransaction<std::optional<AgreementRow>>(
      *database_, [&](Transaction& tx) { return AgreementStore::Load(tx, "", id); });
  if (!row) return R::Err(row.Error());
  if (!row.Value() || row.Value()->state != "signed") return R::Ok(false);
  copy.row = *row.Value();
  copy.texts = TextOf(sender_.Templates(), copy.row, "", "", copy.firm_name);
  auto events = AgreementStore(database_).Events(id);
  if (!events) return R::Err(events.Error());
  copy.events = std::move(events).Value();
  auto sealed = pdfs_.Make(copy, true);
  if (!sealed) {
    std::cerr << "agreement PDF: " << sealed.Error() << std::endl;
    return R::Ok(false);
  }
  const std::string hash = common::Sha256Hex(sealed.Value());
  const std::string at = storage::IsoTimestamp(now);
  return storage::InTransaction<bool>(*database_, [&](Transaction& tx) -> R {
    auto marked =
        AgreementStore::MarkComplete(tx, id, common::Base64Encode(sealed.Value()), hash, at);
    if (!marked || !marked.Value()) return marked;
    if (auto added = AgreementStore::AddEvent(
            tx, {id, "completed", at, "system", "", "", "", {{"pdfSha256", hash}}});
        !added) {
      return R::Err(added.Error());
    }
    if (auto audited = storage::RecordAudit(tx, {at, "system", "agreement.completed", id, hash});
        !audited) {
      return R::Err(audited.Error());
    }
    if (copy.row.lead_id.empty()) return R::Ok(true);
    auto lead = leads::LeadRowById(tx, copy.row.lead_id);
    if (!lead) return R::Err(lead.Error());
    if (!lead.Value()) return R::Ok(true);
    // A complete agreement retains the lead (item 7).
    if (lead.Value()->status != "retained") {
      auto retained =
          leads::ChangeStatusIn(tx, database_->dialect().LockRows(), lead.Value()->form_type,
                                copy.row.lead_id, "retained", "system", at);
      if (!retained) return R::Err(retained.Error());
    }
    if (auto queued = sender_.QueueSignedCopy(tx, copy.row, *lead.Value(), now); !queued) {
      return R::Err(queued.Error());
    }
    return R::Ok(true);
  });
}

common::Result<long, storage::StorageError> AgreementCompletion::CompleteOwed(Instant now) const {
  using R = common::Result<long, storage::StorageError>;
  auto owed =
      AgreementStore(database_).SignedBefore(storage::IsoTimestamp(now - std::chrono::minutes(1)));
  if (!owed) return R::Err(owed.Error());
  long done = 0;
  for (const auto& id : owed.Value()) {
    auto completed = Complete(id, now);
    if (!completed) return R::Err(completed.Error());
    if (completed.Value()) ++done;
  }
  return R::Ok(done);
}

std::optional<std::string> AgreementCompletion::PdfForLink(std::string_view token,
                                                           Instant now) const {
  const auto checked = sender_.CheckLink(token, now);
  if (!checked.claim) return std::nullopt;
  std::optional<AgreementRow> row;
  std::optional<std::string> sealed;
  auto read = storage::InTransaction<bool>(*database_, [&](Transaction& tx) -> StoreResult<bool> {
    auto found = AgreementStore::Load(tx, "", checked.claim->id);
    if (!found) return StoreResult<bool>::Err(found.Error());
    if (!found.Value() || !AgreementSender::LinkMatches(*found.Value(), *checked.claim)) {
      return StoreResult<bool>::Ok(false);
    }
    row = found.Value();
    if (row->state == "complete") {
      auto pdf = AgreementStore::SealedPdf(tx, row->id);
      if (!pdf) return StoreResult<bool>::Err(pdf.Error());
      sealed = pdf.Value();
    }
    return StoreResult<bool>::Ok(true);
  });
  if (!read || !read.Value() || !row) return std::nullopt;
  if (sealed) return common::Base64Decode(*sealed);
  SignedCopy copy{false, *row, {}, {}, sender_.Context().firm.name};
  copy.texts = TextOf(sender_.Templates(), *row, "", "", copy.firm_name);
  auto pdf = pdfs_.Make(copy, false);
  if (!pdf) {
    std::cerr << "agreement PDF: " << pdf.Error() << std::endl;
    return std::nullopt;
  }
  return std::move(pdf).Value();
}

}  // namespace firm::engagement
