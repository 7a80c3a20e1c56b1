#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "http/client_address.hpp"

namespace firm::config {

using EnvMap = std::map<std::string, std::string>;

// INTAKE_RATE_LIMIT: "N/S" (N attempts per S seconds per address) or "off".
struct RateLimitSetting {
  bool off = false;
  unsigned per_address = 0;
  unsigned window_seconds = 0;
};

// WEBHOOK_*: where each lead is POSTed as signed JSON.
struct WebhookSettings {
  std::string url;     // http:// or https://; never logged (it may carry a token)
  std::string secret;  // HMAC-SHA256 key, at least kMinWebhookSecretBytes
  // WEBHOOK_SECRET_PREVIOUS: also signed with during a rotation window.
  std::optional<std::string> previous_secret;
};

// SMTP_*: the staff notification e-mail.
struct SmtpSettings {
  std::string url;  // smtp://host[:port] or smtps://host[:port]
  std::optional<std::string> user;
  std::optional<std::string> password;
  std::string from;  // bare addresses, checked: no display name, no CR/LF
  std::string to;
  // SMTP_STARTTLS=require (default): a plain smtp:// connection must upgrade
  // to TLS or the send fails; off is for a loopback relay or test sink only.
  bool require_starttls = true;
};

// SMS_*: a provider with Twilio's Messages API (POST form-encoded To, From,
// Body to SMS_URL/2010-04-01/Accounts/SMS_ACCOUNT/Messages.json, basic auth).
// SMS_TOKEN also signs the provider's inbound requests (X-Twilio-Signature).
struct SmsSettings {
  std::string url;      // base URL, http(s)://host[:port][/path]; never logged
  std::string account;  // the account id (basic auth user)
  std::string token;    // never logged
  std::string from;     // E.164 sender number
};

// OUTBOX_*: the delivery worker.
struct OutboxSettings {
  std::optional<WebhookSettings> webhook;
  std::optional<SmtpSettings> smtp;
  // ACK_EMAIL_FROM: with SMTP_URL, every lead's worker gets an acknowledgement
  // from this address. Unset: none is sent.
  std::optional<std::string> ack_email_from;
  // With it, a case review whose worker agreed to texts gets one.
  std::optional<SmsSettings> sms;
  // ESCALATION_EMAIL: with SMTP_URL, who hears of a lead past the first-contact
  // time. The webhook (when set) gets a lead.sla_breached event as well.
  std::optional<std::string> escalation_email;
  // SLA_FIRST_CONTACT_MINUTES: how long a lead may wait for a first contact attempt.
  unsigned sla_first_contact_minutes = 15;
  // SLA_CHECK_INTERVAL: how often each process looks for leads past it.
  std::chrono::milliseconds sla_check_interval{30'000};
  unsigned max_attempts = 12;
  std::chrono::milliseconds retry_base{30'000};
  std::chrono::milliseconds retry_max{3'600'000};
  std::chrono::milliseconds poll_interval{1'000};
  // One send (connect + transfer); a claim's lease is kLeaseFactor times this.
  std::chrono::milliseconds send_timeout{15'000};
  unsigned workers = 2;

  bool AnyChannel() const { return webhook.has_value() || smtp.has_value() || sms.has_value(); }
};

// A weekly schedule in California time (America/Los_Angeles): minutes after local midnight,
// by weekday (0 = Sunday). OFFICE_HOURS, like "Mon-Fri 08:00-18:00, Sat 09:00-13:00".
struct WeeklyHours {
  struct Range {
    unsigned weekday = 0;
    unsigned start_minute = 0;  // inclusive
    unsigned end_minute = 0;    // exclusive, after start; at most 24:00
  };
  std::vector<Range> ranges;  // sorted by weekday, then start; never overlapping
};

// A daily window in California time, "21:00-08:00" (QUIET_HOURS): it wraps past midnight
// when the start is after the end.
struct DailyWindow {
  unsigned start_minute = 21 * 60;
  unsigned end_minute = 8 * 60;
};

// One step of FOLLOW_UP_CADENCE: the wait after a try logged as no answer or left message
// ("15m", "2h", "3d"), or the next morning's office opening ("next-morning").
struct CadenceStep {
  bool next_morning = false;
  std::chrono::minutes after{0};
};
inline constexpr std::size_t kMaxCadenceSteps = 5;  // at most six tries in all

// The conversation after the first answer (issue 34).
struct ConversationSettings {
  // SLA_REPLY_MINUTES: how long a text from a worker may wait for an answer, counted in
  // office hours only.
  unsigned reply_minutes = 15;
  WeeklyHours office_hours;          // OFFICE_HOURS; default Mon-Fri 08:00-18:00
  DailyWindow quiet_hours;           // QUIET_HOURS; no automatic text inside it
  std::vector<CadenceStep> cadence;  // FOLLOW_UP_CADENCE; default 15m,2h,next-morning,3d,7d
  // FOLLOW_UP_TEXT=on: a text to the worker after a try logged as no answer or left message.
  bool follow_up_text = false;
  // SAVED_REPLIES_FILE; by default FORMS_DIR/../conversation/saved-replies.json.
  std::filesystem::path saved_replies_file = "./config/forms/../conversation/saved-replies.json";
  // What texting the firm may cost it (issue 50), counted in the database over the last hour
  // (every server on it together); 0: no cap ("off").
  // SMS_NEW_LEADS_PER_HOUR: leads a text from a new number starts. Past it such a text is still
  // a lead waiting in the inbox, but nothing announces or answers it.
  unsigned new_text_leads_per_hour = 30;
  // SMS_AUTO_ANSWERS_PER_HOUR: automatic answers to those texts. Past it the lead is announced
  // but not answered.
  unsigned auto_answers_per_hour = 30;
};

// Booking a call (issue 35). Slots are `call_minutes` long and start `call_minutes +
// buffer_minutes` apart within each staff member's hours.
struct BookingSettings {
  unsigned call_minutes = 30;         // BOOKING_CALL_MINUTES, 10 to 240
  unsigned buffer_minutes = 10;       // BOOKING_BUFFER_MINUTES, 0 to 120
  unsigned horizon_days = 14;         // BOOKING_HORIZON_DAYS: how far ahead, 1 to 60
  unsigned min_notice_minutes = 120;  // BOOKING_MIN_NOTICE_MINUTES, 0 to 7 days
  // BOOKING_TOKEN_KEY: signs the workers' move-or-cancel links (at least 32 bytes). Unset: a
  // key made once and kept in the database, the same for every server on it. Never logged.
  std::optional<std::string> token_key;
  // BOOKING_CONTACT_LIMIT "N/S" or "off": at most N bookings made (moves included) in S seconds
  // for one phone number, and for one e-mail address, counted in the database (issue 50).
  // 0: off.
  unsigned contact_limit = 5;
  unsigned contact_window_seconds = 86400;
  // BOOKING_SLOTS_RATE_LIMIT "N/S" or "off": reads of the open slots (GET /api/booking/slots,
  // the /book page's list) per client address, in each server process. 0: off.
  unsigned slots_limit = 120;
  unsigned slots_window_seconds = 600;
};
inline constexpr std::size_t kMinBookingTokenKeyBytes = 32;

// METRICS_*: the Prometheus endpoint. Off the public port unless a token is set.
struct MetricsSettings {
  // METRICS_PORT: a separate listener for GET /metrics; unset, none.
  std::optional<std::uint16_t> port;
  // METRICS_HOST: its address, loopback unless a token protects it.
  std::string host = "127.0.0.1";
  // METRICS_TOKEN: with it, GET /metrics also answers on the public port to
  // "Authorization: Bearer <token>" (and only then), and a METRICS_PORT bound
  // to a non-loopback METRICS_HOST needs it too. Never logged.
  std::optional<std::string> token;
  // True when the METRICS_PORT listener must check the token.
  bool listener_needs_token = false;
};

inline constexpr std::size_t kMinMetricsTokenBytes = 32;

// 127.0.0.0/8, ::1 or "localhost".
bool IsLoopbackHost(std::string_view host);

inline constexpr std::size_t kMinWebhookSecretBytes = 32;
inline constexpr unsigned kMaxOutboxWorkers = 16;
inline constexpr unsigned kMaxStaffWorkers = 16;
inline constexpr unsigned kMaxStaffQueue = 256;
inline constexpr unsigned kMaxDatabaseReaders = 32;

// Read once at start-up and then only passed around by const reference.
struct Config {
  std::string host = "0.0.0.0";
  std::uint16_t port = 8080;
  std::filesystem::path data_dir = "./data";
  std::optional<std::string> database_url;
  std::filesystem::path site_dir = "./web/build/site";
  unsigned threads = 1;
  // CONNECTIONS_PER_ADDRESS: open connections one client address may hold (0: no cap).
  std::size_t connections_per_address = 64;
  std::optional<std::string> site_origin;
  bool hsts = false;
  std::filesystem::path forms_dir = "./config/forms";
  // DEADLINES_FILE; by default FORMS_DIR/../deadlines/rules.json (read at start-up, exit 1).
  std::filesystem::path deadlines_file = "./config/forms/../deadlines/rules.json";
  // The fee agreement templates: rules.json and templates/ (engagement/agreement_templates).
  std::filesystem::path agreements_dir = "./config/forms/../agreements";
  // SITE_MODE=production: the firm's live site; sample agreement templates are refused.
  bool production = false;
  // A sent fee agreement's link: AGREEMENT_LINK_DAYS (1 to 60) before it expires, and the
  // reminders to sign, AGREEMENT_REMINDER_DAYS days after sending ("1,3,6"; up to five,
  // ascending, each before the link expires; "none" for no reminder).
  unsigned agreement_link_days = 14;
  std::vector<unsigned> agreement_reminder_days = {1, 3, 6};
  // AGREEMENT_SEAL_FILE: PEM with the private key and certificate that seal signed agreements'
  // PDFs. Unset: DATA_DIR/agreement-seal.pem, made with a self-signed certificate at first start.
  std::optional<std::filesystem::path> agreement_seal_file;
  // AGREEMENT_PDF_HELPER: the firm-agreement-pdf binary; unset: the one beside firm-server.
  std::optional<std::filesystem::path> agreement_pdf_helper;
  // Unset: the limit in FORMS_DIR/rules.json.
  std::optional<RateLimitSetting> intake_rate_limit;
  // TRUST_PROXY: a hop count or the proxies' addresses (http/client_address.hpp).
  http::ProxyTrust trust_proxy;
  // REQUEST_TIMEOUT: a request must arrive whole within it (else 408), an answer
  // must be written within it, and a kept-alive connection idle for it closes.
  std::chrono::milliseconds request_timeout{10'000};
  // SHUTDOWN_TIMEOUT: how long SIGTERM waits for received requests to be answered.
  std::chrono::milliseconds shutdown_timeout{15'000};
  // Third-party tags, off unless set; they load in the browser only after consent.
  std::optional<std::string> gtag_id;
  std::optional<std::string> meta_pixel_id;
  // Admin sessions end after this long without a request, and this long in all.
  unsigned admin_session_idle_minutes = 30;
  unsigned admin_session_max_hours = 12;
  // The key that seals staff second-factor secrets (base64 of 32 bytes), and
  // the one before it while a rotation runs (docs/runbook.md). Unset: a key
  // file in DATA_DIR, made on first use.
  std::optional<std::string> totp_key;
  std::optional<std::string> totp_previous_key;
  // The staff area's handlers run on workers of their own, never on the event loops
  // (docs/decisions/0039): STAFF_WORKERS threads (1 to 16), and STAFF_QUEUE requests (0 to
  // 256) waiting for one; past them a staff request is answered 503 with Retry-After.
  unsigned staff_workers = 2;
  unsigned staff_queue = 16;
  // DATABASE_READERS (1 to 32): SQLite's read connections beside its one writer; on
  // PostgreSQL the pooled connections reads may hold at once (never the last one).
  unsigned database_readers = 4;
  // TEST_STAFF_READ_DELAY (tests only; unset: none): each staff request first holds a read
  // transaction this long, standing in for a slow staff query (0ms to 5s).
  std::chrono::milliseconds test_staff_read_delay{0};
  // Delivery targets; with none set leads are only stored.
  OutboxSettings outbox;
  ConversationSettings conversation;
  BookingSettings booking;
  MetricsSettings metrics;
};

inline constexpr unsigned kMaxThreads = 64;
// The server holds at most 1,024 connections in all.
inline constexpr std::size_t kMaxConnectionsPerAddress = 1024;

// The variables the server understands; only these are read from the process.
extern const std::vector<std::string> kKnownVariables;

// Pure: no filesystem or process access, so every rule is unit-testable. Empty
// values are treated like unset ones (container tooling often exports VAR=).
// On failure returns every problem found, one message per line.
common::Result<Config, std::vector<std::string>> ParseConfig(const EnvMap& env,
                                                             unsigned hardware_threads);

// The checks that need the filesystem: creates DATA_DIR if missing, checks it is
// writable, that SITE_DIR holds a manifest.json and FORMS_DIR a rules.json.
// Returns the problems found.
std::vector<std::string> PrepareFilesystem(const Config& config);

// ParseConfig + PrepareFilesystem, reporting the problems of both together (the
// filesystem checks run even when other variables are invalid).
common::Result<Config, std::vector<std::string>> LoadConfig(const EnvMap& env,
                                                            unsigned hardware_threads);

// Snapshot of the known variables from the real environment.
EnvMap ReadProcessEnvironment();

}  // namespace firm::config
