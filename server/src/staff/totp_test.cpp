// The second factor's pieces that need no database: RFC 6238 codes (liboath),
// recovery codes, the sealed-secret box and the QR path.
#include "staff/totp.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "staff/qr_code.hpp"
#include "staff/secret_box.hpp"

namespace firm::staff {
namespace {

// RFC 6238 appendix B, SHA-1 rows: the 8-digit codes' last 6 digits, which
// is what a 6-digit code is (the truncation takes the value mod 10^digits).
const std::string kRfcSecret = "12345678901234567890";

TEST(TotpTest, Rfc6238TestVectors) {
  EXPECT_EQ(TotpCode(kRfcSecret, 59), "287082");
  EXPECT_EQ(TotpCode(kRfcSecret, 1111111109), "081804");
  EXPECT_EQ(TotpCode(kRfcSecret, 1111111111), "050471");
  EXPECT_EQ(TotpCode(kRfcSecret, 1234567890), "005924");
  EXPECT_EQ(TotpCode(kRfcSecret, 2000000000), "279037");
  EXPECT_EQ(TotpCode(kRfcSecret, 20000000000), "353130");
}

TEST(TotpTest, MatchGivesTheStepWithinOneStepOfClockSkew) {
  const std::time_t now = 1234567890;  // step 41152263
  EXPECT_EQ(MatchTotp(kRfcSecret, "005924", now), 41152263);
  // The phone's clock 30 s behind or ahead still works; 60 s does not.
  EXPECT_EQ(MatchTotp(kRfcSecret, TotpCode(kRfcSecret, now - 30), now), 41152262);
  EXPECT_EQ(MatchTotp(kRfcSecret, TotpCode(kRfcSecret, now + 30), now), 41152264);
  EXPECT_FALSE(MatchTotp(kRfcSecret, TotpCode(kRfcSecret, now - 60), now));
  EXPECT_FALSE(MatchTotp(kRfcSecret, TotpCode(kRfcSecret, now + 60), now));
  EXPECT_FALSE(MatchTotp(kRfcSecret, "000000", now));
  EXPECT_FALSE(MatchTotp("another secret 12345", "005924", now));
  for (const char* malformed : {"", "05924", "0059245", "00592a", " 005924", "００5924"}) {
    EXPECT_FALSE(MatchTotp(kRfcSecret, malformed, now)) << malformed;
  }
}

TEST(TotpTest, SecretsAreRandomAndWrittenInBase32) {
  EXPECT_EQ(Base32("12345678901234567890"), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  EXPECT_EQ(Base32("f"), "MY");
  EXPECT_EQ(FromBase32("gezd gnbv gy3t qojq gezd gnbv gy3t qojq"), kRfcSecret);
  EXPECT_EQ(FromBase32(Base32("f")), "f");
  EXPECT_FALSE(FromBase32("not base32!"));
  std::string a = NewTotpSecret();
  EXPECT_EQ(a.size(), kTotpSecretBytes);
  EXPECT_NE(a, NewTotpSecret());
  EXPECT_EQ(
      OtpauthUri("Golden Coast Workers Law, APC", "maria", kRfcSecret),
      "otpauth://totp/Golden%20Coast%20Workers%20Law%2C%20APC:maria"
      "?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Golden%20Coast%20Workers%20Law%2C%20APC"
      "&algorithm=SHA1&digits=6&period=30");
}

TEST(TotpTest, RecoveryCodesAreTenDistinctAndReadBackHoweverTyped) {
  auto codes = NewRecoveryCodes();
  ASSERT_EQ(codes.size(), 10u);
  EXPECT_EQ(std::set<std::string>(codes.begin(), codes.end()).size(), 10u);
  for (const auto& code : codes) {
    EXPECT_EQ(code.size(), 19u) << code;
    EXPECT_EQ(code[4], '-');
    EXPECT_EQ(code[9], '-');
    EXPECT_EQ(code[14], '-');
    auto normalized = NormalizeRecoveryCode(code);
    ASSERT_TRUE(normalized) << code;
    EXPECT_EQ(normalized->size(), 16u);
  }
  EXPECT_EQ(NormalizeRecoveryCode("ACDE FGHJ-kmnp qrtu"), "acdefghjkmnpqrtu");
  EXPECT_FALSE(NormalizeRecoveryCode("acde-fghj-kmnp-qrt"));    // 15 characters
  EXPECT_FALSE(NormalizeRecoveryCode("acde-fghj-kmnp-qrt0"));   // 0 is not in the alphabet
  EXPECT_FALSE(NormalizeRecoveryCode("acde-fghj-kmnp-qrtuv"));  // 17
}

TEST(SecretBoxTest, SealsAndOpensOnlyWithTheKeyAndTheSameUser) {
  auto key = DecodeSecretKey(NewSecretKeyText());
  ASSERT_TRUE(key);
  SecretBox box(*key);
  std::string sealed = box.Seal(kRfcSecret, "user-1");
  EXPECT_TRUE(sealed.starts_with("v1.")) << sealed;
  EXPECT_EQ(sealed.find(kRfcSecret), std::string::npos);
  EXPECT_NE(box.Seal(kRfcSecret, "user-1"), sealed);  // a fresh nonce each time
  EXPECT_EQ(box.Open(sealed, "user-1"), kRfcSecret);
  EXPECT_TRUE(box.IsCurrent(sealed));
  // Copied to another user's row, or altered, it does not open.
  EXPECT_FALSE(box.Open(sealed, "user-2"));
  std::string altered = sealed;
  altered[altered.size() - 3] = altered[altered.size() - 3] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(box.Open(altered, "user-1"));
  EXPECT_FALSE(box.Open("v1.nokey.AAAA", "user-1"));
  EXPECT_FALSE(box.Open("", "user-1"));

  // Rotation: the new key with the old one as previous opens both; the old
  // value is not current and re-seals under the new key.
  auto new_key = DecodeSecretKey(NewSecretKeyText());
  SecretBox rotated(*new_key, *key);
  EXPECT_EQ(rotated.Open(sealed, "user-1"), kRfcSecret);
  EXPECT_FALSE(rotated.IsCurrent(sealed));
  EXPECT_TRUE(rotated.IsCurrent(rotated.Seal(kRfcSecret, "user-1")));
  EXPECT_FALSE(SecretBox(*new_key).Open(sealed, "user-1"));
}

TEST(SecretBoxTest, KeysAreThirtyTwoBytesOfBase64) {
  EXPECT_TRUE(DecodeSecretKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="));
  EXPECT_FALSE(DecodeSecretKey("MDEyMzQ1Njc4OWFiY2RlZg=="));  // 16 bytes
  EXPECT_FALSE(DecodeSecretKey("not base64 at all!"));
  EXPECT_FALSE(DecodeSecretKey(""));
}

TEST(SecretBoxTest, TheKeyFileIsMadeOnceForItsOwnerOnly) {
  auto dir = std::filesystem::temp_directory_path() /
             ("firm-key-" + Base32(NewTotpSecret()).substr(0, 12));
  std::filesystem::create_directories(dir);
  auto path = dir / "totp.key";
  auto made = LoadOrCreateKeyFile(path);
  ASSERT_TRUE(made) << made.Error();
  EXPECT_EQ(made.Value().key.size(), kSecretKeyBytes);
  EXPECT_TRUE(made.Value().created);
  EXPECT_EQ(std::filesystem::status(path).permissions() & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  // Read back, not replaced, and not "made" again (the start-up notice is said once).
  auto again = LoadOrCreateKeyFile(path);
  EXPECT_EQ(again.Value().key, made.Value().key);
  EXPECT_FALSE(again.Value().created);
  std::filesystem::permissions(path, std::filesystem::perms::group_read,
                               std::filesystem::perm_options::add);
  auto exposed = LoadOrCreateKeyFile(path);
  ASSERT_FALSE(exposed);
  EXPECT_NE(exposed.Error().find("chmod 600"), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(QrCodeTest, APathOfDarkRunsInsideTheQuietZone) {
  QrPath qr = EncodeQr("otpauth://totp/Firm:maria?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  // Version 4 (33 modules) or more at level M for 70 bytes, plus 4 each side.
  EXPECT_GE(qr.size, 33 + 8);
  EXPECT_TRUE(qr.path.starts_with("M4 4h7v1h-7z")) << qr.path.substr(0, 40);  // finder pattern
  EXPECT_EQ(qr.path.find("M3 "), std::string::npos);
  EXPECT_THROW(EncodeQr(std::string(8000, 'x')), std::runtime_error);
}

}  // namespace
}  // namespace firm::staff
