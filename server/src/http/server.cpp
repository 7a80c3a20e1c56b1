// The only translation unit that includes RESTinio: it is header-heavy and
// compiling it once keeps builds fast.
#include "http/server.hpp"

#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <future>
#include <iostream>
#include <optional>
#include <restinio/all.hpp>
#include <thread>

#include "http/access_log.hpp"
#include "http/guarded_socket.hpp"
#include "http/request_gate.hpp"
#include "http/request_id.hpp"
#include "http/security_headers.hpp"

namespace firm::http {

namespace {

struct ServerTraits : public restinio::default_traits_t {
  static constexpr bool use_connection_count_limiter = true;
  // Every byte passes the strict RequestGate before RESTinio's parser.
  using stream_socket_t = GuardedSocket;
};
using HttpServer = restinio::http_server_t<ServerTraits>;

std::optional<std::string_view> OptionalField(const restinio::http_request_header_t& header,
                                              std::string_view name) {
  auto value = header.opt_value_of(name);
  if (!value) return std::nullopt;
  return std::string_view(value->data(), value->size());
}

class RequestProcessor {
 public:
  RequestProcessor(const Router& router, bool hsts, const CspSources& third_party,
                   const RequestObserver& observe, std::string gate_secret,
                   std::atomic<int>& in_flight)
      : router_(router),
        default_security_(BuildSecurityHeaders(hsts, {}, third_party)),
        observe_(observe),
        gate_secret_(std::move(gate_secret)),
        in_flight_(in_flight) {}

  restinio::request_handling_status_t Handle(const restinio::request_handle_t& req) const {
    // Counted from the start, so a stop signal waits for a lead being stored;
    // the count ends when the answer has been written (or a deferred one sent).
    in_flight_.fetch_add(1);
    try {
      return Respond(req);
    } catch (...) {
      in_flight_.fetch_sub(1);
      throw;
    }
  }

 private:
  restinio::request_handling_status_t Respond(const restinio::request_handle_t& req) const {
    auto started = std::chrono::steady_clock::now();
    const auto& header = req->header();
    std::string_view method = header.method().c_str();

    std::optional<Refusal> refusal;
    if (auto stand_in = OptionalField(header, kStandInHeader)) {
      refusal = ReadStandIn(*stand_in, gate_secret_);
    }

    Request request;
    request.method = method;
    request.target = header.request_target();
    request.accept_encoding = OptionalField(header, "Accept-Encoding");
    request.if_none_match = OptionalField(header, "If-None-Match");
    request.content_type = OptionalField(header, "Content-Type");
    request.user_agent = OptionalField(header, "User-Agent");
    // All the lines: a client can send its own first line, and a proxy may
    // add a line of its own instead of appending to the client's.
    header.for_each_value_of("X-Forwarded-For", [&request](restinio::string_view_t value) {
      if (request.forwarded_for) {
        *request.forwarded_for += ", ";
      } else {
        request.forwarded_for.emplace();
      }
      request.forwarded_for->append(value.data(), value.size());
      return restinio::http_header_fields_t::continue_enumeration();
    });
    request.cookie = OptionalField(header, "Cookie");
    request.csrf_token = OptionalField(header, "X-CSRF-Token");
    request.authorization = OptionalField(header, "Authorization");
    request.sms_signature = OptionalField(header, "X-Twilio-Signature");
    request.remote_address = req->remote_endpoint().address().to_string();
    request.body = req->body();
    std::string request_id = ChooseRequestId(OptionalField(header, "X-Request-Id"));

    Response response;
    std::string_view logged_target = request.target;
    if (refusal) {
      // The gate refused the request the client sent; this stand-in carries why.
      response = RefusalResponse(*refusal);
      method = refusal->method;
      logged_target = refusal->target.empty() ? std::string_view("-") : refusal->target;
    } else {
      try {
        response = router_.Handle(request);
      } catch (const std::exception& e) {
        // A handler bug must not kill the connection silently: answer 500 and say why on stderr.
        std::cerr << "rid=" << request_id << " handler error: " << e.what() << "\n";
        response = PlainText(500, "Internal Server Error\n");
      }
    }
    Sent sent{std::move(request_id), method, logged_target, started, refusal.has_value()};
    if (response.deferred) return Defer(req, std::move(response.deferred), std::move(sent));
    return Send(req, std::move(response), sent);
  }

  // What the access log and the metrics say about an answer, kept until it is sent.
  struct Sent {
    std::string request_id;
    // Views into the request's header, which its handle keeps alive, or into the
    // refusal; a refused request is answered at once, never deferred.
    std::string_view method;
    std::string_view target;
    std::chrono::steady_clock::time_point started;
    bool close = false;  // a refused request: the connection ends after the answer
  };

