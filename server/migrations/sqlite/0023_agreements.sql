-- Fee agreements (issue 54, engagement/): one row an agreement prepared for a lead, from a
-- template id and version (config/agreements) in the language the terms were discussed in, with
-- the terms staff gave it (JSON: the matter, the fees or rates, a note on costs). A draft until
-- an attorney sends it (later slices add sending, signing and the signed PDF; a signed agreement
-- must then outlive a privacy delete of its lead, which this draft table does not).
CREATE TABLE agreements (
  id               TEXT PRIMARY KEY,
  lead_id          TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  template_id      TEXT NOT NULL,
  template_version INTEGER NOT NULL,
  language         TEXT NOT NULL CHECK (language IN ('en', 'es')),
  terms            TEXT NOT NULL,
  state            TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft')),
  prepared_by      TEXT NOT NULL,
  prepared_at      TEXT NOT NULL
);
CREATE INDEX agreements_lead ON agreements (lead_id, prepared_at);
