#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace firm::site {

// The bytes a gzip member (RFC 1952) holds, with zlib; nullopt when `compressed` is not one whole
// valid member or would inflate past `limit` bytes. The site store keeps a text file's gzip
// variant instead of its identity bytes and inflates it for the rare client that accepts neither
// br nor gzip.
std::optional<std::string> Gunzip(std::string_view compressed, std::size_t limit);

}  // namespace firm::site
