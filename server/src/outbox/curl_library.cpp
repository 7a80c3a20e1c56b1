#include "outbox/curl_library.hpp"

#include <stdexcept>

#include "common/shared_library.hpp"

namespace firm::outbox {

namespace {

CurlLibrary Load() {
  const common::SharedLibrary library("libcurl.so.4", "libcurl4");
  CurlLibrary curl{};
  library.Bind("curl_global_init", curl.global_init);
  library.Bind("curl_easy_init", curl.easy_init);
  library.Bind("curl_easy_cleanup", curl.easy_cleanup);
  library.Bind("curl_easy_setopt", curl.easy_setopt);
  library.Bind("curl_easy_perform", curl.easy_perform);
  library.Bind("curl_easy_getinfo", curl.easy_getinfo);
  library.Bind("curl_easy_strerror", curl.easy_strerror);
  library.Bind("curl_slist_append", curl.slist_append);
  library.Bind("curl_slist_free_all", curl.slist_free_all);
  // Thread-safe since libcurl 7.84 (Debian 12 has 7.88); run once here all the same.
  if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
    throw std::runtime_error("libcurl's global set-up failed");
  }
  return curl;
}

}  // namespace

const CurlLibrary& Curl() {
  // A function-local static: set up once, and other callers wait for it.
  static const CurlLibrary curl = Load();
  return curl;
}

}  // namespace firm::outbox
