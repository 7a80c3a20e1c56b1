#pragma once

// The staff area's names for common/crypto (random tokens, SHA-256, constant-time compare),
// which booking/ shares since issue 35.
#include "common/crypto.hpp"

namespace firm::staff {

using common::ConstantTimeEquals;
using common::RandomBytes;
using common::RandomToken;
using common::Sha256Hex;

}  // namespace firm::staff
