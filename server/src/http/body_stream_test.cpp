// Streamed bodies (decision 0041): the pieces' rules alone, then through the real server on a
// local socket, read by a raw client so that the chunked framing, a cut transfer and a slow
// reader can be seen byte by byte.
#include "http/body_stream.hpp"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "http/server.hpp"

namespace firm::http {
namespace {

using namespace std::chrono_literals;

std::shared_ptr<BodyStream> Counting(int pieces, std::atomic<int>& made, StreamRunner run = {}) {
  return std::make_shared<BodyStream>(
      [pieces, &made]() {
        const int n = made.fetch_add(1);
        if (n >= pieces) return StreamPiece::End();
        return StreamPiece::Data("piece " + std::to_string(n) + "\n");
      },
      std::move(run));
}

TEST(BodyStreamTest, ChunksAreFramedWithTheirHexLength) {
  EXPECT_EQ(ChunkFrame("hello"), "5\r\nhello\r\n");
  EXPECT_EQ(ChunkFrame(std::string(300, 'x')), "12c\r\n" + std::string(300, 'x') + "\r\n");
  EXPECT_EQ(kLastChunk, "0\r\n\r\n");
}

TEST(BodyStreamTest, ReadsWholeAndStopsProducingOnceCancelled) {
  std::atomic<int> made{0};
  auto stream = Counting(3, made);
  EXPECT_EQ(ReadWholeStream(*stream), "piece 0\npiece 1\npiece 2\n");
  EXPECT_EQ(made.load(), 4);  // three pieces and the end, each asked for once

  std::atomic<int> more{0};
  auto cancelled = Counting(3, more);
  cancelled->Cancel();
  EXPECT_EQ(ReadWholeStream(*cancelled), std::nullopt);
  EXPECT_EQ(more.load(), 0);
}

TEST(BodyStreamTest, AThrowingProducerAndAStoppedRunnerFailTheStream) {
  auto throwing =
      std::make_shared<BodyStream>([]() -> StreamPiece { throw std::runtime_error("disk gone"); });
  EXPECT_EQ(ReadWholeStream(*throwing), std::nullopt);

  StreamWorkers workers(1);
  std::atomic<int> made{0};
  auto on_worker = Counting(2, made, workers.Runner());
  EXPECT_EQ(ReadWholeStream(*on_worker), "piece 0\npiece 1\n");
  workers.Stop();
  std::atomic<int> late{0};
  EXPECT_EQ(ReadWholeStream(*Counting(2, late, workers.Runner())), std::nullopt);
  EXPECT_EQ(late.load(), 0);
}

// ---- through the server ----

// The streams the routes below hand out, for the tests to look at.
struct Streams {
  std::mutex mutex;
  std::shared_ptr<BodyStream> last;
  std::atomic<int> made{0};
  std::vector<std::string> observed;  // "GET /whole 200", from ServerOptions::observe
};

constexpr std::size_t kBigPiece = 256 * 1024;
constexpr int kBigPieces = 400;  // 100 MiB: far more than every socket buffer on the way

class StreamServerTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    streams_ = new Streams();
    workers_ = new StreamWorkers(1);
    router_ =
        new Router([](const Request&, const NormalizedPath&) { return PlainText(404, "none\n"); });
    auto serve = [](std::function<std::shared_ptr<BodyStream>()> make) {
      return [make](const Request&, const NormalizedPath&) {
        Response response;
        response.extra_headers.emplace_back("Content-Type", "text/plain");
        response.stream = make();
        std::lock_guard lock(streams_->mutex);
        streams_->last = response.stream;
        streams_->made = 0;
        return response;
      };
    };
    for (const char* method : {"GET", "HEAD"}) {
      router_->Add(method, "/whole",
                   serve([] { return Counting(3, streams_->made, workers_->Runner()); }));
    }
    router_->Add("GET", "/big", serve([] {
                   return std::make_shared<BodyStream>(
                       [] {
                         if (streams_->made.fetch_add(1) >= kBigPieces) return StreamPiece::End();
                         return StreamPiece::Data(std::string(kBigPiece, 'b'));
                       },
                       workers_->Runner());
                 }));
    router_->Add("GET", "/fails", serve([] {
                   return std::make_shared<BodyStream>(
                       [] {
                         if (streams_->made.fetch_add(1) >= 2) return StreamPiece::Failed();
                         return StreamPiece::Data("row\n");
                       },
                       workers_->Runner());
                 }));
    router_->Add("GET", "/plain",
                 [](const Request&, const NormalizedPath&) { return PlainText(200, "plain\n"); });

