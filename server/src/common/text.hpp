#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Byte-level text helpers shared by every module (headers, cookies, JSON bodies, form
// values). ASCII only where it says so: they never interpret non-ASCII bytes.
namespace firm::common {

// ASCII letters to lower case; every other byte unchanged.
std::string AsciiLower(std::string_view text);

// The same text when ASCII letters are compared without case (header names, tokens).
bool EqualsIgnoreCase(std::string_view a, std::string_view b);

// Without leading and trailing spaces and tabs (HTTP's optional whitespace, OWS).
std::string_view TrimOws(std::string_view text);

// Without leading and trailing spaces, tabs, CRs and LFs.
std::string_view TrimWhitespace(std::string_view text);

// An HTTP token (RFC 9110 tchar: letters, digits and !#$%&'*+-.^_`|~), as in
// method and header names; IsHttpTokenChar for one byte.
bool IsHttpTokenChar(unsigned char c);
bool IsHttpToken(std::string_view text);

// One or more ASCII digits and nothing else.
bool IsAsciiDigits(std::string_view text);

// The inside of an IPv6 literal's brackets ("::1", "2001:db8::1"): hex digits, colons and the
// dots of an embedded IPv4 address, with at least one colon. Loose on purpose: enough to refuse
// a typo or a path, not to check the address.
bool IsValidIpv6Literal(std::string_view host);

// The one text rule of every field people type (docs/admin-api.md, config/forms/rules.json
// "textRuleAbout"): no C0 control (U+0000..U+001F) or DEL, no C1 control (U+0080..U+009F), no bidi
// embedding, override or isolate (U+202A..U+202E, U+2066..U+2069) and no line or paragraph
// separator (U+2028, U+2029). A single-line field (a name, an employer, a query value) allows
// none of them; text people write in several lines (details, notes, replies) may keep line
// breaks (CR, LF) and nothing else. `text` is UTF-8 (checked before).
enum class Controls { kNoneAllowed, kAllowLineBreaks };
bool HasControlCharacters(std::string_view text, Controls allowed = Controls::kNoneAllowed);

// Well-formed UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
bool IsValidUtf8(std::string_view bytes);
// `bytes` with every byte that does not belong to a well-formed UTF-8 character replaced by
// U+FFFD.
std::string ValidUtf8(std::string_view bytes);

// A code point a reader cannot see, or one that changes how the text around it is shown
// (config/forms/rules.json "invisibleRuleAbout", the list in
// config/forms/fixtures/invisible-characters.json, web/lib/invisible-characters.ts): the
// zero-width space and direction marks (U+200B, U+200E, U+200F, U+061C; not the joiners U+200C
// and U+200D, which Persian and Indic names and emoji sequences need), bidi embeddings, overrides
// and isolates (U+202A..U+202E, U+2066..U+2069), invisible operators and the word joiner
// (U+2060..U+2064), the byte order mark (U+FEFF), tag characters (U+E0000..U+E007F), private use
// (U+E000..U+F8FF, U+F0000..U+FFFFD, U+100000..U+10FFFD) and noncharacters (U+FDD0..U+FDEF,
// U+xFFFE, U+xFFFF).
bool IsInvisibleCodePoint(char32_t code_point);

// Whether well-formed UTF-8 `text` holds an invisible code point (above). Refused in single-line
// fields people type (names, the employer) and in staff replies; text a worker wrote in several
// lines keeps them as sent, and staff pages show them as visible markers.
bool HasInvisibleCharacters(std::string_view text);

// "/admin/leads/x?y=1" -> "%2Fadmin%2Fleads%2Fx%3Fy%3D1": every byte outside
// A-Z a-z 0-9 - . _ ~ escaped (RFC 3986 unreserved), for a URI component.
std::string PercentEncode(std::string_view text);

// "a=1&b=x+y%21" -> {{"a","1"},{"b","x y!"}} (application/x-www-form-urlencoded,
// as in query strings and form posts); empty parts are skipped. nullopt on a
// bad percent escape or on invalid UTF-8 after decoding.
std::optional<std::vector<std::pair<std::string, std::string>>> ParseFormEncoded(
    std::string_view text);

// "+" and 8 to 15 digits, the first not 0: a phone number in E.164 form.
bool IsE164(std::string_view text);

// & < > " ' as character references, for text and attribute values in HTML.
std::string HtmlEscape(std::string_view text);

// A command's usage from its commands' lines ("firm-server user list\n", ...): "usage: " before
// the first line, as many spaces before the others.
std::string UsageText(std::initializer_list<std::string_view> commands);

// `value` is one of `values`.
bool Contains(const std::vector<std::string>& values, std::string_view value);

}  // namespace firm::common
