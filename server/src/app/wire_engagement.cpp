// WireEngagement: fee agreements sent to the worker (issue 54).
#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/wiring.hpp"
#include "engagement/agreement_code_sms.hpp"
#include "engagement/seal_key.hpp"

namespace firm::app {

namespace {

// The seal of signed agreements: AGREEMENT_SEAL_FILE, or DATA_DIR/agreement-seal.pem made once
// with a self-signed certificate (said at the start that made it; production names its own),
// checked here; its path goes to the PDF helper.
Wired<std::filesystem::path> LoadSeal(const config::Config& cfg, const std::string& firm) {
  using R = Wired<std::filesystem::path>;
  const std::filesystem::path path =
      cfg.agreement_seal_file.value_or(cfg.data_dir / "agreement-seal.pem");
  std::error_code error;
  if (!cfg.agreement_seal_file && !std::filesystem::exists(path, error)) {
    const std::string pem = engagement::MakeSelfSignedSeal(firm);
    std::filesystem::create_directories(path.parent_path(), error);
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    std::filesystem::permissions(
        path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write, error);
    out << pem;
    if (pem.empty() || !out.flush()) return R::Err("cannot write " + path.string());
    std::cerr << "fee agreements: made " << path.string()
              << " (a self-signed seal for signed PDFs); production should set AGREEMENT_SEAL_FILE"
              << " (docs/runbook.md)" << std::endl;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return R::Err("cannot read the seal file " + path.string());
  const std::string pem((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto seal = engagement::ReadSealKey(pem);
  if (!seal) return R::Err(path.string() + ": " + seal.Error());
  return R::Ok(path);
}

}  // namespace

Wired<EngagementParts> WireEngagement(const config::Config& cfg,
                                      std::shared_ptr<storage::Database> database,
                                      const SiteParts& site, const Rules& rules,
                                      OutboxParts& outbox, http::Router& router) {
  using R = Wired<EngagementParts>;
  auto key = LinkKey(cfg, database);
  if (!key) return R::Err("fee agreements: " + key.Error());
  // The worker's e-mails, from the acknowledgement's address, like booking's.
  const auto& out = cfg.outbox;
  const bool emails = out.smtp && out.ack_email_from;
  std::vector<std::string> channels = outbox.deliveries->ChannelNames();
  if (emails) channels.emplace_back(outbox::kAgreementEmailChannel);
  if (out.sms) channels.emplace_back(outbox::kAgreementCodeSmsChannel);
  engagement::EngagementContext context{
      site.firm,           cfg.site_origin.value_or(""), cfg.conversation.quiet_hours,
      std::move(channels), cfg.agreement_link_days,      cfg.agreement_reminder_days};
  EngagementParts parts;
  parts.sender = std::make_unique<engagement::AgreementSender>(
      database, std::move(context), std::move(key).Value(), rules.agreements);
  if (emails) {
    outbox.deliveries->AddChannel(std::make_unique<engagement::AgreementEmailChannel>(
        *out.smtp, *out.ack_email_from, out.send_timeout, *parts.sender));
  }
  if (out.sms) {
    outbox.deliveries->AddChannel(std::make_unique<engagement::AgreementCodeSmsChannel>(
        *out.sms, out.send_timeout, *parts.sender));
  }
  auto seal = LoadSeal(cfg, site.firm.name);
  if (!seal) return R::Err("fee agreements: " + seal.Error());
  parts.signing = std::make_unique<engagement::AgreementSigning>(database, *parts.sender);
  const std::filesystem::path helper =
      cfg.agreement_pdf_helper.value_or(engagement::PdfHelper::BesideServer());
  if (!std::filesystem::exists(helper)) {
    return R::Err("fee agreements: the PDF helper " + helper.string() +
                  " is missing (build the target firm-agreement-pdf, or set AGREEMENT_PDF_HELPER)");
  }
  parts.completion = std::make_unique<engagement::AgreementCompletion>(
      database, *parts.sender, engagement::PdfHelper(helper, std::move(seal).Value()));
  parts.page = std::make_unique<engagement::SigningPage>(*parts.signing, *parts.completion,
                                                         *site.store, parts.sender->Context());
  parts.page->Register(router);
  outbox.sla_watch->AddTask(
      "signed agreement(s) completed with their sealed PDF",
      [completion = parts.completion.get()](auto now) { return completion->CompleteOwed(now); });
  return R::Ok(std::move(parts));
}

}  // namespace firm::app
