-- "Flagged first" kept beside the lead (issue 52): lead_flags holds, for each lead with a filing
-- deadline on or after the kept day (lead_flag_day: California's today once the day's sweep ran,
-- leads::AdvanceFlagDay), its earliest such deadline and the lead's arrival, so that the window's
-- flagged leads are one index range in the list's order, instead of every deadline of the window
-- joined to its lead and sorted by day (1.3 s at a million leads for a staff member with few
-- leads). The trigger keeps it as deadlines come and go; the sweep moves the day and recounts only
-- the leads whose day passed. A list asked for another day than the kept one reads the deadlines as
-- before (leads/lead_list.cpp). A table of its own: filling a column of leads rewrote half a
-- million rows and every index on them (191 s at a million leads); this is one insert each.
CREATE TABLE lead_flag_day (
  singleton integer PRIMARY KEY CHECK (singleton = 1),
  day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
-- Yesterday in California: the first sweep moves it to today.
INSERT INTO lead_flag_day (singleton, day)
  VALUES (1, to_char((now() AT TIME ZONE 'America/Los_Angeles')::date - 1, 'YYYY-MM-DD'));
CREATE TABLE lead_flags (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  flag_on text NOT NULL,
  lead_created_at timestamptz NOT NULL
);
INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
  SELECT ahead.lead_id, ahead.due_on, leads.created_at
  FROM (SELECT lead_id, min(due_on) AS due_on FROM lead_deadlines
        WHERE rule_id <> 'date-needed' AND due_on >= (SELECT day FROM lead_flag_day)
        GROUP BY lead_id) ahead
  JOIN leads ON leads.id = ahead.lead_id;
CREATE INDEX lead_flags_order ON lead_flags (flag_on, lead_created_at DESC, lead_id DESC);
-- One lead's flag from its deadlines. The day is read FOR SHARE: a sweep (which locks it to move
-- it) waits for a transaction adding deadlines, then recounts that lead too if it is behind.
CREATE FUNCTION lead_flag_recount(lead uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept text;
  due text;
BEGIN
  SELECT day INTO kept FROM lead_flag_day FOR SHARE;
  SELECT min(due_on) INTO due FROM lead_deadlines
    WHERE lead_id = lead AND rule_id <> 'date-needed' AND due_on >= kept;
  IF due IS NULL THEN
    DELETE FROM lead_flags WHERE lead_id = lead;
  ELSE
    INSERT INTO lead_flags (lead_id, flag_on, lead_created_at)
      SELECT id, due, created_at FROM leads WHERE id = lead
      ON CONFLICT (lead_id) DO UPDATE SET flag_on = EXCLUDED.flag_on;
  END IF;
END;
$$;
CREATE FUNCTION lead_deadlines_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM lead_flag_recount(OLD.lead_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.lead_id <> OLD.lead_id) THEN
    PERFORM lead_flag_recount(NEW.lead_id);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER lead_deadlines_flag AFTER INSERT OR UPDATE OR DELETE ON lead_deadlines
  FOR EACH ROW EXECUTE FUNCTION lead_deadlines_flag();
