// The conversation's latency (issue 34), for scripts/bench-delivery:
//
//   firm-conversation-bench --port P --sink-port S --token T --origin O --user U
//                           [--conversations C] [--rounds R]
//
// Signs in as staff user U (password on stdin; enrols the second factor), listens as the SMS
// provider on 127.0.0.1:S (answers 201 with a message id), then runs C conversations at once,
// each from its own number: a first text makes its text lead (not timed), then R rounds of
//   - inbound to visible: a signed text to /api/sms/inbound until the staff thread shows it;
//   - send to provider: a staff reply (POST .../messages) until the provider gets its request.
// Prints the p50 and p99 of each; exits 1 when a text or a reply never arrives.
#include <curl/curl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "local_receivers.hpp"
#include "sms_provider.hpp"
#include "staff/totp.hpp"
#include "test_server.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using firm::it::Fetch;
using firm::it::HttpResult;
using firm::it::RequestSpec;
using nlohmann::json;

struct Options {
  int port = 0;
  int sink_port = 0;
  std::string token;
  std::string origin;
  std::string user;
  int conversations = 1;
  int rounds = 50;
};

struct Session {
  std::string cookie;
  std::string csrf;
  void Adopt(const HttpResult& r) {
    const std::string set_cookie = r.Header("set-cookie");
    if (set_cookie != "<missing>") cookie = set_cookie.substr(0, set_cookie.find(';'));
    auto body = json::parse(r.body, nullptr, false);
    if (body.is_object() && body.contains("csrfToken")) csrf = body["csrfToken"];
  }
};

HttpResult Call(const Options& options, const Session& session, const std::string& method,
                const std::string& target, const std::optional<json>& body = std::nullopt) {
  std::vector<std::string> headers = {"Cookie: " + session.cookie, "X-CSRF-Token: " + session.csrf};
  std::optional<std::string> text;
  if (body) {
    headers.push_back("Content-Type: application/json");
    text = body->dump();
  }
  return Fetch(options.port, RequestSpec{method, target, headers, text});
}

std::optional<Session> SignIn(const Options& options, const std::string& password) {
  Session session;
  auto login = Fetch(options.port,
                     RequestSpec{"POST",
                                 "/api/admin/login",
                                 {"Content-Type: application/json"},
                                 json{{"username", options.user}, {"password", password}}.dump()});
  if (login.status != 200) return std::nullopt;
  session.Adopt(login);
  auto enrolment = Call(options, session, "POST", "/api/admin/second-factor/enrolment");
  auto secret =
      firm::staff::FromBase32(json::parse(enrolment.body, nullptr, false).value("secret", ""));
  if (!secret) return std::nullopt;
  auto confirmed = Call(options, session, "POST", "/api/admin/second-factor/enrolment/confirm",
                        json{{"code", firm::staff::TotpCode(*secret, std::time(nullptr))}});
  if (confirmed.status != 200) return std::nullopt;
  session.Adopt(confirmed);
  return session;
}

// The provider's id of one text: "SM" and 32 hex digits (the inbound webhook refuses others).
std::string MessageSid(int conversation, int round) {
  char digits[33];
  std::snprintf(digits, sizeof digits, "%016x%016x", conversation, round);
  return "SM" + std::string(digits);
}

HttpResult Text(const Options& options, const std::string& phone, const std::string& sid,
                const std::string& body) {
  const std::vector<std::pair<std::string, std::string>> params = {{"From", phone},
                                                                   {"To", "+13105550100"},
                                                                   {"Body", body},
                                                                   {"MessageSid", sid},
                                                                   {"NumMedia", "0"}};
  const std::string signature = firm::testing_support::TwilioSignature(
      options.token, options.origin + "/api/sms/inbound", params);
  return Fetch(options.port, RequestSpec{"POST",
                                         "/api/sms/inbound",
                                         {"Content-Type: application/x-www-form-urlencoded",
                                          "X-Twilio-Signature: " + signature},
                                         firm::testing_support::FormEncode(params)});
}

bool ThreadShows(const Options& options, const Session& session, const std::string& base,
                 const std::string& body) {
  auto thread = Call(options, session, "GET", base + "/messages");
  return thread.status == 200 && thread.body.find(body) != std::string::npos;
}

double Percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1))];
}

bool WaitFor(const std::function<bool()>& condition, std::chrono::seconds limit) {
  const auto deadline = Clock::now() + limit;
  while (!condition()) {
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    const std::string value = argv[i + 1];
    if (key == "--port")
      options.port = std::stoi(value);
    else if (key == "--sink-port")
      options.sink_port = std::stoi(value);
    else if (key == "--token")
      options.token = value;
    else if (key == "--origin")
      options.origin = value;
    else if (key == "--user")
      options.user = value;
    else if (key == "--conversations")
      options.conversations = std::stoi(value);
    else if (key == "--rounds")
      options.rounds = std::stoi(value);
  }
  if (options.port == 0 || options.sink_port == 0 || options.token.empty() ||
      options.user.empty()) {
    std::cerr << "usage: firm-conversation-bench --port P --sink-port S --token T --origin O "
                 "--user U [--conversations C] [--rounds R] (password on stdin)\n";
    return 2;
  }
  std::string password;
  std::getline(std::cin, password);
  curl_global_init(CURL_GLOBAL_DEFAULT);
  firm::it::WebhookReceiver provider;
  provider.status = 201;
  provider.AnswerWith(R"({"sid":"SM{n}","status":"queued"})");
  provider.Start(options.sink_port);
  auto session = SignIn(options, password);
  if (!session) {
    std::cerr << "sign-in failed\n";
    return 1;
  }

  std::mutex mutex;
  std::vector<double> inbound_ms;
  std::vector<double> send_ms;
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int c = 0; c < options.conversations; ++c) {
    threads.emplace_back([&, c] {
      const std::string phone = "+1310555" + std::to_string(2000 + c);
      const std::string tag = "c" + std::to_string(c);
      // The first text makes the conversation's lead: found by its phone's digits.
      if (Text(options, phone, MessageSid(c, 0), "hello " + tag).status != 200) {
        ++failures;
        return;
      }
      auto found = Call(options, *session, "GET", "/api/admin/leads?q=" + phone.substr(1));
      auto leads = json::parse(found.body, nullptr, false);
      if (!leads.is_object() || leads["leads"].empty()) {
        ++failures;
        return;
      }
      const std::string base =
          "/api/admin/leads/text-message/" + leads["leads"][0]["id"].get<std::string>();
      for (int r = 0; r < options.rounds; ++r) {
        const std::string words = "bench " + tag + " round " + std::to_string(r);
        auto start = Clock::now();
        if (Text(options, phone, MessageSid(c, r + 1), words).status != 200 ||
            !WaitFor([&] { return ThreadShows(options, *session, base, words); },
                     std::chrono::seconds(10))) {
          ++failures;
          return;
        }
        const double seen = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        const std::string reply = "reply " + tag + " round " + std::to_string(r);
        start = Clock::now();
        auto sent = Call(options, *session, "POST", base + "/messages",
                         json{{"body", reply}, {"clientKey", firm::it::RandomUuid()}});
        const std::string encoded = firm::testing_support::FormEncode({{"Body", reply}}).substr(5);
        if (sent.status != 201 || !WaitFor(
                                      [&] {
                                        return provider.Count([&](const auto& request) {
                                          return request.body.find(encoded) != std::string::npos;
                                        }) > 0;
                                      },
                                      std::chrono::seconds(10))) {
          ++failures;
          return;
        }
        const double at = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        std::lock_guard lock(mutex);
        inbound_ms.push_back(seen);
        send_ms.push_back(at);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  provider.Stop();
  std::printf(
      "conversations=%d rounds=%d failures=%d inbound_p50_ms=%.1f inbound_p99_ms=%.1f "
      "send_p50_ms=%.1f send_p99_ms=%.1f\n",
      options.conversations, options.rounds, failures.load(), Percentile(inbound_ms, 0.50),
      Percentile(inbound_ms, 0.99), Percentile(send_ms, 0.50), Percentile(send_ms, 0.99));
  curl_global_cleanup();
  return failures == 0 ? 0 : 1;
}
