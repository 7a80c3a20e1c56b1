#include "outbox/acknowledgement.hpp"

#include <nlohmann/json.hpp>

#include "common/language.hpp"
#include "common/text.hpp"
#include "outbox/email.hpp"

namespace firm::outbox {

namespace {

constexpr std::size_t kSmsSegment = 160;

// config/words/worker-messages.json, built in (cmake/embed_text.cmake), parsed once.
const nlohmann::json& AllWords() {
  static const nlohmann::json words = [] {
    std::string text;
    for (auto piece : WorkerWordsText()) text += piece;
    return nlohmann::json::parse(text);
  }();
  return words;
}

}  // namespace

const nlohmann::json& WorkerWords(std::string_view language) {
  return AllWords().at(std::string(common::Code(common::LanguageOr(language))));
}

std::vector<std::string> WorkerWordLanguages() {
  std::vector<std::string> out;
  for (const auto& [key, value] : AllWords().items()) {
    if (value.is_object()) out.push_back(key);
  }
  return out;
}

std::string WorkerWord(std::string_view language, std::initializer_list<std::string_view> path) {
  const nlohmann::json* at = &WorkerWords(language);
  for (std::string_view key : path) at = &at->at(key);
  return at->get<std::string>();
}

std::string FillWords(std::string text,
                      std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
  for (const auto& [name, value] : values) {
    std::string slot = "{";
    slot.append(name).append("}");
    for (auto at = text.find(slot); at != std::string::npos;
         at = text.find(slot, at + value.size())) {
      text.replace(at, slot.size(), value);
    }
  }
  return text;
}

namespace {

// The firm's details as they go into a message: header-safe, bounded, with a
// stand-in when the build wrote none (a site built before they existed).
struct Firm {
  std::string name;
  std::string phone;
  std::string email;
};

Firm SafeFirm(const site::FirmContact& firm,
              std::string_view language = common::Code(common::Language::kEnglish)) {
  Firm safe{HeaderSafeText(firm.name, 100), HeaderSafeText(firm.phone_display, 40),
            HeaderSafeText(firm.email, 254)};
  if (safe.name.empty()) safe.name = WorkerWord(language, {"email", "firmFallback"});
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

// The e-mail's paragraphs in the lead's language (config/words/worker-messages.json "email").
Paragraphs AckParagraphs(const Firm& firm, std::string_view language) {
  const auto& words = WorkerWords(language).at("email");
  auto word = [&](const char* key) { return words.at(key).get<std::string>(); };
  Paragraphs p;
  p.greeting = word("greeting");
  p.received = FillWords(word("received"), {{"firm", firm.name}});
  p.reference = word("reference");
  p.give_reference = word("giveReference");
  p.next_heading = word("nextHeading");
  p.next = words.at("next").get<std::vector<std::string>>();
  p.reach = firm.phone.empty() ? word("reachByReply")
                               : FillWords(word("reachByPhone"), {{"phone", firm.phone}});
  if (!firm.email.empty()) {
    p.reach += " ";
    p.reach += FillWords(word("alsoWrite"), {{"email", firm.email}});
  }
  p.not_lawyers = word("notLawyers");
  p.no_details = word("noDetails");
  p.why = word("why");
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
      "<!DOCTYPE html>\n<html lang=\"" + std::string(common::Code(common::LanguageOr(language))) +
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
  const Firm firm = SafeFirm(firm_contact, lead.language);
  const std::string reference = SafeReference(lead);
  const Paragraphs paragraphs = AckParagraphs(firm, lead.language);
  const std::string subject =
      FillWords(WorkerWord(lead.language, {"email", "subject"}), {{"reference", reference}});
  return BuildMail({{firm.name, from, HeaderSafeText(lead.email, 254), subject, message_id, now},
                    {},
                    "alternative",
                    {{"text/plain", PlainBody(paragraphs, reference), {}, ""},
                     {"text/html", HtmlBody(paragraphs, reference, firm, lead.language), {}, ""}}});
}

std::string AcknowledgementText(const LeadRecord& lead, const site::FirmContact& firm_contact) {
  const Firm firm = SafeFirm(firm_contact, lead.language);
  const std::string_view language = lead.language;
  const std::string start = FillWords(WorkerWord(language, {"sms", "acknowledgement"}),
                                      {{"firm", firm.name}, {"reference", SafeReference(lead)}});
  const std::string stop_help = WorkerWord(language, {"sms", "stopHelp"});
  std::string with_phone = start;
  if (!firm.phone.empty()) {
    with_phone += " ";
    with_phone += FillWords(WorkerWord(language, {"sms", "callUs"}), {{"phone", firm.phone}});
  }
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

std::string SmsHelpText(const site::FirmContact& firm_contact, std::string_view language) {
  const Firm firm = SafeFirm(firm_contact, language);
  return firm.phone.empty()
             ? FillWords(WorkerWord(language, {"sms", "helpByReply"}), {{"firm", firm.name}})
             : FillWords(WorkerWord(language, {"sms", "helpByPhone"}),
                         {{"firm", firm.name}, {"phone", firm.phone}});
}

std::string SmsStoppedText(const site::FirmContact& firm_contact, std::string_view language) {
  return FillWords(WorkerWord(language, {"sms", "stopped"}),
                   {{"firm", SafeFirm(firm_contact, language).name}});
}

std::string SmsStartedText(const site::FirmContact& firm_contact, std::string_view language) {
  return FillWords(WorkerWord(language, {"sms", "started"}),
                   {{"firm", SafeFirm(firm_contact, language).name},
                    {"stopHelp", WorkerWord(language, {"sms", "stopHelp"})}});
}

// The text in every language, English first, one a line.
std::string EveryLanguage(const std::function<std::string(std::string_view)>& text) {
  std::string out;
  for (common::Language language : common::kLanguages) {
    if (!out.empty()) out += "\n";
    out += text(common::Code(language));
  }
  return out;
}

std::string InLanguage(std::string_view language,
                       const std::function<std::string(std::string_view)>& text) {
  if (common::ParseLanguage(language)) return text(language);
  return EveryLanguage(text);
}

std::string AutoAnswerText(const site::FirmContact& firm_contact, std::string_view site_origin) {
  std::string origin(site_origin);
  while (!origin.empty() && origin.back() == '/') origin.pop_back();
  auto answer = [&](std::string_view language) {
    const std::string link = origin + WorkerWord(language, {"sms", "caseReviewPath"});
    return FillWords(WorkerWord(language, {"sms", "autoAnswer"}),
                     {{"firm", SafeFirm(firm_contact, language).name},
                      {"link", link},
                      {"stopHelp", WorkerWord(language, {"sms", "stopHelp"})}});
  };
  return EveryLanguage(answer);
}

std::string FollowUpText(const site::FirmContact& firm_contact, std::string_view reference,
                         std::string_view language) {
  const std::string ref = HeaderSafeText(reference, 20);
  return InLanguage(language, [&](std::string_view lang) {
    const Firm firm = SafeFirm(firm_contact, lang);
    return FillWords(
        WorkerWord(lang, {"sms", firm.phone.empty() ? "followUp" : "followUpWithPhone"}),
        {{"firm", firm.name},
         {"reference", ref},
         {"phone", firm.phone},
         {"stopHelp", WorkerWord(lang, {"sms", "stopHelp"})}});
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
