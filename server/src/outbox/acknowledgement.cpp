#include "outbox/acknowledgement.hpp"

#include "common/text.hpp"
#include "outbox/email.hpp"

namespace firm::outbox {

namespace {

constexpr std::size_t kSmsSegment = 160;
constexpr std::string_view kStopHelp = "Reply STOP to opt out, HELP for help.";
// The carriers' keywords stay in English in every language.
constexpr std::string_view kStopHelpSpanish = "Responda STOP para salir, HELP para ayuda.";
constexpr std::string_view kBoundary = "firm-ack-alternative";

// The firm's details as they go into a message: header-safe, bounded, with a
// stand-in when the build wrote none (a site built before they existed).
struct Firm {
  std::string name;
  std::string phone;
  std::string email;
};

Firm SafeFirm(const site::FirmContact& firm) {
  Firm safe{HeaderSafeText(firm.name, 100), HeaderSafeText(firm.phone_display, 40),
            HeaderSafeText(firm.email, 254)};
  if (safe.name.empty()) safe.name = "Our law firm";
  return safe;
}

// The reference reaches messages only in its own alphabet.
std::string SafeReference(const LeadRecord& lead) {
  std::string out;
  for (char c : lead.reference.substr(0, 20)) {
    if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || c == '-') out += c;
  }
  return out;
}

// One paragraph per entry; the plain text and the HTML say the same thing.
struct Paragraphs {
  std::string greeting;
  std::string received;
  std::string reference;
  std::string give_reference;
  std::string next_heading;
  std::vector<std::string> next;
  std::string reach;
  std::string not_lawyers;
  std::string no_details;
  std::string why;
};

// The Spanish e-mail (issue 19; words as docs/glossary-es.md).
Paragraphs SpanishParagraphs(const Firm& firm) {
  Paragraphs p;
  p.greeting = "Hola:";
  p.received = "Gracias por comunicarse con " + firm.name + ". Recibimos su solicitud.";
  p.reference = "Su número de referencia: ";
  p.give_reference = "Por favor, díganos este número cuando nos llame o nos escriba.";
  p.next_heading = "Qué pasa ahora";
  p.next = {
      "Una persona de nuestro equipo de admisión lee su solicitud.",
      "Le llamamos o le escribimos para hacerle algunas preguntas. Tenga su teléfono cerca y "
      "revise su carpeta de correo no deseado.",
      "Le decimos si podemos ayudarle y qué opciones tiene. Usted decide qué hacer.",
  };
  p.reach = firm.phone.empty()
                ? "Si quiere hablar con nosotros antes, responda a este correo."
                : "Si quiere hablar con nosotros antes, llámenos al " + firm.phone + ".";
  if (!firm.email.empty()) p.reach += " También puede escribirnos a " + firm.email + ".";
  p.not_lawyers =
      "Enviar una solicitud es gratis y confidencial. No nos convierte en sus abogados, y usted "
      "no tiene que contratarnos.";
  p.no_details =
      "Para proteger su privacidad, este correo no dice nada de su situación. Por favor, no nos "
      "mande detalles por correo; se los preguntaremos cuando hablemos.";
  p.why =
      "Recibió este mensaje porque alguien dio esta dirección en una solicitud en nuestro sitio "
      "web. Si no fue usted, puede ignorar este mensaje.";
  return p;
}

Paragraphs AckParagraphs(const Firm& firm, std::string_view language) {
  if (language == "es") return SpanishParagraphs(firm);
  Paragraphs p;
  p.greeting = "Hello,";
  p.received = "Thank you for contacting " + firm.name + ". We have received your request.";
  p.reference = "Your reference: ";
  p.give_reference = "Please give this reference when you call or write to us.";
  p.next_heading = "What happens next";
  p.next = {
      "A member of our intake team reads your request.",
      "We call or e-mail you to ask a few questions. Keep your phone close and check your spam "
      "folder.",
      "We tell you whether we can help and what your options are. You decide what to do.",
  };
  p.reach = firm.phone.empty() ? "If you want to reach us sooner, reply to this e-mail."
                               : "If you want to reach us sooner, call us at " + firm.phone + ".";
  if (!firm.email.empty()) p.reach += " You can also write to " + firm.email + ".";
  p.not_lawyers =
      "Sending a request is free and confidential. It does not make us your lawyers, and you "
      "do not have to hire us.";
  p.no_details =
      "For your privacy this e-mail says nothing about your situation. Please do not send "
      "details by e-mail; we will ask you when we speak.";
  p.why =
      "You received this because this address was given in a request on our website. If that "
      "was not you, you can ignore this message.";
  return p;
}

std::string PlainBody(const Paragraphs& p, const std::string& reference) {
  std::string text = p.greeting + "\n\n" + p.received + "\n\n" + p.reference + reference + "\n" +
                     p.give_reference + "\n\n" + p.next_heading + ":\n";
  for (std::size_t i = 0; i < p.next.size(); ++i) {
    text += std::to_string(i + 1) + ". " + p.next[i] + "\n";
  }
  text += "\n" + p.reach + "\n\n" + p.not_lawyers + "\n\n" + p.no_details + "\n\n" + p.why + "\n";
  return text;
}

std::string HtmlBody(const Paragraphs& p, const std::string& reference, const Firm& firm,
                     std::string_view language) {
  using common::HtmlEscape;
  auto para = [](const std::string& text) { return "<p>" + HtmlEscape(text) + "</p>\n"; };
  std::string html =
      "<!DOCTYPE html>\n<html lang=\"" + std::string(language == "es" ? "es" : "en") +
      "\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
      HtmlEscape(firm.name) +
      "</title>\n</head>\n<body style=\"font-family: Arial, sans-serif; font-size: 16px; "
      "line-height: 1.5; color: #1e293b; max-width: 36em;\">\n";
  html += para(p.greeting) + para(p.received);
  html += "<p>" + HtmlEscape(p.reference) + "<strong style=\"font-size: 20px;\">" +
          HtmlEscape(reference) + "</strong><br>\n" + HtmlEscape(p.give_reference) + "</p>\n";
  html += "<h2 style=\"font-size: 18px;\">" + HtmlEscape(p.next_heading) + "</h2>\n<ol>\n";
  for (const auto& step : p.next) html += "<li>" + HtmlEscape(step) + "</li>\n";
  html += "</ol>\n" + para(p.reach) + para(p.not_lawyers) + para(p.no_details);
  html += "<p style=\"font-size: 14px; color: #475569;\">" + HtmlEscape(p.why) + "</p>\n";
  html += "</body>\n</html>\n";
  return html;
}

}  // namespace

