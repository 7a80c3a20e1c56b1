#include "booking/booking_words.hpp"

#include <array>
#include <optional>

#include "common/text.hpp"

namespace firm::booking {

namespace {

constexpr std::array<std::string_view, 7> kDaysEn = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                     "Thursday", "Friday", "Saturday"};
constexpr std::array<std::string_view, 7> kDaysEs = {"domingo", "lunes",   "martes", "miércoles",
                                                     "jueves",  "viernes", "sábado"};
constexpr std::array<std::string_view, 12> kMonthsEn = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<std::string_view, 12> kMonthsEs = {
    "enero", "febrero", "marzo",      "abril",   "mayo",      "junio",
    "julio", "agosto",  "septiembre", "octubre", "noviembre", "diciembre"};

bool Spanish(std::string_view language) { return language == "es"; }

std::string Escape(std::string_view text) { return common::HtmlEscape(text); }

}  // namespace

std::string SpokenDay(Instant at, std::string_view language) {
  const LocalStamp local = Pacific(at);
  const std::string day = std::to_string(local.day);
  if (Spanish(language)) {
    return std::string(kDaysEs[local.weekday]) + " " + day + " de " +
           std::string(kMonthsEs[local.month - 1]);
  }
  return std::string(kDaysEn[local.weekday]) + ", " + std::string(kMonthsEn[local.month - 1]) +
         " " + day;
}

std::string SpokenClock(Instant at, std::string_view language) {
  const LocalStamp local = Pacific(at);
  const unsigned hour = local.hour;
  const std::string minutes = local.time.substr(3, 2);
  const unsigned twelve = hour % 12 == 0 ? 12 : hour % 12;
  if (Spanish(language)) {
    return std::to_string(twelve) + ":" + minutes + (hour < 12 ? " a. m." : " p. m.");
  }
  return std::to_string(twelve) + ":" + minutes + (hour < 12 ? " AM" : " PM");
}

std::string SpokenTime(Instant at, std::string_view language, bool zone) {
  std::string out = SpokenDay(at, language) + (Spanish(language) ? " a las " : " at ") +
                    SpokenClock(at, language);
  if (zone) out += Spanish(language) ? " (hora de California)" : " (California time)";
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
  const bool es = Spanish(facts.language);
  const std::string when = SpokenTime(facts.start, facts.language);
  EmailWords words;
  switch (kind) {
    case MessageKind::kConfirmation:
      words.subject = es ? "Su llamada con " + facts.firm_name + ": " + when
                         : "Your call with " + facts.firm_name + ": " + when;
      break;
    case MessageKind::kReminder24h:
      words.subject = es ? "Recordatorio: su llamada es mañana, " + when
                         : "Reminder: your call is tomorrow, " + when;
      break;
    case MessageKind::kReminder1h:
      words.subject = es ? "Recordatorio: su llamada es en una hora, " + when
                         : "Reminder: your call is in one hour, " + when;
      break;
  }
  std::string body;
  if (es) {
    body = kind == MessageKind::kConfirmation ? "Su llamada quedó reservada.\n\n"
                                              : "Le recordamos su llamada.\n\n";
    body += "Cuándo: " + when + "\n";
    body += "Referencia: " + facts.reference + "\n\n";
    body +=
        "Una persona de nuestro equipo le llamará al número que nos dio. La llamada es "
        "gratis y confidencial.\n\n";
    body += "Si necesita cambiar la hora o cancelar, use este enlace (no necesita cuenta):\n" +
            facts.manage_url + "\n\n";
    if (!facts.firm_phone.empty()) body += "También puede llamarnos al " + facts.firm_phone + ".\n";
    body += "\nEl archivo adjunto agrega la llamada a su calendario.\n";
  } else {
    body = kind == MessageKind::kConfirmation ? "Your call is booked.\n\n"
                                              : "This is a reminder of your call.\n\n";
    body += "When: " + when + "\n";
    body += "Reference: " + facts.reference + "\n\n";
    body +=
        "Someone from our team will call you at the number you gave us. The call is free "
        "and confidential.\n\n";
    body += "If you need to change the time or cancel, use this link (no account needed):\n" +
            facts.manage_url + "\n\n";
    if (!facts.firm_phone.empty()) body += "You can also call us at " + facts.firm_phone + ".\n";
    body += "\nThe attached file adds the call to your calendar.\n";
  }
  words.body = body + "\n" + facts.firm_name + "\n";
  return words;
}