  // The answer comes later from another thread (e.g. the sign-in hashing
  // pool): the request thread is free at once. Still counted in flight until
  // sent, so a stop waits for it.
  restinio::request_handling_status_t Defer(const restinio::request_handle_t& req,
                                            std::function<void(Reply)> deferred, Sent sent) const {
    auto answered = std::make_shared<std::atomic<bool>>(false);
    auto shared_sent = std::make_shared<const Sent>(std::move(sent));
    Reply reply = [this, req, shared_sent, answered](Response response) {
      if (answered->exchange(true)) return;
      Send(req, std::move(response), *shared_sent);
    };
    try {
      deferred(reply);
    } catch (const std::exception& e) {
      std::cerr << "rid=" << shared_sent->request_id << " handler error: " << e.what() << "\n";
      reply(PlainText(500, "Internal Server Error\n"));
    }
    return restinio::request_accepted();
  }

  // done() hands the write to the connection's own executor: safe from any thread.
  restinio::request_handling_status_t Send(const restinio::request_handle_t& req, Response response,
                                           const Sent& sent_as) const {
    if (sent_as.method == "HEAD") response.omit_body = true;

    auto builder =
        req->create_response<restinio::user_controlled_output_t>(restinio::http_status_line_t{
            restinio::http_status_code_t{static_cast<std::uint16_t>(response.status)},
            ReasonPhrase(response.status)});
    const HeaderList& security =
        response.security_headers ? *response.security_headers : default_security_;
    for (const auto& [name, value] : security) builder.append_header(name, value);
    if (response.fixed_headers) {
      for (const auto& [name, value] : *response.fixed_headers) builder.append_header(name, value);
    }
    for (const auto& [name, value] : response.extra_headers) builder.append_header(name, value);
    builder.append_header("X-Request-Id", sent_as.request_id);
    builder.set_content_length(response.body.size());

    std::size_t sent = 0;
    if (!response.omit_body && !response.body.empty()) {
      sent = response.body.size();
      if (response.owned_body) {
        // Keeps the generated body alive until RESTinio has written it.
        builder.set_body(
            restinio::writable_item_t{std::shared_ptr<const std::string>(response.owned_body)});
      } else {
        // Site bodies live in the store, which outlives the server: no copy.
        builder.set_body(restinio::const_buffer(response.body.data(), response.body.size()));
      }
    }

    // Logged before the write is scheduled so the line is never later than the response.
    const auto duration = std::chrono::steady_clock::now() - sent_as.started;
    WriteAccessLog(AccessLogEntry{std::chrono::system_clock::now(), sent_as.request_id,
                                  sent_as.method, sent_as.target, response.status, sent, duration});
    if (observe_) observe_(sent_as.method, sent_as.target, response.status, duration);

    if (sent_as.close) builder.connection_close();
    return builder.done([&in_flight = in_flight_](const auto&) { in_flight.fetch_sub(1); });
  }

