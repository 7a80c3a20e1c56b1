#include "booking/booking_words.hpp"

#include <nlohmann/json.hpp>

#include "common/text.hpp"
#include "outbox/acknowledgement.hpp"

namespace firm::booking {

namespace {

// The words: config/words/worker-messages.json's "booking", in the lead's language ("es": Spanish,
// anything else English), built into the server like the acknowledgement's.
const nlohmann::json& Words(std::string_view language) {
  return outbox::WorkerWords(language).at("booking");
}

// One word of "booking", by its key or by its group and key, in the lead's language.
std::string Word(std::string_view language, std::string_view key) {
  return outbox::WorkerWord(language, {"booking", key});
}

std::string Word(std::string_view language, std::string_view group, std::string_view key) {
  return outbox::WorkerWord(language, {"booking", group, key});
}

}  // namespace

std::string SpokenDay(Instant at, std::string_view language) {
  const LocalStamp local = Pacific(at);
  const auto& words = Words(language);
  const std::string weekday = words.at("days").at(local.weekday).get<std::string>();
  const std::string month = words.at("months").at(local.month - 1).get<std::string>();
  const std::string day = std::to_string(local.day);
  return outbox::FillWords(Word(language, "day"),
                           {{"weekday", weekday}, {"month", month}, {"day", day}});
}

std::string SpokenClock(Instant at, std::string_view language) {
  const LocalStamp local = Pacific(at);
  const unsigned hour = local.hour;
  const std::string minutes = local.time.substr(3, 2);
  const std::string twelve = std::to_string(hour % 12 == 0 ? 12 : hour % 12);
  return outbox::FillWords(Word(language, hour < 12 ? "morning" : "afternoon"),
                           {{"hour", twelve}, {"minutes", minutes}});
}

std::string SpokenTime(Instant at, std::string_view language, bool zone) {
  const std::string day = SpokenDay(at, language);
  const std::string clock = SpokenClock(at, language);
  std::string out =
      outbox::FillWords(Word(language, "dayAndTime"), {{"day", day}, {"clock", clock}});
  if (zone) out += Word(language, "zone");
  return out;
}

std::string_view KindName(MessageKind kind) {
  switch (kind) {
    case MessageKind::kConfirmation:
      return "confirmation";
    case MessageKind::kReminder24h:
      return "reminder_24h";
    case MessageKind::kReminder1h:
      return "reminder_1h";
  }
  return "confirmation";
}

EmailWords CallEmail(MessageKind kind, const CallFacts& facts) {
  const std::string_view language = facts.language;
  const std::string when = SpokenTime(facts.start, language);
  const char* subject = kind == MessageKind::kConfirmation  ? "subjectConfirmation"
                        : kind == MessageKind::kReminder24h ? "subjectReminder24h"
                                                            : "subjectReminder1h";
  auto word = [&](const char* key) { return Word(language, "email", key); };
  EmailWords words;
  words.subject = outbox::FillWords(word(subject), {{"firm", facts.firm_name}, {"when", when}});
  std::string body = word(kind == MessageKind::kConfirmation ? "booked" : "reminder");
  body += "\n\n";
  body += outbox::FillWords(word("when"), {{"when", when}});
  body += "\n";
  body += outbox::FillWords(word("reference"), {{"reference", facts.reference}});
  body += "\n\n";
  body += word("whoCalls");
  body += "\n";
  // Like the acknowledgement: booking a call does not make us the worker's lawyers.
  body += word("notLawyers");
  body += "\n\n";
  body += word("manage");
  body += "\n";
  body += facts.manage_url;
  body += "\n\n";
  if (!facts.firm_phone.empty()) {
    body += outbox::FillWords(word("callUs"), {{"phone", facts.firm_phone}});
    body += "\n";
  }
  body += "\n";
  body += word("attachment");
  body += "\n\n";
  body += facts.firm_name;
  body += "\n";
  words.body = std::move(body);
  return words;
}

std::string CallText(MessageKind kind, const CallFacts& facts) {
  const std::string_view language = facts.language;
  // Short day and time. The Spanish start has no á, í, ó or ú (one GSM-7 segment is 160 characters,
  // a UCS-2 one 70); a day name such as "sábado" can still make a text UCS-2.
  const std::string day = SpokenDay(facts.start, language);
  const std::string when = day + " " + SpokenClock(facts.start, language);
  const char* start = kind == MessageKind::kConfirmation  ? "confirmation"
                      : kind == MessageKind::kReminder24h ? "reminder24h"
                                                          : "reminder1h";
  return outbox::FillWords(Word(language, "text", "message"),
                           {{"firm", facts.firm_name},
                            {"start", Word(language, "text", start)},
                            {"when", when},
                            {"reference", facts.reference},
                            {"link", facts.manage_url}});
}

std::string CalendarTitle(const CallFacts& facts) {
  return outbox::FillWords(Word(facts.language, "calendarTitle"), {{"firm", facts.firm_name}});
}

std::string CalendarDescription(const CallFacts& facts) {
  return outbox::FillWords(Word(facts.language, "calendarDescription"),
                           {{"reference", facts.reference}, {"link", facts.manage_url}});
}

std::string RefusalText(Refusal refusal, std::string_view language) {
  auto word = [&](const char* key) { return Word(language, "refusals", key); };
  switch (refusal) {
    case Refusal::kSlotTaken:
      return word("slotTaken");
    case Refusal::kSlotNotOffered:
      return word("slotNotOffered");
    case Refusal::kSlotMalformed:
      return word("slotMalformed");
    case Refusal::kLeadUnknown:
      return word("leadUnknown");
    case Refusal::kLeadBooked:
      return word("leadBooked");
    case Refusal::kTokenBad:
      return word("tokenBad");
    case Refusal::kTokenGone:
      return word("tokenGone");
    case Refusal::kActionBad:
      return word("actionBad");
    // Answers to a caller of the API that sent a bad parameter, not to a worker's choice.
    case Refusal::kLanguageBad:
      return "Use en or es.";
    case Refusal::kRepeated:
      return "Give each parameter once.";
    case Refusal::kTooMany:
      return word("tooMany");
    case Refusal::kContactLimit:
      return word("contactLimit");
    case Refusal::kStorageDown:
      return word("storageDown");
    case Refusal::kReadDown:
      return word("readDown");
  }
  return "";
}

}  // namespace firm::booking
