// Our HTTP request parser over a batch of byte strings, for the differential fuzz against
// Node's llhttp (scripts/parser-differential, issue 50). Reads cases from stdin, each a 4-byte
// little-endian length then that many bytes; writes one JSON line per case:
//   {"requests":[[method, target, body as hex, keep-alive]...], "refused":N|null, "partial":bool}
// "requests" are the whole requests handed out before any refusal; "refused" is the refusal's
// status; "partial" is true when the bytes end inside a request the parser is still reading.
// The parser runs with the server's default limits (GateLimits{}), fed in one read.
#include <cstdint>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

#include "http/request_parser.hpp"

namespace {

std::string Hex(std::string_view bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    out.push_back(kDigits[c >> 4]);
    out.push_back(kDigits[c & 15]);
  }
  return out;
}

nlohmann::json Parse(std::string_view bytes) {
  firm::http::RequestParser parser{firm::http::GateLimits{}};
  parser.Feed(bytes);
  nlohmann::json requests = nlohmann::json::array();
  nlohmann::json refused = nullptr;
  while (parser.HasRequest()) {
    const firm::http::ParsedRequest request = parser.TakeRequest();
    if (request.refusal) {
      refused = firm::http::RefusalStatus(request.refusal->reason);
      break;
    }
    requests.push_back({std::string(request.Method()), Hex(request.Target()), Hex(request.Body()),
                        request.KeepAlive()});
  }
  return {{"requests", requests},
          {"refused", refused},
          {"partial", refused.is_null() && parser.HasPartialRequest()}};
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  const std::string input((std::istreambuf_iterator<char>(std::cin)),
                          std::istreambuf_iterator<char>());
  std::size_t at = 0;
  while (at + 4 <= input.size()) {
    std::uint32_t size = 0;
    for (int i = 3; i >= 0; --i) size = (size << 8) | static_cast<unsigned char>(input[at + i]);
    at += 4;
    if (size > input.size() - at) {
      std::cerr << "parser_cases: a case runs past the end of the input\n";
      return 2;
    }
    std::cout << Parse(std::string_view(input).substr(at, size)).dump() << '\n';
    at += size;
  }
  return at == input.size() ? 0 : 2;
}
