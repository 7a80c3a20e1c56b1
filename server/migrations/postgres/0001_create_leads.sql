-- Leads from the intake forms. One row per (form_type, submission_id): a repeated
-- submission id is answered with the original row.
CREATE TABLE leads (
  id            uuid PRIMARY KEY,
  form_type     text NOT NULL CHECK (form_type IN ('case_review', 'harassment_questionnaire')),
  submission_id uuid NOT NULL,
  created_at    timestamptz NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  phone         text NOT NULL,  -- E.164
  issue_types   jsonb NOT NULL DEFAULT '[]',
  answers       jsonb NOT NULL,
  landing_page  text NOT NULL DEFAULT '',
  utm_source    text NOT NULL DEFAULT '',
  utm_medium    text NOT NULL DEFAULT '',
  utm_campaign  text NOT NULL DEFAULT '',
  user_agent    text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'new',
  CONSTRAINT leads_submission_unique UNIQUE (form_type, submission_id)
);

CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_status_created_at ON leads (status, created_at);
