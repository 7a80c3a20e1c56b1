#include "http/security_headers.hpp"

namespace firm::http {

namespace {

std::string WithHosts(std::string directive, const std::vector<std::string>& hosts) {
  for (const auto& host : hosts) directive += " " + host;
  return directive;
}

}  // namespace

std::string BuildCsp(const std::vector<std::string>& script_hashes, const CspSources& extra) {
  std::string script_src = "script-src 'self'";
  for (const auto& hash : script_hashes) script_src += " '" + hash + "'";
  return "default-src 'self'; " + WithHosts(script_src, extra.script) +
         "; style-src 'self' 'unsafe-inline'; " + WithHosts("img-src 'self' data:", extra.img) +
         "; font-src 'self'; " + WithHosts("connect-src 'self'", extra.connect) +
         "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
}

HeaderList BuildSecurityHeaders(bool hsts, const std::vector<std::string>& script_hashes,
                                const CspSources& extra) {
  HeaderList headers = {
      {"Content-Security-Policy", BuildCsp(script_hashes, extra)},
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
