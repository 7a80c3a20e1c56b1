#include "http/client_address.hpp"

#include <arpa/inet.h>
#include <sys/socket.h>

#include <algorithm>
#include <charconv>
#include <cstring>

#include "common/text.hpp"

namespace firm::http {

namespace {

using R = common::Result<ProxyTrust, std::string>;

// "::ffff:192.0.2.1" is 192.0.2.1 (a dual-stack socket reports IPv4 peers so).
void UnmapV4(IpNetwork& address) {
  static constexpr std::uint8_t kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  if (address.family == AF_INET6 && std::memcmp(address.bytes.data(), kMapped, 12) == 0) {
    address.family = AF_INET;
    std::memmove(address.bytes.data(), address.bytes.data() + 12, 4);
    std::fill(address.bytes.begin() + 4, address.bytes.end(), 0);
    if (address.prefix >= 96) address.prefix -= 96;
  }
}

std::optional<IpNetwork> ParseAddress(std::string_view text) {
  if (text.empty() || text.size() > 45) return std::nullopt;
  std::string copy(text);
  IpNetwork out;
  if (inet_pton(AF_INET, copy.c_str(), out.bytes.data()) == 1) {
    out.family = AF_INET;
    out.prefix = 32;
    return out;
  }
  if (inet_pton(AF_INET6, copy.c_str(), out.bytes.data()) == 1) {
    out.family = AF_INET6;
    out.prefix = 128;
    UnmapV4(out);
    return out;
  }
  return std::nullopt;
}

// `address` is one of the trusted proxies' networks.
bool InTrustedNetwork(const std::optional<IpNetwork>& address, const ProxyTrust& trust) {
  return address && std::any_of(trust.proxies.begin(), trust.proxies.end(),
                                [&](const IpNetwork& n) { return n.Contains(*address); });
}

// One X-Forwarded-For entry: an address, "v4:port" or "[v6]:port".
std::optional<IpNetwork> ParseEntry(std::string_view entry) {
  entry = common::TrimOws(entry);
  if (entry.starts_with('[')) {
    auto close = entry.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    return ParseAddress(entry.substr(1, close - 1));
  }
  auto colon = entry.find(':');
  if (colon != std::string_view::npos && entry.find(':', colon + 1) == std::string_view::npos) {
    entry = entry.substr(0, colon);  // IPv4 with a port
  }
  return ParseAddress(entry);
}

std::string Format(const IpNetwork& address) {
  char text[INET6_ADDRSTRLEN] = {};
  inet_ntop(address.family, address.bytes.data(), text, sizeof text);
  return text;
}

std::vector<std::string_view> SplitEntries(std::string_view list) {
  std::vector<std::string_view> out;
  while (true) {
    auto comma = list.find(',');
    out.push_back(common::TrimOws(list.substr(0, comma)));
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return out;
}

}  // namespace

std::optional<IpNetwork> IpNetwork::Parse(std::string_view text) {
  text = common::TrimOws(text);
  auto slash = text.find('/');
  auto address = ParseAddress(text.substr(0, slash));
  if (!address) return std::nullopt;
  if (slash == std::string_view::npos) return address;
  std::string_view bits = text.substr(slash + 1);
  unsigned prefix = 0;
  auto [ptr, ec] = std::from_chars(bits.data(), bits.data() + bits.size(), prefix);
  unsigned max = address->family == AF_INET ? 32 : 128;
  // A mapped IPv4 address was already narrowed to 32 bits; its prefix follows.
  bool was_mapped =
      address->family == AF_INET && text.substr(0, slash).find(':') != std::string_view::npos;
  if (bits.empty() || ec != std::errc() || ptr != bits.data() + bits.size()) return std::nullopt;
  if (was_mapped) {
    if (prefix < 96 || prefix > 128) return std::nullopt;
    prefix -= 96;
  }
  if (prefix > max) return std::nullopt;
  address->prefix = prefix;
  return address;
}

bool IpNetwork::Contains(const IpNetwork& address) const {
  if (address.family != family) return false;
  unsigned full = prefix / 8;
  if (std::memcmp(bytes.data(), address.bytes.data(), full) != 0) return false;
  unsigned rest = prefix % 8;
  if (rest == 0) return true;
  auto mask = static_cast<std::uint8_t>(0xff << (8 - rest));
  return (bytes[full] & mask) == (address.bytes[full] & mask);
}

R ParseProxyTrust(std::string_view text) {
  text = common::TrimOws(text);
  ProxyTrust trust;
  if (!text.empty() &&
      std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    unsigned hops = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), hops);
    if (ec != std::errc() || hops > kMaxProxyHops) {
      return R::Err("a hop count must be 0 to " + std::to_string(kMaxProxyHops));
    }
    trust.hops = hops;
    return R::Ok(std::move(trust));
  }
  for (auto entry : SplitEntries(text)) {
    if (entry.empty()) return R::Err("an empty entry in the proxy list");
    auto network = IpNetwork::Parse(entry);
    if (!network) {
      // Appended piece by piece: GCC 12 misreads "'" + std::string(...) (-Wrestrict).
      std::string message = "'";
      message.append(entry.substr(0, 60));
      message.append("' is neither an IP address nor a CIDR network like 10.0.0.0/8");
      return R::Err(message);
    }
    trust.proxies.push_back(*network);
  }
  return R::Ok(std::move(trust));
}

std::string AddressGroup(std::string_view address) {
  auto parsed = ParseAddress(address);
  if (!parsed) return std::string(address);
  if (parsed->family == AF_INET) return Format(*parsed);
  std::fill(parsed->bytes.begin() + 8, parsed->bytes.end(), 0);
  return Format(*parsed) + "/64";
}

bool IsTrustedProxy(std::string_view peer, const ProxyTrust& trust) {
  return trust.hops > 0 || InTrustedNetwork(ParseAddress(peer), trust);
}

std::string ClientAddress(std::string_view peer, std::optional<std::string_view> forwarded_for,
                          const ProxyTrust& trust) {
  auto peer_address = ParseAddress(peer);
  std::string peer_text = peer_address ? Format(*peer_address) : std::string(peer);
  if (!trust.Enabled() || !forwarded_for) return peer_text;

  // Right to left: the peer, then the entries the proxies appended, nearest first.
  std::vector<std::string_view> entries = SplitEntries(*forwarded_for);
  std::reverse(entries.begin(), entries.end());
  auto chosen = [&](std::string_view entry) {
    auto address = ParseEntry(entry);
    return address ? Format(*address) : peer_text;
  };

  if (trust.hops > 0) {
    // hops = 1: the peer is the proxy, the last entry is the client. With
    // fewer entries than hops the request skipped a proxy: take the farthest.
    std::size_t index = std::min<std::size_t>(trust.hops, entries.size()) - 1;
    return chosen(entries[index]);
  }

  auto trusted = [&trust](const std::optional<IpNetwork>& address) {
    return InTrustedNetwork(address, trust);
  };
  // Not from a trusted proxy: the header is the client's own claim.
  if (!trusted(peer_address)) return peer_text;
  for (auto entry : entries) {
    auto address = ParseEntry(entry);
    if (!address) return peer_text;
    if (!trusted(address)) return Format(*address);
  }
  // Every hop is a trusted proxy: the farthest one is all we know.
  return chosen(entries.back());
}

}  // namespace firm::http
