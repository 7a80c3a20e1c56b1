-- Speed to lead (issue 16): a reference the worker can quote, the first-contact
-- clock, escalation once per lead, assignment, contact attempts, text opt-outs,
-- and the outbox channels that answer the worker and escalate.

-- "GC-7K3M-Q9TD", derived from the lead id (intake/lead_id); rows from before
-- this migration are filled in by the server at start.
ALTER TABLE leads ADD COLUMN reference TEXT NOT NULL DEFAULT '';
-- The first logged contact attempt: the clock stops here.
ALTER TABLE leads ADD COLUMN first_contact_at TEXT;
-- Set in the one transaction that queues the escalation notice (never twice).
ALTER TABLE leads ADD COLUMN sla_escalated_at TEXT;
ALTER TABLE leads ADD COLUMN assigned_to TEXT REFERENCES admin_users (id) ON DELETE SET NULL;
-- The employer the worker named (optional question) and the same name
-- normalised for the conflict check (intake::EmployerKey): case, punctuation
-- and Inc/LLC/Corp endings do not count.
ALTER TABLE leads ADD COLUMN employer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN employer_key TEXT NOT NULL DEFAULT '';
-- Leads from before the clock existed are not escalated all at once on upgrade.
UPDATE leads SET sla_escalated_at = created_at;
CREATE INDEX leads_reference ON leads (reference);
CREATE INDEX leads_waiting ON leads (created_at) WHERE first_contact_at IS NULL;
CREATE INDEX leads_unescalated ON leads (created_at) WHERE sla_escalated_at IS NULL;
CREATE INDEX leads_assigned_to ON leads (assigned_to);
-- Possible duplicates (same phone or e-mail) and conflicts (same employer).
CREATE INDEX leads_phone ON leads (phone);
CREATE INDEX leads_email ON leads (lower(email));
CREATE INDEX leads_employer_key ON leads (employer_key) WHERE employer_key <> '';

-- Contact attempts: how, how it went, who, when.
CREATE TABLE lead_contacts (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id    TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  method     TEXT NOT NULL CHECK (method IN ('call', 'voicemail', 'email', 'text')),
  outcome    TEXT NOT NULL
             CHECK (outcome IN ('reached', 'no_answer', 'left_message', 'sent', 'wrong_number')),
  note       TEXT NOT NULL DEFAULT '',
  actor      TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_contacts_lead ON lead_contacts (lead_id, id);

-- Numbers that replied STOP (E.164). Kept when a lead is deleted: the number
-- must never be texted again whatever happens to the lead.
CREATE TABLE sms_opt_outs (
  phone        TEXT PRIMARY KEY,
  opted_out_at TEXT NOT NULL
);

-- SQLite cannot change a CHECK constraint: lead_events and the outbox tables
-- are rebuilt with the new kinds and channels (same rows, same ids).
CREATE TABLE lead_events_new (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id     TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('status', 'note', 'assignment')),
  from_status TEXT,
  to_status   TEXT,
  note        TEXT,
  actor       TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  from_user   TEXT,  -- assignment: user names at the time, NULL for nobody
  to_user     TEXT
);
INSERT INTO lead_events_new (id, lead_id, kind, from_status, to_status, note, actor, created_at)
  SELECT id, lead_id, kind, from_status, to_status, note, actor, created_at FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_new RENAME TO lead_events;
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

CREATE TABLE deliveries_new (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms',
                                                    'escalation_email', 'escalation_webhook')),
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
  CONSTRAINT deliveries_lead_channel_unique UNIQUE (lead_id, channel)
);
INSERT INTO deliveries_new SELECT * FROM deliveries;
CREATE TABLE delivery_attempts_new (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id  TEXT NOT NULL REFERENCES deliveries_new (id) ON DELETE CASCADE,
  attempted_at TEXT NOT NULL,
  outcome      TEXT NOT NULL CHECK (outcome IN ('delivered', 'retry', 'failed', 'dead')),
  http_status  INTEGER,
  error        TEXT NOT NULL DEFAULT '',
  duration_ms  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO delivery_attempts_new SELECT * FROM delivery_attempts;
DROP TABLE delivery_attempts;
DROP TABLE deliveries;
-- Renaming also renames the reference in delivery_attempts_new.
ALTER TABLE deliveries_new RENAME TO deliveries;
ALTER TABLE delivery_attempts_new RENAME TO delivery_attempts;
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id);
