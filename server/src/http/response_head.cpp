#include "http/response_head.hpp"

namespace firm::http {

void WriteResponseHead(std::string& head, const Response& response,
                       const HeaderList& default_security, std::string_view request_id,
                       const BodyFraming& framing) {
  head.clear();
  head.append("HTTP/1.1 ")
      .append(std::to_string(response.status))
      .append(" ")
      .append(ReasonPhrase(response.status))
      .append("\r\n");
  auto append = [&head](const Header& header) {
    head.append(header.first).append(": ").append(header.second).append("\r\n");
  };
  const HeaderList& security =
      response.security_headers ? *response.security_headers : default_security;
  for (const auto& header : security) append(header);
  if (response.fixed_headers) {
    for (const auto& header : *response.fixed_headers) append(header);
  }
  for (const auto& header : response.extra_headers) append(header);
  head.append("X-Request-Id: ").append(request_id).append("\r\n");
  if (!framing.streamed) {
    head.append("Content-Length: ").append(std::to_string(response.body.size())).append("\r\n");
  } else if (framing.chunked) {
    head.append("Transfer-Encoding: chunked\r\n");
  }
  if (framing.close) {
    head.append("Connection: close\r\n");
  } else if (framing.http10) {
    head.append("Connection: keep-alive\r\n");
  }
  head.append("\r\n");
}

}  // namespace firm::http
