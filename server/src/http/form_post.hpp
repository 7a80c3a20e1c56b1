#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "http/message.hpp"

// A form sent by a page without JavaScript (application/x-www-form-urlencoded): booking's
// /book and /booking, the fee agreement's signing page.
namespace firm::http {

// The request is a form post, not JSON.
bool IsFormPost(const Request& request);
// A form post's fields, each at most once; nullopt when one is repeated or the body is
// malformed.
std::optional<std::map<std::string, std::string>> FormFieldsOnce(std::string_view body);
// The value of `name`, "" when absent.
std::string FormValue(const std::map<std::string, std::string>& values, const std::string& name);

}  // namespace firm::http
