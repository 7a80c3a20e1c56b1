#pragma once

#include <memory>

#include "engagement/agreement_completion.hpp"
#include "engagement/agreement_signing.hpp"
#include "http/router.hpp"
#include "intake/rate_limiter.hpp"
#include "site/site_store.hpp"

// The worker's fee agreement page, /agreement and /es/agreement (docs/agreement-page.md): the
// built page's part filled for the link, and its forms (consent, paper, code, sign, decline),
// each answered 303 back to the page with what happened, and its PDF. Without JavaScript; no
// account.
namespace firm::engagement {

// Forms per client address (a guessing of codes is also capped at five a code).
inline constexpr unsigned kSigningFormsPerMinute = 20;

class SigningPage {
 public:
  // `pages`: the built site (the page's template); `signing` does the steps.
  SigningPage(const AgreementSigning& signing, const AgreementCompletion& completion,
              const site::SiteStore& pages, const EngagementContext& context)
      : signing_(signing),
        completion_(completion),
        pages_(pages),
        context_(context),
        limiter_(kSigningFormsPerMinute, std::chrono::seconds(60)) {}

  void Register(http::Router& router) const;

 private:
  http::Response Page(const http::Request& request, const http::NormalizedPath& path) const;
  http::Response Post(const http::Request& request, const http::NormalizedPath& path) const;
  // /agreement/pdf?t=: the agreement's PDF (the sealed copy once complete).
  http::Response Pdf(const http::Request& request, const http::NormalizedPath& path) const;

  const AgreementSigning& signing_;
  const AgreementCompletion& completion_;
  const site::SiteStore& pages_;
  const EngagementContext& context_;
  mutable intake::RateLimiter limiter_;
};

}  // namespace firm::engagement
