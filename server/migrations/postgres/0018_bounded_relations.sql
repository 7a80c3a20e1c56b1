-- A lead's possible duplicates and employer matches read newest first and stop (issue 52,
-- leads/lead_relations.cpp): each lookup is a range of one of these indexes, whatever the table
-- holds. They replace the single-column indexes of migration 0004 (and 0007/0008 on SQLite),
-- which every lookup by phone, e-mail or employer alone still finds through the first column.
-- "Assigned to me" newest first reads its own range too (the list sorted every lead of the
-- assignee before). Building four indexes reads the table once each: seconds at a million leads.
CREATE INDEX leads_phone_created ON leads (phone, created_at, id);
DROP INDEX leads_phone;
CREATE INDEX leads_email_created ON leads (lower(email), created_at, id);
DROP INDEX leads_email;
CREATE INDEX leads_employer_created ON leads (employer_key, created_at, id) WHERE employer_key <> '';
DROP INDEX leads_employer_key;
CREATE INDEX leads_assigned_created ON leads (assigned_to, created_at, id);
DROP INDEX leads_assigned_to;
