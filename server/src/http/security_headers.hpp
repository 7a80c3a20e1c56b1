#pragma once

#include <string>
#include <vector>

#include "http/message.hpp"

namespace firm::http {

// Builds the Content-Security-Policy value. script-src only ever gets 'self'
// plus explicit hashes: inline scripts must be hashed by the web build.
std::string BuildCsp(const std::vector<std::string>& script_hashes);

// The full security header set sent with every response.
HeaderList BuildSecurityHeaders(bool hsts, const std::vector<std::string>& script_hashes = {});

}  // namespace firm::http
