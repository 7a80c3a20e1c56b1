// LeadStore::ListLeads and CountLeads (issue 52, decision 0040): a page is read by keyset after
// the last lead of the page before, through an index, never with OFFSET; a count stops at a
// cap. "Flagged first" is two ranges read one after the other: the flagged leads (deadlines in
// the flag window, found by day, and the open "date-needed" marks kept on the lead), earliest
// deadline first, then every other lead newest first.
#include <algorithm>
#include <iterator>

#include "leads/lead_flags.hpp"
#include "leads/lead_messages.hpp"
#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {

namespace {

// The lead's deliveries summed up for the list: any failed or dead wins, then
// all delivered, else pending; no rows means no target was configured.
constexpr std::string_view kDeliveryColumn =
    ", (SELECT CASE WHEN count(*) = 0 THEN 'none'"
    " WHEN sum(CASE WHEN d.state IN ('failed', 'dead') THEN 1 ELSE 0 END) > 0 THEN 'failed'"
    " WHEN sum(CASE WHEN d.state = 'delivered' THEN 1 ELSE 0 END) = count(*) THEN 'delivered'"
    " ELSE 'pending' END FROM deliveries d WHERE d.lead_id = leads.id"
    " AND d.channel IN ('webhook', 'email')) AS delivery";
// The keys a cursor names, at the precision stored: PostgreSQL keeps microseconds (rows written by
// SQL may use them), which the list's ISO milliseconds would round off, skipping a lead.
constexpr std::string_view kSqliteKeys =
    ", leads.created_at AS created_key, leads.reply_waiting_since AS reply_key";
constexpr std::string_view kPostgresKeys =
    ", to_char(leads.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"
    " AS created_key, to_char(leads.reply_waiting_since AT TIME ZONE 'UTC',"
    " 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') AS reply_key";
constexpr std::string_view kAssigneeJoin =
    " LEFT JOIN admin_users assignee ON assignee.id = leads.assigned_to";
constexpr std::string_view kCountStart =
    "SELECT count(*) AS leads FROM (SELECT 1 AS one FROM leads";
constexpr std::string_view kCountEnd = ") capped";

// A lead still being worked (IsFlaggableStatus) is flagged by its earliest deadline in the window
// [today, flag_before) or by its open "date-needed" mark (leads.date_needed_on, kept by the
// triggers of migration 0015; a marked lead has no other deadline and the mark's day is the day
// it arrived, so it is its flagging day). Each kind is read in the list's order through an
// index and stops at the page's end; the two are merged here.
constexpr std::string_view kWorkedStatus =
    "leads.status IN ('new', 'contacted', 'consultation_scheduled')";
// The deadlines in the window by day (lead_deadlines_on), each the lead's earliest one there
// (checked through lead_deadlines_due), so that a lead comes once, on its flagging day. Both
// "$#" of the start are the first day of the window.
// CROSS JOIN: SQLite then reads the deadlines first, whatever its statistics say (on a small or
// young table it may prefer every lead of a worked status, which grows with the table); for
// PostgreSQL it is the same inner join. A search, or a filter matching fewer than kCountCap leads
// (LeadFilter::narrow), instead starts from its matches (a name's few
// leads, each probed in lead_deadlines_due): walking the window's deadlines for them read all of
// them when the matches had none (1 s at a million leads).
constexpr std::string_view kDeadlineFlagFrom =
    ", d.due_on AS flag_due FROM lead_deadlines d CROSS JOIN leads";
constexpr std::string_view kDeadlineFlagFromMatches =
    ", d.due_on AS flag_due FROM leads JOIN lead_deadlines d ON d.lead_id = leads.id";
constexpr std::string_view kDeadlineFlagStart =
    "leads.id = d.lead_id AND d.due_on >= $# AND d.rule_id <> 'date-needed'"
    " AND leads.date_needed_on IS NULL"
    " AND NOT EXISTS (SELECT 1 FROM lead_deadlines e WHERE e.lead_id = d.lead_id"
    " AND e.due_on >= $#";
constexpr std::string_view kDeadlineFlagEnd =
    " AND (e.due_on < d.due_on OR (e.due_on = d.due_on AND e.rule_id < d.rule_id)))";
constexpr std::string_view kDeadlineFlagBefore = "d.due_on < $#";
// The same from lead_flags (migration 0020), when the list's day is the kept one: each flagged
// lead once, in the list's order by lead_flags_order, so a page reads about its own rows.
constexpr std::string_view kKeptFlagFrom =
    ", f.flag_on AS flag_due FROM lead_flags f CROSS JOIN leads";
// From the matches: CROSS JOIN keeps SQLite reading the matches first (with JOIN it walked
// lead_flags_order, which gives the list's order, probing each lead: 0.55 s at a million leads for
// a user with no leads). PostgreSQL plans it as the join it is.
constexpr std::string_view kKeptFlagFromMatches =
    ", f.flag_on AS flag_due FROM leads CROSS JOIN lead_flags f";
constexpr std::string_view kKeptFlagStart =
    "leads.id = f.lead_id AND f.flag_on >= $# AND leads.date_needed_on IS NULL";
constexpr std::string_view kKeptFlagBefore = "f.flag_on < $#";
constexpr std::string_view kMarkFlagFrom = ", leads.date_needed_on AS flag_due FROM leads";
constexpr std::string_view kMarked = "leads.date_needed_on IS NOT NULL";
constexpr std::string_view kNotFlaggedStart =
    "NOT (leads.status IN ('new', 'contacted', 'consultation_scheduled')"
    " AND (leads.date_needed_on IS NOT NULL OR EXISTS (SELECT 1 FROM lead_deadlines ld"
    " WHERE ld.lead_id = leads.id AND ld.due_on >= $#";
constexpr std::string_view kNotFlaggedEnd = " AND ld.due_on < $#)))";
// With the kept flags, a join: PostgreSQL made the EXISTS a hash of the whole window's flags
// (35 ms at a million leads); the join probes lead_flags' key for each lead of the page.
constexpr std::string_view kKeptFlagJoin = " LEFT JOIN lead_flags kf ON kf.lead_id = leads.id";
constexpr std::string_view kNotKeptFlag =
    "NOT (leads.status IN ('new', 'contacted', 'consultation_scheduled')"
    " AND (leads.date_needed_on IS NOT NULL OR kf.lead_id IS NOT NULL))";

enum class Order { kNewest, kWaiting, kReplyWaiting };

// The keyset condition: after (key, id) in `order`.
void AppendAfter(storage::SqlWhere& where, Order order, const LeadCursor& after) {
  const bool newest = order == Order::kNewest;
  const std::string column =
      order == Order::kReplyWaiting ? "leads.reply_waiting_since" : "leads.created_at";
  where.And(column + (newest ? " <= $#" : " >= $#"), after.key);
  where.Append(" AND (" + column + (newest ? " < $#" : " > $#"), after.key);
  where.Append(newest ? " OR leads.id < $#)" : " OR leads.id > $#)", after.id);
}

std::string_view OrderBy(Order order) {
  switch (order) {
    case Order::kWaiting:
      return " ORDER BY leads.created_at ASC, leads.id ASC";
    case Order::kReplyWaiting:
      return " ORDER BY leads.reply_waiting_since ASC, leads.id ASC";
    case Order::kNewest:
      break;
  }
  return " ORDER BY leads.created_at DESC, leads.id DESC";
}

// The list's columns and its cursor keys, before FROM.
std::string Columns(const storage::Database& database) {
  std::string columns = "SELECT ";
  columns += kLeadRowColumns;
  columns += kDeliveryColumn;
  columns += database.engine() == storage::Engine::kPostgres ? kPostgresKeys : kSqliteKeys;
  return columns;
}

std::string Limit(int limit) { return " LIMIT " + std::to_string(limit < 0 ? 0 : limit); }

StoreResult<std::vector<LeadRow>> Rows(storage::Database& database, const std::string& sql,
                                       const storage::Params& params, bool flagged,
                                       Order order = Order::kNewest) {
  auto rows = database.Query(sql, params);
  if (!rows) return Fail<std::vector<LeadRow>>(rows.Error());
  std::vector<LeadRow> leads;
  leads.reserve(rows.Value().size());
  for (const auto row : rows.Value()) {
    LeadRow lead = LeadRowFrom(row);
    lead.delivery = row.Text("delivery");
    if (flagged) lead.flag_due = row.Text("flag_due");
    lead.list_key = row.Text(order == Order::kReplyWaiting ? "reply_key" : "created_key");
    leads.push_back(std::move(lead));
  }
  return StoreResult<std::vector<LeadRow>>::Ok(std::move(leads));
}

// The columns of the flagged order: the flagging day, then the lead's arrival and id.
struct FlagOrder {
  std::string_view day;
  std::string_view created;
  std::string_view id;
};

// After the cursor in the flagged order: a later flagging day, or the same day and older.
void AppendAfterFlag(storage::SqlWhere& where, const FlagOrder& order, const LeadCursor& after) {
  const std::string day(order.day);
  const std::string created(order.created);
  where.And(day + " >= $#", *after.flag_due);
  where.Append(" AND (" + day + " > $#", *after.flag_due);
  where.Append(" OR " + created + " < $#", after.key);
  where.Append(" OR (" + created + " = $#", after.key);
  where.Append(" AND " + std::string(order.id) + " < $#))", after.id);
}

// One kind of flagged lead the filter matches, in the flagged order (earliest flagging day, then
// newest first), after the cursor when it is among the flagged leads.
// `kept`: the list's day is lead_flags' (FlagDay), which then serves the deadlines.
StoreResult<std::vector<LeadRow>> FlaggedKind(storage::Database& database, const LeadFilter& filter,
                                              int limit, const DeadlineFlag& flag, bool marks,
                                              bool kept) {
  // A few matches (a rare name, or a filter with fewer than kCountCap leads): the flagged among
  // them are found from them. Many matches (a common surname, more than kManyMatches): walking
  // the window's deadlines meets theirs soon (at a million leads on SQLite, a 2.8% surname took
  // 45 ms walking and 118 ms from its matches).
  const bool from_matches = (filter.q || filter.narrow) && !filter.search_by_date;
  auto where = BuildLeadWhere(filter, database.dialect());
  where.And(kWorkedStatus, std::nullopt);
  std::string from;
  FlagOrder order{"leads.date_needed_on", "leads.created_at", "leads.id"};
  if (marks) {
    from = kMarkFlagFrom;
    where.And(kMarked, std::nullopt);
  } else if (kept) {
    from = from_matches ? kKeptFlagFromMatches : kKeptFlagFrom;
    where.And(kKeptFlagStart, flag.today);
    where.And(kKeptFlagBefore, flag.flag_before);
    order = {"f.flag_on", "f.lead_created_at", "f.lead_id"};
  } else {
    from = from_matches ? kDeadlineFlagFromMatches : kDeadlineFlagFrom;
    where.And(kDeadlineFlagStart, flag.today);
    where.Append(kDeadlineFlagEnd, std::nullopt);
    where.And(kDeadlineFlagBefore, flag.flag_before);
    order.day = "d.due_on";
  }
  from += kAssigneeJoin;
  if (filter.after && filter.after->flag_due) AppendAfterFlag(where, order, *filter.after);
  std::string sql = Columns(database) + from + where.sql + " ORDER BY " + std::string(order.day) +
                    ", " + std::string(order.created) + " DESC, " + std::string(order.id) +
                    " DESC" + Limit(limit);
  return Rows(database, sql, where.params, true);
}

// The flagged leads the filter matches: the open marks and the deadlines, merged.
StoreResult<std::vector<LeadRow>> FlaggedPage(storage::Database& database, const LeadFilter& filter,
                                              int limit, const DeadlineFlag& flag, bool kept) {
  auto marked = FlaggedKind(database, filter, limit, flag, true, kept);
  if (!marked) return marked;
  auto due = FlaggedKind(database, filter, limit, flag, false, kept);
  if (!due) return due;
  std::vector<LeadRow> leads;
  leads.reserve(marked.Value().size() + due.Value().size());
  std::merge(std::make_move_iterator(marked.Value().begin()),
             std::make_move_iterator(marked.Value().end()),
             std::make_move_iterator(due.Value().begin()),
             std::make_move_iterator(due.Value().end()), std::back_inserter(leads),
             [](const LeadRow& a, const LeadRow& b) {
               if (a.flag_due != b.flag_due) return a.flag_due < b.flag_due;
               if (a.list_key != b.list_key) return a.list_key > b.list_key;
               return a.id > b.id;
             });
  if (static_cast<int>(leads.size()) > limit) leads.resize(static_cast<std::size_t>(limit));
  return StoreResult<std::vector<LeadRow>>::Ok(std::move(leads));
}

// Every other lead the filter matches, newest first, after the cursor when it is past the
// flagged leads.
StoreResult<std::vector<LeadRow>> UnflaggedPage(storage::Database& database,
                                                const LeadFilter& filter, int limit,
                                                const DeadlineFlag& flag, bool kept) {
  auto where = BuildLeadWhere(filter, database.dialect());
  if (kept) {
    where.And(kNotKeptFlag, std::nullopt);
  } else {
    where.And(kNotFlaggedStart, flag.today);
    where.Append(kNotFlaggedEnd, flag.flag_before);
  }
  if (filter.after && !filter.after->flag_due) AppendAfter(where, Order::kNewest, *filter.after);
  std::string from(kLeadRowFrom);
  if (kept) {
    from += kKeptFlagJoin;
    from += " AND kf.flag_on >= " + where.Parameter(flag.today);
    from += " AND kf.flag_on < " + where.Parameter(flag.flag_before);
  }
  std::string sql =
      Columns(database) + from + where.sql + std::string(OrderBy(Order::kNewest)) + Limit(limit);
  return Rows(database, sql, where.params, false);
}

constexpr std::string_view kSelectUserId = "SELECT id FROM admin_users WHERE username = $1";

// On PostgreSQL, the assignee's id in the filter (LeadFilter::assignee_id); false when no user
// has that name (then no lead is theirs).
StoreResult<bool> ResolveAssignee(storage::Database& database, LeadFilter& filter) {
  if (database.engine() != storage::Engine::kPostgres || !filter.assignee ||
      *filter.assignee == "none") {
    return StoreResult<bool>::Ok(true);
  }
  auto rows = database.Query(kSelectUserId, {*filter.assignee});
  if (!rows) return Fail<bool>(rows.Error());
  if (rows.Value().empty()) return StoreResult<bool>::Ok(false);
  filter.assignee_id = rows.Value().front().Text("id");
  return StoreResult<bool>::Ok(true);
}

}  // namespace

