#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "booking/booker.hpp"
#include "http/message.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"
#include "staff/lead_api.hpp"

namespace firm::staff {

// Booked calls in the staff API (issue 35; docs/booking-api.md "Staff"):
//   GET|PUT /api/admin/users/{username}/availability  hours, days off, call languages: one's
//                                                      own, or anyone's for an admin
//   GET  /api/admin/calls?view=today|mine              calls today (everyone's) or one's own
//   GET  /api/admin/leads/{form}/{id}/booking          the lead's current or latest call
//   POST /api/admin/leads/{form}/{id}/booking/outcome  {"outcome": "done" | "no_show"}
//   GET|POST|DELETE /api/admin/account/calendar-feed   one's private calendar feed
class BookingApi {
 public:
  BookingApi(booking::Booker& booker, std::vector<std::string> form_ids, AdminClock clock);

  void Register(AdminRoutes& routes) const;

  // The report's "bookings" part: weeks from `since`, oldest first.
  nlohmann::json Report(std::chrono::system_clock::time_point since,
                        std::chrono::system_clock::time_point now, int weeks) const;

 private:
  using Params = http::PathParams;
  http::Response GetAvailability(const Params& params, const SessionUser& user) const;
  http::Response PutAvailability(const http::Request& request, const Params& params,
                                 const SessionUser& user) const;
  http::Response Calls(const http::Request& request, const SessionUser& user) const;
  http::Response LeadBooking(const Params& params) const;
  http::Response Outcome(const http::Request& request, const Params& params,
                         const SessionUser& user) const;
  http::Response FeedState(const SessionUser& user) const;
  http::Response NewFeed(const SessionUser& user) const;
  http::Response EndFeed(const SessionUser& user) const;
  // {"weekly", "daysOff", "languages", "settings"}: a user's hours and the booking settings.
  http::Response AvailabilityAnswer(const booking::Availability& availability) const;
  nlohmann::json CallsJson(const std::vector<booking::BookingRow>& rows) const;

  booking::Booker& booker_;
  std::vector<std::string> form_ids_;
  AdminClock clock_;
};

// Pure: the availability a PUT body describes, or field errors (weekly.mon.1, daysOff.0, ...).
common::Result<booking::Availability, http::FieldErrors> ParseAvailability(
    const nlohmann::json& body);
nlohmann::json AvailabilityJson(const booking::Availability& availability);

}  // namespace firm::staff
