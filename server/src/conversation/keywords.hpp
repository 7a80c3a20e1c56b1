#pragma once

#include <string>
#include <string_view>

namespace firm::conversation {

// The words that stop, restart or ask about texts, matched on the whole message as people
// type them: any case, with spaces or punctuation around them, in full-width letters
// (U+FF01..U+FF5E, a phone keyboard's wide forms), "opt out" with a space, a hyphen or none.
// Stop: the CTIA and Twilio words (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT), the FCC's
// 2024 revocation rule's (REVOKE, OPT OUT), and the Spanish words workers use (ALTO, PARAR,
// CANCELAR, BAJA). Start: START, UNSTOP. Yes: YES, which restarts texts only for a number that
// stopped them (otherwise it is an answer like any other). Help: HELP, INFO, AYUDA.
enum class SmsKeyword { kNone, kStop, kStart, kYes, kHelp };
SmsKeyword KeywordOf(std::string_view body);

// The message as KeywordOf compares it: full-width forms made ASCII, ASCII letters lower-case,
// punctuation and spaces between words one space, none around them. Other letters are kept.
std::string KeywordText(std::string_view body);

}  // namespace firm::conversation
