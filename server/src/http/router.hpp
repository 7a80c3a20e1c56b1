#pragma once

#include <functional>
#include <string>
#include <vector>

#include "http/message.hpp"
#include "site/path.hpp"

namespace firm::http {

using Handler = std::function<Response(const Request&, const site::NormalizedPath&)>;

// Routes requests: validates the target once (400/414), redirects "/x/" to
// "/x" (308), then tries exact path+method routes in the order added, and
// finally the fallback (the static site). A path that has routes but none for
// the method gets 405 with an Allow header listing the registered methods.
//
// Adding an API endpoint later:
//   router.Add("POST", "/api/contact", [&](const Request& r, const auto&) {...});
class Router {
 public:
  explicit Router(Handler fallback) : fallback_(std::move(fallback)) {}

  void Add(std::string method, std::string path, Handler handler);

  Response Handle(const Request& request) const;

 private:
  struct Route {
    std::string method;
    std::string path;
    Handler handler;
  };

  std::vector<Route> routes_;
  Handler fallback_;
};

// Small plain-text response with no-store caching, for errors and API stubs.
Response PlainText(int status, std::string_view body);

// {"status":"ok"} for liveness probes.
Response HealthResponse();

}  // namespace firm::http
