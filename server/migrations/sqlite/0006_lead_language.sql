-- Spanish end to end (issue 19): the language of the page a lead was sent from
-- ("en" or "es", config/forms/rules.json "languages"). Field errors and the
-- acknowledgement go to the worker in it; staff see it and filter by it.
-- Leads from before were all sent from English pages.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE INDEX leads_language ON leads (language, created_at);
