#include "staff/booking_api.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "booking/slots.hpp"
#include "common/civil_date.hpp"
#include "common/crypto.hpp"
#include "common/language.hpp"
#include "common/text.hpp"
#include "config/env_values.hpp"
#include "http/path.hpp"
#include "http/query.hpp"
#include "leads/lead_booking.hpp"
#include "staff/api_support.hpp"
#include "staff/lead_query.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 7> kDays = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};
constexpr std::size_t kMaxRangesADay = 8;
constexpr std::size_t kMaxDaysOff = 366;

constexpr std::string_view kNotYours = "Only an admin may see or change another user's hours.";
constexpr std::string_view kNoSuchUser = "No such user.";
constexpr std::string_view kBadTime =
    "Not a time: use HH:MM on a 5-minute grid (24:00 ends a day).";
constexpr std::string_view kEndsBeforeStart = "This range ends before it starts.";
constexpr std::string_view kOverlaps = "This range overlaps the one before it.";
constexpr std::string_view kTooManyRanges = "At most 8 ranges a day.";
constexpr std::string_view kBadDate = "Not a date: use YYYY-MM-DD.";
constexpr std::string_view kBadLanguages = "A list of en and es.";
constexpr std::string_view kBadShape = "Give weekly, daysOff and languages.";
constexpr std::string_view kBadView = "Use today or mine.";
constexpr std::string_view kBadOutcome = "Choose done or no_show.";
constexpr std::string_view kNotBooked = "This lead has no booked call to mark.";
constexpr std::string_view kNotStarted = "The call has not started yet.";

// Minutes from midnight of "HH:MM" on the 5-minute grid (config::ParseClock: 24:00 ends a
// day); -1 for anything else.
int GridMinutes(const json& range, const char* key) {
  if (!range.is_object() || !range.contains(key) || !range[key].is_string()) return -1;
  const auto minutes = config::ParseClock(range[key].get<std::string>());
  return minutes && *minutes % 5 == 0 ? static_cast<int>(*minutes) : -1;
}

std::string ClockText(unsigned minutes) {
  char text[16];
  std::snprintf(text, sizeof text, "%02u:%02u", minutes / 60, minutes % 60);
  return text;
}

// Enough to be sure the name is a real user's: the route's own check.
bool MaySee(const SessionUser& user, const std::string& username) {
  return user.role == Role::kAdmin || user.username == username;
}

}  // namespace

common::Result<booking::Availability, http::FieldErrors> ParseAvailability(const json& body) {
  using R = common::Result<booking::Availability, http::FieldErrors>;
  http::FieldErrors errors;
  booking::Availability out;
  for (const auto& [key, value] : body.items()) {
    if (key != "weekly" && key != "daysOff" && key != "languages") {
      errors[key].push_back("This field is not part of availability.");
    }
  }
  const json* weekly = body.contains("weekly") ? &body["weekly"] : nullptr;
  const json* days_off = body.contains("daysOff") ? &body["daysOff"] : nullptr;
  const json* languages = body.contains("languages") ? &body["languages"] : nullptr;
  if (!weekly || !weekly->is_object() || !days_off || !days_off->is_array() || !languages ||
      !languages->is_array()) {
    errors["_body"].push_back(std::string(kBadShape));
    return R::Err(std::move(errors));
  }
  for (const auto& [day, ranges] : weekly->items()) {
    const auto found = std::find(kDays.begin(), kDays.end(), day);
    const std::string field = "weekly." + day;
    if (found == kDays.end()) {
      errors[field].push_back("Not a day: use sun, mon, tue, wed, thu, fri or sat.");
      continue;
    }
    if (!ranges.is_array()) {
      errors[field].push_back("A list of ranges {start, end}.");
      continue;
    }
    if (ranges.size() > kMaxRangesADay) {
      errors[field].push_back(std::string(kTooManyRanges));
      continue;
    }
    const auto weekday = static_cast<unsigned>(found - kDays.begin());
    std::vector<std::pair<booking::HoursRange, std::size_t>> day_ranges;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      const std::string at = field + "." + std::to_string(i);
      const json& range = ranges[i];
      const int start = GridMinutes(range, "start");
      const int end = GridMinutes(range, "end");
      if (start < 0 || end < 0 || start >= 24 * 60) {
        errors[at].push_back(std::string(kBadTime));
      } else if (end <= start) {
        errors[at].push_back(std::string(kEndsBeforeStart));
      } else {
        day_ranges.push_back(
            {{weekday, static_cast<unsigned>(start), static_cast<unsigned>(end)}, i});
      }
    }
    std::sort(day_ranges.begin(), day_ranges.end(), [](const auto& a, const auto& b) {
      return a.first.start_minute < b.first.start_minute;
    });
    for (std::size_t i = 0; i < day_ranges.size(); ++i) {
      if (i > 0 && day_ranges[i - 1].first.end_minute > day_ranges[i].first.start_minute) {
        errors[field + "." + std::to_string(day_ranges[i].second)].push_back(
            std::string(kOverlaps));
      }
      out.weekly.push_back(day_ranges[i].first);
    }
  }
  if (days_off->size() > kMaxDaysOff) errors["daysOff"].push_back("At most 366 days off.");
  std::set<std::string> days;
  for (std::size_t i = 0; i < days_off->size() && i < kMaxDaysOff; ++i) {
    const json& day = (*days_off)[i];
    if (!day.is_string() || day.get<std::string>().size() != 10 ||
        !common::ParseCivilDate(day.get<std::string>())) {
      errors["daysOff." + std::to_string(i)].push_back(std::string(kBadDate));
    } else {
      days.insert(day.get<std::string>());
    }
  }
  out.days_off.assign(days.begin(), days.end());
  std::set<std::string> chosen;
  for (const auto& language : *languages) {
    if (!language.is_string() || !common::ParseLanguage(language.get<std::string>())) {
      errors["languages"].push_back(std::string(kBadLanguages));
      break;
    }
    chosen.insert(language.get<std::string>());
  }
  out.languages.assign(chosen.begin(), chosen.end());
  std::sort(out.weekly.begin(), out.weekly.end(), [](const auto& a, const auto& b) {
    return std::pair{a.weekday, a.start_minute} < std::pair{b.weekday, b.start_minute};
  });
  if (!errors.empty()) return R::Err(std::move(errors));
  return R::Ok(std::move(out));
}

