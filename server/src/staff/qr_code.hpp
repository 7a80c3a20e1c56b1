#pragma once

#include <string>
#include <string_view>

namespace firm::staff {

// A QR code as SVG path data: one "M x y h<n> v1 h-<n> z" rectangle per run of
// dark modules in a row,
// drawn on a `size` x `size` grid that includes the 4-module quiet zone. The
// staff page draws it in an inline <svg viewBox="0 0 size size">, so no image
// request and no third party ever sees the secret it holds.
struct QrPath {
  int size = 0;
  std::string path;
};

// libqrencode, error correction M, 8-bit mode. Throws when the text cannot be
// encoded (longer than a QR code holds).
QrPath EncodeQr(std::string_view text);

}  // namespace firm::staff
