-- The report's closed weeks kept (issue 52): 52 weeks read about 200,000 leads at a million in
-- ten years (213 ms on SQLite). A week that ended (an hour ago or more: no lead of it is still
-- being written) is counted once from its leads and kept here, for the first-contact time it was
-- counted with; the week in progress is always counted. A lead written in a kept week (its first
-- contact, its form or source, a privacy delete, a row written by SQL) drops that week, which is
-- counted again when next asked for. Weeks are Mondays in UTC, as leads::WeekStart.
CREATE TABLE lead_report_weeks (
  week_start TEXT PRIMARY KEY,        -- YYYY-MM-DD, a Monday
  sla_minutes INTEGER NOT NULL,       -- the first-contact time the figures were counted with
  figures TEXT NOT NULL               -- JSON: leads/lead_report.hpp's WeekFigures
) WITHOUT ROWID;
-- date(t, '-6 days', 'weekday 1'): the Monday on or before t.
CREATE TRIGGER leads_report_week_insert AFTER INSERT ON leads
BEGIN
  DELETE FROM lead_report_weeks WHERE week_start = date(NEW.created_at, '-6 days', 'weekday 1');
END;
CREATE TRIGGER leads_report_week_update
  AFTER UPDATE OF created_at, form_type, utm_source, first_contact_at ON leads
BEGIN
  DELETE FROM lead_report_weeks WHERE week_start IN
    (date(OLD.created_at, '-6 days', 'weekday 1'), date(NEW.created_at, '-6 days', 'weekday 1'));
END;
CREATE TRIGGER leads_report_week_delete AFTER DELETE ON leads
BEGIN
  DELETE FROM lead_report_weeks WHERE week_start = date(OLD.created_at, '-6 days', 'weekday 1');
END;
