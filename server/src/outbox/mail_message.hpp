#pragma once

// One way out for an e-mail (issue 53, item 6; decision 0046): every message the outbox sends
// (the staff notification, the escalation, the worker's acknowledgement, the booking e-mail with
// its calendar file, the conversation's notices) is described as a MailMessage and written by
// GMime 3, a kept MIME library: RFC 2047 encoded words for headers, quoted-printable UTF-8 text
// parts, multipart boundaries, CRLF line endings. Dot-stuffing is left to curl's SMTP upload.
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace firm::outbox {

// The header every message we send carries: Date, From ("display <address>"), To, Subject,
// Message-ID "<id@from-domain>" (only letters, digits, - and _ of `message_id` kept),
// MIME-Version and Auto-Submitted: auto-generated. Every text must be header-safe already
// (HeaderSafeText): the builder encodes, it does not clean.
struct MailHeaderFields {
  std::string from_name;
  std::string from;
  std::string to;
  std::string subject;
  std::string_view message_id;
  std::chrono::system_clock::time_point now;
};

// One part: UTF-8 text sent quoted-printable ("\n" or "\r\n" line breaks; any other CR is
// dropped, any other control character becomes a space, and no line ends in a space), of
// `media_type`
// ("text/plain", "text/html", "text/calendar"), with more Content-Type parameters when given
// (method=PUBLISH), and as an attachment named `attachment` when that is not empty.
struct MailPart {
  std::string media_type = "text/plain";
  std::string text;
  std::vector<std::pair<std::string, std::string>> parameters;
  std::string attachment;
  // `text` is bytes (a PDF): sent base64 as they are, with no charset.
  bool binary = false;
};

struct MailMessage {
  MailHeaderFields header;
  // Header fields beyond the usual ones ("X-Priority": "1").
  std::vector<std::pair<std::string, std::string>> extra_headers;
  // With more than one part, the message is multipart/<multipart> ("mixed", "alternative").
  std::string multipart = "mixed";
  std::vector<MailPart> parts;
};

// The whole RFC 5322 message, CRLF line endings.
std::string BuildMail(const MailMessage& message);

// Loads GMime, which is loaded on first use otherwise (outbox/gmime_library.hpp); throws
// std::runtime_error naming the library when it cannot be loaded. main() calls it at start-up
// when e-mail is configured.
void LoadMailBuilder();

// A message read back with the same library (the tests, and the SMTP stand-in's checks): the
// decoded Subject, From display name and address, To address, the Message-ID, every header's
// decoded value by name (first of each), and each leaf part's media type, file name and decoded
// text (LF line ends: the message is read in its canonical form).
struct ReadPart {
  std::string media_type;
  std::string attachment;
  std::string text;
};
struct ReadMail {
  std::string subject;
  std::string from_name;
  std::string from;
  std::string to;
  std::string message_id;
  std::vector<std::pair<std::string, std::string>> headers;
  std::vector<ReadPart> parts;

  std::optional<std::string> Header(std::string_view name) const;
  // Every text part's decoded text, joined by "\n".
  std::string Text() const;
};
std::optional<ReadMail> ReadMailMessage(std::string_view raw);

}  // namespace firm::outbox
