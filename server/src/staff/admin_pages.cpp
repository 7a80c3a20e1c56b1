#include "staff/admin_pages.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "common/file.hpp"
#include "common/text.hpp"
#include "http/security_headers.hpp"
#include "site/script_hashes.hpp"

namespace firm::staff {

namespace {

namespace fs = std::filesystem;
using LoadResult = common::Result<std::unique_ptr<AdminPages>, std::string>;

constexpr std::string_view kLoginPath = "/admin/login";
constexpr std::string_view kEnrolPath = "/admin/enrol";

const http::HeaderList kShellHeaders = {
    {"Content-Type", "text/html; charset=utf-8"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};
const http::HeaderList kPlainHeaders = {
    {"Content-Type", "text/plain; charset=utf-8"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};

// http::SeeOther with the staff pages' headers (never indexed).
http::Response Redirect(std::string location) {
  http::Response response = http::SeeOther(std::move(location));
  response.fixed_headers = &kPlainHeaders;
  return response;
}

http::Response Plain(int status, std::string_view text) {
  http::Response response;
  response.status = status;
  response.fixed_headers = &kPlainHeaders;
  response.SetOwnedBody(std::string(text));
  return response;
}

}  // namespace

LoadResult AdminPages::Load(const fs::path& site_dir, bool hsts, SignedIn signed_in) {
  std::unique_ptr<AdminPages> pages(new AdminPages());
  pages->signed_in_ = std::move(signed_in);

  std::vector<std::string> hashes;
  if (auto manifest_text = common::ReadWholeFile(site_dir / "manifest.json")) {
    auto manifest = nlohmann::json::parse(*manifest_text, nullptr, false);
    if (manifest.is_object() && manifest.contains("admin")) {
      const auto& admin = manifest["admin"];
      if (!admin.is_object()) return LoadResult::Err("manifest.json: admin must be an object");
      if (admin.contains("scriptHashes")) {
        const auto& list = admin["scriptHashes"];
        if (!list.is_array()) {
          return LoadResult::Err("manifest.json: admin.scriptHashes must be an array");
        }
        auto parsed = site::ParseScriptHashes(list);
        if (!parsed) return LoadResult::Err("manifest.json: invalid admin script hash");
        hashes = std::move(parsed).Value();
      }
    }
  }
  // The admin never loads third-party tags, whatever the public site has.
  pages->security_headers_ = http::BuildSecurityHeaders(hsts, hashes);

  pages->shell_ = common::ReadWholeFile(site_dir / "admin" / "index.html");
  if (!pages->shell_) {
    std::cerr << "admin not built: " << (site_dir / "admin" / "index.html").string()
              << " is missing; /admin answers 503" << std::endl;
  }
  return LoadResult::Ok(std::move(pages));
}

http::Response AdminPages::Handle(const http::Request& request,
                                  const http::NormalizedPath& path) const {
  if (!shell_) return Plain(503, "admin not built\n");
  bool login_page = path.decoded == kLoginPath;
  bool sign_in_page = login_page || path.decoded == kEnrolPath;
  SignInState state = signed_in_(request);
  if (login_page && state == SignInState::kSignedIn) return Redirect("/admin");
  bool allowed = state == SignInState::kSignedIn ||
                 (sign_in_page && state == SignInState::kSecondFactorPending) || login_page;
  if (!allowed) {
    return Redirect(std::string(kLoginPath) +
                    "?next=" + common::PercentEncode(path.raw + path.query));
  }
  http::Response response;
  response.security_headers = &security_headers_;
  response.fixed_headers = &kShellHeaders;
  response.body = *shell_;
  return response;
}

void AdminPages::Register(http::Router& router) const {
  auto handle = [this](const http::Request& request, const http::NormalizedPath& path) {
    return Handle(request, path);
  };
  router.AddPrefix("GET", "/admin", handle);
  router.AddPrefix("HEAD", "/admin", handle);
}

}  // namespace firm::staff
