-- Who is an attorney (issue 54): a staff user with a State Bar of California number. Only an
-- attorney sends a fee agreement and signs it for the firm; the number is printed beside the
-- signature. A table of its own beside admin_users (one row an attorney, removed with the user).
CREATE TABLE attorneys (
  user_id    uuid PRIMARY KEY REFERENCES admin_users (id) ON DELETE CASCADE,
  bar_number TEXT NOT NULL,
  updated_at timestamptz NOT NULL
);
