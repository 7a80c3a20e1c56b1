#pragma once

#include <kainjow/mustache.hpp>
#include <string>
#include <string_view>

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

}  // namespace firm::site
