#include "outbox/email.hpp"

#include <cstdio>
#include <cstring>
#include <ctime>

#include "common/crypto.hpp"
#include "leads/lead_id.hpp"
#include "outbox/curl_transfer.hpp"

namespace firm::outbox {

namespace {

constexpr std::size_t kMaxNameBytes = 100;
constexpr std::size_t kMaxIssueBytes = 100;
// RFC 2047: an encoded word is at most 75 characters; "=?UTF-8?B?" + "?=" take 12,
// leaving 63 for base64, i.e. 45 input bytes (a multiple of 3, so no padding inside).
constexpr std::size_t kEncodedWordBytes = 45;
constexpr std::size_t kQuotedPrintableLine = 76;
constexpr std::string_view kPlainTextHeaders =
    "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n";

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

std::string DomainOf(const std::string& address) {
  auto at = address.rfind('@');
  return at == std::string::npos ? "localhost" : address.substr(at + 1);
}

// The local part of the Message-ID: the delivery id is a UUID, but whatever it holds, only
// letters, digits, '-' and '_' reach the header (atext without dots, so never an invalid
// dot-atom; no space, '<', '>', '@' or 8-bit byte).
std::string MessageIdPart(std::string_view id) {
  std::string out;
  for (char c : id.substr(0, 100)) {
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
        c == '_') {
      out += c;
    }
  }
  return out.empty() ? "notification" : out;
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

std::string MailHeaderBlock(const MailHeaderFields& fields, std::string_view content_headers) {
  std::string block;
  block += "Date: " + MailDate(fields.now) + "\r\n";
  block += "From: " + EncodeHeaderText(fields.from_name) + " <" + fields.from + ">\r\n";
  block += "To: <" + fields.to + ">\r\n";
  block += "Subject: " + EncodeHeaderText(fields.subject) + "\r\n";
  block +=
      "Message-ID: <" + MessageIdPart(fields.message_id) + "@" + DomainOf(fields.from) + ">\r\n";
  block += "MIME-Version: 1.0\r\n";
  block += content_headers;
  block += "Auto-Submitted: auto-generated\r\n";
  block += "\r\n";
  return block;
}

std::string HeaderSafeText(std::string_view text, std::size_t max_bytes) {
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
  if (out.size() > max_bytes) {
    std::size_t cut = max_bytes;
    while (cut > 0 && IsContinuation(static_cast<unsigned char>(out[cut]))) --cut;
    out.resize(cut);
    while (!out.empty() && out.back() == ' ') out.pop_back();
  }
  return out;
}

std::string EncodeHeaderText(std::string_view text) {
  bool plain = text.find("=?") == std::string_view::npos;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte > 0x7e) plain = false;
  }
  if (plain) return std::string(text);
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = std::min(text.size(), start + kEncodedWordBytes);
    // Never split a UTF-8 sequence across two encoded words (RFC 2047 section 5).
    while (end < text.size() && end > start + 1 &&
           IsContinuation(static_cast<unsigned char>(text[end]))) {
      --end;
    }
    if (!out.empty()) out += "\r\n ";
    out += "=?UTF-8?B?" + common::Base64Encode(text.substr(start, end - start)) + "?=";
    start = end;
  }
  return out;
}

std::string QuotedPrintable(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  std::size_t line_start = 0;
  while (line_start <= text.size()) {
    std::size_t line_end = text.find('\n', line_start);
    if (line_end == std::string_view::npos) line_end = text.size();
    std::string_view line = text.substr(line_start, line_end - line_start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::string current;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const auto byte = static_cast<unsigned char>(line[i]);
      const bool last = i + 1 == line.size();
      std::string token;
      if ((byte >= 33 && byte <= 126 && byte != '=') || ((byte == ' ' || byte == '\t') && !last)) {
        token = static_cast<char>(byte);
      } else {
        token = {'=', kHex[byte >> 4], kHex[byte & 0x0f]};
      }
      // Room for the soft break's "=" within the line limit.
      if (current.size() + token.size() > kQuotedPrintableLine - 1) {
        out += current + "=\r\n";
        current.clear();
      }
      current += token;
    }
    out += current;
    if (line_end == text.size()) break;
    out += "\r\n";
    line_start = line_end + 1;
  }
  return out;
}

std::string MailDate(std::chrono::system_clock::time_point time) {
  static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  const std::time_t seconds = std::chrono::system_clock::to_time_t(time);
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04d %02d:%02d:%02d +0000", kDays[tm.tm_wday],
                tm.tm_mday, kMonths[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                tm.tm_sec);
  return buffer;
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

  std::string message = MailHeaderBlock(
      MailHeaderFields{"Website intake", context.from, context.to, subject, message_id, now},
      kPlainTextHeaders);
  message += QuotedPrintable(body);
  message += "\r\n";
  return message;
}

SendResult EmailChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                              const std::atomic<bool>& abort) const {
  const std::string message =
      BuildNotification(lead, NotificationContext{settings_.from, settings_.to, site_origin_},
                        std::chrono::system_clock::now(), delivery.id);
  return SendMail(settings_, settings_.from, settings_.to, message, timeout_, abort);
}

}  // namespace firm::outbox
