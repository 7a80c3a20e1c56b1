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
// existing file readable by others is refused. `created`: this call made the file.
struct KeyFile {
  std::string key;
  bool created = false;
};
common::Result<KeyFile, std::string> LoadOrCreateKeyFile(const std::filesystem::path& path);

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
  // The key ids (8 hex digits of the key's SHA-256) that name a key in sealed values.
  const std::string& KeyId() const { return key_id_; }
  bool Knows(std::string_view key_id) const {
    return key_id == key_id_ || (previous_key_ && key_id == previous_id_);
  }
  // The key id a sealed value names; empty when it is not a sealed value.
  static std::string SealedKeyId(std::string_view sealed);

  // HMAC-SHA256 of `data` (32 raw bytes) under a key of its own for `purpose`, derived from the
  // current key (HMAC-SHA256(key, purpose)): values the server signs and later reads back (the
  // device cookie of a sign-in) need no key of their own, and every server on one database has
  // this one. MacMatches also takes a MAC made under the previous key while a rotation is under
  // way; the comparison takes constant time.
  std::string Mac(std::string_view purpose, std::string_view data) const;
  bool MacMatches(std::string_view purpose, std::string_view data, std::string_view mac) const;

 private:
  std::string key_;
  std::string key_id_;
  std::optional<std::string> previous_key_;
  std::string previous_id_;
};

// TOTP_KEY (and TOTP_PREVIOUS_KEY), or else the key file DATA_DIR/totp.key,
// made on first use with a note on stderr (once, when it is made) that production should
// set the key. `made_key_file`, when given, is the path of a key file this call made.
common::Result<SecretBox, std::string> SecretBoxFromConfig(
    const config::Config& config, std::optional<std::filesystem::path>* made_key_file = nullptr);

}  // namespace firm::staff
