#include "intake/formats.hpp"

#include <algorithm>
#include <cctype>
#include <regex>
#include <vector>

namespace firm::intake {

std::size_t CountCodePoints(std::string_view utf8) {
  return static_cast<std::size_t>(std::count_if(utf8.begin(), utf8.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

bool IsPlausibleEmail(const Rules& rules, std::string_view email) {
  // The length check comes first: it also bounds std::regex's recursion.
  if (email.empty() || email.size() > rules.email.max_length) return false;
  return std::regex_match(email.begin(), email.end(), rules.email.regex);
}

std::string NormalizeUsPhone(std::string_view phone) {
  std::string digits;
  bool plus = false;
  for (std::size_t i = 0; i < phone.size(); ++i) {
    char c = phone[i];
    if (c == ' ' || c == '(' || c == ')' || c == '-' || c == '.') continue;
    if (c == '+' && digits.empty() && !plus) {
      plus = true;
      continue;
    }
    if (c < '0' || c > '9') return {};
    digits += c;
  }
  // "+" is only meaningful as the +1 country code.
  if (plus && !digits.starts_with('1')) return {};
  if (digits.size() == 11 && digits[0] == '1') digits.erase(0, 1);
  if (digits.size() != 10 || digits[0] < '2') return {};
  return "+1" + digits;
}

bool IsUuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (text[i] != '-') return false;
    } else if (!std::isxdigit(static_cast<unsigned char>(text[i]))) {
      return false;
    }
  }
  return true;
}

std::string EmployerKey(std::string_view name) {
  static const std::vector<std::string_view> kEndings = {
      "inc",         "incorporated", "llc",     "llp", "lp",  "ltd", "limited", "corp",
      "corporation", "co",           "company", "pc",  "apc", "plc", "pllc"};
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) words.push_back(std::move(word));
    word.clear();
  };
  for (char c : name) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '.') continue;
    if (byte >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')) {
      word += c;
    } else if (c >= 'A' && c <= 'Z') {
      word += static_cast<char>(c - 'A' + 'a');
    } else {
      flush();
    }
  }
  flush();
  if (words.size() > 1 && words.front() == "the") words.erase(words.begin());
  while (words.size() > 1 &&
         std::find(kEndings.begin(), kEndings.end(), words.back()) != kEndings.end()) {
    words.pop_back();
  }
  std::string key;
  for (const auto& w : words) {
    if (!key.empty()) key += ' ';
    key += w;
  }
  return key;
}

}  // namespace firm::intake
