-- "Flagged first" kept beside the lead (issue 52): lead_flags holds, for each lead with a filing
-- deadline on or after the kept day (lead_flag_day: California's today once the day's sweep ran,
-- leads::AdvanceFlagDay), its earliest such deadline and the lead's arrival, so that the window's
-- flagged leads are one index range in the list's order, instead of every deadline of the window
-- joined to its lead and sorted by day. The triggers keep it as deadlines come and go; the sweep
-- moves the day and recounts only the leads whose day passed. A list asked for another day than
-- the kept one reads the deadlines as before (leads/lead_list.cpp). A table of its own: filling
-- a column of leads would rewrite half a million rows and every index on them; this is one
-- insert each.
CREATE TABLE lead_flag_day (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  day TEXT NOT NULL
);
-- The day before yesterday in UTC (never after California's today): the first sweep moves it on.
INSERT INTO lead_flag_day (singleton, day) VALUES (1, date('now', '-2 days'));
CREATE TABLE lead_flags (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  flag_on TEXT NOT NULL,
  lead_created_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
  SELECT ahead.lead_id, ahead.due_on, leads.created_at
  FROM (SELECT lead_id, min(due_on) AS due_on FROM lead_deadlines
        WHERE rule_id <> 'date-needed' AND due_on >= (SELECT day FROM lead_flag_day)
        GROUP BY lead_id) ahead
  JOIN leads ON leads.id = ahead.lead_id;
CREATE INDEX lead_flags_order ON lead_flags (flag_on, lead_created_at DESC, lead_id DESC);
-- One lead's flag from its deadlines: replaced, or removed when none is left ahead.
CREATE TRIGGER lead_deadlines_flag_insert AFTER INSERT ON lead_deadlines
  WHEN NEW.rule_id <> 'date-needed'
BEGIN
  DELETE FROM lead_flags WHERE lead_id = NEW.lead_id;
  INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
    SELECT leads.id, min(ld.due_on), leads.created_at FROM leads JOIN lead_deadlines ld
      ON ld.lead_id = leads.id AND ld.rule_id <> 'date-needed'
        AND ld.due_on >= (SELECT day FROM lead_flag_day)
    WHERE leads.id = NEW.lead_id GROUP BY leads.id;
END;
CREATE TRIGGER lead_deadlines_flag_update AFTER UPDATE ON lead_deadlines
BEGIN
  DELETE FROM lead_flags WHERE lead_id IN (OLD.lead_id, NEW.lead_id);
  INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
    SELECT leads.id, min(ld.due_on), leads.created_at FROM leads JOIN lead_deadlines ld
      ON ld.lead_id = leads.id AND ld.rule_id <> 'date-needed'
        AND ld.due_on >= (SELECT day FROM lead_flag_day)
    WHERE leads.id IN (OLD.lead_id, NEW.lead_id) GROUP BY leads.id;
END;
CREATE TRIGGER lead_deadlines_flag_delete AFTER DELETE ON lead_deadlines
  WHEN OLD.rule_id <> 'date-needed'
BEGIN
  DELETE FROM lead_flags WHERE lead_id = OLD.lead_id;
  INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
    SELECT leads.id, min(ld.due_on), leads.created_at FROM leads JOIN lead_deadlines ld
      ON ld.lead_id = leads.id AND ld.rule_id <> 'date-needed'
        AND ld.due_on >= (SELECT day FROM lead_flag_day)
    WHERE leads.id = OLD.lead_id GROUP BY leads.id;
END;
