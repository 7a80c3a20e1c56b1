#include "admin/user_cli.hpp"

#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "admin/password.hpp"
#include "common/text.hpp"
#include "config/env_config.hpp"

namespace firm::admin {

namespace {

constexpr std::string_view kUserUsage =
    "usage: firm-server user add <username> [--name \"Display Name\"]   (password from stdin)\n"
    "       firm-server user password <username>                     (password from stdin)\n"
    "       firm-server user disable <username>\n"
    "       firm-server user list\n";
constexpr std::size_t kMaxDisplayName = 200;

// Restores the terminal however the read ends.
class EchoOff {
 public:
  EchoOff() {
    if (tcgetattr(STDIN_FILENO, &saved_) == 0) {
      termios quiet = saved_;
      quiet.c_lflag &= static_cast<tcflag_t>(~ECHO);
      active_ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0;
    }
  }
  ~EchoOff() {
    if (active_) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_);
  }
  EchoOff(const EchoOff&) = delete;
  EchoOff& operator=(const EchoOff&) = delete;

 private:
  termios saved_{};
  bool active_ = false;
};

int Usage(std::ostream& err, std::string_view problem = {}) {
  if (!problem.empty()) err << "error: " << problem << "\n";
  err << kUserUsage;
  return kCliUsageError;
}

int StorageFailure(std::ostream& err, const StorageError& error) {
  err << "storage error: " << error.message << "\n";
  return kCliStorageError;
}

// Reads and checks a new password; prints the problem and returns nullopt.
std::optional<std::string> NewPassword(std::istream& in, bool terminal, std::ostream& err) {
  auto password = ReadPassword(in, terminal, err, "New password: ");
  if (!password) {
    err << "error: no password on stdin\n";
    return std::nullopt;
  }
  if (auto problem = CheckPasswordLength(*password); !problem.empty()) {
    err << "error: " << problem << "\n";
    return std::nullopt;
  }
  if (terminal) {
    auto again = ReadPassword(in, terminal, err, "Repeat it: ");
    if (!again || *again != *password) {
      err << "error: the passwords differ\n";
      return std::nullopt;
    }
  }
  return password;
}

// The argon2id hash of a new password read as NewPassword does, or the exit
// code after printing the problem.
common::Result<std::string, int> NewPasswordHash(std::istream& in, bool terminal,
                                                 std::ostream& err) {
  using R = common::Result<std::string, int>;
  auto password = NewPassword(in, terminal, err);
  if (!password) return R::Err(kCliUsageError);
  auto hash = HashPassword(*password);
  if (!hash) {
    err << "error: " << hash.Error() << "\n";
    return R::Err(kCliStorageError);
  }
  return R::Ok(std::move(hash).Value());
}

}  // namespace

std::optional<std::string> NormalizeUsername(std::string_view text) {
  if (text.size() < 3 || text.size() > 64) return std::nullopt;
  std::string out;
  for (char c : text) {
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool ok = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') || lower == '.' ||
              lower == '_' || lower == '-';
    if (!ok) return std::nullopt;
    out += lower;
  }
  return out;
}

