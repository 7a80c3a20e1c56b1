#pragma once

// California's time zone, the one every time a person sees is in (America/Los_Angeles, from the
// system's tz database through Howard Hinnant's date library, decision 0027). Instants are
// stored as UTC; each module converts with this zone's rule in force that day.
#include <date/tz.h>

#include <string_view>

namespace firm::common {

inline constexpr std::string_view kCaliforniaZoneName = "America/Los_Angeles";

// Looked up once; the tz database is the system's (tzdata).
const date::time_zone& CaliforniaZone();

}  // namespace firm::common
