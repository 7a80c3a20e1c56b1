#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "config/env_config.hpp"
#include "outbox/channel.hpp"
#include "outbox/mail_message.hpp"

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

// The staff notification (BuildMail, mail_message.hpp): its Message-ID is the delivery id, so a
// resend after an unclear failure is recognisably the same message.
std::string BuildNotification(const LeadRecord& lead, const NotificationContext& context,
                              std::chrono::system_clock::time_point now,
                              std::string_view message_id);

// User text made safe for one header line: bytes that are not UTF-8 become U+FFFD, control
// characters (CR, LF, TAB, C1 controls, U+2028/U+2029) become spaces, runs of spaces collapse,
// "=?" (the start of an encoded word) becomes "= ?", the ends are trimmed, and at most max_bytes
// are kept without splitting a character.
std::string HeaderSafeText(std::string_view text, std::size_t max_bytes);

// The staff area's link to one lead: origin + /admin/leads/<form>/<id>, the
// id reduced to the characters of a UUID.
std::string AdminLeadLink(const LeadRecord& lead, const std::string& site_origin);

// The lead's "first last" and its issue types joined with ", ", each made
// header-safe and bounded: what staff messages name a lead by.
std::string LeadName(const LeadRecord& lead);
std::string JoinIssues(const LeadRecord& lead);

// "2026-03-10T12:34:56.700Z" -> "2026-03-10 12:34:56 UTC"
std::string ReadableTime(const std::string& iso);

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
