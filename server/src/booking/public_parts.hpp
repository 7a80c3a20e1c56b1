#pragma once

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "booking/booker.hpp"
#include "http/form_post.hpp"
#include "http/message.hpp"
#include "intake/validation.hpp"

// What the files of the worker's side of booking share (public_api.cpp: the slots and the /book
// form; manage_api.cpp: the link to move or cancel a call; plain_pages.cpp: the pages without
// JavaScript; calendar_feed.cpp: the staff members' feeds). Not for other modules.
namespace firm::booking {

inline constexpr std::size_t kMaxFormBytes = 16 * 1024;

std::string LanguageOr(std::string_view language);
// The language of the call the /book form asked for ("en" or "es").
std::string CallLanguage(const intake::NormalizedLead& lead);
// The language of the page a form without JavaScript was sent from (its hidden "language" field),
// read from the raw body so that a body too large or malformed to read still comes back to a
// page in the worker's language: "es" when a "language=es" pair is there, else "en".
std::string FormPageLanguage(std::string_view body);
// A form sent without JavaScript comes back to the page of the call `token` names, saying why.
http::Response BackToCall(std::string_view language, std::string_view token, std::string_view done);
// Or to the page without a call (the link is bad or has ended, or the call was cancelled).
http::Response BackToPage(std::string_view language, std::string_view done);
nlohmann::json SlotJson(Instant start);
nlohmann::json BookedJson(const Booked& booked, const std::string& reference);

}  // namespace firm::booking
