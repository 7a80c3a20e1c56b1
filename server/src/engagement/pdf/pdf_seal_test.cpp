// The signed agreement's PDF and its seal, read back by poppler's tools as a worker's reader or
// a court would: the text in both languages (pdftotext), the seal valid (pdfsig), and one changed
// byte anywhere in the signed ranges found.
#include "engagement/pdf/pdf_seal.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include "engagement/pdf/signed_pdf.hpp"
#include "engagement/pdf_helper.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {
namespace {

const std::filesystem::path kShipped = std::filesystem::path(FIRM_FORMS_DIR) / ".." / "agreements";

// What `command` printed (stdout and stderr), bounded by the tool itself.
std::string Output(const std::string& command) {
  std::string out;
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return out;
  char buffer[4096];
  std::size_t read = 0;
  while ((read = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, read);
  pclose(pipe);
  return out;
}

class SignedPdfTest : public testing::Test {
 protected:
  void SetUp() override {
    std::random_device random;
    dir_ = std::filesystem::temp_directory_path() / ("firm-pdf-" + std::to_string(random()));
    std::filesystem::create_directories(dir_);
    auto loaded = LoadAgreementTemplates(kShipped, false);
    ASSERT_TRUE(loaded);
    templates_ = std::move(loaded).Value();
    auto seal = ReadSealKey(MakeSelfSignedSeal("Test Workers Law"));
    ASSERT_TRUE(seal) << seal.Error();
    seal_ = std::move(seal).Value();
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  SignedCopy Copy() {
    SignedCopy copy;
    copy.firm_name = "Test Workers Law";
    AgreementRow& row = copy.row;
    row.id = "0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f";
    row.template_id = "contingency";
    row.template_version = 1;
    row.language = common::Language::kSpanish;
    row.terms = {{"matter", "Horas extra no pagadas en Acme Foods."},
                 {"fees", {{{"percent", "33"}, {"when", "si hay un acuerdo"}}}},
                 {"costsNote", ""}};
    row.state = "signed";
    row.sent_at = "2027-03-10T18:00:00.000Z";
    row.signed_at = "2027-03-14T17:30:00.000Z";  // after the clocks went forward
    row.attorney_name = "Rosa Méndez";
    row.attorney_bar_number = "98765";
    row.worker_name = "María López";
    row.signed_name = "maria lopez";
    row.reference = "GC-7K3M-Q9TD";
    row.text_sha256 = std::string(64, 'a');
    copy.texts = TextOf(templates_, row, "", "", copy.firm_name);
    copy.events = {{row.id, "sent", row.sent_at, "rosa", "198.51.100.4", "Firefox/128", "web", {}},
                   {row.id,
                    "signed",
                    row.signed_at,
                    "worker",
                    "203.0.113.9",
                    "Mozilla/5.0 (Linux; Android 9)",
                    "web",
                    {{"name", "maria lopez"}}}};
    return copy;
  }

  std::filesystem::path Write(const std::string& name, const std::string& bytes) {
    const auto path = dir_ / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }

  std::filesystem::path dir_;
  AgreementTemplates templates_;
  SealKey seal_;
};

TEST_F(SignedPdfTest, TheSignedCopyReadsInBothLanguagesWithItsSignaturesAndEvidence) {
  const std::string pdf = RenderSignedPdf(Copy());
  ASSERT_TRUE(pdf.starts_with("%PDF-"));
  const std::string text = Output("pdftotext -enc UTF-8 " + Write("copy.pdf", pdf).string() + " -");
  for (const char* expected :
       {"Acuerdo de honorarios de contingencia", "Contingency fee agreement", "Horas extra",
        "/maria lopez/", "María López", "Rosa Méndez", "98765", "Registro de la firma",
        "203.0.113.9", "Mozilla/5.0 (Linux; Android 9)", "2027-03-14 10:30 (California)"}) {
    EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
  }
  // The text to read before signing has no signature and no evidence.
  SignedCopy unsigned_copy = Copy();
  unsigned_copy.signed_copy = false;
  const std::string reading = Output(
      "pdftotext -enc UTF-8 " + Write("read.pdf", RenderSignedPdf(unsigned_copy)).string() + " -");
  EXPECT_NE(reading.find("Horas extra"), std::string::npos);
  EXPECT_EQ(reading.find("/maria lopez/"), std::string::npos);
}

TEST_F(SignedPdfTest, TheSealIsValidAndAnyChangedByteBreaksIt) {
  auto sealed = SealPdf(RenderSignedPdf(Copy()), seal_, "Fee agreement signed by both parties");
  ASSERT_TRUE(sealed) << sealed.Error();
  const std::string report = Output("pdfsig " + Write("sealed.pdf", sealed.Value()).string());
  EXPECT_NE(report.find("Signature is Valid"), std::string::npos) << report;
  EXPECT_EQ(report.find("Not total document signed"), std::string::npos) << report;
  EXPECT_NE(report.find("Test Workers Law agreement seal"), std::string::npos) << report;
  // A byte changed in the text, in the middle, and in the update after the signature (the
  // signature's own bytes are the one range not signed).
  const std::size_t contents = sealed.Value().rfind("/Contents");
  ASSERT_NE(contents, std::string::npos);
  for (const std::size_t at : {std::size_t{1000}, contents / 2, sealed.Value().size() - 200}) {
    std::string changed = sealed.Value();
    changed[at] = static_cast<char>(changed[at] ^ 0x01);
    const std::string broken = Output("pdfsig " + Write("changed.pdf", changed).string());
    EXPECT_EQ(broken.find("Signature is Valid"), std::string::npos) << at << "\n" << broken;
  }
  // Not a PDF: an error, no crash.
  EXPECT_FALSE(SealPdf("not a pdf", seal_, "x"));
  EXPECT_FALSE(ReadSealKey("-----BEGIN NOTHING-----"));
}

// The server's way to it: the helper process beside the server's binary, given the copy as JSON.
TEST_F(SignedPdfTest, TheServerGetsTheSealedPdfFromTheHelperProcess) {
  const auto helper =
      std::filesystem::path(FIRM_SERVER_BINARY).parent_path() / "firm-agreement-pdf";
  const auto seal_file = Write("seal.pem", MakeSelfSignedSeal("Test Workers Law"));
  auto sealed = PdfHelper(helper, seal_file).Make(Copy(), true);
  ASSERT_TRUE(sealed) << sealed.Error();
  const std::string report = Output("pdfsig " + Write("helper.pdf", sealed.Value()).string());
  EXPECT_NE(report.find("Signature is Valid"), std::string::npos) << report;
  auto unsealed = PdfHelper(helper, seal_file).Make(Copy(), false);
  ASSERT_TRUE(unsealed);
  EXPECT_NE(Output("pdfsig " + Write("plain.pdf", unsealed.Value()).string())
                .find("does not contain any signatures"),
            std::string::npos);
  // A seal that is not one, a helper that is not there: a reason, no PDF.
  auto bad_seal = PdfHelper(helper, Write("bad.pem", "not a key")).Make(Copy(), true);
  ASSERT_FALSE(bad_seal);
  EXPECT_NE(bad_seal.Error().find("private key"), std::string::npos) << bad_seal.Error();
  EXPECT_FALSE(PdfHelper(dir_ / "missing", seal_file).Make(Copy(), true));
  // The round trip keeps what the PDF shows.
  auto back = ReadSignedCopy(SignedCopyJson(Copy()));
  ASSERT_TRUE(back);
  EXPECT_EQ(SignedCopyJson(back.Value()), SignedCopyJson(Copy()));
  EXPECT_FALSE(ReadSignedCopy(nlohmann::json{{"signed", true}}));
}

}  // namespace
}  // namespace firm::engagement
