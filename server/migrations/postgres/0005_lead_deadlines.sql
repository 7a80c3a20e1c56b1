-- Filing deadlines (issue 18): the deadlines each lead may have, computed from
-- config/deadlines/rules.json when the lead is stored (admin/lead_deadlines),
-- so the staff list can sort by them in SQL.

-- Set when the lead's deadlines were written (even when it has none); rows from
-- before this migration are filled in by the server at start.
ALTER TABLE leads ADD COLUMN deadlines_at timestamptz;
CREATE INDEX leads_deadlines_missing ON leads (created_at) WHERE deadlines_at IS NULL;

CREATE TABLE lead_deadlines (
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  rule_id text NOT NULL,  -- a rule id of config/deadlines/rules.json
  -- YYYY-MM-DD as text: ISO days compare as text on both engines.
  due_on  text NOT NULL CHECK (due_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  PRIMARY KEY (lead_id, rule_id)
);
CREATE INDEX lead_deadlines_due ON lead_deadlines (lead_id, due_on);
