#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "config/env_config.hpp"
#include "outbox/channel.hpp"

namespace firm::outbox {

// The staff notification carries only what lets staff recognise and open the
// lead: first and last name, issue types, form, received time and a link to the
// admin. Never e-mail, phone, answers or UTM values: mailboxes are forwarded,
// synced to phones and kept forever.
struct NotificationContext {
  std::string from;
  std::string to;
  std::string site_origin;  // the admin link's origin
};

// A complete RFC 5322 message with CRLF line endings: Date, From, To, Subject
// (RFC 2047 when not plain ASCII), Message-ID "<message_id@from-domain>" (the
// delivery id, so a resend after an unclear failure is recognisably the same
// message), MIME headers, and a quoted-printable UTF-8 body. Dot-stuffing is
// left to curl's SMTP upload.
std::string BuildNotification(const LeadRecord& lead, const NotificationContext& context,
                              std::chrono::system_clock::time_point now,
                              std::string_view message_id);

// User text made safe for one header line: control characters (CR, LF, TAB,
// C1 controls, U+2028/U+2029) become spaces, runs of spaces collapse, the ends
// are trimmed, and at most max_bytes are kept without splitting a character.
std::string HeaderSafeText(std::string_view text, std::size_t max_bytes);

// Printable ASCII stays as is; anything else becomes RFC 2047 "B" encoded words
// of at most 75 characters, folded with CRLF SP. The input must be header-safe.
std::string EncodeHeaderText(std::string_view text);

// RFC 2045 quoted-printable with CRLF line breaks; "\n" in the input is a line break.
std::string QuotedPrintable(std::string_view text);

// The header block every message we send starts with, through the blank line:
// Date, From ("display <address>"), To, Subject (RFC 2047 when needed),
// Message-ID "<id@from-domain>" (only letters, digits, - and _ of `message_id`
// kept), MIME-Version, `content_headers` (each ending CRLF) and
// Auto-Submitted: auto-generated. Every text must be header-safe already.
struct MailHeaderFields {
  std::string from_name;
  std::string from;
  std::string to;
  std::string subject;
  std::string_view message_id;
  std::chrono::system_clock::time_point now;
};
std::string MailHeaderBlock(const MailHeaderFields& fields, std::string_view content_headers);

// The staff area's link to one lead: origin + /admin/leads/<form>/<id>, the
// id reduced to the characters of a UUID.
std::string AdminLeadLink(const LeadRecord& lead, const std::string& site_origin);

// The lead's "first last" and its issue types joined with ", ", each made
// header-safe and bounded: what staff messages name a lead by.
std::string LeadName(const LeadRecord& lead);
std::string JoinIssues(const LeadRecord& lead);

// "2026-03-10T12:34:56.700Z" -> "2026-03-10 12:34:56 UTC"
std::string ReadableTime(const std::string& iso);

// "Tue, 10 Mar 2026 12:34:56 +0000" (RFC 5322 date-time, UTC, C locale).
std::string MailDate(std::chrono::system_clock::time_point time);

// Sends the notification to SMTP_TO over libcurl SMTP: STARTTLS required on
// smtp:// unless SMTP_STARTTLS=off, TLS verified, bounded by the send timeout.
class EmailChannel : public Channel {
 public:
  EmailChannel(config::SmtpSettings settings, std::string site_origin,
               std::chrono::milliseconds timeout)
      : settings_(std::move(settings)), site_origin_(std::move(site_origin)), timeout_(timeout) {}

  std::string_view Name() const override { return kEmailChannel; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::SmtpSettings settings_;
  std::string site_origin_;
  std::chrono::milliseconds timeout_;
};

}  // namespace firm::outbox
