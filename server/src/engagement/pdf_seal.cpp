#include "engagement/pdf_seal.hpp"

#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/pkcs7.h>
#include <openssl/x509.h>
#include <podofo/podofo.h>

namespace firm::engagement {

namespace {

using R = common::Result<std::string, std::string>;

// Room for the PKCS#7: the certificate and the signature (about 1.5 KB with a P-256 key).
constexpr std::size_t kSignatureRoom = 8 * 1024;

std::shared_ptr<BIO> MemoryBio(std::string_view text = {}) {
  BIO* bio = text.empty() ? BIO_new(BIO_s_mem())
                          : BIO_new_mem_buf(text.data(), static_cast<int>(text.size()));
  return std::shared_ptr<BIO>(bio, BIO_free);
}

std::string BioText(BIO* bio) {
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio, &data);
  return length > 0 ? std::string(data, static_cast<std::size_t>(length)) : std::string();
}

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

common::Result<SealKey, std::string> ReadSealKey(std::string_view pem) {
  using K = common::Result<SealKey, std::string>;
  auto key_bio = MemoryBio(pem);
  EVP_PKEY* pkey = PEM_read_bio_PrivateKey(key_bio.get(), nullptr, nullptr, nullptr);
  auto cert_bio = MemoryBio(pem);
  X509* cert = PEM_read_bio_X509(cert_bio.get(), nullptr, nullptr, nullptr);
  if (!pkey || !cert) {
    EVP_PKEY_free(pkey);
    X509_free(cert);
    return K::Err("the seal file needs a private key and a certificate, in PEM");
  }
  if (X509_check_private_key(cert, pkey) != 1) {
    EVP_PKEY_free(pkey);
    X509_free(cert);
    return K::Err("the seal file's private key is not the certificate's");
  }
  char subject[256] = {};
  X509_NAME_oneline(X509_get_subject_name(cert), subject, sizeof subject);
  return K::Ok(SealKey{
      std::shared_ptr<void>(pkey, [](void* p) { EVP_PKEY_free(static_cast<EVP_PKEY*>(p)); }),
      std::shared_ptr<void>(cert, [](void* p) { X509_free(static_cast<X509*>(p)); }), subject});
}

std::string MakeSelfSignedSeal(const std::string& firm) {
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> pkey(EVP_EC_gen("P-256"), EVP_PKEY_free);
  std::unique_ptr<X509, decltype(&X509_free)> cert(X509_new(), X509_free);
  if (!pkey || !cert) return "";
  X509_set_version(cert.get(), 2);
  ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), 1);
  X509_gmtime_adj(X509_getm_notBefore(cert.get()), 0);
  X509_gmtime_adj(X509_getm_notAfter(cert.get()), 60L * 60 * 24 * 3653);
  X509_set_pubkey(cert.get(), pkey.get());
  X509_NAME* name = X509_get_subject_name(cert.get());
  const std::string common_name =
      (firm.empty() ? std::string("Law firm") : firm.substr(0, 60)) + " agreement seal (local)";
  X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
                             reinterpret_cast<const unsigned char*>(common_name.c_str()), -1, -1,
                             0);
  X509_set_issuer_name(cert.get(), name);
  if (X509_sign(cert.get(), pkey.get(), EVP_sha256()) <= 0) return "";
  auto out = MemoryBio();
  PEM_write_bio_PrivateKey(out.get(), pkey.get(), nullptr, nullptr, 0, nullptr, nullptr);
  PEM_write_bio_X509(out.get(), cert.get());
  return BioText(out.get());
}

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
