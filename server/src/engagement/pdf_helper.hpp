#pragma once

#include <chrono>
#include <filesystem>
#include <string>

#include "common/result.hpp"
#include "engagement/signed_copy.hpp"

// The server's side of the PDF helper (firm-agreement-pdf, decision 0049): one child process a
// PDF, given the agreement as JSON on its standard input, its PDF read from its standard output,
// bounded in time. The helper sits beside the server's binary unless AGREEMENT_PDF_HELPER names it.
namespace firm::engagement {

class PdfHelper {
 public:
  PdfHelper(std::filesystem::path binary, std::filesystem::path seal_file,
            std::chrono::milliseconds timeout = std::chrono::seconds(20))
      : binary_(std::move(binary)), seal_file_(std::move(seal_file)), timeout_(timeout) {}

  // The PDF of `copy`, sealed when `seal`; or why not (never the agreement's words).
  common::Result<std::string, std::string> Make(const SignedCopy& copy, bool seal) const;

  // firm-agreement-pdf beside the running server's binary.
  static std::filesystem::path BesideServer();

 private:
  std::filesystem::path binary_;
  std::filesystem::path seal_file_;
  std::chrono::milliseconds timeout_;
};

}  // namespace firm::engagement
