#pragma once

#include <optional>
#include <string>

#include "http/message.hpp"
#include "http/security_headers.hpp"

namespace firm::privacy {

// Third-party tag ids from the environment (GTAG_ID, META_PIXEL_ID). With none set,
// no third-party host is allowed anywhere and the browser loads nothing.
struct TrackingIds {
  std::optional<std::string> gtag_id;
  std::optional<std::string> meta_pixel_id;
};

// Exactly the hosts the configured tags need, for the Content-Security-Policy.
http::CspSources ThirdPartySources(const TrackingIds& ids);

// GET /api/tracking-config: {"gtagId": "...", "metaPixelId": null}. The browser
// asks for it on every page, and loads a tag only after the visitor accepts.
http::Response TrackingConfigResponse(const TrackingIds& ids);

}  // namespace firm::privacy
