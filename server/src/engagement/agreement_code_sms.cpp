#include "engagement/agreement_code_sms.hpp"

#include <charconv>

#include "engagement/agreement_signing.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/curl_transfer.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

common::Result<AgreementRow, std::string> LiveCodeOf(storage::Database& database,
                                                     const std::string& agreement_id,
                                                     long long made, Instant now) {
  using R = common::Result<AgreementRow, std::string>;
  auto row = storage::InTransaction<std::optional<AgreementRow>>(
      database,
      [&](storage::Transaction& tx) { return AgreementStore::Load(tx, "", agreement_id); });
  if (!row) return R::Err("storage: " + row.Error().message);
  if (!row.Value() || (row.Value()->state != "sent" && row.Value()->state != "viewed")) {
    return R::Err("not sent: the agreement is no longer out to sign");
  }
  const auto code_made = storage::ParseInstant(row.Value()->code_sent_at);
  if (!code_made ||
      std::chrono::duration_cast<std::chrono::seconds>(code_made->time_since_epoch()).count() !=
          made) {
    return R::Err("not sent: a newer code was asked for");
  }
  if (now >= *code_made + kCodeLife) return R::Err("not sent: the code is past its ten minutes");
  return R::Ok(*row.Value());
}

outbox::SendResult AgreementCodeSmsChannel::Send(const outbox::Delivery& delivery,
                                                 const outbox::LeadRecord& lead,
                                                 const std::atomic<bool>& abort) const {
  const std::string_view key = delivery.subject_key;
  const auto colon = key.find(':');
  long long made = 0;
  if (colon == std::string_view::npos || !database_) return outbox::Refused("not a code message");
  const std::string_view seconds = key.substr(colon + 1);
  if (auto [end, error] = std::from_chars(seconds.data(), seconds.data() + seconds.size(), made);
      error != std::errc() || end != seconds.data() + seconds.size()) {
    return outbox::Refused("not a code message");
  }
  auto row = LiveCodeOf(*database_, std::string(key.substr(0, colon)), made,
                        std::chrono::system_clock::now());
  if (!row) {
    return row.Error().starts_with("storage") ? outbox::Unsent(row.Error())
                                              : outbox::Refused(row.Error());
  }
  if (lead.sms_opted_out) return outbox::Refused("the number opted out of texts (STOP)");
  if (!lead.sms_consent) return outbox::Refused("the worker did not agree to texts");
  const std::string language(common::Code(row.Value().language));
  const std::string body = outbox::FillWords(
      outbox::WorkerWord(language, {"agreement", "text", "code"}),
      {{"firm", sender_.Context().firm.name}, {"code", sender_.CodeFor(row.Value())}});
  return outbox::SendHttpPost(outbox::SmsRequest(settings_, lead.phone, body), timeout_, abort);
}

}  // namespace firm::engagement