json AvailabilityJson(const booking::Availability& availability) {
  json weekly = json::object();
  for (auto day : kDays) weekly[std::string(day)] = json::array();
  for (const auto& range : availability.weekly) {
    weekly[std::string(kDays[range.weekday])].push_back(
        json{{"start", ClockText(range.start_minute)}, {"end", ClockText(range.end_minute)}});
  }
  return json{{"weekly", weekly},
              {"daysOff", availability.days_off},
              {"languages", availability.languages}};
}

BookingApi::BookingApi(booking::Booker& booker, std::vector<std::string> form_ids, AdminClock clock)
    : booker_(booker), form_ids_(std::move(form_ids)), clock_(std::move(clock)) {}

http::Response BookingApi::GetAvailability(const Params& params, const SessionUser& user) const {
  const std::string username = common::AsciiLower(params.at("username"));
  if (!MaySee(user, username)) return Error(403, "username", kNotYours);
  auto found = booker_.Store().UserByName(username);
  if (!found) return StorageDown("availability", found.Error());
  if (!found.Value()) return Error(404, "username", kNoSuchUser);
  auto availability = booker_.Store().AvailabilityOf(found.Value()->id);
  if (!availability) return StorageDown("availability", availability.Error());
  return AvailabilityAnswer(availability.Value());
}

http::Response BookingApi::AvailabilityAnswer(const booking::Availability& availability) const {
  json out = AvailabilityJson(availability);
  const auto& settings = booker_.Context().settings;
  out["settings"] = json{{"callMinutes", settings.call_minutes},
                         {"bufferMinutes", settings.buffer_minutes},
                         {"horizonDays", settings.horizon_days},
                         {"minNoticeMinutes", settings.min_notice_minutes}};
  return Api().Json(200, out);
}

http::Response BookingApi::PutAvailability(const http::Request& request, const Params& params,
                                           const SessionUser& user) const {
  const std::string username = common::AsciiLower(params.at("username"));
  if (!MaySee(user, username)) return Error(403, "username", kNotYours);
  if (auto refused = Api().CheckEnvelope(request)) return Api().Error(*refused);
  auto body = Api().ParseObject(request.body);
  if (!body) return Api().Error(body.Error());
  auto availability = ParseAvailability(body.Value());
  if (!availability) return Api().Error(http::ApiError::Of(422, availability.Error()));
  auto found = booker_.Store().UserByName(username);
  if (!found) return StorageDown("availability", found.Error());
  if (!found.Value()) return Error(404, "username", kNoSuchUser);
  if (auto saved = booker_.Store().SaveAvailability(found.Value()->id, availability.Value());
      !saved) {
    return StorageDown("availability", saved.Error());
  }
  // What was saved, in the order it reads back (ParseAvailability sorts as the SELECTs do).
  return AvailabilityAnswer(availability.Value());
}

json BookingApi::CallsJson(const std::vector<booking::BookingRow>& rows) const {
  std::vector<std::string> ids;
  for (const auto& row : rows) ids.push_back(row.lead_id);
  auto labels = leads::LeadLabels(booker_.Store().Database(), ids);
  json calls = json::array();
  for (const auto& row : rows) {
    json lead = nullptr;
    if (labels) {
      if (auto it = labels.Value().find(row.lead_id); it != labels.Value().end()) {
        lead = json{{"form", it->second.form},
                    {"id", row.lead_id},
                    {"reference", it->second.reference},
                    {"name", it->second.name}};
      }
    }
    calls.push_back(json{{"id", row.id},
                         {"start", row.starts_at},
                         {"end", row.ends_at},
                         {"user", row.username},
                         {"state", row.state},
                         {"language", row.language},
                         {"lead", lead}});
  }
  return calls;
}

