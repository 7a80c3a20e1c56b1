#include "http/json_api.hpp"

#include "common/text.hpp"

namespace firm::http {

namespace {

using nlohmann::json;

constexpr std::string_view kBadUtf8 = "The request body is not valid UTF-8.";
constexpr std::string_view kBadJson = "The request body is not valid JSON.";
constexpr std::string_view kNotObject = "The request body must be a JSON object.";
constexpr std::string_view kUnknownField = "This field is not part of the form.";
constexpr std::string_view kMustBeText = "Must be text.";
// A longer unknown name is reported under "_body" rather than echoed back.
constexpr std::size_t kMaxEchoedFieldName = 40;

ApiError BodyError(int status, BodyProblem problem, std::string_view message) {
  ApiError error = ApiError::Of(status, "_body", message);
  error.problem = problem;
  return error;
}

}  // namespace

ApiError ApiError::Of(int status, std::string field, std::string_view message) {
  return Of(status, FieldErrors{{std::move(field), {std::string(message)}}});
}

ApiError ApiError::Of(int status, FieldErrors errors) {
  ApiError error;
  error.status = status;
  error.errors = std::move(errors);
  return error;
}

ApiError&& ApiError::RetryAfter(long seconds) && {
  headers.emplace_back("Retry-After", std::to_string(seconds));
  return std::move(*this);
}

bool IsFormContentType(std::string_view content_type) {
  constexpr std::string_view kFormType = "application/x-www-form-urlencoded";
  const std::string lower = common::AsciiLower(common::TrimOws(content_type));
  if (!lower.starts_with(kFormType)) return false;
  const std::string_view rest = common::TrimOws(std::string_view(lower).substr(kFormType.size()));
  return rest.empty() || rest.front() == ';';
}

bool IsJsonContentType(std::string_view content_type) {
  std::string value = common::AsciiLower(content_type);
  std::string_view rest = value;
  auto semicolon = rest.find(';');
  if (common::TrimOws(rest.substr(0, semicolon)) != "application/json") return false;
  if (semicolon == std::string_view::npos) return true;
  std::string_view parameter = common::TrimOws(rest.substr(semicolon + 1));
  auto equals = parameter.find('=');
  if (equals == std::string_view::npos || parameter.find(';') != std::string_view::npos) {
    return false;
  }
  std::string_view name = common::TrimOws(parameter.substr(0, equals));
  std::string_view charset = common::TrimOws(parameter.substr(equals + 1));
  return name == "charset" && (charset == "utf-8" || charset == "\"utf-8\"");
}

bool IsApiPath(std::string_view path) {
  return path == "/api" || path.starts_with("/api/") || path.starts_with("/api?");
}

const HeaderList& DefaultJsonHeaders() {
  static const HeaderList headers = {{"Content-Type", "application/json"},
                                     {"Cache-Control", "no-store"}};
  return headers;
}

JsonApi::JsonApi(Options options) : options_(std::move(options)) {
  if (!options_.headers) options_.headers = &DefaultJsonHeaders();
}

Response JsonApi::Json(int status, const json& body) const {
  Response response;
  response.status = status;
  response.fixed_headers = options_.headers;
  response.SetOwnedBody(body.dump());
  return response;
}

Response JsonApi::NoContent() const {
  Response response;
  response.status = 204;
  response.fixed_headers = options_.headers;
  return response;
}

Response JsonApi::Error(const ApiError& error) const {
  json fields = json::object();
  for (const auto& [field, messages] : error.errors) fields[field] = messages;
  Response response = Json(error.status, json{{"errors", fields}});
  for (const auto& header : error.headers) response.extra_headers.push_back(header);
  return response;
}

std::optional<ApiError> JsonApi::CheckEnvelope(const Request& request) const {
  if (const auto type = request.Header("Content-Type"); !type || !IsJsonContentType(*type)) {
    return BodyError(415, BodyProblem::kUnsupportedType, options_.unsupported_type_message);
  }
  if (request.body.size() > options_.max_body_bytes) {
    return BodyError(413, BodyProblem::kTooLarge, options_.too_large_message);
  }
  return std::nullopt;
}

common::Result<json, ApiError> JsonApi::ParseObject(std::string_view body) const {
  using R = common::Result<json, ApiError>;
  if (!common::IsValidUtf8(body)) return R::Err(BodyError(400, BodyProblem::kBadUtf8, kBadUtf8));
  json parsed = json::parse(body, nullptr, false);
  if (parsed.is_discarded()) return R::Err(BodyError(400, BodyProblem::kBadJson, kBadJson));
  if (!parsed.is_object()) return R::Err(BodyError(400, BodyProblem::kNotObject, kNotObject));
  return R::Ok(std::move(parsed));
}

common::Result<json, ApiError> JsonApi::ReadObject(const Request& request) const {
  if (auto refused = CheckEnvelope(request)) {
    return common::Result<json, ApiError>::Err(std::move(*refused));
  }
  return ParseObject(request.body);
}

std::optional<ApiError> JsonApi::CheckTextFields(const json& body,
                                                 const std::set<std::string>& fields) const {
  FieldErrors errors;
  for (const auto& [key, value] : body.items()) {
    if (!fields.contains(key)) {
      errors[key.size() <= kMaxEchoedFieldName ? key : "_body"].push_back(
          std::string(kUnknownField));
    } else if (!value.is_string() && !value.is_null()) {
      errors[key].push_back(std::string(kMustBeText));
    }
  }
  if (errors.empty()) return std::nullopt;
  ApiError error = ApiError::Of(422, std::move(errors));
  error.problem = BodyProblem::kBadFields;
  return error;
}

}  // namespace firm::http
