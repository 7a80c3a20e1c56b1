#include "engagement/pdf/pdf_seal.hpp"

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pkcs7.h>
#include <openssl/x509.h>
#include <podofo/podofo.h>

namespace firm::engagement {

namespace {

using R = common::Result<std::string, std::string>;

// Room for the PKCS#7: the certificate and the signature (about 1.5 KB with a P-256 key).
constexpr std::size_t kSignatureRoom = 8 * 1024;

// The detached PKCS#7 over what `signer` gives to sign, DER.
std::string Pkcs7(PoDoFo::PdfSignOutputDevice& signer, const SealKey& key) {
  auto* pkey = static_cast<EVP_PKEY*>(key.key.get());
  auto* cert = static_cast<X509*>(key.cert.get());
  auto data = MemoryBio();
  const int flags = PKCS7_DETACHED | PKCS7_BINARY;
  std::unique_ptr<PKCS7, decltype(&PKCS7_free)> pkcs7(
      PKCS7_sign(cert, pkey, nullptr, data.get(), flags | PKCS7_PARTIAL), PKCS7_free);
  if (!pkcs7 || !PKCS7_sign_add_signer(pkcs7.get(), cert, pkey, EVP_sha256(), 0)) return "";
  char buffer[64 * 1024];
  std::size_t read = 0;
  while ((read = signer.ReadForSignature(buffer, sizeof buffer)) > 0) {
    if (BIO_write(data.get(), buffer, static_cast<int>(read)) != static_cast<int>(read)) return "";
  }
  if (PKCS7_final(pkcs7.get(), data.get(), flags) <= 0) return "";
  auto out = MemoryBio();
  if (i2d_PKCS7_bio(out.get(), pkcs7.get()) <= 0) return "";
  return BioText(out.get());
}

}  // namespace

R SealPdf(const std::string& pdf, const SealKey& key, const std::string& reason) {
  // PoDoFo prints what it parses to stdout unless told not to.
  static const bool quiet = [] {
    PoDoFo::PdfError::EnableDebug(false);
    PoDoFo::PdfError::EnableLogging(false);
    return true;
  }();
  (void)quiet;
  try {
    PoDoFo::PdfMemDocument document;
    document.LoadFromBuffer(pdf.data(), static_cast<long>(pdf.size()), true);
    if (document.GetPageCount() == 0) return R::Err("the PDF has no page");
    PoDoFo::PdfAcroForm* form =
        document.GetAcroForm(PoDoFo::ePdfCreateObject, PoDoFo::ePdfAcroFormDefaultAppearance_None);
    PoDoFo::PdfDictionary& fields = form->GetObject()->GetDictionary();
    if (fields.HasKey("SigFlags")) fields.RemoveKey("SigFlags");
    fields.AddKey("SigFlags", PoDoFo::PdfObject(static_cast<PoDoFo::pdf_int64>(3)));
    PoDoFo::PdfRefCountedBuffer buffer;
    PoDoFo::PdfOutputDevice device(&buffer);
    PoDoFo::PdfSignOutputDevice signer(&device);
    PoDoFo::PdfPage* page = document.GetPage(document.GetPageCount() - 1);
    PoDoFo::PdfAnnotation* annotation =
        page->CreateAnnotation(PoDoFo::ePdfAnnotation_Widget, PoDoFo::PdfRect(0, 0, 0, 0));
    annotation->SetFlags(PoDoFo::ePdfAnnotationFlags_Invisible |
                         PoDoFo::ePdfAnnotationFlags_Hidden);
    PoDoFo::PdfSignatureField field(annotation, form, &document);
    signer.SetSignatureSize(kSignatureRoom);
    field.SetFieldName(PoDoFo::PdfString("FirmSeal"));
    field.SetSignatureReason(
        PoDoFo::PdfString(reinterpret_cast<const PoDoFo::pdf_utf8*>(reason.c_str())));
    field.SetSignatureDate(PoDoFo::PdfDate());
    field.SetSignature(*signer.GetSignatureBeacon());
    document.WriteUpdate(&signer, true);
    if (!signer.HasSignaturePosition()) return R::Err("no room for the seal in the PDF");
    signer.AdjustByteRange();
    signer.Seek(0);
    const std::string signature = Pkcs7(signer, key);
    if (signature.empty() || signature.size() > kSignatureRoom) {
      return R::Err("the seal could not be made (OpenSSL)");
    }
    signer.SetSignature(PoDoFo::PdfData(signature.data(), signature.size()));
    signer.Flush();
    return R::Ok(std::string(buffer.GetBuffer(), device.GetLength()));
  } catch (const PoDoFo::PdfError& error) {
    return R::Err(std::string("PoDoFo: ") + PoDoFo::PdfError::ErrorName(error.GetError()));
  }
}

}  // namespace firm::engagement
