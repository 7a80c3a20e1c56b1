#include "site/content_type.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <utility>

namespace firm::site {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 22> kTypes = {{
    {"html", "text/html; charset=utf-8"},
    {"htm", "text/html; charset=utf-8"},
    {"js", "text/javascript; charset=utf-8"},
    {"mjs", "text/javascript; charset=utf-8"},
    {"css", "text/css; charset=utf-8"},
    {"json", "application/json"},
    {"map", "application/json"},
    {"webmanifest", "application/manifest+json"},
    {"svg", "image/svg+xml"},
    {"png", "image/png"},
    {"jpg", "image/jpeg"},
    {"jpeg", "image/jpeg"},
    {"webp", "image/webp"},
    {"avif", "image/avif"},
    {"gif", "image/gif"},
    {"ico", "image/x-icon"},
    {"xml", "application/xml"},
    {"txt", "text/plain; charset=utf-8"},
    {"woff2", "font/woff2"},
    {"woff", "font/woff"},
    {"pdf", "application/pdf"},
    {"wasm", "application/wasm"},
}};

}  // namespace

std::string_view ContentTypeFor(std::string_view file_name) {
  auto slash = file_name.rfind('/');
  if (slash != std::string_view::npos) file_name.remove_prefix(slash + 1);
  auto dot = file_name.rfind('.');
  if (dot == std::string_view::npos) return "application/octet-stream";
  std::string ext(file_name.substr(dot + 1));
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& [known, type] : kTypes) {
    if (known == ext) return type;
  }
  return "application/octet-stream";
}

}  // namespace firm::site
