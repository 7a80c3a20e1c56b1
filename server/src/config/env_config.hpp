#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/result.hpp"

namespace firm::config {

using EnvMap = std::map<std::string, std::string>;

// INTAKE_RATE_LIMIT: "N/S" (N attempts per S seconds per address) or "off".
struct RateLimitSetting {
  bool off = false;
  unsigned per_address = 0;
  unsigned window_seconds = 0;
};

// Read once at start-up and then only passed around by const reference.
struct Config {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::filesystem::path data_dir = "./data";
  std::optional<std::string> database_url;
  std::filesystem::path site_dir = "./web/build/site";
  unsigned threads = 1;
  std::optional<std::string> site_origin;
  bool hsts = false;
  std::filesystem::path forms_dir = "./config/forms";
  // Unset: the limit in FORMS_DIR/rules.json.
  std::optional<RateLimitSetting> intake_rate_limit;
  bool trust_proxy = false;
  // Third-party tags, off unless set; they load in the browser only after consent.
  std::optional<std::string> gtag_id;
  std::optional<std::string> meta_pixel_id;
  // Admin sessions end after this long without a request, and this long in all.
  unsigned admin_session_idle_minutes = 30;
  unsigned admin_session_max_hours = 12;
};

inline constexpr unsigned kMaxThreads = 64;

// The variables the server understands; only these are read from the process.
extern const std::vector<std::string> kKnownVariables;

// Pure: no filesystem or process access, so every rule is unit-testable. Empty
// values are treated like unset ones (container tooling often exports VAR=).
// On failure returns every problem found, one message per line.
common::Result<Config, std::vector<std::string>> ParseConfig(const EnvMap& env,
                                                             unsigned hardware_threads);

// The checks that need the filesystem: creates DATA_DIR if missing, checks it is
// writable, that SITE_DIR holds a manifest.json and FORMS_DIR a rules.json.
// Returns the problems found.
std::vector<std::string> PrepareFilesystem(const Config& config);

// ParseConfig + PrepareFilesystem, reporting the problems of both together (the
// filesystem checks run even when other variables are invalid).
common::Result<Config, std::vector<std::string>> LoadConfig(const EnvMap& env,
                                                            unsigned hardware_threads);

// Snapshot of the known variables from the real environment.
EnvMap ReadProcessEnvironment();

}  // namespace firm::config
