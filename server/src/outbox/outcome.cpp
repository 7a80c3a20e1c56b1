#include "outbox/outcome.hpp"

#include "outbox/curl_library.hpp"

namespace firm::outbox {

Verdict ClassifyHttpStatus(long status) {
  if (status >= 200 && status < 300) return Verdict::kDelivered;
  if (status == 408 || status == 429 || status >= 500) return Verdict::kRetry;
  // Other 4xx: the receiver rejects this request as such. 1xx/3xx: we follow
  // no redirects, so the URL must be fixed. Retrying would only hammer it.
  return Verdict::kFailed;
}

Verdict ClassifyTransportError(CURLcode code) {
  switch (code) {
    case CURLE_UNSUPPORTED_PROTOCOL:
    case CURLE_URL_MALFORMAT:
    case CURLE_NOT_BUILT_IN:
    case CURLE_USE_SSL_FAILED:
    case CURLE_LOGIN_DENIED:
      return Verdict::kFailed;
    default:
      return Verdict::kRetry;
  }
}

Verdict ClassifySmtpFailure(CURLcode code, long reply) {
  if (reply >= 400 && reply < 500) return Verdict::kRetry;
  if (reply >= 500 && reply < 600) return Verdict::kFailed;
  return ClassifyTransportError(code);
}

Decision Decide(Verdict verdict, unsigned attempt, unsigned max_attempts) {
  switch (verdict) {
    case Verdict::kDelivered:
      return {"delivered", "delivered"};
    case Verdict::kFailed:
      return {"failed", "failed"};
    case Verdict::kRetry:
      break;
  }
  if (attempt >= max_attempts) return {"dead", "dead"};
  return {"pending", "retry"};
}

std::string ShortCurlError(CURLcode code, const char* error_buffer) {
  std::string text = (error_buffer && *error_buffer) ? error_buffer : Curl().easy_strerror(code);
  for (char& c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  if (text.size() > 200) text.resize(200);
  return text;
}

}  // namespace firm::outbox
