-- The staff report (issue 52) reads every lead since its first week, a year for 52 weeks (about
-- 100,000 leads a year at a million in ten years): this index holds every column it reads, so
-- the rows themselves (with their answers) are not read. One index build: seconds at a million.
CREATE INDEX leads_report ON leads (created_at, form_type, utm_source, first_contact_at);
