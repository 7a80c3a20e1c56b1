#include "staff/qr_code.hpp"

#include <qrencode.h>

#include <memory>
#include <stdexcept>

namespace firm::staff {

namespace {

constexpr int kQuietZone = 4;

}  // namespace

QrPath EncodeQr(std::string_view text) {
  std::string data(text);
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString8bit(data.c_str(), 0, QR_ECLEVEL_M), &QRcode_free);
  if (!code) throw std::runtime_error("libqrencode could not encode the text");
  QrPath out;
  out.size = code->width + 2 * kQuietZone;
  auto dark = [&](int x, int y) {
    // Bit 0 of each byte is the module's colour (1 = dark).
    return (code->data[y * code->width + x] & 1) != 0;
  };
  for (int y = 0; y < code->width; ++y) {
    for (int x = 0; x < code->width;) {
      if (!dark(x, y)) {
        ++x;
        continue;
      }
      // One rectangle for each run of dark modules in a row.
      int run = 1;
      while (x + run < code->width && dark(x + run, y)) ++run;
      std::string width = std::to_string(run);
      out.path.append("M").append(std::to_string(x + kQuietZone));
      out.path.append(" ").append(std::to_string(y + kQuietZone));
      out.path.append("h").append(width).append("v1h-").append(width).append("z");
      x += run;
    }
  }
  return out;
}

}  // namespace firm::staff
