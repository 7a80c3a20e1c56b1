#include "booking/public_api.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "booking/public_parts.hpp"
#include "common/california_time.hpp"
#include "common/civil_date.hpp"
#include "common/text.hpp"
#include "http/query.hpp"
#include "intake/bot_trap.hpp"
#include "intake/intake_handler.hpp"
#include "intake/validation.hpp"
#include "leads/lead_booking.hpp"
#include "leads/lead_id.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

namespace {

using nlohmann::json;
using Pairs = std::vector<std::pair<std::string, std::string>>;
using metrics::IntakeRefusal;

// A form sent without JavaScript has no timer: it counts as slow enough (the honeypot stays).
constexpr std::int64_t kNoScriptElapsedMs = 60'000;

// The page of a booked call, in `language`.
std::string ManagePage(std::string_view language) {
  return language == "es" ? "/es/booking" : "/booking";
}

}  // namespace

// The helpers of booking/public_parts.hpp, shared by the public API's files.

bool IsForm(const http::Request& request) {
  const auto type = request.Header("Content-Type");
  return type && http::IsFormContentType(*type);
}

std::string LanguageOr(std::string_view language) { return language == "es" ? "es" : "en"; }

std::string FormPageLanguage(std::string_view body) {
  while (!body.empty()) {
    const auto amp = body.find('&');
    if (body.substr(0, amp) == "language=es") return "es";
    if (amp == std::string_view::npos) break;
    body.remove_prefix(amp + 1);
  }
  return "en";
}

http::Response BackToCall(std::string_view language, std::string_view token,
                          std::string_view done) {
  return http::SeeOther(ManagePage(language) + "?t=" + common::PercentEncode(token) +
                        "&done=" + std::string(done));
}

http::Response BackToPage(std::string_view language, std::string_view done) {
  return http::SeeOther(ManagePage(language) + "?done=" + std::string(done));
}

std::optional<std::map<std::string, std::string>> FormFieldsOnce(std::string_view body) {
  auto pairs = common::ParseFormEncoded(body);
  if (!pairs) return std::nullopt;
  std::map<std::string, std::string> out;
  for (auto& [name, value] : *pairs) {
    if (!out.emplace(name, value).second) return std::nullopt;
  }
  return out;
}

std::string Get(const std::map<std::string, std::string>& values, const std::string& name) {
  auto it = values.find(name);
  return it == values.end() ? std::string() : it->second;
}

json SlotJson(Instant start) {
  const LocalStamp local = Pacific(start);
  return json{{"start", SlotText(start)}, {"date", local.date}, {"time", local.time}};
}

json BookedJson(const Booked& booked, const std::string& reference) {
  const Instant start = storage::ParseInstant(booked.row.starts_at).value_or(Instant{});
  json out = SlotJson(start);
  out["manage"] = booked.token;
  if (!reference.empty()) out["reference"] = reference;
  return out;
}

json SlotsJson(const std::vector<Slot>& slots) {
  json out = json::array();
  for (const auto& slot : slots) out.push_back(SlotJson(slot.start));
  return out;
}

PublicBookingApi::PublicBookingApi(Booker& booker, const intake::FormDefinition& form,
                                   const intake::Rules& rules, const leads::LeadRecorder& recorder,
                                   intake::RateLimiter* limiter, intake::RateLimiter* slots_limiter,
                                   const site::SiteStore* pages)
    : booker_(booker),
      form_(form),
      rules_(rules),
      recorder_(recorder),
      limiter_(limiter),
      slots_limiter_(slots_limiter),
      pages_(pages),
      api_(http::JsonApi::Options{nullptr, kMaxFormBytes,
                                  "Please send the form as JSON (Content-Type: application/json).",
                                  "The form is too large to send."}),
      counters_(metrics::Process().Form(form.id)) {}

