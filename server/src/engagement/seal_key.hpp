#pragma once

#include <openssl/bio.h>

#include <memory>
#include <string>
#include <string_view>

#include "common/result.hpp"

// The firm's seal for signed agreements' PDFs (issue 54, item 5; decision 0049): a private key and
// its certificate, in PEM. The server reads it at start (AGREEMENT_SEAL_FILE, or a self-signed one
// it makes for a local run) and hands its path to the PDF helper (engagement/pdf), which seals.
namespace firm::engagement {

struct SealKey {
  std::shared_ptr<void> key;   // EVP_PKEY
  std::shared_ptr<void> cert;  // X509
  std::string subject;         // the certificate's subject, for the logs and the page
};

// The key and certificate in PEM text (a private key and a certificate, in any order).
common::Result<SealKey, std::string> ReadSealKey(std::string_view pem);

// A new P-256 key and a self-signed certificate for `firm`, valid ten years, as PEM: a local
// run's seal when AGREEMENT_SEAL_FILE names none (a firm uses a certificate it trusts).
std::string MakeSelfSignedSeal(const std::string& firm);

// A memory BIO (empty, or reading `text`), and what one holds.
std::shared_ptr<BIO> MemoryBio(std::string_view text = {});
std::string BioText(BIO* bio);

}  // namespace firm::engagement
