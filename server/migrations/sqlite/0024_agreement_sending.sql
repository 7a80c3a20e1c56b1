-- Sending and signing fee agreements (issue 54, engagement/).
--
-- 1. The outbox's channel and the conversation's message kind are no longer listed in CHECK
--    constraints: every module that sends adds its own (engagement/'s agreement e-mail and
--    texts now), and each addition cost a rebuild of two of the largest tables. The C++ names
--    are the list (outbox/channel.hpp, conversation/message_store.hpp); a row of an unknown
--    channel is never claimed (the outbox claims only the channels it sends).
CREATE TABLE deliveries_new (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel <> ''),
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
CREATE INDEX deliveries_subject_created ON deliveries (subject_key, created_at);
CREATE INDEX deliveries_waiting ON deliveries (next_attempt_at)
  WHERE state IN ('pending', 'sending');

CREATE TABLE conversation_messages_new (
  id           TEXT PRIMARY KEY,
  lead_id      TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  direction    TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  kind         TEXT NOT NULL CHECK (kind <> ''),
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
  escalated_at TEXT,
  possible_opt_out INTEGER NOT NULL DEFAULT 0 CHECK (possible_opt_out IN (0, 1))
);
INSERT INTO conversation_messages_new (id, lead_id, direction, kind, author, body, media,
    provider_sid, client_key, status, error_code, created_at, updated_at, read_at, answered_at,
    reply_due_at, escalated_at, possible_opt_out)
  SELECT id, lead_id, direction, kind, author, body, media, provider_sid, client_key, status,
    error_code, created_at, updated_at, read_at, answered_at, reply_due_at, escalated_at,
    possible_opt_out FROM conversation_messages;
DROP TABLE conversation_messages;
ALTER TABLE conversation_messages_new RENAME TO conversation_messages;
CREATE INDEX conversation_messages_lead ON conversation_messages (lead_id, created_at);
CREATE INDEX conversation_messages_reply_due ON conversation_messages (reply_due_at)
  WHERE answered_at IS NULL AND escalated_at IS NULL AND reply_due_at IS NOT NULL;
CREATE INDEX conversation_messages_kind_created ON conversation_messages (kind, created_at);

-- 2. An agreement's life after its draft. An attorney sends it (confirmed with their second
--    factor): the attorney's name and State Bar number, the worker's name and the lead's
--    reference are copied onto it then, so that a signed agreement stands on its own. The link
--    the worker gets is signed (common/link_token) with the agreement id and `expires_at`; a
--    re-send moves `expires_at`, which ends the old link, and a revoke ends every link.
--    `state`: draft, sent, viewed, signed (by the worker; the sealed PDF follows), complete,
--    declined, revoked. Expiry is read from expires_at, not stored as a state.
--    A privacy delete of the lead removes every agreement but a complete one, which the law
--    asks the firm to keep: that one loses its lead (lead_id NULL) and keeps its copy.
CREATE TABLE agreements_new (
  id                  TEXT PRIMARY KEY,
  lead_id             TEXT REFERENCES leads (id) ON DELETE SET NULL,
  template_id         TEXT NOT NULL,
  template_version    INTEGER NOT NULL,
  language            TEXT NOT NULL CHECK (language IN ('en', 'es')),
  terms               TEXT NOT NULL,
  state               TEXT NOT NULL DEFAULT 'draft'
                      CHECK (state IN ('draft', 'sent', 'viewed', 'signed', 'complete',
                                       'declined', 'revoked')),
  prepared_by         TEXT NOT NULL,
  prepared_at         TEXT NOT NULL,
  sent_by             TEXT,
  sent_at             TEXT,
  expires_at          TEXT,
  attorney_name       TEXT NOT NULL DEFAULT '',
  attorney_bar_number TEXT NOT NULL DEFAULT '',
  worker_name         TEXT NOT NULL DEFAULT '',
  reference           TEXT NOT NULL DEFAULT '',
  -- "email" when the worker may not be texted (no consent, or opted out): said on the lead.
  channels            TEXT NOT NULL DEFAULT '',
  -- The worker's side (the signing page): the separate consent to sign electronically, a wish
  -- to sign on paper, the one-time code's last sending (the code itself is made from it with a
  -- key and never stored) and its wrong tries, the signature (the full name typed, and the
  -- SHA-256 of the exact text shown), or a refusal with its optional reason.
  consent_at          TEXT,
  paper_requested_at  TEXT,
  code_sent_at        TEXT,
  code_tries          INTEGER NOT NULL DEFAULT 0,
  signed_name         TEXT,
  signed_at           TEXT,
  text_sha256         TEXT,
  declined_at         TEXT,
  decline_reason      TEXT,
  -- The fully signed, sealed PDF (base64) and its SHA-256, when complete.
  pdf                 TEXT,
  pdf_sha256          TEXT,
  completed_at        TEXT,
  updated_at          TEXT NOT NULL
);
INSERT INTO agreements_new (id, lead_id, template_id, template_version, language, terms, state,
    prepared_by, prepared_at, updated_at)
  SELECT id, lead_id, template_id, template_version, language, terms, state, prepared_by,
    prepared_at, prepared_at FROM agreements;
DROP TABLE agreements;
ALTER TABLE agreements_new RENAME TO agreements;
CREATE INDEX agreements_lead ON agreements (lead_id, prepared_at);
CREATE INDEX agreements_open ON agreements (expires_at) WHERE state IN ('sent', 'viewed');
-- Signed, its PDF still owed (engagement's watch makes it if the signing request could not).
CREATE INDEX agreements_signed ON agreements (signed_at) WHERE state = 'signed';

CREATE TRIGGER agreements_leave_with_lead BEFORE DELETE ON leads
BEGIN
  DELETE FROM agreements WHERE lead_id = OLD.id AND state <> 'complete';
END;

-- 3. Every step of an agreement, as evidence (Espejo v. Southern California Permanente Medical
--    Group, 2016): sent, re-sent, revoked, opened, consent given, code sent, code checked,
--    signed, declined, paper asked for, completed; with its time, the address and user agent
--    of the request, the channel, and a detail (JSON: hashes of the text shown and of the PDF,
--    the code's check). Never in the logs. Goes with its agreement.
CREATE TABLE agreement_events (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  agreement_id TEXT NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  step         TEXT NOT NULL,
  at           TEXT NOT NULL,
  actor        TEXT NOT NULL,            -- a staff user name, 'worker' or 'system'
  address      TEXT NOT NULL DEFAULT '',
  user_agent   TEXT NOT NULL DEFAULT '',
  channel      TEXT NOT NULL DEFAULT '', -- web, sms, email
  detail       TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
);
CREATE INDEX agreement_events_agreement ON agreement_events (agreement_id, id);
