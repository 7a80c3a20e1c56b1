#include "http/handler_pool.hpp"

#include <malloc.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace firm::http {

namespace {

// A Request's views point into the connection's buffer, which is reused once the
// loop moves on: the worker reads this copy instead.
struct OwnedRequest {
  explicit OwnedRequest(const Request& request)
      : method(request.method),
        target(request.target),
        client_address(request.client_address),
        body(request.body) {
    fields.reserve(request.fields.size());
    for (const auto& [name, value] : request.fields) fields.emplace_back(name, value);
  }

  Request View() const {
    Request request;
    request.method = method;
    request.target = target;
    request.fields.reserve(fields.size());
    for (const auto& [name, value] : fields) request.fields.emplace_back(name, value);
    request.client_address = client_address;
    request.body = body;
    return request;
  }

  std::string method;
  std::string target;
  std::vector<std::pair<std::string, std::string>> fields;
  std::string client_address;
  std::string body;
};

}  // namespace

HandlerPool::HandlerPool(Options options, std::function<Response()> busy)
    : options_(options), busy_(std::move(busy)), pool_(options.workers, options.queue) {}

ParamHandler HandlerPool::Wrap(ParamHandler handler) {
  auto shared = std::make_shared<const ParamHandler>(std::move(handler));
  return
      [this, shared](const Request& request, const NormalizedPath& path, const PathParams& params) {
        auto slot = pool_.TryReserve();
        if (!slot) return busy_();
        Response response;
        response.deferred = [this, shared,
                             slot = std::make_shared<common::WorkPool::Slot>(std::move(*slot)),
                             owned = std::make_shared<const OwnedRequest>(request), path, params,
                             queued = std::chrono::steady_clock::now()](Reply reply) {
          pool_.Submit(std::move(*slot), [this, shared, owned, path, params, queued, reply] {
            if (std::chrono::steady_clock::now() - queued > options_.max_wait) {
              reply(busy_());
              return;
            }
            Response answer;
            running_.fetch_add(1);
            struct Done {
              HandlerPool* pool;
              ~Done() { pool->GiveBackWhenIdle(); }
            } done{this};
            try {
              answer = (*shared)(owned->View(), path, params);
            } catch (const std::exception& e) {
              // As the server does for a handler on its loop: a 500, and why on stderr.
              std::cerr << std::string("worker handler error: ") + e.what() + "\n" << std::flush;
              answer = PlainText(500, "Internal Server Error\n");
            }
            if (answer.deferred) {
              // Its answer comes from further on (a sign-in's password check).
              auto deferred = std::move(answer.deferred);
              deferred(reply);
              return;
            }
            if (answer.stream) answer.stream->RunOnIfUnset(streams_.Runner());
            reply(std::move(answer));
          });
        };
        return response;
      };
}

// A staff burst (eight reports of a year's leads at once) leaves its freed memory in glibc's
// arenas, and the process kept it: 137 MiB after the benchmark's 8-client runs at a million
// leads, against 19 idle. When the last running handler ends, at most every 10 s, the free pages
// go back to the system (the answer is already on its way).
void HandlerPool::GiveBackWhenIdle() {
  if (running_.fetch_sub(1) != 1) return;
  const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now().time_since_epoch())
                               .count();
  std::int64_t last = last_trim_ms_.load();
  if (now - last < 10000 || !last_trim_ms_.compare_exchange_strong(last, now)) return;
  ::malloc_trim(0);
}

}  // namespace firm::http
