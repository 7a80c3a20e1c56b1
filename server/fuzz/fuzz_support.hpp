#pragma once

// Shared by the libFuzzer targets in server/fuzz. Each target defines
// LLVMFuzzerTestOneInput; clang links it with libFuzzer (server/CMakeLists.txt with FIRM_FUZZ=ON),
// and the regular build links it with replay_main.cpp to replay the seed corpus and the
// kept crash inputs as ctest cases. A broken invariant aborts, which both report.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#define FUZZ_CHECK(condition, what)                                               \
  do {                                                                            \
    if (!(condition)) ::firm::fuzz::Fail(__FILE__, __LINE__, #condition, (what)); \
  } while (false)

namespace firm::fuzz {

[[noreturn]] inline void Fail(const char* file, int line, const char* condition,
                              std::string_view what) {
  std::fprintf(stderr, "%s:%d: invariant broken: %s (%.*s)\n", file, line, condition,
               static_cast<int>(what.size()), what.data());
  std::abort();
}

inline std::string_view AsText(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The input cut at every `separator` byte: one fuzz input drives several arguments.
inline std::vector<std::string_view> Split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    auto at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

inline bool HasByte(std::string_view text, bool (*predicate)(unsigned char)) {
  for (char c : text) {
    if (predicate(static_cast<unsigned char>(c))) return true;
  }
  return false;
}

inline bool IsControl(unsigned char c) { return c < 0x20 || c == 0x7f; }

}  // namespace firm::fuzz
