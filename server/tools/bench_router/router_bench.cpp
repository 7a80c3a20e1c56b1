// Route dispatch: the server's own http::Router against RESTinio's express
// router, over the server's route table (intake, admin, health) and the
// request mix a public site sees (mostly pages that fall through to the static
// site). Prints ns per dispatch and dispatches per second for each.
//
// RESTinio's express router is driven the way express_router_t::operator()
// does it (a target_path_holder_t, then each entry's match in order), without
// a connection; the handler is not called, so its figure is matching alone,
// while ours includes path normalisation and calling the handler.
//
//   scripts/bench-router [iterations]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <restinio/all.hpp>
#include <string>
#include <vector>

#include "http/router.hpp"

namespace {

// The server's API routes as "METHOD pattern" ({name} segments; the express
// router gets the same with :name).
const std::vector<std::string> kRoutes = {
    "GET /healthz",
    "POST /api/case-reviews",
    "POST /api/harassment-questionnaires",
    "GET /api/admin/session",
    "POST /api/admin/login",
    "POST /api/admin/logout",
    "GET /api/admin/leads",
    "GET /api/admin/leads/export.csv",
    "GET /api/admin/leads/{form}/{id}",
    "DELETE /api/admin/leads/{form}/{id}",
    "POST /api/admin/leads/{form}/{id}/status",
    "POST /api/admin/leads/{form}/{id}/notes",
    "POST /api/admin/deliveries/{id}/retry",
    "GET /api/admin/audit",
};

// Pages first: most requests are for the site, which no API route matches.
const std::vector<std::string> kMix = {
    "GET /",
    "GET /services/wage-hour",
    "GET /blog/final-paycheck-rules",
    "GET /assets/entry.client-3f1c2a9e.js",
    "GET /healthz",
    "POST /api/case-reviews",
    "GET /api/admin/leads/case-review/3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f",
    "POST /api/admin/leads/case-review/3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f/notes",
};

struct Line {
  std::string method;
  std::string path;
};

Line Split(const std::string& line) {
  auto space = line.find(' ');
  return Line{line.substr(0, space), line.substr(space + 1)};
}

restinio::http_method_id_t MethodId(const std::string& method) {
  if (method == "POST") return restinio::http_method_post();
  if (method == "DELETE") return restinio::http_method_delete();
  return restinio::http_method_get();
}

// "/a/{form}/{id}" -> "/a/:form/:id"
std::string ExpressPattern(const std::string& pattern) {
  std::string out;
  for (char c : pattern) {
    if (c == '{') {
      out += ':';
    } else if (c != '}') {
      out += c;
    }
  }
  return out;
}

using Clock = std::chrono::steady_clock;

double NsPer(Clock::duration elapsed, long count) {
  return std::chrono::duration<double, std::nano>(elapsed).count() / static_cast<double>(count);
}

}  // namespace

int main(int argc, char** argv) {
  const long iterations = argc > 1 ? std::atol(argv[1]) : 200000;
  if (iterations <= 0) {
    std::fprintf(stderr, "usage: firm-bench-router [iterations > 0]\n");
    return 2;
  }

  using namespace firm;
  http::Router ours([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(200, "page\n");
  });
  for (const auto& text : kRoutes) {
    auto route = Split(text);
    ours.AddPattern(
        route.method, route.path,
        [](const http::Request&, const http::NormalizedPath&, const http::PathParams& params) {
          return http::PlainText(params.empty() ? 200 : 201, "api\n");
        });
  }

  using Entry =
      restinio::router::generic_express_route_entry_t<restinio::router::std_regex_engine_t,
                                                      restinio::no_extra_data_factory_t>;
  std::vector<Entry> express;
  for (const auto& text : kRoutes) {
    auto route = Split(text);
    express.emplace_back(MethodId(route.method), ExpressPattern(route.path),
                         [](restinio::request_handle_t, restinio::router::route_params_t) {
                           return restinio::request_accepted();
                         });
  }
  std::vector<restinio::http_request_header_t> headers;
  std::vector<Line> samples;
  for (const auto& text : kMix) {
    samples.push_back(Split(text));
    headers.emplace_back(MethodId(samples.back().method), samples.back().path);
  }

  long ours_matched = 0;
  auto start = Clock::now();
  for (long i = 0; i < iterations; ++i) {
    for (const auto& sample : samples) {
      http::Request request;
      request.method = sample.method;
      request.target = sample.path;
      ours_matched += ours.Handle(request).status == 201;
    }
  }
  auto ours_elapsed = Clock::now() - start;

  long express_matched = 0;
  start = Clock::now();
  for (long i = 0; i < iterations; ++i) {
    for (const auto& header : headers) {
      restinio::router::impl::target_path_holder_t target{header.path()};
      for (const auto& entry : express) {
        restinio::router::route_params_t params;
        if (entry.match(header, target, params)) {
          express_matched += params.named_parameters_size() > 0;
          break;
        }
      }
    }
  }
  auto express_elapsed = Clock::now() - start;

  const long dispatches = iterations * static_cast<long>(kMix.size());
  if (ours_matched != express_matched) {
    std::fprintf(stderr, "routers disagree: %ld vs %ld routes with parameters\n", ours_matched,
                 express_matched);
    return 1;
  }
  std::printf("routes: %zu, request mix: %zu targets (%ld dispatches each)\n", kRoutes.size(),
              kMix.size(), dispatches);
  std::printf("http::Router (ours):         %8.1f ns/dispatch  %12.0f dispatches/s\n",
              NsPer(ours_elapsed, dispatches), 1e9 / NsPer(ours_elapsed, dispatches));
  std::printf("RESTinio express (std::regex): %6.1f ns/dispatch  %12.0f dispatches/s\n",
              NsPer(express_elapsed, dispatches), 1e9 / NsPer(express_elapsed, dispatches));
  return 0;
}
