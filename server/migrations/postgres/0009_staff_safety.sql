-- Staff safety (issue 36).
-- 1. A new account's role has no default: every insert says which role it makes, so no row
--    can become an admin by leaving the column out.
ALTER TABLE admin_users ALTER COLUMN role DROP DEFAULT;

-- 2. Sign-in attempts are counted per account and address pair (ASVS 2.2.1), and an address
--    an account has passed the second factor from is remembered for 90 days: the per-address
--    limit and the slow-down do not apply there (docs/admin-api.md "Lock-out").
CREATE INDEX login_failures_pair ON login_failures (username, address, failed_at);
CREATE TABLE login_known_addresses (
  username        text NOT NULL,
  address         text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (username, address)
);

-- 3. Which key seals the second-factor secrets (the first 8 hex digits of its SHA-256, as in
--    each sealed value): a server started with another key refuses to start instead of making
--    secrets no other server can open (several servers on one database need one TOTP_KEY).
CREATE TABLE second_factor_key (
  singleton   integer PRIMARY KEY CHECK (singleton = 1),
  key_id      text NOT NULL,
  recorded_at timestamptz NOT NULL
);