StoreResult<LeadCount> LeadStore::CountLeads(const LeadFilter& asked, long cap) {
  if (asked.q) cap = std::min(cap, kSearchCountCap);
  LeadFilter filter = asked;
  auto user = ResolveAssignee(*database_, filter);
  if (!user) return Fail<LeadCount>(user.Error());
  if (!user.Value()) return StoreResult<LeadCount>::Ok(LeadCount{0, false});
  // A search alone is counted in the text index, which stops at the cap; joined to the leads it
  // would read every match first.
  if (OnlyTextSearch(filter)) {
    if (auto probe = SearchMatchesProbe(filter, database_->dialect(), cap + 1)) {
      auto rows = database_->Query(probe->sql, probe->params);
      if (!rows) return Fail<LeadCount>(rows.Error());
      const long counted = rows.Value().front().Long("matches");
      return StoreResult<LeadCount>::Ok(LeadCount{counted > cap ? cap : counted, counted > cap});
    }
  }
  auto where = BuildLeadWhere(filter, database_->dialect());
  const std::string sql = std::string(kCountStart) + where.sql + " LIMIT " +
                          std::to_string(cap + 1) + std::string(kCountEnd);
  auto rows = database_->Query(sql, where.params);
  if (!rows) return Fail<LeadCount>(rows.Error());
  const long counted = rows.Value().front().Long("leads");
  return StoreResult<LeadCount>::Ok(LeadCount{counted > cap ? cap : counted, counted > cap});
}

