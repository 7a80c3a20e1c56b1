#pragma once

#include <atomic>
#include <chrono>
#include <memory>

#include "config/env_config.hpp"
#include "engagement/agreement_sender.hpp"
#include "outbox/channel.hpp"

// The one-time code to sign a fee agreement, by text (channel "agreement_code_sms", subject
// "<agreement id>:<Unix seconds the code was made>"): the code is made again from those with the
// sender's key, so it is stored nowhere, not even in the conversation staff read. Sent at once,
// day or night (the worker just asked for it), never after STOP or without consent to texts, and
// not once a newer code was asked for or ten minutes have passed.
namespace firm::engagement {

class AgreementCodeSmsChannel : public outbox::Channel {
 public:
  AgreementCodeSmsChannel(config::SmsSettings settings, std::chrono::milliseconds timeout,
                          const AgreementSender& sender)
      : settings_(std::move(settings)), timeout_(timeout), sender_(sender) {}

  std::string_view Name() const override { return outbox::kAgreementCodeSmsChannel; }
  void UseDatabase(std::shared_ptr<storage::Database> database) override {
    database_ = std::move(database);
  }
  outbox::SendResult Send(const outbox::Delivery& delivery, const outbox::LeadRecord& lead,
                          const std::atomic<bool>& abort) const override;

 private:
  config::SmsSettings settings_;
  std::chrono::milliseconds timeout_;
  std::shared_ptr<storage::Database> database_;
  const AgreementSender& sender_;
};

// The agreement a code message is about, when that code is still the one to use at `now`:
// the agreement out (sent or viewed), its last code made at `made` (Unix seconds), less than
// kCodeLife ago. The reason it is not, otherwise.
common::Result<AgreementRow, std::string> LiveCodeOf(storage::Database& database,
                                                     const std::string& agreement_id,
                                                     long long made, Instant now);

}  // namespace firm::engagement
