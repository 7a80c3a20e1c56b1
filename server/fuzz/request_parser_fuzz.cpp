// The server's HTTP/1.1 request parser (http/request_parser.cpp). Input: one byte that
// picks how the rest is cut into reads, then the bytes a client sends. Whatever arrives,
// and however it is cut:
// - the requests handed out are the same as when everything arrives in one read;
// - each is either a refusal (its reason among the known ones, with a status) or a
//   request whose method is a token, whose target has no space or control byte, and
//   whose head came from the input, in order, without overlapping;
// - a request that ends the connection, or a refusal, is the last thing handed out;
// - after every read, the bytes the parser holds for the request it is reading stay within
//   its head and body limits (RetainLimit), whatever chunk sizes the client claims.

#include <string>
#include <vector>

#include "common/text.hpp"
#include "fuzz_support.hpp"
#include "http/request_parser.hpp"

namespace {

using firm::http::GateLimits;
using firm::http::ParsedRequest;
using firm::http::RequestParser;

// Small limits, so that the fuzzer reaches every one of them with short inputs.
GateLimits SmallLimits() {
  GateLimits limits;
  limits.max_url_size = 64;
  limits.max_field_name_size = 32;
  limits.max_field_value_size = 64;
  limits.max_field_count = 8;
  limits.max_head_size = 512;
  limits.max_body_size = 256;
  return limits;
}

std::string Describe(const ParsedRequest& request) {
  if (request.refusal) {
    return "refused " + std::to_string(static_cast<int>(request.refusal->reason)) + " " +
           request.refusal->method + " " + request.refusal->target;
  }
  std::string out = std::string(request.Method()) + " " + std::string(request.Target()) +
                    (request.KeepAlive() ? " keep" : " close") + "\n";
  for (std::size_t i = 0; i < request.FieldCount(); ++i) {
    auto [name, value] = request.FieldAt(i);
    out.append(name).append(": ").append(value).append("\n");
  }
  return out + "\n" + request.Body();
}

std::vector<ParsedRequest> Run(std::string_view bytes, std::size_t step, bool* closed) {
  RequestParser parser(SmallLimits());
  std::vector<ParsedRequest> out;
  std::size_t at = 0;
  while (at < bytes.size()) {
    std::size_t n = step == 0 ? bytes.size() : std::min(step, bytes.size() - at);
    const bool was_closed = parser.Closed();
    parser.Feed(bytes.substr(at, n));
    at += n;
    FUZZ_CHECK(parser.RetainedBytes() <= parser.RetainLimit(),
               "the parser holds no more than its limits allow");
    while (parser.HasRequest()) {
      FUZZ_CHECK(!was_closed, "a closed parser hands out nothing");
      out.push_back(parser.TakeRequest());
    }
  }
  *closed = parser.Closed();
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t step = data[0] % 17;  // 0: everything in one read
  const std::string_view bytes = firm::fuzz::AsText(data + 1, size - 1);

  bool closed_whole = false;
  const auto whole = Run(bytes, 0, &closed_whole);
  bool closed_cut = false;
  const auto cut = Run(bytes, step == 0 ? 1 : step, &closed_cut);
  FUZZ_CHECK(whole.size() == cut.size(), "the same number of requests however the bytes are cut");
  for (std::size_t i = 0; i < whole.size(); ++i) {
    FUZZ_CHECK(Describe(whole[i]) == Describe(cut[i]), "the same requests however they are cut");
  }
  FUZZ_CHECK(closed_whole == closed_cut, "the same end state however the bytes are cut");

  std::size_t consumed = 0;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    const ParsedRequest& request = whole[i];
    if (request.refusal) {
      FUZZ_CHECK(i + 1 == whole.size(), "a refusal is the last thing handed out");
      FUZZ_CHECK(closed_whole, "a refusal closes the parser");
      const int status = firm::http::RefusalStatus(request.refusal->reason);
      FUZZ_CHECK(status >= 400 && status <= 505, "a refusal has an error status");
      continue;
    }
    if (!request.KeepAlive()) FUZZ_CHECK(i + 1 == whole.size(), "nothing after a close");
    FUZZ_CHECK(firm::common::IsHttpToken(request.Method()), "the method is a token");
    for (char c : request.Target()) {
      FUZZ_CHECK(c > 0x20 && c < 0x7f, "the target is visible ASCII");
    }
    FUZZ_CHECK(request.Body().size() <= SmallLimits().max_body_size, "the body within its limit");
    // The request line comes from the client's bytes, in order.
    std::string line = std::string(request.Method()) + " " + std::string(request.Target()) + " ";
    auto found = bytes.find(line, consumed);
    FUZZ_CHECK(found != std::string_view::npos, "a request is the client's bytes, in order");
    consumed = found + line.size();
  }
  return 0;
}
