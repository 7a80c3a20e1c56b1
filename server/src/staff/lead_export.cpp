// LeadApi's CSV export (GET /api/admin/leads/export.csv): every lead the filters match, of any
// number, streamed page by page (decision 0041) so that memory does not grow with the table.
#include <iostream>
#include <memory>

#include "http/body_stream.hpp"
#include "http/path.hpp"
#include "staff/api_support.hpp"
#include "staff/csv.hpp"
#include "staff/lead_api.hpp"
#include "staff/lead_json.hpp"

namespace firm::staff {

namespace {

const http::HeaderList kCsvHeaders = {
    {"Content-Type", "text/csv; charset=utf-8"},
    {"Cache-Control", "no-store"},
    {"X-Robots-Tag", "noindex, nofollow"},
};

// The byte-order mark makes Excel read the file as UTF-8 (names like "María" stay intact).
constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

std::string HeaderRow() {
  return CsvRow({"id", "form", "created_at", "status", "first_name", "last_name", "email", "phone",
                 "issue_types", "landing_page", "utm_source", "utm_medium", "utm_campaign",
                 "language"});
}

std::string LeadRowCsv(const LeadRow& lead) {
  std::string issues;
  for (const auto& issue : JsonArrayOrEmpty(lead.issue_types)) {
    if (!issue.is_string()) continue;
    if (!issues.empty()) issues += "; ";
    issues += issue.get<std::string>();
  }
  return CsvRow({lead.id, PublicFormId(lead.form_type), lead.created_at, lead.status,
                 lead.first_name, lead.last_name, lead.email, lead.phone, issues, lead.landing_page,
                 lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.language});
}

// Where an export has got to: the next keyset page starts after `filter.after`.
struct ExportProgress {
  LeadFilter filter;
  bool header_sent = false;
  bool done = false;
  long rows = 0;
};

}  // namespace

http::Response LeadApi::ExportLeads(const http::Request& request, const SessionUser& user) const {
  auto path = http::NormalizePath(request.target);
  auto filter = ParseLeadFilter(path ? path.Value().query : "", form_ids_, false);
  if (!filter) return Api().Error(http::ApiError::Of(400, filter.Error()));
  if (filter.Value().assignee == "me") filter.Value().assignee = user.username;
  const auto now = clock_();
  // Personal data leaving the system is worth a trace: recorded before the first byte, so a
  // client that goes away midway cannot leave it out, and if it cannot be written nothing is
  // sent. The row count is not known yet; the filters are never recorded.
  if (auto audited = audit_.Record(
          AuditEntry{storage::IsoTimestamp(now), user.username, "leads.exported", "", "streamed"});
      !audited) {
    return StorageDown("export", audited.Error());
  }
  auto progress = std::make_shared<ExportProgress>();
  progress->filter = std::move(filter).Value();
  // Pages through the list's own keyset (newest first); pieces are asked for one at a time.
  auto produce = [this, progress]() -> http::StreamPiece {
    ExportProgress& p = *progress;
    if (!p.header_sent) {
      p.header_sent = true;
      return http::StreamPiece::Data(std::string(kUtf8Bom) + HeaderRow());
    }
    if (p.done) return http::StreamPiece::End();
    auto page = store_.ListLeads(p.filter, kExportPageSize);
    if (!page) {
      // The client sees a cut transfer (no last chunk), never a short file that looks whole.
      std::cerr << "admin export: storage error after " << p.rows
                << " rows: " << page.Error().message << std::endl;
      return http::StreamPiece::Failed();
    }
    std::string csv;
    for (const auto& lead : page.Value()) csv += LeadRowCsv(lead);
    p.rows += static_cast<long>(page.Value().size());
    if (auto next = leads::NextCursor(p.filter, page.Value(), kExportPageSize)) {
      p.filter.after = std::move(next);
    } else {
      p.done = true;
    }
    return http::StreamPiece::Data(std::move(csv));
  };
  http::Response response;
  response.fixed_headers = &kCsvHeaders;
  response.extra_headers.emplace_back(
      "Content-Disposition",
      "attachment; filename=\"leads-" + storage::IsoTimestamp(now).substr(0, 10) + ".csv\"");
  response.stream = std::make_shared<http::BodyStream>(std::move(produce));
  return response;
}

}  // namespace firm::staff
