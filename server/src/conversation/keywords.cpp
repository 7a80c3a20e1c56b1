#include "conversation/keywords.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <regex>
#include <utility>
#include <vector>

namespace firm::conversation {

namespace {

// One UTF-8 code point at `at` (advanced past it); U+FFFD for a malformed byte.
char32_t NextCodePoint(std::string_view text, std::size_t& at) {
  const auto byte = static_cast<unsigned char>(text[at]);
  int length = byte < 0x80           ? 1
               : (byte >> 5) == 0x6  ? 2
               : (byte >> 4) == 0xE  ? 3
               : (byte >> 3) == 0x1E ? 4
                                     : 0;
  if (length == 0 || at + length > text.size()) {
    ++at;
    return 0xFFFD;
  }
  char32_t code = length == 1 ? byte : byte & (0x7F >> length);
  for (int i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[at + i]);
    if ((next & 0xC0) != 0x80) {
      ++at;
      return 0xFFFD;
    }
    code = (code << 6) | (next & 0x3F);
  }
  at += length;
  return code;
}

void AppendUtf8(std::string& out, char32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

// Spaces and punctuation that separate words: ASCII ones, and the common non-ASCII ones a
// phone keyboard gives (inverted marks, quotes, dashes, ellipsis, ideographic space).
bool IsSeparator(char32_t code) {
  if (code < 0x80) {
    const bool letter = (code >= 'a' && code <= 'z') || (code >= 'A' && code <= 'Z');
    const bool digit = code >= '0' && code <= '9';
    return !letter && !digit;
  }
  constexpr std::array<char32_t, 16> kOthers = {0x00A0, 0x00A1, 0x00AB, 0x00BB, 0x00BF, 0x2010,
                                                0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D,
                                                0x2026, 0x3000, 0x3001, 0x3002};
  for (char32_t other : kOthers) {
    if (code == other) return true;
  }
  return false;
}

// Latin-1's letters U+00C0..U+00FF folded to lower-case ASCII ("Á" and "á" are "a", "ñ" is "n");
// '.' keeps a letter with no ASCII form (Æ, Ð, Þ, ß...), '-' marks the signs × and ÷.
constexpr std::string_view kLatin1Folds =
    "aaaaaa.ceeeeiiii.nooooo-ouuuuy..aaaaaa.ceeeeiiii.nooooo-ouuuuy.y";
static_assert(kLatin1Folds.size() == 0x40);

// Emoji and symbols, dropped like punctuation from the opt-out text: Latin-1's signs, general
// punctuation to the miscellaneous symbols and arrows (U+2000..U+2BFF: dingbats such as ✋ and
// ‼, the zero-width joiner, the keycap), CJK punctuation, variation selectors (the U+FE0F after
// ‼), the emoji planes (U+1F000..U+1FAFF: 🛑, skin tones) and tag characters.
bool IsSymbol(char32_t code) {
  return (code >= 0x00A0 && code <= 0x00BF) || (code >= 0x2000 && code <= 0x2BFF) ||
         (code >= 0x3000 && code <= 0x303F) || (code >= 0xFE00 && code <= 0xFE0F) ||
         (code >= 0x1F000 && code <= 0x1FAFF) || (code >= 0xE0000 && code <= 0xE007F);
}

// Combining accents (U+0300..U+036F), as in "a" + U+0301 for "á": dropped, the letter kept.
bool IsCombiningMark(char32_t code) { return code >= 0x0300 && code <= 0x036F; }

std::string Normalised(std::string_view body, bool fold) {
  std::string out;
  bool pending_space = false;
  std::size_t at = 0;
  while (at < body.size()) {
    char32_t code = NextCodePoint(body, at);
    // Full-width ASCII (U+FF01..U+FF5E) is ASCII shifted by 0xFEE0.
    if (code >= 0xFF01 && code <= 0xFF5E) code -= 0xFEE0;
    if (fold) {
      if (IsCombiningMark(code)) continue;
      if (code >= 0xC0 && code <= 0xFF) {
        const char folded = kLatin1Folds[code - 0xC0];
        if (folded == '-') code = ' ';
        if (folded >= 'a' && folded <= 'z') code = static_cast<char32_t>(folded);
      }
      if (IsSymbol(code)) code = ' ';
    }
    if (IsSeparator(code)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    if (code >= 'A' && code <= 'Z') code += 'a' - 'A';
    AppendUtf8(out, code);
  }
  return out;
}

// The ways of saying "stop texting me" that stop texts as a whole message (issue 51), in
// English and Spanish, matched on OptOutText (lower-case ASCII, accents folded, words joined by
// one space, so "don't" is "don t"). Each is an ECMAScript pattern with an example; the
// corpus config/conversation/opt-out-corpus.json holds many more, and everyday messages that
// must not match. A message stops texts when it is one or more of these forms, with the words
// of kAround before, between or after them, and nothing else ("please stop texting me",
// "STOP STOP", "no más por favor", "ya basta"). Not here, on purpose: asking for no calls
// ("stop calling me", "no me llamen": the worker may want texts instead) and answers such as
// "no" or "not interested": staff read those.
struct OptOutForm {
  std::string_view pattern;
  std::string_view example;
};
constexpr std::string_view kTexts = "(?:texts|txts|messages|msgs|text messages|sms)";
constexpr std::string_view kList =
    "(?:your|the|this|ur) (?:list|texts|text list|texting list|contact list|mailing list)";
constexpr std::string_view kMensajes = "(?:mensajes|textos|mensajes de texto|msjs|sms)";
constexpr std::array<OptOutForm, 26> kOptOutForms = {{
    // English.
    {"stop(?: it| all| now)?", "stop it"},
    {"stop (?:texting|txting|texing|messaging|msging|contacting|bothering|sending)(?: me| us)?"
     "(?: TEXTS)?",
     "stop texting me, stop sending me texts"},
    {"stop (?:the |these |your |all )?(?:TEXTS|texting)", "stop the texts"},
    {"no more(?: (?:TEXTS|texting))?", "no more texts"},
    {"(?:don t|dont|do not) (?:text|txt|message|msg|contact|bother)(?: me| us)?"
     "(?: (?:anymore|any more|again|ever again|no more))?",
     "don't text me anymore, do not contact me again"},
    {"(?:don t|dont|do not) (?:text|txt|message|msg) me(?: anymore| again)?"
     " (?:just |please )?call(?: me)?(?: instead)?",
     "don't text me, call me instead (calls are not stopped)"},
    {"(?:i )?(?:don t|dont|do not) want(?: to (?:get|receive))?(?: any)?(?: more)? TEXTS"
     "(?: anymore| any more)?",
     "I don't want any more texts"},
    {"(?:i want to )?(?:unsubscribe|opt out|optout)(?: me)?", "unsubscribe me"},
    {"opt me out", "opt me out"},
    {"(?:remove|delete) me(?: from LIST)?", "remove me from your list"},
    {"(?:remove|delete) my number(?: from LIST)?", "remove my number"},
    {"take me off(?: LIST)?", "take me off your list"},
    {"leave me alone", "leave me alone"},
    {"(?:you (?:have|got|ve got|have got) |this is |its |it s )?(?:the |a )?wrong "
     "(?:number|person)",
     "wrong number, you have the wrong number (the person never agreed to texts)"},
    {"(?:i )?revoke(?: my)?(?: consent)?", "revoke consent"},
    // Spanish.
    {"alto|para|pare|paren|parar|parale|parenle|basta", "para, basta (whole message only)"},
    {"no mas(?: MENSAJES)?", "no más, no más mensajes"},
    {"no me (?:escriban|escriba|escribas|manden|mande|mandes|envien|envie|envies|textees|"
     "texteen|contacten|contacte|molesten|moleste)(?: mas)?(?: MENSAJES)?(?: mas)?",
     "ya no me escriban, no me manden mensajes, no me envíen más mensajes"},
    {"no me (?:escriban|escriba|manden|mande|envien|envie)(?: mas)?(?: MENSAJES)?"
     "(?: mejor| solo)? (?:llamenme|llameme|llamame)(?: mejor)?",
     "no me escriban, mejor llámenme (calls are not stopped)"},
    {"(?:dejen|deje|deja) de (?:(?:escribirme|mandarme|enviarme|textearme|molestarme|"
     "contactarme)(?: MENSAJES)?|(?:mandar|enviar|escribir) MENSAJES)",
     "dejen de escribirme, dejen de mandarme mensajes"},
    {"no quiero(?: recibir)?(?: mas)? MENSAJES(?: de ustedes)?(?: mas)?",
     "no quiero recibir más mensajes"},
    {"(?:borrenme|quitenme|sacenme|eliminenme|borreme|quiteme|saqueme|elimineme|borrame|"
     "quitame|sacame)(?: de (?:la|su|esta|sus|tu) lista)?",
     "bórrenme de la lista, quítenme de su lista"},
    {"(?:borren|quiten|eliminen|saquen) mi numero(?: de (?:la|su|esta|sus) lista)?",
     "borren mi número"},
    {"(?:quiero )?(?:darme|dame|denme|deme) de baja|(?:quiero )?(?:cancelar|anular) (?:la |mi )?"
     "suscripcion|desuscribirme",
     "quiero darme de baja"},
    {"(?:dejenme|dejeme|dejame) en paz", "déjenme en paz"},
    {"(?:es |tiene el |tienen el |tiene un |tienen un |es un )?numero (?:equivocado|incorrecto)|"
     "(?:se )?(?:equivoco|equivocaron) de numero",
     "número equivocado, se equivocó de número"},
}};

// Words allowed around the forms: politeness and "now".
constexpr std::string_view kAround =
    "please|pls|plz|thanks|thank you|thx|ty|now|por favor|porfa|porfavor|favor|ya|gracias|"
    "muchas gracias";

std::string Expanded(std::string_view pattern) {
  std::string out(pattern);
  for (const auto& [name, value] :
       {std::pair{std::string_view("TEXTS"), kTexts}, std::pair{std::string_view("LIST"), kList},
        std::pair{std::string_view("MENSAJES"), kMensajes}}) {
    for (auto at = out.find(name); at != std::string::npos; at = out.find(name, at)) {
      out.replace(at, name.size(), value);
      at += value.size();
    }
  }
  return out;
}

// One or more forms, with kAround's words before, between or after them: the whole message.
const std::regex& OptOutPattern() {
  static const std::regex pattern = [] {
    std::string forms;
    for (const auto& form : kOptOutForms) {
      if (!forms.empty()) forms += '|';
      forms += "(?:" + Expanded(form.pattern) + ")";
    }
    const std::string form = "(?:" + forms + ")";
    const std::string word = "(?:" + std::string(kAround) + "|" + forms + ")";
    return std::regex("^(?:" + word + " )*" + form + "(?: " + word + ")*$",
                      std::regex::ECMAScript | std::regex::nosubs | std::regex::optimize);
  }();
  return pattern;
}

// Possible opt-outs (MayBeOptOut): phrases that, inside a longer message, may ask to stop texts
// but may not ("Stop texting me, I found a lawyer", "dejen de mandarme mensajes, ya tengo
// abogado", "how do I unsubscribe?"). Matched on OptOutText as whole words anywhere, unless a
// negation comes just before them ("my boss won't stop texting me", "no dejen de llamarme").
// The bare words (stop, para, basta, no más) are not here: "para" and "no más" are everyday
// Spanish ("llámenme para mañana", "no más de 10 minutos") and "stop" is in many stories ("I had
// to stop working"); they count only as a sentence of their own (see MayBeOptOut). "Stop
// calling me" is not here either: staff read it as any text.
constexpr std::array<std::string_view, 20> kMaybeForms = {
    // English.
    "stop (?:texting|txting|texing|messaging|msging|contacting|bothering|sending)",
    "stop (?:the |these |your |all )?TEXTS",
    "(?:don t|dont|do not) (?:text|txt|message|msg|contact)",
    "unsubscribe|opt out|optout|opt me out",
    "(?:remove|delete) (?:me|my number) from|take me off",
    "leave me alone",
    "no more TEXTS",
    "(?:said|told you|say) stop",
    "wrong (?:number|person)",
    "revoke",
    // Spanish.
    "(?:dejen|deje|deja|dejes) de",
    "no me (?:escriban|escriba|escribas|manden|mande|mandes|envien|envie|envies|textees|texteen|"
    "contacten|contacte)",
    "no mas (?:MENSAJES|por favor|porfa)",
    "ya basta|basta ya|basta de",
    "(?:paren|pare|parale|parenle) (?:de|ya)|para ya",
    "(?:dejenme|dejeme|dejame) en paz",
    "(?:borrenme|quitenme|sacenme|eliminenme|borreme|quiteme|saqueme|borrame|quitame|sacame)",
    "(?:borren|quiten|eliminen|saquen) mi numero",
    "(?:darme|dame|denme|deme) de baja|desuscribir\\w*|(?:cancelar|anular) (?:la |mi )?suscripcion|"
    "no quiero(?: recibir)?(?: mas)? MENSAJES",
    "numero (?:equivocado|incorrecto)|equivoc(?:o|aron) de numero",
};

const std::regex& MaybePattern() {
  static const std::regex pattern = [] {
    std::string forms;
    for (const auto form : kMaybeForms) {
      if (!forms.empty()) forms += '|';
      forms += "(?:" + Expanded(form) + ")";
    }
    return std::regex("(?:^| )(?:" + forms + ")(?= |$)",
                      std::regex::ECMAScript | std::regex::optimize);
  }();
  return pattern;
}

// Whether the words just before `at` in `text` negate what follows: "not", "never", "no",
// "nunca", "dont", "wont", "cant", or an English contraction as OptOutText writes it ("won t").
bool NegatedBefore(std::string_view text, std::size_t at) {
  std::string_view before = text.substr(0, at);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  auto last_word = [](std::string_view words) {
    const auto space = words.rfind(' ');
    return space == std::string_view::npos ? words : words.substr(space + 1);
  };
  const std::string_view last = last_word(before);
  for (std::string_view negation : {"not", "never", "no", "nunca", "dont", "wont", "cant", "didnt",
                                    "doesnt", "isnt", "wouldnt", "shouldnt", "couldnt"}) {
    if (last == negation) return true;
  }
  if (last != "t" || before.size() < 2) return false;
  const std::string_view verb = last_word(before.substr(0, before.size() - 2));
  for (std::string_view contracted :
       {"don", "won", "can", "didn", "doesn", "isn", "wouldn", "shouldn", "couldn"}) {
    if (verb == contracted) return true;
  }
  return false;
}

// The sentences of a message, split at . ! ? ; , : line breaks and ¡ ¿, without the questions
// (a sentence that ends with '?' or starts with '¿': "Parar? No, llámenme mañana").
std::vector<std::string_view> Statements(std::string_view body) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  bool question_opened = false;
  auto close = [&](std::size_t end, bool question_mark, std::size_t next) {
    if (!question_mark && !question_opened) out.push_back(body.substr(start, end - start));
    start = next;
  };
  for (std::size_t at = 0; at < body.size(); ++at) {
    const char c = body[at];
    if (c == '.' || c == '!' || c == '?' || c == ';' || c == ',' || c == ':' || c == '\n') {
      close(at, c == '?', at + 1);
      question_opened = false;
    } else if (c == '\xC2' && at + 1 < body.size() &&
               (body[at + 1] == '\xA1' || body[at + 1] == '\xBF')) {
      close(at, false, at + 2);
      question_opened = body[at + 1] == '\xBF';
      ++at;
    }
  }
  close(body.size(), false, body.size());
  return out;
}

}  // namespace

bool IsCancelWord(std::string_view body) {
  if (body.size() > 64) return false;
  const std::string text = KeywordText(body);
  return text == "cancel" || text == "cancelar";
}

bool MayBeOptOut(std::string_view body) {
  // Bounded: a long message is read up to 1,600 bytes (the provider's longest text).
  body = body.substr(0, std::min<std::size_t>(body.size(), 1600));
  if (KeywordOf(body) != SmsKeyword::kNone) return false;
  const std::string text = OptOutText(body);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), MaybePattern());
       it != std::sregex_iterator(); ++it) {
    auto at = static_cast<std::size_t>(it->position(0));
    if (at < text.size() && text[at] == ' ') ++at;
    if (!NegatedBefore(text, at)) return true;
  }
  for (const std::string_view statement : Statements(body)) {
    if (statement.size() < body.size() && KeywordOf(statement) == SmsKeyword::kStop) return true;
  }
  return false;
}

