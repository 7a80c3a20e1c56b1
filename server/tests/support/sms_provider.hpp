// The SMS provider's side of its webhooks, for tests: Twilio's signature computed with OpenSSL
// directly (never with the server's code), and form bodies encoded and decoded with libcurl.
#pragma once

#include <curl/curl.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace firm::testing_support {

// base64(HMAC-SHA1(token, url + name1 + value1 + ... sorted by name)).
inline std::string TwilioSignature(const std::string& token, const std::string& url,
                                   std::vector<std::pair<std::string, std::string>> params) {
  std::sort(params.begin(), params.end());
  std::string data = url;
  for (const auto& [name, value] : params) data += name + value;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha1(), token.data(), static_cast<int>(token.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest, &length);
  std::string out(4 * ((length + 2) / 3), '\0');
  EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), digest, static_cast<int>(length));
  return out;
}

inline std::string FormEncode(const std::vector<std::pair<std::string, std::string>>& params) {
  std::string body;
  for (const auto& [name, value] : params) {
    if (!body.empty()) body += '&';
    char* escaped = curl_easy_escape(nullptr, value.c_str(), static_cast<int>(value.size()));
    body += name + "=" + escaped;
    curl_free(escaped);
  }
  return body;
}

// The form fields of a request body, decoded.
inline std::map<std::string, std::string> FormFields(const std::string& body) {
  std::map<std::string, std::string> fields;
  std::size_t start = 0;
  while (start <= body.size()) {
    auto end = body.find('&', start);
    if (end == std::string::npos) end = body.size();
    std::string part = body.substr(start, end - start);
    auto equals = part.find('=');
    if (equals != std::string::npos) {
      int length = 0;
      char* value = curl_easy_unescape(nullptr, part.c_str() + equals + 1,
                                       static_cast<int>(part.size() - equals - 1), &length);
      fields[part.substr(0, equals)] = std::string(value, static_cast<std::size_t>(length));
      curl_free(value);
    }
    start = end + 1;
  }
  return fields;
}

}  // namespace firm::testing_support
