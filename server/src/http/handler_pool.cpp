#include "http/handler_pool.hpp"

#include <malloc.h>

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace firm::http {

namespace {

std::optional<std::string> Own(std::optional<std::string_view> view) {
  if (!view) return std::nullopt;
  return std::string(*view);
}

std::optional<std::string_view> View(const std::optional<std::string>& owned) {
  if (!owned) return std::nullopt;
  return std::string_view(*owned);
}

// A Request's views point into the connection's buffer, which is reused once the
// loop moves on: the worker reads this copy instead.
struct OwnedRequest {
  explicit OwnedRequest(const Request& request)
      : method(request.method),
        target(request.target),
        accept_encoding(Own(request.accept_encoding)),
        if_none_match(Own(request.if_none_match)),
        content_type(Own(request.content_type)),
        user_agent(Own(request.user_agent)),
        forwarded_for(request.forwarded_for),
        cookie(Own(request.cookie)),
        csrf_token(Own(request.csrf_token)),
        authorization(Own(request.authorization)),
        sms_signature(Own(request.sms_signature)),
        client_address(request.client_address),
        body(request.body) {}

  Request View() const {
    Request request;
    request.method = method;
    request.target = target;
    request.accept_encoding = http::View(accept_encoding);
    request.if_none_match = http::View(if_none_match);
    request.content_type = http::View(content_type);
    request.user_agent = http::View(user_agent);
    request.forwarded_for = forwarded_for;
    request.cookie = http::View(cookie);
    request.csrf_token = http::View(csrf_token);
    request.authorization = http::View(authorization);
    request.sms_signature = http::View(sms_signature);
    request.client_address = client_address;
    request.body = body;
    return request;
  }

  std::string method;
  std::string target;
  std::optional<std::string> accept_encoding;
  std::optional<std::string> if_none_match;
  std::optional<std::string> content_type;
  std::optional<std::string> user_agent;
  std::optional<std::string> forwarded_for;
  std::optional<std::string> cookie;
  std::optional<std::string> csrf_token;
  std::optional<std::string> authorization;
  std::optional<std::string> sms_signature;
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
