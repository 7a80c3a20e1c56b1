-- Who is an attorney (issue 54): a staff user with a State Bar of California number. Only an
-- attorney sends a fee agreement and signs it for the firm; the number is printed beside the
-- signature. NULL: not an attorney.
ALTER TABLE admin_users ADD COLUMN bar_number TEXT;
