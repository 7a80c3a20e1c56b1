// The staff notification e-mail (outbox/email.cpp, written by GMime: outbox/mail_message.cpp).
// Input: lead fields cut at 0x1F (first name, last name, form type, created_at, lead id, message
// id, then issue types). Whatever is stored in a lead, the message has exactly the nine header
// fields the builder writes (no CR or LF smuggled into a header, so no added Bcc: or second
// body), printable ASCII headers, CRLF line ends only, lines within RFC 5322's 998 and
// quoted-printable's 76 octets, and it reads back (with the same library) as the subject and
// body the builder was given.

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "common/text.hpp"
#include "fuzz_support.hpp"
#include "outbox/email.hpp"
#include "outbox/mail_message.hpp"

namespace {

constexpr std::string_view kHeaderNames[] = {
    "Date",          "From",         "To",           "Subject",
    "Message-Id",    "MIME-Version", "Content-Type", "Content-Transfer-Encoding",
    "Auto-Submitted"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto parts = firm::fuzz::Split(firm::fuzz::AsText(data, size), '\x1f');
  auto part = [&parts](std::size_t i) {
    return i < parts.size() ? std::string(parts[i]) : std::string();
  };
  firm::outbox::LeadRecord lead;
  lead.first_name = part(0);
  lead.last_name = part(1);
  lead.form_type = part(2);
  lead.created_at = part(3);
  lead.id = part(4);
  const std::string message_id = part(5);
  for (std::size_t i = 6; i < parts.size(); ++i) lead.issue_types.emplace_back(parts[i]);
  const firm::outbox::NotificationContext context{"intake@firm.example", "staff@firm.example",
                                                  "https://firm.example"};
  const auto now = std::chrono::system_clock::time_point(std::chrono::seconds(1773146096));
  const std::string message = firm::outbox::BuildNotification(lead, context, now, message_id);

  // CRLF line ends only.
  for (std::size_t i = 0; i < message.size(); ++i) {
    if (message[i] == '\r') FUZZ_CHECK(i + 1 < message.size() && message[i + 1] == '\n', "CR+LF");
    if (message[i] == '\n') FUZZ_CHECK(i > 0 && message[i - 1] == '\r', "no bare LF");
  }
  auto end_of_headers = message.find("\r\n\r\n");
  FUZZ_CHECK(end_of_headers != std::string::npos, "a blank line ends the headers");
  std::string_view headers = std::string_view(message).substr(0, end_of_headers);
  std::string_view body = std::string_view(message).substr(end_of_headers + 4);

  std::vector<std::string> fields;
  for (auto line : firm::fuzz::Split(headers, '\n')) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    FUZZ_CHECK(line.size() <= 998, "a header line is at most 998 octets");
    for (char c : line) {
      auto byte = static_cast<unsigned char>(c);
      FUZZ_CHECK(byte >= 0x20 && byte <= 0x7e, "headers are printable ASCII");
    }
    if (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
      FUZZ_CHECK(!fields.empty(), "a continuation line follows a field");
      continue;
    }
    const auto colon = line.find(':');
    FUZZ_CHECK(colon != std::string_view::npos, "a field has a name");
    fields.emplace_back(line.substr(0, colon));
  }
  FUZZ_CHECK(fields.size() == std::size(kHeaderNames), "exactly the builder's header fields");
  for (std::string_view name : kHeaderNames) {
    FUZZ_CHECK(std::find(fields.begin(), fields.end(), name) != fields.end(), "each field once");
  }
  for (auto line : firm::fuzz::Split(body, '\n')) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    FUZZ_CHECK(line.size() <= 76, "a quoted-printable line is at most 76 octets");
  }

  const auto read = firm::outbox::ReadMailMessage(message);
  FUZZ_CHECK(read.has_value(), "the message reads back");
  FUZZ_CHECK(read->subject.starts_with("New "), "the subject says what arrived");
  FUZZ_CHECK(read->Text().starts_with("A new lead arrived through the website."), "the body text");
  // Stored leads hold valid UTF-8 and an ASCII timestamp; then what staff read is the text.
  bool valid_input = true;
  for (unsigned char c : lead.created_at) valid_input = valid_input && c < 0x80;
  for (const auto& text : parts) valid_input = valid_input && firm::common::IsValidUtf8(text);
  if (valid_input) {
    FUZZ_CHECK(firm::common::IsValidUtf8(read->subject), "the Subject is valid UTF-8");
    FUZZ_CHECK(!firm::fuzz::HasByte(read->subject, firm::fuzz::IsControl), "no control in Subject");
    FUZZ_CHECK(firm::common::IsValidUtf8(read->Text()), "the body is valid UTF-8");
  }
  return 0;
}
