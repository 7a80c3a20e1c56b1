#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "intake/form_definition.hpp"

// The value formats intake checks, also used by the staff API (ids, lengths).
namespace firm::intake {

// Unicode code points in well-formed UTF-8 (lengths are counted in these).
std::size_t CountCodePoints(std::string_view utf8);
// rules.email (formats.email in rules.json): the address form the web client checks too.
bool IsPlausibleEmail(const Rules& rules, std::string_view email);
// US number to E.164, or "" when it is not a valid 10-digit number.
std::string NormalizeUsPhone(std::string_view phone);
bool IsUuid(std::string_view text);

// An employer's name as the conflict check compares it: ASCII letters lower
// case, dots dropped ("L.L.C." is "llc"), other punctuation and spacing as one
// space, a leading "the" and trailing company endings (Inc, LLC, Corp, Co,
// Ltd, LP, LLP, PC, APC...) left out. "The Acme Foods, Inc." and "ACME FOODS
// LLC" are both "acme foods". Empty when nothing is left.
std::string EmployerKey(std::string_view name);

}  // namespace firm::intake
