#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "http/json_api.hpp"
#include "http/message.hpp"
#include "storage/database.hpp"

// What the staff API's handlers (account_api, lead_api) share: the module's
// JSON edge with its headers and staff-facing wording, and the answers every
// handler can give.
namespace firm::staff {

inline constexpr std::string_view kNotFound = "Not found.";
inline constexpr std::string_view kMethodNotAllowed = "This method is not allowed here.";
inline constexpr std::string_view kInternal = "Something went wrong. Please try again.";
inline constexpr std::string_view kControlCharacters = "Control characters are not allowed.";

// X-Robots-Tag and no-store on every answer, a 32 KiB body limit.
const http::JsonApi& Api();

// The usual {"errors": {field: [message]}} answer.
http::Response Error(int status, std::string field, std::string_view message);

// 503 with Retry-After; the engine's message (never field values) goes to stderr.
http::Response StorageDown(std::string_view what, const storage::StorageError& error);

using BodyResult = common::Result<nlohmann::json, http::Response>;

// JSON object bodies: 415, 413, 400, then 422 for unknown fields or fields
// that are not strings (each named). Absent fields are left to the caller.
BodyResult ParseBody(const http::Request& request, const std::set<std::string>& fields);

// The member `name` when it is a string, else "".
std::string StringField(const nlohmann::json& body, const std::string& name);

}  // namespace firm::staff
