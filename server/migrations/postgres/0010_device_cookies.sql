-- Sign-in attempts made with a remembered device's cookie (issue 50, decision 0036): counted on
-- that device alone (the SHA-256 of the cookie's nonce), never on the account and address pair,
-- so that others' failures do not lock out the browser a user signs in from, and a stolen cookie
-- stops after as many attempts as an address (docs/admin-api.md "Lock-out").
CREATE TABLE login_device_failures (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device    text NOT NULL,
  username  text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_device_failures_device ON login_device_failures (device, failed_at);
