#include "leads/lead_report.hpp"

#include <algorithm>
#include <cmath>

#include "storage/database.hpp"

namespace firm::leads {

namespace {

using Days = std::chrono::duration<long, std::ratio<86400>>;
constexpr Days kWeek{7};

}  // namespace

TimePoint WeekStart(TimePoint time) {
  const auto days = std::chrono::floor<Days>(time.time_since_epoch()).count();
  // 1970-01-01 was a Thursday: three days after a Monday.
  const long since_monday = ((days + 3) % 7 + 7) % 7;
  return TimePoint(std::chrono::duration_cast<TimePoint::duration>(Days(days - since_monday)));
}

double Percentile(std::vector<double> values, double p) {
  std::sort(values.begin(), values.end());
  const double rank = p * static_cast<double>(values.size() - 1);
  const auto low = static_cast<std::size_t>(std::floor(rank));
  const auto high = static_cast<std::size_t>(std::ceil(rank));
  return values[low] + (values[high] - values[low]) * (rank - static_cast<double>(low));
}

std::vector<WeekFigures> BuildReport(const std::vector<ReportLead>& leads, TimePoint now, int weeks,
                                     std::chrono::minutes first_contact,
                                     const std::vector<std::string>& form_types) {
  const TimePoint first_week = WeekStart(now) - kWeek * (weeks - 1);
  std::vector<WeekFigures> figures(static_cast<std::size_t>(weeks));
  std::vector<std::vector<double>> minutes(figures.size());
  for (std::size_t i = 0; i < figures.size(); ++i) {
    figures[i].week_start =
        storage::IsoTimestamp(first_week + kWeek * static_cast<long>(i)).substr(0, 10);
    for (const auto& form : form_types) figures[i].by_form[form] = 0;
  }
  for (const auto& lead : leads) {
    if (lead.created < first_week) continue;
    const auto index = static_cast<std::size_t>((lead.created - first_week) / kWeek);
    if (index >= figures.size()) continue;
    WeekFigures& week = figures[index];
    ++week.leads;
    ++week.by_form[lead.form_type];
    ++week.by_source[lead.utm_source];
    if (!lead.first_contact) continue;
    ++week.contacted;
    const auto waited = *lead.first_contact - lead.created;
    minutes[index].push_back(std::chrono::duration<double, std::ratio<60>>(waited).count());
    if (waited <= first_contact) ++week.within_sla;
  }
  for (std::size_t i = 0; i < figures.size(); ++i) {
    WeekFigures& week = figures[i];
    if (!minutes[i].empty()) {
      week.median_minutes = Percentile(minutes[i], 0.5);
      week.p90_minutes = Percentile(minutes[i], 0.9);
    }
    if (week.leads > 0) {
      week.within_sla_share =
          static_cast<double>(week.within_sla) / static_cast<double>(week.leads);
    }
  }
  return figures;
}

}  // namespace firm::leads
