#include "engagement/signing_page.hpp"

#include <iostream>
#include <map>

#include "booking/booking_words.hpp"
#include "common/language.hpp"
#include "common/text.hpp"
#include "http/form_post.hpp"
#include "http/query.hpp"
#include "intake/arrival.hpp"
#include "site/page_part.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

namespace {

using site::PartView;
using site::True;

constexpr std::string_view kMarker = "agreement-page";
constexpr std::size_t kMaxFormBytes = 8 * 1024;

const http::HeaderList kPageHeaders = {{"Content-Type", "text/html; charset=utf-8"},
                                       {"Cache-Control", "no-store"},
                                       {"X-Robots-Tag", "noindex, nofollow"}};

// Each `done=` code and the note it shows (docs/agreement-page.md).
const std::map<std::string_view, std::string_view> kNotes = {
    {"consent-missing", "noteConsentMissing"},
    {"code-sent", "noteCodeSent"},
    {"code-too-soon", "noteCodeTooSoon"},
    {"code-not-sent", "noteCodeNotSent"},
    {"code-wrong", "noteCodeWrong"},
    {"code-expired", "noteCodeExpired"},
    {"too-many-tries", "noteTooManyTries"},
    {"name-missing", "noteNameMissing"},
    {"name-mismatch", "noteNameMismatch"},
    {"reason-invalid", "noteReasonInvalid"},
    {"busy", "noteBusy"},
    {"paper", "notePaper"},
    {"signed", "noteSigned"},
    {"declined", "noteDeclined"}};

std::string_view DoneOf(StepResult result, std::string_view action) {
  switch (result) {
    case StepResult::kDone:
      if (action == "code") return "code-sent";
      if (action == "paper") return "paper";
      if (action == "sign") return "signed";
      if (action == "decline") return "declined";
      return "";
    case StepResult::kBadLink:
      return "bad";
    case StepResult::kGone:
      return "gone";
    case StepResult::kConsentMissing:
      return "consent-missing";
    case StepResult::kCodeTooSoon:
      return "code-too-soon";
    case StepResult::kCodeNotSent:
      return "code-not-sent";
    case StepResult::kCodeWrong:
      return "code-wrong";
    case StepResult::kCodeExpired:
      return "code-expired";
    case StepResult::kTooManyTries:
      return "too-many-tries";
    case StepResult::kNameMissing:
      return "name-missing";
    case StepResult::kNameMismatch:
      return "name-mismatch";
    case StepResult::kReasonInvalid:
      return "reason-invalid";
  }
  return "busy";
}

std::string PagePath(common::Language language) {
  return std::string(common::PathPrefix(language)) + "/agreement";
}

http::Response Back(common::Language language, std::string_view token, std::string_view done) {
  if (done == "bad" || done == "gone" || token.empty()) {
    return http::SeeOther(PagePath(language) + "?done=" + std::string(done.empty() ? "bad" : done));
  }
  std::string location = PagePath(language) + "?t=" + common::PercentEncode(token);
  if (!done.empty()) location += "&done=" + std::string(done);
  return http::SeeOther(location);
}

// The agreement's text as the template reads it: paragraphs split at blank lines.
PartView TextsView(const std::vector<AgreementText>& texts) {
  PartView list(PartView::type::list);
  for (const auto& text : texts) {
    PartView sections(PartView::type::list);
    for (const auto& section : text.sections) {
      PartView paragraphs(PartView::type::list);
      std::size_t start = 0;
      while (start <= section.text.size()) {
        const auto blank = std::min(section.text.find("\n\n", start), section.text.size());
        const std::string paragraph(
            common::TrimWhitespace(std::string_view(section.text).substr(start, blank - start)));
        if (!paragraph.empty()) {
          PartView one;
          one.set("text", paragraph);
          paragraphs.push_back(one);
        }
        start = blank + 2;
      }
      PartView shown;
      shown.set("heading", section.heading);
      shown.set("paragraphs", paragraphs);
      sections.push_back(shown);
    }
    PartView block;
    block.set("lang", std::string(common::Code(text.language)));
    block.set("title", text.title);
    block.set("sections", sections);
    list.push_back(block);
  }
  return list;
}

PartView AgreementView(const SigningView& view, std::string_view token, std::string_view done,
                       const EngagementContext& context, std::string_view language) {
  const AgreementRow& row = view.row;
  PartView shown;
  shown.set("token", std::string(token));
  shown.set("reference", row.reference);
  shown.set("firm", context.firm.name);
  shown.set("phone", context.firm.phone_display);
  if (auto expires = storage::ParseInstant(row.expires_at)) {
    shown.set("until", booking::SpokenDay(*expires - std::chrono::seconds(1), language));
  }
  if (!row.paper_requested_at.empty()) shown.set("paperAsked", True());
  if (row.state == "signed" || row.state == "complete") {
    PartView signed_view;
    if (auto at = storage::ParseInstant(row.signed_at)) {
      signed_view.set("signedAt", booking::SpokenTime(*at, language, true));
    }
    shown.set("signed", signed_view);
  } else if (row.state == "declined") {
    shown.set("declined", True());
  } else if (row.consent_at.empty()) {
    shown.set("consentStep", True());
  } else {
    PartView step;
    step.set("texts", TextsView(view.texts));
    if (!view.code_to.empty()) {
      step.set("codeSent", True());
      step.set("codeTo", view.code_to);
      step.set("triesLeft", std::to_string(std::max(view.tries_left, 0)));
    }
    shown.set("signStep", step);
  }
  if (const auto note = kNotes.find(done); note != kNotes.end()) {
    shown.set(std::string(note->second), True());
  }
  return shown;
}

}  // namespace

