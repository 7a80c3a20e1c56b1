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
//
// Stop too: a whole message that says "stop texting me" in other words (issue 51). The FCC's
// rule (47 CFR 64.1200(a)(10), FCC 24-24) lets a person revoke consent "by any reasonable
// means", so "please stop", "STOP STOP", "STOP 🛑", "no more texts", "wrong number", "no más",
// "para", "basta", "ya no me escriban", "no me manden mensajes" and the like stop texts, while
// the same words inside an everyday message ("llámenme para mañana", "can I stop by") do not.
// The forms are the table kOptOutForms in keywords.cpp, matched on OptOutText, whole message
// only, with "please", "thanks", "por favor", "ya" or "gracias" around them; every message of
// config/conversation/opt-out-corpus.json is tested. A message of more than 64 bytes is never
// a keyword nor a form: staff read it.
enum class SmsKeyword { kNone, kStop, kStart, kYes, kHelp };
SmsKeyword KeywordOf(std::string_view body);

// "CANCEL" or "CANCELAR" as the whole message (any case, punctuation around it): an opt-out like
// STOP (carriers treat CANCEL as one), answered with the opt-out confirmation and, when the
// worker has a booked call, the words that the call is still booked and how to cancel it
// (issue 51: a call is cancelled by its link, never by a word).
bool IsCancelWord(std::string_view body);

// A text that may be a request to stop texts but is not certain (issue 51): not an opt-out nor
// another keyword as a whole message, yet an opt-out form (or one of kMaybeForms' phrases, such
// as "dejen de", "leave me alone", "unsubscribe", "ya basta") appears inside it, not negated
// ("won't stop texting me"), or one of its sentences alone is an opt-out ("Stop. I found a
// lawyer"; a question such as "Parar?" is not). Staff see it flagged with "Record opt-out"; it
// stops nothing by itself. The corpus's "maybe" list is flagged, its everyday list is not
// (config/conversation/opt-out-corpus.json). Only the first 1,600 bytes are read.
bool MayBeOptOut(std::string_view body);

// The message as KeywordOf compares it: full-width forms made ASCII, ASCII letters lower-case,
// punctuation and spaces between words one space, none around them. Other letters are kept.
std::string KeywordText(std::string_view body);

// The message as the opt-out forms are matched on: KeywordText, with the accented Latin letters
// (Latin-1: á, É, ñ, ü...) and combining accents folded to ASCII, emoji and symbols dropped like
// punctuation, and a word repeated at once kept once ("STOP stop 🛑" is "stop"). Letters of
// other scripts are kept, so that "stop" beside them is no whole-message match.
std::string OptOutText(std::string_view body);

}  // namespace firm::conversation
