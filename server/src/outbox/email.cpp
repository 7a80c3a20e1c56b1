#include "outbox/email.hpp"

#include <cstdio>
#include <cstring>
#include <ctime>

#include "common/text.hpp"
#include "leads/lead_id.hpp"
#include "outbox/curl_transfer.hpp"

namespace firm::outbox {

namespace {

constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxIssueBytes = 100;

bool IsContinuation(unsigned char byte) { return (byte & 0xC0) == 0x80; }

std::string FormLabel(const LeadRecord& lead) {
  if (lead.form_type == "case_review") return "case review";
  if (lead.form_type == "harassment_questionnaire") return "harassment questionnaire";
  return HeaderSafeText(lead.form_type, 40);
}

std::string Capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 32);
  return text;
}

}  // namespace

std::string JoinIssues(const LeadRecord& lead) {
  std::string joined;
  for (const auto& issue : lead.issue_types) {
    auto safe = HeaderSafeText(issue, kMaxIssueBytes);
    if (safe.empty()) continue;
    if (!joined.empty()) joined += ", ";
    joined += safe;
  }
  return joined;
}

std::string LeadName(const LeadRecord& lead) {
  return HeaderSafeText(HeaderSafeText(lead.first_name, kMaxNameBytes) + " " +
                            HeaderSafeText(lead.last_name, kMaxNameBytes),
                        2 * kMaxNameBytes + 1);
}

std::string ReadableTime(const std::string& iso) {
  if (iso.size() < 19) return HeaderSafeText(iso, 40);
  return iso.substr(0, 10) + " " + iso.substr(11, 8) + " UTC";
}

std::string AdminLeadLink(const LeadRecord& lead, const std::string& site_origin) {
  // The id comes from our database, but it goes into a URL: keep only what a UUID has.
  std::string id;
  for (char c : lead.id) {
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == '-') {
      id += c;
    }
  }
  return site_origin + "/admin/leads/" + leads::PublicFormId(lead.form_type) + "/" + id;
}

std::string HeaderSafeText(std::string_view raw, std::size_t max_bytes) {
  // Stored text is valid UTF-8 (intake checks it); anything else would reach a header as raw
  // 8-bit bytes (found by fuzz/email_fuzz.cpp once GMime wrote the headers).
  const std::string valid = common::ValidUtf8(raw);
  const std::string_view text = valid;
  std::string out;
  bool pending_space = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    bool control = byte < 0x20 || byte == 0x7f || byte == ' ';
    std::size_t skip = 0;
    // C1 controls (U+0080..U+009F) and the Unicode line/paragraph separators.
    if (byte == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
        static_cast<unsigned char>(text[i + 1]) <= 0x9F) {
      control = true;
      skip = 1;
    } else if (byte == 0xE2 && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(text[i + 2]) == 0xA8 ||
                static_cast<unsigned char>(text[i + 2]) == 0xA9)) {
      control = true;
      skip = 2;
    }
    if (control) {
      pending_space = !out.empty();
      i += skip;
      continue;
    }
    if (pending_space) {
      out += ' ';
      pending_space = false;
    }
    out += static_cast<char>(byte);
  }
  // "=?" starts an RFC 2047 encoded word: user text that looks like one is split ("= ?"), so a
  // reader never decodes it and GMime never folds inside it (found by fuzz/email_fuzz.cpp).
  std::string split;
  split.reserve(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    split += out[i];
    if (out[i] == '=' && i + 1 < out.size() && out[i + 1] == '?') split += ' ';
  }
  out = std::move(split);
  if (out.size() > max_bytes) {
    std::size_t cut = max_bytes;
    while (cut > 0 && IsContinuation(static_cast<unsigned char>(out[cut]))) --cut;
    out.resize(cut);
    while (!out.empty() && out.back() == ' ') out.pop_back();
  }
  return out;
}

std::string BuildNotification(const LeadRecord& lead, const NotificationContext& context,
                              std::chrono::system_clock::time_point now,
                              std::string_view message_id) {
  const std::string name = LeadName(lead);
  const std::string issues = JoinIssues(lead);
  const std::string form = FormLabel(lead);
  std::string subject = "New " + form + ": " + (name.empty() ? "(no name)" : name);
  if (!issues.empty()) subject += " (" + issues + ")";
  const std::string link = AdminLeadLink(lead, context.site_origin);

  std::string body;
  body += "A new lead arrived through the website.\n\n";
  body += "Name: " + (name.empty() ? std::string("(no name)") : name) + "\n";
  body += "Form: " + Capitalised(form) + "\n";
  body += "Issue type(s): " + (issues.empty() ? std::string("(none given)") : issues) + "\n";
  body += "Received: " + ReadableTime(lead.created_at) + "\n\n";
  body += "Open the lead in the admin (sign-in required):\n" + link + "\n\n";
  body += "Contact details and answers are only in the admin, never in e-mail.\n";

  return BuildMail({{"Website intake", context.from, context.to, subject, message_id, now},
                    {},
                    "mixed",
                    {{"text/plain", body, {}, ""}}});
}

SendResult EmailChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                              const std::atomic<bool>& abort) const {
  const std::string message =
      BuildNotification(lead, NotificationContext{settings_.from, settings_.to, site_origin_},
                        std::chrono::system_clock::now(), delivery.id);
  return SendMail(settings_, settings_.from, settings_.to, message, timeout_, abort);
}

}  // namespace firm::outbox