std::string KeywordText(std::string_view body) { return Normalised(body, false); }

std::string OptOutText(std::string_view body) {
  const std::string text = Normalised(body, true);
  // A word repeated at once is kept once: "stop stop stop" is "stop".
  std::string out;
  std::string_view last;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    const std::string_view word = std::string_view(text).substr(start, end - start);
    if (word != last) {
      if (!out.empty()) out += ' ';
      out += word;
      last = word;
    }
    start = end + 1;
  }
  return out;
}

SmsKeyword KeywordOf(std::string_view body) {
  // Long messages are never keywords; this also bounds the work.
  if (body.size() > 64) return SmsKeyword::kNone;
  const std::string text = KeywordText(body);
  for (std::string_view stop : {"stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke",
                                "opt out", "optout", "alto", "parar", "cancelar", "baja"}) {
    if (text == stop) return SmsKeyword::kStop;
  }
  if (text == "start" || text == "unstop") return SmsKeyword::kStart;
  if (text == "yes") return SmsKeyword::kYes;
  if (text == "help" || text == "info" || text == "ayuda") return SmsKeyword::kHelp;
  // "Stop texting me" in other words (issue 51).
  if (std::regex_match(OptOutText(body), OptOutPattern())) return SmsKeyword::kStop;
  return SmsKeyword::kNone;
}

}  // namespace firm::conversation
