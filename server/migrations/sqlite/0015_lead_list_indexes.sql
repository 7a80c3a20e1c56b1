-- Staff lists flat to a million leads (issue 52, decision 0040): every list page is read by
-- keyset through an index, the watches read only what is due. Indexes only, and one column
-- added without a default (SQLite adds it without rewriting the table); the backfill touches
-- only the leads that have a "date-needed" deadline.

-- The newest-first order and its keyset (created_at, id): a page is an index range.
CREATE INDEX leads_created_id ON leads (created_at, id);
DROP INDEX leads_created_at;
-- Status and language together (the inbox filters), newest first.
CREATE INDEX leads_status_language ON leads (status, language, created_at);

-- The first-contact watch: only leads still waiting and not yet escalated (leads_unescalated
-- also holds every lead contacted in time, so it grew with the table).
CREATE INDEX leads_first_contact_due ON leads (created_at)
  WHERE sla_escalated_at IS NULL AND first_contact_at IS NULL AND booked_call_at IS NULL;
DROP INDEX leads_unescalated;
-- The follow-up watch: only tries whose reminder is not queued yet.
CREATE INDEX leads_try_due ON leads (next_try_at)
  WHERE next_try_at IS NOT NULL AND try_reminded < follow_up_tries;

-- "Flagged first": deadlines in the flag window, found by day.
CREATE INDEX lead_deadlines_on ON lead_deadlines (due_on);
-- A "date-needed" mark always flags a lead still being worked: kept on the lead (the mark's day)
-- by the triggers below, so the open ones are one small index instead of every mark ever made.
ALTER TABLE leads ADD COLUMN date_needed_on TEXT;
UPDATE leads SET date_needed_on = (SELECT ld.due_on FROM lead_deadlines ld
    WHERE ld.lead_id = leads.id AND ld.rule_id = 'date-needed')
  WHERE id IN (SELECT lead_id FROM lead_deadlines WHERE rule_id = 'date-needed');
-- Status first: the flagged-first query asks for the open statuses, and an index that answers
-- both of its conditions wins over leads_status_language even without statistics.
CREATE INDEX leads_date_needed ON leads (status, date_needed_on) WHERE date_needed_on IS NOT NULL;
CREATE TRIGGER lead_deadlines_date_needed_insert AFTER INSERT ON lead_deadlines
  WHEN NEW.rule_id = 'date-needed'
BEGIN
  UPDATE leads SET date_needed_on = NEW.due_on WHERE id = NEW.lead_id;
END;
CREATE TRIGGER lead_deadlines_date_needed_update AFTER UPDATE ON lead_deadlines
  WHEN OLD.rule_id = 'date-needed' OR NEW.rule_id = 'date-needed'
BEGIN
  UPDATE leads SET date_needed_on = NULL WHERE id = OLD.lead_id AND OLD.rule_id = 'date-needed';
  UPDATE leads SET date_needed_on = NEW.due_on WHERE id = NEW.lead_id AND NEW.rule_id = 'date-needed';
END;
CREATE TRIGGER lead_deadlines_date_needed_delete AFTER DELETE ON lead_deadlines
  WHEN OLD.rule_id = 'date-needed'
BEGIN
  UPDATE leads SET date_needed_on = NULL WHERE id = OLD.lead_id;
END;
