// The strict request framer in front of RESTinio's parser (http/request_gate.cpp). Input:
// one byte that picks how the rest is cut into reads, then the bytes a client sends.
// Whatever arrives, and however it is cut:
// - the requests handed out are the same as when everything arrives in one read;
// - each is either a stand-in for a refusal (readable only with the gate's secret, its
//   reason among the known ones) or a piece of the input, byte for byte, whose head ends
//   in CRLF CRLF and uses CRLF for every line end;
// - the pieces come out in the order they were sent, without overlapping;
// - after a refusal the gate is closed and nothing more comes out.

#include <functional>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "http/request_gate.hpp"

namespace {

using firm::http::GateLimits;
using firm::http::ReadStandIn;
using firm::http::RequestGate;

const std::string kSecret = "0123456789abcdef0123456789abcdef";

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

std::vector<std::string> Run(std::string_view bytes, std::size_t step, bool* closed) {
  RequestGate gate(SmallLimits(), kSecret);
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < bytes.size()) {
    std::size_t n = step == 0 ? bytes.size() : std::min(step, bytes.size() - at);
    const bool was_closed = gate.Closed();
    gate.Feed(bytes.substr(at, n));
    at += n;
    while (gate.HasRequest()) {
      FUZZ_CHECK(!was_closed, "a closed gate hands out nothing");
      out.push_back(gate.TakeRequest());
    }
  }
  *closed = gate.Closed();
  return out;
}

bool IsStandIn(const std::string& request) {
  const std::string marker = "\r\n" + std::string(firm::http::kStandInHeader) + ": ";
  // Only the head counts: the same bytes in a body are not a header.
  const std::string_view head = std::string_view(request).substr(0, request.find("\r\n\r\n") + 2);
  auto at = head.find(marker);
  if (at == std::string::npos) return false;
  auto start = at + marker.size();
  auto end = head.find("\r\n", start);
  FUZZ_CHECK(end != std::string::npos, "the stand-in header line ends");
  const std::string_view value = std::string_view(request).substr(start, end - start);
  // The real secret is random per process and never leaves it; this one is
  // fixed, so compare hashes first: a direct comparison would let libFuzzer
  // read the secret off the comparison and forge a header no client could.
  const std::hash<std::string_view> hash;
  if (hash(value.substr(0, value.find(' '))) != hash(kSecret)) return false;
  return ReadStandIn(value, kSecret).has_value();
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
  FUZZ_CHECK(whole == cut, "the same requests however the bytes are cut into reads");
  FUZZ_CHECK(closed_whole == closed_cut, "the same end state however the bytes are cut");

  std::size_t consumed = 0;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    const std::string& request = whole[i];
    if (IsStandIn(request)) {
      FUZZ_CHECK(i + 1 == whole.size(), "a refusal is the last thing handed out");
      FUZZ_CHECK(closed_whole, "a refusal closes the gate");
      continue;
    }
    // A client cannot forge a stand-in: without the secret it is an ordinary request.
    auto head_end = request.find("\r\n\r\n");
    FUZZ_CHECK(head_end != std::string::npos, "a request head ends in CRLF CRLF");
    std::string_view head = std::string_view(request).substr(0, head_end + 4);
    for (std::size_t j = 0; j < head.size(); ++j) {
      if (head[j] == '\n') FUZZ_CHECK(j > 0 && head[j - 1] == '\r', "every LF follows a CR");
      if (head[j] == '\r') FUZZ_CHECK(j + 1 < head.size() && head[j + 1] == '\n', "CR then LF");
    }
    auto found = bytes.find(request, consumed);
    FUZZ_CHECK(found != std::string_view::npos, "a request is the client's bytes, in order");
    consumed = found + request.size();
  }
  return 0;
}
