#pragma once

#include <curl/curl.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace firm::outbox {

// What one send attempt says about the delivery.
enum class Verdict {
  kDelivered,  // the receiver took it
  kRetry,      // may work later: network error, timeout, 408, 429, 5xx, SMTP 4xx
  kFailed,     // will not work without a change on our or their side: other 4xx, SMTP 5xx
};

struct SendResult {
  Verdict verdict = Verdict::kRetry;
  // The HTTP status, or the SMTP reply code for e-mail; none without an answer.
  std::optional<long> status;
  // Short and technical ("HTTP 503", curl's message); never personal data.
  std::string error;
  std::optional<std::chrono::seconds> retry_after;
  // The server is stopping and cut the transfer short: neither success nor failure.
  bool interrupted = false;
};

// A result for an attempt that could not even start (retried).
inline SendResult Unsent(std::string error) {
  SendResult result;
  result.error = std::move(error);
  return result;
}

// A result that fails the delivery without sending.
inline SendResult Refused(std::string error) {
  SendResult result;
  result.verdict = Verdict::kFailed;
  result.error = std::move(error);
  return result;
}

Verdict ClassifyHttpStatus(long status);

// A transfer that got no usable answer. Configuration mistakes (bad URL, a
// protocol curl lacks, a server without STARTTLS when it is required) are
// permanent; everything else (DNS, connect, TLS, timeouts, resets) is retried.
Verdict ClassifyTransportError(CURLcode code);

// A failed SMTP transfer: reply 4xx retries, 5xx fails, no reply is a transport error.
Verdict ClassifySmtpFailure(CURLcode code, long reply);

// The row's next state and the attempt's outcome, both as stored.
struct Decision {
  std::string_view state;    // delivered | pending | failed | dead
  std::string_view outcome;  // delivered | retry | failed | dead
};

// `attempt` is 1-based; the attempt that reaches max_attempts without success is dead.
Decision Decide(Verdict verdict, unsigned attempt, unsigned max_attempts);

// curl's error text (or its generic message), one line, at most 200 bytes.
std::string ShortCurlError(CURLcode code, const char* error_buffer);

}  // namespace firm::outbox
