// Load generator and checker for scripts/durability-test and scripts/bench-intake.
//
//   firm-loadgen load --port P [--connections C] [--requests N] [--seconds S] [--acks FILE]
//     POSTs valid case reviews, each with a fresh submissionId, over C keep-alive connections
//     until N requests or S seconds, whichever comes first. Connection errors (a killed server)
//     are counted and retried after a short pause until the bound. Every 201 is appended to
//     FILE as "<submissionId> <lead id>". Prints one summary line with the rate and latencies.
//   firm-loadgen verify --acks FILE (--sqlite DB | --database-url URL)
//     Checks that every acknowledged submission is stored exactly once with the answered id.
//     Prints "acknowledged N, stored M, lost L, duplicated D"; exits 1 on any loss/duplicate.
//   firm-loadgen deliver --port P --sink-port S [--connections C] [--requests N] [--seconds S]
//                        [--wait W]
//     Listens as the webhook target on 127.0.0.1:S (the server runs with WEBHOOK_URL pointing
//     there), runs `load`, then waits up to W seconds (default 60) for every acknowledged lead to
//     arrive. Prints how many arrived, how many are missing or arrived twice, and the time from
//     the 201 to the webhook request (p50, p99, max). Exits 1 unless all arrived exactly once.
#include <curl/curl.h>
#include <libpq-fe.h>
#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "leads/lead_id.hpp"
#include "local_receivers.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Options {
  std::string command;
  int port = 0;
  std::string path = "/api/case-reviews";
  int connections = 4;
  long requests = 2000;
  double seconds = 8;
  std::string acks;
  std::string sqlite;
  std::string database_url;
  int sink_port = 0;
  int smtp_port = 0;
  double wait_seconds = 60;
};

// Called for every 201 with the stored lead id and the time the answer arrived.
using OnAck = std::function<void(const std::string& lead_id, Clock::time_point at)>;

int Usage() {
  std::cerr << "usage: firm-loadgen load --port P [--connections C] [--requests N] "
               "[--seconds S] [--acks FILE]\n"
               "       firm-loadgen verify --acks FILE (--sqlite DB | --database-url URL)\n"
               "       firm-loadgen deliver --port P --sink-port S [--connections C] "
               "[--requests N] [--seconds S] [--wait W]\n"
               "       firm-loadgen acknowledge --port P --sink-port SMS --smtp-port SMTP "
               "[--connections C] [--requests N] [--seconds S] [--wait W]\n";
  return 2;
}

std::string Payload(const std::string& submission_id) {
  nlohmann::json body = {{"submissionId", submission_id},
                         {"landingPage", "/services/wage-hour"},
                         {"website", ""},
                         {"elapsedMs", 45000},
                         {"issueType", {"Wage & Hour"}},
                         {"issueDetails", "Load test: unpaid overtime for months."},
                         {"employmentStatus", "Terminated/Fired"},
                         {"incidentDate", "1-3 months ago"},
                         {"firstName", "Load"},
                         {"lastName", "Test"},
                         {"email", "load.test@example.com"},
                         {"phone", "(310) 555-0142"},
                         {"termsAccepted", true},
                         {"communicationsConsent", true},
                         {"smsConsent", true},
                         {"form_id", "workplace_form"},
                         {"utm_source", ""},
                         {"utm_medium", ""},
                         {"utm_campaign", ""}};
  return body.dump();
}

size_t Collect(char* data, size_t size, size_t count, void* user) {
  static_cast<std::string*>(user)->append(data, size * count);
  return size * count;
}

