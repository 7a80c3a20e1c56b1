#pragma once

#include <string>
#include <vector>

#include "engagement/signed_copy.hpp"

// The fully signed agreement as a PDF (issue 54, item 5; decision 0049): the whole text in the
// worker's languages as they read it, both signatures with their dates in California time, and
// an evidence page (every step with its time, address, user agent and channel, and the SHA-256 of
// the text shown). Set with Pango (shaping, line breaks, any language's letters) on a Cairo PDF
// surface, in DejaVu fonts (Debian's fonts-dejavu-core), embedded. Sealed afterwards (pdf_seal).
// Built into the PDF helper (firm-agreement-pdf), never the server: the libraries cost the
// server 5 MB of memory at rest, and a fault in them stays in the helper's process.
namespace firm::engagement {

// The PDF's bytes. Throws std::runtime_error when Cairo reports an error.
std::string RenderSignedPdf(const SignedCopy& copy);

}  // namespace firm::engagement
