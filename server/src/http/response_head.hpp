#pragma once

// The status line and header fields of an answer, as the server writes them.
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace firm::http {

// How the answer's body is delimited and whether the connection ends after it.
struct BodyFraming {
  bool streamed = false;  // Response::stream: no Content-Length
  bool chunked = false;   // a stream sent chunked (never to HTTP/1.0)
  bool close = false;     // "Connection: close"
  bool http10 = false;    // an HTTP/1.0 request kept alive says so
};

// Writes into `head` (emptied first, its capacity kept for the connection's next answer): the
// status line, the response's security headers (`default_security` when it has none of its own),
// its fixed and extra headers, X-Request-Id, the body's framing and the connection's, and the
// empty line.
void WriteResponseHead(std::string& head, const Response& response,
                       const HeaderList& default_security, std::string_view request_id,
                       const BodyFraming& framing);

}  // namespace firm::http
