-- Staff accounts get a role, a second factor (RFC 6238 codes) and recovery codes.
-- Accounts made before this could do everything: they keep that as admins.
ALTER TABLE admin_users ADD COLUMN role text NOT NULL DEFAULT 'admin'
  CHECK (role IN ('admin', 'intake'));
-- The authenticator secret, sealed with AES-256-GCM (admin/secret_box): never plain.
ALTER TABLE admin_users ADD COLUMN totp_secret text;
-- NULL while a secret is shown but not yet confirmed with a code.
ALTER TABLE admin_users ADD COLUMN totp_enrolled_at timestamptz;
-- The last time step whose code was accepted: a code is good once.
ALTER TABLE admin_users ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
-- Set with a temporary password from an admin: the user must choose a new one.
-- A temporary password also stops working at this time (NULL for one the user chose).
ALTER TABLE admin_users ADD COLUMN password_expires_at timestamptz;
ALTER TABLE admin_users ADD COLUMN must_change_password integer NOT NULL DEFAULT 0;

-- NULL until the second factor is given: such a session reaches only the
-- sign-in and enrolment routes.
ALTER TABLE admin_sessions ADD COLUMN second_factor_at timestamptz;
-- Sessions from before this migration had no second factor: everyone signs in again.
DELETE FROM admin_sessions;

-- Only the SHA-256 of each code (about 74 random bits) is kept.
CREATE TABLE admin_recovery_codes (
  user_id   uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
