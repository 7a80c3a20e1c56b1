#include "http/request_building.hpp"

#include "common/text.hpp"

namespace firm::http {

std::optional<Authority> ParseOriginAuthority(std::string_view url, std::string_view* rest) {
  std::string_view default_port;
  if (url.starts_with("http://")) {
    default_port = "80";
    url.remove_prefix(7);
  } else if (url.starts_with("https://")) {
    default_port = "443";
    url.remove_prefix(8);
  } else {
    return std::nullopt;
  }
  const auto end = url.find_first_of("/?#");
  std::string_view authority = url.substr(0, end);
  if (rest) *rest = end == std::string_view::npos ? std::string_view() : url.substr(end);
  if (authority.empty() || authority.find('@') != std::string_view::npos) return std::nullopt;
  std::string_view port = default_port;
  const auto colon = authority.rfind(':');
  if (colon != std::string_view::npos && authority.find(']', colon) == std::string_view::npos) {
    if (colon + 1 < authority.size()) port = authority.substr(colon + 1);
    authority = authority.substr(0, colon);
  }
  return Authority{common::AsciiLower(authority), std::string(port)};
}

Request BuildRequest(const ParsedRequest& parsed, std::string_view peer, const ProxyTrust& trust) {
  Request request;
  request.method = parsed.Method();
  request.target = parsed.Target();
  request.body = parsed.Body();
  request.fields.reserve(parsed.FieldCount());
  std::optional<std::string> forwarded_for;
  for (std::size_t i = 0; i < parsed.FieldCount(); ++i) {
    const FieldLine line = parsed.FieldAt(i);
    request.fields.push_back(line);
    if (trust.Enabled() && common::EqualsIgnoreCase(line.first, "X-Forwarded-For")) {
      if (forwarded_for) {
        forwarded_for->append(", ").append(line.second);
      } else {
        forwarded_for.emplace(line.second);
      }
    }
  }
  request.client_address = trust.Enabled() && forwarded_for
                               ? ClientAddress(peer, forwarded_for, trust)
                               : std::string(peer);
  return request;
}

}  // namespace firm::http
