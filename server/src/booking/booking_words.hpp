#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "booking/slots.hpp"

// Everything booking/ says to a worker, in English and Spanish (the words are
// config/words/worker-messages.json's "booking", built in): the time of a call as people
// say it, the confirmation and reminder e-mails and texts, the calendar entry, and the API's
// refusals. (The pages without JavaScript take their words from the web build: plain_pages.cpp.)
// Spanish follows docs/glossary-es.md (usted), with every accent. In texts, words are chosen to
// avoid á, í, ó and ú where good Spanish allows (GSM-7 lacks them; é, ñ, ¿ and ¡ are in it), never
// by dropping an accent.
namespace firm::booking {

// "Monday, November 30 at 9:00 AM" / "lunes 30 de noviembre a las 9:00 a. m."; with
// `zone`, " (California time)" / " (hora de California)".
std::string SpokenTime(Instant at, std::string_view language, bool zone = true);
// The day only: "Monday, November 30" / "lunes 30 de noviembre".
std::string SpokenDay(Instant at, std::string_view language);
// The time only: "9:00 AM" / "9:00 a. m.".
std::string SpokenClock(Instant at, std::string_view language);

enum class MessageKind { kConfirmation, kReminder24h, kReminder1h };
std::string_view KindName(MessageKind kind);  // confirmation | reminder_24h | reminder_1h

struct CallFacts {
  std::string language;  // "en" or "es"
  std::string reference;
  Instant start;
  std::string firm_name;
  std::string firm_phone;  // as displayed; "" when unknown
  std::string manage_url;  // the signed link to move or cancel
};

struct EmailWords {
  std::string subject;
  std::string body;  // plain text, "\n" line breaks
};
EmailWords CallEmail(MessageKind kind, const CallFacts& facts);
std::string CallText(MessageKind kind, const CallFacts& facts);
// The calendar entry's title and description.
std::string CalendarTitle(const CallFacts& facts);
std::string CalendarDescription(const CallFacts& facts);

// The API's refusals, by field.
enum class Refusal {
  kSlotTaken,       // 409: someone took it meanwhile
  kSlotNotOffered,  // 422: not one of the open slots (or past, or outside the hours)
  kSlotMalformed,   // 422
  kLeadUnknown,     // 404
  kLeadBooked,      // 409: the lead already has a call booked
  kTokenBad,        // 400
  kTokenGone,       // 410
  kActionBad,       // 422
  kLanguageBad,     // 400
  kRepeated,        // 400
  kTooMany,         // 429: too many requests from the address
  kContactLimit,    // 429: too many calls booked with the phone number or e-mail address
  kStorageDown,     // 503: a change could not be stored
  kReadDown,        // 503: a call could not be read
};
std::string RefusalText(Refusal refusal, std::string_view language);

}  // namespace firm::booking