int Load(const Options& options, const OnAck& on_ack = {}) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  std::atomic<long> started{0};
  std::atomic<long> acked{0};
  std::atomic<long> errors{0};
  std::atomic<long> other{0};
  std::mutex mutex;  // guards latencies and the acks file
  std::vector<double> latencies_ms;
  std::FILE* acks = options.acks.empty() ? nullptr : std::fopen(options.acks.c_str(), "a");
  const auto begin = Clock::now();
  const auto deadline = begin + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(options.seconds));
  const std::string url = "http://127.0.0.1:" + std::to_string(options.port) + options.path;

  auto worker = [&] {
    CURL* curl = curl_easy_init();
    curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json");
    std::string response;
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, 10000L);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, 2000L);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, Collect);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &response);
    std::vector<double> mine;
    while (Clock::now() < deadline && started.fetch_add(1) < options.requests) {
      std::string id = firm::leads::NewLeadId();
      std::string body = Payload(id);
      response.clear();
      curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
      curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
      auto t0 = Clock::now();
      CURLcode code = curl_easy_perform(curl);
      double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      long status = 0;
      curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &status);
      if (code != CURLE_OK) {
        errors.fetch_add(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        continue;
      }
      if (status != 201) {
        other.fetch_add(1);
        continue;
      }
      const auto acked_at = Clock::now();
      acked.fetch_add(1);
      mine.push_back(ms);
      auto lead = nlohmann::json::parse(response, nullptr, false);
      if (on_ack && lead.is_object() && lead.contains("id")) {
        on_ack(lead["id"].get<std::string>(), acked_at);
      }
      if (acks && lead.is_object() && lead.contains("id")) {
        std::lock_guard lock(mutex);
        std::fprintf(acks, "%s %s\n", id.c_str(), lead["id"].get<std::string>().c_str());
        std::fflush(acks);
      }
    }
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    std::lock_guard lock(mutex);
    latencies_ms.insert(latencies_ms.end(), mine.begin(), mine.end());
  };

  std::vector<std::thread> threads;
  for (int i = 0; i < options.connections; ++i) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  double elapsed = std::chrono::duration<double>(Clock::now() - begin).count();
  if (acks) std::fclose(acks);
  std::sort(latencies_ms.begin(), latencies_ms.end());
  auto percentile = [&](double p) {
    if (latencies_ms.empty()) return 0.0;
    auto index = static_cast<std::size_t>(p * static_cast<double>(latencies_ms.size() - 1));
    return latencies_ms[index];
  };
  std::printf(
      "connections=%d requests=%ld acked=%ld errors=%ld other=%ld seconds=%.2f rate=%.1f "
      "p50_ms=%.2f p99_ms=%.2f\n",
      options.connections, std::min(started.load(), options.requests), acked.load(), errors.load(),
      other.load(), elapsed, static_cast<double>(acked.load()) / elapsed, percentile(0.50),
      percentile(0.99));
  curl_global_cleanup();
  return 0;
}

// submission id -> lead ids stored for it
using Stored = std::map<std::string, std::vector<std::string>>;

bool ReadSqlite(const std::string& path, Stored& stored) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    std::cerr << "cannot open " << path << "\n";
    sqlite3_close(db);
    return false;
  }
  sqlite3_stmt* stmt = nullptr;
  bool ok = sqlite3_prepare_v2(db, "SELECT submission_id, id FROM leads", -1, &stmt, nullptr) ==
            SQLITE_OK;
  while (ok && sqlite3_step(stmt) == SQLITE_ROW) {
    stored[reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))].push_back(
        reinterpret_cast<const char*>(sqlite3_column_text(stmt, 1)));
  }
  if (!ok) std::cerr << "sqlite: " << sqlite3_errmsg(db) << "\n";
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return ok;
}

bool ReadPostgres(const std::string& url, Stored& stored) {
  PGconn* conn = PQconnectdb(url.c_str());
  if (PQstatus(conn) != CONNECTION_OK) {
    std::cerr << "postgres: " << PQerrorMessage(conn);
    PQfinish(conn);
    return false;
  }
  PGresult* result = PQexec(conn, "SELECT submission_id::text, id::text FROM leads");
  bool ok = PQresultStatus(result) == PGRES_TUPLES_OK;
  for (int row = 0; ok && row < PQntuples(result); ++row) {
    stored[PQgetvalue(result, row, 0)].push_back(PQgetvalue(result, row, 1));
  }
  if (!ok) std::cerr << "postgres: " << PQerrorMessage(conn);
  PQclear(result);
  PQfinish(conn);
  return ok;
}

