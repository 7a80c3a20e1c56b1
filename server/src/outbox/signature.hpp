#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace firm::outbox {

// Webhook signature, scheme v1 (docs/runbook.md): lower-case hex of
// HMAC-SHA256(secret, "<timestamp>.<body>"), timestamp in Unix seconds as sent
// in X-Firm-Timestamp. Signing the timestamp lets receivers refuse replays.
std::string SignatureV1(std::string_view secret, std::string_view timestamp, std::string_view body);

// The X-Firm-Signature value: "v1=<hex>", or "v1=<hex>, v1=<hex>" with one
// entry per secret (current first) while a secret is being rotated.
std::string SignatureHeaderValue(const std::vector<std::string>& secrets,
                                 std::string_view timestamp, std::string_view body);

}  // namespace firm::outbox
