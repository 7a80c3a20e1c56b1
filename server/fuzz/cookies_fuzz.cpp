// Cookie header lookup (staff/cookies.cpp). Input: "<header>\x1f<name>". Whatever the
// header, a found value is a trimmed piece of it without ';', and a header rebuilt from
// plain pairs gives back the first value of the asked name; the session Set-Cookie
// read back as a request cookie gives the token.

#include <string>

#include "fuzz_support.hpp"
#include "staff/cookies.hpp"

namespace {

bool IsCookieOctet(unsigned char c) {
  // RFC 6265 cookie-octet: no CTLs, whitespace, DQUOTE, comma, semicolon or backslash.
  return c == 0x21 || (c >= 0x23 && c <= 0x2b) || (c >= 0x2d && c <= 0x3a) ||
         (c >= 0x3c && c <= 0x5b) || (c >= 0x5d && c <= 0x7e);
}

bool IsTokenChar(unsigned char c) { return IsCookieOctet(c) && c != '='; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using firm::staff::FindCookie;
  auto parts = firm::fuzz::Split(firm::fuzz::AsText(data, size), '\x1f');
  std::string_view header = parts[0];
  std::string_view name = parts.size() > 1 ? parts[1] : firm::staff::kSessionCookie;

  auto found = FindCookie(header, name);
  if (found) {
    FUZZ_CHECK(found->find(';') == std::string::npos, "a value never spans a ';'");
    FUZZ_CHECK(header.find(*found) != std::string_view::npos, "a value is a piece of the header");
    if (!found->empty()) {
      FUZZ_CHECK(found->front() != ' ' && found->front() != '\t', "a value is trimmed");
    }
  }

  // Pairs from the header's own bytes, kept to cookie syntax, joined the way browsers do.
  std::string rebuilt;
  std::string first_value;
  bool seen = false;
  std::string wanted;
  for (char c : name) {
    if (IsTokenChar(static_cast<unsigned char>(c))) wanted += c;
  }
  if (wanted.empty()) wanted = firm::staff::kSessionCookie;
  int index = 0;
  for (auto piece : firm::fuzz::Split(header, ';')) {
    std::string value;
    for (char c : piece) {
      if (IsCookieOctet(static_cast<unsigned char>(c))) value += c;
    }
    // Every other pair carries the wanted name, the rest a name of their own.
    // Appended rather than "c" + ...: GCC 12 reports a false -Wrestrict (PR105329) on that.
    std::string pair_name = wanted;
    if (index % 2 == 0) {
      pair_name.assign(1, 'c');
      pair_name.append(std::to_string(index));
    }
    if (!rebuilt.empty()) rebuilt += "; ";
    rebuilt += pair_name + "=" + value;
    if (pair_name == wanted && !seen) {
      seen = true;
      first_value = value;
    }
    ++index;
  }
  auto again = FindCookie(rebuilt, wanted);
  FUZZ_CHECK(again.has_value() == seen, "a present cookie is found, an absent one is not");
  if (seen) {
    // A value wrapped in quotes is given without them (RFC 6265 allows DQUOTE around it),
    // but DQUOTE is not a cookie-octet, so the rebuilt values are never quoted.
    FUZZ_CHECK(*again == first_value, "the first value of the name comes back");
  }

  std::string token;
  for (char c : header) {
    if (IsCookieOctet(static_cast<unsigned char>(c))) token += c;
  }
  for (bool secure : {false, true}) {
    std::string set_cookie = firm::staff::SessionCookie(token, secure);
    FUZZ_CHECK(!firm::fuzz::HasByte(set_cookie, firm::fuzz::IsControl), "no control bytes");
    auto cookie_part = set_cookie.substr(0, set_cookie.find(';'));
    FUZZ_CHECK(FindCookie(cookie_part, firm::staff::kSessionCookie) == token,
               "the session cookie reads back as its token");
  }
  return 0;
}
