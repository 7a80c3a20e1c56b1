#include <iostream>
#include <string_view>
#include <thread>

#include "config/env_config.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "site/site_store.hpp"

namespace {

constexpr int kExitStartupError = 1;
constexpr int kExitUsageOrConfig = 2;

constexpr std::string_view kUsage =
    "usage: firm-server [serve]\n"
    "Configuration comes from the environment: PORT, HOST, DATA_DIR, DATABASE_URL,\n"
    "SITE_DIR, THREADS, SITE_ORIGIN, HSTS (see server/README.md).\n";

}  // namespace

int main(int argc, char** argv) {
  using namespace firm;

  if (argc > 2 || (argc == 2 && std::string_view(argv[1]) != "serve")) {
    if (argc == 2 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h")) {
      std::cout << kUsage;
      return 0;
    }
    std::cerr << kUsage;
    return kExitUsageOrConfig;
  }

  auto parsed =
      config::LoadConfig(config::ReadProcessEnvironment(), std::thread::hardware_concurrency());
  if (!parsed) {
    for (const auto& error : parsed.Error()) std::cerr << "configuration error: " << error << "\n";
    return kExitUsageOrConfig;
  }
  const config::Config& cfg = parsed.Value();

  auto store = site::SiteStore::Load(cfg.site_dir, cfg.hsts);
  if (!store) {
    std::cerr << "startup error: site " << cfg.site_dir << ": " << store.Error() << "\n";
    return kExitStartupError;
  }
  const site::SiteStore& site = *store.Value();

  http::Router router([&site](const http::Request& request, const site::NormalizedPath& path) {
    return site.Resolve(request, path);
  });
  auto health = [](const http::Request&, const site::NormalizedPath&) {
    return http::HealthResponse();
  };
  router.Add("GET", "/healthz", health);
  router.Add("HEAD", "/healthz", health);

  http::ServerOptions options;
  options.host = cfg.host;
  options.port = cfg.port;
  options.threads = cfg.threads;
  options.hsts = cfg.hsts;
  return http::RunServer(options, router);
}
