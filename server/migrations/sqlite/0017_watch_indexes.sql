-- Every background watch reads only what is due (issue 52, item 4): a partial index holds the
-- rows a watch may still act on, so its cost follows the due work, not the table. Indexes
-- only: no table is rewritten, and each index is built by one pass over its table.

-- The missed-call watch (booking::Booker::EscalateMissedCalls): booked calls not yet looked
-- at. bookings_starts_at also holds every call ever made, so "started by now" grew with them.
CREATE INDEX bookings_missed_due ON bookings (starts_at)
  WHERE state = 'booked' AND escalated_at IS NULL;

-- The outbox's claim (outbox::DeliveryStore::ClaimNext, every poll of every worker) and the
-- backlog's oldest waiting delivery: only deliveries not yet delivered nor given up. With
-- deliveries_due alone, SQLite's statistics (every delivery of one state, 'delivered') made the
-- claim a scan of every delivery ever made, soonest first, once a second per worker. Booking
-- reminders are deliveries due later: in this index until they are sent.
CREATE INDEX deliveries_waiting ON deliveries (next_attempt_at)
  WHERE state IN ('pending', 'sending');

-- The audit log, newest first by keyset (storage::AuditLog::Entries): id is the order, and
-- the filters by who and by what read their own range in that order.
CREATE INDEX audit_log_actor_id ON audit_log (actor, id);
CREATE INDEX audit_log_action_id ON audit_log (action, id);
