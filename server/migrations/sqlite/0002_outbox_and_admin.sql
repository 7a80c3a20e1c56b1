-- Delivery outbox: one row per (lead, channel), queued in the lead's own
-- transaction. Workers claim due rows ('pending', or 'sending' whose lease has
-- run out after a crash) and record every attempt.
CREATE TABLE deliveries (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
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
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

CREATE TABLE delivery_attempts (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_id  TEXT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
  attempted_at TEXT NOT NULL,
  outcome      TEXT NOT NULL CHECK (outcome IN ('delivered', 'retry', 'failed', 'dead')),
  http_status  INTEGER,
  error        TEXT NOT NULL DEFAULT '',
  duration_ms  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, id);

-- Staff accounts, created from the server's command line (no default account).
CREATE TABLE admin_users (
  id            TEXT PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE,
  display_name  TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,  -- argon2id PHC string
  created_at    TEXT NOT NULL,
  disabled_at   TEXT
);

-- Only the SHA-256 of the cookie value is stored.
CREATE TABLE admin_sessions (
  token_hash   TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  csrf_token   TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL
);
CREATE INDEX admin_sessions_user ON admin_sessions (user_id);

-- Failed logins, counted per account and per address across all processes.
CREATE TABLE login_failures (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  username  TEXT NOT NULL,
  address   TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_username ON login_failures (username, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

-- Status changes and notes on a lead, with who (user name at the time) and when.
CREATE TABLE lead_events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id     TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('status', 'note')),
  from_status TEXT,
  to_status   TEXT,
  note        TEXT,
  actor       TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, id);

-- Staff actions that must outlive their subject (deleted leads). Never holds
-- a person's details: ids, form types, reasons.
CREATE TABLE audit_log (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  at      TEXT NOT NULL,
  actor   TEXT NOT NULL,
  action  TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  detail  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX leads_utm_source ON leads (utm_source);
