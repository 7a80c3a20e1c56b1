#pragma once

#include <functional>
#include <kainjow/mustache.hpp>
#include <string>
#include <string_view>

#include "http/message.hpp"
#include "http/path.hpp"
#include "site/site_store.hpp"

// The parts of a built page the server fills in (decision 0047): the web build writes, after a
// marker comment, a Mustache template made by the same React components as the scripted page;
// the server renders it with its data (kainjow's Mustache, which HTML-escapes every value) in
// place of the markers and the template. Used by booking's /book and /booking and by the fee
// agreement's signing page.
namespace firm::site {

using PartView = kainjow::mustache::data;

inline PartView True() { return PartView(PartView::type::bool_true); }

// Renders the template between <!--marker--> and <!--/marker--> with `view`, in place of both
// markers and the template. False when the page has no such part or it is not a template.
bool FillPart(std::string& html, std::string_view marker, const PartView& view);

// The built page at `path`, its identity bytes filled by `fill` (FillPart on its part; false when
// the page lacks it), answered with the page's security headers and `headers` (no-store at
// least). The page's own answer when it is not there; 500, logged, when its part is missing (a
// broken build).
http::Response FilledPage(const SiteStore& pages, const http::Request& request,
                          const http::NormalizedPath& path, const http::HeaderList& headers,
                          const std::function<bool(std::string& html)>& fill);

}  // namespace firm::site
