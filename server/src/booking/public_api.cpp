#include "booking/public_api.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "booking/public_parts.hpp"
#include "common/california_time.hpp"
#include "common/civil_date.hpp"
#include "common/language.hpp"
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

// The language of an answer to a request that names none, or a bad one.
constexpr std::string_view kDefaultLanguage = common::Code(common::Language::kEnglish);

// The "language" of a JSON object ("en" when there is none, or it is not a language's code).
std::string BodyLanguage(const json& body) {
  const auto it = body.is_object() ? body.find("language") : body.end();
  const bool given = body.is_object() && it != body.end() && it->is_string();
  return LanguageOr(given ? it->get<std::string>() : std::string());
}

// The page of a booked call, in `language`.
std::string ManagePage(std::string_view language) {
  return std::string(common::PathPrefix(common::LanguageOr(language))) + "/booking";
}

}  // namespace

// The helpers of booking/public_parts.hpp, shared by the public API's files.

std::string LanguageOr(std::string_view language) {
  return std::string(common::Code(common::LanguageOr(language)));
}

std::string CallLanguage(const intake::NormalizedLead& lead) {
  // The form's "callLanguage" choice names the language ("Spanish"): the call is in it.
  const bool spanish = lead.answers.value("callLanguage", std::string()) == "Spanish";
  return std::string(
      common::Code(spanish ? common::Language::kSpanish : common::Language::kEnglish));
}

std::string FormPageLanguage(std::string_view body) {
  while (!body.empty()) {
    const auto amp = body.find('&');
    const std::string_view pair = body.substr(0, amp);
    if (pair.starts_with("language=")) {
      if (auto language = common::ParseLanguage(pair.substr(9))) {
        return std::string(common::Code(*language));
      }
    }
    if (amp == std::string_view::npos) break;
    body.remove_prefix(amp + 1);
  }
  return std::string(common::Code(common::Language::kEnglish));
}

http::Response BackToCall(std::string_view language, std::string_view token,
                          std::string_view done) {
  return http::SeeOther(ManagePage(language) + "?t=" + common::PercentEncode(token) +
                        "&done=" + std::string(done));
}

