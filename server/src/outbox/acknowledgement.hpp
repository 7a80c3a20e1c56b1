#pragma once

#include <chrono>
#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "config/env_config.hpp"
#include "outbox/channel.hpp"
#include "outbox/curl_transfer.hpp"
#include "site/firm_contact.hpp"

namespace firm::outbox {

// What the worker hears back at once (issue 16). Both messages carry the
// reference, what happens next and how to reach the firm, and nothing of the
// case: no issue types, no answers, not even the worker's name. Workers often
// give an address or a phone their employer can read.

// The words of these messages: config/words/worker-messages.json, built into the server
// (cmake/embed_text.cmake generates WorkerWordsText). WorkerWords is one language's ("es":
// Spanish, anything else English); WorkerWordLanguages the languages the file has.
std::span<const std::string_view> WorkerWordsText();
const nlohmann::json& WorkerWords(std::string_view language);
std::vector<std::string> WorkerWordLanguages();
// One word of a language: WorkerWords(language) at the keys of `path` ({"sms", "stopHelp"}).
std::string WorkerWord(std::string_view language, std::initializer_list<std::string_view> path);
// `text` with each {name} replaced by its value.
std::string FillWords(std::string text,
                      std::initializer_list<std::pair<std::string_view, std::string_view>> values);

// A multipart/alternative message (plain text and HTML, both quoted-printable
// UTF-8) from ACK_EMAIL_FROM to the address the worker gave.
std::string BuildAcknowledgement(const LeadRecord& lead, const site::FirmContact& firm,
                                 const std::string& from, std::chrono::system_clock::time_point now,
                                 std::string_view message_id);

// The text message: the firm's name, the reference, the phone and "Reply STOP
// to opt out, HELP for help." in at most 160 GSM-7 characters (one segment);
// the phone is left out if the firm's name is long, and a name too long even
// then is cut. The firm name is ASCII in practice; a non-ASCII one would make
// the text UCS-2 (70 characters a segment) and is the operator's choice.
std::string AcknowledgementText(const LeadRecord& lead, const site::FirmContact& firm);

// The answer to HELP: the firm's name and phone, and how to stop. In `language`
// ("es": Spanish, anything else English), the language of the number's latest
// lead; the keywords stay STOP, START and HELP, which carriers honour.
std::string SmsHelpText(const site::FirmContact& firm, std::string_view language);
// The answer to STOP and to START.
std::string SmsStoppedText(const site::FirmContact& firm, std::string_view language);
std::string SmsStartedText(const site::FirmContact& firm, std::string_view language);

// The conversation's automatic texts (issue 34). Where a lead's language is unknown ("", a
// text lead before staff set it), a text is sent in English and Spanish, one after the other.
// The one answer to a text from a number with no recent lead: a person will answer, and the
// case-review link, in English and Spanish.
std::string AutoAnswerText(const site::FirmContact& firm, std::string_view site_origin);
// After a call that did not reach the worker (FOLLOW_UP_TEXT=on).
std::string FollowUpText(const site::FirmContact& firm, std::string_view reference,
                         std::string_view language);
// `text` for a language, or both when it is unknown.
std::string InLanguage(std::string_view language,
                       const std::function<std::string(std::string_view)>& text);

// Sends the acknowledgement e-mail (SMTP_* settings, from ACK_EMAIL_FROM).
class AckEmailChannel : public Channel {
 public:
  AckEmailChannel(config::SmtpSettings settings, std::string from, site::FirmContact firm,
                  std::chrono::milliseconds timeout)
      : settings_(std::move(settings)),
        from_(std::move(from)),
        firm_(std::move(firm)),
        timeout_(timeout) {}

  std::string_view Name() const override { return kAckEmailChannel; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::SmtpSettings settings_;
  std::string from_;
  site::FirmContact firm_;
  std::chrono::milliseconds timeout_;
};

// The Messages API request of a Twilio-compatible provider: POST to
// <SMS_URL>/2010-04-01/Accounts/<SMS_ACCOUNT>/Messages.json, form-encoded
// To, From, Body, basic auth SMS_ACCOUNT:SMS_TOKEN.
// With a `status_callback` URL the provider reports the message's progress there.
HttpPost SmsRequest(const config::SmsSettings& settings, const std::string& to,
                    const std::string& body, const std::string& status_callback = "");

// Sends the acknowledgement text. Refused (never sent) when the number has
// opted out since the lead was queued.
class AckSmsChannel : public Channel {
 public:
  AckSmsChannel(config::SmsSettings settings, site::FirmContact firm,
                std::chrono::milliseconds timeout)
      : settings_(std::move(settings)), firm_(std::move(firm)), timeout_(timeout) {}

  std::string_view Name() const override { return kAckSmsChannel; }
  SendResult Send(const Delivery& delivery, const LeadRecord& lead,
                  const std::atomic<bool>& abort) const override;

 private:
  config::SmsSettings settings_;
  site::FirmContact firm_;
  std::chrono::milliseconds timeout_;
};

}  // namespace firm::outbox