int Verify(const Options& options) {
  Stored stored;
  bool ok = options.sqlite.empty() ? ReadPostgres(options.database_url, stored)
                                   : ReadSqlite(options.sqlite, stored);
  if (!ok) return 2;
  std::ifstream in(options.acks);
  std::string submission;
  std::string lead;
  long acknowledged = 0;
  long lost = 0;
  long rows = 0;
  long duplicated = 0;
  while (in >> submission >> lead) {
    ++acknowledged;
    auto it = stored.find(submission);
    // Lost: not stored, or stored under another id than the one answered.
    if (it == stored.end() ||
        std::find(it->second.begin(), it->second.end(), lead) == it->second.end()) {
      ++lost;
    }
  }
  for (const auto& [id, leads] : stored) {
    rows += static_cast<long>(leads.size());
    if (leads.size() > 1) ++duplicated;
  }
  std::printf("acknowledged %ld, stored %ld, lost %ld, duplicated %ld\n", acknowledged, rows, lost,
              duplicated);
  return lost == 0 && duplicated == 0 && acknowledged > 0 ? 0 : 1;
}

int Deliver(const Options& options) {
  firm::it::WebhookReceiver receiver;
  receiver.Start(options.sink_port);
  std::mutex mutex;
  std::map<std::string, Clock::time_point> acked_at;
  int status = Load(options, [&](const std::string& lead_id, Clock::time_point at) {
    std::lock_guard lock(mutex);
    acked_at[lead_id] = at;
  });
  if (status != 0) return status;

  auto arrived = [&] {
    std::map<std::string, std::vector<Clock::time_point>> by_lead;
    for (const auto& request : receiver.Requests()) {
      auto key = request.headers.find("idempotency-key");
      if (key != request.headers.end()) by_lead[key->second].push_back(request.at);
    }
    return by_lead;
  };
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(options.wait_seconds));
  auto by_lead = arrived();
  auto all_there = [&] {
    return std::all_of(acked_at.begin(), acked_at.end(),
                       [&](const auto& entry) { return by_lead.count(entry.first) > 0; });
  };
  while (!all_there() && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    by_lead = arrived();
  }
  // Late duplicates would show up shortly after the last first arrival.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  by_lead = arrived();
  receiver.Stop();

  long delivered = 0;
  long missing = 0;
  long duplicated = 0;
  std::vector<double> latencies_ms;
  for (const auto& [lead_id, at] : acked_at) {
    auto it = by_lead.find(lead_id);
    if (it == by_lead.end()) {
      ++missing;
      continue;
    }
    ++delivered;
    if (it->second.size() > 1) ++duplicated;
    auto first = *std::min_element(it->second.begin(), it->second.end());
    latencies_ms.push_back(std::chrono::duration<double, std::milli>(first - at).count());
  }
  std::sort(latencies_ms.begin(), latencies_ms.end());
  auto percentile = [&](double p) {
    if (latencies_ms.empty()) return 0.0;
    return latencies_ms[static_cast<std::size_t>(p * static_cast<double>(latencies_ms.size() - 1))];
  };
  std::printf(
      "acked=%zu delivered=%ld missing=%ld duplicated=%ld delivery_p50_ms=%.1f "
      "delivery_p99_ms=%.1f delivery_max_ms=%.1f\n",
      acked_at.size(), delivered, missing, duplicated, percentile(0.50), percentile(0.99),
      latencies_ms.empty() ? 0.0 : latencies_ms.back());
  return missing == 0 && duplicated == 0 && !acked_at.empty() ? 0 : 1;
}

