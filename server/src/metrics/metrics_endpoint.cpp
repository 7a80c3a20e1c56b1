#include "metrics/metrics_endpoint.hpp"

#include <openssl/crypto.h>
#include <openssl/sha.h>

#include <array>
#include <cctype>

#include "common/text.hpp"

namespace firm::metrics {

namespace {

const http::HeaderList kMetricsHeaders = {
    {"Content-Type", std::string(kContentType)},
    {"Cache-Control", "no-store"},
};

std::array<unsigned char, SHA256_DIGEST_LENGTH> Digest(std::string_view text) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest.data());
  return digest;
}

}  // namespace

http::Response MetricsResponse(const Metrics& metrics) {
  http::Response response;
  response.fixed_headers = &kMetricsHeaders;
  response.SetOwnedBody(metrics.Render());
  return response;
}

bool BearerTokenMatches(std::optional<std::string_view> authorization, std::string_view token) {
  if (!authorization || token.empty()) return false;
  std::string_view value = *authorization;
  auto space = value.find(' ');
  if (space == std::string_view::npos ||
      !common::EqualsIgnoreCase(value.substr(0, space), "Bearer")) {
    return false;
  }
  std::string_view presented = value.substr(space + 1);
  while (presented.starts_with(' ')) presented.remove_prefix(1);
  while (presented.ends_with(' ') || presented.ends_with('\t')) presented.remove_suffix(1);
  auto expected = Digest(token);
  auto actual = Digest(presented);
  return CRYPTO_memcmp(expected.data(), actual.data(), expected.size()) == 0;
}

void RegisterPublicEndpoint(http::Router& router, const Metrics& metrics, std::string token,
                            http::Handler not_found) {
  auto handler = [&metrics, token = std::move(token), not_found](const http::Request& request,
                                                                 const http::NormalizedPath& path) {
    if (!http::IsGetOrHead(request.method) ||
        !BearerTokenMatches(request.Header("Authorization"), token)) {
      return not_found(request, path);
    }
    return MetricsResponse(metrics);
  };
  router.Add("GET", std::string(kMetricsPath), handler);
  router.Add("HEAD", std::string(kMetricsPath), handler);
  router.Add(std::string(http::kAnyMethod), std::string(kMetricsPath), handler);
}

http::Router MakeListenerRouter(const Metrics& metrics, std::optional<std::string> token) {
  http::Router router([](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "Not Found\n");
  });
  auto handler = [&metrics, token = std::move(token)](const http::Request& request,
                                                      const http::NormalizedPath&) {
    if (token && !BearerTokenMatches(request.Header("Authorization"), *token)) {
      auto response = http::PlainText(401, "Unauthorized\n");
      response.extra_headers.emplace_back("WWW-Authenticate", "Bearer");
      return response;
    }
    return MetricsResponse(metrics);
  };
  router.Add("GET", std::string(kMetricsPath), handler);
  router.Add("HEAD", std::string(kMetricsPath), handler);
  return router;
}

}  // namespace firm::metrics
