#pragma once

// Inside conversation/ only: the locks and the opt-out rows that Receive, RecordOptOut and the
// reply share (conversation.cpp, opt_out.cpp).

#include <cstdint>
#include <string_view>

namespace firm::conversation {

// Texts from one number are stored one after another (a PostgreSQL advisory lock on the
// number; SQLite runs writers one at a time), so two texts from a new number start one lead.
// Locks are taken in this order: number, caps, thread.
constexpr std::int32_t kTextsOfNumber = 1819242400;
// A text in and a staff answer on one thread run one after the other: a text is either
// answered by that answer or finds the thread answered and starts it waiting, with its notice.
constexpr std::int32_t kThreadOfLead = 1819242401;

constexpr std::string_view kIsOptedOut = "SELECT 1 AS stopped FROM sms_opt_outs WHERE phone = $1";
constexpr std::string_view kOptOut =
    "INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES ($1, $2)"
    " ON CONFLICT (phone) DO NOTHING";

}  // namespace firm::conversation
