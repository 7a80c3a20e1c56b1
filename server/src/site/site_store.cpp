#include "site/site_store.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "common/file.hpp"
#include "http/security_headers.hpp"
#include "site/content_type.hpp"
#include "site/etag.hpp"
#include "site/gzip.hpp"
#include "site/script_hashes.hpp"

namespace firm::site {

namespace {

namespace fs = std::filesystem;
using LoadResult = common::Result<std::unique_ptr<SiteStore>, std::string>;
using ScriptHashes = std::map<std::string, std::vector<std::string>>;

const http::HeaderList kMethodNotAllowedHeaders = {
    {"Content-Type", "text/plain; charset=utf-8"},
    {"Cache-Control", "no-store"},
};

bool EndsWith(std::string_view s, std::string_view suffix) { return s.ends_with(suffix); }

Representation MakeRepresentation(std::string body, Encoding encoding,
                                  std::string_view content_type, std::string_view cache_control,
                                  bool has_variants) {
  Representation rep;
  rep.etag = ComputeEtag(body, EncodingToken(encoding));
  rep.size = body.size();
  rep.held = std::move(body);
  rep.headers.emplace_back("Content-Type", content_type);
  rep.headers.emplace_back("Cache-Control", cache_control);
  rep.headers.emplace_back("ETag", rep.etag);
  if (encoding != Encoding::kIdentity) {
    rep.headers.emplace_back("Content-Encoding", EncodingToken(encoding));
  }
  rep.not_modified_headers.emplace_back("ETag", rep.etag);
  rep.not_modified_headers.emplace_back("Cache-Control", cache_control);
  if (has_variants) {
    rep.headers.emplace_back("Vary", "Accept-Encoding");
    rep.not_modified_headers.emplace_back("Vary", "Accept-Encoding");
  }
  return rep;
}

// Loads "rel" (relative to site_dir) plus its .br/.gz siblings.
common::Result<std::unique_ptr<Document>, std::string> LoadDocument(
    const fs::path& site_dir, const std::string& rel, std::string_view cache_control,
    const ScriptHashes& hashes, bool hsts, const http::CspSources& extra) {
  using DocResult = common::Result<std::unique_ptr<Document>, std::string>;
  auto identity = common::ReadWholeFile(site_dir / rel);
  if (!identity) return DocResult::Err("cannot read " + rel);
  std::optional<std::string> br;
  std::optional<std::string> gz;
  std::error_code ec;
  if (fs::is_regular_file(fs::symlink_status(site_dir / (rel + ".br"), ec))) {
    br = common::ReadWholeFile(site_dir / (rel + ".br"));
  }
  if (fs::is_regular_file(fs::symlink_status(site_dir / (rel + ".gz"), ec))) {
    gz = common::ReadWholeFile(site_dir / (rel + ".gz"));
  }
  bool has_variants = br.has_value() || gz.has_value();
  auto type = ContentTypeFor(rel);

  // Nearly every client takes br or gzip, so a text file's identity bytes (three quarters of the
  // site's bytes) are not held when its gzip variant inflates to exactly them.
  bool inflate = gz && !identity->empty() && Gunzip(*gz, identity->size()) == *identity;

  auto doc = std::make_unique<Document>();
  auto& plain = doc->representations[static_cast<int>(Encoding::kIdentity)];
  plain = MakeRepresentation(std::move(*identity), Encoding::kIdentity, type, cache_control,
                             has_variants);
  if (inflate) {
    plain->inflate_from_gzip = true;
    std::string().swap(plain->held);
  }
  if (br) {
    doc->representations[static_cast<int>(Encoding::kBrotli)] =
        MakeRepresentation(std::move(*br), Encoding::kBrotli, type, cache_control, true);
  }
  if (gz) {
    doc->representations[static_cast<int>(Encoding::kGzip)] =
        MakeRepresentation(std::move(*gz), Encoding::kGzip, type, cache_control, true);
  }
  auto it = hashes.find(rel);
  doc->security_headers = http::BuildSecurityHeaders(
      hsts, it == hashes.end() ? std::vector<std::string>{} : it->second, extra);
  return DocResult::Ok(std::move(doc));
}

// Manifest-provided relative paths must stay inside SITE_DIR.
bool IsSafeRelativePath(const std::string& rel) {
  fs::path path(rel);
  if (rel.empty() || path.is_absolute()) return false;
  for (const auto& part : path) {
    if (part == ".." || part == ".") return false;
  }
  return true;
}

}  // namespace

LoadResult SiteStore::Load(const fs::path& site_dir, bool hsts,
                           const http::CspSources& third_party) {
  auto manifest_text = common::ReadWholeFile(site_dir / "manifest.json");
  if (!manifest_text)
    return LoadResult::Err("cannot read " + (site_dir / "manifest.json").string());

  nlohmann::json manifest = nlohmann::json::parse(*manifest_text, nullptr, false);
  if (manifest.is_discarded() || !manifest.is_object()) {
    return LoadResult::Err("manifest.json is not a valid JSON object");
  }

  std::unique_ptr<SiteStore> store(new SiteStore());

  ScriptHashes hashes;
  if (manifest.contains("scriptHashes")) {
    const auto& node = manifest["scriptHashes"];
    if (!node.is_object()) return LoadResult::Err("manifest.json: scriptHashes must be an object");
    for (const auto& [file, list] : node.items()) {
      if (!list.is_array())
        return LoadResult::Err("manifest.json: scriptHashes values must be arrays");
      auto parsed = ParseScriptHashes(list);
      if (!parsed) return LoadResult::Err("manifest.json: invalid script hash for " + file);
      hashes[file] = std::move(parsed).Value();
    }
  }

  if (manifest.contains("immutablePrefixes")) {
    const auto& node = manifest["immutablePrefixes"];
    if (!node.is_array())
      return LoadResult::Err("manifest.json: immutablePrefixes must be an array");
    for (const auto& prefix : node) {
      if (!prefix.is_string() || !prefix.get<std::string>().starts_with("/")) {
        return LoadResult::Err("manifest.json: immutablePrefixes entries must start with /");
      }
      store->immutable_prefixes_.push_back(prefix.get<std::string>());
    }
  }

  // Public files: everything that is not a compressed sibling of another file.
  const fs::path public_dir = site_dir / "public";
  std::set<std::string> files;
  std::error_code ec;
  if (fs::is_directory(public_dir, ec)) {
    for (auto it = fs::recursive_directory_iterator(public_dir, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (it->is_symlink() || !it->is_regular_file()) continue;
      files.insert(fs::relative(it->path(), public_dir).generic_string());
    }
  }
  if (ec) return LoadResult::Err("cannot list " + public_dir.string() + ": " + ec.message());

  for (const auto& rel : files) {
    if (EndsWith(rel, ".br") || EndsWith(rel, ".gz")) continue;
    std::string url = "/" + rel;
    auto cache = store->IsImmutable(url) ? kImmutableCacheControl : kRevalidateCacheControl;
    auto doc = LoadDocument(site_dir, "public/" + rel, cache, hashes, hsts, third_party);
    if (!doc) return LoadResult::Err(doc.Error());
    const Document* ptr = doc.Value().get();
    store->documents_.push_back(std::move(doc).Value());
    store->by_path_[url] = ptr;
  }
  // Directory URLs: a real file of the same name wins over dir/index.html.
  for (const auto& rel : files) {
    if (rel == "index.html") {
      store->by_path_.try_emplace("/", store->by_path_["/index.html"]);
    } else if (EndsWith(rel, "/index.html")) {
      std::string dir = "/" + rel.substr(0, rel.size() - std::string_view("/index.html").size());
      store->by_path_.try_emplace(dir, store->by_path_["/" + rel]);
    }
  }

  if (manifest.contains("notFound")) {
    const auto& node = manifest["notFound"];
    if (!node.is_array()) return LoadResult::Err("manifest.json: notFound must be an array");
    for (const auto& entry : node) {
      if (!entry.is_object() || !entry.contains("prefix") || !entry.contains("file") ||
          !entry["prefix"].is_string() || !entry["file"].is_string()) {
        return LoadResult::Err("manifest.json: notFound entries need string prefix and file");
      }
      auto prefix = entry["prefix"].get<std::string>();
      auto file = entry["file"].get<std::string>();
      if (!prefix.starts_with("/") || !IsSafeRelativePath(file)) {
        return LoadResult::Err("manifest.json: bad notFound entry for prefix " + prefix);
      }
      auto doc = LoadDocument(site_dir, file, kRevalidateCacheControl, hashes, hsts, third_party);
      if (!doc) return LoadResult::Err("manifest.json notFound: " + doc.Error());
      store->not_found_.emplace_back(prefix, doc.Value().get());
      store->documents_.push_back(std::move(doc).Value());
    }
  }

  store->plain_not_found_ = std::make_unique<Document>();
  store->plain_not_found_->representations[static_cast<int>(Encoding::kIdentity)] =
      MakeRepresentation("Not Found\n", Encoding::kIdentity, "text/plain; charset=utf-8",
                         kRevalidateCacheControl, false);
  store->plain_not_found_->security_headers = http::BuildSecurityHeaders(hsts, {}, third_party);
  return LoadResult::Ok(std::move(store));
}

namespace {

// An unnamed file in `dir`: O_TMPFILE where the file system has it, else a named one unlinked at
// once. -1 and errno on failure.
int OpenUnnamedFile(const fs::path& dir) {
  int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd >= 0 || (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)) return fd;
  std::string name = (dir / "site-bodies-XXXXXX").string();
  fd = ::mkostemp(name.data(), O_CLOEXEC);
  if (fd >= 0 && ::unlink(name.c_str()) != 0) {
    // A file that keeps its name could be changed by another process: not used.
    int unlink_errno = errno;
    ::close(fd);
    errno = unlink_errno;
    return -1;
  }
  return fd;
}

bool WriteAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n == 0) errno = EIO;
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace

SiteStore::~SiteStore() {
  if (body_file_) ::munmap(body_file_, body_file_size_);
}

common::Result<std::monostate, std::string> SiteStore::MoveBodiesToFile(const fs::path& dir) {
  using R = common::Result<std::monostate, std::string>;
  if (body_file_) return R::Err("the bodies are already in a file");
  std::vector<Representation*> reps;
  std::size_t total = 0;
  ForEachRepresentation(*this, [&](Representation& rep) {
    if (rep.held.empty()) return;
    reps.push_back(&rep);
    total += rep.held.size();
  });
  if (total == 0) return R::Ok({});

  int fd = OpenUnnamedFile(dir);
  if (fd < 0)
    return R::Err("cannot create a file in " + dir.string() + ": " + std::strerror(errno));
  for (const Representation* rep : reps) {
    if (!WriteAll(fd, rep->held)) {
      std::string why = std::strerror(errno);
      ::close(fd);
      return R::Err("cannot write the bodies to a file in " + dir.string() + ": " + why);
    }
  }
  // On disk before it is mapped: a write-back that failed later (a full or failing disk) could
  // otherwise surface as a SIGBUS or as other bytes under a served ETag.
  if (::fdatasync(fd) != 0) {
    std::string why = std::strerror(errno);
    ::close(fd);
    return R::Err("cannot flush the body file in " + dir.string() + ": " + why);
  }
  void* map = ::mmap(nullptr, total, PROT_READ, MAP_SHARED, fd, 0);
  int map_errno = errno;
  ::close(fd);  // the mapping keeps the file
  if (map == MAP_FAILED)
    return R::Err(std::string("cannot map the body file: ") + std::strerror(map_errno));

  const char* at = static_cast<const char*>(map);
  for (Representation* rep : reps) {
    rep->mapped = std::string_view(at, rep->held.size());
    at += rep->held.size();
    std::string().swap(rep->held);
  }
  body_file_ = map;
  body_file_size_ = total;
  return R::Ok({});
}

bool SiteStore::IsImmutable(std::string_view url_path) const {
  for (const auto& prefix : immutable_prefixes_) {
    if (url_path.starts_with(prefix)) return true;
  }
  return false;
}

std::size_t SiteStore::HeldBodyBytes() const {
  std::size_t total = 0;
  ForEachRepresentation(*this, [&total](const Representation& rep) { total += rep.held.size(); });
  return total;
}

const Document* SiteStore::Find(const std::string& decoded_path) const {
  auto it = by_path_.find(decoded_path);
  return it == by_path_.end() ? nullptr : it->second;
}

const Document* SiteStore::NotFoundFor(const std::string& decoded_path) const {
  if (IsImmutable(decoded_path)) return plain_not_found_.get();
  // "/services" should get the services page just like "/services/x".
  std::string with_slash = decoded_path + "/";
  for (const auto& [prefix, doc] : not_found_) {
    if (decoded_path.starts_with(prefix) || with_slash == prefix) return doc;
  }
  return plain_not_found_.get();
}

http::Response SiteStore::Resolve(const http::Request& request,
                                  const http::NormalizedPath& path) const {
  http::Response response;
  if (!http::IsGetOrHead(request.method)) {
    response.status = 405;
    response.fixed_headers = &kMethodNotAllowedHeaders;
    response.extra_headers.emplace_back("Allow", "GET, HEAD");
    response.body = "Method Not Allowed\n";
    return response;
  }

  const Document* doc = Find(path.decoded);
  bool found = doc != nullptr;
  if (!found) doc = NotFoundFor(path.decoded);

  const auto& reps = doc->representations;
  auto accept = ParseAcceptEncoding(request.Header("Accept-Encoding"));
  auto encoding = ChooseEncoding(accept, reps[static_cast<int>(Encoding::kBrotli)].has_value(),
                                 reps[static_cast<int>(Encoding::kGzip)].has_value())
                      .value_or(Encoding::kIdentity);
  const Representation& rep = *reps[static_cast<int>(encoding)];

  response.security_headers = &doc->security_headers;
  if (rep.inflate_from_gzip) {
    // Checked at load, so this cannot fail unless memory runs out; then the client gets a 500,
    // never other bytes under the same ETag. A 304 and a HEAD need it too: their
    // Content-Length is the body's.
    auto plain = Gunzip(reps[static_cast<int>(Encoding::kGzip)]->Body(), rep.size);
    if (!plain) throw std::runtime_error("a gzip variant no longer inflates");
    response.SetOwnedBody(std::move(*plain));
  } else {
    response.body = rep.Body();
  }
  const auto if_none_match = request.Header("If-None-Match");
  if (found && if_none_match && IfNoneMatchMatches(*if_none_match, rep.etag)) {
    response.status = 304;
    response.fixed_headers = &rep.not_modified_headers;
    response.omit_body = true;
    return response;
  }
  response.status = found ? 200 : 404;
  response.fixed_headers = &rep.headers;
  return response;
}

}  // namespace firm::site
