// firm-agreement-pdf: makes one fee agreement's PDF for the server (engagement/pdf_helper), in a
// process of its own so that Cairo, Pango and PoDoFo are never in the server's memory and a fault
// in them ends only this process (decision 0049).
//
//   firm-agreement-pdf [--seal FILE]
//
// Reads the agreement (engagement/signed_copy's JSON, at most 8 MB) on standard input and writes
// the PDF on standard output: sealed with the key and certificate in FILE (PEM) when given.
// Exit 0 when written; 1 when the input, the seal or the PDF failed (said on standard error,
// without the agreement's words).
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "engagement/pdf/pdf_seal.hpp"
#include "engagement/pdf/signed_pdf.hpp"

namespace {

constexpr std::size_t kMaxInput = 8 * 1024 * 1024;

// Ends the process at once: a one-shot helper leaves the libraries' caches (fontconfig, Pango)
// to the kernel, rather than to exit handlers that a sanitizer build would count as leaks.
[[noreturn]] void End(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(code);
}

int Fail(const std::string& why) {
  std::cerr << "firm-agreement-pdf: " << why << std::endl;
  End(1);
}

}  // namespace

int main(int argc, char** argv) {
  std::string seal_file;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--seal" && i + 1 < argc) {
      seal_file = argv[++i];
    } else {
      return Fail("usage: firm-agreement-pdf [--seal FILE] < agreement.json > agreement.pdf");
    }
  }
  std::string input;
  char buffer[64 * 1024];
  std::size_t read = 0;
  while ((read = std::fread(buffer, 1, sizeof buffer, stdin)) > 0) {
    input.append(buffer, read);
    if (input.size() > kMaxInput) return Fail("the input is over 8 MB");
  }
  const auto json = nlohmann::json::parse(input, nullptr, false);
  if (json.is_discarded()) return Fail("the input is not JSON");
  auto copy = firm::engagement::ReadSignedCopy(json);
  if (!copy) return Fail(copy.Error());
  std::string pdf;
  try {
    pdf = firm::engagement::RenderSignedPdf(copy.Value());
  } catch (const std::exception& error) {
    return Fail(error.what());
  }
  if (!seal_file.empty()) {
    std::ifstream in(seal_file, std::ios::binary);
    if (!in) return Fail("cannot read the seal file");
    const std::string pem((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto key = firm::engagement::ReadSealKey(pem);
    if (!key) return Fail(key.Error());
    auto sealed =
        firm::engagement::SealPdf(pdf, key.Value(), "Fee agreement signed by both parties");
    if (!sealed) return Fail(sealed.Error());
    pdf = std::move(sealed).Value();
  }
  if (std::fwrite(pdf.data(), 1, pdf.size(), stdout) != pdf.size() || std::fflush(stdout) != 0) {
    return Fail("cannot write the PDF");
  }
  End(0);
}