// The worker's side of speed to lead: from each 201 to the acknowledgement
// e-mail at a local SMTP sink and to the text's request at a local stand-in for
// the SMS provider, matched by the lead's reference (in the subject and the text).
int Acknowledge(const Options& options) {
  firm::it::WebhookReceiver sms;
  firm::it::SmtpSink mail;
  sms.Start(options.sink_port);
  mail.Start(options.smtp_port);
  std::mutex mutex;
  std::map<std::string, Clock::time_point> acked_at;  // by reference
  int status = Load(options, [&](const std::string& lead_id, Clock::time_point at) {
    std::lock_guard lock(mutex);
    acked_at[firm::leads::LeadReference(lead_id)] = at;
  });
  if (status != 0) return status;

  // The reference in a message, or "" (the staff notification carries none).
  auto reference_in = [](const std::string& text) {
    auto at = text.find("GC-");
    return at == std::string::npos || at + 12 > text.size() ? std::string() : text.substr(at, 12);
  };
  using Arrivals = std::map<std::string, std::vector<Clock::time_point>>;
  auto arrivals = [&](Arrivals& emails, Arrivals& texts) {
    emails.clear();
    texts.clear();
    for (const auto& message : mail.Messages()) {
      // Only the subject line: the acknowledgement's body repeats the reference.
      auto subject = message.data.find("\r\nSubject: ");
      if (subject == std::string::npos) continue;
      auto reference = reference_in(message.data.substr(subject, 120));
      if (!reference.empty()) emails[reference].push_back(message.at);
    }
    for (const auto& request : sms.Requests()) {
      auto reference = reference_in(request.body);
      if (!reference.empty()) texts[reference].push_back(request.at);
    }
  };
  Arrivals emails;
  Arrivals texts;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(options.wait_seconds));
  auto all_there = [&] {
    return std::all_of(acked_at.begin(), acked_at.end(), [&](const auto& entry) {
      return emails.count(entry.first) > 0 && texts.count(entry.first) > 0;
    });
  };
  arrivals(emails, texts);
  while (!all_there() && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    arrivals(emails, texts);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  arrivals(emails, texts);
  sms.Stop();
  mail.Stop();

  long missing = 0;
  long duplicated = 0;
  std::vector<double> email_ms;
  std::vector<double> sms_ms;
  for (const auto& [reference, at] : acked_at) {
    for (const auto& [arrived, latencies] :
         {std::pair{&emails, &email_ms}, std::pair{&texts, &sms_ms}}) {
      auto it = arrived->find(reference);
      if (it == arrived->end()) {
        ++missing;
        continue;
      }
      if (it->second.size() > 1) ++duplicated;
      auto first = *std::min_element(it->second.begin(), it->second.end());
      latencies->push_back(std::chrono::duration<double, std::milli>(first - at).count());
    }
  }
  auto percentile = [](std::vector<double>& values, double p) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1))];
  };
  std::printf(
      "acked=%zu emails=%zu texts=%zu missing=%ld duplicated=%ld email_p50_ms=%.1f "
      "email_p99_ms=%.1f sms_p50_ms=%.1f sms_p99_ms=%.1f\n",
      acked_at.size(), email_ms.size(), sms_ms.size(), missing, duplicated,
      percentile(email_ms, 0.50), percentile(email_ms, 0.99), percentile(sms_ms, 0.50),
      percentile(sms_ms, 0.99));
  return missing == 0 && duplicated == 0 && !acked_at.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  Options options;
  options.command = argv[1];
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string key = argv[i];
    std::string value = argv[i + 1];
    if (key == "--port") {
      options.port = std::stoi(value);
    } else if (key == "--path") {
      options.path = value;
    } else if (key == "--connections") {
      options.connections = std::max(1, std::stoi(value));
    } else if (key == "--requests") {
      options.requests = std::stol(value);
    } else if (key == "--seconds") {
      options.seconds = std::stod(value);
    } else if (key == "--acks") {
      options.acks = value;
    } else if (key == "--sqlite") {
      options.sqlite = value;
    } else if (key == "--database-url") {
      options.database_url = value;
    } else if (key == "--sink-port") {
      options.sink_port = std::stoi(value);
    } else if (key == "--smtp-port") {
      options.smtp_port = std::stoi(value);
    } else if (key == "--wait") {
      options.wait_seconds = std::stod(value);
    } else {
      return Usage();
    }
  }
  if (options.command == "load" && options.port > 0) return Load(options);
  if (options.command == "deliver" && options.port > 0 && options.sink_port > 0) {
    return Deliver(options);
  }
  if (options.command == "acknowledge" && options.port > 0 && options.sink_port > 0 &&
      options.smtp_port > 0) {
    return Acknowledge(options);
  }
  if (options.command == "verify" && !options.acks.empty() &&
      (!options.sqlite.empty() || !options.database_url.empty())) {
    return Verify(options);
  }
  return Usage();
}
