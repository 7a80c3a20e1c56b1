// A small reader of the Prometheus text exposition format (0.0.4) for tests:
// enough to check that counters moved and that every line is well formed,
// written from the format's description rather than with the code under test.
#pragma once

#include <cstdlib>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace firm::testing_support {

struct Sample {
  std::string name;
  std::map<std::string, std::string> labels;
  double value = 0;
};

struct Exposition {
  std::vector<Sample> samples;
  std::map<std::string, std::string> types;  // family name -> counter | gauge | histogram ...
  std::map<std::string, std::string> help;
  std::vector<std::string> bad_lines;  // lines that are neither a comment nor a sample

  // Sum of the samples named `name` whose labels include every pair in `match`.
  double Sum(const std::string& name, const std::map<std::string, std::string>& match = {}) const {
    double total = 0;
    for (const auto& sample : samples) {
      if (sample.name != name) continue;
      bool all = true;
      for (const auto& [key, value] : match) {
        auto it = sample.labels.find(key);
        if (it == sample.labels.end() || it->second != value) all = false;
      }
      if (all) total += sample.value;
    }
    return total;
  }

  // The single matching sample's value, if exactly one matches.
  std::optional<double> One(const std::string& name,
                            const std::map<std::string, std::string>& match = {}) const {
    std::optional<double> found;
    int count = 0;
    for (const auto& sample : samples) {
      if (sample.name != name) continue;
      bool all = true;
      for (const auto& [key, value] : match) {
        auto it = sample.labels.find(key);
        if (it == sample.labels.end() || it->second != value) all = false;
      }
      if (all) {
        found = sample.value;
        ++count;
      }
    }
    return count == 1 ? found : std::nullopt;
  }
};

inline Exposition ParseExposition(const std::string& text) {
  static const std::regex kSample(
      R"(^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? ([-+0-9.eE]+|NaN|[+-]Inf)( [0-9]+)?$)");
  static const std::regex kLabel(R"re(([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?)re");
  static const std::regex kComment(R"(^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$)");
  Exposition out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    std::smatch match;
    if (line.starts_with("#")) {
      if (std::regex_match(line, match, kComment)) {
        (match[1] == "TYPE" ? out.types : out.help)[match[2]] = match[3];
      } else {
        out.bad_lines.push_back(line);
      }
      continue;
    }
    if (!std::regex_match(line, match, kSample)) {
      out.bad_lines.push_back(line);
      continue;
    }
    Sample sample;
    sample.name = match[1];
    std::string labels = match[3];
    std::string rest;
    for (std::sregex_iterator it(labels.begin(), labels.end(), kLabel), end; it != end; ++it) {
      sample.labels[(*it)[1]] = (*it)[2];
      rest += it->str();
    }
    if (rest != labels) {
      out.bad_lines.push_back(line);
      continue;
    }
    sample.value = std::strtod(match[4].str().c_str(), nullptr);
    out.samples.push_back(std::move(sample));
  }
  return out;
}

}  // namespace firm::testing_support
