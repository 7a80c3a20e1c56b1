#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "common/result.hpp"
#include "http/message.hpp"
#include "http/path.hpp"
#include "http/security_headers.hpp"
#include "site/encoding.hpp"

namespace firm::site {

inline constexpr std::string_view kImmutableCacheControl = "public, max-age=31536000, immutable";
inline constexpr std::string_view kRevalidateCacheControl = "no-cache";

// One encoding of one file, with everything the hot path needs precomputed.
struct Representation {
  // The bytes sent, in `held` until MoveBodiesToFile puts them in the store's mapped file (only
  // bodies that are not empty move, so a mapped body never has a null data pointer).
  std::string_view Body() const { return mapped.data() ? mapped : std::string_view(held); }
  std::string held;
  std::string_view mapped;  // into the store's body file, once moved
  // Identity only: the body is not kept (held and mapped are empty); it is the gzip
  // representation's body inflated on request, which the store checked at load gives exactly the
  // file's bytes.
  bool inflate_from_gzip = false;
  std::size_t size = 0;  // the file's bytes, held or not
  std::string etag;
  http::HeaderList headers;               // for 200 and 404
  http::HeaderList not_modified_headers;  // for 304: ETag, Cache-Control, Vary only
};

struct Document {
  std::array<std::optional<Representation>, 3> representations;  // indexed by Encoding
  http::HeaderList security_headers;  // carries this document's CSP hashes
};

// The whole web build, read at Load() and immutable after it (its bodies in the heap, or in the
// store's own mapped file after MoveBodiesToFile): requests never touch SITE_DIR, so traversal
// cannot reach outside it.
class SiteStore {
 public:
  // Loads SITE_DIR (see the site directory contract in server/README.md).
  // Files named *.br / *.gz are only ever variants of their sibling; symlinks
  // are ignored. Fails on an invalid manifest or a missing not-found page.
  static common::Result<std::unique_ptr<SiteStore>, std::string> Load(
      const std::filesystem::path& site_dir, bool hsts, const http::CspSources& third_party = {});

  // GET/HEAD on a site path (HEAD is turned into "omit body" by the server).
  http::Response Resolve(const http::Request& request, const http::NormalizedPath& path) const;

  std::size_t DocumentCount() const { return documents_.size(); }
  // The bodies held in memory, every representation of every document (for the start-up line
  // and the tests): a text file with a gzip variant holds its compressed variants only.
  std::size_t HeldBodyBytes() const;
  // The bodies in the mapped body file (MoveBodiesToFile).
  std::size_t FileBodyBytes() const { return body_file_size_; }

  // Moves every body out of the heap into one unnamed file created in `dir` (on the data
  // directory's disk) and maps it read-only: the bytes live in the kernel's page cache, only the
  // pages of the files that are served become part of the process, and under memory pressure the
  // kernel can drop them and read them again (docs/decisions/0024). The file has no name, so no
  // other process can change it, and it is gone when the process ends. On failure (a full disk,
  // no such directory) the bodies stay in the heap, as before, and the reason is returned.
  common::Result<std::monostate, std::string> MoveBodiesToFile(const std::filesystem::path& dir);

  ~SiteStore();
  SiteStore(const SiteStore&) = delete;
  SiteStore& operator=(const SiteStore&) = delete;

 private:
  SiteStore() = default;

  const Document* Find(const std::string& decoded_path) const;
  const Document* NotFoundFor(const std::string& decoded_path) const;
  bool IsImmutable(std::string_view url_path) const;
  // Every representation of every document of `store` (this store, const or not), the plain 404
  // included.
  template <typename Store, typename Fn>
  static void ForEachRepresentation(Store& store, Fn&& fn) {
    auto visit = [&fn](auto& doc) {
      for (auto& rep : doc.representations)
        if (rep) fn(*rep);
    };
    for (auto& doc : store.documents_) visit(*doc);
    visit(*store.plain_not_found_);
  }

  std::vector<std::unique_ptr<Document>> documents_;
  std::unordered_map<std::string, const Document*> by_path_;
  std::vector<std::pair<std::string, const Document*>> not_found_;
  std::vector<std::string> immutable_prefixes_;
  // Missing files under an immutable prefix are requested by code, not people:
  // a short text/plain 404 is more useful there than an HTML page.
  std::unique_ptr<Document> plain_not_found_;
  void* body_file_ = nullptr;  // the mapping, or null
  std::size_t body_file_size_ = 0;
};

}  // namespace firm::site
