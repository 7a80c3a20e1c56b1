#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "http/message.hpp"

namespace firm::http {

// An IPv4 or IPv6 network ("203.0.113.0/24", "2001:db8::/32", or one address).
struct IpNetwork {
  int family = 0;  // AF_INET or AF_INET6
  std::array<std::uint8_t, 16> bytes{};
  unsigned prefix = 0;

  static std::optional<IpNetwork> Parse(std::string_view text);
  bool Contains(const IpNetwork& address) const;
};

// TRUST_PROXY: whose X-Forwarded-For entries to believe. Either
//   hops = N: N proxies stand in front of the server, each appending the
//             address it received from; the client is the Nth address from
//             the right of [X-Forwarded-For..., peer] (peer = hop 0), or
//   proxies:  the addresses/networks of the trusted proxies; walking from the
//             peer leftwards, the first address not in the list is the client.
// hops = 0 with no proxies (the default) ignores the header.
struct ProxyTrust {
  unsigned hops = 0;
  std::vector<IpNetwork> proxies;

  bool Enabled() const { return hops > 0 || !proxies.empty(); }
};

inline constexpr unsigned kMaxProxyHops = 10;

// "0", "1".."10", or a comma-separated list of addresses and CIDR networks.
// The error names the entry that is wrong.
common::Result<ProxyTrust, std::string> ParseProxyTrust(std::string_view text);

// True when the TCP peer `peer` is a proxy whose X-Forwarded-For entries are believed: any peer
// with a hop count, a listed address or network otherwise ("::ffff:192.0.2.1" is 192.0.2.1).
bool IsTrustedProxy(std::string_view peer, const ProxyTrust& trust);

// The address the rate limit and the sign-in throttle count. forwarded_for is
// every X-Forwarded-For line joined by ", " in order (a client can send its own
// lines first; only the entries the trusted proxies appended are believed). An
// entry that is not an IP address (or "ip:port") counts as the peer.
std::string ClientAddress(std::string_view peer, std::optional<std::string_view> forwarded_for,
                          const ProxyTrust& trust);

// The group a client address counts in for the connection share: an IPv4 address alone, an
// IPv6 address by its /64 ("2001:db8:1:2::/64"), the block one subscriber or one host is usually
// given, so that one client cannot take a new share with each of its 2^64 addresses. Text
// that is not an address is its own group.
std::string AddressGroup(std::string_view address);

// A TCP peer's address as the share and the limits count it ("::ffff:192.0.2.1" is 192.0.2.1).
inline std::string PeerAddress(std::string_view peer) {
  return ClientAddress(peer, std::nullopt, ProxyTrust{});
}

}  // namespace firm::http