std::string CallText(MessageKind kind, const CallFacts& facts) {
  const bool es = Spanish(facts.language);
  // Short day and time, and no accented letters in the Spanish (one GSM-7 segment is 160).
  const std::string when = SpokenDay(facts.start, "en") + " " + SpokenClock(facts.start, "en");
  std::string start;
  switch (kind) {
    case MessageKind::kConfirmation:
      start = es ? "su llamada quedo reservada para el " : "your call is booked for ";
      break;
    case MessageKind::kReminder24h:
      start = es ? "recuerde su llamada de manana, " : "reminder: your call is tomorrow, ";
      break;
    case MessageKind::kReminder1h:
      start = es ? "recuerde su llamada en una hora, " : "reminder: your call is in 1 hour, ";
      break;
  }
  if (es) {
    return facts.firm_name + ": " + start + SpokenDay(facts.start, "es") + " " +
           SpokenClock(facts.start, "es") + " (hora de California). Ref " + facts.reference +
           ". Cambiar o cancelar: " + facts.manage_url;
  }
  return facts.firm_name + ": " + start + when + " (California time). Ref " + facts.reference +
         ". Change or cancel: " + facts.manage_url;
}

std::string CalendarTitle(const CallFacts& facts) {
  return Spanish(facts.language) ? "Llamada con " + facts.firm_name
                                 : "Call with " + facts.firm_name;
}

std::string CalendarDescription(const CallFacts& facts) {
  if (Spanish(facts.language)) {
    return "Le llamaremos al número que nos dio. Referencia: " + facts.reference +
           ".\nCambiar o cancelar: " + facts.manage_url;
  }
  return "We will call you at the number you gave us. Reference: " + facts.reference +
         ".\nChange or cancel: " + facts.manage_url;
}

std::string RefusalText(Refusal refusal, std::string_view language) {
  const bool es = Spanish(language);
  switch (refusal) {
    case Refusal::kSlotTaken:
      return es ? "Alguien acaba de reservar esa hora. Por favor, elija otra."
                : "Someone just booked that time. Please pick another.";
    case Refusal::kSlotNotOffered:
      return es ? "Esa hora ya no está disponible. Por favor, elija una de la lista."
                : "That time is not open. Please pick one from the list.";
    case Refusal::kSlotMalformed:
      return es ? "Por favor, elija una de las horas de la lista."
                : "Please pick one of the listed times.";
    case Refusal::kLeadUnknown:
      return es ? "No encontramos su solicitud reciente. Por favor, use el enlace de su mensaje "
                  "o llámenos."
                : "We could not find your recent request. Please use the link in your message "
                  "or call us.";
    case Refusal::kLeadBooked:
      return es ? "Ya tiene una llamada reservada. Use el enlace de su mensaje para cambiarla."
                : "You already have a call booked. Use the link in your message to change it.";
    case Refusal::kTokenBad:
      return es ? "Este enlace no es válido. Por favor, cópielo completo de su mensaje o llámenos."
                : "This link is not valid. Please copy it whole from your message, or call us.";
    case Refusal::kTokenGone:
      return es ? "Este enlace ya no sirve: la llamada se cambió, se canceló o ya pasó. Si "
                  "necesita algo, llámenos."
                : "This link no longer works: the call was moved, cancelled or has passed. If "
                  "you need anything, call us.";
    case Refusal::kActionBad:
      return es ? "Elija cancelar o cambiar la hora." : "Choose to cancel or to move the call.";
    case Refusal::kLanguageBad:
      return "Use en or es.";
    case Refusal::kRepeated:
      return "Give each parameter once.";
    case Refusal::kTooMany:
      return es ? "Demasiados intentos. Espere unos minutos o llámenos."
                : "Too many attempts. Please wait a few minutes or call us.";
    case Refusal::kFormInvalid:
      return es ? "Falta algo o hay un error en el formulario. Por favor, revise sus datos, "
                  "marque la casilla de los términos y vuelva a enviarlo."
                : "Something in the form is missing or not right. Please check your details, "
                  "tick the box for the terms and send it again.";
    case Refusal::kStorageDown:
      return es ? "No pudimos guardar su llamada ahora. Inténtelo en un minuto o llámenos."
                : "We could not save your call just now. Please try again in a minute or call us.";
  }
  return "";
}

