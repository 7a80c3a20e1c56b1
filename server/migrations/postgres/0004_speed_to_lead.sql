-- Speed to lead (issue 16): a reference the worker can quote, the first-contact
-- clock, escalation once per lead, assignment, contact attempts, text opt-outs,
-- and the outbox channels that answer the worker and escalate.

-- "GC-7K3M-Q9TD", derived from the lead id (intake/lead_id); rows from before
-- this migration are filled in by the server at start.
ALTER TABLE leads ADD COLUMN reference text NOT NULL DEFAULT '';
-- The first logged contact attempt: the clock stops here.
ALTER TABLE leads ADD COLUMN first_contact_at timestamptz;
-- Set in the one transaction that queues the escalation notice (never twice).
ALTER TABLE leads ADD COLUMN sla_escalated_at timestamptz;
ALTER TABLE leads ADD COLUMN assigned_to uuid REFERENCES admin_users (id) ON DELETE SET NULL;
-- The employer the worker named (optional question) and the same name
-- normalised for the conflict check (intake::EmployerKey): case, punctuation
-- and Inc/LLC/Corp endings do not count.
ALTER TABLE leads ADD COLUMN employer text NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN employer_key text NOT NULL DEFAULT '';
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
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id    uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  method     text NOT NULL CHECK (method IN ('call', 'voicemail', 'email', 'text')),
  outcome    text NOT NULL
             CHECK (outcome IN ('reached', 'no_answer', 'left_message', 'sent', 'wrong_number')),
  note       text NOT NULL DEFAULT '',
  actor      text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX lead_contacts_lead ON lead_contacts (lead_id, id);

-- Numbers that replied STOP (E.164). Kept when a lead is deleted: the number
-- must never be texted again whatever happens to the lead.
CREATE TABLE sms_opt_outs (
  phone        text PRIMARY KEY,
  opted_out_at timestamptz NOT NULL
);

ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check
  CHECK (kind IN ('status', 'note', 'assignment'));
-- Assignment: user names at the time, NULL for nobody.
ALTER TABLE lead_events ADD COLUMN from_user text;
ALTER TABLE lead_events ADD COLUMN to_user text;

ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check
  CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms',
                     'escalation_email', 'escalation_webhook'));