std::optional<long> PublicBookingApi::Limited(intake::RateLimiter* limiter,
                                              const http::Request& request) {
  if (!limiter) return std::nullopt;
  const auto decision = limiter->Attempt(request.client_address, intake::RateLimiter::Clock::now());
  if (decision.allowed) return std::nullopt;
  return decision.retry_after_seconds;
}

http::Response PublicBookingApi::Refuse(int status, std::string field, std::string_view language,
                                        Refusal refusal) const {
  return api_.Error(http::ApiError::Of(status, std::move(field), RefusalText(refusal, language)));
}

http::Response PublicBookingApi::TooMany(std::string_view language, long retry_after_seconds,
                                         Refusal refusal) const {
  // The limit per phone number and e-mail address has its own key ("contact"), so a page can say
  // to call instead of to wait a minute; the limit per address stays on "_body".
  const char* field = refusal == Refusal::kContactLimit ? "contact" : "_body";
  return api_.Error(http::ApiError::Of(429, field, RefusalText(refusal, language))
                        .RetryAfter(std::max(1L, retry_after_seconds)));
}

http::Response PublicBookingApi::NotBooked(std::string_view language, const Booked& booked,
                                           Instant now) const {
  if (booked.outcome == BookOutcome::kTooMany) {
    return TooMany(language, booked.retry_after_seconds, Refusal::kContactLimit);
  }
  if (booked.outcome == BookOutcome::kLeadBooked) {
    return Refuse(409, "lead", language, Refusal::kLeadBooked);
  }
  if (booked.outcome == BookOutcome::kNotOffered) {
    return Refuse(422, "slot", language, Refusal::kSlotNotOffered);
  }
  auto slots = booker_.Slots(std::string(language), now);
  json body{{"errors", {{"slot", {RefusalText(Refusal::kSlotTaken, language)}}}},
            {"slots", slots ? SlotsJson(slots.Value()) : json::array()}};
  return api_.Json(409, body);
}

http::Response PublicBookingApi::Slots(const http::Request& request,
                                       const http::NormalizedPath& path) const {
  auto query = http::ParseQuery(path.query, {"language"});
  if (!query) return api_.Error(http::ApiError::Of(400, query.Error()));
  const std::string language =
      query.Value().contains("language") ? Get(query.Value(), "language") : "en";
  if (language != "en" && language != "es") {
    return Refuse(400, "language", "en", Refusal::kLanguageBad);
  }
  if (auto wait = Limited(slots_limiter_, request)) return TooMany(language, *wait);
  auto slots = booker_.Slots(language, std::chrono::system_clock::now());
  if (!slots) return Refuse(503, "_body", language, Refusal::kStorageDown);
  return api_.Json(200, json{{"timeZone", common::kCaliforniaZoneName},
                             {"callMinutes", booker_.Context().settings.call_minutes},
                             {"slots", SlotsJson(slots.Value())}});
}

