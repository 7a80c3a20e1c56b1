-- Staff safety (issue 36).
-- 1. A new account's role has no default: every insert says which role it makes, so no row
--    can become an admin by leaving the column out. SQLite cannot drop a column default:
--    admin_users is rebuilt (same rows, same ids), foreign keys off as in 0007.
CREATE TABLE admin_users_new (
  id                   TEXT PRIMARY KEY,
  username             TEXT NOT NULL UNIQUE,
  display_name         TEXT NOT NULL DEFAULT '',
  password_hash        TEXT NOT NULL,  -- argon2id PHC string
  created_at           TEXT NOT NULL,
  disabled_at          TEXT,
  role                 TEXT NOT NULL CHECK (role IN ('admin', 'intake')),
  totp_secret          TEXT,
  totp_enrolled_at     TEXT,
  totp_last_step       INTEGER NOT NULL DEFAULT 0,
  password_expires_at  TEXT,
  must_change_password INTEGER NOT NULL DEFAULT 0
);
INSERT INTO admin_users_new (id, username, display_name, password_hash, created_at, disabled_at,
  role, totp_secret, totp_enrolled_at, totp_last_step, password_expires_at, must_change_password)
SELECT id, username, display_name, password_hash, created_at, disabled_at, role, totp_secret,
  totp_enrolled_at, totp_last_step, password_expires_at, must_change_password FROM admin_users;
DROP TABLE admin_users;
ALTER TABLE admin_users_new RENAME TO admin_users;

-- 2. Sign-in attempts are counted per account and address pair (ASVS 2.2.1), and an address
--    an account has passed the second factor from is remembered for 90 days: the per-address
--    limit and the slow-down do not apply there (docs/admin-api.md "Lock-out").
CREATE INDEX login_failures_pair ON login_failures (username, address, failed_at);
CREATE TABLE login_known_addresses (
  username        TEXT NOT NULL,
  address         TEXT NOT NULL,
  last_success_at TEXT NOT NULL,
  PRIMARY KEY (username, address)
);

-- 3. Which key seals the second-factor secrets (the first 8 hex digits of its SHA-256, as in
--    each sealed value): a server started with another key refuses to start instead of making
--    secrets no other server can open (several servers on one database need one TOTP_KEY).
CREATE TABLE second_factor_key (
  singleton   INTEGER PRIMARY KEY CHECK (singleton = 1),
  key_id      TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
