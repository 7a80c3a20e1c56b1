#pragma once

#include <string_view>

namespace firm::site {

// Content-Type for a file name, by extension (case-insensitive);
// application/octet-stream when unknown so browsers never sniff.
std::string_view ContentTypeFor(std::string_view file_name);

}  // namespace firm::site
