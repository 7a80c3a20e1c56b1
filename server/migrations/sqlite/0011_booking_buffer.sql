-- The buffer after a call, kept by the database (issue 50, decision 0037). Each booked call holds
-- its person from its start to `held_until`, the call's end plus BOOKING_BUFFER_MINUTES when it
-- was booked (NULL for calls booked before this migration). SQLite runs writers one at a time
-- (BEGIN IMMEDIATE), so the overlap check in a booking's transaction already sees every call;
-- these triggers make the rule hold for any other writer too, as PostgreSQL's exclusion
-- constraint does. An INSERT whose call would overlap the held time of a booked call of the same
-- person inserts nothing (RAISE(IGNORE): the server's INSERT ... ON CONFLICT DO NOTHING RETURNING
-- then returns no row, as on PostgreSQL); an UPDATE that would make such a pair fails. Times are
-- the server's ISO text (UTC, milliseconds, Z), which compares in time order.
ALTER TABLE bookings ADD COLUMN held_until TEXT;

CREATE TRIGGER bookings_buffer_kept_insert BEFORE INSERT ON bookings
  WHEN NEW.state = 'booked' AND NEW.held_until IS NOT NULL AND NEW.user_id IS NOT NULL
BEGIN
  SELECT RAISE(IGNORE) WHERE EXISTS (
    SELECT 1 FROM bookings o
     WHERE o.user_id = NEW.user_id AND o.state = 'booked' AND o.held_until IS NOT NULL
       AND o.starts_at < NEW.held_until AND NEW.starts_at < o.held_until);
END;

CREATE TRIGGER bookings_buffer_kept_update
  BEFORE UPDATE OF user_id, starts_at, state, held_until ON bookings
  WHEN NEW.state = 'booked' AND NEW.held_until IS NOT NULL AND NEW.user_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'bookings_buffer_kept') WHERE EXISTS (
    SELECT 1 FROM bookings o
     WHERE o.id <> NEW.id AND o.user_id = NEW.user_id AND o.state = 'booked'
       AND o.held_until IS NOT NULL
       AND o.starts_at < NEW.held_until AND NEW.starts_at < o.held_until);
END;
