-- Booking a call (issue 35): each staff member's hours, days off and call languages; booked
-- calls, one per slot and one current per lead; calendar feeds; the key that signs the links
-- workers use to move or cancel a call.
-- SQLite cannot change a CHECK constraint: leads, conversation_messages and deliveries are
-- rebuilt (same rows, same ids), foreign keys off as in 0007.

CREATE TABLE leads_new (
  id            TEXT PRIMARY KEY,
  form_type     TEXT NOT NULL
                CHECK (form_type IN ('case_review', 'harassment_questionnaire', 'text_message',
                                      'call_booking')),
  submission_id TEXT NOT NULL,
  created_at    TEXT NOT NULL,  -- UTC, ISO 8601 with milliseconds and Z
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,  -- E.164
  issue_types   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(issue_types)),
  answers       TEXT NOT NULL CHECK (json_valid(answers)),
  landing_page  TEXT NOT NULL DEFAULT '',
  utm_source    TEXT NOT NULL DEFAULT '',
  utm_medium    TEXT NOT NULL DEFAULT '',
  utm_campaign  TEXT NOT NULL DEFAULT '',
  user_agent    TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL DEFAULT 'new',
  reference     TEXT NOT NULL DEFAULT '',
  first_contact_at TEXT,
  sla_escalated_at TEXT,
  assigned_to   TEXT REFERENCES admin_users (id) ON DELETE SET NULL,
  employer      TEXT NOT NULL DEFAULT '',
  employer_key  TEXT NOT NULL DEFAULT '',
  deadlines_at  TEXT,
  language      TEXT NOT NULL DEFAULT 'en',
  -- Kept by conversation/ through leads/, so the inbox filters and sorts on leads alone.
  -- The oldest text from the worker that no one has answered yet; NULL when none waits.
  reply_waiting_since TEXT,
  -- Texts from the worker that no staff member has opened yet ("New reply").
  unread_replies INTEGER NOT NULL DEFAULT 0,
  -- The acknowledgement text failed or was not delivered.
  ack_failed_at TEXT,
  -- The follow-up cadence: tries logged as no answer or left message, when the next is due,
  -- and the try whose reminder has been queued (one reminder a try).
  follow_up_tries INTEGER NOT NULL DEFAULT 0,
  next_try_at   TEXT,
  try_reminded  INTEGER NOT NULL DEFAULT 0,
  -- The start of the lead's booked call while one is booked (kept by booking/ through leads/):
  -- the first-contact clock waits for it instead of escalating.
  booked_call_at TEXT,
  CONSTRAINT leads_submission_unique UNIQUE (form_type, submission_id)
);
INSERT INTO leads_new (id, form_type, submission_id, created_at, first_name, last_name, email,
    phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign, user_agent,
    status, reference, first_contact_at, sla_escalated_at, assigned_to, employer, employer_key,
    deadlines_at, language, reply_waiting_since, unread_replies, ack_failed_at, follow_up_tries,
    next_try_at, try_reminded)
  SELECT id, form_type, submission_id, created_at, first_name, last_name, email,
    phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign, user_agent,
    status, reference, first_contact_at, sla_escalated_at, assigned_to, employer, employer_key,
    deadlines_at, language, reply_waiting_since, unread_replies, ack_failed_at, follow_up_tries,
    next_try_at, try_reminded FROM leads;
DROP TABLE leads;
ALTER TABLE leads_new RENAME TO leads;
CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_status_created_at ON leads (status, created_at);
CREATE INDEX leads_utm_source ON leads (utm_source);
CREATE INDEX leads_reference ON leads (reference);
CREATE INDEX leads_waiting ON leads (created_at) WHERE first_contact_at IS NULL;
CREATE INDEX leads_unescalated ON leads (created_at) WHERE sla_escalated_at IS NULL;
CREATE INDEX leads_assigned_to ON leads (assigned_to);
CREATE INDEX leads_phone ON leads (phone);
CREATE INDEX leads_email ON leads (lower(email));
CREATE INDEX leads_employer_key ON leads (employer_key) WHERE employer_key <> '';
CREATE INDEX leads_deadlines_missing ON leads (created_at) WHERE deadlines_at IS NULL;
CREATE INDEX leads_language ON leads (language, created_at);
CREATE INDEX leads_reply_waiting ON leads (reply_waiting_since) WHERE reply_waiting_since IS NOT NULL;
CREATE INDEX leads_next_try ON leads (next_try_at) WHERE next_try_at IS NOT NULL;

-- Weekly hours, California wall-clock minutes from midnight (0 = Sunday .. 6 = Saturday).
CREATE TABLE booking_hours (
  user_id      TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  weekday      INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute   INTEGER NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (end_minute > start_minute),
  PRIMARY KEY (user_id, weekday, start_minute)
);
CREATE TABLE booking_days_off (
  user_id TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  day     TEXT NOT NULL,
  PRIMARY KEY (user_id, day)
);
CREATE TABLE booking_languages (
  user_id  TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'es')),
  PRIMARY KEY (user_id, language)
);

