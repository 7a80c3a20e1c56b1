#include "outbox/curl_transfer.hpp"

#include <algorithm>
#include <cstring>

namespace firm::outbox {

namespace {

// Connecting should never take the whole budget; a dead host fails fast.
constexpr std::chrono::milliseconds kMaxConnectTimeout{10'000};

// Answers are small (the SMS provider's JSON at most); reading stops here.
constexpr std::size_t kMaxResponseBytes = 64 * 1024;

struct Response {
  std::size_t seen = 0;
  std::string* keep = nullptr;  // nullptr: the body is discarded
};

std::size_t ReadBody(char* data, std::size_t size, std::size_t count, void* user) {
  auto* response = static_cast<Response*>(user);
  response->seen += size * count;
  if (response->seen > kMaxResponseBytes) return 0;
  if (response->keep) response->keep->append(data, size * count);
  return size * count;
}

struct Upload {
  const std::string* message;
  std::size_t offset = 0;
};

std::size_t ReadMessage(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* upload = static_cast<Upload*>(user);
  const std::size_t left = upload->message->size() - upload->offset;
  const std::size_t n = std::min(left, size * count);
  std::memcpy(buffer, upload->message->data() + upload->offset, n);
  upload->offset += n;
  return n;
}

SendResult Interrupted() {
  SendResult result;
  result.interrupted = true;
  result.error = "interrupted: the server is stopping";
  return result;
}

int AbortWhenAsked(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  return static_cast<const std::atomic<bool>*>(user)->load() ? 1 : 0;
}

}  // namespace

void ApplyCommonOptions(CurlHandle& handle, const std::string& url, const char* protocols,
                        std::chrono::milliseconds timeout, const std::atomic<bool>& abort) {
  CURL* curl = handle.easy.get();
  Curl().easy_setopt(curl, CURLOPT_URL, url.c_str());
  // Only the channel's own schemes: a mistyped URL fails instead of reaching file:// or others.
  Curl().easy_setopt(curl, CURLOPT_PROTOCOLS_STR, protocols);
  Curl().easy_setopt(curl, CURLOPT_ERRORBUFFER, handle.error);
  Curl().easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);  // worker threads; signals are the main thread's
  Curl().easy_setopt(curl, CURLOPT_TIMEOUT_MS, static_cast<long>(timeout.count()));
  Curl().easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS,
                     static_cast<long>(std::min(timeout, kMaxConnectTimeout).count()));
  // TLS peer and host verification are libcurl's defaults; stated so nobody turns them off.
  Curl().easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
  Curl().easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
  Curl().easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
  Curl().easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, AbortWhenAsked);
  Curl().easy_setopt(curl, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(&abort));
}

SendResult SendHttpPost(const HttpPost& post, std::chrono::milliseconds timeout,
                        const std::atomic<bool>& abort, std::string* response_body) {
  CurlHandle handle;
  if (!handle.easy) return Unsent("Curl().easy_init failed");
  CURL* curl = handle.easy.get();
  ApplyCommonOptions(handle, post.url, "http,https", timeout, abort);
  Curl().easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
  Curl().easy_setopt(curl, CURLOPT_POST, 1L);
  Curl().easy_setopt(curl, CURLOPT_POSTFIELDS, post.body.data());
  Curl().easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(post.body.size()));
  Curl().easy_setopt(curl, CURLOPT_USERAGENT, "firm-server-outbox/1");
  if (post.basic_auth) {
    Curl().easy_setopt(curl, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
    Curl().easy_setopt(curl, CURLOPT_USERPWD, post.basic_auth->c_str());
  }
  Response response{0, response_body};
  Curl().easy_setopt(curl, CURLOPT_WRITEFUNCTION, ReadBody);
  Curl().easy_setopt(curl, CURLOPT_WRITEDATA, &response);
  curl_slist* headers = nullptr;
  for (const auto& header : post.headers) headers = Curl().slist_append(headers, header.c_str());
  // No "Expect: 100-continue" round trip: bodies are small.
  headers = Curl().slist_append(headers, "Expect:");
  Curl().easy_setopt(curl, CURLOPT_HTTPHEADER, headers);

  const CURLcode code = Curl().easy_perform(curl);
  Curl().slist_free_all(headers);

  long status = 0;
  Curl().easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
  if (code == CURLE_ABORTED_BY_CALLBACK) return Interrupted();
  SendResult result;
  // An oversized answer after the status line still tells us the status.
  if (code != CURLE_OK && !(code == CURLE_WRITE_ERROR && status > 0)) {
    result.verdict = ClassifyTransportError(code);
    result.error = ShortCurlError(code, handle.error);
    return result;
  }
  result.status = status;
  result.verdict = ClassifyHttpStatus(status);
  if (result.verdict != Verdict::kDelivered) {
    result.error = "HTTP " + std::to_string(status);
    if (status >= 300 && status < 400) result.error += " (redirects are not followed)";
  }
  curl_off_t retry_after = 0;
  if (Curl().easy_getinfo(curl, CURLINFO_RETRY_AFTER, &retry_after) == CURLE_OK &&
      retry_after > 0) {
    result.retry_after = std::chrono::seconds(retry_after);
  }
  return result;
}

SendResult SendMail(const config::SmtpSettings& settings, const std::string& from,
                    const std::string& to, const std::string& message,
                    std::chrono::milliseconds timeout, const std::atomic<bool>& abort) {
  CurlHandle handle;
  if (!handle.easy) return Unsent("Curl().easy_init failed");
  CURL* curl = handle.easy.get();
  ApplyCommonOptions(handle, settings.url, "smtp,smtps", timeout, abort);
  // smtps:// is TLS from the first byte; on smtp:// this demands STARTTLS.
  Curl().easy_setopt(curl, CURLOPT_USE_SSL,
                     settings.require_starttls ? static_cast<long>(CURLUSESSL_ALL)
                                               : static_cast<long>(CURLUSESSL_NONE));
  if (settings.user) Curl().easy_setopt(curl, CURLOPT_USERNAME, settings.user->c_str());
  if (settings.password) Curl().easy_setopt(curl, CURLOPT_PASSWORD, settings.password->c_str());
  const std::string mail_from = "<" + from + ">";
  Curl().easy_setopt(curl, CURLOPT_MAIL_FROM, mail_from.c_str());
  curl_slist* recipients = Curl().slist_append(nullptr, ("<" + to + ">").c_str());
  Curl().easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients);
  Upload upload{&message};
  Curl().easy_setopt(curl, CURLOPT_READFUNCTION, ReadMessage);
  Curl().easy_setopt(curl, CURLOPT_READDATA, &upload);
  Curl().easy_setopt(curl, CURLOPT_UPLOAD, 1L);

  const CURLcode code = Curl().easy_perform(curl);
  Curl().slist_free_all(recipients);

  long reply = 0;
  Curl().easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &reply);
  if (code == CURLE_ABORTED_BY_CALLBACK) return Interrupted();
  SendResult result;
  if (reply > 0) result.status = reply;
  if (code == CURLE_OK) {
    result.verdict = Verdict::kDelivered;
    return result;
  }
  result.verdict = ClassifySmtpFailure(code, reply);
  result.error = ShortCurlError(code, handle.error);
  return result;
}

}  // namespace firm::outbox