  const Router& router_;
  const HeaderList default_security_;
  const RequestObserver& observe_;
  const std::string gate_secret_;
  std::atomic<int>& in_flight_;
};

// RESTinio's own io_context is destroyed after the acceptor, which holds the connection-count
// limiter; destroying the context then drops the operations still queued (a keep-alive read
// after a response), whose connections tell the freed limiter they are gone: a
// heap-use-after-free on every stop with an open connection (found by AddressSanitizer in
// ProcessTest.SigtermLetsInFlightResponsesFinish). The server runs on this context instead,
// so that RunServer can drop those operations first, while the limiter still exists.
class IoContext : public asio::io_context {
 public:
  // Destroys every pending handler; the services (and the sockets they manage) stay usable
  // for destruction, exactly as in ~io_context.
  using asio::io_context::shutdown;
};

sigset_t StopSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

// Opens the listening socket on `runner`'s threads; false (and a message) if it cannot.
bool StartRunner(restinio::on_pool_runner_t<HttpServer>& runner, const std::string& host,
                 std::uint16_t port) {
  std::promise<std::exception_ptr> opened;
  runner.start([&opened]() noexcept { opened.set_value(nullptr); },
               [&opened](std::exception_ptr error) noexcept { opened.set_value(error); });
  if (auto error = opened.get_future().get()) {
    try {
      std::rethrow_exception(error);
    } catch (const std::exception& e) {
      std::cerr << "cannot listen on " << host << ":" << port << ": " << e.what() << std::endl;
    }
    runner.wait();
    return false;
  }
  // One write: other threads (the outbox's workers) log from the moment the port opens, and
  // a line written in pieces can be cut by theirs (tests wait for this whole line).
  std::string line = "listening on ";
  line.append(host).append(":").append(std::to_string(port)).append("\n");
  std::cerr << line << std::flush;
  return true;
}

void CloseServer(HttpServer& server) {
  std::promise<void> closed;
  server.close_async([&closed]() noexcept { closed.set_value(); },
                     [&closed](std::exception_ptr) noexcept { closed.set_value(); });
  closed.get_future().wait();
}

}  // namespace

void BlockStopSignals() {
  sigset_t stop_signals = StopSignals();
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
}

int RunServer(const ServerOptions& options, const Router& router, const Router* metrics_router) {
  // Blocked before the pool exists so every worker inherits the mask and the
  // signals can only be picked up by sigwait below.
  BlockStopSignals();
  sigset_t stop_signals = StopSignals();
  ::signal(SIGPIPE, SIG_IGN);

  std::atomic<int> in_flight{0};
  GuardSettings guard;
  guard.limits = options.limits;
  guard.secret = NewGateSecret();
  guard.request_timeout = options.io_timeout;
  guard.idle_timeout = options.idle_timeout;
  // Both listeners' connections pass the same gate.
  GuardedSocket::Configure(&guard);
  RequestProcessor processor(router, options.hsts, options.third_party, options.observe,
                             guard.secret, in_flight);
  std::optional<RequestProcessor> metrics_processor;
  if (metrics_router) {
    metrics_processor.emplace(*metrics_router, options.hsts, options.third_party, options.observe,
                              guard.secret, in_flight);
  }
  // RESTinio's own limits and read timer stay as a backstop behind the gate's,
  // which answer first (RESTinio would only close the connection).
  const auto read_backstop = std::chrono::duration_cast<std::chrono::seconds>(
      options.io_timeout + options.idle_timeout + std::chrono::seconds(5));

  auto configure = [&options, read_backstop](auto& settings, const std::string& host,
                                             std::uint16_t port, std::size_t max_connections,
                                             const RequestProcessor& handler) {
    settings.port(port)
        .address(host)
        .request_handler([&handler](auto req) { return handler.Handle(req); })
        .incoming_http_msg_limits(
            restinio::incoming_http_msg_limits_t{}
                .max_url_size(options.limits.max_url_size + 1024)
                .max_field_name_size(options.limits.max_field_name_size + 64)
                .max_field_value_size(options.limits.max_field_value_size + 64)
                .max_field_count(options.limits.max_field_count + 8)
                .max_body_size(options.limits.max_body_size + 1))
        // The gate hands over one request at a time; the headroom is for
        // the answer being written while RESTinio reads the next one.
        .max_pipelined_requests(4)
        .read_next_http_message_timelimit(read_backstop)
        .write_http_response_timelimit(options.io_timeout)
        .handle_request_timeout(options.io_timeout)
        .max_parallel_connections(max_connections);
  };

  // Its own io_context and thread: a slow scrape never holds a site thread.
  // Opened first, so that once the public port answers (health checks, tests)
  // the metrics listener is up too.
  // Contexts declared before the servers, so they outlive them (see IoContext).
  IoContext io_context;
  IoContext metrics_io_context;
  std::optional<HttpServer> metrics_server;
  std::optional<restinio::on_pool_runner_t<HttpServer>> metrics_runner;
  if (metrics_processor) {
    metrics_server.emplace(restinio::external_io_context(metrics_io_context), [&](auto& settings) {
      configure(settings, options.metrics_host, options.metrics_port,
                options.metrics_max_connections, *metrics_processor);
    });
    metrics_runner.emplace(1, *metrics_server);
    if (!StartRunner(*metrics_runner, options.metrics_host, options.metrics_port)) return 1;
  }

  HttpServer server{restinio::external_io_context(io_context), [&](auto& settings) {
                      configure(settings, options.host, options.port, options.max_connections,
                                processor);
                    }};
  restinio::on_pool_runner_t<HttpServer> runner{options.threads, server};
  if (!StartRunner(runner, options.host, options.port)) {
    if (metrics_runner) {
      CloseServer(*metrics_server);
      metrics_runner->stop();
      metrics_runner->wait();
    }
    return 1;
  }

  int signal_number = 0;
  sigwait(&stop_signals, &signal_number);
  std::cerr << "received " << (signal_number == SIGTERM ? "SIGTERM" : "SIGINT") << ", shutting down"
            << std::endl;

  // Stop accepting first. Then every connection drains: an idle one closes at
  // once; a busy one finishes the requests it has received (a partly received
  // one gets until io_timeout, or a 408), answers the last with "Connection:
  // close" and closes. The pools stop when none is left, or at drain_timeout.
  auto stop_started = std::chrono::steady_clock::now();
  CloseServer(server);
  if (metrics_server) CloseServer(*metrics_server);
  GuardedSocket::DrainAll();
  // Deferred work (sign-in checks) finishes and answers while the I/O threads still run.
  if (options.before_stop) options.before_stop();
  auto deadline = stop_started + options.drain_timeout;
  while ((in_flight.load() > 0 || GuardedSocket::OpenConnections() > 0) &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::size_t left = GuardedSocket::OpenConnections();
  runner.stop();
  runner.wait();
  if (metrics_runner) {
    metrics_runner->stop();
    metrics_runner->wait();
  }
  // Connections still waiting in the stopped contexts go now, before the servers (and
  // their connection-count limiters) are destroyed.
  io_context.shutdown();
  metrics_io_context.shutdown();
  auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - stop_started);
  std::cerr << "stopped after " << took.count() << " ms";
  if (left > 0) std::cerr << " (" << left << " connections cut at the drain timeout)";
  std::cerr << std::endl;
  return 0;
}

}  // namespace firm::http
