#include "site/site_store.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

#include <fstream>

#include "site/etag.hpp"
#include "site/gzip.hpp"

namespace firm::site {
namespace {

namespace fs = std::filesystem;

// `plain` as a gzip member, as the web build writes its .gz variants.
std::string Gzip(std::string_view plain) {
  z_stream stream{};
  EXPECT_EQ(deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY),
            Z_OK);
  std::string out(deflateBound(&stream, static_cast<uLong>(plain.size())) + 32, '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.data()));
  stream.avail_in = static_cast<uInt>(plain.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&stream, Z_FINISH), Z_STREAM_END);
  out.resize(out.size() - stream.avail_out);
  deflateEnd(&stream);
  return out;
}

std::string HeaderValue(const http::HeaderList* headers, std::string_view name) {
  if (!headers) return "<no headers>";
  for (const auto& [n, v] : *headers) {
    if (n == name) return v;
  }
  return "<missing>";
}

class SiteStoreTest : public testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("firm-site-test-" +
             std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(root_);
    Write("manifest.json", R"({
      "notFound": [{"prefix": "/services/", "file": "errors/services.html"},
                   {"prefix": "/", "file": "errors/404.html"}],
      "immutablePrefixes": ["/assets/"],
      "scriptHashes": {"public/index.html": ["sha256-AbC+/9="]}
    })");
    Write("public/index.html", "<h1>home</h1>");
    Write("public/services/index.html", "<h1>services</h1>");
    Write("public/about.html", "<h1>about file</h1>");
    Write("public/about/index.html", "<h1>about dir</h1>");
    Write("public/assets/app-abc123.js", "console.log(1)");
    Write("public/assets/app-abc123.js.br", "BROTLI");
    Write("public/assets/app-abc123.js.gz", "GZIP");
    Write("public/favicon.svg", "<svg/>");
    Write("public/orphan.gz", "no base file");
    Write("errors/404.html", "<h1>not found</h1>");
    Write("errors/services.html", "<h1>no such service</h1>");
    Write("errors/services.html.gz", "GZ404");
  }
  void TearDown() override { fs::remove_all(root_); }

  void Write(const std::string& rel, const std::string& content) {
    fs::create_directories((root_ / rel).parent_path());
    std::ofstream(root_ / rel, std::ios::binary) << content;
  }

  std::unique_ptr<SiteStore> Load(bool hsts = false) {
    auto result = SiteStore::Load(root_, hsts);
    EXPECT_TRUE(result.IsOk()) << (result ? "" : result.Error());
    return result ? std::move(result).Value() : nullptr;
  }

  http::Response Get(const SiteStore& store, std::string_view target,
                     std::optional<std::string_view> accept = std::nullopt,
                     std::optional<std::string_view> inm = std::nullopt,
                     std::string_view method = "GET") {
    http::Request request;
    request.method = method;
    request.target = target;
    request.SetHeader("Accept-Encoding", accept);
    request.SetHeader("If-None-Match", inm);
    auto path = http::NormalizePath(target);
    EXPECT_TRUE(path.IsOk()) << target;
    return store.Resolve(request, path.Value());
  }

  fs::path root_;
};

TEST_F(SiteStoreTest, ServesRootAndDirectoryIndexes) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto home = Get(*store, "/");
  EXPECT_EQ(home.status, 200);
  EXPECT_EQ(home.body, "<h1>home</h1>");
  EXPECT_EQ(HeaderValue(home.fixed_headers, "Content-Type"), "text/html; charset=utf-8");
  EXPECT_EQ(HeaderValue(home.fixed_headers, "Cache-Control"), "no-cache");
  EXPECT_EQ(HeaderValue(home.fixed_headers, "Vary"), "<missing>");
  EXPECT_EQ(Get(*store, "/index.html").body, "<h1>home</h1>");
  EXPECT_EQ(Get(*store, "/services").body, "<h1>services</h1>");
  EXPECT_EQ(Get(*store, "/services/index.html").body, "<h1>services</h1>");
  EXPECT_EQ(Get(*store, "/favicon.svg?v=2").body, "<svg/>");
  EXPECT_EQ(HeaderValue(Get(*store, "/favicon.svg").fixed_headers, "Content-Type"),
            "image/svg+xml");
}

