-- Possible opt-outs (issue 51): a worker's text that may be a request to stop texts but is not
-- certain ("Stop texting me, I found a lawyer") is flagged for staff, who can record the opt-out
-- with one action (conversation::MayBeOptOut). 1: flagged when it arrived; texts stored before
-- this version are not flagged.
ALTER TABLE conversation_messages ADD COLUMN possible_opt_out INTEGER NOT NULL DEFAULT 0
  CHECK (possible_opt_out IN (0, 1));
