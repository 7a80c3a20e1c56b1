#include "staff/secret_box.hpp"

#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "common/crypto.hpp"
#include "common/text.hpp"

namespace firm::staff {

namespace {

constexpr std::string_view kVersion = "v1";
constexpr std::size_t kNonceBytes = 12;
constexpr std::size_t kTagBytes = 16;

std::string KeyIdOf(std::string_view key) { return common::Sha256Hex(key).substr(0, 8); }

using CipherContext = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

CipherContext NewContext() {
  CipherContext ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
  if (!ctx) throw std::runtime_error("EVP_CIPHER_CTX_new failed");
  return ctx;
}

const unsigned char* Bytes(std::string_view text) {
  return reinterpret_cast<const unsigned char*>(text.data());
}

}  // namespace

std::optional<std::string> DecodeSecretKey(std::string_view base64) {
  auto key = common::Base64Decode(common::TrimWhitespace(base64));
  if (!key || key->size() != kSecretKeyBytes) return std::nullopt;
  return key;
}

std::string NewSecretKeyText() {
  return common::Base64Encode(common::RandomBytes(kSecretKeyBytes));
}

common::Result<KeyFile, std::string> LoadOrCreateKeyFile(const std::filesystem::path& path) {
  using R = common::Result<KeyFile, std::string>;
  bool created = false;
  if (!std::filesystem::exists(path)) {
    // Written whole under a temporary name, then linked into place: a crash
    // never leaves an empty key file, and of two processes starting at once
    // the first link wins and both use its key.
    auto temporary = path;
    temporary += ".tmp-" + std::to_string(::getpid());
    int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) return R::Err("could not create " + temporary.string());
    std::string text = NewSecretKeyText() + "\n";
    bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    bool synced = ::fsync(fd) == 0;
    ::close(fd);
    created = written && synced && ::link(temporary.c_str(), path.c_str()) == 0;
    bool linked = created || (written && synced && errno == EEXIST);
    ::unlink(temporary.c_str());
    if (!linked) return R::Err("could not write " + path.string());
  }
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) return R::Err("could not read " + path.string());
  if (!S_ISREG(info.st_mode) || info.st_uid != ::geteuid()) {
    return R::Err(path.string() + " must be a regular file owned by the server's user");
  }
  if ((info.st_mode & 077) != 0) {
    return R::Err(path.string() + " is readable by others: chmod 600 it");
  }
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  auto key = DecodeSecretKey(text.str());
  if (!key) return R::Err(path.string() + " does not hold a base64 key of 32 bytes");
  return R::Ok(KeyFile{std::move(*key), created});
}

SecretBox::SecretBox(std::string key, std::optional<std::string> previous_key)
    : key_(std::move(key)), key_id_(KeyIdOf(key_)), previous_key_(std::move(previous_key)) {
  if (key_.size() != kSecretKeyBytes) throw std::invalid_argument("the key must be 32 bytes");
  if (previous_key_) previous_id_ = KeyIdOf(*previous_key_);
}

std::string SecretBox::Seal(std::string_view plain, std::string_view context) const {
  std::string nonce = common::RandomBytes(kNonceBytes);
  auto ctx = NewContext();
  std::string cipher(plain.size(), '\0');
  int len = 0;
  int tail = 0;
  std::string tag(kTagBytes, '\0');
  bool ok =
      EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, Bytes(key_), Bytes(nonce)) == 1 &&
      EVP_EncryptUpdate(ctx.get(), nullptr, &len, Bytes(context),
                        static_cast<int>(context.size())) == 1 &&
      EVP_EncryptUpdate(ctx.get(), reinterpret_cast<unsigned char*>(cipher.data()), &len,
                        Bytes(plain), static_cast<int>(plain.size())) == 1 &&
      EVP_EncryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char*>(cipher.data()) + len,
                          &tail) == 1 &&
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagBytes, tag.data()) == 1;
  if (!ok) throw std::runtime_error("AES-256-GCM sealing failed");
  return std::string(kVersion) + "." + key_id_ + "." + common::Base64Encode(nonce + cipher + tag);
}

