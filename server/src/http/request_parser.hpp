#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"

namespace firm::http {

// Why the parser refused a request. Each reason has one status and one message
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
  kBadChunk,            // 400 malformed chunk size line, chunk extension or chunk end
  kFramingTrailer,      // 400 a trailer field named Content-Length or Transfer-Encoding
  kLeadingEmptyLines,   // 400 more than one empty line before a request line
  kTimeout,             // 408 the request was not received in time
  kBodyTooLarge,        // 413 Content-Length or chunks over the body limit
  kTargetTooLong,       // 414
  kHeadersTooLarge,     // 431 a field name or value, the field count or the whole head
  kUnsupportedMethod,   // 501 a method this server does not know, or CONNECT
  kUnsupportedCoding,   // 501 a transfer coding other than "chunked"
  kUnsupportedVersion,  // 505 HTTP/2.0 and the like sent as text
  kForeignOrigin,       // 400 an absolute-form target naming another origin
  kTooManyConnections,  // 429 the client address holds its share of connections
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

// The limits the parser enforces (see ServerOptions). max_head_size bounds the
// request line plus every header line.
struct GateLimits {
  std::size_t max_url_size = 8 * 1024;
  std::size_t max_field_name_size = 256;
  std::size_t max_field_value_size = 8 * 1024;
  std::size_t max_field_count = 100;
  std::size_t max_head_size = 64 * 1024;
  std::uint64_t max_body_size = 64 * 1024;
};

// One request as the parser hands it out: either a refusal (nothing else is
// set) or a whole, well-formed request.
class ParsedRequest {
 public:
  std::optional<Refusal> refusal;

  std::string_view Method() const { return Slice(method_); }
  // As sent: origin-form ("/path?q"), absolute-form ("http://host/path"),
  // or "*" (OPTIONS only).
  std::string_view Target() const { return Slice(target_); }
  bool Http10() const { return http10_; }
  // False when the connection ends after the answer: "Connection: close",
  // HTTP/1.0 without "Connection: keep-alive", or the last request of a drain.
  bool KeepAlive() const { return keep_alive_; }
  // The decoded body: a chunked body's chunks joined, its trailers dropped.
  const std::string& Body() const { return body_; }

  // The first field named `name` (case-insensitive), its value without the
  // surrounding spaces.
  std::optional<std::string_view> Field(std::string_view name) const;
  // Every value of the fields named `name`, in order.
  std::vector<std::string_view> Fields(std::string_view name) const;
  std::size_t FieldCount() const { return fields_.size(); }
  // The name (as sent) and value of the field line `i`, in the order received.
  std::pair<std::string_view, std::string_view> FieldAt(std::size_t i) const {
    return {Slice(fields_[i].first), Slice(fields_[i].second)};
  }

 private:
  friend class RequestParser;
  struct Span {
    std::uint32_t at = 0;
    std::uint32_t size = 0;
  };
  std::string_view Slice(Span span) const {
    return std::string_view(head_).substr(span.at, span.size);
  }

  std::string head_;  // the request line and field lines, CRLF CRLF included
  std::string body_;
  Span method_;
  Span target_;
  std::vector<std::pair<Span, Span>> fields_;  // name, value
  bool http10_ = false;
  bool keep_alive_ = true;
};

// The server's HTTP/1.1 request parser: strict where lenient parsers let a
// proxy and a server read the same bytes differently (bare LF, folded headers,
// "Transfer-Encoding : chunked", two lengths), with a precise refusal for every
// broken rule and every exceeded limit (decisions 0009 and 0032).
//
// Bytes from the client go in with Feed(); out come whole requests, in order.
// A request that breaks a rule becomes a refusal, after which the parser is
// closed: everything the client sends later is ignored and the connection
// closes after that answer. A body over the limit is refused from its
// Content-Length, before it is read. A request that ends the connection
// (KeepAlive() false) closes the parser too.
//
// Pure (no sockets, no clock): the connection calls TimeOut() when a partly
// received request has taken too long.
class RequestParser {
 public:
  explicit RequestParser(GateLimits limits);

  void Feed(std::string_view bytes);
  // A partly received request ran out of time: it becomes a 408 refusal.
  void TimeOut();
  // The server is stopping: the next request handed out while nothing else is
  // buffered ends the connection, and the parser closes after it.
  void Drain();

