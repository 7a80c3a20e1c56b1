#include <gtest/gtest.h>

#include <sstream>

#include "common/crypto.hpp"
#include "staff/admin_pages.hpp"
#include "staff/cookies.hpp"
#include "staff/csv.hpp"
#include "staff/password.hpp"
#include "staff/user_cli.hpp"

namespace firm::staff {
namespace {

TEST(CsvTest, EveryCellIsQuotedAndQuotesDoubled) {
  EXPECT_EQ(CsvCell("plain"), "\"plain\"");
  EXPECT_EQ(CsvCell(""), "\"\"");
  EXPECT_EQ(CsvCell("a,b"), "\"a,b\"");
  EXPECT_EQ(CsvCell("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(CsvCell("line1\nline2\r\n"), "\"line1\nline2\r\n\"");
}

TEST(CsvTest, FormulaStartsAreNeutralised) {
  EXPECT_EQ(CsvCell("=HYPERLINK(\"http://x\")"), "\"'=HYPERLINK(\"\"http://x\"\")\"");
  EXPECT_EQ(CsvCell("+1"), "\"'+1\"");
  EXPECT_EQ(CsvCell("-2"), "\"'-2\"");
  EXPECT_EQ(CsvCell("@SUM(A1)"), "\"'@SUM(A1)\"");
  EXPECT_EQ(CsvCell("\tx"), "\"'\tx\"");
  EXPECT_EQ(CsvCell("\rx"), "\"'\rx\"");
  // Only the first character counts.
  EXPECT_EQ(CsvCell("a=b"), "\"a=b\"");
  EXPECT_EQ(CsvCell(" =1"), "\" =1\"");
}

TEST(CsvTest, RowsEndWithCrlf) { EXPECT_EQ(CsvRow({"a", "=b", ""}), "\"a\",\"'=b\",\"\"\r\n"); }

TEST(CookieTest, FindsTheNamedCookieAmongOthers) {
  EXPECT_EQ(FindCookie("firm_admin=abc", "firm_admin"), "abc");
  EXPECT_EQ(FindCookie("x=1; firm_admin=abc; y=2", "firm_admin"), "abc");
  EXPECT_EQ(FindCookie("x=1;firm_admin=\"abc\"", "firm_admin"), "abc");
  // Whitespace inside the quotes is not part of a value either (found by fuzzing, kept in
  // server/fuzz/regressions/cookies/quoted-value-with-spaces).
  EXPECT_EQ(FindCookie("firm_admin=\" abc \"", "firm_admin"), "abc");
  EXPECT_EQ(FindCookie("firm_admin_old=zzz; firm_admin=abc", "firm_admin"), "abc");
  EXPECT_EQ(FindCookie("firm_admin=first; firm_admin=second", "firm_admin"), "first");
  EXPECT_EQ(FindCookie("firm_admin=", "firm_admin"), "");
  EXPECT_FALSE(FindCookie("x=1; y=2", "firm_admin").has_value());
  EXPECT_FALSE(FindCookie("", "firm_admin").has_value());
  EXPECT_FALSE(FindCookie("firm_admin", "firm_admin").has_value());
}

TEST(CookieTest, SessionCookieAttributes) {
  EXPECT_EQ(SessionCookie("tok", false), "firm_admin=tok; Path=/; HttpOnly; SameSite=Strict");
  EXPECT_EQ(SessionCookie("tok", true),
            "firm_admin=tok; Path=/; HttpOnly; SameSite=Strict; Secure");
  // A session cookie: never persisted by the browser.
  EXPECT_EQ(SessionCookie("tok", true).find("Max-Age"), std::string::npos);
  EXPECT_EQ(SessionCookie("tok", true).find("Expires"), std::string::npos);
  EXPECT_EQ(ClearedSessionCookie(true),
            "firm_admin=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0");
}

TEST(CryptoTest, TokensAreRandomBase64Url) {
  std::string a = common::RandomToken();
  std::string b = common::RandomToken();
  EXPECT_EQ(a.size(), 43u);
  EXPECT_NE(a, b);
  EXPECT_EQ(a.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
            std::string::npos);
  EXPECT_EQ(common::RandomToken(3).size(), 4u);
  EXPECT_EQ(common::RandomToken(4).size(), 6u);
}

TEST(CryptoTest, Sha256HexAndComparison) {
  EXPECT_EQ(common::Sha256Hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_TRUE(common::ConstantTimeEquals("same", "same"));
  EXPECT_FALSE(common::ConstantTimeEquals("same", "samf"));
  EXPECT_FALSE(common::ConstantTimeEquals("same", "sam"));
  EXPECT_TRUE(common::ConstantTimeEquals("", ""));
}

// Cheap parameters keep the unit test fast; the format is the same.
const Argon2Params kFast{1, 1024, 1};

TEST(PasswordTest, HashVerifiesOnlyTheSamePassword) {
  auto hash = HashPassword("correct horse battery", kFast);
  ASSERT_TRUE(hash.IsOk()) << hash.Error();
  EXPECT_TRUE(hash.Value().starts_with("$argon2id$v=19$m=1024,t=1,p=1$"));
  EXPECT_TRUE(VerifyPassword(hash.Value(), "correct horse battery"));
  EXPECT_FALSE(VerifyPassword(hash.Value(), "correct horse batterY"));
  EXPECT_FALSE(VerifyPassword(hash.Value(), ""));
  // A fresh salt each time.
  EXPECT_NE(hash.Value(), HashPassword("correct horse battery", kFast).Value());
}

TEST(PasswordTest, DefaultParametersAreTheContract) {
  auto hash = HashPassword("correct horse battery");
  ASSERT_TRUE(hash.IsOk());
  EXPECT_TRUE(hash.Value().starts_with("$argon2id$v=19$m=65536,t=3,p=1$")) << hash.Value();
}

TEST(PasswordTest, MalformedOrOtherSchemesNeverVerify) {
  EXPECT_FALSE(VerifyPassword("", "x"));
  EXPECT_FALSE(VerifyPassword("$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$aGFzaA", "x"));
  EXPECT_FALSE(VerifyPassword("$argon2id$garbage", "x"));
  EXPECT_FALSE(VerifyPassword("plaintext", "plaintext"));
}

TEST(PasswordTest, LengthIsCountedInCharactersUpTo256Bytes) {
  EXPECT_EQ(CheckNewPassword("eleven char", "ana"), "Use at least 12 characters.");
  EXPECT_EQ(CheckNewPassword("twelve chars", "ana"), "");
  // Twelve characters of two bytes each: long enough; eleven are not.
  EXPECT_EQ(CheckNewPassword("ñññññññññññ", "ana"), "Use at least 12 characters.");
  EXPECT_EQ(CheckNewPassword("ññññññññññññ", "ana"), "");
  // 64 characters of any kind are always allowed (ASVS 2.1.2).
  EXPECT_EQ(CheckNewPassword(std::string(64, 'q') + "x", "ana"), "");
  EXPECT_EQ(CheckNewPassword(std::string(256, 'q'), "ana"), "");
  EXPECT_EQ(CheckNewPassword(std::string(257, 'q'), "ana"), "Use at most 256 bytes.");
  EXPECT_NE(CheckNewPassword("line one\nline two", "ana"), "");
}

TEST(PasswordTest, CommonPasswordsAndTheUserNameAreRefused) {
  // On the shipped list as they are, in any case, and with digits or symbols added.
  EXPECT_TRUE(IsCommonPassword("1qaz2wsx3edc"));
  EXPECT_TRUE(IsCommonPassword("LeaveMeAlone"));
  EXPECT_TRUE(IsCommonPassword("password2024!"));
  EXPECT_TRUE(IsCommonPassword("2024sunshine!!"));
  EXPECT_FALSE(IsCommonPassword("copper kettle on the stove"));
  EXPECT_NE(CheckNewPassword("Password123456", "ana"), "");
  EXPECT_EQ(CheckNewPassword("qwerty123456", "ana"),
            "This password is too common. Choose a longer phrase of your own.");
  EXPECT_EQ(CheckNewPassword("my name is maria.lopez", "maria.lopez"),
            "Do not use your user name in your password.");
  EXPECT_EQ(CheckNewPassword("copper kettle on the stove", "maria.lopez"), "");
  // The list is built in, in pieces of whole lines: tens of thousands of
  // entries, comments skipped.
  std::size_t bytes = 0;
  for (auto piece : CommonPasswordList()) {
    EXPECT_TRUE(piece.ends_with('\n'));
    bytes += piece.size();
  }
  EXPECT_GT(bytes, 380'000u);
  EXPECT_GT(CommonPasswordList().size(), 20u);
  EXPECT_TRUE(IsCommonPassword("zxcvbnm"));  // a late entry
  EXPECT_FALSE(
      IsCommonPassword("# common passwords, most used first, lower-cased: the password "
                       "list of @zxcvbn-ts/language-common 4.1.3"));
}

TEST(UsernameTest, NormalizesAndValidates) {
  EXPECT_EQ(NormalizeUsername("Maria.Lopez"), "maria.lopez");
  EXPECT_EQ(NormalizeUsername("a_b-c9"), "a_b-c9");
  EXPECT_FALSE(NormalizeUsername("ab").has_value());
  EXPECT_TRUE(NormalizeUsername(std::string(64, 'a')).has_value());
  EXPECT_FALSE(NormalizeUsername(std::string(65, 'a')).has_value());
  EXPECT_FALSE(NormalizeUsername("with space").has_value());
  EXPECT_FALSE(NormalizeUsername("maría").has_value());
  EXPECT_FALSE(NormalizeUsername("a@b.c").has_value());
}

TEST(ReadPasswordTest, ReadsUpToTheFirstNewline) {
  std::ostringstream prompt;
  std::istringstream in("secret one\r\nsecond line\n");
  EXPECT_EQ(ReadPassword(in, false, prompt, "P: "), "secret one");
  EXPECT_EQ(prompt.str(), "");  // no prompt when piped
  std::istringstream no_newline("last");
  EXPECT_EQ(ReadPassword(no_newline, false, prompt, "P: "), "last");
  std::istringstream empty("");
  EXPECT_FALSE(ReadPassword(empty, false, prompt, "P: ").has_value());
}

}  // namespace
}  // namespace firm::staff
