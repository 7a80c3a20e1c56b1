// BookingApi's part of the staff report (issue 35): booked calls by week, the share that showed
// up, and the median time from the request to the call.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "leads/lead_report.hpp"
#include "staff/booking_api.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {

using nlohmann::json;

json BookingApi::Report(std::chrono::system_clock::time_point since,
                        std::chrono::system_clock::time_point now, int weeks) const {
  auto rows = booker_.Store().MadeSince(storage::IsoTimestamp(since));
  json out{{"weeks", json::array()}, {"showRate", nullptr}, {"medianMinutesToCall", nullptr}};
  if (!rows) return out;
  struct Week {
    long booked = 0, done = 0, no_show = 0;
  };
  std::vector<Week> figures(static_cast<std::size_t>(weeks));
  std::vector<double> minutes_to_call;
  long done = 0;
  long no_show = 0;
  for (const auto& row : rows.Value()) {
    const auto created = storage::ParseInstant(row.created_at);
    const auto start = storage::ParseInstant(row.starts_at);
    const auto requested = storage::ParseInstant(row.requested_at);
    if (!created || !start || *created > now) continue;
    const auto index = (leads::WeekStart(*created) - since) / std::chrono::hours(24 * 7);
    if (index < 0 || index >= weeks) continue;
    Week& week = figures[static_cast<std::size_t>(index)];
    ++week.booked;
    if (row.state == "done") ++week.done, ++done;
    if (row.state == "no_show") ++week.no_show, ++no_show;
    if (requested && row.state != "cancelled") {
      minutes_to_call.push_back(
          std::chrono::duration<double, std::ratio<60>>(*start - *requested).count());
    }
  }
  for (int i = 0; i < weeks; ++i) {
    const auto start = since + std::chrono::hours(24 * 7 * i);
    const auto& week = figures[static_cast<std::size_t>(i)];
    out["weeks"].push_back(json{{"weekStart", storage::IsoTimestamp(start).substr(0, 10)},
                                {"booked", week.booked},
                                {"done", week.done},
                                {"noShow", week.no_show}});
  }
  if (done + no_show > 0)
    out["showRate"] = static_cast<double>(done) / static_cast<double>(done + no_show);
  if (!minutes_to_call.empty()) {
    std::sort(minutes_to_call.begin(), minutes_to_call.end());
    const std::size_t n = minutes_to_call.size();
    out["medianMinutesToCall"] = n % 2 == 1
                                     ? minutes_to_call[n / 2]
                                     : (minutes_to_call[n / 2 - 1] + minutes_to_call[n / 2]) / 2.0;
  }
  return out;
}

}  // namespace firm::staff
