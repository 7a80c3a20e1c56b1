#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engagement/agreement_sender.hpp"
#include "engagement/pdf_helper.hpp"

// A signed agreement made complete (issue 54, item 5): its PDF (the text as shown, both
// signatures, the evidence page) made and sealed, stored, and sent to the worker at once: by
// e-mail with the PDF attached, and by text with the link to their page, which serves it. Made
// right after the signature; engagement's watch makes any one still owed (a process stopped in
// between). Two processes completing one agreement store one PDF and send one message: the
// change from signed to complete is conditional, and the messages go in its transaction.
namespace firm::engagement {

class AgreementCompletion {
 public:
  AgreementCompletion(std::shared_ptr<storage::Database> database, const AgreementSender& sender,
                      PdfHelper pdfs)
      : database_(std::move(database)), sender_(sender), pdfs_(std::move(pdfs)) {}

  // Completes agreement `id` when it is signed: true when this call completed it.
  storage::StoreResult<bool> Complete(const std::string& id, Instant now) const;
  // Completes every agreement signed more than a minute before `now`; how many.
  common::Result<long, storage::StorageError> CompleteOwed(Instant now) const;

  // The PDF behind a worker's link: the sealed copy when complete, else the agreement to read
  // (its text only, unsealed); nullopt when the link shows nothing.
  std::optional<std::string> PdfForLink(std::string_view token, Instant now) const;

 private:
  std::shared_ptr<storage::Database> database_;
  const AgreementSender& sender_;
  PdfHelper pdfs_;
};

}  // namespace firm::engagement
