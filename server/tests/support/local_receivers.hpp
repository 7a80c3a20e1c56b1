// Delivery targets for the outbox tests and firm-loadgen deliver, on loopback in-process:
// an HTTP webhook receiver and an SMTP sink. Each accepts connections on its
// own thread, serves each connection on another, and records what it got.
// Every read is bounded in time so a test can never hang on them.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace firm::it {

// Listens on 127.0.0.1:port (0: any free port) and hands each connection to
// `serve` on its own thread. Stop closes the listener (connections are then
// refused) and joins every thread; Start may be called again on the same port.
class LoopbackListener {
 public:
  using Serve = std::function<void(int fd)>;

  ~LoopbackListener() { Stop(); }

  int Start(int port, Serve serve) {
    Stop();
    serve_ = std::move(serve);
    listen_fd_ = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(listen_fd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(static_cast<std::uint16_t>(port));
    socklen_t len = sizeof addr;
    if (bind(listen_fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
        listen(listen_fd_, 64) != 0 ||
        getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
      close(listen_fd_);
      listen_fd_ = -1;
      throw std::runtime_error("cannot listen on loopback port " + std::to_string(port));
    }
    port_ = ntohs(addr.sin_port);
    stopping_ = false;
    acceptor_ = std::thread([this] { Accept(); });
    return port_;
  }

  void Stop() {
    if (listen_fd_ < 0) return;
    stopping_ = true;
    acceptor_.join();
    close(listen_fd_);
    listen_fd_ = -1;
    std::vector<std::thread> connections;
    {
      std::lock_guard lock(mutex_);
      connections.swap(connections_);
    }
    for (auto& t : connections) t.join();
  }

  int port() const { return port_; }
  const std::atomic<bool>& stopping_flag() const { return stopping_; }

 private:
  void Accept() {
    while (!stopping_) {
      pollfd p{listen_fd_, POLLIN, 0};
      if (poll(&p, 1, 20) <= 0) continue;
      int fd = accept(listen_fd_, nullptr, nullptr);
      if (fd < 0) continue;
      std::lock_guard lock(mutex_);
      connections_.emplace_back([this, fd] {
        serve_(fd);
        close(fd);
      });
    }
  }

  int listen_fd_ = -1;
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  Serve serve_;
  std::thread acceptor_;
  std::mutex mutex_;
  std::vector<std::thread> connections_;
};

// Reads until `done(buffer)` or EOF/timeout; false on EOF/timeout/error.
inline bool ReadUntil(int fd, std::string& buffer,
                      const std::function<bool(const std::string&)>& done,
                      const std::atomic<bool>& stopping,
                      std::chrono::milliseconds timeout = std::chrono::milliseconds(5000)) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!done(buffer)) {
    if (stopping || std::chrono::steady_clock::now() > deadline) return false;
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 20) <= 0) continue;
    char chunk[8192];
    ssize_t n = recv(fd, chunk, sizeof chunk, 0);
    if (n <= 0) return false;
    buffer.append(chunk, static_cast<std::size_t>(n));
  }
  return true;
}