    port_ = FreePort();
    options_ = new ServerOptions();
    options_->host = "127.0.0.1";
    options_->port = port_;
    options_->drain_timeout = 2s;
    options_->observe = [](std::string_view method, std::string_view target, int status,
                           std::chrono::nanoseconds) {
      std::lock_guard lock(streams_->mutex);
      streams_->observed.push_back(std::string(method) + " " + std::string(target) + " " +
                                   std::to_string(status));
    };
    options_->before_stop = [] { workers_->Stop(); };
    server_ = new std::thread([] { RunServer(*options_, *router_); });
    // Up once it accepts: bounded, as every wait here.
    for (int i = 0; i < 500; ++i) {
      int fd = Connect();
      if (fd >= 0) {
        ::close(fd);
        break;
      }
      std::this_thread::sleep_for(10ms);
    }
  }

  static void TearDownTestSuite() {
    // RunServer's own thread has the stop signals blocked and waits for one.
    pthread_kill(server_->native_handle(), SIGTERM);
    server_->join();
    delete server_;
    delete options_;
    delete router_;
    delete workers_;
    delete streams_;
  }

  static std::uint16_t FreePort() {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    socklen_t size = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
    ::close(fd);
    return ntohs(address.sin_port);
  }

  // A connected socket (-1 if refused); `receive_buffer` > 0 shrinks its receive buffer first.
  static int Connect(int receive_buffer = 0) {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (receive_buffer > 0) {
      ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receive_buffer, sizeof receive_buffer);
    }
    timeval timeout{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(port_);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
      ::close(fd);
      return -1;
    }
    return fd;
  }

  static void Send(int fd, std::string_view bytes) {
    ASSERT_EQ(::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL),
              static_cast<ssize_t>(bytes.size()));
  }

  // Everything until the server closes (or 10 s pass); `reset` tells whether it ended in one.
  static std::string ReadToEnd(int fd, bool* reset = nullptr) {
    std::string all;
    char buffer[65536];
    for (;;) {
      const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
      if (n > 0) {
        all.append(buffer, static_cast<std::size_t>(n));
        continue;
      }
      if (reset) *reset = n < 0 && errno == ECONNRESET;
      return all;
    }
  }

  // Polls `done` every 10 ms for up to 10 s: a wait for the server, not a timing assertion.
  static bool WaitFor(const std::function<bool()>& done) {
    for (int i = 0; i < 1000; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(10ms);
    }
    return done();
  }

  static std::shared_ptr<BodyStream> Last() {
    std::lock_guard lock(streams_->mutex);
    return streams_->last;
  }

  static std::string Body(const std::string& response) {
    auto end = response.find("\r\n\r\n");
    return end == std::string::npos ? "" : response.substr(end + 4);
  }

  static Streams* streams_;
  static StreamWorkers* workers_;
  static Router* router_;
  static ServerOptions* options_;
  static std::thread* server_;
  static std::uint16_t port_;
};

Streams* StreamServerTest::streams_ = nullptr;
StreamWorkers* StreamServerTest::workers_ = nullptr;
Router* StreamServerTest::router_ = nullptr;
ServerOptions* StreamServerTest::options_ = nullptr;
std::thread* StreamServerTest::server_ = nullptr;
std::uint16_t StreamServerTest::port_ = 0;

TEST_F(StreamServerTest, AStreamArrivesWholeAndChunkedAndTheConnectionGoesOn) {
  int fd = Connect();
  ASSERT_GE(fd, 0);
  // The second request on the same connection is answered after the stream's last chunk.
  Send(fd,
       "GET /whole HTTP/1.1\r\nHost: x\r\n\r\nGET /plain HTTP/1.1\r\nHost: x\r\n"
       "Connection: close\r\n\r\n");
  const std::string all = ReadToEnd(fd);
  ::close(fd);
  const auto second = all.find("HTTP/1.1 200", 1);
  ASSERT_NE(second, std::string::npos) << all;
  const std::string first = all.substr(0, second);
  EXPECT_NE(first.find("\r\nTransfer-Encoding: chunked\r\n"), std::string::npos) << first;
  EXPECT_EQ(first.find("Content-Length"), std::string::npos) << first;
  EXPECT_EQ(Body(first), "8\r\npiece 0\n\r\n8\r\npiece 1\n\r\n8\r\npiece 2\n\r\n0\r\n\r\n");
  EXPECT_EQ(Body(all.substr(second)), "plain\n");
  // Logged and counted like any answer, once it has ended.
  std::lock_guard lock(streams_->mutex);
  EXPECT_NE(std::find(streams_->observed.begin(), streams_->observed.end(), "GET /whole 200"),
            streams_->observed.end());
}

