#include "site/encoding.hpp"

#include <gtest/gtest.h>

namespace firm::site {
namespace {

std::optional<Encoding> Choose(std::optional<std::string_view> header, bool br = true,
                               bool gzip = true) {
  return ChooseEncoding(ParseAcceptEncoding(header), br, gzip);
}

TEST(AcceptEncodingTest, NoHeaderMeansIdentity) {
  EXPECT_EQ(Choose(std::nullopt), Encoding::kIdentity);
}

TEST(AcceptEncodingTest, EmptyHeaderMeansIdentityOnly) {
  EXPECT_EQ(Choose(""), Encoding::kIdentity);
}

TEST(AcceptEncodingTest, PrefersBrotliThenGzipOnEqualWeights) {
  EXPECT_EQ(Choose("gzip, deflate, br, zstd"), Encoding::kBrotli);
  EXPECT_EQ(Choose("gzip, deflate, br", false, true), Encoding::kGzip);
  EXPECT_EQ(Choose("gzip, deflate, br", false, false), Encoding::kIdentity);
  EXPECT_EQ(Choose("br", false, true), Encoding::kIdentity);
}

TEST(AcceptEncodingTest, HonoursQValues) {
  EXPECT_EQ(Choose("br;q=0.5, gzip;q=0.8"), Encoding::kGzip);
  EXPECT_EQ(Choose("br;q=0, gzip"), Encoding::kGzip);
  EXPECT_EQ(Choose("br;q=0.001"), Encoding::kBrotli);
  EXPECT_EQ(Choose("gzip;q=0.5, identity;q=0.9"), Encoding::kIdentity);
  EXPECT_EQ(Choose("br;q=1.000, gzip;q=1"), Encoding::kBrotli);
}

TEST(AcceptEncodingTest, IsCaseAndWhitespaceInsensitive) {
  EXPECT_EQ(Choose("  GZIP ;  Q=0.9 ,\tBR ; q=0.1"), Encoding::kGzip);
  EXPECT_EQ(Choose("Br"), Encoding::kBrotli);
  EXPECT_EQ(Choose("x-gzip", false, true), Encoding::kGzip);
}

TEST(AcceptEncodingTest, WildcardCoversUnlistedCodings) {
  EXPECT_EQ(Choose("*"), Encoding::kBrotli);
  EXPECT_EQ(Choose("br;q=0, *"), Encoding::kGzip);
  EXPECT_EQ(Choose("*;q=0, gzip"), Encoding::kGzip);
  EXPECT_EQ(Choose("*;q=0, gzip", false, false), std::nullopt);
}

TEST(AcceptEncodingTest, IdentityCanBeRefused) {
  EXPECT_EQ(Choose("identity;q=0", false, false), std::nullopt);
  EXPECT_EQ(Choose("br;q=0, gzip;q=0, identity;q=0"), std::nullopt);
  EXPECT_EQ(Choose("identity;q=0, gzip"), Encoding::kGzip);
  // Refusing only br keeps identity acceptable.
  EXPECT_EQ(Choose("br;q=0", true, false), Encoding::kIdentity);
}

TEST(AcceptEncodingTest, InvalidQValuesIgnoreTheElement) {
  EXPECT_EQ(Choose("br;q=2, gzip;q=0.5"), Encoding::kGzip);
  EXPECT_EQ(Choose("br;q=abc"), Encoding::kIdentity);
  EXPECT_EQ(Choose("br;q=0.1234"), Encoding::kIdentity);
  EXPECT_EQ(Choose("br;q="), Encoding::kIdentity);
}

TEST(AcceptEncodingTest, ParsesQualities) {
  auto accept = ParseAcceptEncoding("br;q=0.25, gzip, identity;q=0");
  EXPECT_EQ(accept.Quality(Encoding::kBrotli), 250);
  EXPECT_EQ(accept.Quality(Encoding::kGzip), 1000);
  EXPECT_EQ(accept.Quality(Encoding::kIdentity), 0);
}

TEST(EncodingTokenTest, Tokens) {
  EXPECT_EQ(EncodingToken(Encoding::kBrotli), "br");
  EXPECT_EQ(EncodingToken(Encoding::kGzip), "gzip");
  EXPECT_EQ(EncodingToken(Encoding::kIdentity), "");
}

}  // namespace
}  // namespace firm::site
