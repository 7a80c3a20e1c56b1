// Making and sealing a signed fee agreement's PDF (issue 54, item 5), as AgreementCompletion does
// at the worker's signature: the shipped contingency template in Spanish with the English beside
// it, both signatures and an evidence page of twelve steps, sent as JSON to the PDF helper process
// (firm-agreement-pdf beside this binary), which renders it (Cairo and Pango) and seals it
// (PoDoFo and OpenSSL). Prints the times (p50, p99, max) over --runs and the PDF's size; and the
// same in this process without the helper, to show what the process costs.
// Target: p99 <= 300 ms on this machine (docs/performance.md). Run by scripts/bench-agreement.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engagement/agreement_text.hpp"
#include "engagement/pdf/pdf_seal.hpp"
#include "engagement/pdf/signed_pdf.hpp"
#include "engagement/pdf_helper.hpp"

using namespace firm::engagement;

int main(int argc, char** argv) {
  int runs = 200;
  std::string agreements_dir;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string name = argv[i];
    if (name == "--runs") runs = std::max(1, std::atoi(argv[i + 1]));
    if (name == "--agreements") agreements_dir = argv[i + 1];
  }
  auto templates = LoadAgreementTemplates(agreements_dir, false);
  if (!templates) {
    std::fprintf(stderr, "usage: firm-agreement-bench --agreements DIR [--runs N]\n");
    return 2;
  }
  auto seal = ReadSealKey(MakeSelfSignedSeal("Bench Workers Law"));
  if (!seal) return 1;
  SignedCopy copy;
  copy.firm_name = "Bench Workers Law";
  AgreementRow& row = copy.row;
  row.id = "0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f";
  row.template_id = "contingency";
  row.template_version = 1;
  row.language = firm::common::Language::kSpanish;
  row.terms = {{"matter", "Horas extra y descansos no pagados en Acme Foods, de 2023 a 2025."},
               {"fees",
                {{{"percent", "33.33"}, {"when", "si se llega a un acuerdo antes de una demanda"}},
                 {{"percent", "40"}, {"when", "si se presenta una demanda"}}}},
               {"costsNote", "La firma adelanta los costos del caso."}};
  row.state = "signed";
  row.sent_at = "2027-03-10T18:00:00.000Z";
  row.signed_at = "2027-03-14T17:30:00.000Z";
  row.attorney_name = "Rosa Méndez";
  row.attorney_bar_number = "98765";
  row.worker_name = row.signed_name = "María López";
  row.reference = "GC-7K3M-Q9TD";
  row.text_sha256 = std::string(64, 'a');
  copy.texts = TextOf(templates.Value(), row, "", "", copy.firm_name);
  for (int i = 0; i < 12; ++i) {
    copy.events.push_back({row.id,
                           i % 2 ? "code_checked" : "opened",
                           row.signed_at,
                           "worker",
                           "203.0.113.9",
                           "Mozilla/5.0 (Linux; Android 9; SM-J600G)",
                           "web",
                           {{"result", "right"}}});
  }
  const auto seal_file = std::filesystem::temp_directory_path() / "firm-agreement-bench-seal.pem";
  std::ofstream(seal_file) << MakeSelfSignedSeal("Bench Workers Law");
  const auto helper =
      std::filesystem::read_symlink("/proc/self/exe").parent_path() / "firm-agreement-pdf";
  const PdfHelper pdfs(helper, seal_file);
  auto time = [&](const char* what, auto make) {
    std::vector<double> millis;
    std::size_t bytes = 0;
    for (int i = 0; i < runs; ++i) {
      const auto start = std::chrono::steady_clock::now();
      const std::string pdf = make();
      millis.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count());
      if (pdf.empty()) return false;
      bytes = pdf.size();
    }
    std::sort(millis.begin(), millis.end());
    auto at = [&](double q) {
      return millis[std::min(millis.size() - 1, static_cast<std::size_t>(q * millis.size()))];
    };
    std::printf("%s: runs=%d p50=%.1f ms p99=%.1f ms max=%.1f ms size=%zu bytes\n", what, runs,
                at(0.5), at(0.99), millis.back(), bytes);
    return true;
  };
  const bool helped = time("agreement PDF made and sealed by the helper process", [&] {
    auto made = pdfs.Make(copy, true);
    if (!made) std::fprintf(stderr, "%s\n", made.Error().c_str());
    return made ? made.Value() : std::string();
  });
  const bool inside = time("the same in this process (no helper)", [&] {
    auto sealed =
        SealPdf(RenderSignedPdf(copy), seal.Value(), "Fee agreement signed by both parties");
    return sealed ? sealed.Value() : std::string();
  });
  std::filesystem::remove(seal_file);
  if (!helped || !inside) return 1;
  return 0;
}
