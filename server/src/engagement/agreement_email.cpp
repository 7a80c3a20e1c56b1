#include "engagement/agreement_email.hpp"

#include <charconv>

#include "booking/booking_words.hpp"
#include "common/crypto.hpp"
#include "engagement/agreement_code_sms.hpp"
#include "outbox/acknowledgement.hpp"
#include "outbox/curl_transfer.hpp"
#include "outbox/email.hpp"
#include "outbox/mail_message.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

std::string BuildAgreementEmail(const AgreementRow& row, bool reminder, const std::string& link,
                                const std::string& to, const EngagementContext& context,
                                const std::string& from, Instant now, std::string_view message_id) {
  const std::string language(common::Code(row.language));
  auto word = [&](std::string_view key) {
    return outbox::WorkerWord(language, {"agreement", "email", key});
  };
  const Instant expires = storage::ParseInstant(row.expires_at).value_or(now);
  const std::string until = booking::SpokenDay(expires, language);
  auto filled = [&](std::string_view key) {
    return outbox::FillWords(word(key), {{"firm", context.firm.name},
                                         {"reference", row.reference},
                                         {"phone", context.firm.phone_display},
                                         {"until", until}});
  };
  const std::string subject = filled(reminder ? "subjectReminder" : "subjectSent");
  const std::string body = word(reminder ? "reminder" : "sent") + "\n\n" + filled("reference") +
                           "\n\n" + word("read") + "\n\n" + word("open") + "\n" + link + "\n\n" +
                           filled("until") + "\n\n" + filled("callUs") + "\n\n" +
                           context.firm.name + "\n";
  return outbox::BuildMail(
      {{outbox::HeaderSafeText(context.firm.name, 100), from, outbox::HeaderSafeText(to, 254),
        outbox::HeaderSafeText(subject, 200), message_id, now},
       {},
       "mixed",
       {{"text/plain", body, {}, ""}}});
}

std::string BuildCodeEmail(const AgreementRow& row, const std::string& code, const std::string& to,
                           const EngagementContext& context, const std::string& from, Instant now,
                           std::string_view message_id) {
  const std::string language(common::Code(row.language));
  auto filled = [&](std::string_view key) {
    return outbox::FillWords(outbox::WorkerWord(language, {"agreement", "email", key}),
                             {{"firm", context.firm.name}, {"code", code}});
  };
  return outbox::BuildMail(
      {{outbox::HeaderSafeText(context.firm.name, 100), from, outbox::HeaderSafeText(to, 254),
        outbox::HeaderSafeText(filled("subjectCode"), 200), message_id, now},
       {},
       "mixed",
       {{"text/plain", filled("code") + "\n\n" + context.firm.name + "\n", {}, ""}}});
}

std::string BuildSignedEmail(const AgreementRow& row, const std::string& pdf,
                             const std::string& link, const std::string& to,
                             const EngagementContext& context, const std::string& from, Instant now,
                             std::string_view message_id) {
  const std::string language(common::Code(row.language));
  const Instant expires = storage::ParseInstant(row.expires_at).value_or(now);
  const std::string until = booking::SpokenDay(expires - std::chrono::seconds(1), language);
  auto filled = [&](std::string_view key) {
    return outbox::FillWords(outbox::WorkerWord(language, {"agreement", "email", key}),
                             {{"firm", context.firm.name},
                              {"reference", row.reference},
                              {"phone", context.firm.phone_display},
                              {"until", until}});
  };
  std::string body = filled("signed");
  body.append("\n\n").append(filled("reference")).append("\n\n").append(link);
  body.append("\n\n").append(filled("callUs")).append("\n\n").append(context.firm.name);
  body.append("\n");
  const std::string file = "agreement-" + row.reference + ".pdf";
  return outbox::BuildMail(
      {{outbox::HeaderSafeText(context.firm.name, 100), from, outbox::HeaderSafeText(to, 254),
        outbox::HeaderSafeText(filled("subjectSigned"), 200), message_id, now},
       {},
       "mixed",
       {{"text/plain", body, {}, ""}, {"application/pdf", pdf, {}, file, true}}});
}

outbox::SendResult AgreementEmailChannel::Send(const outbox::Delivery& delivery,
                                               const outbox::LeadRecord& lead,
                                               const std::atomic<bool>& abort) const {
  const auto key = ReadMessageKey(delivery.subject_key);
  if (!key || !database_) return outbox::Refused("not an agreement message");
  auto row = storage::InTransaction<std::optional<AgreementRow>>(
      *database_,
      [&](storage::Transaction& tx) { return AgreementStore::Load(tx, "", key->agreement_id); });
  if (!row) return outbox::Unsent("storage: " + row.Error().message);
  const Instant now = std::chrono::system_clock::now();
  if (lead.email.empty()) return outbox::Refused("the lead has no e-mail address");
  // A one-time code ("code<Unix seconds it was made>"): only while it is the one to use.
  if (key->message.starts_with("code")) {
    const std::string_view made_text = std::string_view(key->message).substr(4);
    long long made = 0;
    auto [end, error] =
        std::from_chars(made_text.data(), made_text.data() + made_text.size(), made);
    if (error != std::errc() || end != made_text.data() + made_text.size()) {
      return outbox::Refused("not an agreement message");
    }
    auto live = LiveCodeOf(*database_, key->agreement_id, made, now);
    if (!live) {
      return live.Error().starts_with("storage") ? outbox::Unsent(live.Error())
                                                 : outbox::Refused(live.Error());
    }
    const std::string message =
        BuildCodeEmail(live.Value(), sender_.CodeFor(live.Value()), lead.email, sender_.Context(),
                       from_, now, delivery.id);
    return outbox::SendMail(settings_, from_, lead.email, message, timeout_, abort);
  }
  const common::TokenClaim claim{key->agreement_id, Instant{std::chrono::seconds(key->expiry)}};
  // The signed copy, with its sealed PDF.
  if (key->message == "signed") {
    if (!row.Value() || row.Value()->state != "complete") {
      return outbox::Refused("not sent: the agreement is not complete");
    }
    auto pdf = storage::InTransaction<std::optional<std::string>>(
        *database_,
        [&](storage::Transaction& tx) { return AgreementStore::SealedPdf(tx, key->agreement_id); });
    if (!pdf) return outbox::Unsent("storage: " + pdf.Error().message);
    const auto bytes = pdf.Value() ? common::Base64Decode(*pdf.Value()) : std::nullopt;
    if (!bytes) return outbox::Refused("the signed copy is missing");
    const std::string message =
        BuildSignedEmail(*row.Value(), *bytes, sender_.LinkFor(*row.Value()), lead.email,
                         sender_.Context(), from_, now, delivery.id);
    return outbox::SendMail(settings_, from_, lead.email, message, timeout_, abort);
  }
  if (!row.Value() || !AgreementSender::LinkIsCurrent(*row.Value(), claim) ||
      claim.expires <= now) {
    return outbox::Refused("not sent: the agreement's link was replaced, revoked or answered");
  }
  const std::string message =
      BuildAgreementEmail(*row.Value(), key->message != "sent", sender_.LinkFor(*row.Value()),
                          lead.email, sender_.Context(), from_, now, delivery.id);
  return outbox::SendMail(settings_, from_, lead.email, message, timeout_, abort);
}

}  // namespace firm::engagement