std::optional<std::string> ReadPassword(std::istream& in, bool is_terminal, std::ostream& prompt,
                                        std::string_view prompt_text) {
  std::string line;
  bool got = false;
  if (is_terminal) {
    prompt << prompt_text << std::flush;
    EchoOff quiet;
    got = static_cast<bool>(std::getline(in, line));
    prompt << "\n";
  } else {
    got = static_cast<bool>(std::getline(in, line));
  }
  if (!got && line.empty()) return std::nullopt;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

int RunUserCommand(const std::vector<std::string>& args, AccountStore& store, AuditLog& audit,
                   std::istream& in, bool in_is_terminal, std::ostream& out, std::ostream& err) {
  if (args.empty()) return Usage(err);
  const std::string& command = args[0];
  std::string now = storage::NowIso();

  if (command == "list") {
    if (args.size() != 1) return Usage(err, "list takes no arguments");
    auto users = store.ListUsers();
    if (!users) return StorageFailure(err, users.Error());
    out << "username\tdisplay name\tcreated\tstatus\n";
    for (const auto& user : users.Value()) {
      out << user.username << "\t" << user.display_name << "\t" << user.created_at << "\t"
          << (user.disabled_at ? "disabled " + *user.disabled_at : "active") << "\n";
    }
    return kCliOk;
  }

  if (command != "add" && command != "password" && command != "disable") {
    return Usage(err, "unknown command '" + command + "'");
  }
  if (args.size() < 2) return Usage(err, command + " needs a user name");
  auto username = NormalizeUsername(args[1]);
  if (!username) {
    return Usage(err, "user names have 3 to 64 characters: a-z, 0-9, '.', '_' or '-'");
  }

  if (command == "add") {
    std::string display_name;
    if (args.size() == 4 && args[2] == "--name") {
      display_name = args[3];
      if (common::HasControlCharacters(display_name) || display_name.size() > kMaxDisplayName) {
        return Usage(err, "the display name must be at most 200 bytes without control characters");
      }
    } else if (args.size() != 2) {
      return Usage(err, "add takes a user name and optionally --name \"Display Name\"");
    }
    auto hash = NewPasswordHash(in, in_is_terminal, err);
    if (!hash) return hash.Error();
    auto created = store.CreateUser(*username, display_name, hash.Value(), now);
    if (!created) return StorageFailure(err, created.Error());
    if (created.Value() == UserChange::kAlreadyExists) {
      err << "error: user " << *username << " already exists (use: user password " << *username
          << ")\n";
      return kCliUsageError;
    }
    (void)audit.Record(AuditEntry{now, "cli", "user.created", *username, ""});
    out << "created user " << *username << "\n";
    return kCliOk;
  }

  if (args.size() != 2) return Usage(err, command + " takes exactly one user name");

  if (command == "password") {
    auto hash = NewPasswordHash(in, in_is_terminal, err);
    if (!hash) return hash.Error();
    auto changed = store.SetPassword(*username, hash.Value());
    if (!changed) return StorageFailure(err, changed.Error());
    if (changed.Value() == UserChange::kNoSuchUser) {
      err << "error: no user " << *username << "\n";
      return kCliUsageError;
    }
    (void)audit.Record(AuditEntry{now, "cli", "user.password_changed", *username, ""});
    out << "password changed for " << *username << "; its sessions have ended\n";
    return kCliOk;
  }

  auto disabled = store.DisableUser(*username, now);
  if (!disabled) return StorageFailure(err, disabled.Error());
  if (disabled.Value() == UserChange::kNoSuchUser) {
    err << "error: no user " << *username << "\n";
    return kCliUsageError;
  }
  if (disabled.Value() == UserChange::kDone) {
    (void)audit.Record(AuditEntry{now, "cli", "user.disabled", *username, ""});
  }
  out << "user " << *username
      << (disabled.Value() == UserChange::kDone ? " disabled" : " was already disabled")
      << "; its sessions have ended\n";
  return kCliOk;
}

int RunUserCli(const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") return Usage(std::cerr);
  // Only the storage settings matter here; the site and forms need not exist.
  auto parsed = config::ParseConfig(config::ReadProcessEnvironment(), 1);
  if (!parsed) {
    for (const auto& error : parsed.Error()) std::cerr << "configuration error: " << error << "\n";
    return kCliUsageError;
  }
  const config::Config& cfg = parsed.Value();

  common::Result<std::shared_ptr<storage::Database>, StorageError> database =
      common::Result<std::shared_ptr<storage::Database>, StorageError>::Err({});
  if (cfg.database_url) {
    database = storage::OpenPostgresDatabase(*cfg.database_url, 1);
  } else {
    std::error_code ec;
    std::filesystem::create_directories(cfg.data_dir, ec);
    database = storage::OpenSqliteDatabase((cfg.data_dir / "firm.db").string());
  }
  if (!database) return StorageFailure(std::cerr, database.Error());
  AccountStore store(database.Value());
  AuditLog audit(database.Value());
  return RunUserCommand(args, store, audit, std::cin, ::isatty(STDIN_FILENO) == 1, std::cout,
                        std::cerr);
}

}  // namespace firm::admin
