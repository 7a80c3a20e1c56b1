#include "booking/contact_limit.hpp"

#include <algorithm>

#include "storage/iso_time.hpp"
#include "storage/store_support.hpp"

namespace firm::booking {

storage::StoreResult<long> ContactWait(storage::Transaction& tx,
                                       const config::BookingSettings& settings,
                                       const leads::BookingLead& lead, Instant now) {
  long wait = 0;
  if (settings.contact_limit == 0) return storage::StoreResult<long>::Ok(wait);
  const std::chrono::seconds window(settings.contact_window_seconds);
  const std::string since = storage::IsoTimestamp(now - window);
  for (const auto& [kind, value] : {std::pair{leads::ContactKind::kPhone, &lead.phone},
                                    std::pair{leads::ContactKind::kEmail, &lead.email}}) {
    auto nth = leads::NthBookingFor(tx, kind, *value, since, settings.contact_limit);
    if (!nth) return storage::Fail<long>(nth.Error());
    if (!nth.Value()) continue;
    // The limit is reached: the next booking may be made once the oldest of the last
    // `contact_limit` bookings has left the window.
    const auto free_at = storage::ParseInstant(*nth.Value()).value_or(Instant{}) + window;
    const long seconds = std::chrono::ceil<std::chrono::seconds>(free_at - now).count();
    wait = std::max({wait, seconds, 1L});
  }
  return storage::StoreResult<long>::Ok(wait);
}

}  // namespace firm::booking
