#pragma once

// The Request a handler sees, built from what the parser read (server.cpp's connections): its
// field lines, the client it serves, and the path of an absolute-form target.
#include <optional>
#include <string>
#include <string_view>

#include "http/client_address.hpp"
#include "http/message.hpp"
#include "http/request_parser.hpp"

namespace firm::http {

// An origin an absolute-form target may name: scheme-less host (lower case) and port.
struct Authority {
  std::string host;
  std::string port;
};

// "https://Example.com" -> {"example.com", "443"}; nullopt if it is not an origin. `rest`, when
// given, gets what follows the authority ("/path?q").
std::optional<Authority> ParseOriginAuthority(std::string_view url, std::string_view* rest);

// The request `parsed` (not a refusal) from the TCP peer `peer`: its views point into `parsed`.
// The client address is the peer's, or behind a trusted proxy the client it forwards for (every
// X-Forwarded-For line, joined in order: a client can send its own first line, and a proxy may
// add a line of its own instead of appending to the client's).
Request BuildRequest(const ParsedRequest& parsed, std::string_view peer, const ProxyTrust& trust);

// RFC 9112 3.2.2: an absolute-form target is served like its path when its origin is the
// server's own (`own`), and is not this server's to answer otherwise (nullopt). Any other target
// is kept as it is.
template <typename IsOwn>
std::optional<std::string_view> ServedTarget(std::string_view target, const IsOwn& own) {
  if (target.starts_with('/') || target == "*") return target;
  std::string_view path;
  auto authority = ParseOriginAuthority(target, &path);
  if (!authority || !own(*authority)) return std::nullopt;
  return path.empty() || path.front() != '/' ? std::string_view("/") : path;
}

}  // namespace firm::http
