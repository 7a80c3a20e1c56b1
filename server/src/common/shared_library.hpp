#pragma once

#include <string>

namespace firm::common {

// A shared library loaded at run time (dlopen) rather than linked, for a
// dependency that only some configurations use: a process that never needs it
// never maps it, nor the libraries it pulls in (decision 0033). Loaded with
// RTLD_NOW and never unloaded, so bound functions stay valid until the end.
class SharedLibrary {
 public:
  // Throws std::runtime_error naming `soname` and the Debian `package` that
  // holds it when it cannot be loaded.
  SharedLibrary(const char* soname, const char* package);

  // Sets `out` to the function `name`; throws std::runtime_error if it is missing.
  template <typename Function>
  void Bind(const char* name, Function& out) const {
    out = reinterpret_cast<Function>(Symbol(name));
  }

 private:
  void* Symbol(const char* name) const;

  void* handle_ = nullptr;
  std::string soname_;
};

}  // namespace firm::common
