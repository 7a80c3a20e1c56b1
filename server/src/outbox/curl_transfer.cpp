#include "outbox/curl_transfer.hpp"

#include <algorithm>

namespace firm::outbox {

namespace {

// Connecting should never take the whole budget; a dead host fails fast.
constexpr std::chrono::milliseconds kMaxConnectTimeout{10'000};

int AbortWhenAsked(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  return static_cast<const std::atomic<bool>*>(user)->load() ? 1 : 0;
}

}  // namespace

void ApplyCommonOptions(CurlHandle& handle, const std::string& url, const char* protocols,
                        std::chrono::milliseconds timeout, const std::atomic<bool>& abort) {
  CURL* curl = handle.easy.get();
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  // Only the channel's own schemes: a mistyped URL fails instead of reaching file:// or others.
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, protocols);
  curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, handle.error);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);  // worker threads; signals are the main thread's
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(timeout.count()));
  curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS,
                   static_cast<long>(std::min(timeout, kMaxConnectTimeout).count()));
  // TLS peer and host verification are libcurl's defaults; stated so nobody turns them off.
  curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
  curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
  curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
  curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, AbortWhenAsked);
  curl_easy_setopt(curl, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(&abort));
}

}  // namespace firm::outbox
