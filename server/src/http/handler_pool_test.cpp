#include "http/handler_pool.hpp"

#include <gtest/gtest.h>

#include <future>
#include <string>
#include <thread>
#include <vector>

namespace firm::http {
namespace {

using namespace std::chrono_literals;

Response Busy() { return PlainText(503, "busy\n"); }

// Calls `handler` as the server would and waits (bounded) for its answer.
Response Answer(const ParamHandler& handler, const Request& request) {
  Response first = handler(request, NormalizedPath{"/x", "/x", "", false}, PathParams{});
  if (!first.deferred) return first;
  std::promise<Response> answer;
  auto future = answer.get_future();
  first.deferred([&answer](Response r) { answer.set_value(std::move(r)); });
  if (future.wait_for(10s) != std::future_status::ready) return PlainText(599, "no answer\n");
  return future.get();
}

TEST(HandlerPoolTest, RunsTheHandlerOnAWorkerWithACopyOfTheRequest) {
  HandlerPool pool({1, 4, 5'000ms}, Busy);
  const auto caller = std::this_thread::get_id();
  std::thread::id ran_on;
  auto handler = pool.Wrap([&](const Request& request, const NormalizedPath&, const PathParams&) {
    ran_on = std::this_thread::get_id();
    return PlainText(200, std::string(request.method) + " " + std::string(request.target) + " " +
                              std::string(request.Header("Cookie").value_or("-")) + " " +
                              std::string(request.body) + " " + request.client_address);
  });
  // The request's bytes are gone once the loop moves on: the worker must not read them.
  std::string buffer = "POST/api/admin/leadsfirm_admin=t{\"a\":1}";
  Request request;
  request.method = std::string_view(buffer).substr(0, 4);
  request.target = std::string_view(buffer).substr(4, 16);
  request.SetHeader("Cookie", std::string_view(buffer).substr(20, 12));
  request.body = std::string_view(buffer).substr(32);
  request.client_address = "192.0.2.7";
  Response first = handler(request, NormalizedPath{"/x", "/x", "", false}, PathParams{});
  ASSERT_TRUE(first.deferred);
  buffer.assign(buffer.size(), '#');
  std::promise<Response> answer;
  auto future = answer.get_future();
  first.deferred([&answer](Response r) { answer.set_value(std::move(r)); });
  ASSERT_EQ(future.wait_for(10s), std::future_status::ready);
  Response got = future.get();
  EXPECT_EQ(got.status, 200);
  EXPECT_EQ(got.body, "POST /api/admin/leads firm_admin=t {\"a\":1} 192.0.2.7");
  EXPECT_NE(ran_on, caller);
}

TEST(HandlerPoolTest, AFullPoolAnswersBusyAtOnce) {
  HandlerPool pool({1, 0, 5'000ms}, Busy);
  std::promise<void> entered;
  std::promise<void> release;
  auto released = release.get_future().share();
  auto slow = pool.Wrap([&](const Request&, const NormalizedPath&, const PathParams&) {
    entered.set_value();
    released.wait_for(10s);
    return PlainText(200, "slow\n");
  });
  auto fast = pool.Wrap([](const Request&, const NormalizedPath&, const PathParams&) {
    return PlainText(200, "fast\n");
  });
  std::promise<Response> slow_answer;
  Response pending = slow(Request{}, NormalizedPath{"/x", "/x", "", false}, PathParams{});
  ASSERT_TRUE(pending.deferred);
  pending.deferred([&](Response r) { slow_answer.set_value(std::move(r)); });
  ASSERT_EQ(entered.get_future().wait_for(10s), std::future_status::ready);
  // The one worker is taken and no room is left to queue: refused without waiting.
  Response refused = fast(Request{}, NormalizedPath{"/x", "/x", "", false}, PathParams{});
  EXPECT_FALSE(refused.deferred);
  EXPECT_EQ(refused.status, 503);
  release.set_value();
  auto future = slow_answer.get_future();
  ASSERT_EQ(future.wait_for(10s), std::future_status::ready);
  EXPECT_EQ(future.get().status, 200);
  // Room again once it is done: the worker gives its room back just after it replies, so the
  // first try may still find it taken (bounded retries, no timing asserted).
  int status = 0;
  for (int i = 0; i < 1000 && status != 200; ++i) {
    status = Answer(fast, Request{}).status;
    if (status != 200) std::this_thread::sleep_for(1ms);
  }
  EXPECT_EQ(status, 200);
}

TEST(HandlerPoolTest, ARequestThatWaitedTooLongIsAnsweredBusy) {
  HandlerPool pool({1, 1, 50ms}, Busy);
  std::promise<void> entered;
  std::promise<void> release;
  auto released = release.get_future().share();
  auto slow = pool.Wrap([&](const Request&, const NormalizedPath&, const PathParams&) {
    entered.set_value();
    released.wait_for(10s);
    return PlainText(200, "slow\n");
  });
  int ran = 0;
  auto queued = pool.Wrap([&](const Request&, const NormalizedPath&, const PathParams&) {
    ++ran;
    return PlainText(200, "queued\n");
  });
  std::promise<Response> slow_answer;
  slow(Request{}, NormalizedPath{}, PathParams{}).deferred([&](Response r) {
    slow_answer.set_value(std::move(r));
  });
  ASSERT_EQ(entered.get_future().wait_for(10s), std::future_status::ready);
  std::promise<Response> queued_answer;
  queued(Request{}, NormalizedPath{}, PathParams{}).deferred([&](Response r) {
    queued_answer.set_value(std::move(r));
  });
  std::this_thread::sleep_for(100ms);  // past max_wait, still behind the slow one
  release.set_value();
  auto future = queued_answer.get_future();
  ASSERT_EQ(future.wait_for(10s), std::future_status::ready);
  EXPECT_EQ(future.get().status, 503);
  EXPECT_EQ(ran, 0);
  slow_answer.get_future().wait_for(10s);
}

TEST(HandlerPoolTest, AHandlerThatDefersHandsItsReplyOn) {
  HandlerPool pool({1, 1, 5'000ms}, Busy);
  auto handler = pool.Wrap([](const Request&, const NormalizedPath&, const PathParams&) {
    Response later;
    later.deferred = [](Reply reply) {
      std::thread([reply] { reply(PlainText(201, "later\n")); }).detach();
    };
    return later;
  });
  Response got = Answer(handler, Request{});
  EXPECT_EQ(got.status, 201);
  EXPECT_EQ(got.body, "later\n");
}

TEST(HandlerPoolTest, AThrowingHandlerIsA500) {
  HandlerPool pool({1, 1, 5'000ms}, Busy);
  auto handler = pool.Wrap([](const Request&, const NormalizedPath&,
                              const PathParams&) -> Response { throw std::runtime_error("bug"); });
  EXPECT_EQ(Answer(handler, Request{}).status, 500);
}

TEST(HandlerPoolTest, AfterStopNewRequestsAreBusy) {
  HandlerPool pool({1, 1, 5'000ms}, Busy);
  auto handler = pool.Wrap([](const Request&, const NormalizedPath&, const PathParams&) {
    return PlainText(200, "ok\n");
  });
  EXPECT_EQ(Answer(handler, Request{}).status, 200);
  pool.Stop();
  EXPECT_EQ(Answer(handler, Request{}).status, 503);
}

// A streamed answer's pieces are made on the pool's stream thread (decision 0041): neither on the
// thread that pulls them (an event loop) nor on the handler's worker, which it would hold.
TEST(HandlerPoolTest, AStreamsPiecesAreMadeOnTheStreamThread) {
  HandlerPool pool({1, 4, 5'000ms}, Busy);
  std::thread::id handler_thread;
  std::vector<std::thread::id> piece_threads;
  auto handler = pool.Wrap([&](const Request&, const NormalizedPath&, const PathParams&) {
    handler_thread = std::this_thread::get_id();
    Response response;
    response.stream = std::make_shared<BodyStream>([&piece_threads] {
      piece_threads.push_back(std::this_thread::get_id());
      return piece_threads.size() < 3 ? StreamPiece::Data("x") : StreamPiece::End();
    });
    return response;
  });
  Response answer = Answer(handler, Request{});
  ASSERT_NE(answer.stream, nullptr);
  EXPECT_EQ(ReadWholeStream(*answer.stream), "xx");
  ASSERT_EQ(piece_threads.size(), 3u);
  for (const auto& id : piece_threads) {
    EXPECT_NE(id, std::this_thread::get_id());
    EXPECT_NE(id, handler_thread);
  }
  // Once stopped, a stream still open fails instead of making its pieces on the caller.
  Response late = Answer(handler, Request{});
  pool.Stop();
  piece_threads.clear();
  ASSERT_NE(late.stream, nullptr);
  EXPECT_EQ(ReadWholeStream(*late.stream), std::nullopt);
  EXPECT_TRUE(piece_threads.empty());
}

}  // namespace
}  // namespace firm::http
