#pragma once

#include "booking/slots.hpp"
#include "config/env_config.hpp"
#include "leads/lead_booking.hpp"
#include "storage/database.hpp"

namespace firm::booking {

// BOOKING_CONTACT_LIMIT: seconds until the lead's phone number and e-mail address are both under
// the limit again (bookings made in the window, counted in the database); 0 when they are now,
// or when the limit is off.
storage::StoreResult<long> ContactWait(storage::Transaction& tx,
                                       const config::BookingSettings& settings,
                                       const leads::BookingLead& lead, Instant now);

}  // namespace firm::booking
