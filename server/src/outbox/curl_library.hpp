#pragma once

#include <curl/curl.h>

namespace firm::outbox {

// libcurl's functions, from libcurl.so.4 loaded on first use (dlopen) instead of
// linked: a server with no delivery target never maps libcurl and the libraries
// it pulls in (GnuTLS, Kerberos, LDAP, libssh2...), 2 to 4 MB of resident memory
// (decision 0033). Calls go through these pointers; libcurl's compile-time
// option type checks do not apply to easy_setopt, so each option is passed
// with the exact type the documentation names (long, curl_off_t, char*...).
struct CurlLibrary {
  decltype(&::curl_global_init) global_init;
  decltype(&::curl_easy_init) easy_init;
  decltype(&::curl_easy_cleanup) easy_cleanup;
  decltype(&::curl_easy_setopt) easy_setopt;
  decltype(&::curl_easy_perform) easy_perform;
  decltype(&::curl_easy_getinfo) easy_getinfo;
  decltype(&::curl_easy_strerror) easy_strerror;
  decltype(&::curl_slist_append) slist_append;
  decltype(&::curl_slist_free_all) slist_free_all;
};

// Loads libcurl and runs curl_global_init once (thread-safe); throws
// std::runtime_error naming the library when it cannot be loaded. Call it once
// from the main thread before the outbox starts, so that a missing library stops
// the server at start-up rather than at the first delivery.
const CurlLibrary& Curl();

}  // namespace firm::outbox
