-- Filing deadlines counted again (issue 51): the rules changed (a firing's two days, the federal
-- 45-day EEO contact for a federal or unknown employer, the one-year wage penalties, an ongoing
-- issue marked "date-needed" instead of counted from the day the lead arrived), so the deadlines
-- stored with earlier leads may be later than the law allows. Clearing them makes the server
-- count every lead again at start-up with config/deadlines/rules.json (FillMissingDeadlines, one
-- transaction a lead), as it does for leads stored before migration 0005.
DELETE FROM lead_deadlines;
UPDATE leads SET deadlines_at = NULL;
