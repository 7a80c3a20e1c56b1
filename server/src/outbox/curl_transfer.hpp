#pragma once

#include <curl/curl.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/env_config.hpp"
#include "outbox/curl_library.hpp"
#include "outbox/outcome.hpp"

namespace firm::outbox {

// What both channels set on an easy handle: timeouts, no signals, and a
// progress callback that aborts the transfer once `abort` is set.
struct CurlHandle {
  std::unique_ptr<CURL, decltype(CurlLibrary::easy_cleanup)> easy{Curl().easy_init(),
                                                                  Curl().easy_cleanup};
  char error[CURL_ERROR_SIZE] = {};
};

void ApplyCommonOptions(CurlHandle& handle, const std::string& url, const char* protocols,
                        std::chrono::milliseconds timeout, const std::atomic<bool>& abort);

// One HTTP POST as the webhook and SMS channels make it: no redirects followed,
// TLS verified, bounded by `timeout`; 2xx delivered, 408/429/5xx retry (with
// Retry-After), other statuses failed. `basic_auth` is "user:password". With
// `response_body`, the answer's body (at most 64 KiB) is kept there.
struct HttpPost {
  std::string url;
  std::string body;
  std::vector<std::string> headers;
  std::optional<std::string> basic_auth;
};
SendResult SendHttpPost(const HttpPost& post, std::chrono::milliseconds timeout,
                        const std::atomic<bool>& abort, std::string* response_body = nullptr);

// One message over SMTP with the SMTP_* settings, from `from` to `to` (bare
// addresses): STARTTLS required on smtp:// unless SMTP_STARTTLS=off.
SendResult SendMail(const config::SmtpSettings& settings, const std::string& from,
                    const std::string& to, const std::string& message,
                    std::chrono::milliseconds timeout, const std::atomic<bool>& abort);

}  // namespace firm::outbox
