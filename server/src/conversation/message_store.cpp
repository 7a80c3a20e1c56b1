#include "conversation/message_store.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "leads/lead_conversation.hpp"
#include "leads/lead_id.hpp"
#include "outbox/channel.hpp"
#include "outbox/delivery_store.hpp"

namespace firm::conversation {

namespace {

using storage::Fail;
using storage::Transaction;

constexpr std::string_view kSidKnown =
    "SELECT id FROM conversation_messages WHERE provider_sid = $1";
constexpr std::string_view kInsertInbound =
    "INSERT INTO conversation_messages (id, lead_id, direction, kind, author, body, media,"
    " provider_sid, status, created_at, updated_at, answered_at, reply_due_at, possible_opt_out)"
    " VALUES ($1, $2, 'in', 'text', 'worker', $3, $8, $4, 'received', $5, $5, $6, $7, $9)";
constexpr std::string_view kOriginOf =
    "SELECT direction, created_at FROM conversation_messages WHERE id = $1 AND lead_id = $2";
constexpr std::string_view kThreadWaits =
    "SELECT 1 AS waits FROM conversation_messages WHERE lead_id = $1 AND direction = 'in'"
    " AND answered_at IS NULL LIMIT 1";
constexpr std::string_view kCountSince =
    "SELECT count(*) AS texts FROM conversation_messages WHERE kind = $1 AND created_at > $2";
constexpr std::string_view kInsertOutgoing =
    "INSERT INTO conversation_messages (id, lead_id, direction, kind, author, body, client_key,"
    " status, created_at, updated_at) VALUES ($1, $2, 'out', $3, $4, $5, $6, $7, $8, $8)"
    " ON CONFLICT (client_key) DO NOTHING RETURNING id";
constexpr std::string_view kSelectByClientKey =
    "SELECT id FROM conversation_messages WHERE client_key = $1";
constexpr std::string_view kMarkAnswered =
    "UPDATE conversation_messages SET answered_at = $2, updated_at = $2"
    " WHERE lead_id = $1 AND direction = 'in' AND answered_at IS NULL";
constexpr std::string_view kMarkRead =
    "UPDATE conversation_messages SET read_at = $2 WHERE lead_id = $1 AND direction = 'in'"
    " AND read_at IS NULL";
constexpr std::string_view kMarkDue =
    "UPDATE conversation_messages SET escalated_at = $1 WHERE direction = 'in'"
    " AND answered_at IS NULL AND escalated_at IS NULL AND reply_due_at IS NOT NULL"
    " AND reply_due_at <= $1 RETURNING id, lead_id";
// The outbox's view of an outgoing text: a text still 'queued' whose delivery failed or died
// has failed, with the outbox's reason.
constexpr std::string_view kThread =
    "SELECT m.id, m.direction, m.kind, m.author, m.body, m.media, m.status, m.error_code,"
    " m.created_at, m.read_at, m.answered_at, m.possible_opt_out, d.state AS delivery_state,"
    " d.last_error AS delivery_error FROM conversation_messages m"
    " LEFT JOIN deliveries d ON d.lead_id = m.lead_id AND d.channel = 'sms'"
    " AND d.subject_key = CAST(m.id AS TEXT) WHERE m.lead_id = $1"
    " ORDER BY m.created_at, CASE m.direction WHEN 'in' THEN 0 ELSE 1 END, m.id";
constexpr std::string_view kLoadText =
    "SELECT lead_id, kind, body, status FROM conversation_messages WHERE id = $1";
// Followed by the dialect's LockRows: two callbacks for one message apply one after the other.
constexpr std::string_view kSelectForStatus =
    "SELECT id, lead_id, kind, status FROM conversation_messages WHERE provider_sid = $1";
constexpr std::string_view kSelectForStatusById =
    "SELECT id, lead_id, kind, status FROM conversation_messages WHERE id = $1";
constexpr std::string_view kSetSid =
    "UPDATE conversation_messages SET provider_sid = $2, updated_at = $3 WHERE id = $1";
constexpr std::string_view kSetStatus =
    "UPDATE conversation_messages SET status = $2, error_code = $3, updated_at = $4 WHERE id = $1";

std::vector<std::string> MediaFrom(const std::string& json_text) {
  std::vector<std::string> media;
  auto parsed = nlohmann::json::parse(json_text, nullptr, false);
  if (!parsed.is_array()) return media;
  for (const auto& url : parsed) {
    if (url.is_string()) media.push_back(url.get<std::string>());
  }
  return media;
}

// In `tx`: moves the locked message forward to `status` (never back); flags a failed
// acknowledgement on its lead.
StoreResult<StatusChange> MoveStatus(Transaction& tx, const storage::RowView& row,
                                     const std::string& status, const std::string& error,
                                     const std::string& now) {
  StatusChange change{row.Text("id"), row.Text("lead_id"), row.Text("kind"), row.Text("status")};
  if (StatusRank(status) <= StatusRank(change.status)) return StoreResult<StatusChange>::Ok(change);
  if (auto set = tx.Execute(kSetStatus, {change.message_id, status, error, now}); !set) {
    return Fail<StatusChange>(set.Error());
  }
  change.status = status;
  if (change.kind == "acknowledgement" && (status == "failed" || status == "undelivered")) {
    if (auto flagged = leads::NoteAcknowledgementFailed(tx, change.lead_id, now); !flagged) {
      return Fail<StatusChange>(flagged.Error());
    }
  }
  return StoreResult<StatusChange>::Ok(std::move(change));
}

}  // namespace

bool IsProviderSid(std::string_view sid) {
  return sid.size() >= 2 && sid.size() <= 64 && std::all_of(sid.begin(), sid.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
         });
}

