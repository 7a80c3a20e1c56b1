// The staff notification e-mail (outbox/email.cpp). Input: lead fields cut at 0x1F (first
// name, last name, form type, created_at, lead id, message id, then issue types). Whatever
// is stored in a lead, the message has exactly the nine header fields the builder writes
// (no CR or LF smuggled into a header, so no added Bcc: or second body), printable ASCII
// headers, CRLF line ends only, lines within RFC 5322's 998 and quoted-printable's 76
// octets, and a body that decodes as strict quoted-printable.

#include <chrono>
#include <string>
#include <vector>

#include "common/text.hpp"
#include "fuzz_support.hpp"
#include "intake/validation.hpp"
#include "outbox/email.hpp"

namespace {

constexpr const char* kHeaderNames[] = {"Date: ",
                                        "From: ",
                                        "To: ",
                                        "Subject: ",
                                        "Message-ID: <",
                                        "MIME-Version: 1.0",
                                        "Content-Type: ",
                                        "Content-Transfer-Encoding: quoted-printable",
                                        "Auto-Submitted: "};

int Hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Strict RFC 2045 decoding of one body line (without its CRLF); false on a bad escape.
bool DecodeLine(std::string_view line, std::string& out, bool& soft_break) {
  soft_break = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c != '=') {
      if (static_cast<unsigned char>(c) < 0x20 && c != '\t') return false;
      if (static_cast<unsigned char>(c) > 0x7e) return false;
      out += c;
      continue;
    }
    if (i + 1 == line.size()) {
      soft_break = true;
      return true;
    }
    if (i + 2 >= line.size()) return false;  // "=" needs two hex digits
    int high = Hex(line[i + 1]);
    int low = Hex(line[i + 2]);
    if (high < 0 || low < 0) return false;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  if (!line.empty()) {
    char last = line.back();
    if (last == ' ' || last == '\t') return false;  // trailing white space must be encoded
  }
  return true;
}

std::string DecodeBase64(std::string_view text) {
  static constexpr std::string_view kAlphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  FUZZ_CHECK(text.size() % 4 == 0, "base64 comes in groups of four");
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : text) {
    if (c == '=') break;
    auto at = kAlphabet.find(c);
    FUZZ_CHECK(at != std::string_view::npos, "base64 alphabet");
    bits = (bits << 6) | static_cast<unsigned>(at);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xff);
    }
  }
  return out;
}

// "Subject: " and either plain text or RFC 2047 words folded with CRLF SP; returns the
// text, and whether every encoded word held whole UTF-8 characters.
std::string DecodeSubject(std::string_view subject, bool& whole_characters) {
  whole_characters = true;
  subject.remove_prefix(std::string_view("Subject: ").size());
  if (!subject.starts_with("=?UTF-8?B?")) return std::string(subject);
  std::string text;
  for (auto word : firm::fuzz::Split(subject, ' ')) {
    FUZZ_CHECK(word.size() <= 75, "an encoded word is at most 75 characters");
    FUZZ_CHECK(word.starts_with("=?UTF-8?B?") && word.ends_with("?="), "an encoded word");
    std::string chunk = DecodeBase64(word.substr(10, word.size() - 12));
    if (!firm::common::IsValidUtf8(chunk)) whole_characters = false;
    text += chunk;
  }
  return text;
}

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

  std::size_t field = 0;
  std::string subject;
  for (auto line : firm::fuzz::Split(headers, '\n')) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    FUZZ_CHECK(line.size() <= 998, "a header line is at most 998 octets");
    for (char c : line) {
      auto byte = static_cast<unsigned char>(c);
      FUZZ_CHECK(byte >= 0x20 && byte <= 0x7e, "headers are printable ASCII");
    }
    if (!line.empty() && line.front() == ' ') {
      // Only the Subject's encoded words are folded.
      FUZZ_CHECK(field == 4, "a continuation line belongs to the Subject");
      subject += line;  // the space stays: it separates the encoded words
      continue;
    }
    FUZZ_CHECK(field < std::size(kHeaderNames), "no extra header field");
    FUZZ_CHECK(line.starts_with(kHeaderNames[field]), "the header fields in order");
    if (field == 3) subject = line;
    ++field;
  }
  FUZZ_CHECK(field == std::size(kHeaderNames), "every header field is there");

  std::string decoded;
  bool soft_break = false;
  auto lines = firm::fuzz::Split(body, '\n');
  for (auto line : lines) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    FUZZ_CHECK(line.size() <= 76, "a quoted-printable line is at most 76 octets");
    FUZZ_CHECK(DecodeLine(line, decoded, soft_break), "strict quoted-printable");
    if (!soft_break) decoded += '\n';
  }
  FUZZ_CHECK(decoded.starts_with("A new lead arrived through the website.\n"), "the body text");
  bool whole_characters = true;
  const std::string subject_text = DecodeSubject(subject, whole_characters);
  FUZZ_CHECK(subject_text.starts_with("New "), "the subject says what arrived");
  FUZZ_CHECK(!firm::fuzz::HasByte(subject_text, firm::fuzz::IsControl), "no control in Subject");

  // Stored leads hold valid UTF-8 and an ASCII timestamp; then so does what staff read.
  bool valid_input = true;
  for (unsigned char c : lead.created_at) valid_input = valid_input && c < 0x80;
  for (const auto& text : parts) valid_input = valid_input && firm::common::IsValidUtf8(text);
  if (valid_input) {
    FUZZ_CHECK(whole_characters, "an encoded word never splits a character");
    FUZZ_CHECK(firm::common::IsValidUtf8(subject_text), "the Subject is valid UTF-8");
    FUZZ_CHECK(firm::common::IsValidUtf8(decoded), "the body is valid UTF-8");
  }
  return 0;
}
