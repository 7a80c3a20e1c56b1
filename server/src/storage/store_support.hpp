#pragma once

#include <utility>

#include "common/result.hpp"
#include "storage/database.hpp"

// What the staff stores (account_store, lead_store) share: their result type
// and running a body in one transaction.
namespace firm::storage {

using storage::StorageError;
template <typename T>
using StoreResult = common::Result<T, StorageError>;

template <typename T>
StoreResult<T> Fail(const StorageError& error) {
  return StoreResult<T>::Err(error);
}

// The outcome of one statement whose rows are not needed.
template <typename Outcome>
StoreResult<storage::Unit> Done(const Outcome& outcome) {
  if (!outcome) return Fail<storage::Unit>(outcome.Error());
  return StoreResult<storage::Unit>::Ok({});
}

// Runs `body` through `run` (Database::Transact or Database::Read) and hands back what it produced.
template <typename T, typename Run, typename Body>
StoreResult<T> Produce(Run run, Body body) {
  T out{};
  auto done = run([&](storage::Transaction& tx) -> storage::UnitResult {
    auto produced = body(tx);
    if (!produced) return storage::UnitResult::Err(produced.Error());
    out = std::move(produced).Value();
    return storage::UnitResult::Ok({});
  });
  if (!done) return Fail<T>(done.Error());
  return StoreResult<T>::Ok(std::move(out));
}

// Runs `body` in one transaction and hands back what it produced.
template <typename T, typename Body>
StoreResult<T> InTransaction(storage::Database& database, Body body) {
  return Produce<T>([&](const storage::Database::Body& b) { return database.Transact(b); }, body);
}

// Runs `body` in one read-only transaction beside the writer (Database::Read,
// decision 0039) and hands back what it produced: for reads of several statements
// that must agree (a page and its count).
template <typename T, typename Body>
StoreResult<T> InRead(storage::Database& database, Body body) {
  return Produce<T>([&](const storage::Database::Body& b) { return database.Read(b); }, body);
}

}  // namespace firm::storage
