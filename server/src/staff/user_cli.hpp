#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "staff/second_factor_store.hpp"
#include "staff/secret_box.hpp"
#include "staff/user_store.hpp"

namespace firm::staff {

inline constexpr int kCliOk = 0;
inline constexpr int kCliStorageError = 1;
inline constexpr int kCliUsageError = 2;

// Lower-cased user name when it has 3..64 characters of a-z 0-9 . _ -.
std::optional<std::string> NormalizeUsername(std::string_view text);

// Reads a password up to the first newline (a trailing CR is dropped). On a
// terminal the prompt goes to stderr and echo is off while typing.
std::optional<std::string> ReadPassword(std::istream& in, bool is_terminal, std::ostream& prompt,
                                        std::string_view prompt_text);

// What the user commands work on; `box` only for rekey.
struct UserCliContext {
  UserStore& users;
  SecondFactorStore& second_factor;
  const SecretBox* box = nullptr;
};

// The user commands, a line each (common::UsageText makes the usage of them).
inline constexpr std::string_view kUserCommands =
    "firm-server user add <username> --role admin|intake [--name \"Display Name\"]\n"
    "                                            (password from stdin)\n"
    "firm-server user password <username>       (password from stdin)\n"
    "firm-server user disable|enable <username>\n"
    "firm-server user role <username> admin|intake\n"
    "firm-server user reset-second-factor <username>\n"
    "firm-server user list\n"
    "firm-server user new-key    (prints a new TOTP_KEY)\n"
    "firm-server user rekey      (re-seals every second-factor secret with TOTP_KEY)";

// `firm-server user ...` (args after "user") on an open store; every change
// goes into the audit log as done by "cli". Returns kCliOk, kCliUsageError or
// kCliStorageError.
int RunUserCommand(const std::vector<std::string>& args, UserCliContext& context, std::istream& in,
                   bool in_is_terminal, std::ostream& out, std::ostream& err);

// The whole command: reads DATA_DIR/DATABASE_URL from the environment, opens
// (and migrates) the database, runs RunUserCommand on stdin/stdout/stderr.
int RunUserCli(const std::vector<std::string>& args);

}  // namespace firm::staff
