#pragma once

#include <curl/curl.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>

namespace firm::outbox {

// What both channels set on an easy handle: timeouts, no signals, and a
// progress callback that aborts the transfer once `abort` is set.
struct CurlHandle {
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> easy{curl_easy_init(), &curl_easy_cleanup};
  char error[CURL_ERROR_SIZE] = {};
};

void ApplyCommonOptions(CurlHandle& handle, const std::string& url, const char* protocols,
                        std::chrono::milliseconds timeout, const std::atomic<bool>& abort);

}  // namespace firm::outbox
