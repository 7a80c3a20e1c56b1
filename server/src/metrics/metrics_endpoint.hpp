#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "http/message.hpp"
#include "http/router.hpp"
#include "metrics/metrics.hpp"

namespace firm::metrics {

inline constexpr std::string_view kMetricsPath = "/metrics";

// 200 with the text exposition of `metrics`, never cached.
http::Response MetricsResponse(const Metrics& metrics);

// True when `authorization` is "Bearer <token>" (scheme case-insensitive).
// The comparison takes the same time whatever the guess: both sides are
// hashed first, so neither the length nor a matching prefix shows.
bool BearerTokenMatches(std::optional<std::string_view> authorization, std::string_view token);

// /metrics on the public port, for a Prometheus that can only reach it there
// (METRICS_TOKEN). Any request without the right bearer token gets exactly
// what an unknown path gets (`not_found`: the site, so a 404 page), so the
// endpoint cannot be discovered; other methods too get the site's answer for
// an unknown path rather than a telling "405 Allow: GET".
void RegisterPublicEndpoint(http::Router& router, const Metrics& metrics, std::string token,
                            http::Handler not_found);

// The router of the separate METRICS_PORT listener: GET/HEAD /metrics, a plain
// 404 for anything else. With `token` every scrape needs it (401 otherwise):
// required when METRICS_HOST is not a loopback address.
http::Router MakeListenerRouter(const Metrics& metrics, std::optional<std::string> token);

}  // namespace firm::metrics