inline void SendAll(int fd, const std::string& data) {
  std::size_t sent = 0;
  while (sent < data.size()) {
    ssize_t n = send(fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return;
    sent += static_cast<std::size_t>(n);
  }
}

// A webhook target. Answers every request with `status` (and Retry-After when
// set), or, with `hang` on, reads the request and never answers.
class WebhookReceiver {
 public:
  struct Request {
    std::string target;                          // the request line's target
    std::map<std::string, std::string> headers;  // lower-case names
    std::string body;
    int answered = 0;  // the status sent; 0 when it hung
    std::chrono::steady_clock::time_point at;
  };

  std::atomic<int> status{200};
  std::atomic<bool> hang{false};
  std::atomic<int> retry_after_seconds{0};

  // The body of every answer (JSON), "{n}" replaced with the request's number (1-based):
  // an SMS provider's {"sid":"SM{n}"}. Empty: no body.
  void AnswerWith(std::string body) {
    std::lock_guard lock(mutex_);
    answer_body_ = std::move(body);
  }

  int Start(int port = 0) {
    return listener_.Start(port, [this](int fd) { Serve(fd); });
  }
  void Stop() { listener_.Stop(); }
  int port() const { return listener_.port(); }

  std::vector<Request> Requests() const {
    std::lock_guard lock(mutex_);
    return requests_;
  }

  // How many requests carrying this Idempotency-Key were answered 2xx.
  int AcceptedFor(const std::string& key) const {
    std::lock_guard lock(mutex_);
    return static_cast<int>(
        std::count_if(requests_.begin(), requests_.end(), [&](const Request& r) {
          auto it = r.headers.find("idempotency-key");
          return it != r.headers.end() && it->second == key && r.answered >= 200 &&
                 r.answered < 300;
        }));
  }

  int Count(const std::function<bool(const Request&)>& predicate) const {
    std::lock_guard lock(mutex_);
    return static_cast<int>(std::count_if(requests_.begin(), requests_.end(), predicate));
  }

 private:
  void Serve(int fd) {
    std::string buffer;
    const auto& stopping = listener_.stopping_flag();
    if (!ReadUntil(
            fd, buffer,
            [](const std::string& b) { return b.find("\r\n\r\n") != std::string::npos; },
            stopping)) {
      return;
    }
    Request request;
    request.at = std::chrono::steady_clock::now();
    auto head_end = buffer.find("\r\n\r\n");
    std::string head = buffer.substr(0, head_end);
    std::size_t line_start = head.find("\r\n");
    // "POST /path HTTP/1.1"
    auto first_space = head.find(' ');
    auto second_space = head.find(' ', first_space + 1);
    if (first_space < line_start && second_space < line_start) {
      request.target = head.substr(first_space + 1, second_space - first_space - 1);
    }
    while (line_start != std::string::npos && line_start < head.size()) {
      line_start += 2;
      auto line_end = head.find("\r\n", line_start);
      std::string line = head.substr(line_start, line_end - line_start);
      auto colon = line.find(':');
      if (colon != std::string::npos) {
        std::string name = line.substr(0, colon);
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        std::string value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(' '));
        request.headers[name] = value;
      }
      line_start = line_end;
    }
    std::size_t length =
        request.headers.count("content-length") ? std::stoul(request.headers["content-length"]) : 0;
    std::string rest = buffer.substr(head_end + 4);
    if (!ReadUntil(
            fd, rest, [&](const std::string& b) { return b.size() >= length; }, stopping)) {
      return;
    }
    request.body = rest.substr(0, length);
    if (hang) {
      {
        std::lock_guard lock(mutex_);
        requests_.push_back(request);
      }
      // Hold the connection unanswered until the client goes away or the test
      // turns `hang` off; then close it without an answer.
      std::string ignored;
      ReadUntil(
          fd, ignored, [this](const std::string&) { return !hang.load(); }, stopping,
          std::chrono::milliseconds(30'000));
      return;
    }
    request.answered = status;
    std::string answer;
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(request);
      answer = answer_body_;
      if (auto at = answer.find("{n}"); at != std::string::npos) {
        answer.replace(at, 3, std::to_string(requests_.size()));
      }
    }
    std::string response = "HTTP/1.1 " + std::to_string(request.answered) + " X\r\n";
    if (retry_after_seconds > 0) {
      response += "Retry-After: " + std::to_string(retry_after_seconds.load()) + "\r\n";
    }
    if (!answer.empty()) response += "Content-Type: application/json\r\n";
    response += "Content-Length: " + std::to_string(answer.size()) +
                "\r\nConnection: close\r\n\r\n" + answer;
    SendAll(fd, response);
  }

  LoopbackListener listener_;
  mutable std::mutex mutex_;
  std::vector<Request> requests_;
  std::string answer_body_;
};

// A minimal SMTP server: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT. It
// offers neither STARTTLS nor AUTH, so the server must run with SMTP_STARTTLS=off.
class SmtpSink {
 public:
  struct Message {
    std::string from;  // MAIL FROM argument, e.g. "<a@b>"
    std::vector<std::string> recipients;
    std::string data;                          // dot-stuffing undone, CRLF line endings kept
    std::chrono::steady_clock::time_point at;  // when the message was accepted
  };

  int Start(int port = 0) {
    return listener_.Start(port, [this](int fd) { Serve(fd); });
  }
  void Stop() { listener_.Stop(); }
  int port() const { return listener_.port(); }

  std::vector<Message> Messages() const {
    std::lock_guard lock(mutex_);
    return messages_;
  }
  std::size_t Count() const {
    std::lock_guard lock(mutex_);
    return messages_.size();
  }

 private:
  void Serve(int fd) {
    const auto& stopping = listener_.stopping_flag();
    SendAll(fd, "220 sink.test ESMTP\r\n");
    std::string buffer;
    Message current;
    auto has_line = [](const std::string& b) { return b.find("\r\n") != std::string::npos; };
    while (ReadUntil(fd, buffer, has_line, stopping)) {
      auto end = buffer.find("\r\n");
      std::string line = buffer.substr(0, end);
      buffer.erase(0, end + 2);
      std::string verb = line.substr(0, 4);
      std::transform(verb.begin(), verb.end(), verb.begin(),
                     [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
      if (verb == "EHLO") {
        SendAll(fd, "250-sink.test\r\n250 8BITMIME\r\n");
      } else if (verb == "HELO" || verb == "NOOP") {
        SendAll(fd, "250 ok\r\n");
      } else if (verb == "RSET") {
        current = Message{};
        SendAll(fd, "250 ok\r\n");
      } else if (verb == "MAIL") {
        current = Message{};
        auto colon = line.find(':');
        current.from = colon == std::string::npos ? "" : line.substr(colon + 1);
        current.from = current.from.substr(0, current.from.find(' '));
        SendAll(fd, "250 ok\r\n");
      } else if (verb == "RCPT") {
        auto colon = line.find(':');
        current.recipients.push_back(colon == std::string::npos ? "" : line.substr(colon + 1));
        SendAll(fd, "250 ok\r\n");
      } else if (verb == "DATA") {
        SendAll(fd, "354 end with <CRLF>.<CRLF>\r\n");
        auto has_end = [](const std::string& b) {
          return b.starts_with(".\r\n") || b.find("\r\n.\r\n") != std::string::npos;
        };
        if (!ReadUntil(fd, buffer, has_end, stopping)) return;
        std::size_t stop = buffer.starts_with(".\r\n") ? 0 : buffer.find("\r\n.\r\n") + 2;
        std::string data = buffer.substr(0, stop);
        buffer.erase(0, stop + 3);
        // Undo dot-stuffing: a line starting ".." started with "." in the message.
        std::string unstuffed;
        std::size_t start = 0;
        while (start < data.size()) {
          auto line_end = data.find("\r\n", start);
          if (line_end == std::string::npos) line_end = data.size();
          std::string l = data.substr(start, line_end - start);
          if (l.starts_with("..")) l.erase(0, 1);
          unstuffed += l + "\r\n";
          start = line_end + 2;
        }
        current.data = unstuffed;
        current.at = std::chrono::steady_clock::now();
        {
          std::lock_guard lock(mutex_);
          messages_.push_back(current);
        }
        SendAll(fd, "250 queued\r\n");
      } else if (verb == "QUIT") {
        SendAll(fd, "221 bye\r\n");
        return;
      } else {
        SendAll(fd, "502 not implemented\r\n");
      }
    }
  }

  LoopbackListener listener_;
  mutable std::mutex mutex_;
  std::vector<Message> messages_;
};

}  // namespace firm::it
