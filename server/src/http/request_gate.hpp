#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace firm::http {

// Why the gate refused a request. Each reason has one status and one message
// (RefusalStatus, RefusalMessage); the messages name no client data.
enum class RefusalReason {
  kBareLineFeed,        // 400 a line ends in LF without CR
  kBareCarriageReturn,  // 400 CR not followed by LF
  kFoldedHeader,        // 400 obs-fold: a header line starts with space or tab
  kSpaceBeforeColon,    // 400 "Transfer-Encoding : chunked"
  kBadFieldName,        // 400 empty name or a character outside RFC 9110 token
  kBadFieldValue,       // 400 control characters in a value
  kBadRequestLine,      // 400 not "METHOD SP target SP HTTP/1.x"
  kBadTarget,           // 400 spaces, control or non-ASCII bytes, or a relative target
  kBadContentLength,    // 400 not digits, repeated, or together with Transfer-Encoding
  kChunkedHttp10,       // 400 Transfer-Encoding in an HTTP/1.0 request
  kDuplicateHost,       // 400 two Host fields
  kMissingHost,         // 400 HTTP/1.1 without a Host field (RFC 9112 section 3.2)
  kBadHost,             // 400 a Host that is not host[:port] ("127.0.0.1/evil")
  kBadChunk,            // 400 malformed chunk size line or chunk end
  kTimeout,             // 408 the request was not received in time
  kBodyTooLarge,        // 413 Content-Length or chunks over the body limit
  kTargetTooLong,       // 414
  kHeadersTooLarge,     // 431 a field name or value, the field count or the whole head
  kUnsupportedMethod,   // 501 a method this server does not know, or CONNECT
  kUnsupportedCoding,   // 501 a transfer coding other than "chunked"
  kUnsupportedVersion,  // 505 HTTP/2.0 and the like sent as text
};

int RefusalStatus(RefusalReason reason);
std::string_view RefusalMessage(RefusalReason reason);

struct Refusal {
  RefusalReason reason = RefusalReason::kBadRequestLine;
  // From the request line when it could be read (for the access log and for
  // choosing the error format); otherwise "-" and "".
  std::string method = "-";
  std::string target;
};

// The limits the gate enforces (see ServerOptions). max_head_size bounds the
// request line plus every header line; it must stay below http-parser's own
// 80 KiB so that the gate, not the parser, is the one that refuses.
struct GateLimits {
  std::size_t max_url_size = 8 * 1024;
  std::size_t max_field_name_size = 256;
  std::size_t max_field_value_size = 8 * 1024;
  std::size_t max_field_count = 100;
  std::size_t max_head_size = 64 * 1024;
  std::uint64_t max_body_size = 64 * 1024;
};

// A strict HTTP/1.1 request framer that sits in front of RESTinio's lenient
// parser (Debian's http-parser accepts bare LF, folded headers and
// "Transfer-Encoding : chunked", and RESTinio answers nothing at all when a
// limit is exceeded; see docs/decisions and server/README.md).
//
// Bytes from the client go in with Feed(); out come whole requests, byte for
// byte as received, in order. A request that breaks a rule is replaced by a
// stand-in request (StandInRequest) that the request handler turns into a
// precise error answer, after which the gate is closed: everything the client
// sends later is ignored and the connection closes after that answer. A body
// over the limit is refused from its Content-Length, before it is read.
//
// Pure (no sockets, no clock): the socket adapter calls TimeOut() when a
// partly received request has taken too long.
class RequestGate {
 public:
  RequestGate(GateLimits limits, std::string secret);

  void Feed(std::string_view bytes);
  // A partly received request ran out of time: it becomes a 408 stand-in.
  void TimeOut();
  // The server is stopping: the next request handed out while nothing else is
  // buffered carries "Connection: close", and the gate closes after it.
  void Drain();

  bool HasRequest() const { return !ready_.empty(); }
  // Pops the next complete request (or stand-in).
  std::string TakeRequest();
  // Bytes of a request that has started but is not complete (leading empty
  // lines do not count).
  bool HasPartialRequest() const;
  // After a refusal or the drain's last request: nothing more is read.
  bool Closed() const { return closed_; }

 private:
  enum class Stage { kHead, kFixedBody, kChunkSize, kChunkData, kChunkDataEnd, kTrailers };

  void Parse();
  bool ParseHead();  // false: need more bytes or refused
  bool ParseBody();
  void Refuse(RefusalReason reason);
  void Complete();
  // The next CRLF-terminated line from pos_ (without CRLF); nullopt if more
  // bytes are needed or the line was refused. `too_long` once the line holds
  // more than `limit` bytes, or `budget` bytes (default limit + 2, the CRLF)
  // arrive without its LF: counted byte by byte, so however the reads are cut.
  std::optional<std::string_view> NextLine(std::size_t limit, RefusalReason too_long,
                                           std::size_t budget = std::string_view::npos);
  bool CheckFieldLine(std::string_view line, bool trailer);

  GateLimits limits_;
  std::string secret_;
  std::string buffer_;         // bytes of the current request not yet complete
  std::size_t pos_ = 0;        // parse position inside buffer_
  std::size_t line_scan_ = 0;  // NextLine: bytes after pos_ already known to hold no LF
  Stage stage_ = Stage::kHead;
  std::size_t field_count_ = 0;
  std::uint64_t body_left_ = 0;   // kFixedBody / kChunkData
  std::uint64_t body_total_ = 0;  // chunked: decoded size so far
  std::string method_;            // empty until the request line is read
  std::string target_;
  std::deque<std::string> ready_;
  bool draining_ = false;
  bool closed_ = false;
};

// The request RESTinio is given in place of a refused one: an ordinary GET
// with "Connection: close" and one header holding `secret`, the reason and the
// refused request's method and target.
std::string StandInRequest(const Refusal& refusal, std::string_view secret);

// The refusal a stand-in carries, or nullopt when `header_value` (the value of
// kStandInHeader) is not one made with `secret` (a client cannot forge it).
std::optional<Refusal> ReadStandIn(std::string_view header_value, std::string_view secret);

inline constexpr std::string_view kStandInHeader = "X-Firm-Refusal";

// The answer to a refusal: {"errors":{"_request":[message]}} ("_body" for 413)
// on /api/ paths, like every API error; plain text elsewhere.
Response RefusalResponse(const Refusal& refusal);

// 32 random hex characters from the OS, for the stand-in header.
std::string NewGateSecret();

}  // namespace firm::http
