// LeadApi's report routes (issue 16): GET /api/admin/report and its CSV.
#include <charconv>
#include <cstdio>

#include "http/query.hpp"
#include "intake/intake_handler.hpp"
#include "staff/api_support.hpp"
#include "staff/csv.hpp"
#include "staff/lead_api.hpp"

namespace firm::staff {

namespace {

using nlohmann::json;

const http::HeaderList kReportCsvHeaders = {
    {"Content-Type", "text/csv; charset=utf-8"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};

constexpr std::string_view kBadWeeks = "A whole number of weeks from 1 to 52.";

json Optional(const std::optional<double>& value) { return value ? json(*value) : json(nullptr); }

// One decimal, as people read minutes; "" for none.
std::string Decimal(const std::optional<double>& value, int digits = 1) {
  if (!value) return "";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, *value);
  return buffer;
}

}  // namespace

common::Result<int, http::Response> LeadApi::ReportWeeks(const http::Request& request) const {
  using R = common::Result<int, http::Response>;
  auto path = http::NormalizePath(request.target);
  auto params = http::ParseQuery(path ? path.Value().query : "", {"weeks"});
  if (!params) return R::Err(Api().Error(http::ApiError::Of(400, params.Error())));
  int weeks = kDefaultReportWeeks;
  if (auto it = params.Value().find("weeks"); it != params.Value().end()) {
    const std::string& value = it->second;
    int parsed = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), parsed);
    if (ec != std::errc() || end != value.data() + value.size() || parsed < 1 ||
        parsed > kMaxReportWeeks) {
      return R::Err(Error(400, "weeks", kBadWeeks));
    }
    weeks = parsed;
  }
  return R::Ok(weeks);
}

common::Result<LeadApi::ReportData, http::Response> LeadApi::LoadReport(
    const http::Request& request) const {
  using R = common::Result<ReportData, http::Response>;
  auto weeks = ReportWeeks(request);
  if (!weeks) return R::Err(weeks.Error());
  const auto now = clock_();
  const auto sla = std::chrono::minutes(sla_minutes_);
  const TimePoint since = WeekStart(now) - std::chrono::hours(24 * 7 * (weeks.Value() - 1));
  std::vector<std::string> form_types;
  for (const auto& id : form_ids_) form_types.push_back(StoredFormType(id));
  auto figures = store_.ReportWeeks(now, weeks.Value(), sla, form_types);
  if (!figures) return R::Err(StorageDown("report", figures.Error()));
  auto breaches = store_.OpenBreaches(storage::IsoTimestamp(now - sla));
  if (!breaches) return R::Err(StorageDown("report", breaches.Error()));
  return R::Ok(ReportData{std::move(figures).Value(), breaches.Value(), storage::IsoTimestamp(now),
                          since, now, weeks.Value()});
}

http::Response LeadApi::Report(const http::Request& request) const {
  auto report = LoadReport(request);
  if (!report) return report.Error();
  json weeks = json::array();
  for (const auto& week : report.Value().weeks) {
    json by_form = json::object();
    for (const auto& [form, count] : week.by_form) by_form[PublicFormId(form)] = count;
    weeks.push_back(json{{"weekStart", week.week_start},
                         {"leads", week.leads},
                         {"byForm", by_form},
                         {"bySource", week.by_source},
                         {"contacted", week.contacted},
                         {"medianMinutes", Optional(week.median_minutes)},
                         {"p90Minutes", Optional(week.p90_minutes)},
                         {"withinSla", week.within_sla},
                         {"withinSlaShare", Optional(week.within_sla_share)}});
  }
  json out{{"slaMinutes", sla_minutes_},
           {"generatedAt", report.Value().generated_at},
           {"openBreaches", report.Value().open_breaches.count},
           {"openBreachesCapped", report.Value().open_breaches.more},
           {"weeks", weeks}};
  for (const auto& [key, part] : report_parts_) {
    out[key] = part(report.Value().since, report.Value().now, report.Value().week_count);
  }
  return Api().Json(200, out);
}

http::Response LeadApi::ReportCsv(const http::Request& request) const {
  auto report = LoadReport(request);
  if (!report) return report.Error();
  std::vector<std::string> header = {"week_start", "leads"};
  for (const auto& id : form_ids_) header.push_back(StoredFormType(id));
  header.insert(header.end(), {"sources", "contacted", "median_minutes_to_first_contact",
                               "p90_minutes_to_first_contact", "contacted_within_sla",
                               "share_within_sla", "sla_minutes"});
  std::string csv = CsvRow(header);
  for (const auto& week : report.Value().weeks) {
    std::vector<std::string> row = {week.week_start, std::to_string(week.leads)};
    for (const auto& id : form_ids_) {
      auto it = week.by_form.find(StoredFormType(id));
      row.push_back(std::to_string(it == week.by_form.end() ? 0 : it->second));
    }
    std::string sources;
    for (const auto& [source, count] : week.by_source) {
      if (!sources.empty()) sources += "; ";
      sources += (source.empty() ? std::string("(none)") : source) + ": " + std::to_string(count);
    }
    row.insert(row.end(), {sources, std::to_string(week.contacted), Decimal(week.median_minutes),
                           Decimal(week.p90_minutes), std::to_string(week.within_sla),
                           Decimal(week.within_sla_share, 3), std::to_string(sla_minutes_)});
    csv += CsvRow(row);
  }
  http::Response response;
  response.fixed_headers = &kReportCsvHeaders;
  response.extra_headers.emplace_back(
      "Content-Disposition",
      "attachment; filename=\"lead-report-" + report.Value().generated_at.substr(0, 10) + ".csv\"");
  response.SetOwnedBody(std::move(csv));
  return response;
}

void LeadApi::RegisterReport(AdminRoutes& routes) const {
  using http::Request;
  routes.Add("/api/admin/report",
             {routes.SignedIn("GET", Access::kIntake,
                              [this](const Request& request, const Params&, const SessionUser&) {
                                return Report(request);
                              })});
  routes.Add("/api/admin/report.csv",
             {routes.SignedIn("GET", Access::kIntake,
                              [this](const Request& request, const Params&, const SessionUser&) {
                                return ReportCsv(request);
                              })});
}

}  // namespace firm::staff
