-- Staff lists flat to a million leads (issue 52, decision 0040): every list page is read by
-- keyset through an index, the watches read only what is due. Indexes, and one nullable column
-- (no table rewrite); the backfill touches only the leads that have a "date-needed" deadline.

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
-- by the trigger below, so the open ones are one small index instead of every mark ever made.
ALTER TABLE leads ADD COLUMN date_needed_on text;
UPDATE leads SET date_needed_on = ld.due_on FROM lead_deadlines ld
  WHERE ld.lead_id = leads.id AND ld.rule_id = 'date-needed';
-- Status first: the flagged-first query asks for the open statuses, and an index that answers
-- both of its conditions wins over leads_status_language even without statistics.
CREATE INDEX leads_date_needed ON leads (status, date_needed_on) WHERE date_needed_on IS NOT NULL;
CREATE FUNCTION lead_deadlines_date_needed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rule_id = 'date-needed' THEN
    UPDATE leads SET date_needed_on = NULL WHERE id = OLD.lead_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rule_id = 'date-needed' THEN
    UPDATE leads SET date_needed_on = NEW.due_on WHERE id = NEW.lead_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER lead_deadlines_date_needed AFTER INSERT OR UPDATE OR DELETE ON lead_deadlines
  FOR EACH ROW EXECUTE FUNCTION lead_deadlines_date_needed();
