#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "config/env_config.hpp"

namespace firm::staff {

inline constexpr std::size_t kSecretKeyBytes = 32;

// A 32-byte key from its base64 text (TOTP_KEY), or nullopt.
std::optional<std::string> DecodeSecretKey(std::string_view base64);

// The base64 text of a new random key (`firm-server user new-key`).
std::string NewSecretKeyText();

// The key in `path` (base64 text), creating it with a new key and mode 0600
// when it does not exist: the embedded default when TOTP_KEY is unset. An
// existing file readable by others is refused.
common::Result<std::string, std::string> LoadOrCreateKeyFile(const std::filesystem::path& path);

// Authenticated encryption (AES-256-GCM, OpenSSL) of the second-factor
// secrets at rest. A sealed value is "v1.<key id>.<base64 of nonce, cipher
// text and tag>"; the key id (8 hex digits of the key's SHA-256) picks the key
// on opening, so values sealed under the previous key still open while a
// rotation is under way (docs/runbook.md). `context` (the user's id) is bound
// as associated data: a value copied to another row does not open.
class SecretBox {
 public:
  explicit SecretBox(std::string key, std::optional<std::string> previous_key = std::nullopt);

  std::string Seal(std::string_view plain, std::string_view context) const;
  std::optional<std::string> Open(std::string_view sealed, std::string_view context) const;
  // True when `sealed` was made with the current key.
  bool IsCurrent(std::string_view sealed) const;

 private:
  std::string key_;
  std::string key_id_;
  std::optional<std::string> previous_key_;
  std::string previous_id_;
};

// TOTP_KEY (and TOTP_PREVIOUS_KEY), or else the key file DATA_DIR/totp.key,
// made on first use with a note on stderr that production should set the key.
common::Result<SecretBox, std::string> SecretBoxFromConfig(const config::Config& config);

}  // namespace firm::staff