std::optional<std::string> SecretBox::Open(std::string_view sealed,
                                           std::string_view context) const {
  auto first = sealed.find('.');
  auto second = first == std::string_view::npos ? first : sealed.find('.', first + 1);
  if (second == std::string_view::npos || sealed.substr(0, first) != kVersion) return std::nullopt;
  std::string_view id = sealed.substr(first + 1, second - first - 1);
  const std::string* key = nullptr;
  if (id == key_id_) key = &key_;
  if (previous_key_ && id == previous_id_) key = &*previous_key_;
  if (key == nullptr) return std::nullopt;
  auto raw = common::Base64Decode(sealed.substr(second + 1));
  if (!raw || raw->size() < kNonceBytes + kTagBytes) return std::nullopt;
  std::string_view bytes(*raw);
  std::string_view nonce = bytes.substr(0, kNonceBytes);
  std::string_view cipher = bytes.substr(kNonceBytes, bytes.size() - kNonceBytes - kTagBytes);
  std::string tag(bytes.substr(bytes.size() - kTagBytes));
  auto ctx = NewContext();
  std::string plain(cipher.size(), '\0');
  int len = 0;
  int tail = 0;
  bool ok =
      EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, Bytes(*key), Bytes(nonce)) == 1 &&
      EVP_DecryptUpdate(ctx.get(), nullptr, &len, Bytes(context),
                        static_cast<int>(context.size())) == 1 &&
      EVP_DecryptUpdate(ctx.get(), reinterpret_cast<unsigned char*>(plain.data()), &len,
                        Bytes(cipher), static_cast<int>(cipher.size())) == 1 &&
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagBytes, tag.data()) == 1 &&
      EVP_DecryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char*>(plain.data()) + len, &tail) ==
          1;
  if (!ok) return std::nullopt;
  return plain;
}

std::string SecretBox::SealedKeyId(std::string_view sealed) {
  auto first = sealed.find('.');
  auto second = first == std::string_view::npos ? first : sealed.find('.', first + 1);
  if (second == std::string_view::npos || sealed.substr(0, first) != kVersion) return "";
  return std::string(sealed.substr(first + 1, second - first - 1));
}

std::string SecretBox::Mac(std::string_view purpose, std::string_view data) const {
  return common::HmacSha256(common::HmacSha256(key_, purpose), data);
}

bool SecretBox::MacMatches(std::string_view purpose, std::string_view data,
                           std::string_view mac) const {
  if (common::ConstantTimeEquals(Mac(purpose, data), mac)) return true;
  return previous_key_ &&
         common::ConstantTimeEquals(
             common::HmacSha256(common::HmacSha256(*previous_key_, purpose), data), mac);
}

bool SecretBox::IsCurrent(std::string_view sealed) const {
  return sealed.starts_with(std::string(kVersion) + "." + key_id_ + ".");
}

common::Result<SecretBox, std::string> SecretBoxFromConfig(
    const config::Config& config, std::optional<std::filesystem::path>* made_key_file) {
  using R = common::Result<SecretBox, std::string>;
  if (config.totp_key) {
    auto key = DecodeSecretKey(*config.totp_key);
    std::optional<std::string> previous;
    if (config.totp_previous_key) previous = DecodeSecretKey(*config.totp_previous_key);
    if (!key || (config.totp_previous_key && !previous)) {
      return R::Err("TOTP_KEY or TOTP_PREVIOUS_KEY is not 32 bytes of base64");
    }
    return R::Ok(SecretBox(std::move(*key), std::move(previous)));
  }
  auto path = config.data_dir / "totp.key";
  auto key = LoadOrCreateKeyFile(path);
  if (!key) return R::Err(key.Error());
  // Said once, when the file is made; every later start uses it quietly.
  if (key.Value().created) {
    std::cerr << "second factor: made the key file " << path.string()
              << " to seal staff secrets; production should set TOTP_KEY (docs/runbook.md)"
              << std::endl;
    if (made_key_file != nullptr) *made_key_file = path;
  }
  return R::Ok(SecretBox(std::move(key).Value().key));
}

}  // namespace firm::staff
