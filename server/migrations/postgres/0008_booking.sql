-- Booking a call (issue 35): each staff member's hours, days off and call languages; booked
-- calls, one per slot and one current per lead; calendar feeds; the key that signs the links
-- workers use to move or cancel a call.

ALTER TABLE leads DROP CONSTRAINT leads_form_type_check;
ALTER TABLE leads ADD CONSTRAINT leads_form_type_check
  CHECK (form_type IN ('case_review', 'harassment_questionnaire', 'text_message', 'call_booking'));
-- The start of the lead's booked call while one is booked (kept by booking/ through leads/):
-- the first-contact clock waits for it instead of escalating.
ALTER TABLE leads ADD COLUMN booked_call_at timestamptz;

-- Weekly hours, California wall-clock minutes from midnight (0 = Sunday .. 6 = Saturday).
CREATE TABLE booking_hours (
  user_id      uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  weekday      integer NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute   integer NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (end_minute > start_minute),
  PRIMARY KEY (user_id, weekday, start_minute)
);
CREATE TABLE booking_days_off (
  user_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  day     date NOT NULL,
  PRIMARY KEY (user_id, day)
);
CREATE TABLE booking_languages (
  user_id  uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es')),
  PRIMARY KEY (user_id, language)
);

CREATE TABLE bookings (
  id           uuid PRIMARY KEY,
  lead_id      uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  user_id      uuid REFERENCES admin_users (id) ON DELETE SET NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  language     text NOT NULL CHECK (language IN ('en', 'es')),
  state        text NOT NULL CHECK (state IN ('booked', 'done', 'no_show', 'cancelled', 'moved')),
  requested_at timestamptz NOT NULL,   -- when the lead arrived (the report's time to the call)
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  escalated_at timestamptz             -- the call passed with no contact: staff were told
);
-- The race guard: one booked call per person and start, and one booked call per lead. A
-- booking is INSERT ... ON CONFLICT DO NOTHING: the loser of a race inserts nothing.
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (user_id, starts_at) WHERE state = 'booked';
CREATE UNIQUE INDEX bookings_one_per_lead ON bookings (lead_id) WHERE state = 'booked';
CREATE INDEX bookings_starts_at ON bookings (starts_at);
CREATE INDEX bookings_lead ON bookings (lead_id, created_at);

-- A user's private calendar feed: only the SHA-256 of the secret in its URL is kept.
CREATE TABLE calendar_feeds (
  user_id     uuid PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL
);

-- The key that signs the workers' move-or-cancel links, made once by the first server to
-- start, so that every server on one database signs and checks with the same key.
CREATE TABLE booking_keys (
  id         integer PRIMARY KEY CHECK (id = 1),
  secret     text NOT NULL,
  created_at timestamptz NOT NULL
);

ALTER TABLE conversation_messages DROP CONSTRAINT conversation_messages_kind_check;
ALTER TABLE conversation_messages ADD CONSTRAINT conversation_messages_kind_check
  CHECK (kind IN ('text', 'acknowledgement', 'reply', 'follow_up', 'auto_answer',
                  'keyword_answer', 'booking'));

ALTER TABLE deliveries DROP CONSTRAINT deliveries_channel_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_channel_check
  CHECK (channel IN ('webhook', 'email', 'ack_email', 'ack_sms', 'escalation_email',
                     'escalation_webhook', 'sms', 'reply_email', 'reply_escalation_email',
                     'follow_up_email', 'booking_email'));