  bool HasRequest() const { return !ready_.empty(); }
  // Pops the next complete request (or refusal).
  ParsedRequest TakeRequest();
  // Bytes of a request that has started but is not complete (the one empty
  // line allowed before a request line does not count).
  bool HasPartialRequest() const;
  // Bytes the parser holds for the request it is reading (its head, its body
  // so far and the unparsed rest of the last read), not the complete requests
  // waiting in HasRequest(). Never above RetainLimit().
  std::size_t RetainedBytes() const;
  // max_head_size + max_body_size + the longest chunk-size line: the head
  // (trailers count against the head's limit), the body, and one line in progress.
  std::size_t RetainLimit() const;
  // True once per request whose head asked "Expect: 100-continue" and whose
  // body has not all arrived: the connection answers "100 Continue".
  bool TakeContinue();
  // After a refusal, a request that ends the connection, or the drain's last
  // request: nothing more is read.
  bool Closed() const { return closed_; }

 private:
  enum class Stage { kHead, kFixedBody, kChunkSize, kChunkData, kChunkDataEnd, kTrailers };
  static constexpr std::string_view kCrlf = "\r\n";
  // A chunk-size line, its extensions included (the size itself: at most 16 hex digits, which
  // fit in 64 bits).
  static constexpr std::size_t kMaxChunkSizeLine = 1024;
  // The refusal's stand-in target is small and fixed; targets longer than this are logged cut.
  static constexpr std::size_t kMaxLoggedTarget = 2048;

  void Parse();
  // The head, in its three phases (request_head.cpp); each false when it needs more bytes or
  // refused the request.
  bool ParseHead();
  bool ParseRequestLine();  // the request line, once whole: method, target, version
  bool ParseFieldLines();   // every field line up to the empty line, each checked on arrival
  bool ReadFraming();       // the whole head: body length, Host, Connection, Expect
  // Where `part` lies in `whole`.
  static ParsedRequest::Span SpanOf(std::string_view whole, std::string_view part);
  bool ParseBody();
  void Refuse(RefusalReason reason);
  void Complete();
  // Drops the body bytes already consumed from buffer_ (chunked stages), once per Feed.
  void DropConsumed();
  // Drops buffer_'s bytes before pos_, which the parser is done with.
  void DropParsed();
  // The next CRLF-terminated line from pos_ (without CRLF); nullopt if more
  // bytes are needed or the line was refused. `too_long` once the line holds
  // more than `limit` bytes, or `budget` bytes (default limit + 2, the CRLF)
  // arrive without its LF: counted byte by byte, so however the reads are cut.
  std::optional<std::string_view> NextLine(std::size_t limit, RefusalReason too_long,
                                           std::size_t budget = std::string_view::npos);
  bool CheckFieldLine(std::string_view line);

  GateLimits limits_;
  std::string buffer_;         // bytes of the current request not yet complete
  std::size_t pos_ = 0;        // parse position inside buffer_
  std::size_t line_scan_ = 0;  // NextLine: bytes after pos_ already known to hold no LF
  Stage stage_ = Stage::kHead;
  std::size_t field_count_ = 0;
  std::uint64_t body_left_ = 0;    // kFixedBody / kChunkData
  std::uint64_t body_total_ = 0;   // chunked: decoded size so far
  std::size_t trailer_bytes_ = 0;  // chunked: bytes of the trailer section so far
  bool blank_line_seen_ = false;   // the one empty line allowed before this request line
  std::string method_;             // empty until the request line is read
  std::string target_;
  // The request line as ParseRequestLine read it (offsets into buffer_, where the head starts).
  ParsedRequest::Span line_method_;
  ParsedRequest::Span line_target_;
  bool line_http10_ = false;
  ParsedRequest current_;  // the head's spans once it is read; the chunked body so far
  std::deque<ParsedRequest> ready_;
  bool continue_due_ = false;
  bool draining_ = false;
  bool closed_ = false;
};

// The answer to a refusal: {"errors":{"_request":[message]}} ("_body" for 413)
// on /api/ paths, like every API error; plain text elsewhere.
Response RefusalResponse(const Refusal& refusal);

}  // namespace firm::http
