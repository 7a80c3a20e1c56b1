-- The caps on texting the firm (issue 50): each text from a new number counts the automatic
-- answers of the last hour and, once a cap holds texts back, looks for the hour's notice to staff.
-- Both read a range of recent rows, not the whole table (a firm's tenth year holds millions).
CREATE INDEX conversation_messages_kind_created ON conversation_messages (kind, created_at);
CREATE INDEX deliveries_subject_created ON deliveries (subject_key, created_at);