http::Response PublicBookingApi::BookForLead(const http::Request& request) const {
  if (auto refused = api_.CheckEnvelope(request)) return api_.Error(*refused);
  auto parsed = api_.ParseObject(request.body);
  if (!parsed) return api_.Error(parsed.Error());
  const json& body = parsed.Value();
  auto text = [&](const char* key) {
    auto it = body.find(key);
    return it != body.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  const std::string language_given = text("language");
  if (!language_given.empty() && language_given != "en" && language_given != "es") {
    return Refuse(422, "language", "en", Refusal::kLanguageBad);
  }
  const std::string language = LanguageOr(language_given);
  if (auto wait = Limited(limiter_, request)) return TooMany(language, *wait);
  const std::string lead = text("lead");
  if (!leads::IsLeadId(lead)) return Refuse(404, "lead", language, Refusal::kLeadUnknown);
  auto start = ParseSlotText(text("slot"));
  if (!start) return Refuse(422, "slot", language, Refusal::kSlotMalformed);
  const auto now = std::chrono::system_clock::now();
  auto booked = booker_.BookForLead(lead, language, *start, now);
  if (!booked) {
    std::cerr << "booking: storage error: " << booked.Error().message << std::endl;
    return Refuse(503, "_body", language, Refusal::kStorageDown);
  }
  if (!booked.Value()) return Refuse(404, "lead", language, Refusal::kLeadUnknown);
  if (booked.Value()->outcome != BookOutcome::kBooked) {
    return NotBooked(language, *booked.Value(), now);
  }
  return api_.Json(201, BookedJson(*booked.Value(), booked.Value()->reference));
}

http::Response PublicBookingApi::CallBooking(const http::Request& request) const {
  const bool form_post = IsForm(request);
  const auto now = std::chrono::system_clock::now();
  json body;
  std::string page_language = "en";
  if (form_post) {
    // A form too large or malformed to read comes back to its page, in the page's language.
    const std::string unread_prefix = FormPageLanguage(request.body) == "es" ? "/es" : "";
    if (request.body.size() > kMaxFormBytes) {
      counters_.Refused(IntakeRefusal::kTooLarge);
      return http::SeeOther(unread_prefix + "/book?error=invalid");
    }
    auto pairs = common::ParseFormEncoded(request.body);
    if (!pairs) {
      counters_.Refused(IntakeRefusal::kBadJson);  // a body that cannot be read, as for JSON
      return http::SeeOther(unread_prefix + "/book?error=invalid");
    }
    body = json::object();
    for (const auto& [name, value] : *pairs) body[name] = value;
    // Checkboxes arrive as "on" when ticked and not at all otherwise.
    for (const auto& field : form_.fields) {
      if (field.kind == intake::FieldKind::kConsent) body[field.name] = body.contains(field.name);
    }
    if (!body.contains("submissionId")) body["submissionId"] = leads::NewLeadId();
    body["elapsedMs"] = kNoScriptElapsedMs;
    if (body.contains("language") && body["language"] == "es") page_language = "es";
  } else {
    if (auto refused = api_.CheckEnvelope(request)) {
      counters_.Refused(intake::RefusalOf(*refused->problem));
      return api_.Error(*refused);
    }
    auto parsed = api_.ParseObject(request.body);
    if (!parsed) {
      counters_.Refused(intake::RefusalOf(*parsed.Error().problem));
      return api_.Error(parsed.Error());
    }
    body = std::move(parsed).Value();
    if (auto it = body.find("language"); it != body.end() && *it == "es") page_language = "es";
  }
  const std::string prefix = page_language == "es" ? "/es" : "";
  auto back = [&](std::string_view code) {
    return http::SeeOther(prefix + "/book?error=" + std::string(code));
  };
  if (auto wait = Limited(limiter_, request)) {
    counters_.Refused(IntakeRefusal::kRateLimited);
    return form_post ? back("busy") : TooMany(page_language, *wait);
  }
  if (intake::LooksLikeBot(rules_, body)) {
    counters_.Refused(IntakeRefusal::kBot);
    if (form_post) return http::SeeOther(prefix + "/thank-you");
    const std::string id = leads::NewLeadId();
    return api_.Json(
        201, json{{"id", id}, {"reference", leads::LeadReference(id)}, {"booking", nullptr}});
  }
  auto validated = intake::ValidateSubmission(form_, rules_, body, common::UtcToday(now));
  if (!validated) {
    counters_.Refused(IntakeRefusal::kValidation);
    return form_post ? back("invalid") : api_.Error(http::ApiError::Of(422, validated.Error()));
  }
  const intake::NormalizedLead& lead = validated.Value();
  leads::NewLead row =
      intake::LeadRowOf(leads::StoredFormType(form_.id), lead, request.Header("User-Agent"), now);
  const std::string call_language =
      lead.answers.value("callLanguage", std::string()) == "Spanish" ? "es" : "en";
  row.language = call_language;
  const std::string slot_text = lead.answers.value("slot", std::string());
  std::optional<Instant> start;
  if (!slot_text.empty()) start = ParseSlotText(slot_text);

  std::optional<Booked> refused;
  std::optional<Booked> booked;
  leads::InsertOutcome stored;
  auto done = booker_.Store().Database().Transact([&](storage::Transaction& tx) {
    auto recorded = recorder_.RecordIn(tx, row);
    if (!recorded) return storage::UnitResult::Err(recorded.Error());
    stored = recorded.Value();
    if (!start) return storage::UnitResult::Ok({});
    if (!stored.created) {
      // The same submission again: it answers with the call it booked, if any.
      auto current = BookingStore::BookedOfLead(tx, stored.lead_id);
      if (!current) return storage::UnitResult::Err(current.Error());
      if (current.Value()) {
        booked =
            Booked{BookOutcome::kBooked, *current.Value(), booker_.TokenFor(*current.Value()), ""};
      }
      return storage::UnitResult::Ok({});
    }
    auto found = leads::BookingLeadById(tx, stored.lead_id);
    if (!found) return storage::UnitResult::Err(found.Error());
    if (!found.Value()) return storage::UnitResult::Err({"the new lead vanished"});
    auto made = booker_.BookIn(tx, *found.Value(), call_language, *start, now);
    if (!made) return storage::UnitResult::Err(made.Error());
    if (made.Value().outcome != BookOutcome::kBooked) {
      refused = made.Value();
      // Nothing is stored: the worker picks another time and sends the form again.
      return storage::UnitResult::Err({"slot refused"});
    }
    booked = std::move(made).Value();
    return storage::UnitResult::Ok({});
  });
  if (refused) {
    // Past the limit per phone number and e-mail address, the form without JavaScript comes back
    // with "contact-limit" (the page asks to call: the wait can be a day).
    if (form_post) {
      return back(refused->outcome == BookOutcome::kTaken     ? "slot-taken"
                  : refused->outcome == BookOutcome::kTooMany ? "contact-limit"
                                                              : "invalid");
    }
    return NotBooked(call_language, *refused, now);
  }
  if (!done) {
    std::cerr << "call booking: storage error (" << recorder_.Engine()
              << "): " << done.Error().message << std::endl;
    counters_.Refused(IntakeRefusal::kStorageUnavailable);
    return form_post ? back("busy") : Refuse(503, "_body", page_language, Refusal::kStorageDown);
  }
  if (stored.created) recorder_.AfterCommit(row);
  if (form_post) {
    if (booked) return BackToCall(page_language, booked->token, "booked");
    return http::SeeOther(prefix + "/thank-you");
  }
  return api_.Json(201, json{{"id", stored.lead_id},
                             {"reference", leads::LeadReference(stored.lead_id)},
                             {"booking", booked ? BookedJson(*booked, "") : json(nullptr)}});
}

void PublicBookingApi::Register(http::Router& router) const {
  using http::NormalizedPath;
  using http::Request;
  router.Add("GET", "/api/booking/slots",
             [this](const Request& r, const NormalizedPath& p) { return Slots(r, p); });
  router.Add("POST", "/api/booking",
             [this](const Request& r, const NormalizedPath&) { return BookForLead(r); });
  router.Add("POST", form_.endpoint,
             [this](const Request& r, const NormalizedPath&) { return CallBooking(r); });
  router.Add("GET", "/api/booking/manage",
             [this](const Request& r, const NormalizedPath& p) { return ManageGet(r, p); });
  router.Add("POST", "/api/booking/manage",
             [this](const Request& r, const NormalizedPath&) { return ManagePost(r); });
  if (pages_) {
    for (const char* page : {"/book", "/es/book", "/booking", "/es/booking"}) {
      for (const char* method : {"GET", "HEAD"}) {
        router.Add(method, page,
                   [this](const Request& r, const NormalizedPath& p) { return Page(r, p); });
      }
    }
  }
  router.AddPrefix("GET", "/calendar",
                   [this](const Request& r, const NormalizedPath& p) { return Feed(r, p); });
}

}  // namespace firm::booking