http::Response BookingApi::Calls(const http::Request& request, const SessionUser& user) const {
  auto path = http::NormalizePath(request.target);
  auto params = http::ParseQuery(path ? path.Value().query : "", {"view"});
  if (!params) return Api().Error(http::ApiError::Of(400, params.Error()));
  const std::string view =
      params.Value().contains("view") ? params.Value().at("view") : std::string();
  if (view != "today" && view != "mine") return Error(400, "view", kBadView);
  const auto now = clock_();
  const auto today = booking::StartOfPacificDay(now);
  const auto until = view == "today" ? booking::StartOfPacificDay(today + std::chrono::hours(30))
                                     : today + std::chrono::hours(24 * 400);
  auto rows = booker_.Store().Calls(
      storage::IsoTimestamp(today), storage::IsoTimestamp(until),
      view == "mine" ? std::optional<std::string>(user.user_id) : std::nullopt);
  if (!rows) return StorageDown("calls", rows.Error());
  return Api().Json(200, json{{"calls", CallsJson(rows.Value())}});
}

http::Response BookingApi::LeadBooking(const Params& params) const {
  auto ref = staff::LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNotFound);
  auto row = booker_.Store().LatestOfLead(ref->id);
  if (!row) return StorageDown("booking", row.Error());
  if (!row.Value()) return Api().Json(200, json{{"booking", nullptr}});
  json booking = CallsJson({*row.Value()}).front();
  auto reminders = booker_.Reminders(*row.Value());
  if (!reminders) return StorageDown("booking", reminders.Error());
  json list = json::array();
  for (const auto& reminder : reminders.Value()) {
    list.push_back(json{{"kind", reminder.kind},
                        {"channel", reminder.channel},
                        {"state", reminder.state},
                        {"lastError", reminder.last_error}});
  }
  booking["reminders"] = list;
  return Api().Json(200, json{{"booking", booking}});
}

http::Response BookingApi::Outcome(const http::Request& request, const Params& params,
                                   const SessionUser& user) const {
  auto ref = staff::LeadOf(params, form_ids_);
  if (!ref) return Error(404, "form", kNotFound);
  auto body = ParseBody(request, {"outcome"});
  if (!body) return body.Error();
  const std::string outcome = StringField(body.Value(), "outcome");
  if (outcome != "done" && outcome != "no_show") return Error(422, "outcome", kBadOutcome);
  auto marked = booker_.MarkOutcome(ref->form_type, ref->id, outcome, user.username, clock_());
  if (!marked) return StorageDown("booking outcome", marked.Error());
  if (marked.Value()) {
    return Error(
        409, "outcome",
        *marked.Value() == booking::OutcomeRefusal::kNotStarted ? kNotStarted : kNotBooked);
  }
  return LeadBooking(params);
}

http::Response BookingApi::FeedState(const SessionUser& user) const {
  auto created = booker_.Store().FeedCreatedAt(user.user_id);
  if (!created) return StorageDown("calendar feed", created.Error());
  return Api().Json(200, json{{"active", created.Value().has_value()},
                              {"createdAt", created.Value() ? json(*created.Value()) : json()}});
}

http::Response BookingApi::NewFeed(const SessionUser& user) const {
  const std::string secret = common::RandomToken(32);
  const std::string now = storage::IsoTimestamp(clock_());
  if (auto set = booker_.Store().SetFeed(user.user_id, common::Sha256Hex(secret), now); !set) {
    return StorageDown("calendar feed", set.Error());
  }
  return Api().Json(201,
                    json{{"url", booker_.Context().site_origin + "/calendar/" + secret + ".ics"},
                         {"createdAt", now}});
}

http::Response BookingApi::EndFeed(const SessionUser& user) const {
  if (auto ended = booker_.Store().EndFeed(user.user_id); !ended) {
    return StorageDown("calendar feed", ended.Error());
  }
  http::Response response = Api().Json(204, json::object());
  response.SetOwnedBody("");
  return response;
}

void BookingApi::Register(AdminRoutes& routes) const {
  routes.Add("/api/admin/users/{username}/availability",
             {routes.SignedIn("GET", Access::kIntake, this, &BookingApi::GetAvailability),
              routes.SignedIn("PUT", Access::kIntake, this, &BookingApi::PutAvailability)});
  routes.Add("/api/admin/calls",
             {routes.SignedIn("GET", Access::kIntake, this, &BookingApi::Calls)});
  routes.Add("/api/admin/leads/{form}/{id}/booking",
             {routes.SignedIn("GET", Access::kIntake, this, &BookingApi::LeadBooking)});
  routes.Add("/api/admin/leads/{form}/{id}/booking/outcome",
             {routes.SignedIn("POST", Access::kIntake, this, &BookingApi::Outcome)});
  routes.Add("/api/admin/account/calendar-feed",
             {routes.SignedIn("GET", Access::kIntake, this, &BookingApi::FeedState),
              routes.SignedIn("POST", Access::kIntake, this, &BookingApi::NewFeed),
              routes.SignedIn("DELETE", Access::kIntake, this, &BookingApi::EndFeed)});
}

}  // namespace firm::staff
