#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"
#include "http/path.hpp"

namespace firm::http {

// Values of the {name} segments of a pattern route, by name (decoded path).
using PathParams = std::map<std::string, std::string, std::less<>>;

using Handler = std::function<Response(const Request&, const http::NormalizedPath&)>;
using ParamHandler =
    std::function<Response(const Request&, const http::NormalizedPath&, const PathParams&)>;

// A route method that matches any method, but only when no route for the same
// path has the request's own method: a module can answer 405/404 in its own
// format for everything under its paths without hiding the specific routes.
inline constexpr std::string_view kAnyMethod = "*";

// Routes requests: validates the target once (400/414), redirects "/x/" to
// "/x" (308), then tries the routes in the order added, and finally the
// fallback (the static site). A path that has routes but none for the method
// (and no kAnyMethod route) gets 405 with an Allow header listing the methods.
//
// Three kinds of route, all matched against the decoded path:
//   Add("POST", "/api/contact", h)                  exactly that path
//   AddPattern("GET", "/api/leads/{form}/{id}", h)  {name} matches one non-empty segment
//   AddPrefix("GET", "/admin", h)                   "/admin" and everything below "/admin/"
class Router {
 public:
  explicit Router(Handler fallback) : fallback_(std::move(fallback)) {}

  void Add(std::string method, std::string path, Handler handler);
  void AddPattern(std::string method, std::string_view pattern, ParamHandler handler);
  void AddPrefix(std::string method, std::string prefix, Handler handler);

  Response Handle(const Request& request) const;

 private:
  enum class Kind { kExact, kPattern, kPrefix };

  struct Route {
    std::string method;
    Kind kind = Kind::kExact;
    std::string path;                   // exact path or prefix
    std::vector<std::string> segments;  // pattern: literal or "{name}"
    ParamHandler handler;
  };

  static bool Matches(const Route& route, std::string_view path, PathParams& params);

  std::vector<Route> routes_;
  Handler fallback_;
};

// Small plain-text response with no-store caching, for errors and API stubs.
Response PlainText(int status, std::string_view body);

// 303 See Other to `location` (a path of ours), the answer to a form posted without scripts.
Response SeeOther(std::string location);

// {"status":"ok"} for liveness probes.
Response HealthResponse();

}  // namespace firm::http
