#include "common/california_time.hpp"

#include <string>

namespace firm::common {

const date::time_zone& CaliforniaZone() {
  static const date::time_zone* zone = date::locate_zone(std::string(kCaliforniaZoneName));
  return *zone;
}

}  // namespace firm::common
