// What booking/ says to a worker, in both languages, read from config/words/worker-messages.json
// ("booking"): each message whole, as it was when the words were C++ constants, across the autumn
// change (9:00 on 2026-11-01 is 17:00 UTC, PST) and before it (9:00 PDT is 16:00 UTC).
#include "booking/booking_words.hpp"

#include <gtest/gtest.h>

#include "storage/iso_time.hpp"

namespace firm::booking {
namespace {

Instant At(const std::string& iso) { return *storage::ParseInstant(iso); }

CallFacts Facts(std::string language) {
  return CallFacts{std::move(language),        "GC-7Q4M-2K9P",
                   At("2026-11-01T17:00:00Z"), "Golden Coast Workers Law, APC",
                   "(310) 555-0142",           "https://firm.example/booking?t=abc.def"};
}

TEST(BookingWordsTest, TheTimeOfACallAsPeopleSayIt) {
  EXPECT_EQ(SpokenTime(At("2026-11-01T17:00:00Z"), "en"),
            "Sunday, November 1 at 9:00 AM (California time)");
  EXPECT_EQ(SpokenTime(At("2026-11-01T17:00:00Z"), "es"),
            "domingo 1 de noviembre a las 9:00 a. m. (hora de California)");
  // Summer time, an afternoon, noon; no zone.
  EXPECT_EQ(SpokenTime(At("2026-10-31T21:30:00Z"), "en", false), "Saturday, October 31 at 2:30 PM");
  EXPECT_EQ(SpokenTime(At("2026-10-31T21:30:00Z"), "es", false),
            "sábado 31 de octubre a las 2:30 p. m.");
  EXPECT_EQ(SpokenClock(At("2026-11-04T20:00:00Z"), "en"), "12:00 PM");
  EXPECT_EQ(SpokenDay(At("2026-11-04T20:00:00Z"), "es"), "miércoles 4 de noviembre");
  // Any language but Spanish is English.
  EXPECT_EQ(SpokenDay(At("2026-11-04T20:00:00Z"), "fr"), "Wednesday, November 4");
}

TEST(BookingWordsTest, TheConfirmationEmailInEachLanguage) {
  const EmailWords en = CallEmail(MessageKind::kConfirmation, Facts("en"));
  EXPECT_EQ(en.subject,
            "Your call with Golden Coast Workers Law, APC: Sunday, November 1 at 9:00 AM "
            "(California time)");
  EXPECT_EQ(en.body,
            "Your call is booked.\n\n"
            "When: Sunday, November 1 at 9:00 AM (California time)\n"
            "Reference: GC-7Q4M-2K9P\n\n"
            "Someone from our team will call you at the number you gave us. The call is free and "
            "confidential.\n"
            "Booking a call does not make us your lawyers, and you do not have to hire us.\n\n"
            "If you need to change the time or cancel, use this link (no account needed):\n"
            "https://firm.example/booking?t=abc.def\n\n"
            "You can also call us at (310) 555-0142.\n"
            "\nThe attached file adds the call to your calendar.\n"
            "\nGolden Coast Workers Law, APC\n");
  CallFacts no_phone = Facts("es");
  no_phone.firm_phone = "";
  const EmailWords es = CallEmail(MessageKind::kReminder24h, no_phone);
  EXPECT_EQ(es.subject,
            "Recordatorio: su llamada es mañana, domingo 1 de noviembre a las 9:00 a. m. (hora de "
            "California)");
  EXPECT_EQ(es.body,
            "Le recordamos su llamada.\n\n"
            "Cuándo: domingo 1 de noviembre a las 9:00 a. m. (hora de California)\n"
            "Referencia: GC-7Q4M-2K9P\n\n"
            "Una persona de nuestro equipo le llamará al número que nos dio. La llamada es gratis "
            "y confidencial.\n"
            "Reservar una llamada no nos convierte en sus abogados, y usted no tiene que "
            "contratarnos.\n\n"
            "Si necesita cambiar la hora o cancelar, use este enlace (no necesita cuenta):\n"
            "https://firm.example/booking?t=abc.def\n\n"
            "\nEl archivo adjunto agrega la llamada a su calendario.\n"
            "\nGolden Coast Workers Law, APC\n");
  EXPECT_EQ(CallEmail(MessageKind::kReminder1h, Facts("en")).subject,
            "Reminder: your call is in one hour, Sunday, November 1 at 9:00 AM (California time)");
}

TEST(BookingWordsTest, TheTextsAndTheCalendarEntry) {
  EXPECT_EQ(CallText(MessageKind::kConfirmation, Facts("en")),
            "Golden Coast Workers Law, APC: your call is booked for Sunday, November 1 9:00 AM "
            "(California time). Ref GC-7Q4M-2K9P. To change or cancel the call, use this link (a "
            "reply does not cancel it): https://firm.example/booking?t=abc.def Reply STOP to opt "
            "out.");
  EXPECT_EQ(
      CallText(MessageKind::kReminder1h, Facts("es")),
      "Golden Coast Workers Law, APC: recuerde su llamada en una hora, domingo 1 de noviembre "
      "9:00 a. m. (hora de California). Ref GC-7Q4M-2K9P. Para cambiar o cancelar la llamada, use "
      "este enlace (responder no la cancela): https://firm.example/booking?t=abc.def Responda STOP "
      "si ya no quiere recibir mensajes.");
  EXPECT_EQ(CallText(MessageKind::kConfirmation, Facts("es")),
            "Golden Coast Workers Law, APC: reservamos su llamada para el domingo 1 de noviembre "
            "9:00 a. m. (hora de California). Ref GC-7Q4M-2K9P. Para cambiar o cancelar la "
            "llamada, use este enlace (responder no la cancela): "
            "https://firm.example/booking?t=abc.def Responda STOP si ya no quiere recibir "
            "mensajes.");
  EXPECT_EQ(CalendarTitle(Facts("es")), "Llamada con Golden Coast Workers Law, APC");
  EXPECT_EQ(CalendarDescription(Facts("en")),
            "We will call you at the number you gave us. Reference: GC-7Q4M-2K9P.\nChange or "
            "cancel: https://firm.example/booking?t=abc.def");
}

TEST(BookingWordsTest, Refusals) {
  EXPECT_EQ(RefusalText(Refusal::kSlotTaken, "es"),
            "Alguien acaba de reservar esa hora. Por favor, elija otra.");
  EXPECT_EQ(RefusalText(Refusal::kStorageDown, "en"),
            "We could not save your call just now. Please try again in a minute or call us.");
  EXPECT_EQ(RefusalText(Refusal::kLanguageBad, "es"), "Use en or es.");
}

}  // namespace
}  // namespace firm::booking
