#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "engagement/seal_key.hpp"

// The firm's seal on a signed agreement's PDF (issue 54, item 5; decision 0049): an incremental
// update with a signature field whose value is a detached PKCS#7 signature (adbe.pkcs7.detached,
// SHA-256) over every byte of the file but the signature itself, made with the firm's key and
// certificate, so that any change is found by a standard verifier (poppler's pdfsig in the
// tests). PoDoFo 0.9.8 (Debian libpodofo-dev) writes the field, the update and the byte ranges;
// OpenSSL makes the PKCS#7. Built into the PDF helper (firm-agreement-pdf), never the server.
namespace firm::engagement {

// `pdf` sealed; the error says why not (the input is not a PDF PoDoFo can read, ...).
common::Result<std::string, std::string> SealPdf(const std::string& pdf, const SealKey& key,
                                                 const std::string& reason);

}  // namespace firm::engagement
