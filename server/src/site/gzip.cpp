#include "site/gzip.hpp"

#include <zlib.h>

#include <array>

namespace firm::site {

namespace {

constexpr int kGzipWindowBits = 15 + 16;  // 32 KB window, gzip header and trailer

}  // namespace

std::optional<std::string> Gunzip(std::string_view compressed, std::size_t limit) {
  z_stream stream{};
  if (inflateInit2(&stream, kGzipWindowBits) != Z_OK) return std::nullopt;
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  stream.avail_in = static_cast<uInt>(compressed.size());
  std::string out;
  std::array<char, 16384> chunk{};
  int status = Z_OK;
  while (status == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(chunk.data());
    stream.avail_out = static_cast<uInt>(chunk.size());
    status = inflate(&stream, Z_NO_FLUSH);
    if (status != Z_OK && status != Z_STREAM_END) break;
    out.append(chunk.data(), chunk.size() - stream.avail_out);
    if (out.size() > limit) status = Z_BUF_ERROR;
  }
  // One whole member and nothing after it: trailing bytes would be a second file.
  bool whole = status == Z_STREAM_END && stream.avail_in == 0;
  inflateEnd(&stream);
  if (!whole) return std::nullopt;
  return out;
}

}  // namespace firm::site
