#include "http/security_headers.hpp"

namespace firm::http {

std::string BuildCsp(const std::vector<std::string>& script_hashes) {
  std::string script_src = "script-src 'self'";
  for (const auto& hash : script_hashes) script_src += " '" + hash + "'";
  return "default-src 'self'; " + script_src +
         "; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; "
         "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
         "frame-ancestors 'none'";
}

HeaderList BuildSecurityHeaders(bool hsts, const std::vector<std::string>& script_hashes) {
  HeaderList headers = {
      {"Content-Security-Policy", BuildCsp(script_hashes)},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "strict-origin-when-cross-origin"},
      {"Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"},
      {"X-Frame-Options", "DENY"},
      {"Cross-Origin-Opener-Policy", "same-origin"},
  };
  if (hsts)
    headers.emplace_back("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return headers;
}

}  // namespace firm::http
