#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "config/env_config.hpp"
#include "conversation/message_store.hpp"
#include "outbox/channel.hpp"

namespace firm::conversation {

// Sends one text of a thread (channel "sms", the delivery's subject is the message id) with
// the Twilio-compatible Messages API, asking for status callbacks at `status_callback_url`.
// Refused, and marked so on the message, when the number opted out (but for the confirmation of
// an opt-out staff recorded, a queued keyword answer) or never agreed to texts.
// An automatic follow-up that falls in the quiet hours (a retry) waits for their end. The
// provider's message id is kept for its callbacks; a send the outbox gives up on marks the
// message failed (and an acknowledgement's failure flags the lead). A text whose earlier attempt
// the provider took (status sent or further) is not sent again: a crash between the provider's
// answer and the outbox's mark repeats no text once that answer was stored.
class SmsChannel : public outbox::Channel {
 public:
  SmsChannel(config::SmsSettings settings, std::string status_callback_url,
             config::DailyWindow quiet_hours, unsigned max_attempts,
             std::chrono::milliseconds timeout)
      : settings_(std::move(settings)),
        status_callback_url_(std::move(status_callback_url)),
        quiet_hours_(quiet_hours),
        max_attempts_(max_attempts),
        timeout_(timeout) {}

  std::string_view Name() const override { return outbox::kSmsChannel; }
  void UseDatabase(std::shared_ptr<storage::Database> database) override {
    messages_.emplace(std::move(database));
  }
  outbox::SendResult Send(const outbox::Delivery& delivery, const outbox::LeadRecord& lead,
                          const std::atomic<bool>& abort) const override;

 private:
  config::SmsSettings settings_;
  mutable std::optional<MessageStore> messages_;
  std::string status_callback_url_;
  config::DailyWindow quiet_hours_;
  unsigned max_attempts_;
  std::chrono::milliseconds timeout_;
};

// The provider's message id ("sid") in its answer to a send, "" when it has none.
std::string ProviderSid(std::string_view response_body);

}  // namespace firm::conversation
