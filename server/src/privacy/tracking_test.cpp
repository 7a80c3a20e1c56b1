#include "privacy/tracking.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace firm::privacy {
namespace {

TEST(TrackingTest, NoIdsMeansNoThirdPartyHostAnywhereInTheCsp) {
  auto sources = ThirdPartySources({});
  EXPECT_TRUE(sources.script.empty());
  EXPECT_TRUE(sources.connect.empty());
  EXPECT_TRUE(sources.img.empty());
  auto csp = http::BuildCsp({}, sources);
  EXPECT_EQ(csp.find("https://"), std::string::npos);
}

TEST(TrackingTest, EachTagAddsOnlyItsOwnHosts) {
  auto google = http::BuildCsp({}, ThirdPartySources({"G-ABC1234", std::nullopt}));
  EXPECT_NE(google.find("script-src 'self' https://www.googletagmanager.com;"), std::string::npos);
  EXPECT_EQ(google.find("facebook"), std::string::npos);
  auto meta = http::BuildCsp({}, ThirdPartySources({std::nullopt, "123456789"}));
  EXPECT_NE(meta.find("script-src 'self' https://connect.facebook.net;"), std::string::npos);
  EXPECT_NE(meta.find("img-src 'self' data: https://www.facebook.com;"), std::string::npos);
  EXPECT_EQ(meta.find("google"), std::string::npos);
}

TEST(TrackingTest, ConfigAnswerCarriesTheIdsOrNull) {
  auto none = nlohmann::json::parse(TrackingConfigResponse({}).body);
  EXPECT_TRUE(none["gtagId"].is_null());
  EXPECT_TRUE(none["metaPixelId"].is_null());
  auto both = nlohmann::json::parse(TrackingConfigResponse({"G-ABC1234", "123456789"}).body);
  EXPECT_EQ(both["gtagId"], "G-ABC1234");
  EXPECT_EQ(both["metaPixelId"], "123456789");
}

}  // namespace
}  // namespace firm::privacy
