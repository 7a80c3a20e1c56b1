#include "engagement/seal_key.hpp"

#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

namespace firm::engagement {

std::shared_ptr<BIO> MemoryBio(std::string_view text) {
  BIO* bio = text.empty() ? BIO_new(BIO_s_mem())
                          : BIO_new_mem_buf(text.data(), static_cast<int>(text.size()));
  return std::shared_ptr<BIO>(bio, BIO_free);
}

std::string BioText(BIO* bio) {
  char* data = nullptr;
  const long length = BIO_get_mem_data(bio, &data);
  return length > 0 ? std::string(data, static_cast<std::size_t>(length)) : std::string();
}

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

}  // namespace firm::engagement
