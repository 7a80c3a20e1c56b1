#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "http/message.hpp"
#include "intake/form_definition.hpp"
#include "leads/lead_deadlines.hpp"
#include "leads/lead_id.hpp"
#include "leads/lead_report.hpp"
#include "leads/lead_store.hpp"
#include "outbox/delivery_store.hpp"
#include "staff/account_api.hpp"
#include "staff/admin_routes.hpp"
#include "staff/lead_query.hpp"
#include "storage/audit_log.hpp"

namespace firm::staff {

// The lead as staff work it comes from leads/.
using leads::Assigned;
using leads::AssignmentChange;
using leads::AssignRefusal;
using leads::BuildReport;
using leads::CaliforniaDay;
using leads::DaysBetween;
using leads::DeadlineFlag;
using leads::DeadlineRules;
using leads::Delivery;
using leads::IsFlaggableStatus;
using leads::IsLeadStatus;
using leads::kContactMethods;
using leads::kContactOutcomes;
using leads::kDefaultReportWeeks;
using leads::kMaxPageSize;
using leads::kMaxReportWeeks;
using leads::LeadContact;
using leads::LeadDeadline;
using leads::LeadEvent;
using leads::LeadFilter;
using leads::LeadRelations;
using leads::LeadRow;
using leads::LeadStore;
using leads::NoDeadlineRules;
using leads::Period;
using leads::PublicFormId;
using leads::RelatedLead;
using leads::StoredFormType;
using leads::TimePoint;
using leads::WeekFigures;
using leads::WeekStart;
using outbox::RetryOutcome;

// The JSON of a lead's history event, contact attempt and assignee (null for nobody).
nlohmann::json EventJson(const LeadEvent& event);
nlohmann::json ContactJson(const LeadContact& contact);
nlohmann::json AssigneeJson(const std::optional<std::string>& username,
                            const std::string& display_name);

// The lead a path ({form}/{id}) names: its stored form type and id, or nullopt (404) when the form
// is not one of `form_ids` or the id is not a UUID.
struct LeadRef {
  std::string form_type;
  std::string id;
};
std::optional<LeadRef> LeadOf(const http::PathParams& params,
                              const std::vector<std::string>& form_ids);

// The leads resource of the staff API: list, CSV export, detail, status,
// notes, deletion, delivery retry and the audit log. Every route needs a
// signed-in user.
class LeadApi {
 public:
  LeadApi(LeadStore& store, outbox::DeliveryStore& deliveries, AuditLog& audit,
          const intake::FormCatalog& forms, const DeadlineRules& deadlines, unsigned sla_minutes,
          AdminClock clock, conversation::Conversation* conversation = nullptr);

  void Register(AdminRoutes& routes) const;

  // A part another module adds to GET /api/admin/report under `key` (booking/: "bookings"),
  // given the report's first week, now and the number of weeks. Before Register.
  using ReportPart =
      std::function<nlohmann::json(std::chrono::system_clock::time_point since,
                                   std::chrono::system_clock::time_point now, int weeks)>;
  void AddReportPart(std::string key, ReportPart part) {
    report_parts_.emplace_back(std::move(key), std::move(part));
  }

  // The CSV export reads the list this many leads at a time (lead_export.cpp).
  static constexpr int kExportPageSize = 500;

  // The form ids of lead paths: the catalog's forms and kTextMessageFormId.
  const std::vector<std::string>& FormIds() const { return form_ids_; }

 private:
  using Params = http::PathParams;

  http::Response ListLeads(const http::Request& request, const SessionUser& user) const;
  // lead_export.cpp: the CSV of every lead the filters match, streamed.
  http::Response ExportLeads(const http::Request& request, const SessionUser& user) const;
  http::Response LeadDetail(const Params& params) const;
  http::Response ChangeStatus(const http::Request& request, const Params& params,
                              const SessionUser& user) const;
  http::Response AddNote(const http::Request& request, const Params& params,
                         const SessionUser& user) const;
  http::Response DeleteLead(const http::Request& request, const Params& params,
                            const SessionUser& user) const;
  http::Response RetryDelivery(const Params& params, const SessionUser& user) const;
  // lead_work_api.cpp: contact attempts and assignment.
  http::Response LogContact(const http::Request& request, const Params& params,
                            const SessionUser& user) const;
  http::Response Assign(const http::Request& request, const Params& params,
                        const SessionUser& user) const;
  void RegisterWork(AdminRoutes& routes) const;
  // report_api.cpp: the weekly report and its CSV.
  struct ReportData {
    std::vector<WeekFigures> weeks;
    leads::LeadCount open_breaches;  // up to leads::kCountCap ("10,000+")
    std::string generated_at;
    std::chrono::system_clock::time_point since;
    std::chrono::system_clock::time_point now;
    int week_count = 0;
  };
  common::Result<int, http::Response> ReportWeeks(const http::Request& request) const;
  common::Result<ReportData, http::Response> LoadReport(const http::Request& request) const;
  http::Response Report(const http::Request& request) const;
  http::Response ReportCsv(const http::Request& request) const;
  void RegisterReport(AdminRoutes& routes) const;
  // GET /api/admin/audit: a page of the log, filtered (docs/admin-api.md "Audit log").
  http::Response Audit(const http::Request& request) const;

  std::optional<LeadRef> LeadOf(const Params& params) const {
    return staff::LeadOf(params, form_ids_);
  }

  LeadStore& store_;
  outbox::DeliveryStore& deliveries_;  // the outbox's table: a staff member's retry
  AuditLog& audit_;
  const intake::FormCatalog& forms_;
  const DeadlineRules& deadlines_;
  std::vector<std::string> form_ids_;
  unsigned sla_minutes_;
  AdminClock clock_;
  // What a contact attempt means for the follow-up cadence (conversation/); empty without it.
  leads::ContactFollowUp follow_up_;
  std::vector<std::pair<std::string, ReportPart>> report_parts_;
};

// A lead that began with a text (form type text_message) has no form definition.
inline constexpr std::string_view kTextMessageFormId = "text-message";

}  // namespace firm::staff