std::string BuildAcknowledgement(const LeadRecord& lead, const site::FirmContact& firm_contact,
                                 const std::string& from, std::chrono::system_clock::time_point now,
                                 std::string_view message_id) {
  const Firm firm = SafeFirm(firm_contact);
  const std::string reference = SafeReference(lead);
  const Paragraphs paragraphs = AckParagraphs(firm, lead.language);
  const std::string subject = lead.language == "es"
                                  ? "Recibimos su solicitud (referencia " + reference + ")"
                                  : "We received your request (reference " + reference + ")";
  std::string message = MailHeaderBlock(
      MailHeaderFields{firm.name, from, HeaderSafeText(lead.email, 254), subject, message_id, now},
      "Content-Type: multipart/alternative; boundary=\"" + std::string(kBoundary) + "\"\r\n");
  const std::string part_headers =
      "Content-Type: text/{type}; charset=UTF-8\r\nContent-Transfer-Encoding: "
      "quoted-printable\r\n\r\n";
  auto part = [&](std::string_view type, const std::string& body) {
    std::string headers = part_headers;
    headers.replace(headers.find("{type}"), 6, type);
    return "--" + std::string(kBoundary) + "\r\n" + headers + QuotedPrintable(body) + "\r\n";
  };
  message += part("plain", PlainBody(paragraphs, reference));
  message += part("html", HtmlBody(paragraphs, reference, firm, lead.language));
  message += "--" + std::string(kBoundary) + "--\r\n";
  return message;
}

std::string AcknowledgementText(const LeadRecord& lead, const site::FirmContact& firm_contact) {
  const Firm firm = SafeFirm(firm_contact);
  const bool spanish = lead.language == "es";
  // The Spanish words avoid á, í, ó and ú, which GSM-7 lacks (they would make the text UCS-2).
  const std::string start = spanish ? firm.name + ": recibimos su solicitud, ref " +
                                          SafeReference(lead) + ". Pronto le contactamos."
                                    : firm.name + ": we received your request, ref " +
                                          SafeReference(lead) + ". We will be in touch soon.";
  const std::string stop_help = spanish ? std::string(kStopHelpSpanish) : std::string(kStopHelp);
  std::string with_phone = start;
  if (!firm.phone.empty()) with_phone += (spanish ? " Llame al " : " Call ") + firm.phone + ".";
  with_phone += " " + stop_help;
  if (with_phone.size() <= kSmsSegment) return with_phone;
  std::string without_phone = start + " " + stop_help;
  if (without_phone.size() <= kSmsSegment) return without_phone;
  // A very long name is cut (at a word where it can be), never the opt-out words.
  const std::size_t over = without_phone.size() - kSmsSegment;
  std::string name = firm.name.substr(0, firm.name.size() > over ? firm.name.size() - over : 0);
  // Never half a UTF-8 character.
  while (!name.empty() && (static_cast<unsigned char>(name.back()) & 0x80) != 0 &&
         (static_cast<unsigned char>(name.back()) & 0xC0) != 0xC0) {
    name.pop_back();
  }
  if (!name.empty() && (static_cast<unsigned char>(name.back()) & 0xC0) == 0xC0) name.pop_back();
  while (!name.empty() && name.back() == ' ') name.pop_back();
  return name + without_phone.substr(firm.name.size());
}

