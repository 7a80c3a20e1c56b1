#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace firm::leads {

// The staff report (issue 16): per week, leads by form and by source, time to
// first contact (median and 90th percentile) and the share contacted within
// the first-contact time. Pure, so every figure is checked from fixed times.
using TimePoint = std::chrono::system_clock::time_point;

struct ReportLead {
  std::string form_type;   // case_review | harassment_questionnaire
  std::string utm_source;  // "" when none
  TimePoint created;
  std::optional<TimePoint> first_contact;
};

struct WeekFigures {
  std::string week_start;  // "YYYY-MM-DD", a Monday (UTC)
  long leads = 0;
  std::map<std::string, long> by_form;    // form type -> leads (every form listed)
  std::map<std::string, long> by_source;  // utm_source ("" for none) -> leads
  long contacted = 0;                     // leads with a first contact attempt
  std::optional<double> median_minutes;   // of the contacted leads
  std::optional<double> p90_minutes;
  long within_sla = 0;                     // contacted within the first-contact time
  std::optional<double> within_sla_share;  // within_sla / leads; none without leads
};

inline constexpr int kDefaultReportWeeks = 12;
inline constexpr int kMaxReportWeeks = 52;

// The Monday (UTC) that starts the week of `time`.
TimePoint WeekStart(TimePoint time);

// `weeks` weeks ending with the one `now` is in, oldest first. Leads outside
// them are ignored. Percentiles interpolate linearly between ranks (the
// median of 4 and 10 is 7).
std::vector<WeekFigures> BuildReport(const std::vector<ReportLead>& leads, TimePoint now, int weeks,
                                     std::chrono::minutes first_contact,
                                     const std::vector<std::string>& form_types);

// The p-th percentile (0..1) of `values` (not empty), linear between ranks.
double Percentile(std::vector<double> values, double p);

}  // namespace firm::leads
