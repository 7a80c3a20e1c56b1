#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "storage/database.hpp"

namespace firm::leads {

// Random UUID version 4 (RFC 9562) from OpenSSL's CSPRNG, lower-case.
// Throws std::runtime_error if the generator fails (it does not on Linux).
std::string NewLeadId();

// The shape NewLeadId makes: 36 characters, lower-case hex and dashes at 8, 13, 18 and 23.
bool IsLeadId(std::string_view text);

// The reference a worker reads out on the phone: "GC-7K3M-Q9TD", eight
// characters of an alphabet without look-alikes (no 0/O, 1/I/L, U), taken from
// the SHA-256 of the lead id, so the same lead always has the same reference
// and the reference says nothing about the id. About 39 bits: staff search
// finds every lead with a reference, so a rare collision shows two leads.
std::string LeadReference(std::string_view lead_id);

// What staff or a worker type ("gc-7k3m-q9td", "7K3M Q9TD", "GC7K3MQ9TD") as a
// stored reference, or nullopt when it cannot be one.
std::optional<std::string> NormalizeReference(std::string_view text);

// A form's two names: the stored form type ("case_review", the leads.form_type column) and the
// public form id ("case-review", in URLs, the API and the webhook).
std::string PublicFormId(std::string_view form_type);
std::string StoredFormType(std::string_view form_id);

// Gives every lead stored before references existed its reference (migration
// 0004 leaves them empty). Returns how many were filled in.
common::Result<long, storage::StorageError> FillMissingReferences(storage::Database& database);

}  // namespace firm::leads
