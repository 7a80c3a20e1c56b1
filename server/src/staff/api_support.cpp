#include "staff/api_support.hpp"

#include <iostream>

namespace firm::staff {

namespace {

const http::HeaderList kJsonHeaders = {
    {"Content-Type", "application/json"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};

constexpr std::string_view kStorageDown =
    "The database is not available just now. Please try again in a minute.";
constexpr long kStorageRetrySeconds = 30;

}  // namespace

const http::JsonApi& Api() {
  static const http::JsonApi api(http::JsonApi::Options{
      &kJsonHeaders, 32 * 1024, "Send JSON (Content-Type: application/json).",
      "The request is too large."});
  return api;
}

http::Response Error(int status, std::string field, std::string_view message) {
  return Api().Error(status, std::move(field), message);
}

http::Response StorageDown(std::string_view what, const storage::StorageError& error) {
  // Engine messages name no field values (see storage/*_database.cpp).
  std::cerr << "admin " << what << ": storage error: " << error.message << std::endl;
  return Api().Error(
      http::ApiError::Of(503, "form", kStorageDown).RetryAfter(kStorageRetrySeconds));
}

BodyResult ParseBody(const http::Request& request, const std::set<std::string>& fields) {
  auto body = Api().ReadObject(request);
  if (!body) return BodyResult::Err(Api().Error(body.Error()));
  if (auto refused = Api().CheckTextFields(body.Value(), fields)) {
    return BodyResult::Err(Api().Error(*refused));
  }
  return BodyResult::Ok(std::move(body).Value());
}

std::string StringField(const nlohmann::json& body, const std::string& name) {
  auto it = body.find(name);
  return it != body.end() && it->is_string() ? it->get<std::string>() : "";
}

}  // namespace firm::staff
