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
#include "http/request_id.hpp"
#include "http/security_headers.hpp"

namespace firm::http {

namespace {

struct ServerTraits : public restinio::default_traits_t {
  static constexpr bool use_connection_count_limiter = true;
};
using HttpServer = restinio::http_server_t<ServerTraits>;

const char* ReasonPhrase(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 201:
      return "Created";
    case 204:
      return "No Content";
    case 303:
      return "See Other";
    case 304:
      return "Not Modified";
    case 308:
      return "Permanent Redirect";
    case 400:
      return "Bad Request";
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 406:
      return "Not Acceptable";
    case 409:
      return "Conflict";
    case 413:
      return "Content Too Large";
    case 414:
      return "URI Too Long";
    case 415:
      return "Unsupported Media Type";
    case 422:
      return "Unprocessable Content";
    case 429:
      return "Too Many Requests";
    case 500:
      return "Internal Server Error";
    case 503:
      return "Service Unavailable";
    default:
      return "Unknown";
  }
}

std::optional<std::string_view> OptionalField(const restinio::http_request_header_t& header,
                                              std::string_view name) {
  auto value = header.opt_value_of(name);
  if (!value) return std::nullopt;
  return std::string_view(value->data(), value->size());
}

class RequestProcessor {
 public:
  RequestProcessor(const Router& router, bool hsts, const CspSources& third_party,
                   const RequestObserver& observe, std::atomic<int>& in_flight)
      : router_(router),
        default_security_(BuildSecurityHeaders(hsts, {}, third_party)),
        observe_(observe),
        in_flight_(in_flight) {}

  restinio::request_handling_status_t Handle(const restinio::request_handle_t& req) const {
    auto started = std::chrono::steady_clock::now();
    const auto& header = req->header();
    const std::string_view method = header.method().c_str();

    Request request;
    request.method = method;
    request.target = header.request_target();
    request.accept_encoding = OptionalField(header, "Accept-Encoding");
    request.if_none_match = OptionalField(header, "If-None-Match");
    request.content_type = OptionalField(header, "Content-Type");
    request.user_agent = OptionalField(header, "User-Agent");
    request.forwarded_for = OptionalField(header, "X-Forwarded-For");
    request.cookie = OptionalField(header, "Cookie");
    request.csrf_token = OptionalField(header, "X-CSRF-Token");
    request.authorization = OptionalField(header, "Authorization");
    request.remote_address = req->remote_endpoint().address().to_string();
    request.body = req->body();
    std::string request_id = ChooseRequestId(OptionalField(header, "X-Request-Id"));

    Response response;
    try {
      response = router_.Handle(request);
    } catch (const std::exception& e) {
      // A handler bug must not kill the connection silently: answer 500 and say why on stderr.
      std::cerr << "rid=" << request_id << " handler error: " << e.what() << "\n";
      response = PlainText(500, "Internal Server Error\n");
    }
    if (response.deferred) return Defer(req, std::move(response.deferred), request_id, started);
    return Send(req, std::move(response), request_id, started);
  }

 private:
  // The answer comes later from another thread (e.g. the sign-in hashing
  // pool): the request thread is free at once. Counted in flight until sent,
  // so a stop waits for it.
  restinio::request_handling_status_t Defer(const restinio::request_handle_t& req,
                                            std::function<void(Reply)> deferred,
                                            const std::string& request_id,
                                            std::chrono::steady_clock::time_point started) const {
    in_flight_.fetch_add(1);
    auto answered = std::make_shared<std::atomic<bool>>(false);
    Reply reply = [this, req, request_id, started, answered](Response response) {
      if (answered->exchange(true)) return;
      Send(req, std::move(response), request_id, started);
      in_flight_.fetch_sub(1);
    };
    try {
      deferred(reply);
    } catch (const std::exception& e) {
      std::cerr << "rid=" << request_id << " handler error: " << e.what() << "\n";
      reply(PlainText(500, "Internal Server Error\n"));
    }
    return restinio::request_accepted();
  }

  restinio::request_handling_status_t Send(const restinio::request_handle_t& req, Response response,
                                           const std::string& request_id,
                                           std::chrono::steady_clock::time_point started) const {
    const auto& header = req->header();
    const std::string_view method = header.method().c_str();
    if (method == "HEAD") response.omit_body = true;

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
    builder.append_header("X-Request-Id", request_id);
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
    const auto duration = std::chrono::steady_clock::now() - started;
    WriteAccessLog(AccessLogEntry{std::chrono::system_clock::now(), request_id, method,
                                  header.request_target(), response.status, sent, duration});
    if (observe_) observe_(method, header.request_target(), response.status, duration);

    in_flight_.fetch_add(1);
    // done() hands the write to the connection's own executor: safe from any thread.
    return builder.done([&in_flight = in_flight_](const auto&) { in_flight.fetch_sub(1); });
  }

 private:
  const Router& router_;
  const HeaderList default_security_;
  const RequestObserver& observe_;
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
  std::cerr << "listening on " << host << ":" << port << std::endl;
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
  RequestProcessor processor(router, options.hsts, options.third_party, options.observe, in_flight);
  std::optional<RequestProcessor> metrics_processor;
  if (metrics_router) {
    metrics_processor.emplace(*metrics_router, options.hsts, options.third_party, options.observe,
                              in_flight);
  }

  auto configure = [&options](auto& settings, const std::string& host, std::uint16_t port,
                              std::size_t max_connections, const RequestProcessor& handler) {
    settings.port(port)
        .address(host)
        .request_handler([&handler](auto req) { return handler.Handle(req); })
        .incoming_http_msg_limits(restinio::incoming_http_msg_limits_t{}
                                      .max_url_size(options.max_url_size)
                                      .max_field_name_size(options.max_field_name_size)
                                      .max_field_value_size(options.max_field_value_size)
                                      .max_field_count(options.max_field_count)
                                      .max_body_size(options.max_body_size))
        .read_next_http_message_timelimit(options.io_timeout)
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

  // Stop accepting first, then give responses already being written a chance
  // to reach their clients before the pool (and every connection) goes away.
  CloseServer(server);
  if (metrics_server) CloseServer(*metrics_server);
  // Deferred work (sign-in checks) finishes and answers while the I/O threads still run.
  if (options.before_stop) options.before_stop();
  auto deadline = std::chrono::steady_clock::now() + options.drain_timeout;
  while (in_flight.load() > 0 && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  runner.stop();
  runner.wait();
  if (metrics_runner) {
    metrics_runner->stop();
    metrics_runner->wait();
  }
  // Connections still waiting in the stopped context go now, before the server (and its
  // connection-count limiter) is destroyed.
  io_context.shutdown();
  metrics_io_context.shutdown();
  std::cerr << "stopped" << std::endl;
  return 0;
}

}  // namespace firm::http
