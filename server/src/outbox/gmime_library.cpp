#include "outbox/gmime_library.hpp"

#include "common/shared_library.hpp"

namespace firm::outbox {

namespace {

GMimeLibrary Load() {
  // dlsym on GMime's handle also finds the GLib and GObject functions it depends on.
  const common::SharedLibrary library("libgmime-3.0.so.0", "libgmime-3.0-0");
  GMimeLibrary gmime{};
#define FIRM_GMIME_BIND(name) library.Bind(#name, gmime.name);
  FIRM_GMIME_FUNCTIONS(FIRM_GMIME_BIND)
#undef FIRM_GMIME_BIND
  gmime.g_mime_init();
  return gmime;
}

}  // namespace

const GMimeLibrary& GMime() {
  // A function-local static: set up once, and other callers wait for it.
  static const GMimeLibrary gmime = Load();
  return gmime;
}

}  // namespace firm::outbox
