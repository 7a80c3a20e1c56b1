#include "staff/lead_query.hpp"

#include <algorithm>
#include <charconv>
#include <set>

#include "common/language.hpp"
#include "common/text.hpp"
#include "http/query.hpp"
#include "leads/lead_id.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {

namespace {

constexpr std::size_t kMaxFilterLength = 200;

constexpr std::string_view kUnknownForm = "Unknown form.";
constexpr std::string_view kBadView = "Use needs_reply.";
constexpr std::string_view kUnknownStatus = "Unknown status.";
constexpr std::string_view kBadInstant =
    "Give a date and time in ISO 8601 with a time zone, e.g. 2026-11-21T08:00:00Z.";
constexpr std::string_view kToBeforeFrom = "The end must be after the start.";
constexpr std::string_view kTooLong = "At most 200 characters.";
constexpr std::string_view kBadAfter = "Use the next value of the page before.";
constexpr std::string_view kBadPageSize = "A whole number from 1 to 200.";
constexpr std::string_view kBadContact = "Choose none or made.";
constexpr std::string_view kBadLanguage = "Choose en or es.";
// One character would match most leads, and no text index serves it (issue 52).
constexpr std::string_view kShortSearch = "Type at least 2 characters to search.";

std::optional<int> ParseInt(std::string_view text) {
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

common::Result<LeadFilter, FieldErrors> ParseLeadFilter(std::string_view query,
                                                        const std::vector<std::string>& form_ids,
                                                        bool with_paging) {
  using R = common::Result<LeadFilter, FieldErrors>;
  std::set<std::string> known = {"form", "issue",   "status",   "from",     "to",  "utm_source",
                                 "q",    "contact", "assignee", "language", "view"};
  if (with_paging) known.insert({"after", "pageSize"});
  auto [params, errors] = http::ReadQuery(query, known);
  LeadFilter filter;
  for (const auto& [name, value] : params) {
    if (value.size() > kMaxFilterLength) {
      errors[name].push_back(std::string(kTooLong));
      continue;
    }
    if (name == "form") {
      if (std::find(form_ids.begin(), form_ids.end(), value) == form_ids.end()) {
        errors[name].push_back(std::string(kUnknownForm));
      } else {
        filter.form_type = leads::StoredFormType(value);
      }
    } else if (name == "issue") {
      filter.issue = value;
    } else if (name == "status") {
      if (!leads::IsLeadStatus(value)) {
        errors[name].push_back(std::string(kUnknownStatus));
      } else {
        filter.status = value;
      }
    } else if (name == "from" || name == "to") {
      auto instant = storage::NormalizeInstant(value);
      if (!instant) {
        errors[name].push_back(std::string(kBadInstant));
      } else {
        (name == "from" ? filter.from : filter.to) = *instant;
      }
    } else if (name == "utm_source") {
      filter.utm_source = value;
    } else if (name == "q") {
      if (leads::SearchLength(value) < leads::kMinSearchLength) {
        errors[name].push_back(std::string(kShortSearch));
      } else {
        filter.q = value;
      }
    } else if (name == "contact") {
      if (value != "none" && value != "made") {
        errors[name].push_back(std::string(kBadContact));
      } else {
        filter.contact = value;
      }
    } else if (name == "assignee") {
      // User names are kept lower-case: "ALICE" is alice ("me" stays "me").
      filter.assignee = common::AsciiLower(value);
    } else if (name == "view") {
      if (value != "needs_reply") {
        errors[name].push_back(std::string(kBadView));
      } else {
        filter.needs_reply = true;
      }
    } else if (name == "language") {
      // The languages of config/forms/rules.json; a lead is stored with one of them.
      if (!common::ParseLanguage(value)) {
        errors[name].push_back(std::string(kBadLanguage));
      } else {
        filter.language = value;
      }
    } else if (name == "after") {
      // The `next` of the page before, handed back as it was given (keyset pagination).
      auto after = leads::DecodeCursor(value);
      if (!after) {
        errors[name].push_back(std::string(kBadAfter));
      } else {
        filter.after = std::move(after);
      }
    } else if (name == "pageSize") {
      auto size = ParseInt(value);
      if (!size || *size < 1 || *size > leads::kMaxPageSize) {
        errors[name].push_back(std::string(kBadPageSize));
      } else {
        filter.page_size = *size;
      }
    }
  }
  if (filter.from && filter.to && *filter.to <= *filter.from) {
    errors["to"].push_back(std::string(kToBeforeFrom));
  }
  if (!errors.empty()) return R::Err(std::move(errors));
  return R::Ok(std::move(filter));
}

}  // namespace firm::staff
