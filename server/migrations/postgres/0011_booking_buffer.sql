-- The buffer after a call, kept by the database (issue 50, decision 0037). Two workers booking
-- one person's touching slots at once (09:00 at the end of one range, 09:30 at the start of the
-- next) both passed the overlap check before the INSERT under READ COMMITTED, and the person got
-- two calls with no gap. Each booked call now holds its person from its start to the end of the
-- buffer after it, `held_until` (the call's end plus BOOKING_BUFFER_MINUTES when it was booked),
-- and no two booked calls of one person may hold overlapping time: an exclusion constraint,
-- which every writer meets. The server's INSERT ... ON CONFLICT DO NOTHING then inserts nothing
-- (after waiting for the other transaction), as it does for the same start.
-- btree_gist (PostgreSQL's contrib, in Debian's postgresql-NN package) gives gist the uuid
-- equality. It is a trusted extension (PostgreSQL 13 and later): the database's owner, or any
-- role with CREATE on the database, may create it; no superuser needed. Created already (by a
-- DBA), this statement only notes that.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- NULL for calls booked before this migration: they are committed, so the overlap check in every
-- booking's transaction sees them; only calls being booked at the same moment can race.
ALTER TABLE bookings ADD COLUMN held_until timestamptz;
ALTER TABLE bookings ADD CONSTRAINT bookings_buffer_kept
  EXCLUDE USING gist (user_id WITH =, tstzrange(starts_at, held_until) WITH &&)
  WHERE (state = 'booked' AND held_until IS NOT NULL);
