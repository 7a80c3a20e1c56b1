-- Search by name, e-mail and phone through SQLite's own text index (issue 52, decision 0040):
-- an FTS5 trigram table answers "contains" for 3+ characters (case folded, Unicode letters too)
-- instead of a LIKE '%...%' scan of every lead.
--
-- Cost: the digits column is VIRTUAL (ALTER TABLE adds it without touching a row); the index is
-- filled in one pass over leads and is new pages only (the leads table is not rewritten). On the
-- 200,000-lead benchmark database (2 cores) it took 2.5 s and 44 MB, so about 13 s and 220 MB at
-- a million; each new lead then adds a few dozen trigram entries.

-- The phone's digits: stored phones are E.164 ("+14155550123"), typed ones come in any shape,
-- so both sides compare digits only.
ALTER TABLE leads ADD COLUMN phone_digits TEXT
  GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(phone, '+', ''), ' ', ''),
    '-', ''), '(', ''), ')', ''), '.', '')) VIRTUAL;

-- Contentless (the text stays in leads only), keyed by the lead's rowid (VACUUM and VACUUM INTO
-- keep rowids; a migration that rebuilds leads must refill this table). The values are leading-
-- space padded so " wu" finds a name word or an e-mail that starts with "wu" (2-character
-- searches): "name" is first and last name as staff read them, so "Ana Ru" matches across both.
-- A contentless table forgets a row only when given the exact values it indexed: the triggers
-- compute them from OLD with the same expressions.
CREATE VIRTUAL TABLE leads_search USING fts5(
  name, email, digits, content = '', columnsize = 0, tokenize = 'trigram');

INSERT INTO leads_search (rowid, name, email, digits)
  SELECT rowid, ' ' || first_name || ' ' || last_name, ' ' || email, phone_digits FROM leads;

-- Kept by triggers, so rows written by plain SQL (the benchmark, an operator) are found too.
CREATE TRIGGER leads_search_insert AFTER INSERT ON leads
BEGIN
  INSERT INTO leads_search (rowid, name, email, digits)
    VALUES (NEW.rowid, ' ' || NEW.first_name || ' ' || NEW.last_name, ' ' || NEW.email,
            NEW.phone_digits);
END;
CREATE TRIGGER leads_search_update AFTER UPDATE OF first_name, last_name, email, phone ON leads
BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, digits)
    VALUES ('delete', OLD.rowid, ' ' || OLD.first_name || ' ' || OLD.last_name, ' ' || OLD.email,
            OLD.phone_digits);
  INSERT INTO leads_search (rowid, name, email, digits)
    VALUES (NEW.rowid, ' ' || NEW.first_name || ' ' || NEW.last_name, ' ' || NEW.email,
            NEW.phone_digits);
END;
CREATE TRIGGER leads_search_delete AFTER DELETE ON leads
BEGIN
  INSERT INTO leads_search (leads_search, rowid, name, email, digits)
    VALUES ('delete', OLD.rowid, ' ' || OLD.first_name || ' ' || OLD.last_name, ' ' || OLD.email,
            OLD.phone_digits);
END;
