#include "leads/lead_id.hpp"

#include <openssl/rand.h>
#include <openssl/sha.h>

#include <algorithm>
#include <array>
#include <stdexcept>

#include "common/link_token.hpp"

namespace firm::leads {

namespace {

constexpr std::string_view kReferenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::string_view kReferencePrefix = "GC";
constexpr std::size_t kReferenceChars = 8;

constexpr std::string_view kSelectMissing = "SELECT id FROM leads WHERE reference = ''";
constexpr std::string_view kSetReference =
    "UPDATE leads SET reference = $1 WHERE id = $2 AND reference = ''";

}  // namespace

std::string NewLeadId() {
  std::array<unsigned char, 16> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) {
    throw std::runtime_error("RAND_bytes failed");
  }
  bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0F) | 0x40);  // version 4
  bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3F) | 0x80);  // RFC variant
  static constexpr char kHex[] = "0123456789abcdef";
  std::string id;
  id.reserve(36);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) id += '-';
    id += kHex[bytes[i] >> 4];
    id += kHex[bytes[i] & 0x0F];
  }
  return id;
}

std::string LeadReference(std::string_view lead_id) {
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(lead_id.data()), lead_id.size(), digest.data());
  // The first 64 bits as one number, read out in base 30 (the bias of the
  // remainder over 2^64 is far below anything a person could notice).
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < 8; ++i) value = (value << 8) | digest[i];
  std::string chars;
  for (std::size_t i = 0; i < kReferenceChars; ++i) {
    chars += kReferenceAlphabet[value % kReferenceAlphabet.size()];
    value /= kReferenceAlphabet.size();
  }
  return std::string(kReferencePrefix) + "-" + chars.substr(0, 4) + "-" + chars.substr(4);
}

std::optional<std::string> NormalizeReference(std::string_view text) {
  std::string chars;
  for (char c : text) {
    if (c == '-' || c == ' ') continue;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    chars += c;
  }
  if (chars.size() == kReferenceChars + kReferencePrefix.size() &&
      chars.starts_with(kReferencePrefix)) {
    chars.erase(0, kReferencePrefix.size());
  }
  if (chars.size() != kReferenceChars) return std::nullopt;
  for (char c : chars) {
    if (kReferenceAlphabet.find(c) == std::string_view::npos) return std::nullopt;
  }
  return std::string(kReferencePrefix) + "-" + chars.substr(0, 4) + "-" + chars.substr(4);
}

common::Result<long, storage::StorageError> FillMissingReferences(storage::Database& database) {
  using R = common::Result<long, storage::StorageError>;
  auto rows = database.Query(kSelectMissing, {});
  if (!rows) return R::Err(rows.Error());
  long filled = 0;
  for (const auto row : rows.Value()) {
    const std::string id = row.Text("id");
    auto updated = database.Query(kSetReference, {LeadReference(id), id});
    if (!updated) return R::Err(updated.Error());
    filled += static_cast<long>(updated.Value().affected);
  }
  return R::Ok(filled);
}

bool IsLeadId(std::string_view text) { return common::IsUuid(text); }

std::string PublicFormId(std::string_view form_type) {
  std::string id(form_type);
  std::replace(id.begin(), id.end(), '_', '-');
  return id;
}

std::string StoredFormType(std::string_view form_id) {
  std::string type(form_id);
  std::replace(type.begin(), type.end(), '-', '_');
  return type;
}

}  // namespace firm::leads
