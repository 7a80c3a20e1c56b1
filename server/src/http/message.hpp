#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace firm::http {

using Header = std::pair<std::string, std::string>;
using HeaderList = std::vector<Header>;

// One field line of a request: its name as sent and its value without the surrounding spaces.
using FieldLine = std::pair<std::string_view, std::string_view>;

// Transport-independent view of a request: what the edge received, with no field of any
// application's (a handler asks Header("Cookie") or Header("X-Twilio-Signature")).
struct Request {
  std::string_view method;
  std::string_view target;
  // Every field line, in the order received (the server's own X-Request-Id included).
  std::vector<FieldLine> fields;
  // The client's IP address (no port), as the rate limits and the sign-in throttle count it: the
  // TCP peer's ("::ffff:192.0.2.1" as 192.0.2.1), or behind a trusted proxy (TRUST_PROXY) the
  // client it forwards for (http::ClientAddress). Set once by the server; empty when unknown.
  std::string client_address;
  std::string_view body;

  // The value of the first field line named `name` (ASCII case-insensitive); nullopt if none.
  std::optional<std::string_view> Header(std::string_view name) const;
  // Replaces the field lines named `name` with one line, or removes them (nullopt).
  void SetHeader(std::string_view name, std::optional<std::string_view> value);
};

struct Response;
class BodyStream;  // http/body_stream.hpp

// Sends the answer to a deferred request: call it once, from any thread.
using Reply = std::function<void(Response)>;

struct Response {
  int status = 200;
  // Security headers; nullptr means the server's default set. Pages override
  // it to carry their own CSP script hashes. Never omitted.
  const HeaderList* security_headers = nullptr;
  // Precomputed per-representation headers (type, cache, ETag, Vary...).
  const HeaderList* fixed_headers = nullptr;
  // Per-request headers such as Location or Allow.
  HeaderList extra_headers;
  // Either points into memory that outlives the server (the site store) or
  // into owned_body.
  std::string_view body;
  std::shared_ptr<const std::string> owned_body;
  // HEAD and 304: Content-Length still describes body, but no bytes are sent.
  bool omit_body = false;
  // Set instead of a body when its length is not known before it is made (a CSV of any size):
  // sent chunked (HTTP/1.0: closed at its end), each piece made once the one before is written.
  std::shared_ptr<BodyStream> stream;

  void SetOwnedBody(std::string text) {
    owned_body = std::make_shared<const std::string>(std::move(text));
    body = *owned_body;
  }

  // Set by a handler whose answer comes later (slow work on a pool of its
  // own): the server calls it once with a Reply and frees the request thread;
  // every other member of this Response is then ignored. It must not keep
  // views into the Request: copy what it needs.
  std::function<void(Reply)> deferred;
};

inline bool IsGetOrHead(std::string_view method) { return method == "GET" || method == "HEAD"; }

// The reason phrase of a status line ("Not Found"); "Unknown" for a status
// this server never sends.
const char* ReasonPhrase(int status);

}  // namespace firm::http