TEST_F(SiteStoreTest, FileWinsOverDirectoryIndex) {
  auto store = Load();
  ASSERT_TRUE(store);
  EXPECT_EQ(Get(*store, "/about.html").body, "<h1>about file</h1>");
  EXPECT_EQ(Get(*store, "/about").body, "<h1>about dir</h1>");
}

TEST_F(SiteStoreTest, CspCarriesPageScriptHashes) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto csp = HeaderValue(Get(*store, "/").security_headers, "Content-Security-Policy");
  EXPECT_NE(csp.find("script-src 'self' 'sha256-AbC+/9='"), std::string::npos) << csp;
  auto other = HeaderValue(Get(*store, "/services").security_headers, "Content-Security-Policy");
  EXPECT_EQ(other.find("sha256-"), std::string::npos);
  EXPECT_EQ(other.find("script-src 'self';"), other.find("script-src"));
  EXPECT_EQ(HeaderValue(Get(*store, "/").security_headers, "Strict-Transport-Security"),
            "<missing>");
  auto hsts_store = Load(true);
  EXPECT_EQ(HeaderValue(Get(*hsts_store, "/").security_headers, "Strict-Transport-Security"),
            "max-age=63072000; includeSubDomains");
}

TEST_F(SiteStoreTest, NegotiatesEncodingsWithVary) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto br = Get(*store, "/assets/app-abc123.js", "gzip, br");
  EXPECT_EQ(br.body, "BROTLI");
  EXPECT_EQ(HeaderValue(br.fixed_headers, "Content-Encoding"), "br");
  EXPECT_EQ(HeaderValue(br.fixed_headers, "Vary"), "Accept-Encoding");
  EXPECT_EQ(HeaderValue(br.fixed_headers, "Content-Type"), "text/javascript; charset=utf-8");
  EXPECT_EQ(HeaderValue(br.fixed_headers, "Cache-Control"), "public, max-age=31536000, immutable");

  auto gz = Get(*store, "/assets/app-abc123.js", "gzip");
  EXPECT_EQ(gz.body, "GZIP");
  EXPECT_EQ(HeaderValue(gz.fixed_headers, "Content-Encoding"), "gzip");

  auto plain = Get(*store, "/assets/app-abc123.js");
  EXPECT_EQ(plain.body, "console.log(1)");
  EXPECT_EQ(HeaderValue(plain.fixed_headers, "Content-Encoding"), "<missing>");
  EXPECT_EQ(HeaderValue(plain.fixed_headers, "Vary"), "Accept-Encoding");

  // Nothing acceptable: identity is served rather than 406.
  EXPECT_EQ(Get(*store, "/assets/app-abc123.js", "zstd, identity;q=0").body, "console.log(1)");
}

TEST_F(SiteStoreTest, EtagsDifferPerVariantAnd304) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto br = Get(*store, "/assets/app-abc123.js", "br");
  auto plain = Get(*store, "/assets/app-abc123.js");
  std::string br_etag = HeaderValue(br.fixed_headers, "ETag");
  std::string plain_etag = HeaderValue(plain.fixed_headers, "ETag");
  EXPECT_EQ(br_etag, ComputeEtag("BROTLI", "br"));
  EXPECT_EQ(plain_etag, ComputeEtag("console.log(1)"));

  auto not_modified = Get(*store, "/assets/app-abc123.js", "br", br_etag);
  EXPECT_EQ(not_modified.status, 304);
  EXPECT_TRUE(not_modified.omit_body);
  EXPECT_EQ(HeaderValue(not_modified.fixed_headers, "ETag"), br_etag);
  EXPECT_EQ(HeaderValue(not_modified.fixed_headers, "Vary"), "Accept-Encoding");
  EXPECT_EQ(HeaderValue(not_modified.fixed_headers, "Content-Type"), "<missing>");

  // The identity tag does not validate the brotli body.
  EXPECT_EQ(Get(*store, "/assets/app-abc123.js", "br", plain_etag).status, 200);
  EXPECT_EQ(Get(*store, "/", std::nullopt, "*").status, 304);
  EXPECT_EQ(Get(*store, "/", std::nullopt, "\"nope\"").status, 200);
}

