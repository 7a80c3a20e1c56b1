#include "http/router.hpp"

#include <algorithm>
#include <iterator>

#include "common/language.hpp"
#include "http/json_api.hpp"

namespace firm::http {

namespace {

const HeaderList kPlainTextHeaders = {
    {"Content-Type", "text/plain; charset=utf-8"},
    {"Cache-Control", "no-store"},
};

// "/a/b/c" -> {"a", "b", "c"}; "/" -> {}.
std::vector<std::string_view> Segments(std::string_view path) {
  std::vector<std::string_view> out;
  if (path.starts_with('/')) path.remove_prefix(1);
  while (!path.empty()) {
    auto slash = path.find('/');
    out.push_back(path.substr(0, slash));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return out;
}

bool IsParameter(std::string_view segment) {
  return segment.size() > 2 && segment.front() == '{' && segment.back() == '}';
}

}  // namespace

Response PlainText(int status, std::string_view body) {
  Response response;
  response.status = status;
  response.fixed_headers = &kPlainTextHeaders;
  response.SetOwnedBody(std::string(body));
  return response;
}

Response SeeOther(std::string location) {
  Response response = PlainText(303, "See Other\n");
  response.extra_headers.emplace_back("Location", std::move(location));
  return response;
}

Response HealthResponse() {
  Response response;
  response.fixed_headers = &DefaultJsonHeaders();
  response.body = R"({"status":"ok"})";
  return response;
}

namespace {

// Exact and prefix routes have no parameters to pass on.
ParamHandler WithoutParams(Handler handler) {
  return [handler = std::move(handler)](const Request& request, const NormalizedPath& normalized,
                                        const PathParams&) { return handler(request, normalized); };
}

}  // namespace

void Router::Add(std::string method, std::string path, Handler handler) {
  routes_.push_back(Route{
      std::move(method), Kind::kExact, std::move(path), {}, WithoutParams(std::move(handler))});
}

void Router::AddPattern(std::string method, std::string_view pattern, ParamHandler handler) {
  std::vector<std::string> segments;
  for (auto segment : Segments(pattern)) segments.emplace_back(segment);
  routes_.push_back(
      Route{std::move(method), Kind::kPattern, std::string(pattern), segments, std::move(handler)});
}

void Router::AddPrefix(std::string method, std::string prefix, Handler handler) {
  routes_.push_back(Route{
      std::move(method), Kind::kPrefix, std::move(prefix), {}, WithoutParams(std::move(handler))});
}

bool Router::Matches(const Route& route, std::string_view path, PathParams& params) {
  switch (route.kind) {
    case Kind::kExact:
      return route.path == path;
    case Kind::kPrefix:
      // "/admin" must not claim "/administrator".
      return path == route.path ||
             (path.starts_with(route.path) && path.size() > route.path.size() &&
              path[route.path.size()] == '/');
    case Kind::kPattern: {
      auto segments = Segments(path);
      if (segments.size() != route.segments.size()) return false;
      params.clear();
      for (std::size_t i = 0; i < segments.size(); ++i) {
        const std::string& expected = route.segments[i];
        if (IsParameter(expected)) {
          if (segments[i].empty()) return false;
          params[expected.substr(1, expected.size() - 2)] = std::string(segments[i]);
        } else if (expected != segments[i]) {
          return false;
        }
      }
      return true;
    }
  }
  return false;
}

namespace {
// The home page of a language other than the one at "/" (the Spanish build under /es/).
bool IsLanguageHome(std::string_view path) {
  for (common::Language language : common::kLanguages) {
    const std::string_view prefix = common::PathPrefix(language);
    if (!prefix.empty() && path == prefix) return true;
  }
  return false;
}
}  // namespace

Response Router::Handle(const Request& request) const {
  auto path = http::NormalizePath(request.target);
  if (!path) {
    return path.Error() == http::PathError::kTooLong ? PlainText(414, "URI Too Long\n")
                                                     : PlainText(400, "Bad Request\n");
  }
  const auto& normalized = path.Value();
  // A language's home page is its folder, "/es/", as the English one is "/" (docs/decisions/
  // 0017): the one kind of path that keeps its trailing slash, and "/es" is sent there.
  const bool language_home = IsLanguageHome(normalized.raw);
  if (language_home && !normalized.trailing_slash) {
    Response response = PlainText(308, "Permanent Redirect\n");
    response.extra_headers.emplace_back("Location", normalized.raw + "/" + normalized.query);
    return response;
  }
  if (normalized.trailing_slash && !language_home) {
    Response response = PlainText(308, "Permanent Redirect\n");
    response.extra_headers.emplace_back("Location", normalized.raw + normalized.query);
    return response;
  }

  std::string allow;
  const Route* any_method = nullptr;
  PathParams any_params;
  PathParams params;
  for (const auto& route : routes_) {
    if (!Matches(route, normalized.decoded, params)) continue;
    if (route.method == request.method) return route.handler(request, normalized, params);
    if (route.method == kAnyMethod) {
      if (!any_method) {
        any_method = &route;
        any_params = params;
      }
      continue;
    }
    if (allow.find(route.method) == std::string::npos) {
      if (!allow.empty()) allow += ", ";
      allow += route.method;
    }
  }
  if (any_method) return any_method->handler(request, normalized, any_params);
  if (!allow.empty()) {
    Response response = PlainText(405, "Method Not Allowed\n");
    response.extra_headers.emplace_back("Allow", allow);
    return response;
  }
  return fallback_(request, normalized);
}

}  // namespace firm::http
