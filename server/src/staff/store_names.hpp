#pragma once

#include "storage/audit_log.hpp"
#include "storage/store_support.hpp"

// The storage names every staff store uses, in the staff namespace.
namespace firm::staff {

using storage::AuditEntry;
using storage::AuditLog;
using storage::Done;
using storage::Fail;
using storage::InTransaction;
using storage::RecordAudit;
using storage::StorageError;
using storage::StoreResult;

}  // namespace firm::staff
