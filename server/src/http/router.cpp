#include "http/router.hpp"

namespace firm::http {

namespace {

const HeaderList kPlainTextHeaders = {
    {"Content-Type", "text/plain; charset=utf-8"},
    {"Cache-Control", "no-store"},
};

const HeaderList kJsonHeaders = {
    {"Content-Type", "application/json"},
    {"Cache-Control", "no-store"},
};

}  // namespace

Response PlainText(int status, std::string_view body) {
  Response response;
  response.status = status;
  response.fixed_headers = &kPlainTextHeaders;
  response.SetOwnedBody(std::string(body));
  return response;
}

Response HealthResponse() {
  Response response;
  response.fixed_headers = &kJsonHeaders;
  response.body = R"({"status":"ok"})";
  return response;
}

void Router::Add(std::string method, std::string path, Handler handler) {
  routes_.push_back(Route{std::move(method), std::move(path), std::move(handler)});
}

Response Router::Handle(const Request& request) const {
  auto path = site::NormalizePath(request.target);
  if (!path) {
    return path.Error() == site::PathError::kTooLong ? PlainText(414, "URI Too Long\n")
                                                     : PlainText(400, "Bad Request\n");
  }
  const auto& normalized = path.Value();
  if (normalized.trailing_slash) {
    Response response = PlainText(308, "Permanent Redirect\n");
    response.extra_headers.emplace_back("Location", normalized.raw + normalized.query);
    return response;
  }

  std::string allow;
  for (const auto& route : routes_) {
    if (route.path != normalized.decoded) continue;
    if (route.method == request.method) return route.handler(request, normalized);
    if (!allow.empty()) allow += ", ";
    allow += route.method;
  }
  if (!allow.empty()) {
    Response response = PlainText(405, "Method Not Allowed\n");
    response.extra_headers.emplace_back("Allow", allow);
    return response;
  }
  return fallback_(request, normalized);
}

}  // namespace firm::http
