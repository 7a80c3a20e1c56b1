#include "outbox/gmime_library.hpp"

#include <cstdlib>

#include "common/shared_library.hpp"

namespace firm::outbox {

namespace {

GMimeLibrary Load() {
  // GLib before 2.76 (Debian 12 has 2.74) hands out small blocks from per-thread magazines kept
  // with its own locks, which ThreadSanitizer cannot see (it reported the outbox workers' e-mails
  // as racing); "always-malloc" makes it use malloc, whose locks every tool sees. Set before GLib
  // loads, and only if the environment does not say otherwise.
  ::setenv("G_SLICE", "always-malloc", 0);
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
