#include "storage/database.hpp"

#include <charconv>
#include <cstdio>
#include <ctime>
#include <stdexcept>

namespace firm::storage {

const Value& RowView::Optional(std::string_view column) const {
  for (std::size_t c = 0; c < columns_->size(); ++c) {
    if ((*columns_)[c] == column) return values_->at(c);
  }
  throw std::logic_error("no column \"" + std::string(column) + "\" in this result");
}

const std::string& RowView::Text(std::string_view column) const {
  static const std::string kEmpty;
  const auto& value = Optional(column);
  return value ? *value : kEmpty;
}

std::optional<std::string> RowView::OptionalInstant(std::string_view column) const {
  const Value& value = Optional(column);
  if (!value) return std::nullopt;
  return IsoTimestamp(*value);
}

long RowView::Long(std::string_view column) const {
  const std::string& text = Text(column);
  long out = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) {
    throw std::logic_error("column \"" + std::string(column) + "\" is not a whole number");
  }
  return out;
}

QueryOutcome Database::Query(std::string_view sql, const Params& params) {
  return QueryIn(false, sql, params);
}

QueryOutcome Database::QueryIn(bool read, std::string_view sql, const Params& params) {
  QueryResult out;
  const Body body = [&](Transaction& tx) {
    auto result = tx.Query(sql, params);
    if (!result) return UnitResult::Err(result.Error());
    out = std::move(result).Value();
    return UnitResult::Ok({});
  };
  auto done = read ? Read(body) : Transact(body);
  if (!done) return QueryOutcome::Err(done.Error());
  return QueryOutcome::Ok(std::move(out));
}

std::string IsoTimestamp(std::chrono::system_clock::time_point time) {
  auto seconds = std::chrono::system_clock::to_time_t(time);
  auto millis =
      std::chrono::duration_cast<std::chrono::milliseconds>(time.time_since_epoch()) % 1000;
  if (millis.count() < 0) {
    millis += std::chrono::milliseconds(1000);
    --seconds;
  }
  std::tm tm{};
  gmtime_r(&seconds, &tm);
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                static_cast<int>(millis.count()));
  return buffer;
}

std::string IsoTimestamp(std::string_view stored) {
  // Already ISO (SQLite stores what the application wrote).
  if (stored.size() == 24 && stored[10] == 'T' && stored.back() == 'Z') return std::string(stored);
  // PostgreSQL in a UTC session: "YYYY-MM-DD HH:MM:SS[.f{1,6}]+00".
  if (stored.size() < 19) return std::string(stored);
  std::string out(stored.substr(0, 19));
  out[10] = 'T';
  std::string fraction;
  if (stored.size() > 19 && stored[19] == '.') {
    for (std::size_t i = 20; i < stored.size() && stored[i] >= '0' && stored[i] <= '9'; ++i) {
      fraction += stored[i];
    }
  }
  fraction.resize(3, '0');
  return out + "." + fraction.substr(0, 3) + "Z";
}

}  // namespace firm::storage
