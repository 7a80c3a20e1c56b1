#pragma once

// Reading a message the outbox wrote, for the tests: the same library reads it back
// (outbox::ReadMailMessage), so a test checks what a mail reader shows, not how it was encoded.
#include <string>

#include "outbox/mail_message.hpp"

namespace firm::testing_support {

// Every text part of a message, decoded (LF line ends) and joined by "\n"; "" when it does not
// read as a message.
inline std::string DecodedBodies(const std::string& message) {
  const auto read = outbox::ReadMailMessage(message);
  return read ? read->Text() : std::string();
}

}  // namespace firm::testing_support
