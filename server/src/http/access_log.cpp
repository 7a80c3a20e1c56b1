#include "http/access_log.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <ctime>
#include <string>

#include "http/path.hpp"

namespace firm::http {

namespace {

constexpr std::size_t kMaxLoggedPath = 256;

void AppendSanitized(std::string& out, std::string_view text, std::size_t limit) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c <= 0x20 || c >= 0x7f) {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0xf]);
    } else {
      out.push_back(static_cast<char>(c));
    }
  }
  if (text.size() > limit) out += "...";
}

// A segment as the router sees it (percent-decoded once) and without case, for matching only.
std::string DecodedLower(std::string_view segment) {
  std::string out;
  for (std::size_t i = 0; i < segment.size(); ++i) {
    char c = segment[i];
    const auto high = i + 2 < segment.size() ? http::HexValue(segment[i + 1]) : std::nullopt;
    const auto low = high ? http::HexValue(segment[i + 2]) : std::nullopt;
    if (c == '%' && low) {
      c = static_cast<char>(*high * 16 + *low);
      i += 2;
    }
    out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  return out;
}

bool IsSecretMarker(std::string_view decoded) {
  for (std::string_view marker : kSecretPathSegments) {
    if (decoded == marker) return true;
  }
  return false;
}

// The marker with an encoded slash inside its segment ("calendar%2F<secret>").
bool StartsWithSecretMarker(std::string_view decoded) {
  for (std::string_view marker : kSecretPathSegments) {
    if (decoded.size() > marker.size() && decoded.starts_with(marker) &&
        decoded[marker.size()] == '/') {
      return true;
    }
  }
  return false;
}

// Whether the path may name a secret-bearing segment in some case or encoding: the segments are
// walked only then, so an ordinary request's line costs no decoding.
bool MayNameSecret(std::string_view path) {
  if (path.find('%') != std::string_view::npos) return true;
  for (std::string_view marker : kSecretPathSegments) {
    const auto found = std::search(
        path.begin(), path.end(), marker.begin(), marker.end(),
        [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
    if (found != path.end()) return true;
  }
  return false;
}

}  // namespace

std::string LoggedPath(std::string_view target) {
  const std::string_view path = http::PathPart(target);
  if (!MayNameSecret(path)) return std::string(path);
  std::string out;
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string_view::npos) end = path.size();
    const std::string_view segment = path.substr(start, end - start);
    const std::string decoded = DecodedLower(segment);
    if (StartsWithSecretMarker(decoded)) {
      out += "REDACTED";
      return out;
    }
    out.append(segment);
    if (IsSecretMarker(decoded) && end < path.size()) {
      out += "/REDACTED";
      return out;
    }
    if (end == path.size()) break;
    out.push_back('/');
    start = end + 1;
  }
  return out;
}

std::string FormatAccessLogLine(const AccessLogEntry& entry) {
  using namespace std::chrono;
  auto since_epoch = entry.time.time_since_epoch();
  auto seconds = duration_cast<std::chrono::seconds>(since_epoch);
  auto millis = duration_cast<milliseconds>(since_epoch - seconds).count();
  std::time_t t = static_cast<std::time_t>(seconds.count());
  std::tm tm{};
  gmtime_r(&t, &tm);

  char prefix[64];
  std::snprintf(prefix, sizeof prefix,
                "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ rid=", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(millis));
  std::string line;
  line.reserve(128 + entry.target.size());
  line += prefix;
  AppendSanitized(line, entry.request_id, 64);
  line.push_back(' ');
  AppendSanitized(line, entry.method, 16);
  line.push_back(' ');
  AppendSanitized(line, LoggedPath(entry.target), kMaxLoggedPath);

  char suffix[64];
  double ms = static_cast<double>(entry.duration.count()) / 1e6;
  std::snprintf(suffix, sizeof suffix, " %d %zuB %.2fms\n", entry.status, entry.body_bytes, ms);
  line += suffix;
  return line;
}

void WriteAccessLog(const AccessLogEntry& entry) {
  std::string line = FormatAccessLogLine(entry);
  std::string_view rest = line;
  while (!rest.empty()) {
    ssize_t n = ::write(STDOUT_FILENO, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // logging must never take the server down
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace firm::http