http::Response BackToPage(std::string_view language, std::string_view done) {
  return http::SeeOther(ManagePage(language) + "?done=" + std::string(done));
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
                                   const intake::Arrival& arrival, intake::RateLimiter* limiter,
                                   intake::RateLimiter* slots_limiter, const site::SiteStore* pages)
    : booker_(booker),
      form_(form),
      arrival_(arrival),
      limiter_(limiter),
      slots_limiter_(slots_limiter),
      pages_(pages),
      api_(http::JsonApi::Options{nullptr, kMaxFormBytes,
                                  "Please send the form as JSON (Content-Type: application/json).",
                                  "The form is too large to send."}),
      json_kind_(arrival.Kind(form, arrival.JsonReader(kMaxFormBytes),
                              [](leads::NewLead& row, const intake::NormalizedLead& lead) {
                                row.language = CallLanguage(lead);
                              })),
      form_kind_(arrival.Kind(form, FormReader(), json_kind_.complete_row)) {}

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
  const std::string language = query.Value().contains("language")
                                   ? http::FormValue(query.Value(), "language")
                                   : std::string(kDefaultLanguage);
  if (!common::ParseLanguage(language)) {
    return Refuse(400, "language", kDefaultLanguage, Refusal::kLanguageBad);
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
  if (!language_given.empty() && !common::ParseLanguage(language_given)) {
    return Refuse(422, "language", kDefaultLanguage, Refusal::kLanguageBad);
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

intake::BodyReader PublicBookingApi::FormReader() const {
  using intake::BodyRefusal;
  using Parsed = common::Result<json, BodyRefusal>;
  return intake::BodyReader{
      [](const http::Request& request) -> std::optional<BodyRefusal> {
        if (request.body.size() <= kMaxFormBytes) return std::nullopt;
        return BodyRefusal{IntakeRefusal::kTooLarge,
                           http::ApiError::Of(413, "_body", "The form is too large to send.")};
      },
      [this](const http::Request& request) -> Parsed {
        auto pairs = common::ParseFormEncoded(request.body);
        if (!pairs) {
          // A body that cannot be read, as for JSON.
          return Parsed::Err(BodyRefusal{IntakeRefusal::kBadJson,
                                         http::ApiError::Of(400, "_body", "Malformed form.")});
        }
        json body = json::object();
        for (const auto& [name, value] : *pairs) body[name] = value;
        // Checkboxes arrive as "on" when ticked and not at all otherwise.
        for (const auto& field : form_.fields) {
          if (field.kind == intake::FieldKind::kConsent) {
            body[field.name] = body.contains(field.name);
          }
        }
        if (!body.contains("submissionId")) body["submissionId"] = leads::NewLeadId();
        body["elapsedMs"] = kNoScriptElapsedMs;
        return Parsed::Ok(std::move(body));
      }};
}

http::Response PublicBookingApi::CallBooking(const http::Request& request) const {
  using intake::ArrivalStop;
  const bool form_post = http::IsFormPost(request);
  const auto now = std::chrono::system_clock::now();
  // The kind's step, in the lead's transaction: the call, or for a repeated submission the call
  // it booked, if any.
  std::optional<Booked> refused;
  std::optional<Booked> booked;
  const intake::KindStep book =
      [&](storage::Transaction& tx, const leads::InsertOutcome& stored, const leads::NewLead& row,
          const intake::NormalizedLead& lead) -> common::Result<bool, storage::StorageError> {
    using R = common::Result<bool, storage::StorageError>;
    const std::string slot_text = lead.answers.value("slot", std::string());
    if (slot_text.empty()) return R::Ok(true);
    const auto start = ParseSlotText(slot_text);
    if (!start) return R::Ok(true);
    if (!stored.created) {
      auto current = BookingStore::BookedOfLead(tx, stored.lead_id);
      if (!current) return R::Err(current.Error());
      if (current.Value()) {
        booked =
            Booked{BookOutcome::kBooked, *current.Value(), booker_.TokenFor(*current.Value()), ""};
      }
      return R::Ok(true);
    }
    auto found = leads::BookingLeadById(tx, stored.lead_id);
    if (!found) return R::Err(found.Error());
    if (!found.Value()) return R::Err({"the new lead vanished"});
    auto made = booker_.BookIn(tx, *found.Value(), row.language, *start, now);
    if (!made) return R::Err(made.Error());
    if (made.Value().outcome != BookOutcome::kBooked) {
      // Nothing is stored: the worker picks another time and sends the form again.
      refused = made.Value();
      return R::Ok(false);
    }
    booked = std::move(made).Value();
    return R::Ok(true);
  };
  const intake::Arrived arrived = arrival_.Run(request, form_post ? form_kind_ : json_kind_, book);

  // The page's language: the body's, read from the raw body when the pipeline stopped before
  // reading it (a form too large, or a client over its limit).
  std::string page_language;
  if (arrived.body.is_object()) {
    page_language = BodyLanguage(arrived.body);
  } else if (form_post) {
    page_language = FormPageLanguage(request.body);
  } else {
    page_language = BodyLanguage(json::parse(request.body, nullptr, false));
  }
  const std::string prefix(common::PathPrefix(common::LanguageOr(page_language)));
  auto back = [&](std::string_view code) {
    return http::SeeOther(prefix + "/book?error=" + std::string(code));
  };
  switch (arrived.stop) {
    case ArrivalStop::kEnvelope:
    case ArrivalStop::kUnreadable:
      return form_post ? back("invalid") : api_.Error(*arrived.error);
    case ArrivalStop::kRateLimited:
      return form_post ? back("busy") : TooMany(page_language, arrived.retry_after_seconds);
    case ArrivalStop::kBot:
      if (form_post) return http::SeeOther(prefix + "/thank-you");
      return api_.Json(201, json{{"id", arrived.bot_id},
                                 {"reference", leads::LeadReference(arrived.bot_id)},
                                 {"booking", nullptr}});
    case ArrivalStop::kInvalid:
      return form_post ? back("invalid") : api_.Error(*arrived.error);
    case ArrivalStop::kDeclined:
      // Past the limit per phone number and e-mail address, the form without JavaScript comes
      // back with "contact-limit" (the page asks to call: the wait can be a day).
      if (form_post) {
        return back(refused->outcome == BookOutcome::kTaken     ? "slot-taken"
                    : refused->outcome == BookOutcome::kTooMany ? "contact-limit"
                                                                : "invalid");
      }
      return NotBooked(CallLanguage(*arrived.lead), *refused, now);
    case ArrivalStop::kStorage:
      return form_post ? back("busy") : Refuse(503, "_body", page_language, Refusal::kStorageDown);
    case ArrivalStop::kNone:
      break;
  }
  if (form_post) {
    if (booked) return BackToCall(page_language, booked->token, "booked");
    return http::SeeOther(prefix + "/thank-you");
  }
  const std::string& id = arrived.stored.lead_id;
  return api_.Json(201, json{{"id", id},
                             {"reference", leads::LeadReference(id)},
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
