// LeadStore's report (issue 16): the weeks' figures, each closed week counted once and kept
// (issue 52, migration 0021), and the leads still waiting for a first contact.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {

namespace {

using nlohmann::json;
using Days = std::chrono::duration<long, std::ratio<86400>>;
constexpr Days kWeek{7};
// A week is kept once it ended this long ago: no lead of it is still being written (a lead's
// time is its arrival; PostgreSQL's insert trigger skips leads of the week in progress).
constexpr std::chrono::hours kSettled{1};

// The leads of a range through the covering index leads_report (migration 0019); the engine turns
// the two times into whole milliseconds, so nothing is parsed a row. "{since}" and "{contact}"
// are the dialect's MillisecondsBetween.
constexpr std::string_view kSelectReportLeads =
    "SELECT form_type, utm_source, {since} AS since_ms, {contact} AS contact_ms FROM leads"
    " WHERE created_at >= $1";
constexpr std::string_view kBefore = " AND created_at < $2";
constexpr std::string_view kCountOpenBreaches =
    "SELECT count(*) AS breaches FROM (SELECT 1 AS one FROM leads WHERE first_contact_at IS NULL"
    " AND created_at <= $1 LIMIT ";
constexpr std::string_view kSelectKept =
    "SELECT week_start, figures FROM lead_report_weeks WHERE week_start >= $1"
    " AND sla_minutes = $2";
// PostgreSQL: the triggers that drop a kept week wait while one is counted (their DELETE takes
// ROW EXCLUSIVE), so a lead written meanwhile drops it after it is kept. SQLite has one writer.
constexpr std::string_view kLockKept = "LOCK TABLE lead_report_weeks IN SHARE ROW EXCLUSIVE MODE";
constexpr std::string_view kKeep =
    "INSERT INTO lead_report_weeks (week_start, sla_minutes, figures) VALUES ($1, $2, $3)"
    " ON CONFLICT (week_start) DO UPDATE SET sla_minutes = excluded.sla_minutes,"
    " figures = excluded.figures";

StoreResult<std::vector<ReportLead>> ReadReportLeads(storage::Transaction& tx,
                                                     const storage::Dialect& dialect,
                                                     const std::string& since,
                                                     const std::optional<std::string>& before) {
  using T = std::vector<ReportLead>;
  const auto start = storage::ParseInstant(since);
  if (!start) return Fail<T>(StorageError{"report: the first week's start is not a time"});
  std::string sql(kSelectReportLeads);
  sql.replace(sql.find("{since}"), 7, dialect.MillisecondsBetween("$1", "created_at"));
  sql.replace(sql.find("{contact}"), 9,
              dialect.MillisecondsBetween("created_at", "first_contact_at"));
  storage::Params params{since};
  if (before) {
    sql += kBefore;
    params.emplace_back(*before);
  }
  auto rows = tx.Query(sql, params);
  if (!rows) return Fail<T>(rows.Error());
  T leads;
  leads.reserve(rows.Value().size());
  for (const auto row : rows.Value()) {
    const TimePoint created = *start + std::chrono::milliseconds(row.Long("since_ms"));
    ReportLead lead{row.Text("form_type"), row.Text("utm_source"), created, std::nullopt};
    if (!row.IsNull("contact_ms")) {
      lead.first_contact = created + std::chrono::milliseconds(row.Long("contact_ms"));
    }
    leads.push_back(std::move(lead));
  }
  return StoreResult<T>::Ok(std::move(leads));
}

json Optional(const std::optional<double>& value) { return value ? json(*value) : json(nullptr); }

std::optional<double> OptionalOf(const json& value) {
  return value.is_null() ? std::nullopt : std::optional<double>(value.get<double>());
}

json ToJson(const WeekFigures& week) {
  return json{{"leads", week.leads},
              {"byForm", week.by_form},
              {"bySource", week.by_source},
              {"contacted", week.contacted},
              {"median", Optional(week.median_minutes)},
              {"p90", Optional(week.p90_minutes)},
              {"withinSla", week.within_sla},
              {"withinSlaShare", Optional(week.within_sla_share)}};
}

// The kept figures, or nullopt when they cannot be read (then the week is counted again).
std::optional<WeekFigures> FromJson(const std::string& text, const std::string& week_start) {
  const json kept = json::parse(text, nullptr, false);
  if (kept.is_discarded() || !kept.is_object()) return std::nullopt;
  try {
    WeekFigures week;
    week.week_start = week_start;
    week.leads = kept.at("leads").get<long>();
    week.by_form = kept.at("byForm").get<std::map<std::string, long>>();
    week.by_source = kept.at("bySource").get<std::map<std::string, long>>();
    week.contacted = kept.at("contacted").get<long>();
    week.median_minutes = OptionalOf(kept.at("median"));
    week.p90_minutes = OptionalOf(kept.at("p90"));
    week.within_sla = kept.at("withinSla").get<long>();
    week.within_sla_share = OptionalOf(kept.at("withinSlaShare"));
    return week;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

}  // namespace

StoreResult<std::vector<ReportLead>> LeadStore::ReportLeads(
    const std::string& since, const std::optional<std::string>& before) {
  const auto& dialect = database_->dialect();
  return storage::InRead<std::vector<ReportLead>>(*database_, [&](storage::Transaction& tx) {
    return ReadReportLeads(tx, dialect, since, before);
  });
}

StoreResult<std::vector<WeekFigures>> LeadStore::ReportWeeks(
    TimePoint now, int weeks, std::chrono::minutes first_contact,
    const std::vector<std::string>& form_types) {
  using T = std::vector<WeekFigures>;
  const auto& dialect = database_->dialect();
  const TimePoint first = WeekStart(now) - kWeek * (weeks - 1);
  const std::string sla = std::to_string(first_contact.count());
  auto rows = database_->Query(kSelectKept, {storage::IsoTimestamp(first).substr(0, 10), sla});
  if (!rows) return Fail<T>(rows.Error());
  std::map<std::string, std::string> kept;
  for (const auto row : rows.Value()) kept.emplace(row.Text("week_start"), row.Text("figures"));

  T figures;
  figures.reserve(static_cast<std::size_t>(weeks));
  for (int i = 0; i < weeks; ++i) {
    const TimePoint start = first + kWeek * i;
    const std::string since = storage::IsoTimestamp(start);
    const std::string day = since.substr(0, 10);
    const bool settled = start + kWeek + kSettled <= now;
    std::optional<WeekFigures> week;
    if (auto it = kept.find(day); settled && it != kept.end()) week = FromJson(it->second, day);
    if (!week && settled) {
      // Counted and kept in one transaction, so nothing written meanwhile is lost.
      const std::string before = storage::IsoTimestamp(start + kWeek);
      auto counted = InTransaction<WeekFigures>(*database_, [&](storage::Transaction& tx) {
        using R = StoreResult<WeekFigures>;
        if (dialect.engine() == storage::Engine::kPostgres) {
          if (auto locked = tx.Query(kLockKept, {}); !locked) return R::Err(locked.Error());
        }
        auto leads = ReadReportLeads(tx, dialect, since, before);
        if (!leads) return R::Err(leads.Error());
        WeekFigures counted = BuildReport(leads.Value(), start, 1, first_contact, form_types)[0];
        if (auto saved = tx.Query(kKeep, {day, sla, ToJson(counted).dump()}); !saved) {
          return R::Err(saved.Error());
        }
        return R::Ok(std::move(counted));
      });
      if (!counted) return Fail<T>(counted.Error());
      week = std::move(counted).Value();
    } else if (!week) {
      // The week in progress (or ended within the hour): counted each time, never kept.
      auto leads = ReportLeads(since, std::nullopt);
      if (!leads) return Fail<T>(leads.Error());
      week = BuildReport(leads.Value(), start, 1, first_contact, form_types)[0];
    }
    // Forms configured since the week was kept show as none.
    for (const auto& form : form_types) week->by_form.emplace(form, 0);
    figures.push_back(std::move(*week));
  }
  return StoreResult<T>::Ok(std::move(figures));
}

StoreResult<LeadCount> LeadStore::OpenBreaches(const std::string& cutoff, long cap) {
  const std::string sql = std::string(kCountOpenBreaches) + std::to_string(cap + 1) + ") waiting";
  auto rows = database_->Query(sql, {cutoff});
  if (!rows) return Fail<LeadCount>(rows.Error());
  const long counted = rows.Value().front().Long("breaches");
  return StoreResult<LeadCount>::Ok(LeadCount{std::min(counted, cap), counted > cap});
}

}  // namespace firm::leads
