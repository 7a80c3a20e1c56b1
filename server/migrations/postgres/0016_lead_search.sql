-- Search by name, e-mail and phone through PostgreSQL's own text index (issue 52, decision
-- 0040): GIN trigram indexes (pg_trgm) answer ILIKE '%...%' for 3+ characters, and a word or
-- e-mail start for 2, instead of a scan of every lead. The expressions are the ones the query
-- in leads/lead_filter.cpp uses, exactly (else the planner cannot use them).
--
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
-- Cost: phone_digits is a stored generated column, so leads is rewritten once under an
-- exclusive lock, then three GIN indexes are built: on a 200,000-row table of the same shape
-- (2 cores) 0.8 s for the rewrite and 3.7 s for the indexes (51 MB), so about 23 s at a million.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The phone's digits: stored phones are E.164 ("+14155550123"), typed ones come in any shape,
-- so both sides compare digits only.
ALTER TABLE leads ADD COLUMN phone_digits text
  GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]+', '', 'g')) STORED;

-- The name is first and last name as staff read them, so "Ana Ru" matches across both.
-- fastupdate off: a new lead goes straight into the index (a few hundred trigram entries, well
-- under a millisecond) instead of a pending list that every search would read whole until the
-- next vacuum, and that makes the planner prefer a scan of leads meanwhile.
CREATE INDEX leads_name_trgm ON leads USING gin ((first_name || ' ' || last_name) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX leads_email_trgm ON leads USING gin (email gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX leads_phone_digits_trgm ON leads USING gin (phone_digits gin_trgm_ops)
  WITH (fastupdate = off);
