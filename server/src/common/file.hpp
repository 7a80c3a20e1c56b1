#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace firm::common {

// The whole file as bytes; nullopt when it cannot be opened or read.
std::optional<std::string> ReadWholeFile(const std::filesystem::path& path);

}  // namespace firm::common
