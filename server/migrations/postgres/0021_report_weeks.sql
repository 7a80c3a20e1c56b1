-- The report's closed weeks kept (issue 52): 52 weeks read about 200,000 leads at a million in
-- ten years (240 ms on PostgreSQL). A week that ended (an hour ago or more: no lead of it is
-- still being written) is counted once from its leads and kept here, for the first-contact time
-- it was counted with; the week in progress is always counted. A lead written in a kept week (its
-- first contact, its form or source, a privacy delete, a row written by SQL) drops that week,
-- which is counted again when next asked for. Weeks are Mondays in UTC, as leads::WeekStart.
CREATE TABLE lead_report_weeks (
  week_start text PRIMARY KEY,        -- YYYY-MM-DD, a Monday
  sla_minutes integer NOT NULL,       -- the first-contact time the figures were counted with
  figures text NOT NULL               -- JSON: leads/lead_report.hpp's WeekFigures
);
CREATE FUNCTION lead_report_week(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(date_trunc('week', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')
$$;
-- Counting a week locks this table against these deletes (leads::LeadStore::ReportWeeks), so a
-- lead written meanwhile drops the week after it is kept, never before.
CREATE FUNCTION leads_report_week_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM lead_report_weeks WHERE week_start = lead_report_week(OLD.created_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM lead_report_weeks WHERE week_start = lead_report_week(NEW.created_at);
  END IF;
  RETURN NULL;
END;
$$;
-- A lead arriving now is in the week in progress, never kept: its insert skips the table (and
-- so never waits for a week being counted).
CREATE TRIGGER leads_report_week_insert AFTER INSERT ON leads FOR EACH ROW
  WHEN (NEW.created_at < date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
  EXECUTE FUNCTION leads_report_week_forget();
CREATE TRIGGER leads_report_week_change
  AFTER UPDATE OF created_at, form_type, utm_source, first_contact_at OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_report_week_forget();