CREATE TABLE bookings (
  id           TEXT PRIMARY KEY,
  lead_id      TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  user_id      TEXT REFERENCES admin_users (id) ON DELETE SET NULL,
  starts_at    TEXT NOT NULL,
  ends_at      TEXT NOT NULL,
  language     TEXT NOT NULL CHECK (language IN ('en', 'es')),
  state        TEXT NOT NULL CHECK (state IN ('booked', 'done', 'no_show', 'cancelled', 'moved')),
  requested_at TEXT NOT NULL,   -- when the lead arrived (the report's time to the call)
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  escalated_at TEXT             -- the call passed with no contact: staff were told
);
-- The race guard: one booked call per person and start, and one booked call per lead. A
-- booking is INSERT ... ON CONFLICT DO NOTHING: the loser of a race inserts nothing.
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (user_id, starts_at) WHERE state = 'booked';
CREATE UNIQUE INDEX bookings_one_per_lead ON bookings (lead_id) WHERE state = 'booked';
CREATE INDEX bookings_starts_at ON bookings (starts_at);
CREATE INDEX bookings_lead ON bookings (lead_id, created_at);

-- A user's private calendar feed: only the SHA-256 of the secret in its URL is kept.
CREATE TABLE calendar_feeds (
  user_id     TEXT PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
  secret_hash TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL
);

-- The key that signs the workers' move-or-cancel links, made once by the first server to
-- start, so that every server on one database signs and checks with the same key.
CREATE TABLE booking_keys (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  secret     TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE conversation_messages_new (
  id           TEXT PRIMARY KEY,
  lead_id      TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  direction    TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  kind         TEXT NOT NULL CHECK (kind IN ('text', 'acknowledgement', 'reply', 'follow_up',
                                             'auto_answer', 'keyword_answer',
                                             'booking')),
  author       TEXT NOT NULL,            -- a staff user name, 'system' or 'worker'
  body         TEXT NOT NULL,
  media        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(media)),  -- MMS links as given
  provider_sid TEXT UNIQUE,              -- the provider's MessageSid
  client_key   TEXT UNIQUE,              -- a staff reply's idempotency key
  status       TEXT NOT NULL CHECK (status IN ('received', 'queued', 'sent', 'delivered',
                                               'failed', 'undelivered', 'refused')),
  error_code   TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  read_at      TEXT,
  answered_at  TEXT,
  reply_due_at TEXT,                     -- in office hours, SLA_REPLY_MINUTES after arrival
  escalated_at TEXT
);
INSERT INTO conversation_messages_new (id, lead_id, direction, kind, author, body, media, provider_sid, client_key, status,
    error_code, created_at, updated_at, read_at, answered_at, reply_due_at, escalated_at)
  SELECT id, lead_id, direction, kind, author, body, media, provider_sid, client_key, status,
    error_code, created_at, updated_at, read_at, answered_at, reply_due_at, escalated_at FROM conversation_messages;
DROP TABLE conversation_messages;
ALTER TABLE conversation_messages_new RENAME TO conversation_messages;
CREATE INDEX conversation_messages_lead ON conversation_messages (lead_id, created_at);
CREATE INDEX conversation_messages_reply_due ON conversation_messages (reply_due_at)
  WHERE answered_at IS NULL AND escalated_at IS NULL AND reply_due_at IS NOT NULL;

CREATE TABLE deliveries_new (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms',
                     'escalation_email', 'escalation_webhook', 'sms', 'reply_email',
                     'reply_escalation_email', 'follow_up_email', 'booking_email')),
  state            TEXT NOT NULL DEFAULT 'pending'
                   CHECK (state IN ('pending', 'sending', 'delivered', 'failed', 'dead')),
  attempt_count    INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  TEXT NOT NULL,
  lease_expires_at TEXT,
  claimed_by       TEXT,
  last_error       TEXT NOT NULL DEFAULT '',
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  delivered_at     TEXT,
  subject_key      TEXT NOT NULL DEFAULT '',
  CONSTRAINT deliveries_lead_channel_unique UNIQUE (lead_id, channel, subject_key)
);
INSERT INTO deliveries_new (id, lead_id, channel, state, attempt_count, next_attempt_at,
    lease_expires_at, claimed_by, last_error, created_at, updated_at, delivered_at, subject_key)
  SELECT id, lead_id, channel, state, attempt_count, next_attempt_at,
    lease_expires_at, claimed_by, last_error, created_at, updated_at, delivered_at, subject_key
    FROM deliveries;
DROP TABLE deliveries;
-- delivery_attempts still names "deliveries": the new table takes the name, and the reference.
ALTER TABLE deliveries_new RENAME TO deliveries;
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
