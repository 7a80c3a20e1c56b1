#include "staff/user_cli.hpp"

#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "common/text.hpp"
#include "config/env_config.hpp"
#include "staff/password.hpp"
#include "staff/secret_box.hpp"

namespace firm::staff {

namespace {

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
  err << common::UsageText({kUserCommands});
  return kCliUsageError;
}

int StorageFailure(std::ostream& err, const StorageError& error) {
  err << "storage error: " << error.message << "\n";
  return kCliStorageError;
}

// Reads and checks a new password; prints the problem and returns nullopt.
std::optional<std::string> NewPassword(std::istream& in, bool terminal, std::ostream& err,
                                       const std::string& username) {
  auto password = ReadPassword(in, terminal, err, "New password: ");
  if (!password) {
    err << "error: no password on stdin\n";
    return std::nullopt;
  }
  if (auto problem = CheckNewPassword(*password, username); !problem.empty()) {
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
common::Result<std::string, int> NewPasswordHash(std::istream& in, bool terminal, std::ostream& err,
                                                 const std::string& username) {
  using R = common::Result<std::string, int>;
  auto password = NewPassword(in, terminal, err, username);
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

namespace {

// The outcome of a change of one user, in words for the operator.
int Report(std::ostream& out, std::ostream& err, const StoreResult<UserChange>& outcome,
           const std::string& username, std::string_view done, std::string_view unchanged) {
  if (!outcome) return StorageFailure(err, outcome.Error());
  if (outcome.Value() == UserChange::kNoSuchUser) {
    err << "error: no user " << username << "\n";
    return kCliUsageError;
  }
  // Checked in the change's own transaction (UserStore::ChangeAccess), not before it.
  if (outcome.Value() == UserChange::kLastAdmin) {
    err << "error: " << username
        << " is the only enabled admin; make another user an admin first\n";
    return kCliUsageError;
  }
  out << "user " << username << " " << (outcome.Value() == UserChange::kDone ? done : unchanged)
      << "\n";
  return kCliOk;
}

int Rekey(UserCliContext& context, std::ostream& out, std::ostream& err) {
  if (context.box == nullptr) return Usage(err, "rekey needs TOTP_KEY");
  auto sealed = context.second_factor.SealedSecrets();
  if (!sealed) return StorageFailure(err, sealed.Error());
  int resealed = 0;
  int unreadable = 0;
  for (const auto& [id, value] : sealed.Value()) {
    if (context.box->IsCurrent(value)) continue;
    auto plain = context.box->Open(value, id);
    if (!plain) {
      ++unreadable;
      continue;
    }
    auto replaced =
        context.second_factor.ReplaceSealedSecret(id, value, context.box->Seal(*plain, id));
    if (!replaced) return StorageFailure(err, replaced.Error());
    ++resealed;
  }
  out << "re-sealed " << resealed << " second-factor secret(s) with TOTP_KEY\n";
  if (unreadable > 0) {
    err << "error: " << unreadable
        << " secret(s) open with neither TOTP_KEY nor TOTP_PREVIOUS_KEY; those users need "
           "'user reset-second-factor'\n";
    return kCliUsageError;
  }
  // Every secret is sealed with TOTP_KEY now: servers with only the previous key stop starting.
  if (auto recorded =
          context.second_factor.RecordSealingKeyId(context.box->KeyId(), storage::NowIso());
      !recorded) {
    return StorageFailure(err, recorded.Error());
  }
  return kCliOk;
}

}  // namespace

int RunUserCommand(const std::vector<std::string>& args, UserCliContext& context, std::istream& in,
                   bool in_is_terminal, std::ostream& out, std::ostream& err) {
  if (args.empty()) return Usage(err);
  const std::string& command = args[0];
  UserStore& store = context.users;
  Actor cli{"cli", storage::NowIso()};

  if (command == "list") {
    if (args.size() != 1) return Usage(err, "list takes no arguments");
    auto users = store.ListUsers(cli.now, cli.now);
    if (!users) return StorageFailure(err, users.Error());
    out << "username\tdisplay name\trole\tsecond factor\tcreated\tstatus\n";
    for (const auto& [user, sessions] : users.Value()) {
      out << user.username << "\t" << user.display_name << "\t" << RoleName(user.role) << "\t"
          << (user.enrolled ? "set up" : "not set up") << "\t" << user.created_at << "\t"
          << (user.disabled_at ? "disabled " + *user.disabled_at : "active") << "\n";
    }
    return kCliOk;
  }
  if (command == "new-key") {
    if (args.size() != 1) return Usage(err, "new-key takes no arguments");
    out << NewSecretKeyText() << "\n";
    return kCliOk;
  }
  if (command == "rekey") {
    if (args.size() != 1) return Usage(err, "rekey takes no arguments");
    return Rekey(context, out, err);
  }

  static const std::vector<std::string> kUserCommands = {
      "add", "password", "disable", "enable", "role", "reset-second-factor"};
  if (std::find(kUserCommands.begin(), kUserCommands.end(), command) == kUserCommands.end()) {
    return Usage(err, "unknown command '" + command + "'");
  }
  if (args.size() < 2) return Usage(err, command + " needs a user name");
  auto username = NormalizeUsername(args[1]);
  if (!username) {
    return Usage(err, "user names have 3 to 64 characters: a-z, 0-9, '.', '_' or '-'");
  }

  if (command == "add") {
    std::string display_name;
    std::optional<Role> role;
    for (std::size_t i = 2; i < args.size(); i += 2) {
      if (i + 1 >= args.size()) return Usage(err, args[i] + " needs a value");
      if (args[i] == "--name") {
        display_name = args[i + 1];
        if (common::HasControlCharacters(display_name) || display_name.size() > kMaxDisplayName) {
          return Usage(err,
                       "the display name must be at most 200 bytes without control characters");
        }
      } else if (args[i] == "--role") {
        role = ParseRole(args[i + 1]);
        if (!role) return Usage(err, "--role is admin or intake");
      } else {
        return Usage(err, "unknown option " + args[i]);
      }
    }
    if (!role) return Usage(err, "add needs --role admin or --role intake");
    auto count = store.CountUsers();
    if (!count) return StorageFailure(err, count.Error());
    if (count.Value() == 0 && *role != Role::kAdmin) {
      return Usage(err, "the first account must be an admin (--role admin)");
    }
    auto hash = NewPasswordHash(in, in_is_terminal, err, *username);
    if (!hash) return hash.Error();
    auto created = store.CreateUser(*username, display_name, *role, hash.Value(), false, cli);
    if (!created) return StorageFailure(err, created.Error());
    if (created.Value() == UserChange::kAlreadyExists) {
      err << "error: user " << *username << " already exists (use: user password " << *username
          << ")\n";
      return kCliUsageError;
    }
    out << "created user " << *username << " (" << RoleName(*role)
        << "); the second factor is set up at the first sign-in\n";
    return kCliOk;
  }

  if (command == "role") {
    if (args.size() != 3) return Usage(err, "role takes a user name and admin or intake");
    auto role = ParseRole(args[2]);
    if (!role) return Usage(err, "the role is admin or intake");
    return Report(out, err, store.SetRole(*username, *role, cli), *username,
                  "is now " + std::string(RoleName(*role)), "already had that role");
  }
  if (args.size() != 2) return Usage(err, command + " takes exactly one user name");

  if (command == "password") {
    auto hash = NewPasswordHash(in, in_is_terminal, err, *username);
    if (!hash) return hash.Error();
    return Report(out, err, store.SetPassword(*username, hash.Value(), false, cli), *username,
                  "has a new password; its sessions have ended", "");
  }
  if (command == "enable") {
    return Report(out, err, store.SetDisabled(*username, false, cli), *username, "enabled",
                  "was not disabled");
  }
  if (command == "reset-second-factor") {
    return Report(out, err, store.ResetSecondFactor(*username, cli), *username,
                  "sets up a new second factor at the next sign-in; its sessions have ended",
                  "had no second factor");
  }
  return Report(out, err, store.SetDisabled(*username, true, cli), *username,
                "disabled; its sessions have ended", "was already disabled");
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
  UserStore users(database.Value());
  SecondFactorStore second_factor(database.Value());
  std::optional<SecretBox> box;
  if (args[0] == "rekey") {
    if (!cfg.totp_key) return Usage(std::cerr, "rekey needs TOTP_KEY (and TOTP_PREVIOUS_KEY)");
    auto made = SecretBoxFromConfig(cfg);
    if (!made) return Usage(std::cerr, made.Error());
    box.emplace(std::move(made).Value());
  }
  UserCliContext context{users, second_factor, box ? &*box : nullptr};
  return RunUserCommand(args, context, std::cin, ::isatty(STDIN_FILENO) == 1, std::cout, std::cerr);
}

}  // namespace firm::staff