TEST_F(StreamServerTest, AnHttp10ClientGetsTheBodyDelimitedByTheClose) {
  int fd = Connect();
  ASSERT_GE(fd, 0);
  Send(fd, "GET /whole HTTP/1.0\r\n\r\n");
  const std::string all = ReadToEnd(fd);
  ::close(fd);
  EXPECT_EQ(all.find("Transfer-Encoding"), std::string::npos) << all;
  EXPECT_EQ(all.find("Content-Length"), std::string::npos) << all;
  EXPECT_NE(all.find("\r\nConnection: close\r\n"), std::string::npos) << all;
  EXPECT_EQ(Body(all), "piece 0\npiece 1\npiece 2\n");
}

TEST_F(StreamServerTest, HeadSendsTheHeadAndMakesNoPiece) {
  int fd = Connect();
  ASSERT_GE(fd, 0);
  Send(fd, "HEAD /whole HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  const std::string all = ReadToEnd(fd);
  ::close(fd);
  EXPECT_TRUE(all.starts_with("HTTP/1.1 200 OK\r\n")) << all;
  EXPECT_TRUE(all.ends_with("\r\n\r\n")) << all;
  EXPECT_NE(all.find("\r\nTransfer-Encoding: chunked\r\n"), std::string::npos) << all;
  EXPECT_EQ(Body(all), "");
  EXPECT_EQ(streams_->made.load(), 0);
  ASSERT_NE(Last(), nullptr);
  EXPECT_TRUE(Last()->Cancelled());
}

TEST_F(StreamServerTest, AFailureMidwayEndsTheConnectionWithoutTheLastChunk) {
  int fd = Connect();
  ASSERT_GE(fd, 0);
  Send(fd, "GET /fails HTTP/1.1\r\nHost: x\r\n\r\n");
  const std::string all = ReadToEnd(fd);  // kept alive, yet closed by the server
  ::close(fd);
  EXPECT_EQ(Body(all), "4\r\nrow\n\r\n4\r\nrow\n\r\n");

  // HTTP/1.0 has no last chunk to leave out: the connection is reset instead of closed.
  fd = Connect();
  ASSERT_GE(fd, 0);
  Send(fd, "GET /fails HTTP/1.0\r\n\r\n");
  bool reset = false;
  ReadToEnd(fd, &reset);
  ::close(fd);
  EXPECT_TRUE(reset);
}

TEST_F(StreamServerTest, ASlowReaderHoldsTheProducerBack) {
  // A small receive buffer: what the producer may run ahead is the server's send buffer
  // (4 MiB at most here, 16 pieces) and a piece or two in hand, not the 400 pieces.
  int fd = Connect(64 * 1024);
  ASSERT_GE(fd, 0);
  Send(fd, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
  // Until the producer stops advancing while the client reads nothing.
  int seen = -1;
  ASSERT_TRUE(WaitFor([&] {
    const int now = streams_->made.load();
    const bool still = now == seen && now > 0;
    seen = now;
    std::this_thread::sleep_for(50ms);
    return still;
  }));
  EXPECT_LE(streams_->made.load(), 24);
  // Reading moves it on.
  char buffer[65536];
  std::size_t read = 0;
  while (read < 8 * kBigPiece) {
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    ASSERT_GT(n, 0);
    read += static_cast<std::size_t>(n);
  }
  EXPECT_TRUE(WaitFor([&] { return streams_->made.load() > seen; }));
  ::close(fd);
}

TEST_F(StreamServerTest, ADisconnectStopsTheProducer) {
  int fd = Connect(64 * 1024);
  ASSERT_GE(fd, 0);
  Send(fd, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
  char buffer[65536];
  ASSERT_GT(::recv(fd, buffer, sizeof buffer, 0), 0);
  ::close(fd);
  ASSERT_TRUE(WaitFor([] { return Last() && Last()->Cancelled(); }));
  const int made = streams_->made.load();
  EXPECT_LT(made, kBigPieces);
  // Nothing is made once cancelled: a piece asked for before is dropped unmade or unwritten.
  std::this_thread::sleep_for(100ms);
  EXPECT_LE(streams_->made.load(), made + 1);
}

}  // namespace
}  // namespace firm::http
