#pragma once

#include <string>
#include <vector>

#include "http/message.hpp"

namespace firm::http {

// Hosts of third-party tags the operator configured, added to the matching CSP
// directives. Empty unless a tag id is set, so by default only 'self' is allowed.
struct CspSources {
  std::vector<std::string> script;
  std::vector<std::string> connect;
  std::vector<std::string> img;
};

// Builds the Content-Security-Policy value. script-src only ever gets 'self',
// explicit hashes (inline scripts must be hashed by the web build) and the
// configured third-party hosts; never 'unsafe-inline'.
std::string BuildCsp(const std::vector<std::string>& script_hashes, const CspSources& extra = {});

// The full security header set sent with every response.
HeaderList BuildSecurityHeaders(bool hsts, const std::vector<std::string>& script_hashes = {},
                                const CspSources& extra = {});

}  // namespace firm::http
