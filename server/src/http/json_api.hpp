#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "http/message.hpp"

// The one JSON edge of the API: body checks, the error shape and JSON answers.
// Every /api/ handler (intake, admin, metrics refusals) goes through it, so an
// error is always {"errors": {field: [message, ...]}} with the same headers.
namespace firm::http {

// Messages by field: a form field's name, "_body" (the body as a whole),
// "_request" (the request line or headers), "_query", or "form" (the whole form).
using FieldErrors = std::map<std::string, std::vector<std::string>>;

// Why the body checks refused a body (for metrics and logs).
enum class BodyProblem { kUnsupportedType, kTooLarge, kBadUtf8, kBadJson, kNotObject, kBadFields };

// An error answer before it is written: a status, messages by field, and extra
// headers (Retry-After). ErrorResponse is the one mapper to an HTTP response.
struct ApiError {
  int status = 400;
  FieldErrors errors;
  HeaderList headers;
  std::optional<BodyProblem> problem;

  static ApiError Of(int status, std::string field, std::string_view message);
  static ApiError Of(int status, FieldErrors errors);
  ApiError&& RetryAfter(long seconds) &&;
};

// "application/json", optionally with "; charset=utf-8" (any case, quoted or not).
bool IsJsonContentType(std::string_view content_type);

// "application/x-www-form-urlencoded", optionally with parameters (any case).
bool IsFormContentType(std::string_view content_type);

// "/api" and everything below "/api/" (also "/api?..."): answered in JSON.
bool IsApiPath(std::string_view path);

// The JSON API of one module: its response headers and its body rules.
class JsonApi {
 public:
  struct Options {
    // Content-Type, Cache-Control and whatever the module adds (X-Robots-Tag).
    const HeaderList* headers = nullptr;
    std::size_t max_body_bytes = 32 * 1024;
    // 415 and 413 are worded for the module's audience (visitor or staff).
    std::string unsupported_type_message = "Send JSON (Content-Type: application/json).";
    std::string too_large_message = "The request is too large.";
  };

  explicit JsonApi(Options options);

  Response Json(int status, const nlohmann::json& body) const;
  Response NoContent() const;
  Response Error(const ApiError& error) const;
  Response Error(int status, std::string field, std::string_view message) const {
    return Error(ApiError::Of(status, std::move(field), message));
  }

  // 415 (not JSON), 413 (over max_body_bytes): what can be refused before
  // looking at the bytes.
  std::optional<ApiError> CheckEnvelope(const Request& request) const;
  // 400: not UTF-8, not JSON, or not an object.
  common::Result<nlohmann::json, ApiError> ParseObject(std::string_view body) const;
  // Both of the above.
  common::Result<nlohmann::json, ApiError> ReadObject(const Request& request) const;
  // 422 naming each member that is not in `fields`, or is neither text nor null.
  std::optional<ApiError> CheckTextFields(const nlohmann::json& body,
                                          const std::set<std::string>& fields) const;

 private:
  Options options_;
};

// The shared JSON headers of a module that adds nothing of its own.
const HeaderList& DefaultJsonHeaders();

}  // namespace firm::http
