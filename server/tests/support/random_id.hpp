// Random UUID v4 text for test rows and folders, without reaching into the
// modules under test (storage tests may not use leads::NewLeadId).
#pragma once

#include <cstdio>
#include <random>
#include <string>

namespace firm::testing_support {

inline std::string RandomUuid() {
  static thread_local std::mt19937_64 generator{std::random_device{}()};
  std::uniform_int_distribution<unsigned> byte(0, 255);
  unsigned char b[16];
  for (auto& value : b) value = static_cast<unsigned char>(byte(generator));
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);
  char text[37];
  std::snprintf(text, sizeof text,
                "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14],
                b[15]);
  return text;
}

}  // namespace firm::testing_support