// The Spanish answers avoid á, í, ó and ú, which GSM-7 lacks (see AcknowledgementText).
std::string SmsHelpText(const site::FirmContact& firm_contact, std::string_view language) {
  const Firm firm = SafeFirm(firm_contact);
  if (language == "es") {
    std::string text = firm.name + ": ";
    text += firm.phone.empty() ? "responda a este mensaje para hablar con nosotros."
                               : "llame al " + firm.phone + ".";
    return text + " Responda STOP para dejar de recibir mensajes.";
  }
  std::string text = firm.name + ": ";
  text +=
      firm.phone.empty() ? "reply to this number to reach us." : "call us at " + firm.phone + ".";
  return text + " Reply STOP to stop texts.";
}

std::string SmsStoppedText(const site::FirmContact& firm_contact, std::string_view language) {
  if (language == "es") {
    return SafeFirm(firm_contact).name +
           ": ya no le enviaremos mensajes. Responda START para recibirlos de nuevo.";
  }
  return SafeFirm(firm_contact).name +
         ": you will not get more texts from us. Reply START to receive them again.";
}

std::string SmsStartedText(const site::FirmContact& firm_contact, std::string_view language) {
  if (language == "es") {
    return SafeFirm(firm_contact).name + ": le enviaremos mensajes de nuevo. " +
           std::string(kStopHelpSpanish);
  }
  return SafeFirm(firm_contact).name + ": texts are on again. " + std::string(kStopHelp);
}

std::string InLanguage(std::string_view language,
                       const std::function<std::string(std::string_view)>& text) {
  if (language == "en" || language == "es") return text(language);
  return text("en") + "\n" + text("es");
}

// No á, é, í, ó or ú in the Spanish (see AcknowledgementText): the texts stay GSM-7.
std::string AutoAnswerText(const site::FirmContact& firm_contact, std::string_view site_origin) {
  const Firm firm = SafeFirm(firm_contact);
  std::string origin(site_origin);
  while (!origin.empty() && origin.back() == '/') origin.pop_back();
  return firm.name + ": we got your text and a person will answer soon. To tell us more, " +
         "fill in our free case review: " + origin + "/case-review " + std::string(kStopHelp) +
         "\n" + firm.name + ": recibimos su mensaje y una persona le responde pronto. Para " +
         "darnos los detalles, llene este formulario gratuito: " + origin + "/es/case-review " +
         std::string(kStopHelpSpanish);
}

std::string FollowUpText(const site::FirmContact& firm_contact, std::string_view reference,
                         std::string_view language) {
  const Firm firm = SafeFirm(firm_contact);
  const std::string ref = HeaderSafeText(reference, 20);
  return InLanguage(language, [&](std::string_view lang) {
    if (lang == "es") {
      std::string text = firm.name + ": intentamos llamarle por su solicitud " + ref +
                         ". Responda con una buena hora para llamarle";
      if (!firm.phone.empty()) text += ", o llame al " + firm.phone;
      return text + ". " + std::string(kStopHelpSpanish);
    }
    std::string text = firm.name + ": we just tried to call you about your request " + ref +
                       ". Reply with a good time to call";
    if (!firm.phone.empty()) text += ", or call us at " + firm.phone;
    return text + ". " + std::string(kStopHelp);
  });
}

SendResult AckEmailChannel::Send(const Delivery& delivery, const LeadRecord& lead,
                                 const std::atomic<bool>& abort) const {
  const std::string to = HeaderSafeText(lead.email, 254);
  if (to.empty() || to.find('@') == std::string::npos) return Refused("the lead has no e-mail");
  const std::string message =
      BuildAcknowledgement(lead, firm_, from_, std::chrono::system_clock::now(), delivery.id);
  return SendMail(settings_, from_, to, message, timeout_, abort);
}

HttpPost SmsRequest(const config::SmsSettings& settings, const std::string& to,
                    const std::string& body, const std::string& status_callback) {
  std::string base = settings.url;
  while (!base.empty() && base.back() == '/') base.pop_back();
  HttpPost post;
  post.url =
      base + "/2010-04-01/Accounts/" + common::PercentEncode(settings.account) + "/Messages.json";
  post.body = "To=" + common::PercentEncode(to) + "&From=" + common::PercentEncode(settings.from) +
              "&Body=" + common::PercentEncode(body);
  if (!status_callback.empty())
    post.body += "&StatusCallback=" + common::PercentEncode(status_callback);
  post.headers = {"Content-Type: application/x-www-form-urlencoded"};
  post.basic_auth = settings.account + ":" + settings.token;
  return post;
}

SendResult AckSmsChannel::Send(const Delivery&, const LeadRecord& lead,
                               const std::atomic<bool>& abort) const {
  if (lead.sms_opted_out) return Refused("the number opted out of texts (STOP)");
  if (!lead.sms_consent) return Refused("the worker did not agree to texts");
  return SendHttpPost(SmsRequest(settings_, lead.phone, AcknowledgementText(lead, firm_)), timeout_,
                      abort);
}

}  // namespace firm::outbox
