-- The conversation (issue 34): every text in and out of a lead, a lead of a third kind that
-- starts with a text, the reply clock and the follow-up cadence.

ALTER TABLE leads DROP CONSTRAINT leads_form_type_check;
ALTER TABLE leads ADD CONSTRAINT leads_form_type_check
  CHECK (form_type IN ('case_review', 'harassment_questionnaire', 'text_message'));
-- Kept by conversation/ through leads/ (leads::NoteInboundText and the rest), so the inbox
-- filters and sorts on the leads table alone.
-- The oldest text from the worker that no one has answered yet; NULL when none waits.
ALTER TABLE leads ADD COLUMN reply_waiting_since timestamptz;
-- Texts from the worker that no staff member has opened yet ("New reply").
ALTER TABLE leads ADD COLUMN unread_replies integer NOT NULL DEFAULT 0;
-- The acknowledgement text failed or was not delivered.
ALTER TABLE leads ADD COLUMN ack_failed_at timestamptz;
-- The follow-up cadence: tries logged as no answer or left message, when the next is due,
-- and the try whose reminder has been queued (one reminder a try).
ALTER TABLE leads ADD COLUMN follow_up_tries integer NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN next_try_at timestamptz;
ALTER TABLE leads ADD COLUMN try_reminded integer NOT NULL DEFAULT 0;
CREATE INDEX leads_reply_waiting ON leads (reply_waiting_since) WHERE reply_waiting_since IS NOT NULL;
CREATE INDEX leads_next_try ON leads (next_try_at) WHERE next_try_at IS NOT NULL;

-- Every text of a lead's conversation, in and out. Bodies are personal data: deleted with
-- the lead, never logged.
CREATE TABLE conversation_messages (
  id           uuid PRIMARY KEY,
  lead_id      uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  direction    text NOT NULL CHECK (direction IN ('in', 'out')),
  kind         text NOT NULL CHECK (kind IN ('text', 'acknowledgement', 'reply', 'follow_up',
                                             'auto_answer', 'keyword_answer')),
  author       text NOT NULL,            -- a staff user name, 'system' or 'worker'
  body         text NOT NULL,
  media        jsonb NOT NULL DEFAULT '[]',  -- MMS links as the provider gave them
  provider_sid text UNIQUE,              -- the provider's MessageSid
  client_key   text UNIQUE,              -- a staff reply's idempotency key
  status       text NOT NULL CHECK (status IN ('received', 'queued', 'sent', 'delivered',
                                               'failed', 'undelivered', 'refused')),
  error_code   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  read_at      timestamptz,
  answered_at  timestamptz,
  reply_due_at timestamptz,              -- in office hours, SLA_REPLY_MINUTES after arrival
  escalated_at timestamptz
);
CREATE INDEX conversation_messages_lead ON conversation_messages (lead_id, created_at);
CREATE INDEX conversation_messages_reply_due ON conversation_messages (reply_due_at)
  WHERE answered_at IS NULL AND escalated_at IS NULL AND reply_due_at IS NOT NULL;

-- A lead may now have several deliveries of one channel, each about its own subject (a text
-- message's id, a follow-up try): '' for the lead's own (webhook, notification, ...).
ALTER TABLE deliveries ADD COLUMN subject_key text NOT NULL DEFAULT '';
ALTER TABLE deliveries DROP CONSTRAINT deliveries_lead_channel_unique;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_lead_channel_unique
  UNIQUE (lead_id, channel, subject_key);
ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check
  CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms', 'escalation_email',
                     'escalation_webhook', 'sms', 'reply_email', 'reply_escalation_email',
                     'follow_up_email'));
