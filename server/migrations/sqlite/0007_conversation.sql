-- The conversation (issue 34): every text in and out of a lead, a lead of a third kind that
-- starts with a text, the reply clock and the follow-up cadence.
-- SQLite cannot change a CHECK constraint or a UNIQUE one: leads and deliveries are rebuilt
-- (same rows, same ids). The migration runner turns foreign keys off around the migrations and
-- runs PRAGMA foreign_key_check before COMMIT (SQLite's documented procedure), so dropping the
-- old table cascades nothing.

CREATE TABLE leads_new (
  id            TEXT PRIMARY KEY,
  form_type     TEXT NOT NULL
                CHECK (form_type IN ('case_review', 'harassment_questionnaire', 'text_message')),
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
  CONSTRAINT leads_submission_unique UNIQUE (form_type, submission_id)
);
INSERT INTO leads_new (id, form_type, submission_id, created_at, first_name, last_name, email,
    phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign, user_agent,
    status, reference, first_contact_at, sla_escalated_at, assigned_to, employer, employer_key,
    deadlines_at, language)
  SELECT id, form_type, submission_id, created_at, first_name, last_name, email,
    phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign, user_agent,
    status, reference, first_contact_at, sla_escalated_at, assigned_to, employer, employer_key,
    deadlines_at, language FROM leads;
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

-- Every text of a lead's conversation, in and out. Bodies are personal data: deleted with
-- the lead, never logged.
CREATE TABLE conversation_messages (
  id           TEXT PRIMARY KEY,
  lead_id      TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  direction    TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  kind         TEXT NOT NULL CHECK (kind IN ('text', 'acknowledgement', 'reply', 'follow_up',
                                             'auto_answer', 'keyword_answer')),
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
CREATE INDEX conversation_messages_lead ON conversation_messages (lead_id, created_at);
CREATE INDEX conversation_messages_reply_due ON conversation_messages (reply_due_at)
  WHERE answered_at IS NULL AND escalated_at IS NULL AND reply_due_at IS NOT NULL;

-- A lead may now have several deliveries of one channel, each about its own subject (a text
-- message's id, a follow-up try): '' for the lead's own (webhook, notification, ...).
CREATE TABLE deliveries_new (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms',
                     'escalation_email', 'escalation_webhook', 'sms', 'reply_email',
                     'reply_escalation_email', 'follow_up_email')),
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
    lease_expires_at, claimed_by, last_error, created_at, updated_at, delivered_at)
  SELECT id, lead_id, channel, state, attempt_count, next_attempt_at,
    lease_expires_at, claimed_by, last_error, created_at, updated_at, delivered_at FROM deliveries;
DROP TABLE deliveries;
-- delivery_attempts still names "deliveries": the new table takes the name, and the reference.
ALTER TABLE deliveries_new RENAME TO deliveries;
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