StoreResult<std::vector<LeadRow>> LeadStore::ListLeads(const LeadFilter& asked, int limit,
                                                       const std::optional<DeadlineFlag>& flag) {
  LeadFilter filter = asked;
  auto user = ResolveAssignee(*database_, filter);
  if (!user) return Fail<std::vector<LeadRow>>(user.Error());
  if (!user.Value()) return StoreResult<std::vector<LeadRow>>::Ok({});
  if (auto probe = SearchMatchesProbe(asked, database_->dialect(), kManyMatches + 1)) {
    auto rows = database_->Query(probe->sql, probe->params);
    if (!rows) return Fail<std::vector<LeadRow>>(rows.Error());
    filter.search_by_date = rows.Value().front().Long("matches") > kManyMatches;
  }
  const bool waiting = filter.contact && *filter.contact == "none";
  const Order order = filter.needs_reply ? Order::kReplyWaiting
                      : waiting          ? Order::kWaiting
                                         : Order::kNewest;
  // The waiting views keep their own order: the longest wait is what they are for. A status
  // no longer worked (retained, not a fit, referred out) is never flagged: nothing to read first.
  const bool flaggable = !filter.status || IsFlaggableStatus(*filter.status);
  if (flag && order == Order::kNewest && flaggable) {
    // Asked for the kept day (the sweep moved it to today), lead_flags serves the flagged leads;
    // for another day (before the sweep, a test) the deadlines themselves do.
    auto kept_day = FlagDay(*database_);
    if (!kept_day) return Fail<std::vector<LeadRow>>(kept_day.Error());
    const bool kept = kept_day.Value() == flag->today;
    std::vector<LeadRow> leads;
    if (!filter.after || filter.after->flag_due) {
      auto flagged = FlaggedPage(*database_, filter, limit, *flag, kept);
      if (!flagged) return flagged;
      leads = std::move(flagged).Value();
    }
    if (static_cast<int>(leads.size()) < limit) {
      // Past the flagged leads: the others from the newest (or after the cursor among them).
      LeadFilter rest = filter;
      if (rest.after && rest.after->flag_due) rest.after.reset();
      auto others =
          UnflaggedPage(*database_, rest, limit - static_cast<int>(leads.size()), *flag, kept);
      if (!others) return others;
      for (auto& lead : others.Value()) leads.push_back(std::move(lead));
    }
    return StoreResult<std::vector<LeadRow>>::Ok(std::move(leads));
  }
  auto where = BuildLeadWhere(filter, database_->dialect());
  if (filter.after) AppendAfter(where, order, *filter.after);
  std::string sql = Columns(*database_) + std::string(kLeadRowFrom) + where.sql +
                    std::string(OrderBy(order)) + Limit(limit);
  return Rows(*database_, sql, where.params, false, order);
}

}  // namespace firm::leads
