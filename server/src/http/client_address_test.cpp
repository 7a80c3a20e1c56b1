#include "http/client_address.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

ProxyTrust Trust(std::string_view text) {
  auto parsed = ParseProxyTrust(text);
  EXPECT_TRUE(parsed) << text;
  return parsed ? parsed.Value() : ProxyTrust{};
}

// Every X-Forwarded-For line, joined as server.cpp does.
std::string Joined(std::initializer_list<std::string_view> lines) {
  std::string out;
  for (auto line : lines) {
    if (!out.empty()) out += ", ";
    out += line;
  }
  return out;
}

TEST(ClientAddressTest, HeaderIgnoredUnlessTrusted) {
  EXPECT_EQ(ClientAddress("127.0.0.1", "203.0.113.9", ProxyTrust{}), "127.0.0.1");
  EXPECT_EQ(ClientAddress("127.0.0.1", "203.0.113.9", Trust("0")), "127.0.0.1");
  EXPECT_EQ(ClientAddress("127.0.0.1", std::nullopt, Trust("1")), "127.0.0.1");
  EXPECT_EQ(ClientAddress("::ffff:127.0.0.1", std::nullopt, ProxyTrust{}), "127.0.0.1");
}

// Issue 50: 17 addresses of one /64 took 17 shares of the connection slots.
TEST(ClientAddressTest, IPv6ClientsCountPerSlash64) {
  EXPECT_EQ(AddressGroup("2001:db8:1:2::5"), "2001:db8:1:2::/64");
  EXPECT_EQ(AddressGroup("2001:db8:1:2:ffff:1:2:3"), "2001:db8:1:2::/64");
  EXPECT_NE(AddressGroup("2001:db8:1:3::5"), AddressGroup("2001:db8:1:2::5"));
  EXPECT_EQ(AddressGroup("::1"), "::/64");
  EXPECT_EQ(AddressGroup("203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(AddressGroup("::ffff:203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(AddressGroup("unix"), "unix");
}

// The acceptor asks this of each new connection: a proxy's count per client, not per peer.
TEST(ClientAddressTest, TrustedProxyIsAnyPeerWithHopsOrAListedOne) {
  EXPECT_FALSE(IsTrustedProxy("127.0.0.1", ProxyTrust{}));
  EXPECT_TRUE(IsTrustedProxy("198.51.100.7", Trust("1")));
  const ProxyTrust listed = Trust("10.0.0.0/8, 2001:db8::1");
  EXPECT_TRUE(IsTrustedProxy("10.1.2.3", listed));
  EXPECT_TRUE(IsTrustedProxy("::ffff:10.1.2.3", listed));  // a dual-stack socket's IPv4 peer
  EXPECT_TRUE(IsTrustedProxy("2001:db8::1", listed));
  EXPECT_FALSE(IsTrustedProxy("11.1.2.3", listed));
  EXPECT_FALSE(IsTrustedProxy("not an address", listed));
}

// Issue 13, finding 3: the client's own first line used to be the only one read.
TEST(ClientAddressTest, SpoofedFirstLineIsNotTheClient) {
  // The client sends "X-Forwarded-For: 1.2.3.4"; the proxy adds a line of its own.
  std::string lines = Joined({"1.2.3.4", "198.51.100.7"});
  EXPECT_EQ(ClientAddress("10.0.0.2", lines, Trust("1")), "198.51.100.7");
  // Or appends to the client's line, as nginx's $proxy_add_x_forwarded_for does.
  EXPECT_EQ(ClientAddress("10.0.0.2", "1.2.3.4, 5.6.7.8, 198.51.100.7", Trust("1")),
            "198.51.100.7");
  // Several client lines, each with several entries.
  std::string many = Joined({"9.9.9.9, 8.8.8.8", "7.7.7.7", "198.51.100.7"});
  EXPECT_EQ(ClientAddress("10.0.0.2", many, Trust("1")), "198.51.100.7");
}

TEST(ClientAddressTest, HopCountPicksTheNthFromTheRight) {
  // client -> CDN (adds client) -> load balancer (adds CDN) -> server
  std::string chain = "6.6.6.6, 198.51.100.7, 203.0.113.50";
  EXPECT_EQ(ClientAddress("10.0.0.2", chain, Trust("1")), "203.0.113.50");
  EXPECT_EQ(ClientAddress("10.0.0.2", chain, Trust("2")), "198.51.100.7");
  EXPECT_EQ(ClientAddress("10.0.0.2", chain, Trust("3")), "6.6.6.6");
  // Fewer entries than hops: the farthest one there is.
  EXPECT_EQ(ClientAddress("10.0.0.2", "198.51.100.7", Trust("3")), "198.51.100.7");
}

TEST(ClientAddressTest, ProxyListWalksFromTheRightSkippingTrustedHops) {
  auto trust = Trust("10.0.0.0/8, 2001:db8::/32, 127.0.0.1");
  std::string chain = "6.6.6.6, 198.51.100.7, 10.1.2.3";
  EXPECT_EQ(ClientAddress("10.0.0.2", chain, trust), "198.51.100.7");
  EXPECT_EQ(ClientAddress("127.0.0.1", "6.6.6.6, 2001:db8::9", trust), "6.6.6.6");
  // A peer that is not a trusted proxy: its header is its own claim.
  EXPECT_EQ(ClientAddress("192.0.2.1", chain, trust), "192.0.2.1");
  // Every hop trusted: the farthest.
  EXPECT_EQ(ClientAddress("10.0.0.2", "10.9.9.9, 10.8.8.8", trust), "10.9.9.9");
  // IPv6 peers and entries are compared as addresses, not text.
  EXPECT_EQ(ClientAddress("2001:DB8:0::1", "2001:db8:0:0::5, 2606:4700::1111", trust),
            "2606:4700::1111");
}

TEST(ClientAddressTest, EntriesWithPortsAndGarbage) {
  EXPECT_EQ(ClientAddress("10.0.0.2", "198.51.100.7:5060", Trust("1")), "198.51.100.7");
  EXPECT_EQ(ClientAddress("10.0.0.2", "[2001:db8::7]:443", Trust("1")), "2001:db8::7");
  // Not an address where one is expected: counted as the peer (the proxy).
  EXPECT_EQ(ClientAddress("10.0.0.2", "1.2.3.4, unknown", Trust("1")), "10.0.0.2");
  EXPECT_EQ(ClientAddress("10.0.0.2", "", Trust("1")), "10.0.0.2");
  EXPECT_EQ(ClientAddress("10.0.0.2", "x, 198.51.100.7", Trust("10.0.0.0/8")), "198.51.100.7");
  EXPECT_EQ(ClientAddress("10.0.0.2", "198.51.100.7, x", Trust("10.0.0.0/8")), "10.0.0.2");
}

TEST(ClientAddressTest, ParsingNamesTheBadEntry) {
  EXPECT_EQ(Trust("1").hops, 1u);
  EXPECT_EQ(Trust("10").hops, 10u);
  EXPECT_FALSE(ParseProxyTrust("11"));
  EXPECT_FALSE(ParseProxyTrust("99999999999999999999"));
  auto bad = ParseProxyTrust("10.0.0.0/8, proxy.internal");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.Error().find("'proxy.internal'"), std::string::npos);
  EXPECT_FALSE(ParseProxyTrust("10.0.0.0/"));
  EXPECT_FALSE(ParseProxyTrust("10.0.0.0/33"));
  EXPECT_FALSE(ParseProxyTrust("2001:db8::/129"));
  EXPECT_FALSE(ParseProxyTrust(""));
  EXPECT_TRUE(ParseProxyTrust("::ffff:10.0.0.0/104"));
}

TEST(IpNetworkTest, ContainsByPrefix) {
  auto net = IpNetwork::Parse("192.168.4.0/22");
  ASSERT_TRUE(net);
  EXPECT_TRUE(net->Contains(*IpNetwork::Parse("192.168.7.255")));
  EXPECT_FALSE(net->Contains(*IpNetwork::Parse("192.168.8.0")));
  EXPECT_FALSE(net->Contains(*IpNetwork::Parse("::ffff:192.168.9.1")));
  EXPECT_TRUE(net->Contains(*IpNetwork::Parse("::ffff:192.168.5.1")));
  auto all = IpNetwork::Parse("0.0.0.0/0");
  ASSERT_TRUE(all);
  EXPECT_TRUE(all->Contains(*IpNetwork::Parse("8.8.8.8")));
  EXPECT_FALSE(all->Contains(*IpNetwork::Parse("::1")));
}

}  // namespace
}  // namespace firm::http
