#pragma once

#include <cstddef>
#include <string_view>

namespace firm::http {

// Pieces of HTTP's grammar the request parser checks (RFC 9110, RFC 9112, RFC 3986).

// A Host field value (or an absolute-form target's authority): uri-host [":" port], where
// uri-host is an IP literal in brackets, or a reg-name (IPv4 addresses included) of unreserved,
// percent-encoded and sub-delims characters, possibly empty.
bool IsHostField(std::string_view value);

// One or more hex digits and nothing else.
bool IsHexDigits(std::string_view text);

// Chunk extensions as RFC 9112 section 7.1.1 gives them, without the optional whitespace around
// ";" and "=" (which llhttp refuses too, and no client sends):
// *( ";" token [ "=" ( token / quoted-string ) ] ).
bool IsChunkExtensions(std::string_view text);

}  // namespace firm::http
