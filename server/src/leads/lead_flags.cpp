#include "leads/lead_flags.hpp"

#include <array>

#include "common/civil_date.hpp"
#include "leads/lead_deadlines.hpp"

namespace firm::leads {

namespace {

using storage::Fail;
using storage::StoreResult;

constexpr std::string_view kSelectDay = "SELECT day FROM lead_flag_day";
constexpr std::string_view kSetDay = "UPDATE lead_flag_day SET day = $1";
// Forward: a lead whose kept deadline passed has its next one, or leaves lead_flags. Both read
// the range of lead_flags_order before the new day: what passed, never the whole table.
constexpr std::string_view kDropPassed =
    "DELETE FROM lead_flags WHERE flag_on < $1 AND NOT EXISTS (SELECT 1 FROM lead_deadlines ld"
    " WHERE ld.lead_id = lead_flags.lead_id AND ld.rule_id <> 'date-needed' AND ld.due_on >= $1)";
constexpr std::string_view kMovePassed =
    "UPDATE lead_flags SET flag_on = (SELECT min(ld.due_on) FROM lead_deadlines ld"
    " WHERE ld.lead_id = lead_flags.lead_id AND ld.rule_id <> 'date-needed' AND ld.due_on >= $1)"
    " WHERE flag_on < $1";
// Back: the leads with a deadline in [new day, old day) may have an earlier one now.
constexpr std::string_view kMoveBack =
    "UPDATE lead_flags SET flag_on = (SELECT min(ld.due_on) FROM lead_deadlines ld"
    " WHERE ld.lead_id = lead_flags.lead_id AND ld.rule_id <> 'date-needed' AND ld.due_on >= $1)"
    " WHERE lead_id IN (SELECT lead_id FROM lead_deadlines WHERE rule_id <> 'date-needed'"
    " AND due_on >= $1 AND due_on < $2)";
constexpr std::string_view kAddBack =
    "INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)"
    " SELECT ld.lead_id, min(ld.due_on), leads.created_at FROM lead_deadlines ld"
    " JOIN leads ON leads.id = ld.lead_id WHERE ld.rule_id <> 'date-needed'"
    " AND ld.due_on >= $1 AND ld.due_on < $2"
    " AND NOT EXISTS (SELECT 1 FROM lead_flags f WHERE f.lead_id = ld.lead_id)"
    " GROUP BY ld.lead_id, leads.created_at";

}  // namespace

StoreResult<std::string> FlagDay(storage::Database& database) {
  auto rows = database.Query(kSelectDay, {});
  if (!rows) return Fail<std::string>(rows.Error());
  if (rows.Value().empty())
    return Fail<std::string>(storage::StorageError{"lead_flag_day is empty"});
  return StoreResult<std::string>::Ok(rows.Value().front().Text("day"));
}

StoreResult<long> SetFlagDay(storage::Database& database, const std::string& day) {
  const auto& dialect = database.dialect();
  return storage::InTransaction<long>(database, [&](storage::Transaction& tx) -> StoreResult<long> {
    // Locked on PostgreSQL: a transaction adding deadlines reads the day FOR SHARE (the trigger),
    // so the recount below sees its leads.
    auto kept = tx.Query(std::string(kSelectDay) + dialect.LockRowsOf("lead_flag_day"), {});
    if (!kept) return Fail<long>(kept.Error());
    if (kept.Value().empty()) return Fail<long>(storage::StorageError{"lead_flag_day is empty"});
    const std::string old_day = kept.Value().front().Text("day");
    if (old_day == day) return StoreResult<long>::Ok(0);
    if (auto set = tx.Query(kSetDay, {day}); !set) return Fail<long>(set.Error());
    long recounted = 0;
    const bool forward = day > old_day;
    const std::array<std::string_view, 2> statements =
        forward ? std::array{kDropPassed, kMovePassed} : std::array{kMoveBack, kAddBack};
    for (const std::string_view sql : statements) {
      auto ran = forward ? tx.Query(sql, {day}) : tx.Query(sql, {day, old_day});
      if (!ran) return Fail<long>(ran.Error());
      recounted += ran.Value().affected;
    }
    return StoreResult<long>::Ok(recounted);
  });
}

StoreResult<long> AdvanceFlagDay(storage::Database& database,
                                 std::chrono::system_clock::time_point now) {
  const std::string today = common::FormatCivilDate(CaliforniaDay(now));
  auto kept = FlagDay(database);
  if (!kept) return Fail<long>(kept.Error());
  if (kept.Value() == today) return StoreResult<long>::Ok(0);
  return SetFlagDay(database, today);
}

}  // namespace firm::leads