TEST_F(SiteStoreTest, IdentityOfATextFileIsItsGzipVariantInflated) {
  const std::string page = "<h1>" + std::string(4000, 'x') + "</h1>";
  Write("public/long.html", page);
  Write("public/long.html.gz", Gzip(page));
  Write("public/long.html.br", "BR");
  auto store = Load();
  ASSERT_TRUE(store);
  std::size_t held_without = store->HeldBodyBytes();

  auto plain = Get(*store, "/long.html");
  EXPECT_EQ(plain.status, 200);
  EXPECT_EQ(plain.body, page);
  EXPECT_EQ(HeaderValue(plain.fixed_headers, "ETag"), ComputeEtag(page));
  EXPECT_EQ(HeaderValue(plain.fixed_headers, "Content-Encoding"), "<missing>");
  // A HEAD and a 304 say the same length as the 200.
  EXPECT_EQ(Get(*store, "/long.html", std::nullopt, std::nullopt, "HEAD").body.size(), page.size());
  auto not_modified = Get(*store, "/long.html", std::nullopt, ComputeEtag(page));
  EXPECT_EQ(not_modified.status, 304);
  EXPECT_EQ(not_modified.body.size(), page.size());
  EXPECT_EQ(Get(*store, "/long.html", "gzip").body, Gzip(page));

  // The store holds the two compressed variants of the page, not its 4 KB of identity bytes:
  // with a gzip variant that is not the page, it holds them all.
  const std::string broken = "not gzip";
  Write("public/long.html.gz", broken);
  auto keeping = Load();
  ASSERT_TRUE(keeping);
  EXPECT_EQ(keeping->HeldBodyBytes() - held_without,
            page.size() + broken.size() - Gzip(page).size());
}

TEST_F(SiteStoreTest, BodiesMovedToTheMappedFileAreServedAlikeAndLeaveNoFileBehind) {
  const std::string page = "<h1>" + std::string(9000, 'y') + "</h1>";
  Write("public/long.html", page);
  Write("public/long.html.gz", Gzip(page));
  auto store = Load();
  ASSERT_TRUE(store);
  // Every path in every encoding, as the heap store answers it.
  const std::vector<std::string> paths = {"/",
                                          "/about",
                                          "/assets/app-abc123.js",
                                          "/long.html",
                                          "/favicon.svg",
                                          "/services/nope",
                                          "/assets/none.js"};
  const std::vector<std::optional<std::string_view>> encodings = {std::nullopt, "gzip", "br"};
  std::vector<std::string> before;
  for (const auto& path : paths)
    for (const auto& accept : encodings) before.emplace_back(Get(*store, path, accept).body);
  const std::size_t held = store->HeldBodyBytes();
  ASSERT_GT(held, 100u);

  const fs::path dir = root_ / "data";
  fs::create_directories(dir);
  auto moved = store->MoveBodiesToFile(dir);
  ASSERT_TRUE(moved.IsOk()) << moved.Error();
  EXPECT_EQ(store->HeldBodyBytes(), 0u);
  EXPECT_EQ(store->FileBodyBytes(), held);
  std::size_t i = 0;
  for (const auto& path : paths)
    for (const auto& accept : encodings)
      EXPECT_EQ(Get(*store, path, accept).body, before[i++]) << path << " " << accept.value_or("-");
  // The file has no name: the directory stays empty, and a second move is refused.
  EXPECT_TRUE(fs::is_empty(dir));
  EXPECT_FALSE(store->MoveBodiesToFile(dir).IsOk());
}

TEST_F(SiteStoreTest, BodiesStayInMemoryWhenTheFileCannotBeMade) {
  auto store = Load();
  ASSERT_TRUE(store);
  const std::size_t held = store->HeldBodyBytes();
  auto moved = store->MoveBodiesToFile(root_ / "no-such-directory");
  ASSERT_FALSE(moved.IsOk());
  EXPECT_NE(moved.Error().find("no-such-directory"), std::string::npos) << moved.Error();
  EXPECT_EQ(store->HeldBodyBytes(), held);
  EXPECT_EQ(store->FileBodyBytes(), 0u);
  EXPECT_EQ(Get(*store, "/").body, "<h1>home</h1>");
}

TEST_F(SiteStoreTest, AGzipVariantThatIsNotTheFileKeepsTheFileBytes) {
  Write("public/notes.txt", "the real text");
  Write("public/notes.txt.gz", Gzip("other text"));
  auto store = Load();
  ASSERT_TRUE(store);
  EXPECT_EQ(Get(*store, "/notes.txt").body, "the real text");
  EXPECT_EQ(Get(*store, "/notes.txt", "gzip").body, Gzip("other text"));
}

