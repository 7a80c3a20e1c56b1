#include "site/page_part.hpp"

#include <iostream>
#include <map>
#include <mutex>
#include <optional>

#include "http/router.hpp"

namespace firm::site {

namespace {

// Each page part's template, parsed once: kainjow takes about 120 µs to parse /booking's and 1 µs
// to render it (docs/performance.md). Its render is not const, so it runs under the lock. The
// parts are the built pages' (a handful), so the map stays small; it starts again past a few.
std::optional<std::string> Rendered(const std::string& text, const PartView& view) {
  static std::mutex mutex;
  static std::map<std::string, kainjow::mustache::mustache, std::less<>> parsed;
  std::lock_guard lock(mutex);
  auto found = parsed.find(text);
  if (found == parsed.end()) {
    if (parsed.size() >= 16) parsed.clear();
    found = parsed.try_emplace(text, text).first;
  }
  if (!found->second.is_valid()) return std::nullopt;
  return found->second.render(view);
}

}  // namespace

bool FillPart(std::string& html, std::string_view marker, const PartView& view) {
  const std::string open = "<!--" + std::string(marker) + "-->";
  const std::string close = "<!--/" + std::string(marker) + "-->";
  const auto begin = html.find(open);
  if (begin == std::string::npos) return false;
  const auto end = html.find(close, begin + open.size());
  if (end == std::string::npos) return false;
  const auto filled = Rendered(html.substr(begin + open.size(), end - begin - open.size()), view);
  if (!filled) return false;
  html.replace(begin, end + close.size() - begin, *filled);
  return true;
}

http::Response FilledPage(const SiteStore& pages, const http::Request& request,
                          const http::NormalizedPath& path, const http::HeaderList& headers,
                          const std::function<bool(std::string& html)>& fill) {
  // The page's identity bytes, to fill in.
  http::Request identity = request;
  identity.SetHeader("Accept-Encoding", std::nullopt);
  identity.SetHeader("If-None-Match", std::nullopt);
  http::Response page = pages.Resolve(identity, path);
  if (page.status != 200) return page;
  std::string html(page.body);
  if (!fill(html)) {
    std::cerr << "page: no template to fill in " << path.decoded << std::endl;
    return http::PlainText(500, "The page could not be made.");
  }
  http::Response response;
  response.status = 200;
  response.security_headers = page.security_headers;
  response.fixed_headers = &headers;
  response.omit_body = page.omit_body;
  response.SetOwnedBody(std::move(html));
  return response;
}

}  // namespace firm::site
