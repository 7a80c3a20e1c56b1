#pragma once

#include <string>

namespace firm::intake {

// Random UUID version 4 (RFC 9562) from OpenSSL's CSPRNG, lower-case.
// Throws std::runtime_error if the generator fails (it does not on Linux).
std::string NewLeadId();

}  // namespace firm::intake