std::string SlotsHtml(const std::vector<Slot>& slots, std::string_view language,
                      std::size_t max_days) {
  const bool es = Spanish(language);
  if (slots.empty()) {
    return std::string("<p class=\"booking-slots-empty\">") +
           (es ? "Ahora no hay horas libres en línea. Puede pedir que le llamemos lo antes "
                 "posible, o llamarnos."
               : "No times are open online right now. You can ask us to call you as soon as we "
                 "can, or call us.") +
           "</p>";
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
  const bool es = Spanish(view.language);
  std::string html = "<div class=\"booking-manage\">";
  if (view.notice == "cancelled") {
    html += std::string("<p role=\"status\">") +
            (es ? "Su llamada se canceló. Si quiere otra, puede reservarla en la página para "
                  "reservar una llamada o llamarnos."
                : "Your call is cancelled. If you want another, you can book one on the booking "
                  "page or call us.") +
            "</p>";
  } else if (view.notice == "gone" || view.notice == "bad" || !view.start) {
    html += "<p role=\"alert\">" +
            Escape(RefusalText(view.notice == "bad" ? Refusal::kTokenBad : Refusal::kTokenGone,
                               view.language)) +
            "</p>";
  } else {
    if (view.notice == "moved") {
      html += std::string("<p role=\"status\">") +
              (es ? "Listo: cambiamos la hora de su llamada." : "Done: your call has a new time.") +
              "</p>";
    } else if (view.notice == "slot-taken") {
      html +=
          "<p role=\"alert\">" + Escape(RefusalText(Refusal::kSlotTaken, view.language)) + "</p>";
    }
    html += "<dl><dt>" + std::string(es ? "Referencia" : "Reference") + "</dt><dd>" +
            Escape(view.reference) + "</dd><dt>" + (es ? "Cuándo" : "When") + "</dt><dd>" +
            Escape(SpokenTime(*view.start, view.language)) + "</dd></dl>";
    const std::string hidden = "<input type=\"hidden\" name=\"t\" value=\"" + Escape(view.token) +
                               "\"><input type=\"hidden\" name=\"language\" value=\"" +
                               Escape(view.language) + "\">";
    html += "<form method=\"post\" action=\"/api/booking/manage\">" + hidden +
            "<input type=\"hidden\" name=\"action\" value=\"cancel\"><button type=\"submit\">" +
            (es ? "Cancelar esta llamada" : "Cancel this call") + "</button></form>";
    html += "<form method=\"post\" action=\"/api/booking/manage\">" + hidden +
            "<input type=\"hidden\" name=\"action\" value=\"move\"><h2>" +
            (es ? "Cambiar a otra hora" : "Move to another time") + "</h2>" +
            SlotsHtml(slots, view.language, 7) + "<button type=\"submit\">" +
            (es ? "Cambiar la hora" : "Move the call") + "</button></form>";
  }
  return html + "</div>";
}

}  // namespace firm::booking
