#pragma once

#include <memory>
#include <thread>

#include "leads/lead_deadlines.hpp"
#include "storage/database.hpp"

namespace firm::leads {

// Leads without deadlines (from before migration 0005, or cleared by a migration such as 0014
// when the rules changed) get them in the background once the server listens (issue 52): at a
// million leads the recount takes minutes, and the port used to stay closed that long. Batches
// of kBatch leads a transaction keep the writer free for the intake between them; a lead that
// arrives meanwhile has its deadlines from its own arrival step. Until its batch comes, an
// older lead shows no deadline and is not flagged.
class DeadlineBackfill {
 public:
  static constexpr long kBatch = 100;
  DeadlineBackfill(std::shared_ptr<storage::Database> database, const DeadlineRules& rules);
  ~DeadlineBackfill();
  DeadlineBackfill(const DeadlineBackfill&) = delete;
  DeadlineBackfill& operator=(const DeadlineBackfill&) = delete;

  void Start();
  // Stops after the batch in hand; the rest waits for the next start.
  void Stop();

 private:
  std::shared_ptr<storage::Database> database_;
  const DeadlineRules& rules_;
  std::jthread thread_;
};

}  // namespace firm::leads
