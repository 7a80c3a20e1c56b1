-- Sending and signing fee agreements (issue 54, engagement/). See the SQLite twin for the why.
--
-- 1. The outbox's channel and the conversation's message kind are no longer listed in CHECK
--    constraints: the C++ names are the list (outbox/channel.hpp, conversation/message_store.hpp).
ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check CHECK (channel <> '');
ALTER TABLE conversation_messages DROP CONSTRAINT conversation_messages_kind_check;
ALTER TABLE conversation_messages ADD CONSTRAINT conversation_messages_kind_check
  CHECK (kind <> '');

-- 2. An agreement's life after its draft (states: draft, sent, viewed, signed, complete,
--    declined, revoked; expiry read from expires_at). A privacy delete of the lead removes every
--    agreement but a complete one, which loses its lead and keeps its copy.
ALTER TABLE agreements DROP CONSTRAINT agreements_state_check;
ALTER TABLE agreements ADD CONSTRAINT agreements_state_check
  CHECK (state IN ('draft', 'sent', 'viewed', 'signed', 'complete', 'declined', 'revoked'));
ALTER TABLE agreements ALTER COLUMN lead_id DROP NOT NULL;
ALTER TABLE agreements DROP CONSTRAINT agreements_lead_id_fkey;
ALTER TABLE agreements ADD CONSTRAINT agreements_lead_id_fkey
  FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE SET NULL;
ALTER TABLE agreements
  ADD COLUMN sent_by             text,
  ADD COLUMN sent_at             timestamptz,
  ADD COLUMN expires_at          timestamptz,
  ADD COLUMN attorney_name       text NOT NULL DEFAULT '',
  ADD COLUMN attorney_bar_number text NOT NULL DEFAULT '',
  ADD COLUMN worker_name         text NOT NULL DEFAULT '',
  ADD COLUMN reference           text NOT NULL DEFAULT '',
  ADD COLUMN channels            text NOT NULL DEFAULT '',
  ADD COLUMN consent_at          timestamptz,
  ADD COLUMN paper_requested_at  timestamptz,
  ADD COLUMN code_sent_at        timestamptz,
  ADD COLUMN code_tries          integer NOT NULL DEFAULT 0,
  ADD COLUMN signed_name         text,
  ADD COLUMN signed_at           timestamptz,
  ADD COLUMN text_sha256         text,
  ADD COLUMN declined_at         timestamptz,
  ADD COLUMN decline_reason      text,
  ADD COLUMN pdf                 text,
  ADD COLUMN pdf_sha256          text,
  ADD COLUMN completed_at        timestamptz,
  ADD COLUMN updated_at          timestamptz;
UPDATE agreements SET updated_at = prepared_at;
ALTER TABLE agreements ALTER COLUMN updated_at SET NOT NULL;
CREATE INDEX agreements_open ON agreements (expires_at) WHERE state IN ('sent', 'viewed');
-- Signed, its PDF still owed (engagement's watch makes it if the signing request could not).
CREATE INDEX agreements_signed ON agreements (signed_at) WHERE state = 'signed';

CREATE FUNCTION agreements_leave_with_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agreements WHERE lead_id = OLD.id AND state <> 'complete';
  RETURN OLD;
END;
$$;
CREATE TRIGGER agreements_leave_with_lead BEFORE DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION agreements_leave_with_lead();

-- 3. Every step of an agreement, as evidence; never in the logs; goes with its agreement.
CREATE TABLE agreement_events (
  id           bigserial PRIMARY KEY,
  agreement_id uuid NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  step         text NOT NULL,
  at           timestamptz NOT NULL,
  actor        text NOT NULL,
  address      text NOT NULL DEFAULT '',
  user_agent   text NOT NULL DEFAULT '',
  channel      text NOT NULL DEFAULT '',
  detail       jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX agreement_events_agreement ON agreement_events (agreement_id, id);