TEST(Gunzip, InflatesOneWholeMemberWithinTheLimit) {
  const std::string text = "Free case review. " + std::string(1000, 'a');
  const std::string member = Gzip(text);
  EXPECT_EQ(Gunzip(member, text.size()), text);
  EXPECT_EQ(Gunzip(member, text.size() - 1), std::nullopt);  // past the limit
  EXPECT_EQ(Gunzip(member.substr(0, member.size() - 4), text.size()), std::nullopt);  // cut
  EXPECT_EQ(Gunzip(member + member, 2 * text.size()), std::nullopt);  // a second member
  EXPECT_EQ(Gunzip("GZIP", 100), std::nullopt);
  EXPECT_EQ(Gunzip(Gzip(""), 0), "");
}

TEST_F(SiteStoreTest, NotFoundUsesFirstMatchingPrefix) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto services = Get(*store, "/services/nope");
  EXPECT_EQ(services.status, 404);
  EXPECT_EQ(services.body, "<h1>no such service</h1>");
  EXPECT_EQ(HeaderValue(services.fixed_headers, "Cache-Control"), "no-cache");
  EXPECT_EQ(Get(*store, "/services/nope", "gzip").body, "GZ404");

  auto general = Get(*store, "/elsewhere");
  EXPECT_EQ(general.status, 404);
  EXPECT_EQ(general.body, "<h1>not found</h1>");
  EXPECT_EQ(HeaderValue(general.fixed_headers, "Content-Type"), "text/html; charset=utf-8");
  // 404 pages never answer 304.
  EXPECT_EQ(Get(*store, "/elsewhere", std::nullopt, "*").status, 404);
}

TEST_F(SiteStoreTest, MissingAssetsGetPlainText404) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto missing = Get(*store, "/assets/missing.js");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(missing.body, "Not Found\n");
  EXPECT_EQ(HeaderValue(missing.fixed_headers, "Content-Type"), "text/plain; charset=utf-8");
}

TEST_F(SiteStoreTest, VariantsAndNonPublicFilesAreNotReachable) {
  auto store = Load();
  ASSERT_TRUE(store);
  EXPECT_EQ(Get(*store, "/assets/app-abc123.js.br").status, 404);
  EXPECT_EQ(Get(*store, "/assets/app-abc123.js.gz").status, 404);
  EXPECT_EQ(Get(*store, "/orphan.gz").status, 404);
  EXPECT_EQ(Get(*store, "/manifest.json").status, 404);
  EXPECT_EQ(Get(*store, "/errors/404.html").status, 404);
  EXPECT_EQ(Get(*store, "/public/index.html").status, 404);
  EXPECT_EQ(Get(*store, "/%252e%252e/manifest.json").status, 404);
}

TEST_F(SiteStoreTest, OtherMethodsGet405) {
  auto store = Load();
  ASSERT_TRUE(store);
  auto post = Get(*store, "/", std::nullopt, std::nullopt, "POST");
  EXPECT_EQ(post.status, 405);
  ASSERT_EQ(post.extra_headers.size(), 1u);
  EXPECT_EQ(post.extra_headers[0], (http::Header{"Allow", "GET, HEAD"}));
  EXPECT_EQ(Get(*store, "/nope", std::nullopt, std::nullopt, "DELETE").status, 405);
}

TEST_F(SiteStoreTest, RejectsBadManifests) {
  Write("manifest.json", "{not json");
  EXPECT_FALSE(SiteStore::Load(root_, false).IsOk());
  Write("manifest.json", R"({"notFound": [{"prefix": "/", "file": "../outside.html"}]})");
  EXPECT_FALSE(SiteStore::Load(root_, false).IsOk());
  Write("manifest.json", R"({"notFound": [{"prefix": "/", "file": "errors/missing.html"}]})");
  EXPECT_FALSE(SiteStore::Load(root_, false).IsOk());
  Write("manifest.json",
        R"({"scriptHashes": {"public/index.html": ["sha256-x' 'unsafe-inline"]}})");
  EXPECT_FALSE(SiteStore::Load(root_, false).IsOk());
  Write("manifest.json", "{}");
  EXPECT_TRUE(SiteStore::Load(root_, false).IsOk());
}

}  // namespace
}  // namespace firm::site
