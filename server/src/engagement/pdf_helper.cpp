#include "engagement/pdf_helper.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

extern char** environ;

namespace firm::engagement {

namespace {

using R = common::Result<std::string, std::string>;

// A pipe's two ends, closed on exec and when it goes out of scope.
struct Pipe {
  int read = -1;
  int write = -1;
  bool Open() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return false;
    read = fds[0];
    write = fds[1];
    return true;
  }
  static void Close(int& fd) {
    if (fd >= 0) close(fd);
    fd = -1;
  }
  ~Pipe() {
    Close(read);
    Close(write);
  }
};

}  // namespace

std::filesystem::path PdfHelper::BesideServer() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  return (error ? std::filesystem::path(".") : self.parent_path()) / "firm-agreement-pdf";
}

R PdfHelper::Make(const SignedCopy& copy, bool seal) const {
  const std::string input = SignedCopyJson(copy).dump();
  Pipe in;
  Pipe out;
  Pipe err;
  if (!in.Open() || !out.Open() || !err.Open()) return R::Err("cannot make pipes");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in.read, STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out.write, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err.write, STDERR_FILENO);
  std::vector<std::string> args{binary_.string()};
  if (seal) args.insert(args.end(), {"--seal", seal_file_.string()});
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, binary_.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return R::Err("cannot start " + binary_.string());
  Pipe::Close(in.read);
  Pipe::Close(out.write);
  Pipe::Close(err.write);
  // The input first (the helper reads it all before it writes), then its output and errors.
  std::size_t written = 0;
  while (written < input.size()) {
    const ssize_t n = ::write(in.write, input.data() + written, input.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    written += static_cast<std::size_t>(n);
  }
  Pipe::Close(in.write);
  std::string pdf;
  std::string errors;
  const auto deadline = std::chrono::steady_clock::now() + timeout_;
  pollfd fds[2] = {{out.read, POLLIN, 0}, {err.read, POLLIN, 0}};
  bool timed_out = false;
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      break;
    }
    const int ready = poll(fds, 2, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) break;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      char buffer[64 * 1024];
      const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        (i == 0 ? pdf : errors).append(buffer, static_cast<std::size_t>(n));
        if (errors.size() > 4096) errors.resize(4096);
      } else if (n == 0 || errno != EINTR) {
        fds[i].fd = -1;
      }
    }
  }
  if (timed_out) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out) return R::Err("the PDF helper took too long");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    while (!errors.empty() && (errors.back() == '\n' || errors.back() == '\r')) errors.pop_back();
    return R::Err(errors.empty() ? "the PDF helper failed" : errors);
  }
  if (!pdf.starts_with("%PDF-")) return R::Err("the PDF helper wrote no PDF");
  return R::Ok(std::move(pdf));
}

}  // namespace firm::engagement