http::Response SigningPage::Page(const http::Request& request,
                                 const http::NormalizedPath& path) const {
  return site::FilledPage(pages_, request, path, kPageHeaders, [&](std::string& html) {
    const std::string language(common::Code(common::LanguageOfPath(path.decoded)));
    const auto params = http::ReadQuery(path.query, {"t", "done"}).params;
    const std::string token = http::FormValue(params, "t");
    const std::string done = http::FormValue(params, "done");
    PartView view;
    if (token.empty()) {
      view.set(done == "bad" || done == "gone" ? done : "noLink", True());
      return site::FillPart(html, kMarker, view);
    }
    const StepOrigin origin{"worker", request.client_address,
                            intake::CleanUserAgent(request.Header("User-Agent"))};
    const SigningView opened = signing_.Open(token, origin, std::chrono::system_clock::now());
    switch (opened.state) {
      case LinkState::kOpen:
        view.set("agreement", AgreementView(opened, token, done, context_, language));
        break;
      case LinkState::kUnreadable:
        view.set("unreadable", True());
        break;
      case LinkState::kGone:
        view.set("gone", True());
        break;
      case LinkState::kBad:
      case LinkState::kNoLink:
        view.set("bad", True());
        break;
    }
    return site::FillPart(html, kMarker, view);
  });
}

http::Response SigningPage::Post(const http::Request& request,
                                 const http::NormalizedPath& path) const {
  const common::Language language = common::LanguageOfPath(path.decoded);
  if (!http::IsFormPost(request) || request.body.size() > kMaxFormBytes) {
    return Back(language, "", "bad");
  }
  const auto fields = http::FormFieldsOnce(request.body);
  if (!fields) return Back(language, "", "bad");
  const std::string token = http::FormValue(*fields, "t");
  if (token.empty()) return Back(language, "", "bad");
  const auto decision = limiter_.Attempt(request.client_address, intake::RateLimiter::Clock::now());
  if (!decision.allowed) return Back(language, token, "busy");
  const StepOrigin origin{"worker", request.client_address,
                          intake::CleanUserAgent(request.Header("User-Agent"))};
  const auto now = std::chrono::system_clock::now();
  const std::string action = http::FormValue(*fields, "action");
  storage::StoreResult<StepResult> result =
      storage::StoreResult<StepResult>::Ok(StepResult::kBadLink);
  if (action == "consent") {
    result = signing_.Consent(token, http::FormValue(*fields, "consent") == "yes", origin, now);
  } else if (action == "paper") {
    result = signing_.Paper(token, origin, now);
  } else if (action == "code") {
    result = signing_.SendCode(token, origin, now);
  } else if (action == "sign") {
    result = signing_.Sign(token, http::FormValue(*fields, "code"),
                           http::FormValue(*fields, "name"), origin, now);
  } else if (action == "decline") {
    result = signing_.Decline(token, http::FormValue(*fields, "reason"), origin, now);
  } else {
    return Back(language, token, "");
  }
  if (!result) {
    std::cerr << "agreement page: storage: " << result.Error().message << std::endl;
    return Back(language, token, "busy");
  }
  // Signed: the sealed copy is made and sent now (or by the watch, if this fails).
  if (action == "sign" && result.Value() == StepResult::kDone) {
    if (const auto checked = signing_.Claim(token, now)) {
      if (auto completed = completion_.Complete(checked->id, now); !completed) {
        std::cerr << "agreement PDF: storage: " << completed.Error().message << std::endl;
      }
    }
  }
  return Back(language, token, DoneOf(result.Value(), action));
}

http::Response SigningPage::Pdf(const http::Request& request,
                                const http::NormalizedPath& path) const {
  (void)request;
  const auto params = http::ReadQuery(path.query, {"t"}).params;
  const auto pdf =
      completion_.PdfForLink(http::FormValue(params, "t"), std::chrono::system_clock::now());
  if (!pdf) return http::PlainText(404, "There is no agreement behind this link.");
  static const http::HeaderList kPdfHeaders = {
      {"Content-Type", "application/pdf"},
      {"Content-Disposition", "inline; filename=\"agreement.pdf\""},
      {"Cache-Control", "no-store"},
      {"X-Robots-Tag", "noindex, nofollow"}};
  http::Response response;
  response.status = 200;
  response.fixed_headers = &kPdfHeaders;
  response.SetOwnedBody(*pdf);
  return response;
}

void SigningPage::Register(http::Router& router) const {
  using http::NormalizedPath;
  using http::Request;
  for (const char* page : {"/agreement", "/es/agreement"}) {
    for (const char* method : {"GET", "HEAD"}) {
      router.Add(method, page,
                 [this](const Request& r, const NormalizedPath& p) { return Page(r, p); });
    }
    router.Add("POST", page,
               [this](const Request& r, const NormalizedPath& p) { return Post(r, p); });
  }
  for (const char* pdf : {"/agreement/pdf", "/es/agreement/pdf"}) {
    router.Add("GET", pdf, [this](const Request& r, const NormalizedPath& p) { return Pdf(r, p); });
  }
}

}  // namespace firm::engagement
