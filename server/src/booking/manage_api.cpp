// PublicBookingApi's link to see, move or cancel a booked call (GET and POST
// /api/booking/manage), answered as JSON or, for a form sent without JavaScript, by a redirect
// back to the /booking page.
#include <nlohmann/json.hpp>

#include "booking/public_api.hpp"
#include "booking/public_parts.hpp"
#include "common/language.hpp"
#include "http/query.hpp"
#include "storage/iso_time.hpp"

namespace firm::booking {

using nlohmann::json;

http::Response PublicBookingApi::ManageGet(const http::Request&,
                                           const http::NormalizedPath& path) const {
  auto parsed = http::ParseQuery(path.query, {"t", "language"});
  if (!parsed) return api_.Error(http::ApiError::Of(400, parsed.Error()));
  const auto* query = &parsed.Value();
  const auto now = std::chrono::system_clock::now();
  const ManagedCall call = booker_.Open(http::FormValue(*query, "t"), now);
  const std::string& asked = http::FormValue(*query, "language");
  const std::string language = LanguageOr(call.row.language);
  switch (call.state) {
    case CallState::kStorageDown:
      return Refuse(503, "_body", asked, Refusal::kReadDown);
    case CallState::kBadToken:
      return Refuse(400, "t", asked, Refusal::kTokenBad);
    case CallState::kExpired:
      return Refuse(410, "t", asked, Refusal::kTokenGone);
    case CallState::kGone:
      return Refuse(410, "t", language, Refusal::kTokenGone);
    case CallState::kOpen:
      break;
  }
  json out = SlotJson(storage::ParseInstant(call.row.starts_at).value_or(Instant{}));
  out["reference"] = call.reference;
  out["state"] = call.row.state;
  out["language"] = language;
  return api_.Json(200, out);
}

http::Response PublicBookingApi::ManagePost(const http::Request& request) const {
  const bool form_post = http::IsFormPost(request);
  std::map<std::string, std::string> fields;
  if (form_post) {
    // A form too large or malformed to read comes back to the page, in the page's language.
    if (request.body.size() > kMaxFormBytes) {
      return BackToPage(FormPageLanguage(request.body), "bad");
    }
    auto values = http::FormFieldsOnce(request.body);
    if (!values) return BackToPage(FormPageLanguage(request.body), "bad");
    fields = std::move(*values);
  } else {
    if (auto refused = api_.CheckEnvelope(request)) return api_.Error(*refused);
    auto parsed = api_.ParseObject(request.body);
    if (!parsed) return api_.Error(parsed.Error());
    for (const auto& [name, value] : parsed.Value().items()) {
      if (value.is_string()) fields[name] = value.get<std::string>();
    }
  }
  // A form sent without JavaScript that cannot be carried out now comes back to its call with an
  // alert to try again in a minute ("busy"), as the API's 429 and 503 say.
  if (auto wait = Limited(limiter_, request)) {
    const std::string language = LanguageOr(http::FormValue(fields, "language"));
    return form_post ? BackToCall(language, http::FormValue(fields, "t"), "busy")
                     : TooMany(language, *wait);
  }
  const auto now = std::chrono::system_clock::now();
  const ManagedCall call = booker_.Open(http::FormValue(fields, "t"), now);
  // A form without JavaScript comes back to the page it was sent from, in that page's language
  // (a call in English can be managed from a Spanish page); the API answers in the call's.
  const std::string& page = http::FormValue(fields, "language");
  const std::string language =
      form_post && common::ParseLanguage(page)
          ? page
          : LanguageOr(call.row.language.empty() ? page : call.row.language);
  switch (call.state) {
    case CallState::kStorageDown:
      return form_post ? BackToCall(language, call.token, "busy")
                       : Refuse(503, "_body", language, Refusal::kReadDown);
    case CallState::kBadToken:
      return form_post ? BackToPage(language, "bad")
                       : Refuse(400, "t", language, Refusal::kTokenBad);
    case CallState::kExpired:
    case CallState::kGone:
      return form_post ? BackToPage(language, "gone")
                       : Refuse(410, "t", language, Refusal::kTokenGone);
    case CallState::kOpen:
      break;
  }
  const std::string action = http::FormValue(fields, "action");
  if (action == "cancel") {
    auto cancelled = booker_.Cancel(call, now);
    if (!cancelled) {
      return form_post ? BackToCall(language, call.token, "busy")
                       : Refuse(503, "_body", language, Refusal::kStorageDown);
    }
    if (!cancelled.Value()) {
      return form_post ? BackToPage(language, "gone")
                       : Refuse(410, "t", language, Refusal::kTokenGone);
    }
    return form_post ? BackToPage(language, "cancelled")
                     : api_.Json(200, json{{"state", "cancelled"}});
  }
  if (action != "move") {
    return form_post ? BackToCall(language, call.token, "action")
                     : Refuse(422, "action", language, Refusal::kActionBad);
  }
  auto start = ParseSlotText(http::FormValue(fields, "slot"));
  if (!start) {
    // No time picked (or one not of the list): "pick one of the listed times", not "taken".
    return form_post ? BackToCall(language, call.token, "slot-missing")
                     : Refuse(422, "slot", language, Refusal::kSlotMalformed);
  }
  auto moved = booker_.Move(call, *start, now);
  if (!moved) {
    return form_post ? BackToCall(language, call.token, "busy")
                     : Refuse(503, "_body", language, Refusal::kStorageDown);
  }
  if (moved.Value().outcome != BookOutcome::kBooked) {
    if (form_post) {
      return BackToCall(
          language, call.token,
          moved.Value().outcome == BookOutcome::kTooMany ? "contact-limit" : "slot-taken");
    }
    if (moved.Value().outcome == BookOutcome::kLeadBooked) {
      return Refuse(410, "t", language, Refusal::kTokenGone);
    }
    return NotBooked(language, moved.Value(), now);
  }
  if (form_post) return BackToCall(language, moved.Value().token, "moved");
  json out = BookedJson(moved.Value(), call.reference);
  out["state"] = "booked";
  return api_.Json(200, out);
}

}  // namespace firm::booking