int StatusRank(std::string_view status) {
  if (status == "received" || status == "queued") return 1;
  if (status == "sent") return 2;
  if (status == "delivered") return 3;
  if (status == "failed" || status == "undelivered" || status == "refused") return 4;
  return 0;
}

StoreResult<bool> MessageStore::SidKnown(Transaction& tx, const std::string& provider_sid) {
  auto rows = tx.Query(kSidKnown, {provider_sid});
  if (!rows) return Fail<bool>(rows.Error());
  return StoreResult<bool>::Ok(!rows.Value().empty());
}

StoreResult<std::string> MessageStore::InsertInbound(Transaction& tx, const Inbound& text) {
  const std::string id = leads::NewLeadId();
  auto inserted = tx.Execute(
      kInsertInbound, {id, text.lead_id, text.body, text.provider_sid, text.at, text.answered_at,
                       text.reply_due_at, text.media_json, text.possible_opt_out ? "1" : "0"});
  if (!inserted) return Fail<std::string>(inserted.Error());
  return StoreResult<std::string>::Ok(id);
}

StoreResult<std::optional<MessageStore::Origin>> MessageStore::OriginOf(
    Transaction& tx, const std::string& lead_id, const std::string& message_id) {
  using T = std::optional<Origin>;
  auto rows = tx.Query(kOriginOf, {message_id, lead_id});
  if (!rows) return Fail<T>(rows.Error());
  if (rows.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
  const auto& row = rows.Value().front();
  return StoreResult<T>::Ok(
      Origin{row.Text("direction"), row.OptionalInstant("created_at").value_or("")});
}

StoreResult<bool> MessageStore::ThreadWaits(Transaction& tx, const std::string& lead_id) {
  auto rows = tx.Query(kThreadWaits, {lead_id});
  if (!rows) return Fail<bool>(rows.Error());
  return StoreResult<bool>::Ok(!rows.Value().empty());
}

StoreResult<long> MessageStore::CountSince(Transaction& tx, std::string_view kind,
                                           const std::string& since) {
  auto rows = tx.Query(kCountSince, {std::string(kind), since});
  if (!rows) return Fail<long>(rows.Error());
  return StoreResult<long>::Ok(rows.Value().empty() ? 0 : rows.Value().front().Long("texts"));
}

UnitResult MessageStore::WithdrawQueued(Transaction& tx, const std::string& lead_id,
                                        const std::vector<std::string>& client_keys) {
  for (const auto& key : client_keys) {
    auto rows = tx.Query(
        "SELECT id FROM conversation_messages WHERE lead_id = $1 AND client_key = $2"
        " AND status = 'queued'",
        {lead_id, key});
    if (!rows) return UnitResult::Err(rows.Error());
    for (const auto row : rows.Value()) {
      const std::string id = row.Text("id");
      auto withdrawn = outbox::DeliveryStore::WithdrawPending(tx, lead_id, outbox::kSmsChannel, id);
      if (!withdrawn) return UnitResult::Err(withdrawn.Error());
      if (withdrawn.Value() == 0) continue;  // being sent: it stays in the thread
      auto gone = tx.Execute("DELETE FROM conversation_messages WHERE id = $1", {id});
      if (!gone) return gone;
    }
  }
  return UnitResult::Ok({});
}

StoreResult<std::vector<MessageStore::KeyedStatus>> MessageStore::StatusOfKeys(
    Transaction& tx, const std::string& lead_id, const std::vector<std::string>& client_keys) {
  using R = StoreResult<std::vector<KeyedStatus>>;
  std::vector<KeyedStatus> out;
  for (const auto& key : client_keys) {
    auto rows = tx.Query(
        "SELECT client_key, status, error_code FROM conversation_messages WHERE lead_id = $1"
        " AND client_key = $2",
        {lead_id, key});
    if (!rows) return R::Err(rows.Error());
    for (const auto row : rows.Value()) {
      out.push_back({row.Text("client_key"), row.Text("status"), row.Text("error_code")});
    }
  }
  return R::Ok(std::move(out));
}

StoreResult<Queued> MessageStore::QueueText(Transaction& tx, const OutgoingText& text) {
  const std::string id = leads::NewLeadId();
  auto inserted = tx.Query(kInsertOutgoing, {id, text.lead_id, text.kind, text.author, text.body,
                                             text.client_key, "queued", text.now});
  if (!inserted) return Fail<Queued>(inserted.Error());
  if (inserted.Value().empty()) {
    auto existing = tx.Query(kSelectByClientKey, {text.client_key});
    if (!existing) return Fail<Queued>(existing.Error());
    if (existing.Value().empty()) {
      return Fail<Queued>(storage::StorageError{"client key conflict without a row"});
    }
    return StoreResult<Queued>::Ok(Queued{existing.Value().front().Text("id"), false});
  }
  auto queued = outbox::DeliveryStore::QueueAbout(tx, text.lead_id, outbox::kSmsChannel, id,
                                                  text.now, text.due);
  if (!queued) return Fail<Queued>(queued.Error());
  return StoreResult<Queued>::Ok(Queued{id, true});
}

UnitResult MessageStore::InsertAnswered(Transaction& tx, const std::string& lead_id,
                                        const std::string& body, const std::string& at) {
  auto inserted = tx.Query(kInsertOutgoing, {leads::NewLeadId(), lead_id, "keyword_answer",
                                             "system", body, std::nullopt, "sent", at});
  if (!inserted) return UnitResult::Err(inserted.Error());
  return UnitResult::Ok({});
}

UnitResult MessageStore::MarkAnswered(Transaction& tx, const std::string& lead_id,
                                      const std::string& at) {
  if (auto marked = tx.Execute(kMarkAnswered, {lead_id, at}); !marked) return marked;
  return leads::NoteTextsAnswered(tx, lead_id);
}

UnitResult MessageStore::MarkRead(Transaction& tx, const std::string& lead_id,
                                  const std::string& at) {
  if (auto read = tx.Execute(kMarkRead, {lead_id, at}); !read) return read;
  return leads::NoteTextsRead(tx, lead_id);
}

StoreResult<std::vector<DueReply>> MessageStore::MarkDueRepliesEscalated(Transaction& tx,
                                                                         const std::string& now) {
  using T = std::vector<DueReply>;
  auto rows = tx.Query(kMarkDue, {now});
  if (!rows) return Fail<T>(rows.Error());
  T due;
  for (const auto row : rows.Value()) due.push_back(DueReply{row.Text("id"), row.Text("lead_id")});
  return StoreResult<T>::Ok(std::move(due));
}

StoreResult<std::vector<Message>> MessageStore::Thread(const std::string& lead_id) {
  using T = std::vector<Message>;
  auto rows = database_->Query(kThread, {lead_id});
  if (!rows) return Fail<T>(rows.Error());
  T thread;
  for (const auto row : rows.Value()) {
    Message message;
    message.id = row.Text("id");
    message.direction = row.Text("direction");
    message.kind = row.Text("kind");
    message.author = row.Text("author");
    message.body = row.Text("body");
    message.media = MediaFrom(row.Text("media"));
    message.status = row.Text("status");
    message.error = row.Text("error_code");
    const std::string& delivery = row.Text("delivery_state");
    if (message.status == "queued" && (delivery == "failed" || delivery == "dead")) {
      message.status = "failed";
      message.error = row.Text("delivery_error");
    }
    message.created_at = storage::IsoTimestamp(row.Text("created_at"));
    message.read_at = row.OptionalInstant("read_at");
    message.answered_at = row.OptionalInstant("answered_at");
    message.possible_opt_out = row.Long("possible_opt_out") != 0;
    thread.push_back(std::move(message));
  }
  return StoreResult<T>::Ok(std::move(thread));
}

StoreResult<std::optional<TextToSend>> MessageStore::LoadText(const std::string& message_id) {
  using T = std::optional<TextToSend>;
  auto rows = database_->Query(kLoadText, {message_id});
  if (!rows) return Fail<T>(rows.Error());
  if (rows.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
  const auto row = rows.Value().front();
  return StoreResult<T>::Ok(
      TextToSend{row.Text("lead_id"), row.Text("kind"), row.Text("body"), row.Text("status")});
}

UnitResult MessageStore::MoveLocked(const std::string& message_id, const std::string& status,
                                    const std::string& error, const std::string& now,
                                    const std::string& provider_sid) {
  const storage::Dialect dialect = database_->dialect();
  return database_->Transact([&](Transaction& tx) -> UnitResult {
    auto rows =
        tx.Query(std::string(kSelectForStatusById) + std::string(dialect.LockRows()), {message_id});
    if (!rows) return UnitResult::Err(rows.Error());
    if (rows.Value().empty()) return UnitResult::Ok({});
    if (!provider_sid.empty()) {
      if (auto set = tx.Execute(kSetSid, {message_id, provider_sid, now}); !set) return set;
    }
    auto moved = MoveStatus(tx, rows.Value().front(), status, error, now);
    if (!moved) return UnitResult::Err(moved.Error());
    return UnitResult::Ok({});
  });
}

UnitResult MessageStore::RecordAccepted(const std::string& message_id,
                                        const std::string& provider_sid, const std::string& now) {
  return MoveLocked(message_id, "sent", "", now, provider_sid);
}

UnitResult MessageStore::RecordGivenUp(const std::string& message_id, const std::string& status,
                                       const std::string& error, const std::string& now) {
  return MoveLocked(message_id, status, error, now, "");
}

StoreResult<std::optional<StatusChange>> MessageStore::ApplyStatus(const std::string& provider_sid,
                                                                   const std::string& status,
                                                                   const std::string& error_code,
                                                                   const std::string& now) {
  using T = std::optional<StatusChange>;
  const storage::Dialect dialect = database_->dialect();
  return storage::InTransaction<T>(*database_, [&](Transaction& tx) -> StoreResult<T> {
    auto rows =
        tx.Query(std::string(kSelectForStatus) + std::string(dialect.LockRows()), {provider_sid});
    if (!rows) return Fail<T>(rows.Error());
    if (rows.Value().empty()) return StoreResult<T>::Ok(std::nullopt);
    auto moved = MoveStatus(tx, rows.Value().front(), status, error_code, now);
    if (!moved) return Fail<T>(moved.Error());
    return StoreResult<T>::Ok(std::move(moved).Value());
  });
}

}  // namespace firm::conversation
