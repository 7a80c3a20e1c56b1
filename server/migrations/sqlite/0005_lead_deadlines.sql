-- Filing deadlines (issue 18): the deadlines each lead may have, computed from
-- config/deadlines/rules.json when the lead is stored (admin/lead_deadlines),
-- so the staff list can sort by them in SQL.

-- Set when the lead's deadlines were written (even when it has none); rows from
-- before this migration are filled in by the server at start.
ALTER TABLE leads ADD COLUMN deadlines_at TEXT;
CREATE INDEX leads_deadlines_missing ON leads (created_at) WHERE deadlines_at IS NULL;

CREATE TABLE lead_deadlines (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,  -- a rule id of config/deadlines/rules.json
  due_on  TEXT NOT NULL,  -- YYYY-MM-DD: ISO days compare as text on both engines
  PRIMARY KEY (lead_id, rule_id)
);
CREATE INDEX lead_deadlines_due ON lead_deadlines (lead_id, due_on);
