#pragma once

#include <string>
#include <string_view>

namespace firm::site {

// Strong validator: quoted hex of the first 16 bytes of SHA-256 over the exact
// bytes sent, plus "-<suffix>" for encoded variants so caches never confuse a
// brotli body with the identity one.
std::string ComputeEtag(std::string_view content, std::string_view suffix = {});

// If-None-Match evaluation (RFC 9110 section 13.1.2): "*" matches any current
// representation; otherwise the weak comparison is used, so W/"x" matches "x".
// Malformed members are skipped rather than failing the whole field.
bool IfNoneMatchMatches(std::string_view header, std::string_view etag);

}  // namespace firm::site
