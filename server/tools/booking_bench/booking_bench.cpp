// Listing open slots (issue 35): 20 staff members with weekday hours in both languages over a
// 14-day horizon, with calls already booked, on the engine given: the time of
// Booker::Slots + the API's JSON, as GET /api/booking/slots runs them. Prints one line:
//   slots=<count> rounds=<n> p50_ms=<..> p99_ms=<..> max_ms=<..>
// Usage: firm-booking-bench (--sqlite <file> | --postgres <url>) [--rounds N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "booking/booker.hpp"
#include "booking/public_api.hpp"
#include "leads/lead_id.hpp"
#include "storage/database.hpp"

using namespace firm;

int main(int argc, char** argv) {
  std::string sqlite;
  std::string postgres;
  int rounds = 500;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--sqlite") sqlite = argv[i + 1];
    if (flag == "--postgres") postgres = argv[i + 1];
    if (flag == "--rounds") rounds = std::stoi(argv[i + 1]);
  }
  if (sqlite.empty() == postgres.empty()) {
    std::cerr << "usage: firm-booking-bench (--sqlite <file> | --postgres <url>) [--rounds N]\n";
    return 2;
  }
  auto opened = postgres.empty() ? storage::OpenSqliteDatabase(sqlite)
                                 : storage::OpenPostgresDatabase(postgres, 4);
  if (!opened) {
    std::cerr << opened.Error().message << "\n";
    return 1;
  }
  auto database = opened.Value();
  booking::BookerContext context;
  booking::Booker booker(database, context, "a bench key of at least thirty-two bytes");
  // 20 people, Monday to Friday 08:00-12:00 and 13:00-18:00, both languages.
  std::vector<std::string> users;
  for (int i = 0; i < 20; ++i) {
    const std::string id = leads::NewLeadId();
    char name[16];
    std::snprintf(name, sizeof name, "staff%02d", i);
    if (!database->Query("INSERT INTO admin_users (id, username, display_name, password_hash,"
                         " created_at, role) VALUES ($1, $2, $2, 'x', $3, 'intake')",
                         {id, std::string(name), storage::NowIso()})) {
      std::cerr << "could not add staff\n";
      return 1;
    }
    booking::Availability hours;
    for (unsigned day = 1; day <= 5; ++day) {
      hours.weekly.push_back({day, 8 * 60, 12 * 60});
      hours.weekly.push_back({day, 13 * 60, 18 * 60});
    }
    hours.languages = {"en", "es"};
    if (auto saved = booker.Store().SaveAvailability(id, hours); !saved) {
      std::cerr << "hours: " << saved.Error().message << "\n";
      return 1;
    }
    users.push_back(id);
  }
  // 200 calls already booked: two at each of the first starts, spread over the team.
  const auto now = std::chrono::system_clock::now();
  auto slots = booker.Slots("es", now);
  if (!slots) {
    std::cerr << "slots: " << slots.Error().message << "\n";
    return 1;
  }
  int booked = 0;
  for (std::size_t i = 0; i < 2 * slots.Value().size() && booked < 200; ++i) {
    leads::NewLead lead;
    lead.id = leads::NewLeadId();
    lead.form_type = "call_booking";
    lead.submission_id = leads::NewLeadId();
    lead.created_at = storage::NowIso();
    lead.answers = "{}";
    lead.issue_types = "[]";
    lead.reference = leads::LeadReference(lead.id);
    lead.language = "es";
    leads::LeadRecorder recorder(database);
    if (auto recorded = recorder.Record(lead); !recorded) {
      std::cerr << "lead: " << recorded.Error().message << "\n";
      return 1;
    }
    auto made = booker.BookForLead(lead.id, "es", slots.Value()[i / 2].start, now);
    if (made && made.Value() && made.Value()->outcome == booking::BookOutcome::kBooked) ++booked;
  }
  std::vector<double> ms;
  std::size_t count = 0;
  for (int round = 0; round < rounds; ++round) {
    const auto start = std::chrono::steady_clock::now();
    auto open = booker.Slots(round % 2 ? "es" : "en", std::chrono::system_clock::now());
    if (!open) return 1;
    const std::string body = booking::SlotsJson(open.Value()).dump();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    count = open.Value().size();
  }
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))];
  };
  std::printf(
      "engine=%s staff=20 booked=%d slots=%zu rounds=%d p50_ms=%.2f p99_ms=%.2f max_ms=%.2f\n",
      postgres.empty() ? "sqlite" : "postgres", booked, count, rounds, at(0.5), at(0.99),
      ms.back());
  return 0;
}
