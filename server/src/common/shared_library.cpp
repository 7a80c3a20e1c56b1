#include "common/shared_library.hpp"

#include <dlfcn.h>

#include <stdexcept>

namespace firm::common {

SharedLibrary::SharedLibrary(const char* soname, const char* package) : soname_(soname) {
  handle_ = ::dlopen(soname, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
  if (!handle_) {
    const char* why = ::dlerror();
    throw std::runtime_error("cannot load " + soname_ + " (Debian package " + package +
                             "): " + (why ? why : "unknown error"));
  }
}

void* SharedLibrary::Symbol(const char* name) const {
  void* symbol = ::dlsym(handle_, name);
  if (!symbol) throw std::runtime_error(soname_ + " has no " + name);
  return symbol;
}

}  // namespace firm::common
