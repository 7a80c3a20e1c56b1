#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "common/result.hpp"

// The firm's seal on a signed agreement's PDF (issue 54, item 5; decision 0049): an incremental
// update with a signature field whose value is a detached PKCS#7 signature (adbe.pkcs7.detached,
// SHA-256) over every byte of the file but the signature itself, made with the firm's key and
// certificate, so that any change is found by a standard verifier (poppler's pdfsig in the
// tests). PoDoFo 0.9.8 (Debian libpodofo-dev) writes the field, the update and the byte ranges;
// OpenSSL makes the PKCS#7.
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

// `pdf` sealed; the error says why not (the input is not a PDF PoDoFo can read, ...).
common::Result<std::string, std::string> SealPdf(const std::string& pdf, const SealKey& key,
                                                 const std::string& reason);

}  // namespace firm::engagement
