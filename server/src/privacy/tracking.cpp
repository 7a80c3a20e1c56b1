#include "privacy/tracking.hpp"

#include <nlohmann/json.hpp>

#include "http/json_api.hpp"

namespace firm::privacy {

namespace {

const http::HeaderList kConfigHeaders = {
    {"Content-Type", "application/json; charset=utf-8"},
    {"Cache-Control", "no-cache"},
};

nlohmann::json OrNull(const std::optional<std::string>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

http::CspSources ThirdPartySources(const TrackingIds& ids) {
  http::CspSources sources;
  if (ids.gtag_id) {
    sources.script.push_back("https://www.googletagmanager.com");
    sources.connect.insert(sources.connect.end(), {"https://www.google-analytics.com",
                                                   "https://www.googletagmanager.com"});
    sources.img.insert(sources.img.end(),
                       {"https://www.google-analytics.com", "https://www.googletagmanager.com"});
  }
  if (ids.meta_pixel_id) {
    sources.script.push_back("https://connect.facebook.net");
    sources.connect.push_back("https://www.facebook.com");
    sources.img.push_back("https://www.facebook.com");
  }
  return sources;
}

http::Response TrackingConfigResponse(const TrackingIds& ids) {
  // Through the JSON edge, with headers of its own: the answer may be revalidated, not stored.
  static const http::JsonApi api(http::JsonApi::Options{&kConfigHeaders});
  return api.Json(200, nlohmann::json{{"gtagId", OrNull(ids.gtag_id)},
                                      {"metaPixelId", OrNull(ids.meta_pixel_id)}});
}

}  // namespace firm::privacy
