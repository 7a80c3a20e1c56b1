-- Delivery outbox: one row per (lead, channel), queued in the lead's own
-- transaction. Workers claim due rows ('pending', or 'sending' whose lease has
-- run out after a crash) and record every attempt.
CREATE TABLE deliveries (
  id               uuid PRIMARY KEY,
  lead_id          uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          text NOT NULL CHECK (channel IN ('webhook', 'email')),
  state            text NOT NULL DEFAULT 'pending'
                   CHECK (state IN ('pending', 'sending', 'delivered', 'failed', 'dead')),
  attempt_count    integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  lease_expires_at timestamptz,
  claimed_by       text,
  last_error       text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  delivered_at     timestamptz,
  CONSTRAINT deliveries_lead_channel_unique UNIQUE (lead_id, channel)
);
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

CREATE TABLE delivery_attempts (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id  uuid NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('delivered', 'retry', 'failed', 'dead')),
  http_status  integer,
  error        text NOT NULL DEFAULT '',
  duration_ms  integer NOT NULL DEFAULT 0
);
CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id);

-- Staff accounts, created from the server's command line (no default account).
CREATE TABLE admin_users (
  id            uuid PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  display_name  text NOT NULL DEFAULT '',
  password_hash text NOT NULL,  -- argon2id PHC string
  created_at    timestamptz NOT NULL,
  disabled_at   timestamptz
);

-- Only the SHA-256 of the cookie value is stored.
CREATE TABLE admin_sessions (
  token_hash   text PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX admin_sessions_user ON admin_sessions (user_id);

-- Failed logins, counted per account and per address across all processes.
CREATE TABLE login_failures (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username  text NOT NULL,
  address   text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_username ON login_failures (username, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

-- Status changes and notes on a lead, with who (user name at the time) and when.
CREATE TABLE lead_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id     uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('status', 'note')),
  from_status text,
  to_status   text,
  note        text,
  actor       text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

-- Staff actions that must outlive their subject (deleted leads). Never holds
-- a person's details: ids, form types, reasons.
CREATE TABLE audit_log (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at      timestamptz NOT NULL,
  actor   text NOT NULL,
  action  text NOT NULL,
  subject text NOT NULL DEFAULT '',
  detail  text NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX leads_utm_source ON leads (utm_source);
