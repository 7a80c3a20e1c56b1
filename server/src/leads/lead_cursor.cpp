// The list's cursor (issue 52, decision 0040): where the page after another starts, in the
// list's order, as the opaque text the API hands out and takes back.
#include <string>
#include <string_view>
#include <vector>

#include "leads/lead_store.hpp"
#include "storage/iso_time.hpp"

namespace firm::leads {

namespace {

bool IsDay(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9')) return false;
  }
  return true;
}

bool IsLowerUuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (c != '-') return false;
    } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::string EncodeCursor(const LeadCursor& cursor) {
  std::string text;
  if (cursor.flag_due) {
    text += *cursor.flag_due;
    text += '~';
  }
  text += cursor.key;
  text += '~';
  text += cursor.id;
  return text;
}

std::optional<LeadCursor> DecodeCursor(std::string_view text) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const auto tilde = text.find('~', start);
    parts.push_back(text.substr(start, tilde == std::string_view::npos ? tilde : tilde - start));
    if (tilde == std::string_view::npos) break;
    start = tilde + 1;
  }
  if (parts.size() < 2 || parts.size() > 3) return std::nullopt;
  if (parts.size() == 3 && !IsDay(parts[0])) return std::nullopt;
  const auto key = parts[parts.size() - 2];
  const auto instant = storage::ParseInstant(key);
  // Only the shapes the list hands out, compared as stored: "2026-03-10T12:00:00.000Z", or with
  // microseconds on PostgreSQL ("2026-03-10T12:00:00.000123Z").
  if (!instant || (key.size() != 24 && key.size() != 27) || key.back() != 'Z') return std::nullopt;
  const std::string millis = storage::IsoTimestamp(*instant);
  if (key.substr(0, 23) != std::string_view(millis).substr(0, 23)) return std::nullopt;
  for (const char c : key.substr(23, key.size() - 24)) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  if (!IsLowerUuid(parts.back())) return std::nullopt;
  std::optional<LeadCursor> cursor(std::in_place);
  if (parts.size() == 3) cursor->flag_due.emplace(parts[0]);
  cursor->key.assign(key);
  cursor->id.assign(parts.back());
  return cursor;
}

std::optional<LeadCursor> NextCursor(const LeadFilter& filter, const std::vector<LeadRow>& page,
                                     int limit) {
  if (page.empty() || static_cast<int>(page.size()) < limit) return std::nullopt;
  const LeadRow& last = page.back();
  // The key at the stored precision (list_key); the ISO forms only for rows read elsewhere.
  const std::string& key = !last.list_key.empty() ? last.list_key
                           : filter.needs_reply && last.reply_waiting_since
                               ? *last.reply_waiting_since
                               : last.created_at;
  return LeadCursor{last.flag_due, key, last.id};
}

}  // namespace firm::leads
