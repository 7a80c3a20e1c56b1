-- Leads from the intake forms. One row per (form_type, submission_id): a repeated
-- submission id is answered with the original row.
CREATE TABLE leads (
  id            TEXT PRIMARY KEY,
  form_type     TEXT NOT NULL CHECK (form_type IN ('case_review', 'harassment_questionnaire')),
  submission_id TEXT NOT NULL,
  created_at    TEXT NOT NULL,  -- UTC, ISO 8601 with milliseconds and Z
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,  -- E.164
  issue_types   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(issue_types)),
  answers       TEXT NOT NULL CHECK (json_valid(answers)),
  landing_page  TEXT NOT NULL DEFAULT '',
  utm_source    TEXT NOT NULL DEFAULT '',
  utm_medium    TEXT NOT NULL DEFAULT '',
  utm_campaign  TEXT NOT NULL DEFAULT '',
  user_agent    TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL DEFAULT 'new',
  CONSTRAINT leads_submission_unique UNIQUE (form_type, submission_id)
);

CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_status_created_at ON leads (status, created_at);
