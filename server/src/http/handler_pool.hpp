#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>

#include "common/work_pool.hpp"
#include "http/body_stream.hpp"
#include "http/message.hpp"
#include "http/router.hpp"

namespace firm::http {

// Handlers that run on a bounded pool of worker threads instead of the event
// loops (decision 0039): the staff area's, whose database work grows with the
// firm, so that none of it can hold up a public page, an intake or a webhook.
//
// A wrapped handler answers on the loop at once with a deferred Response
// (Response::deferred): the request is copied (method, target, the fields a
// handler reads, the body, the client), the worker runs the handler on the
// copy, and the server writes its answer on the connection's own loop. A
// handler that itself defers (a sign-in's password check) hands its Reply on.
// When `workers` handlers run and `queue` more wait, a new request is answered
// `busy` at once (503 with Retry-After); one that waited longer than
// `max_wait` for a worker gets `busy` too, before the server's own request
// time limit would close the connection. A streamed answer (Response::stream) has its pieces
// made on a thread of the pool's own (decision 0041), not on a handler worker, which a slow
// download would otherwise hold for its whole length.
class HandlerPool {
 public:
  struct Options {
    unsigned workers = 2;
    std::size_t queue = 16;
    std::chrono::milliseconds max_wait{5'000};
  };

  HandlerPool(Options options, std::function<Response()> busy);
  HandlerPool(const HandlerPool&) = delete;
  HandlerPool& operator=(const HandlerPool&) = delete;

  // `handler` run on the pool; the pool must outlive the router that holds it.
  ParamHandler Wrap(ParamHandler handler);

  // Refuses new requests (busy), answers those queued, joins the workers; for
  // ServerOptions::before_stop, while the loops still write answers. Streams under way are cut
  // (their clients see an incomplete transfer) rather than holding the stop for minutes.
  void Stop() {
    pool_.Stop();
    streams_.Stop();
  }

 private:
  const Options options_;
  std::function<Response()> busy_;
  common::WorkPool pool_;
  // One thread: streams take turns piece by piece, and its reads wait for a read connection
  // like any other (DATABASE_READERS bounds them), so it adds no database connection.
  StreamWorkers streams_{1};
  // Handlers running now, and when freed memory was last given back (GiveBackWhenIdle).
  std::atomic<int> running_{0};
  std::atomic<std::int64_t> last_trim_ms_{0};
  void GiveBackWhenIdle();
};

}  // namespace firm::http
