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

std::string Escape(std::string_view text) { return common::HtmlEscape(text); }

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
    case Refusal::kFormInvalid:
      return word("formInvalid");
    case Refusal::kStorageDown:
      return word("storageDown");
    case Refusal::kReadDown:
      return word("readDown");
  }
  return "";
}

std::string SlotsHtml(const std::vector<Slot>& slots, std::string_view language,
                      std::size_t max_days) {
  if (slots.empty()) {
    return "<p class=\"booking-slots-empty\">" + Escape(Word(language, "page", "noSlots")) + "</p>";
  }
  std::string html = "<div class=\"booking-slots\">";
  std::string day;
  std::size_t days = 0;
  for (const auto& slot : slots) {
    const LocalStamp local = Pacific(slot.start);
    if (local.date != day) {
      if (days == max_days) break;
      if (!day.empty()) html += "</fieldset>";
      day = local.date;
      ++days;
      html += "<fieldset class=\"booking-day\"><legend>" + Escape(SpokenDay(slot.start, language)) +
              "</legend>";
    }
    const std::string value = SlotText(slot.start);
    const std::string id = "slot-" + value.substr(0, 13) + value.substr(14, 2);
    html += "<label class=\"booking-time\" for=\"" + Escape(id) + "\"><input type=\"radio\" id=\"" +
            Escape(id) + "\" name=\"slot\" value=\"" + Escape(value) + "\"> " +
            Escape(SpokenClock(slot.start, language)) + "</label>";
  }
  html += "</fieldset></div>";
  return html;
}

std::string ManageHtml(const ManageView& view, const std::vector<Slot>& slots) {
  auto word = [&](const char* key) { return Escape(Word(view.language, "page", key)); };
  std::string html = "<div class=\"booking-manage\">";
  auto alert = [&](Refusal refusal) {
    return "<p role=\"alert\">" + Escape(RefusalText(refusal, view.language)) + "</p>";
  };
  if (view.notice == "cancelled") {
    html += "<p role=\"status\">" + word("cancelled") + "</p>";
  } else if (view.notice == "busy" && !view.start) {
    html += alert(Refusal::kReadDown);  // the call could not be read
  } else if (view.notice == "gone" || view.notice == "bad" || !view.start) {
    html += alert(view.notice == "bad" ? Refusal::kTokenBad : Refusal::kTokenGone);
  } else {
    if (view.notice == "moved") {
      html += "<p role=\"status\">" + word("moved") + "</p>";
    } else if (view.notice == "slot-taken") {
      html += alert(Refusal::kSlotTaken);
    } else if (view.notice == "slot-missing") {
      html += alert(Refusal::kSlotMalformed);  // the move form was sent without a time
    } else if (view.notice == "action") {
      html += alert(Refusal::kActionBad);
    } else if (view.notice == "busy") {
      html += alert(Refusal::kStorageDown);  // a change sent without JavaScript was not stored
    } else if (view.notice == "contact-limit") {
      html += alert(Refusal::kContactLimit);  // a move past the limit per phone and e-mail
    }
    html += "<dl><dt>" + word("reference") + "</dt><dd>" + Escape(view.reference) + "</dd><dt>" +
            word("when") + "</dt><dd>" + Escape(SpokenTime(*view.start, view.language)) +
            "</dd></dl>";
    const std::string hidden = "<input type=\"hidden\" name=\"t\" value=\"" + Escape(view.token) +
                               "\"><input type=\"hidden\" name=\"language\" value=\"" +
                               Escape(view.language) + "\">";
    html += "<form method=\"post\" action=\"/api/booking/manage\">" + hidden +
            "<input type=\"hidden\" name=\"action\" value=\"cancel\"><button type=\"submit\">" +
            word("cancel") + "</button></form>";
    html += "<form method=\"post\" action=\"/api/booking/manage\">" + hidden +
            "<input type=\"hidden\" name=\"action\" value=\"move\"><h2>" + word("moveHeading") +
            "</h2>" + SlotsHtml(slots, view.language, 7) + "<button type=\"submit\">" +
            word("move") + "</button></form>";
  }
  return html + "</div>";
}

}  // namespace firm::booking
